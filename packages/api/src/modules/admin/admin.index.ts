import { createRouter, ok } from '../../lib/create-app';
import { IDEMPOTENCY_HEADER, onceFor, readIdempotencyKey } from '../../lib/idempotency';
import { currentUser, limitAccountWrites, requireRole } from '../../lib/middleware';
import { toPublicUser } from '../users/users.service';
import * as routes from './admin.routes';
import * as service from './admin.service';

export const adminRouter = createRouter();

adminRouter.use('/admin/users/:id/sessions/revoke', requireRole('admin', 'support'), limitAccountWrites);
adminRouter.on(['PATCH'], '/admin/users/:id', requireRole('admin'), limitAccountWrites);
adminRouter.use('/admin/users/:id/wallet/*', requireRole('admin'), limitAccountWrites);

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
    const revoked = await service.revokeAllSessions(c.get('deps'), c.req.valid('param').id);
    return c.json(ok(c, { revoked }, 'UpdateSuccessfully'), 200);
  });
