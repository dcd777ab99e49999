import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Tour } from '@rassam/db';
import { AppError } from '../../lib/app-error';
import type { AppEnv } from '../../lib/context';
import { createRouter, ok } from '../../lib/create-app';
import { readFormFile, readFormText } from '../../lib/upload-form';
import { currentUser, limitAccountWrites, requireAuth, requireRole } from '../../lib/middleware';
import { sendStoredFile } from '../../lib/serve-stored';
import { fileVersion } from '../models/links';
import * as routes from './tours.routes';
import * as service from './tours.service';
import * as market from './tours-market';
import { sceneUploadFields } from './tours.schemas';
import { uploadLimitBytes } from './tour-files';
import { infoImageLimitBytes, tooLargeImage, tourImageFile } from './tour-images';

export const toursRouter = createRouter();

// '/x/*' matches '/x' too (Hono): one pattern, or a write would count twice.
toursRouter.use('/tours/*', requireAuth);
toursRouter.on(['POST', 'PUT', 'PATCH', 'DELETE'], '/tours/*', limitAccountWrites);
toursRouter.use('/admin/tours/*', requireRole('admin'), limitAccountWrites);
// The uploads' limit and room for the form around it; a larger body is refused before it is read.
toursRouter.on(['POST', 'PUT'], ['/tours/:id/scenes', '/tours/:id/plan'], async (c, next) =>
  bodyLimit({
    maxSize: uploadLimitBytes(c.get('deps')) + 64 * 1024,
    onError: () => {
      throw service.tooLargeUpload(c.get('deps'));
    },
  })(c, next),
);
toursRouter.post(
  '/tours/:id/images',
  bodyLimit({
    maxSize: infoImageLimitBytes + 64 * 1024,
    onError: () => {
      throw tooLargeImage();
    },
  }),
);

/** The one `file` of an upload form and its other text fields, or FileFormatIsNotValid (none, or text in its place). */
/** An upload's file, refused past the tours' upload limit before its bytes are read. */
async function formFile(c: Context<AppEnv>) {
  const { file, form } = await readFormFile(c, 'FileFormatIsNotValid');
  if (file.size > uploadLimitBytes(c.get('deps'))) throw service.tooLargeUpload(c.get('deps'));
  return { file, form };
}

const FILE_POLICY = "default-src 'none'; img-src 'self'; sandbox";

/**
 * A tour's file. Its address carries its version: asked with the current one, it is kept a year (a new file
 * is a new address); asked otherwise, the current file is sent and kept five minutes. An open tour's files
 * answer any origin (Photo Sphere Viewer reads them as WebGL textures: CORS, no credentials).
 */
function sendTourFile(c: Context<AppEnv>, file: { key: string; mime: string; version: string }, open: boolean) {
  const scope = open ? 'public' : 'private';
  if (open) {
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  }
  return sendStoredFile(c, c.get('deps').storage, {
    key: file.key,
    contentType: file.mime,
    cacheControl: c.req.query('v') === file.version ? `${scope}, max-age=31536000, immutable` : `${scope}, max-age=300`,
    contentSecurityPolicy: FILE_POLICY,
  }) as never;
}

/** An open tour by its link for its files: whatever stops it is FileNotFound. */
async function openByLink(c: Context<AppEnv>, link: string) {
  const found = await service.openTour(c.get('deps').db, link).catch(() => null);
  if (!found) throw new AppError('FileNotFound');
  return found.tour;
}

async function sceneFileOf(c: Context<AppEnv>, tour: Tour, sceneId: string, name: 'preview' | 'image') {
  const file = await service.sceneFile(c.get('deps').db, tour, sceneId, name);
  return { key: file.storageKey, mime: file.mime, version: fileVersion(file.id) };
}

async function tileOf(c: Context<AppEnv>, tour: Tour, sceneId: string, tile: string) {
  return { ...(await service.tileOf(c.get('deps').db, tour, sceneId, tile)), mime: 'image/webp' };
}

async function planOf(c: Context<AppEnv>, tour: Tour) {
  const file = await service.planFile(c.get('deps').db, tour);
  return { key: file.storageKey, mime: file.mime, version: fileVersion(file.id) };
}

/** A picture of the tour; `shownOnly` for anyone but the owner and the admins (tour-images.ts). */
async function imageOf(c: Context<AppEnv>, tour: Tour, imageId: string, shownOnly: boolean) {
  const file = await tourImageFile(c.get('deps').db, tour, imageId, shownOnly);
  return { key: file.storageKey, mime: file.mime, version: fileVersion(file.id) };
}

const own = (c: Context<AppEnv>, id: string) => service.ownTour(c.get('deps').db, currentUser(c).user.id, id);
const anyTour = (c: Context<AppEnv>, id: string) => service.tourForAdmin(c.get('deps').db, id);

toursRouter
  .openapi(routes.create, async (c) => {
    const row = await service.createTour(c.get('deps'), currentUser(c).user.id, c.req.valid('json').title);
    return c.json(
      ok(c, { id: row.id, slug: row.slug, link: row.link, status: 'draft' as const }, 'AddSuccessfully'),
      201,
    );
  })
  .openapi(routes.list, async (c) => {
    const { page, pageSize, ...filters } = c.req.valid('query');
    const result = await service.listTours(c.get('deps'), currentUser(c).user.id, page, pageSize, filters);
    return c.json(
      {
        data: result.items,
        meta: { page, pageSize, total: result.total, usedBytes: result.usedBytes, quotaBytes: result.quotaBytes },
      },
      200,
    );
  })
  .openapi(routes.get, async (c) => {
    const view = await service.getTour(c.get('deps'), currentUser(c).user.id, c.req.valid('param').id);
    return c.json({ data: view }, 200);
  })
  .openapi(routes.update, async (c) => {
    const view = await service.updateTour(
      c.get('deps'),
      currentUser(c).user.id,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(ok(c, view, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.remove, async (c) => {
    const { id } = c.req.valid('param');
    await service.deleteTour(c.get('deps'), currentUser(c).user.id, id);
    return c.json(ok(c, { id }, 'DeleteSuccessfully'), 200);
  })
  .openapi(routes.addScene, async (c) => {
    const { file, form } = await formFile(c);
    const name = readFormText(form, sceneUploadFields, 'name');
    const scene = await service.addScene(c.get('deps'), currentUser(c).user.id, c.req.valid('param').id, {
      bytes: new Uint8Array(await file.arrayBuffer()),
      fileName: file.name || 'scene',
      name,
    });
    return c.json(ok(c, scene, 'FileUploadedSuccessfully'), 201);
  })
  .openapi(routes.putScene, async (c) => {
    const { id, sceneId } = c.req.valid('param');
    const view = await service.putScene(c.get('deps'), currentUser(c).user.id, id, sceneId, c.req.valid('json'));
    return c.json(ok(c, view, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.deleteScene, async (c) => {
    const { id, sceneId } = c.req.valid('param');
    const view = await service.deleteScene(c.get('deps'), currentUser(c).user.id, id, sceneId);
    return c.json(ok(c, view, 'DeleteSuccessfully'), 200);
  })
  .openapi(routes.sceneFile, async (c) => {
    const { id, sceneId, name } = c.req.valid('param');
    return sendTourFile(c, await sceneFileOf(c, await own(c, id), sceneId, name), false);
  })
  .openapi(routes.sceneTile, async (c) => {
    const { id, sceneId, tile } = c.req.valid('param');
    return sendTourFile(c, await tileOf(c, await own(c, id), sceneId, tile), false);
  })
  .openapi(routes.addImage, async (c) => {
    const { file } = await readFormFile(c, 'FileFormatIsNotValid');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const image = await service.addImage(c.get('deps'), currentUser(c).user.id, c.req.valid('param').id, bytes);
    return c.json(ok(c, image, 'FileUploadedSuccessfully'), 201);
  })
  .openapi(routes.image, async (c) => {
    const { id, imageId } = c.req.valid('param');
    return sendTourFile(c, await imageOf(c, await own(c, id), imageId, false), false);
  })
  .openapi(routes.putPlan, async (c) => {
    const { file } = await formFile(c);
    const view = await service.putPlan(
      c.get('deps'),
      currentUser(c).user.id,
      c.req.valid('param').id,
      new Uint8Array(await file.arrayBuffer()),
    );
    return c.json(ok(c, view, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.putPins, async (c) => {
    const view = await service.putPins(
      c.get('deps'),
      currentUser(c).user.id,
      c.req.valid('param').id,
      c.req.valid('json').pins,
    );
    return c.json(ok(c, view, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.deletePlan, async (c) => {
    const view = await service.deletePlan(c.get('deps'), currentUser(c).user.id, c.req.valid('param').id);
    return c.json(ok(c, view, 'DeleteSuccessfully'), 200);
  })
  .openapi(routes.planImage, async (c) => {
    return sendTourFile(c, await planOf(c, await own(c, c.req.valid('param').id)), false);
  })
  .openapi(routes.submit, async (c) => {
    const view = await service.submitTour(c.get('deps'), currentUser(c).user.id, c.req.valid('param').id);
    return c.json(ok(c, view, 'VirtualTourSubmittedSuccessfully'), 200);
  })
  .openapi(routes.market, async (c) => {
    const result = await market.attachTour(
      c.get('deps'),
      currentUser(c).user.id,
      c.req.valid('param').id,
      c.req.valid('json').listingId,
    );
    return c.json(ok(c, result, 'AddSuccessfully'), 200);
  })
  .openapi(routes.unmarket, async (c) => {
    const result = await market.detachTour(c.get('deps'), currentUser(c).user.id, c.req.valid('param').id);
    return c.json(ok(c, result, 'DeleteSuccessfully'), 200);
  })
  .openapi(routes.adminQueue, async (c) => {
    const { status, page, pageSize } = c.req.valid('query');
    const { items, total } = await service.reviewQueue(c.get('deps'), status ?? 'submitted', page, pageSize);
    return c.json({ data: items, meta: { page, pageSize, total } }, 200);
  })
  .openapi(routes.adminGet, async (c) => {
    return c.json({ data: await service.adminTour(c.get('deps'), c.req.valid('param').id) }, 200);
  })
  .openapi(routes.adminSceneFile, async (c) => {
    const { id, sceneId, name } = c.req.valid('param');
    return sendTourFile(c, await sceneFileOf(c, await anyTour(c, id), sceneId, name), false);
  })
  .openapi(routes.adminSceneTile, async (c) => {
    const { id, sceneId, tile } = c.req.valid('param');
    return sendTourFile(c, await tileOf(c, await anyTour(c, id), sceneId, tile), false);
  })
  .openapi(routes.adminPlanImage, async (c) => {
    return sendTourFile(c, await planOf(c, await anyTour(c, c.req.valid('param').id)), false);
  })
  .openapi(routes.adminImage, async (c) => {
    const { id, imageId } = c.req.valid('param');
    return sendTourFile(c, await imageOf(c, await anyTour(c, id), imageId, false), false);
  })
  .openapi(routes.accept, async (c) => {
    const view = await service.acceptTour(c.get('deps'), c.req.valid('param').id);
    return c.json(ok(c, view, 'VirtualTourAcceptedSuccessfully'), 200);
  })
  .openapi(routes.reject, async (c) => {
    const view = await service.rejectTour(c.get('deps'), c.req.valid('param').id, c.req.valid('json').reason);
    return c.json(ok(c, view, 'VirtualTourRejectedSuccessfully'), 200);
  })
  .openapi(routes.publicTour, async (c) => {
    const { view, shared } = await service.publicTour(c.get('deps'), c.req.valid('param').link);
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cache-Control', shared ? 'public, max-age=60' : 'private, max-age=60');
    return c.json({ data: view }, 200);
  })
  .openapi(routes.publicSceneFile, async (c) => {
    const { link, sceneId, name } = c.req.valid('param');
    const tour = await openByLink(c, link);
    return sendTourFile(c, await sceneFileOf(c, tour, sceneId, name), true);
  })
  .openapi(routes.publicSceneTile, async (c) => {
    const { link, sceneId, tile } = c.req.valid('param');
    const tour = await openByLink(c, link);
    return sendTourFile(c, await tileOf(c, tour, sceneId, tile), true);
  })
  .openapi(routes.publicPlanImage, async (c) => {
    const tour = await openByLink(c, c.req.valid('param').link);
    return sendTourFile(c, await planOf(c, tour), true);
  })
  .openapi(routes.publicImage, async (c) => {
    const { link, imageId } = c.req.valid('param');
    const tour = await openByLink(c, link);
    return sendTourFile(c, await imageOf(c, tour, imageId, true), true);
  });
