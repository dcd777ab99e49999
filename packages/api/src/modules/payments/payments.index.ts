import type { Context } from 'hono';
import { createRouter, ok } from '../../lib/create-app';
import type { AppEnv } from '../../lib/context';
import { IDEMPOTENCY_HEADER, onceFor, readIdempotencyKey } from '../../lib/idempotency';
import { currentUser, limitAccountWrites, requireAuth, requireRole } from '../../lib/middleware';
import { demoRequestOrigin } from '../../lib/request-origin';
import { allEntries } from '../wallet/wallet.service';
import * as factorsService from './factor.service';
import * as routes from './payments.routes';
import * as service from './payments.service';
import * as pricing from './pricing.service';

export const paymentsRouter = createRouter();

// Each pattern is registered once: in Hono '/x/*' matches '/x' too, so '/x' beside it ran a guard twice
// (and '/admin/payments/*' refused support the list '/admin/payments' grants it). The /wallet routes
// here are behind the wallet module's '/wallet/*' guard.
paymentsRouter.use('/payments/*', requireAuth);
paymentsRouter.use('/factors/*', requireAuth);
paymentsRouter.on(['POST'], ['/wallet/topups', '/payments/*', '/factors/*'], limitAccountWrites);
paymentsRouter.use('/admin/coin-prices/*', requireRole('admin'));
paymentsRouter.use('/admin/packages/*', requireRole('admin'));
paymentsRouter.use('/admin/ledger', requireRole('admin', 'support'));
paymentsRouter.use('/admin/payments', requireRole('admin', 'support'));
// What lies below the list (reconciling) is for admins: `{.+}` needs a segment, so the list is not matched.
paymentsRouter.use('/admin/payments/:action{.+}', requireRole('admin'));

/** Runs a money-moving POST once per Idempotency-Key and answers with the (first) stored answer. */
async function idempotent(
  c: Context<AppEnv>,
  scope: string,
  body: unknown,
  run: () => Promise<{ status: number; body: unknown }>,
) {
  const answer = await onceFor(
    c.get('deps').db,
    { userId: currentUser(c).user.id, scope, key: readIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER)), body },
    run,
  );
  return c.json(answer.body as object, answer.status as 200);
}

paymentsRouter
  .openapi(routes.packages, async (c) => {
    const deps = c.get('deps');
    const rows = await pricing.offeredPackages(deps.db, deps.portals.enabled());
    return c.json(
      {
        data: rows.map((row) => ({
          id: row.id,
          portal: row.portal,
          coins: row.coins,
          price: row.price,
          currency: row.currency,
          expiresAt: row.expiresAt?.toISOString() ?? null,
        })),
      },
      200,
    );
  })
  .openapi(routes.prices, async (c) => {
    const deps = c.get('deps');
    const enabled = new Set(deps.portals.enabled());
    const rows = (await pricing.listCoinPrices(deps.db)).filter((row) => enabled.has(row.portal));
    return c.json(
      {
        data: rows.map((row) => ({
          portal: row.portal,
          currency: row.currency,
          coinPrice: row.coinPrice,
          ...pricing.customRange(row),
          taxRateBp: deps.env.taxRateBp,
        })),
      },
      200,
    );
  })
  .openapi(routes.topup, async (c) => {
    const input = c.req.valid('json');
    const deps = c.get('deps');
    return idempotent(c, 'wallet.topup', input, async () => {
      const origin = demoRequestOrigin(c, deps.env);
      const started = await service.startTopup(deps, currentUser(c).user, input, c.get('locale'), origin);
      return { status: 201, body: ok(c, started) };
    }) as never;
  })
  .openapi(routes.listPayments, async (c) => {
    const { page, pageSize, status } = c.req.valid('query');
    const { items, total } = await service.listPayments(
      c.get('deps').db,
      { userId: currentUser(c).user.id, ...(status ? { status } : {}) },
      page,
      pageSize,
    );
    return c.json({ data: items.map(({ user: _user, ...payment }) => payment), meta: { page, pageSize, total } }, 200);
  })
  .openapi(routes.getPayment, async (c) => {
    const { user } = currentUser(c);
    const payment = await service.paymentFor(c.get('deps').db, c.req.valid('param').id, { id: user.id, role: 'user' });
    return c.json({ data: payment }, 200);
  })
  .openapi(routes.resumePayment, async (c) => {
    const answer = await service.resumePayment(c.get('deps'), currentUser(c).user.id, c.req.valid('param').id);
    return c.json({ data: answer }, 200);
  })
  .openapi(routes.cancelPayment, async (c) => {
    const payment = await service.cancelPayment(c.get('deps'), currentUser(c).user.id, c.req.valid('param').id);
    return c.json({ data: payment }, 200);
  })
  .openapi(routes.zibalReturn, async (c) => {
    const deps = c.get('deps');
    const body = c.req.valid('json');
    const zibal = service.gatewayOf(deps, 'zibal');
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(body)) if (value !== undefined) query.set(key, value);
    const payment = await service.returnFromZibal(deps, currentUser(c).user.id, zibal.parseCallback(query));
    return c.json({ data: payment }, 200);
  })
  .openapi(routes.paypalReturn, async (c) => {
    const payment = await service.returnFromPayPal(c.get('deps'), currentUser(c).user.id, c.req.valid('json'));
    return c.json({ data: payment }, 200);
  })
  .openapi(routes.listFactors, async (c) => {
    const { page, pageSize } = c.req.valid('query');
    const { items, total } = await factorsService.factorsOf(c.get('deps').db, currentUser(c).user.id, page, pageSize);
    return c.json({ data: items, meta: { page, pageSize, total } }, 200);
  })
  .openapi(routes.getFactor, async (c) => {
    const row = await factorsService.factorFor(c.get('deps').db, c.req.valid('param').id, currentUser(c).user);
    return c.json({ data: factorsService.toFactor(row) }, 200);
  })
  .openapi(routes.payFactor, async (c) => {
    const { id } = c.req.valid('param');
    return idempotent(c, 'factor.pay', { id }, async () => {
      const paid = await factorsService.payFactorFromWallet(c.get('deps').db, currentUser(c).user, id);
      return { status: 200, body: ok(c, factorsService.toFactor(paid), 'PaySuccessfully') };
    }) as never;
  })
  .openapi(routes.adminCoinPrices, async (c) => {
    const rows = await pricing.listCoinPrices(c.get('deps').db);
    return c.json({ data: rows.map(pricing.toCoinPrice) }, 200);
  })
  .openapi(routes.adminCreateCoinPrice, async (c) => {
    const row = await pricing.createCoinPrice(c.get('deps').db, c.req.valid('json'), currentUser(c).user.id);
    return c.json(ok(c, pricing.toCoinPrice(row), 'AddSuccessfully'), 201);
  })
  .openapi(routes.adminUpdateCoinPrice, async (c) => {
    const row = await pricing.updateCoinPrice(
      c.get('deps').db,
      c.req.valid('param').portal,
      c.req.valid('json'),
      currentUser(c).user.id,
    );
    return c.json(ok(c, pricing.toCoinPrice(row), 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.adminPackages, async (c) => {
    const rows = await pricing.listAllPackages(c.get('deps').db);
    return c.json({ data: rows.map(pricing.toPackage) }, 200);
  })
  .openapi(routes.adminCreatePackage, async (c) => {
    const row = await pricing.createPackage(c.get('deps').db, c.req.valid('json'));
    return c.json(ok(c, pricing.toPackage(row), 'AddSuccessfully'), 201);
  })
  .openapi(routes.adminUpdatePackage, async (c) => {
    const row = await pricing.updatePackage(c.get('deps').db, c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(c, pricing.toPackage(row), 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.adminDeletePackage, async (c) => {
    const { id } = c.req.valid('param');
    await pricing.deletePackage(c.get('deps').db, id);
    return c.json(ok(c, { id }, 'DeleteSuccessfully'), 200);
  })
  .openapi(routes.adminLedger, async (c) => {
    const { page, pageSize, userId } = c.req.valid('query');
    const { items, total } = await allEntries(c.get('deps').db, userId ? { userId } : {}, page, pageSize);
    return c.json({ data: items, meta: { page, pageSize, total } }, 200);
  })
  .openapi(routes.adminPayments, async (c) => {
    const { page, pageSize, status, flagged, userId } = c.req.valid('query');
    const { items, total } = await service.listPayments(
      c.get('deps').db,
      {
        ...(userId ? { userId } : {}),
        ...(status ? { status } : {}),
        ...(flagged ? { flagged: flagged === 'true' } : {}),
      },
      page,
      pageSize,
    );
    return c.json({ data: items, meta: { page, pageSize, total } }, 200);
  })
  .openapi(routes.adminReconcile, async (c) => {
    const result = await service.reconcilePending(c.get('deps'), { minAgeMs: 60_000 });
    return c.json({ data: result }, 200);
  });
