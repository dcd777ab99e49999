import { AppError } from './lib/app-error';
import type { AppDeps } from './lib/context';
import { compressJson } from './lib/compression';
import { createRouter, handleError } from './lib/create-app';
import { baseContext, loadSession } from './lib/middleware';
import { publicChangesSettled } from './lib/public-changes';
import { refuseCrossSite, SAFE_METHODS, securityHeaders } from './lib/security';
import { adminRouter } from './modules/admin/admin.index';
import { authRouter } from './modules/auth/auth.index';
import { completeDocument, type OpenApiDocument } from './lib/openapi-document';
import { docsRouter } from './modules/system/docs-page';
import { systemRouter } from './modules/system/system.index';
import { usersRouter } from './modules/users/users.index';
import { walletRouter } from './modules/wallet/wallet.index';
import { paymentsRouter } from './modules/payments/payments.index';
import { generationRouter } from './modules/generation/generation.index';
import { examplesRouter } from './modules/generation/examples';
import { sharesRouter } from './modules/generation/shares';
import { webhooksRouter } from './modules/generation/webhooks';
import { devGatewayRouter } from './modules/payments/dev-gateways';
import { marketAdminRouter, marketRouter, shopRouter } from './modules/market/market.index';
import { modelsRouter } from './modules/models/models.index';
import { createPortableRouter } from './modules/tours/portable/portable.routes';
import { toursRouter } from './modules/tours/tours.index';
import { servicesAdminRouter, servicesRouter } from './modules/services/services.index';
import { blogAdminRouter, blogRouter } from './modules/blog/blog.index';
import { ordersRouter } from './modules/orders/orders.index';
import { ticketsRouter } from './modules/tickets/tickets.index';
import { notificationsRouter } from './modules/notifications/notifications.index';
import { portableTours } from './modules/tours/tours.portable';
import { bodyLimit } from 'hono/body-limit';

const JSON_LIMIT_BYTES = 64 * 1024;
const UPLOAD_PATHS = new Set([
  '/api/me/avatar',
  '/api/files',
  '/api/shops/me/profile-image',
  '/api/shops/me/banner-image',
  '/api/shops/me/media',
  '/api/models',
  // A tour exported by another tool, zipped (modules/tours/portable, decision 038).
  '/api/tours/import',
  // An image of the service catalogue's library (modules/services, decision 041).
  '/api/admin/service-images',
  // An image of the blog's library (modules/blog, decision 048).
  '/api/admin/blog/images',
]);
/** Upload routes with an id in their path (each sets its own limit, as those above do). */
const UPLOAD_PATTERN =
  /^\/api\/(?:models\/[^/]+\/poster|tours\/[^/]+\/(?:scenes|plan|images)|(?:support\/)?tickets\/[^/]+\/files)$/;
/** JSON routes that take more than the small limit, each setting its own: a blog post's two bodies (decision 048). */
const LONG_JSON_PATTERN = /^\/api\/admin\/blog\/posts(?:\/[^/]+)?$/;

/** The whole API, mounted at /api. Built per set of dependencies, so each test has its own. */
export function createApi(deps: AppDeps) {
  const app = createRouter().basePath('/api');

  // First in the chain, so it sees the final answer, errors included.
  app.use('*', compressJson);
  // A write's answer leaves once the public pages it changed are dropped (lib/public-changes.ts).
  app.use('*', async (c, next) => {
    await next();
    if (!SAFE_METHODS.has(c.req.method)) await publicChangesSettled();
  });
  app.use('*', baseContext(deps));
  app.use('*', securityHeaders);
  app.use('*', refuseCrossSite);
  // Everything under /api/dev (the outbox, the dev payment portal) is the demo's: without demo mode it does
  // not exist (decision 017), whatever a route below would do.
  app.use('/dev/*', async (_c, next) => {
    if (!deps.env.demoMode) throw new AppError('NotFound');
    await next();
  });
  app.use('*', async (c, next) => {
    // JSON bodies are small; the upload routes set their own limits (a multipart body elsewhere gets the small one).
    if (UPLOAD_PATHS.has(c.req.path) || UPLOAD_PATTERN.test(c.req.path)) return next();
    if ((c.req.method === 'POST' || c.req.method === 'PATCH') && LONG_JSON_PATTERN.test(c.req.path)) return next();
    return bodyLimit({
      maxSize: JSON_LIMIT_BYTES,
      onError: () => {
        throw new AppError('PayloadTooLarge');
      },
    })(c, next);
  });
  app.use('*', loadSession);

  app.route('/', systemRouter);
  app.route('/', authRouter);
  app.route('/', usersRouter);
  app.route('/', adminRouter);
  app.route('/', walletRouter);
  app.route('/', paymentsRouter);
  app.route('/', generationRouter);
  app.route('/', sharesRouter);
  app.route('/', examplesRouter);
  app.route('/', webhooksRouter);
  app.route('/', marketRouter);
  app.route('/', shopRouter);
  app.route('/', marketAdminRouter);
  app.route('/', modelsRouter);
  app.route('/', toursRouter);
  app.route('/', servicesRouter);
  app.route('/', servicesAdminRouter);
  app.route('/', blogRouter);
  app.route('/', blogAdminRouter);
  app.route('/', ticketsRouter);
  app.route('/', ordersRouter);
  app.route('/', notificationsRouter);
  app.route('/', createPortableRouter(deps.portableTours ?? portableTours(deps)));
  app.route('/', devGatewayRouter(deps.portals));

  const info = {
    title: 'Rassam API',
    version: '1.0.0',
    description:
      'Every response is {"data", "message"?} or {"error": {"code", "message", "fields"?}}. Messages follow X-Locale, the NEXT_LOCALE cookie, then Accept-Language (fa by default). Sessions travel in the user_session cookie. State-changing requests sent by a page of another site are refused (403 CrossSiteRequest).',
    // Not open source: an SPDX reference of our own says so.
    license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
  };
  // Built on the first request, when every route is registered, and kept: the routes do not change after.
  let document: object | undefined;
  app.get('/openapi.json', (c) => {
    document ??= completeDocument(app.getOpenAPI31Document({ openapi: '3.1.0', info }) as OpenApiDocument);
    return c.json(document);
  });
  app.route('/', docsRouter);

  app.notFound(() => {
    throw new AppError('NotFound');
  });
  app.onError(handleError);
  // The dev payment portal's fakes are called in-process through this same app.
  deps.portals.bindApi((request) => Promise.resolve(app.fetch(request)));
  return app;
}

export type Api = ReturnType<typeof createApi>;
