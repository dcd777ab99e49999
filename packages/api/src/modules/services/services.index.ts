import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../../lib/app-error';
import type { AppEnv } from '../../lib/context';
import { createRouter, ok } from '../../lib/create-app';
import { currentUser, limitAccountWrites, requireRole } from '../../lib/middleware';
import { sendStoredFile } from '../../lib/serve-stored';
import { readFormFile } from '../../lib/upload-form';
import { UPLOAD_LIMITS } from '../generation/files.service';
import { cachedCatalogue, forgetCatalogue } from './services.cache';
import * as routes from './services.routes';
import * as service from './services.service';

/**
 * Public answers carry no per-person or per-language text: shared caches may keep them a minute. Not one that
 * sets or clears a cookie on the way (a stale session's, the signed-in hint): kept, it would do so for everyone.
 */
function cacheable(c: Context<AppEnv>) {
  c.header('Cache-Control', c.res.headers.has('set-cookie') ? 'private, max-age=60' : 'public, max-age=60');
}

export const servicesRouter = createRouter();

servicesRouter
  .openapi(routes.tree, async (c) => {
    const db = c.get('deps').db;
    const tree = await cachedCatalogue(db, 'tree', () => service.publicTree(db));
    cacheable(c);
    return c.json({ data: tree }, 200);
  })
  .openapi(routes.file, async (c) => {
    const deps = c.get('deps');
    return sendStoredFile(c, deps.storage, {
      ...(await service.publicServiceFile(deps, c.req.valid('param').id, c.req.valid('query').w)),
      // Public while the library holds it; a short cache so that a removal takes effect soon.
      cacheControl: 'public, max-age=300',
      contentSecurityPolicy: "default-src 'none'; img-src 'self'; sandbox",
    }) as never;
  })
  .openapi(routes.service, async (c) => {
    const db = c.get('deps').db;
    const slug = c.req.valid('param').slug.toLowerCase();
    const view = await cachedCatalogue(db, `service:${slug}`, () => service.publicService(db, slug));
    cacheable(c);
    return c.json({ data: view }, 200);
  });

// ── Admin ──────────────────────────────────────────────────────────────────────────────────────────

/** An admin's change answered without an error drops the catalogue's cached reads (services.cache.ts). */
const forgetOnWrite = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) forgetCatalogue(c.get('deps').db);
});

const imageLimit = bodyLimit({
  maxSize: UPLOAD_LIMITS.image + 64 * 1024,
  onError: () => {
    throw new AppError('FileSizeValidationError', { status: 413, fields: { file: 'FileSizeValidationError' } });
  },
});

export const servicesAdminRouter = createRouter();
// '/admin/services/*' matches '/admin/services' too (Hono): one registration per prefix, or a write would
// count twice. Categories and images have prefixes of their own: under /admin/services/ their `{id}` paths
// would be ambiguous with a service's (`categories/{id}` against `{id}/disable`).
for (const prefix of ['/admin/services/*', '/admin/service-categories/*', '/admin/service-images/*'])
  servicesAdminRouter.use(prefix, requireRole('admin'), limitAccountWrites, forgetOnWrite);
servicesAdminRouter.on('POST', '/admin/service-images', imageLimit);

const db = (c: Context<AppEnv>) => c.get('deps').db;

// The fixed path (reorder) comes before `/admin/services/{id}`: Hono tries routes in
// the order they are registered, and the id's validation would refuse the word.
servicesAdminRouter
  .openapi(routes.adminCategories, async (c) => c.json({ data: await service.adminCategoryTree(db(c)) }, 200))
  .openapi(routes.createCategory, async (c) =>
    c.json(ok(c, await service.createCategory(db(c), c.req.valid('json')), 'AddSuccessfully'), 201),
  )
  .openapi(routes.reorderCategories, async (c) => {
    const { ids } = c.req.valid('json');
    await service.reorderCategories(db(c), ids);
    return c.json(ok(c, { ids }, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.updateCategory, async (c) => {
    const row = await service.updateCategory(db(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(c, row, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.disableCategory, async (c) => {
    const row = await service.updateCategory(db(c), c.req.valid('param').id, { disabled: true });
    return c.json(ok(c, row, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.enableCategory, async (c) => {
    const row = await service.updateCategory(db(c), c.req.valid('param').id, { disabled: false });
    return c.json(ok(c, row, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.deleteCategory, async (c) => {
    const { id } = c.req.valid('param');
    await service.deleteCategory(db(c), id);
    return c.json(ok(c, { id }, 'DeleteSuccessfully'), 200);
  })
  .openapi(routes.images, async (c) => c.json({ data: await service.serviceImages(db(c)) }, 200))
  .openapi(routes.uploadImage, async (c) => {
    const { file } = await readFormFile(c, 'FileFormatIsNotValid');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const view = await service.uploadServiceImage(c.get('deps'), currentUser(c).user.id, bytes);
    return c.json(ok(c, view, 'FileUploadedSuccessfully'), 201);
  })
  .openapi(routes.removeImage, async (c) => {
    const { id } = c.req.valid('param');
    await service.removeServiceImage(c.get('deps'), id);
    return c.json(ok(c, { id }, 'DeleteSuccessfully'), 200);
  })
  .openapi(routes.adminList, async (c) =>
    c.json({ data: await service.adminServices(db(c), c.req.valid('query').category) }, 200),
  )
  .openapi(routes.create, async (c) =>
    c.json(ok(c, await service.createService(db(c), c.req.valid('json')), 'AddSuccessfully'), 201),
  )
  .openapi(routes.reorder, async (c) => {
    const { ids } = c.req.valid('json');
    await service.reorderServices(db(c), ids);
    return c.json(ok(c, { ids }, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.adminGet, async (c) =>
    c.json({ data: await service.adminService(db(c), c.req.valid('param').id) }, 200),
  )
  .openapi(routes.update, async (c) => {
    const row = await service.updateService(db(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(c, row, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.disable, async (c) => {
    const row = await service.updateService(db(c), c.req.valid('param').id, { disabled: true });
    return c.json(ok(c, row, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.enable, async (c) => {
    const row = await service.updateService(db(c), c.req.valid('param').id, { disabled: false });
    return c.json(ok(c, row, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.remove, async (c) => {
    const { id } = c.req.valid('param');
    await service.deleteService(db(c), id);
    return c.json(ok(c, { id }, 'DeleteSuccessfully'), 200);
  });
