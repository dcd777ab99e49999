/** The admins' market routes: moderation, categories and properties, locations, display prices. */
import { createRoute, z } from '@hono/zod-openapi';
import { commonErrors, deleted, failure, guarded, idParam, jsonBody, success } from '../../lib/openapi';
import {
  adminQueueQuery,
  categoryBody,
  displayPriceBody,
  locationBody,
  propertyBody,
  rejectBody,
  updateCategoryBody,
  updateLocationBody,
} from './market.schemas';
import {
  categoryView,
  displayPriceView,
  locationView,
  ownListingView,
  pageMeta,
  propertyView,
  shopSummary,
} from './market.views';

const tags = ['Admin · Market'];

export const queue = createRoute({
  method: 'get',
  path: '/admin/market/listings',
  tags,
  summary:
    'The moderation queue: listings by state (paid ones by default), kind, category, shop, words, payment date and expiry; the longest-waiting first',
  request: { query: adminQueueQuery },
  responses: {
    200: {
      description: 'A page of listings',
      content: {
        'application/json': {
          schema: z.object({ data: z.array(ownListingView.extend({ shop: shopSummary })), meta: pageMeta }),
        },
      },
    },
    ...guarded,
    ...commonErrors,
  },
});

const moderation = (path: string, summary: string, code: string, body?: z.ZodType) =>
  createRoute({
    method: 'post',
    path: `/admin/market/listings/{id}/${path}`,
    tags,
    summary,
    request: { params: idParam('ProductIdIsNotValid'), ...(body ? { body: jsonBody(body) } : {}) },
    responses: {
      200: success(ownListingView, code),
      ...guarded,
      404: failure('ProductNotFound'),
      409: failure('ProductNotPayToActivate, ProductAlreadyActivated or ProductIsDeletedOrRejected'),
      ...commonErrors,
    },
  });

export const activate = moderation(
  'activate',
  'Activate a paid listing: its months start now',
  'ProductActivatedSuccessfully',
);
export const reject = createRoute({
  method: 'post',
  path: '/admin/market/listings/{id}/reject',
  tags,
  summary: 'Reject a listing with a reason the owner sees',
  request: { params: idParam('ProductIdIsNotValid'), body: jsonBody(rejectBody) },
  responses: {
    200: success(ownListingView, 'ProductRejectedSuccessfully'),
    ...guarded,
    404: failure('ProductNotFound'),
    409: failure('ProductIsDeletedOrRejected'),
    ...commonErrors,
  },
});
export const disable = moderation('disable', 'Take a listing off the market', 'ProductDisabledSuccessfully');

export const createCategory = createRoute({
  method: 'post',
  path: '/admin/market/categories',
  tags,
  summary: 'Add a category to a tree',
  request: { body: jsonBody(categoryBody) },
  responses: {
    201: success(categoryView, 'AddSuccessfully'),
    ...guarded,
    400: failure('CategoryParentIsNotValid'),
    404: failure('CategoryNotFound'),
    409: failure('SlugAlreadyExists'),
    ...commonErrors,
  },
});

export const updateCategory = createRoute({
  method: 'patch',
  path: '/admin/market/categories/{id}',
  tags,
  summary: 'Change or move a category (never under itself or its descendants)',
  request: { params: idParam('CategoryIdIsNotValid'), body: jsonBody(updateCategoryBody) },
  responses: {
    200: success(categoryView, 'UpdateSuccessfully'),
    ...guarded,
    400: failure('CategoryParentIsNotValid'),
    404: failure('CategoryNotFound'),
    409: failure('SlugAlreadyExists'),
    ...commonErrors,
  },
});

export const deleteCategory = createRoute({
  method: 'delete',
  path: '/admin/market/categories/{id}',
  tags,
  summary: 'Delete a category without sub-categories or listings',
  request: { params: idParam('CategoryIdIsNotValid') },
  responses: { 200: deleted, ...guarded, 404: failure('CategoryNotFound'), 409: failure('CategoryIsInUse') },
});

export const createProperty = createRoute({
  method: 'post',
  path: '/admin/market/categories/{id}/properties',
  tags,
  summary: 'Add a typed property to a category',
  request: { params: idParam('CategoryIdIsNotValid'), body: jsonBody(propertyBody) },
  responses: {
    201: success(propertyView, 'AddSuccessfully'),
    ...guarded,
    404: failure('CategoryNotFound'),
    409: failure('PropertyAlreadyExists'),
    ...commonErrors,
  },
});

export const updateProperty = createRoute({
  method: 'patch',
  path: '/admin/market/properties/{id}',
  tags,
  summary: 'Change a property',
  request: { params: idParam('PropertyIdIsNotValid'), body: jsonBody(propertyBody.partial()) },
  responses: {
    200: success(propertyView, 'UpdateSuccessfully'),
    ...guarded,
    404: failure('PropertyNotFound'),
    409: failure('PropertyAlreadyExists'),
    ...commonErrors,
  },
});

export const deleteProperty = createRoute({
  method: 'delete',
  path: '/admin/market/properties/{id}',
  tags,
  summary: 'Delete a property',
  request: { params: idParam('PropertyIdIsNotValid') },
  responses: { 200: deleted, ...guarded, 404: failure('PropertyNotFound') },
});

export const createLocation = createRoute({
  method: 'post',
  path: '/admin/market/locations',
  tags,
  summary: 'Add a country, state, city or district',
  request: { body: jsonBody(locationBody) },
  responses: {
    201: success(locationView, 'AddSuccessfully'),
    ...guarded,
    400: failure('LocationIdIsNotValid'),
    404: failure('LocationNotFound'),
    409: failure('SlugAlreadyExists'),
    ...commonErrors,
  },
});

export const updateLocation = createRoute({
  method: 'patch',
  path: '/admin/market/locations/{id}',
  tags,
  summary: 'Change a location',
  request: { params: idParam('LocationIdIsNotValid'), body: jsonBody(updateLocationBody) },
  responses: {
    200: success(locationView, 'UpdateSuccessfully'),
    ...guarded,
    404: failure('LocationNotFound'),
    409: failure('SlugAlreadyExists'),
    ...commonErrors,
  },
});

export const deleteLocation = createRoute({
  method: 'delete',
  path: '/admin/market/locations/{id}',
  tags,
  summary: 'Delete a location nothing points at',
  request: { params: idParam('LocationIdIsNotValid') },
  responses: { 200: deleted, ...guarded, 404: failure('LocationNotFound'), 409: failure('LocationIsInUse') },
});

export const displayPrices = createRoute({
  method: 'get',
  path: '/admin/market/display-prices',
  tags,
  summary: 'Display prices per category and month (a row without category is the default)',
  responses: { 200: success(z.array(displayPriceView)), ...guarded },
});

export const setDisplayPrice = createRoute({
  method: 'put',
  path: '/admin/market/display-prices',
  tags,
  summary: 'Set the price of a category (or the default) for a number of months',
  request: { body: jsonBody(displayPriceBody) },
  responses: {
    200: success(displayPriceView, 'UpdateSuccessfully'),
    ...guarded,
    400: failure('DisplayMonthNotValid'),
    404: failure('CategoryNotFound'),
    ...commonErrors,
  },
});

export const deleteDisplayPrice = createRoute({
  method: 'delete',
  path: '/admin/market/display-prices/{id}',
  tags,
  summary: 'Remove a display price (the category falls back to its ancestors or the default)',
  request: { params: idParam('ValidationError') },
  responses: { 200: deleted, ...guarded, 404: failure('NotFound') },
});
