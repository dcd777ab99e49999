import { createRouter } from '../../lib/create-app';
import { currentUser, requireAuth } from '../../lib/middleware';
import * as routes from './wallet.routes';
import * as service from './wallet.service';

export const walletRouter = createRouter();

walletRouter.use('/wallet', requireAuth);
walletRouter.use('/wallet/*', requireAuth);

walletRouter
  .openapi(routes.wallet, async (c) => {
    return c.json({ data: await service.walletOf(c.get('deps').db, currentUser(c).user.id) }, 200);
  })
  .openapi(routes.transactions, async (c) => {
    const { page, pageSize } = c.req.valid('query');
    const { items, total } = await service.transactionsOf(c.get('deps').db, currentUser(c).user.id, page, pageSize);
    return c.json({ data: items, meta: { page, pageSize, total } }, 200);
  });
