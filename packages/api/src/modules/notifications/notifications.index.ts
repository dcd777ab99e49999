import { createRouter } from '../../lib/create-app';
import { currentUser, limitAccountWrites, requireAuth } from '../../lib/middleware';
import * as routes from './notifications.routes';
import { listNotifications, markRead } from './notify.service';

export const notificationsRouter = createRouter();

notificationsRouter.use('/notifications/*', requireAuth, limitAccountWrites);

notificationsRouter
  .openapi(routes.list, async (c) => {
    const { page, pageSize } = c.req.valid('query');
    const { items, total, unread } = await listNotifications(
      c.get('deps'),
      currentUser(c).user.id,
      c.get('locale'),
      page,
      pageSize,
    );
    return c.json({ data: items, meta: { page, pageSize, total, unread } }, 200);
  })
  .openapi(routes.read, async (c) => {
    const result = await markRead(c.get('deps'), currentUser(c).user.id, c.req.valid('json').ids);
    return c.json({ data: result }, 200);
  });
