/** The service catalogue's routes: the public reads, and the admins' (/admin/services, /admin/service-categories, /admin/service-images). */
import { createRoute, z } from '@hono/zod-openapi';
import { imageLibraryRoutes } from '../../lib/image-library-routes';
import { commonErrors, deleted, failure, guarded, idParam, jsonBody, success } from '../../lib/openapi';
import {
  adminServicesQuery,
  reorderBody,
  serviceBody,
  serviceCategoryBody,
  updateServiceBody,
  updateServiceCategoryBody,
} from './services.schemas';
import {
  adminServiceCategoryTree,
  adminServiceCategoryView,
  adminServiceView,
  libraryImageView,
  serviceDetailView,
  serviceImageView,
  serviceTreeView,
} from './services.views';

const tags = ['Services'];
const adminTags = ['Admin · Services'];
const categoryId = idParam('CategoryIdIsNotValid');
const serviceId = idParam('ServiceIdIsNotValid');
const reordered = success(z.object({ ids: z.array(z.uuid()) }), 'UpdateSuccessfully');

// ── Public ─────────────────────────────────────────────────────────────────────────────────────────

export const tree = createRoute({
  method: 'get',
  path: '/services',
  tags,
  summary:
    'The catalogue: the enabled categories (roots with their children), each with its enabled services in order. The same for everyone (cacheable)',
  responses: { 200: success(serviceTreeView), ...commonErrors },
});

export const service = createRoute({
  method: 'get',
  path: '/services/{slug}',
  tags,
  summary: 'One service, whole: texts, images, steps, price and the form its order asks for',
  request: {
    params: z.object({
      slug: z
        .string()
        .min(1)
        .max(100)
        .meta({ param: { name: 'slug', in: 'path' }, example: 'product-3d-model' }),
    }),
  },
  responses: {
    200: success(serviceDetailView),
    404: failure('ServiceNotFound, or ServiceNotAvailable: the service or its category is disabled'),
    ...commonErrors,
  },
});

// ── Admin: categories ──────────────────────────────────────────────────────────────────────────────

export const adminCategories = createRoute({
  method: 'get',
  path: '/admin/service-categories',
  tags: adminTags,
  summary: 'Every service category, disabled ones too, as the tree, with how many services each holds',
  responses: { 200: success(adminServiceCategoryTree), ...guarded },
});

export const createCategory = createRoute({
  method: 'post',
  path: '/admin/service-categories',
  tags: adminTags,
  summary: "Add a category (under a root, or a root); its slug may not be an AI tool's or a reserved word",
  request: { body: jsonBody(serviceCategoryBody) },
  responses: {
    201: success(adminServiceCategoryView, 'AddSuccessfully'),
    ...guarded,
    400: failure('CategoryParentIsNotValid: the parent is not a root'),
    404: failure('CategoryNotFound (the parent)'),
    409: failure('SlugAlreadyExists'),
    ...commonErrors,
  },
});

export const reorderCategories = createRoute({
  method: 'post',
  path: '/admin/service-categories/reorder',
  tags: adminTags,
  summary: 'Put categories in this order (each takes its place in the list as its sort order)',
  request: { body: jsonBody(reorderBody) },
  responses: { 200: reordered, ...guarded, 404: failure('CategoryNotFound'), ...commonErrors },
});

export const updateCategory = createRoute({
  method: 'patch',
  path: '/admin/service-categories/{id}',
  tags: adminTags,
  summary: 'Change or move a category (the tree keeps two levels)',
  request: { params: categoryId, body: jsonBody(updateServiceCategoryBody) },
  responses: {
    200: success(adminServiceCategoryView, 'UpdateSuccessfully'),
    ...guarded,
    400: failure('CategoryParentIsNotValid: the parent is not a root, is the category itself, or it has children'),
    404: failure('CategoryNotFound'),
    409: failure('SlugAlreadyExists'),
    ...commonErrors,
  },
});

const categorySwitch = (action: 'disable' | 'enable', summary: string) =>
  createRoute({
    method: 'post',
    path: `/admin/service-categories/{id}/${action}`,
    tags: adminTags,
    summary,
    request: { params: categoryId },
    responses: {
      200: success(adminServiceCategoryView, 'UpdateSuccessfully'),
      ...guarded,
      404: failure('CategoryNotFound'),
      ...commonErrors,
    },
  });

export const disableCategory = categorySwitch(
  'disable',
  'Hide a category from the catalogue, with its children and their services (ServiceNotAvailable)',
);
export const enableCategory = categorySwitch('enable', 'Show a category again');

export const deleteCategory = createRoute({
  method: 'delete',
  path: '/admin/service-categories/{id}',
  tags: adminTags,
  summary: 'Delete a category without children or services',
  request: { params: categoryId },
  responses: {
    200: deleted,
    ...guarded,
    404: failure('CategoryNotFound'),
    409: failure('ServiceCategoryIsInUse'),
    ...commonErrors,
  },
});

// ── Images ─────────────────────────────────────────────────────────────────────────────────────────

export const library = imageLibraryRoutes({
  filePath: '/services/files/{id}',
  adminPath: '/admin/service-images',
  tags,
  adminTags,
  whose: "the services'",
  removal: 'every service that shows it',
  uploadView: serviceImageView,
  listView: libraryImageView,
});

// ── Admin: services ────────────────────────────────────────────────────────────────────────────────

export const adminList = createRoute({
  method: 'get',
  path: '/admin/services',
  tags: adminTags,
  summary: 'Every service, disabled ones too, in the catalogue’s order',
  request: { query: adminServicesQuery },
  responses: { 200: success(z.array(adminServiceView)), ...guarded, ...commonErrors },
});

export const create = createRoute({
  method: 'post',
  path: '/admin/services',
  tags: adminTags,
  summary: 'Add a service: texts in Persian and English, images of the library, price or on quote, steps and form',
  request: { body: jsonBody(serviceBody) },
  responses: {
    201: success(adminServiceView, 'AddSuccessfully'),
    ...guarded,
    404: failure('CategoryNotFound, FileNotFound (an image not in the library)'),
    409: failure('SlugAlreadyExists'),
    ...commonErrors,
  },
});

export const reorder = createRoute({
  method: 'post',
  path: '/admin/services/reorder',
  tags: adminTags,
  summary: 'Put services in this order (each takes its place in the list as its sort order)',
  request: { body: jsonBody(reorderBody) },
  responses: { 200: reordered, ...guarded, 404: failure('ServiceNotFound'), ...commonErrors },
});

export const adminGet = createRoute({
  method: 'get',
  path: '/admin/services/{id}',
  tags: adminTags,
  summary: 'One service, disabled or not',
  request: { params: serviceId },
  responses: { 200: success(adminServiceView), ...guarded, 404: failure('ServiceNotFound'), ...commonErrors },
});

export const update = createRoute({
  method: 'patch',
  path: '/admin/services/{id}',
  tags: adminTags,
  summary: 'Change a service (steps, form and images are replaced whole)',
  request: { params: serviceId, body: jsonBody(updateServiceBody) },
  responses: {
    200: success(adminServiceView, 'UpdateSuccessfully'),
    ...guarded,
    404: failure('ServiceNotFound, CategoryNotFound, FileNotFound'),
    409: failure('SlugAlreadyExists'),
    ...commonErrors,
  },
});

const serviceSwitch = (action: 'disable' | 'enable', summary: string) =>
  createRoute({
    method: 'post',
    path: `/admin/services/{id}/${action}`,
    tags: adminTags,
    summary,
    request: { params: serviceId },
    responses: {
      200: success(adminServiceView, 'UpdateSuccessfully'),
      ...guarded,
      404: failure('ServiceNotFound'),
      ...commonErrors,
    },
  });

export const disable = serviceSwitch('disable', 'Take a service off the catalogue (ServiceNotAvailable)');
export const enable = serviceSwitch('enable', 'Put a service back in the catalogue');

export const remove = createRoute({
  method: 'delete',
  path: '/admin/services/{id}',
  tags: adminTags,
  summary: 'Delete a service (its images stay in the library)',
  request: { params: serviceId },
  responses: { 200: deleted, ...guarded, 404: failure('ServiceNotFound'), ...commonErrors },
});
