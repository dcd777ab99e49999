import { createRouter, ok } from '../../lib/create-app';
import { IDEMPOTENCY_HEADER, onceFor, readIdempotencyKey } from '../../lib/idempotency';
import { currentUser, limitAccountWrites, requireRole } from '../../lib/middleware';
import { toolOrThrow } from '../generation/designs.service';
import { toPublicUser } from '../users/users.service';
import * as routes from './admin.routes';
import * as service from './admin.service';
import * as aiRoutes from './ai.routes';
import * as ai from './ai.service';

export const adminRouter = createRouter();

adminRouter.use('/admin/users/:id/sessions/revoke', requireRole('admin', 'support'), limitAccountWrites);
adminRouter.on(['PATCH'], '/admin/users/:id', requireRole('admin'), limitAccountWrites);
adminRouter.use('/admin/users/:id/wallet/*', requireRole('admin'), limitAccountWrites);
// '/admin/ai/*' matches '/admin/ai' too (Hono).
adminRouter.use('/admin/ai/*', requireRole('admin'), limitAccountWrites);

adminRouter
  .openapi(routes.updateUser, async (c) => {
    const user = await service.updateUserByAdmin(
      c.get('deps'),
      currentUser(c).user,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(ok(c, toPublicUser(user), 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.adjustWallet, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const admin = currentUser(c).user;
    // A retried adjustment (a double click, a lost answer) must not move the coins twice.
    const answer = await onceFor(
      c.get('deps').db,
      {
        userId: admin.id,
        scope: `admin.adjust:${id}`,
        key: readIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER)),
        body,
      },
      async () => ({
        status: 200,
        body: ok(c, await service.adjustWallet(c.get('deps'), admin, id, body), 'UpdateSuccessfully'),
      }),
    );
    return c.json(answer.body as ReturnType<typeof ok<{ balance: number; entryId: string }>>, 200);
  })
  .openapi(routes.revokeSessions, async (c) => {
    const revoked = await service.revokeAllSessions(c.get('deps'), currentUser(c).user, c.req.valid('param').id);
    return c.json(ok(c, { revoked }, 'UpdateSuccessfully'), 200);
  })
  .openapi(aiRoutes.aiOverview, async (c) => {
    const { db, generation } = c.get('deps');
    return c.json(ok(c, await ai.aiOverview(db, generation.planner)), 200);
  })
  .openapi(aiRoutes.setRouting, async (c) => {
    const tool = toolOrThrow(c.req.valid('param').tool);
    const admin = currentUser(c).user;
    const routing = await ai.changeRouting(c.get('deps').db, tool, c.req.valid('json'), admin.id);
    c.get('logger').info('admin changed an AI routing', { actorId: admin.id, tool: tool.slug, ...c.req.valid('json') });
    return c.json(ok(c, routing, 'UpdateSuccessfully'), 200);
  })
  .openapi(aiRoutes.resetRouting, async (c) => {
    const tool = toolOrThrow(c.req.valid('param').tool);
    const admin = currentUser(c).user;
    const routing = await ai.changeRouting(c.get('deps').db, tool, null, admin.id);
    c.get('logger').info('admin reset an AI routing', { actorId: admin.id, tool: tool.slug });
    return c.json(ok(c, routing, 'UpdateSuccessfully'), 200);
  });
