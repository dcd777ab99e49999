import { createRoute, z } from '@hono/zod-openapi';
import { commonErrors, failure, jsonBody, multipartBody, storedFileResponses, success } from '../../lib/openapi';
import {
  adminTourQuery,
  adminTourView,
  createdTourView,
  createTourBody,
  fileVersionQuery,
  infoImageUploadForm,
  pageMeta,
  planPinsBody,
  planUploadForm,
  publicImageParam,
  publicSceneFileParam,
  publicTileParam,
  publicTourView,
  rejectTourBody,
  sceneFileParam,
  sceneIdParam,
  scenePutBody,
  sceneTileParam,
  sceneUploadForm,
  tourIdParam,
  tourImageParam,
  tourImageView,
  tourLinkParam,
  tourListQuery,
  tourMarketBody,
  tourPatchBody,
  tourView,
} from './tours.schemas';

const tags = ['Virtual tours'];
const adminTags = ['Admin · Virtual tours'];
const unauthorized = { 401: failure('UnAuthorized') } as const;
const guarded = { 401: failure('UnAuthorized'), 403: failure('AccessDenied') } as const;
const notFound = { 404: failure('VirtualTourNotFound (also for another user’s tour or scene)') } as const;
const fileNotFound = { 404: failure('VirtualTourNotFound, FileNotFound') } as const;
const imageErrors = {
  400: failure('FileFormatIsNotValid: not a JPEG, PNG or WebP by its content, or truncated or damaged'),
  409: failure('StorageQuotaExceeded (field text TourStorageFull): TOUR_QUOTA_MB'),
  413: failure('FileSizeValidationError (TOUR_UPLOAD_MAX_MB)'),
} as const;
const owned = { ...unauthorized, ...notFound, ...commonErrors } as const;

export const create = createRoute({
  method: 'post',
  path: '/tours',
  tags,
  summary: 'Start a tour (a draft): its slug comes from the title, its link is a new token',
  request: { body: jsonBody(createTourBody) },
  responses: { 201: success(createdTourView, 'AddSuccessfully'), ...unauthorized, ...commonErrors },
});

export const list = createRoute({
  method: 'get',
  path: '/tours',
  tags,
  summary: 'Your tours, newest first, with what they take of your tour storage',
  request: { query: tourListQuery },
  responses: {
    200: {
      description: 'A page',
      content: {
        'application/json': {
          schema: z.object({
            data: z.array(tourView),
            meta: pageMeta.extend({ usedBytes: z.number(), quotaBytes: z.number() }),
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
  path: '/tours/{id}',
  tags,
  summary: 'One of your tours: its scenes (files, view, hotspots), plan, review state and listing',
  request: { params: tourIdParam },
  responses: { 200: success(tourView), ...owned },
});

export const update = createRoute({
  method: 'patch',
  path: '/tours/{id}',
  tags,
  summary:
    'Change a tour: texts, visibility, start scene, category and place, the scenes’ order (an accepted tour goes back to review, but for visibility)',
  request: { params: tourIdParam, body: jsonBody(tourPatchBody) },
  responses: { 200: success(tourView, 'UpdateSuccessfully'), ...owned },
});

export const remove = createRoute({
  method: 'delete',
  path: '/tours/{id}',
  tags,
  summary: 'Delete a tour with its scenes and files (a listing that showed it shows none)',
  request: { params: tourIdParam },
  responses: { 200: success(z.object({ id: z.string() }), 'DeleteSuccessfully'), ...owned },
});

export const addScene = createRoute({
  method: 'post',
  path: '/tours/{id}/scenes',
  tags,
  summary:
    'Add a scene from an equirectangular panorama (2:1, at most 16384×8192; GPano read): preview and mid image now, tiles by a worker',
  request: { params: tourIdParam, body: multipartBody(sceneUploadForm) },
  responses: {
    201: success(z.object({ id: z.uuid(), previewUrl: z.string() }), 'FileUploadedSuccessfully'),
    ...imageErrors,
    ...unauthorized,
    ...notFound,
    ...commonErrors,
    422: failure('PanoramaMustBeTwoByOne, PanoramaTooLarge (field texts of file), or too many scenes'),
  },
});

export const putScene = createRoute({
  method: 'put',
  path: '/tours/{id}/scenes/{sceneId}',
  tags,
  summary: 'Save a scene: name, opening view, north, hotspots (links to another scene of the tour, or information)',
  request: { params: sceneIdParam, body: jsonBody(scenePutBody) },
  responses: { 200: success(tourView, 'UpdateSuccessfully'), ...owned },
});

export const deleteScene = createRoute({
  method: 'delete',
  path: '/tours/{id}/scenes/{sceneId}',
  tags,
  summary: 'Delete a scene and its files (links and plan pins to it go too)',
  request: { params: sceneIdParam },
  responses: { 200: success(tourView, 'DeleteSuccessfully'), ...owned },
});

export const sceneFile = createRoute({
  method: 'get',
  path: '/tours/{id}/scenes/{sceneId}/files/{name}',
  tags,
  summary: 'A scene’s preview or mid image (yours)',
  request: { params: sceneFileParam, query: fileVersionQuery },
  responses: { ...storedFileResponses, ...unauthorized, ...fileNotFound, ...commonErrors },
});

export const sceneTile = createRoute({
  method: 'get',
  path: '/tours/{id}/scenes/{sceneId}/tiles/{tile}',
  tags,
  summary: 'One tile of a scene (yours): {col}_{row}.webp',
  request: { params: sceneTileParam, query: fileVersionQuery },
  responses: { ...storedFileResponses, ...unauthorized, ...fileNotFound, ...commonErrors },
});

export const addImage = createRoute({
  method: 'post',
  path: '/tours/{id}/images',
  tags,
  summary:
    'Upload a picture for info hotspots (re-encoded as WebP of at most 1600 px a side; counted in your tour storage)',
  request: { params: tourIdParam, body: multipartBody(infoImageUploadForm) },
  responses: {
    201: success(tourImageView, 'FileUploadedSuccessfully'),
    ...imageErrors,
    413: failure('FileSizeValidationError (10 MB)'),
    ...unauthorized,
    ...notFound,
    ...commonErrors,
  },
});

export const image = createRoute({
  method: 'get',
  path: '/tours/{id}/images/{imageId}',
  tags,
  summary: 'A picture of your tour’s info hotspots (also one no hotspot shows yet)',
  request: { params: tourImageParam, query: fileVersionQuery },
  responses: { ...storedFileResponses, ...unauthorized, ...fileNotFound, ...commonErrors },
});

export const putPlan = createRoute({
  method: 'put',
  path: '/tours/{id}/plan',
  tags,
  summary: 'Set or replace the floor plan’s picture (a WebP of at most 2048 px; pins are kept)',
  request: { params: tourIdParam, body: multipartBody(planUploadForm) },
  responses: { 200: success(tourView, 'UpdateSuccessfully'), ...imageErrors, ...owned },
});

export const putPins = createRoute({
  method: 'put',
  path: '/tours/{id}/plan/pins',
  tags,
  summary: 'Place the scenes on the floor plan (fractions of its width and height)',
  request: { params: tourIdParam, body: jsonBody(planPinsBody) },
  responses: { 200: success(tourView, 'UpdateSuccessfully'), ...unauthorized, ...fileNotFound, ...commonErrors },
});

export const deletePlan = createRoute({
  method: 'delete',
  path: '/tours/{id}/plan',
  tags,
  summary: 'Remove the floor plan and its pins',
  request: { params: tourIdParam },
  responses: { 200: success(tourView, 'DeleteSuccessfully'), ...unauthorized, ...fileNotFound, ...commonErrors },
});

export const planImage = createRoute({
  method: 'get',
  path: '/tours/{id}/plan/image',
  tags,
  summary: 'The floor plan’s picture (yours)',
  request: { params: tourIdParam, query: fileVersionQuery },
  responses: { ...storedFileResponses, ...unauthorized, ...fileNotFound, ...commonErrors },
});

export const submit = createRoute({
  method: 'post',
  path: '/tours/{id}/submit',
  tags,
  summary: 'Send a draft or rejected tour for review (it needs a scene); again: no change',
  request: { params: tourIdParam },
  responses: {
    200: success(tourView, 'VirtualTourSubmittedSuccessfully'),
    ...owned,
    422: failure('TourNeedsScene (field scenes)'),
  },
});

export const market = createRoute({
  method: 'post',
  path: '/tours/{id}/market',
  tags,
  summary: 'Show an accepted tour on a listing of your shop (one listing per tour, one tour per listing)',
  request: { params: tourIdParam, body: jsonBody(tourMarketBody) },
  responses: {
    200: success(z.object({ tourId: z.string(), listingId: z.string() }), 'AddSuccessfully'),
    ...unauthorized,
    404: failure('VirtualTourNotFound, ShopNotFound (you have no shop)'),
    409: failure(
      'VirtualTourIsNotAccepted, VirtualTourAlreadyAddedToMarket, CannotAddToMarket (not a listing of your shop, or it shows another tour)',
    ),
    ...commonErrors,
  },
});

export const unmarket = createRoute({
  method: 'delete',
  path: '/tours/{id}/market',
  tags,
  summary: 'Take the tour off its listing',
  request: { params: tourIdParam },
  responses: {
    200: success(z.object({ tourId: z.string() }), 'DeleteSuccessfully'),
    ...unauthorized,
    404: failure('VirtualTourNotFound, ProductNotFound (on no listing)'),
    ...commonErrors,
  },
});

// ── Admin ───────────────────────────────────────────────────────────────────────────────────────────

export const adminQueue = createRoute({
  method: 'get',
  path: '/admin/tours',
  tags: adminTags,
  summary: 'Tours by review state (submitted by default), the longest-waiting first',
  request: { query: adminTourQuery },
  responses: {
    200: {
      description: 'A page',
      content: { 'application/json': { schema: z.object({ data: z.array(adminTourView), meta: pageMeta }) } },
    },
    ...guarded,
    ...commonErrors,
  },
});

export const adminGet = createRoute({
  method: 'get',
  path: '/admin/tours/{id}',
  tags: adminTags,
  summary: 'Any tour as its owner sees it, to review (files through the admin addresses)',
  request: { params: tourIdParam },
  responses: { 200: success(tourView), ...guarded, ...notFound, ...commonErrors },
});

export const adminSceneFile = createRoute({
  method: 'get',
  path: '/admin/tours/{id}/scenes/{sceneId}/files/{name}',
  tags: adminTags,
  summary: 'A scene’s preview or mid image, to review',
  request: { params: sceneFileParam, query: fileVersionQuery },
  responses: { ...storedFileResponses, ...guarded, ...fileNotFound, ...commonErrors },
});

export const adminSceneTile = createRoute({
  method: 'get',
  path: '/admin/tours/{id}/scenes/{sceneId}/tiles/{tile}',
  tags: adminTags,
  summary: 'One tile of a scene, to review',
  request: { params: sceneTileParam, query: fileVersionQuery },
  responses: { ...storedFileResponses, ...guarded, ...fileNotFound, ...commonErrors },
});

export const adminPlanImage = createRoute({
  method: 'get',
  path: '/admin/tours/{id}/plan/image',
  tags: adminTags,
  summary: 'A tour’s floor plan, to review',
  request: { params: tourIdParam, query: fileVersionQuery },
  responses: { ...storedFileResponses, ...guarded, ...fileNotFound, ...commonErrors },
});

export const adminImage = createRoute({
  method: 'get',
  path: '/admin/tours/{id}/images/{imageId}',
  tags: adminTags,
  summary: 'A picture of a tour’s info hotspots, to review',
  request: { params: tourImageParam, query: fileVersionQuery },
  responses: { ...storedFileResponses, ...guarded, ...fileNotFound, ...commonErrors },
});

export const accept = createRoute({
  method: 'post',
  path: '/admin/tours/{id}/accept',
  tags: adminTags,
  summary: 'Accept a tour waiting for review (again: no change)',
  request: { params: tourIdParam },
  responses: {
    200: success(tourView, 'VirtualTourAcceptedSuccessfully'),
    ...guarded,
    ...notFound,
    409: failure('VirtualTourIsNotSubmitted'),
    ...commonErrors,
  },
});

export const reject = createRoute({
  method: 'post',
  path: '/admin/tours/{id}/reject',
  tags: adminTags,
  summary: 'Reject a tour waiting for review, or take an accepted one down, with the reason its owner sees',
  request: { params: tourIdParam, body: jsonBody(rejectTourBody) },
  responses: {
    200: success(tourView, 'VirtualTourRejectedSuccessfully'),
    ...guarded,
    ...notFound,
    409: failure('VirtualTourIsNotSubmitted (a draft)'),
    ...commonErrors,
  },
});

// ── Public ──────────────────────────────────────────────────────────────────────────────────────────

export const publicTour = createRoute({
  method: 'get',
  path: '/public/tours/{link}',
  tags,
  summary: 'An accepted unlisted or public tour (or one a public listing shows), for anyone with its link',
  request: { params: tourLinkParam },
  responses: { 200: success(publicTourView), 404: failure('VirtualTourNotFound'), ...commonErrors },
});

const publicFileResponses = {
  ...storedFileResponses,
  404: failure('FileNotFound (also while the tour is not open to everyone)'),
  ...commonErrors,
} as const;

export const publicSceneFile = createRoute({
  method: 'get',
  path: '/public/tours/{link}/scenes/{sceneId}/{name}',
  tags,
  summary: 'An open tour’s scene preview or mid image (CORS *, kept a year under its ?v=)',
  request: { params: publicSceneFileParam, query: fileVersionQuery },
  responses: publicFileResponses,
});

export const publicSceneTile = createRoute({
  method: 'get',
  path: '/public/tours/{link}/scenes/{sceneId}/tiles/{tile}',
  tags,
  summary: 'One tile of an open tour’s scene: {col}_{row}.webp (CORS *, kept a year under its ?v=)',
  request: { params: publicTileParam, query: fileVersionQuery },
  responses: publicFileResponses,
});

export const publicPlanImage = createRoute({
  method: 'get',
  path: '/public/tours/{link}/plan/image',
  tags,
  summary: 'An open tour’s floor plan (CORS *, kept a year under its ?v=)',
  request: { params: tourLinkParam, query: fileVersionQuery },
  responses: publicFileResponses,
});

export const publicImage = createRoute({
  method: 'get',
  path: '/public/tours/{link}/images/{imageId}',
  tags,
  summary: 'A picture an info hotspot of an open tour shows (CORS *, kept a year under its ?v=)',
  request: { params: publicImageParam, query: fileVersionQuery },
  responses: publicFileResponses,
});
