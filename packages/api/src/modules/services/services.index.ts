import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context';
import { createRouter, ok } from '../../lib/create-app';
import { serveImageLibrary } from '../../lib/image-library-routes';
import { limitAccountWrites, requireRole } from '../../lib/middleware';
import { cacheable } from '../../lib/public-cache';
import { cachedCatalogue, forgetCatalogueOnWrite } from './services.cache';
import * as routes from './services.routes';
import * as service from './services.service';

export const servicesRouter = createRouter();

servicesRouter
  .openapi(routes.tree, async (c) => {
    const db = c.get('deps').db;
    const tree = await cachedCatalogue(db, 'tree', () => service.publicTree(db));
    cacheable(c);
    return c.json({ data: tree }, 200);
  })
  .openapi(routes.service, async (c) => {
    const db = c.get('deps').db;
    const slug = c.req.valid('param').slug.toLowerCase();
    const view = await cachedCatalogue(db, `service:${slug}`, () => service.publicService(db, slug));
    cacheable(c);
    return c.json({ data: view }, 200);
  });

// ── Admin ──────────────────────────────────────────────────────────────────────────────────────────

export const servicesAdminRouter = createRouter();
// '/admin/services/*' matches '/admin/services' too (Hono): one registration per prefix, or a write would
// count twice. Categories and images have prefixes of their own: under /admin/services/ their `{id}` paths
// would be ambiguous with a service's (`categories/{id}` against `{id}/disable`).
for (const prefix of ['/admin/services/*', '/admin/service-categories/*', '/admin/service-images/*'])
  servicesAdminRouter.use(prefix, requireRole('admin'), limitAccountWrites, forgetCatalogueOnWrite);

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

serveImageLibrary({ public: servicesRouter, admin: servicesAdminRouter }, routes.library, {
  publicFile: service.publicServiceFile,
  list: service.serviceImages,
  upload: service.uploadServiceImage,
  remove: service.removeServiceImage,
});
