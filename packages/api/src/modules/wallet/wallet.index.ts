import { createRouter } from '../../lib/create-app';
import { currentUser, requireAuth } from '../../lib/middleware';
import * as routes from './wallet.routes';
import { listCoinPrices } from '../payments/pricing.service';
import * as service from './wallet.service';

export const walletRouter = createRouter();

// '/wallet/*' matches '/wallet' too; it also guards the payments module's /wallet routes (top-ups, prices).
walletRouter.use('/wallet/*', requireAuth);

walletRouter
  .openapi(routes.wallet, async (c) => {
    const deps = c.get('deps');
    const [wallet, prices] = await Promise.all([
      service.walletOf(deps.db, currentUser(c).user.id),
      listCoinPrices(deps.db),
    ]);
    const enabled = new Set(deps.portals.enabled());
    // What the balance is worth at each usable portal's coin price (the price of buying it again).
    const values = prices
      .filter((price) => enabled.has(price.portal))
      .map((price) => ({ portal: price.portal, currency: price.currency, amount: wallet.balance * price.coinPrice }));
    return c.json({ data: { ...wallet, values } }, 200);
  })
  .openapi(routes.transactions, async (c) => {
    const { page, pageSize } = c.req.valid('query');
    const { items, total } = await service.transactionsOf(c.get('deps').db, currentUser(c).user.id, page, pageSize);
    return c.json({ data: items, meta: { page, pageSize, total } }, 200);
  });
