import { createRoute, z } from '@hono/zod-openapi';
import {
  binaryFile,
  commonErrors,
  failure,
  jsonBody,
  multipartBody,
  storedFileResponses,
  success,
} from '../../lib/openapi';
import {
  createdModelView,
  listingModelView,
  modelFileParam,
  modelFromDesignBody,
  modelIdParam,
  modelLinkParam,
  modelListQuery,
  modelMarketBody,
  modelPatchBody,
  modelPosterForm,
  modelView,
  oembedQuery,
  oembedView,
  ownerFileQuery,
  publicModelView,
  signedFileQuery,
} from './models.schemas';

const tags = ['3D models'];
const unauthorized = { 401: failure('UnAuthorized') } as const;
const notFound = { 404: failure('ModelNotFound (also for another user’s model)') } as const;

const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .meta({ description: 'A repeat with the same key answers the first model again' }),
});

export const upload = createRoute({
  method: 'post',
  path: '/models',
  tags,
  summary: 'Upload a 3D model (GLB, glTF in a zip, or USDZ): stored, then processed by a worker',
  request: {
    headers: idempotencyHeader,
    body: multipartBody(
      z.object({
        file: binaryFile(),
        title: z.string().optional().meta({ description: 'Title (the file name when absent)' }),
      }),
    ),
  },
  responses: {
    201: success(createdModelView, 'FileUploadedSuccessfully'),
    400: failure('FileFormatIsNotValid'),
    409: failure('StorageQuotaExceeded: your models would take more than your quota'),
    413: failure('FileSizeValidationError (MODEL_UPLOAD_MAX_MB)'),
    ...unauthorized,
    ...commonErrors,
  },
});

export const fromDesign = createRoute({
  method: 'post',
  path: '/models/from-design',
  tags,
  summary: 'Save a finished image-to-3d, text-to-3d or video-to-3d result as a model (again: the same model)',
  request: { headers: idempotencyHeader, body: jsonBody(modelFromDesignBody) },
  responses: {
    201: success(createdModelView, 'AddSuccessfully'),
    400: failure('FileFormatIsNotValid: not a 3D tool, or no GLB among its outputs'),
    404: failure('DesigningNotFound'),
    409: failure('DesigningNotComplete, StorageQuotaExceeded'),
    ...unauthorized,
    ...commonErrors,
  },
});

export const list = createRoute({
  method: 'get',
  path: '/models',
  tags,
  summary: 'Your models, newest first, with what they take of your quota',
  request: { query: modelListQuery },
  responses: {
    200: {
      description: 'A page',
      content: {
        'application/json': {
          schema: z.object({
            data: z.array(modelView),
            meta: z.object({
              page: z.number(),
              pageSize: z.number(),
              total: z.number(),
              usedBytes: z.number(),
              quotaBytes: z.number(),
            }),
          }),
        },
      },
    },
    ...unauthorized,
    ...commonErrors,
  },
});

export const get = createRoute({
  method: 'get',
  path: '/models/{id}',
  tags,
  summary: 'One of your models: state, files, statistics, AR and viewer settings, hotspots',
  request: { params: modelIdParam },
  responses: { 200: success(modelView), ...unauthorized, ...notFound, ...commonErrors },
});

export const update = createRoute({
  method: 'patch',
  path: '/models/{id}',
  tags,
  summary: 'Change a model: texts, visibility, AR and viewer settings, hotspots (an empty change changes nothing)',
  request: { params: modelIdParam, body: jsonBody(modelPatchBody) },
  responses: { 200: success(modelView, 'UpdateSuccessfully'), ...unauthorized, ...notFound, ...commonErrors },
});

export const remove = createRoute({
  method: 'delete',
  path: '/models/{id}',
  tags,
  summary: 'Delete a model and its files (listings that showed it show none)',
  request: { params: modelIdParam },
  responses: {
    200: success(z.object({ id: z.string() }), 'DeleteSuccessfully'),
    ...unauthorized,
    ...notFound,
    ...commonErrors,
  },
});

export const events = createRoute({
  method: 'get',
  path: '/models/{id}/events',
  tags,
  summary: 'Server-sent events: `model` with {status, progress} on every change, until it is ready or failed',
  request: { params: modelIdParam },
  responses: {
    200: { description: 'text/event-stream', content: { 'text/event-stream': { schema: z.string() } } },
    ...unauthorized,
    ...notFound,
    ...commonErrors,
  },
});

export const file = createRoute({
  method: 'get',
  path: '/models/{id}/files/{name}',
  tags,
  summary: 'A file of your model: glb, usdz, poster or thumbnail',
  request: { params: modelIdParam.extend(modelFileParam.shape), query: ownerFileQuery },
  responses: {
    ...storedFileResponses,
    ...unauthorized,
    404: failure('ModelNotFound, FileNotFound (not ready, or no such file)'),
    ...commonErrors,
  },
});

// A multipart form with a `file`, as every other upload of the API (the model's own, avatars, shop images):
// the web app's one upload path and the fuzz test's upload cases serve it as they are, and a browser's
// FormData carries the canvas's Blob without reading it into a string. A raw image body would save the
// form's few hundred bytes and nothing else.
export const poster = createRoute({
  method: 'put',
  path: '/models/{id}/poster',
  tags,
  summary:
    "Replace a ready model's poster with a picture (the editor's current view): a 1024 px WebP, with a new address",
  request: {
    params: modelIdParam,
    body: multipartBody(modelPosterForm),
  },
  responses: {
    200: success(modelView, 'UpdateSuccessfully'),
    400: failure('FileFormatIsNotValid: not a PNG, JPEG or WebP by its content, or damaged'),
    ...unauthorized,
    404: failure('ModelNotFound (also for another user’s model), FileNotFound (a failed model has no files)'),
    409: failure('DesigningIsInProcess: the model is still being prepared'),
    413: failure('FileSizeValidationError (5 MB)'),
    ...commonErrors,
  },
});

export const market = createRoute({
  method: 'post',
  path: '/models/{id}/market',
  tags,
  summary: 'Show a ready model on a listing of your shop (a listing has at most one model; again: no change)',
  request: { params: modelIdParam, body: jsonBody(modelMarketBody) },
  responses: {
    200: success(z.object({ listingId: z.string(), modelId: z.string(), model: listingModelView }), 'AddSuccessfully'),
    ...unauthorized,
    404: failure('ModelNotFound, ShopNotFound (you have no shop)'),
    409: failure('CannotAddToMarket: the model is not ready, or the listing is not one of your shop'),
    ...commonErrors,
  },
});

export const unmarket = createRoute({
  method: 'delete',
  path: '/models/{id}/market/{listingId}',
  tags,
  summary: 'Take the model off a listing of your shop',
  request: {
    params: modelIdParam.extend({
      listingId: z.uuid({ error: 'ProductIdIsNotValid' }).meta({ param: { name: 'listingId', in: 'path' } }),
    }),
  },
  responses: {
    200: success(z.object({ listingId: z.string() }), 'DeleteSuccessfully'),
    ...unauthorized,
    404: failure('ModelNotFound, ShopNotFound, ProductNotFound (the listing does not show this model)'),
    ...commonErrors,
  },
});

export const publicModel = createRoute({
  method: 'get',
  path: '/public/models/{link}',
  tags,
  summary: 'An unlisted or public model, for anyone with its link (a private one only for its owner)',
  request: { params: modelLinkParam },
  responses: { 200: success(publicModelView), 404: failure('ModelNotFound'), ...commonErrors },
});

export const publicFile = createRoute({
  method: 'get',
  path: '/public/models/{link}/files/{name}',
  tags,
  summary:
    "A model's file without a cookie (AR viewers): a public model's, an unlisted one's with its signature (exp, sig), or one a public listing shows",
  request: { params: modelLinkParam.extend(modelFileParam.shape), query: signedFileQuery },
  responses: { ...storedFileResponses, 404: failure('FileNotFound'), ...commonErrors },
});

export const oembed = createRoute({
  method: 'get',
  path: '/oembed',
  tags,
  summary:
    'oEmbed (rich) for /embed/model/{link} addresses of unlisted and public models and /embed/scene/{link} shop galleries',
  request: { query: oembedQuery },
  responses: {
    200: { description: 'The oEmbed answer', content: { 'application/json': { schema: oembedView } } },
    404: failure('ModelNotFound (not an embed address of ours, or a private model)'),
    ...commonErrors,
  },
});
