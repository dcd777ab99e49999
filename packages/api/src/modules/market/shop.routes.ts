/** The shop owner's routes: the signed-in user's own shop under /shops/me. */
import { createRoute, z } from '@hono/zod-openapi';
import { commonErrors, failure, fileOnlyBody, jsonBody, success } from '../../lib/openapi';
import {
  landingBody,
  listingBody,
  ownListingsQuery,
  payBody,
  shopBody,
  socialBody,
  updateListingBody,
  updateShopBody,
} from './market.schemas';
import { fileView, ownListingView, pageMeta, shopView } from './market.views';

const tags = ['Shop owner'];
const unauthorized = { 401: failure('UnAuthorized') } as const;
const noShop = { 404: failure('ShopNotFound') } as const;
const listingId = z.object({
  id: z.uuid({ error: 'ProductIdIsNotValid' }).meta({ param: { name: 'id', in: 'path' } }),
});
const upload = {
  body: fileOnlyBody(),
} as const;

export const me = createRoute({
  method: 'get',
  path: '/shops/me',
  tags,
  summary: "The caller's shop (ShopNotFound when the user has none: the web's shop guard asks this)",
  responses: { 200: success(shopView), ...unauthorized, ...noShop },
});

export const create = createRoute({
  method: 'post',
  path: '/shops/me',
  tags,
  summary: 'Open a shop (one per user; makes the user a shop owner)',
  request: { body: jsonBody(shopBody) },
  responses: {
    201: success(shopView, 'AddSuccessfully'),
    ...unauthorized,
    409: failure('ShopAlreadyExists, ShopNameExists, ShopLinkAlreadyExists or ShopLinkIsReserved'),
    ...commonErrors,
  },
});

export const update = createRoute({
  method: 'patch',
  path: '/shops/me',
  tags,
  summary: "Change the shop's information",
  request: { body: jsonBody(updateShopBody) },
  responses: {
    200: success(shopView, 'UpdateSuccessfully'),
    ...unauthorized,
    ...noShop,
    409: failure('ShopNameExists, ShopLinkAlreadyExists or ShopLinkIsReserved'),
    ...commonErrors,
  },
});

export const social = createRoute({
  method: 'put',
  path: '/shops/me/social',
  tags,
  summary: "Set the shop's social media (null removes one)",
  request: { body: jsonBody(socialBody) },
  responses: { 200: success(shopView, 'UpdateSuccessfully'), ...unauthorized, ...noShop, ...commonErrors },
});

export const landing = createRoute({
  method: 'put',
  path: '/shops/me/landing',
  tags,
  summary: "Set the shop page's landing block",
  request: { body: jsonBody(landingBody) },
  responses: {
    200: success(shopView, 'UpdateSuccessfully'),
    ...unauthorized,
    404: failure('ShopNotFound or FileNotFound'),
    ...commonErrors,
  },
});

export const profileImage = createRoute({
  method: 'post',
  path: '/shops/me/profile-image',
  tags,
  summary: "Upload the shop's profile image (checked by content)",
  request: upload,
  responses: {
    200: success(fileView, 'ProfileImageUploadSuccessfully'),
    400: failure('FileFormatIsNotValid'),
    413: failure('FileSizeValidationError'),
    ...unauthorized,
    ...noShop,
    ...commonErrors,
  },
});

export const bannerImage = createRoute({
  method: 'post',
  path: '/shops/me/banner-image',
  tags,
  summary: "Upload the shop's banner image (checked by content)",
  request: upload,
  responses: {
    200: success(fileView, 'BannerImageUploadSuccessfully'),
    400: failure('FileFormatIsNotValid'),
    413: failure('FileSizeValidationError'),
    ...unauthorized,
    ...noShop,
    ...commonErrors,
  },
});

/** Off the shop's page; the file stays in the library (the owner removes it there, or uses it again). */
const removeImage = (kind: 'profile' | 'banner') =>
  createRoute({
    method: 'delete',
    path: `/shops/me/${kind}-image`,
    tags,
    summary: `Remove the shop's ${kind === 'profile' ? 'profile image' : 'banner'} (the file stays in the library)`,
    responses: {
      200: success(shopView, kind === 'profile' ? 'ProfileImageRemovedSuccessfully' : 'BannerImageRemovedSuccessfully'),
      ...unauthorized,
      ...noShop,
      ...commonErrors,
    },
  });
export const removeProfileImage = removeImage('profile');
export const removeBannerImage = removeImage('banner');

export const media = createRoute({
  method: 'get',
  path: '/shops/me/media',
  tags,
  summary: "The shop's media library (its images)",
  responses: { 200: success(z.array(fileView)), ...unauthorized, ...noShop },
});

export const addMedia = createRoute({
  method: 'post',
  path: '/shops/me/media',
  tags,
  summary: 'Upload an image to the library',
  request: upload,
  responses: {
    201: success(fileView, 'FileUploadedSuccessfully'),
    400: failure('FileFormatIsNotValid'),
    413: failure('FileSizeValidationError'),
    ...unauthorized,
    ...noShop,
    ...commonErrors,
  },
});

export const removeMedia = createRoute({
  method: 'delete',
  path: '/shops/me/media/{fileId}',
  tags,
  summary: 'Take an image out of the library (and off the pages that show it)',
  request: {
    params: z.object({
      fileId: z.uuid({ error: 'FileIdIsNotValid' }).meta({ param: { name: 'fileId', in: 'path' } }),
    }),
  },
  responses: {
    200: success(z.object({ id: z.uuid() }), 'DeleteSuccessfully'),
    ...unauthorized,
    404: failure('ShopNotFound or FileNotFound'),
  },
});

const designsList = z.array(z.object({ designId: z.uuid(), attachedAt: z.string() }));

export const designs = createRoute({
  method: 'get',
  path: '/shops/me/designs',
  tags,
  summary: 'AI designs shown by the shop',
  responses: { 200: success(designsList), ...unauthorized, ...noShop },
});

export const attachDesign = createRoute({
  method: 'post',
  path: '/shops/me/designs',
  tags,
  summary: 'Show one of your completed AI designs in the shop',
  request: { body: jsonBody(z.strictObject({ designId: z.uuid({ error: 'DesigningIdIsNotValid' }) })) },
  responses: {
    200: success(designsList, 'AddSuccessfully'),
    ...unauthorized,
    404: failure('ShopNotFound or DesigningNotFound'),
    400: failure('DesigningNotComplete'),
    ...commonErrors,
  },
});

export const detachDesign = createRoute({
  method: 'delete',
  path: '/shops/me/designs/{designId}',
  tags,
  summary: 'Stop showing a design',
  request: {
    params: z.object({
      designId: z.uuid({ error: 'DesigningIdIsNotValid' }).meta({ param: { name: 'designId', in: 'path' } }),
    }),
  },
  responses: {
    200: success(z.object({ id: z.uuid() }), 'DeleteSuccessfully'),
    ...unauthorized,
    404: failure('DesigningNotFound'),
  },
});

export const stats = createRoute({
  method: 'get',
  path: '/shops/me/stats',
  tags,
  summary: "Views, likes and listings by state across the shop's listings",
  responses: {
    200: success(
      z.object({
        views: z.number().int(),
        likes: z.number().int(),
        listings: z.number().int(),
        active: z.number().int(),
        expired: z.number().int(),
        awaitingReview: z.number().int(),
        drafts: z.number().int(),
        rejected: z.number().int(),
      }),
    ),
    ...unauthorized,
    ...noShop,
  },
});

export const listings = createRoute({
  method: 'get',
  path: '/shops/me/listings',
  tags,
  summary: "The shop's listings with their state, newest first: by state, kind, and months running out",
  request: { query: ownListingsQuery },
  responses: {
    200: {
      description: 'A page of listings',
      content: { 'application/json': { schema: z.object({ data: z.array(ownListingView), meta: pageMeta }) } },
    },
    ...unauthorized,
    ...noShop,
    ...commonErrors,
  },
});

export const createListing = createRoute({
  method: 'post',
  path: '/shops/me/listings',
  tags,
  summary: 'Add a listing (a draft until its display months are paid)',
  request: { body: jsonBody(listingBody) },
  responses: {
    201: success(ownListingView, 'AddSuccessfully'),
    ...unauthorized,
    404: failure('ShopNotFound, CategoryNotFound, LocationNotFound or FileNotFound'),
    409: failure('SlugAlreadyExists'),
    ...commonErrors,
  },
});

export const getListing = createRoute({
  method: 'get',
  path: '/shops/me/listings/{id}',
  tags,
  summary: 'One listing of the shop, with its state and rejection reason',
  request: { params: listingId },
  responses: { 200: success(ownListingView), ...unauthorized, 404: failure('ProductNotFound') },
});

export const updateListing = createRoute({
  method: 'patch',
  path: '/shops/me/listings/{id}',
  tags,
  summary: 'Change a listing (its kind and display category stay as created)',
  request: { params: listingId, body: jsonBody(updateListingBody) },
  responses: {
    200: success(ownListingView, 'UpdateSuccessfully'),
    ...unauthorized,
    404: failure('ProductNotFound'),
    409: failure(
      'ProductTypeCannotBeChanged, DisplayCategoryCannotBeChanged, ProductIsRejected, ProductIsDeletedOrRejected',
    ),
    ...commonErrors,
  },
});

export const deleteListing = createRoute({
  method: 'delete',
  path: '/shops/me/listings/{id}',
  tags,
  summary: 'Delete a listing',
  request: { params: listingId },
  responses: {
    200: success(z.object({ id: z.uuid() }), 'DeleteSuccessfully'),
    ...unauthorized,
    404: failure('ProductNotFound'),
    409: failure('ProductIsDeletedOrRejected'),
  },
});

export const pay = createRoute({
  method: 'post',
  path: '/shops/me/listings/{id}/pay',
  tags,
  summary: 'Pay the display cost for 1–12 months from the coin wallet (renews an active listing); Idempotency-Key',
  request: {
    params: listingId,
    headers: z.object({ 'idempotency-key': z.string().optional().meta({ description: 'Repeat-safe key' }) }),
    body: jsonBody(payBody),
  },
  responses: {
    200: success(
      z.object({ listing: ownListingView, factorId: z.uuid(), coins: z.number().int(), renewal: z.boolean() }),
      'ProductPayedSuccessFully',
    ),
    ...unauthorized,
    400: failure('DisplayMonthNotValid'),
    402: failure('NotEnoughCoin'),
    404: failure('ProductNotFound'),
    409: failure('DisplayCostAlreadyPayed, ProductIsRejected, ProductIsDeletedOrRejected'),
    ...commonErrors,
  },
});
