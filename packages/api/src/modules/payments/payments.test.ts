import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { chargingPackages, factors, payments, users } from '@rassam/db';
import { resultText } from '@rassam/i18n';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-utils';
import { checkLedger } from '../wallet/wallet.service';
import { reviewCapture } from './gateways/paypal-fake';
import { MAX_TOPUP_COINS } from './payments.schemas';
import { reconcilePending } from './payments.service';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<TestApp['client']>;
let t: TestApp;
let admin: Client;

let n = 0;
async function account(role: 'user' | 'admin' = 'user') {
  n += 1;
  const phone = `0937${String(n).padStart(7, '0')}`;
  const client = await t.signUp(phone);
  const me = await client.call('GET', '/api/me');
  if (role !== 'user') {
    await t.handle.db.update(users).set({ role }).where(eq(users.id, me.json.data.id));
  }
  return { client, id: me.json.data.id as string, phone };
}

/** The path and query of a URL the app produced (the fake gateway and return pages are on the site origin). */
function local(url: string) {
  const parsed = new URL(url);
  return { path: parsed.pathname, query: parsed.searchParams };
}

/** The payer presses Pay or Cancel on the fake Zibal start page; returns the callback query. */
async function zibalPayer(redirectUrl: string, action: 'pay' | 'cancel') {
  const start = local(redirectUrl);
  const page = await t.app.request(start.path);
  expect(page.status).toBe(200);
  // Its policy lets it show its own stylesheet and submit its buttons (then return to the shop), nothing else.
  const policy = page.headers.get('content-security-policy') ?? '';
  const style = /<style>(.*?)<\/style>/s.exec(await page.text())![1]!;
  expect(policy).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  expect(policy).toMatch(/^default-src 'none';.* form-action 'self' http:\/\/localhost:3000;/);
  expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  const res = await t.app.request(`${start.path}/${action}`, { method: 'POST' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location')!);
  expect(back.pathname).toMatch(/\/dashboard\/wallet\/payments\/zibal$/);
  return Object.fromEntries(back.searchParams) as Record<string, string>;
}

/** The invoices of a payment, with their state. */
async function invoicesOf(paymentId: string) {
  return t.handle.db
    .select({ id: factors.id, status: factors.status })
    .from(factors)
    .where(and(eq(factors.subjectType, 'payment'), eq(factors.subjectId, paymentId)));
}

async function balanceOf(client: Client) {
  return (await client.call('GET', '/api/wallet')).json.data.balance as number;
}

let zibalPackage: { id: string; coins: number; price: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await account('admin')).client;
  const zibalPrice = await admin.call('POST', '/api/admin/coin-prices', {
    portal: 'zibal',
    coinPrice: 10_000,
    minCoinPrice: 7_000,
  });
  expect(zibalPrice.status, zibalPrice.text).toBe(201);
  const paypalPrice = await admin.call('POST', '/api/admin/coin-prices', {
    portal: 'paypal',
    coinPrice: 5,
    minCoinPrice: 3,
  });
  expect(paypalPrice.status, paypalPrice.text).toBe(201);
  const created = await admin.call('POST', '/api/admin/packages', { portal: 'zibal', coins: 120, price: 1_100_000 });
  expect(created.status, created.text).toBe(201);
  zibalPackage = created.json.data;
});
afterAll(async () => {
  if (t) expect(await checkLedger(t.handle.db)).toEqual([]);
  await t?.close();
});

describe('prices and packages (admin)', () => {
  it('keeps one coin price per portal and the minimum under the price', async () => {
    const again = await admin.call('POST', '/api/admin/coin-prices', {
      portal: 'zibal',
      coinPrice: 20_000,
      minCoinPrice: 1,
    });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('PriceWithSamePortalExists');

    const below = await admin.call(
      'PUT',
      '/api/admin/coin-prices/zibal',
      { coinPrice: 5_000, minCoinPrice: 7_000 },
      { 'x-locale': 'en' },
    );
    expect(below.status).toBe(400);
    expect(below.json.error).toMatchObject({
      code: 'PriceLessThanMinimumCoinPrice',
      fields: { coinPrice: resultText('PriceLessThanMinimumCoinPrice', 'en') },
    });

    const noPortal = await admin.call('POST', '/api/admin/coin-prices', { coinPrice: 10, minCoinPrice: 5 });
    expect(noPortal.status).toBe(422);
    expect(noPortal.json.error.code).toBe('PaymentPortalCannotBeNull');

    const persian = await admin.call('PUT', '/api/admin/coin-prices/zibal', {
      coinPrice: '۱۰٬۰۰۰',
      minCoinPrice: '٧٠٠٠',
    });
    expect(persian.status, persian.text).toBe(200);
    expect(persian.json.data).toMatchObject({
      portal: 'zibal',
      currency: 'IRR',
      coinPrice: 10_000,
      minCoinPrice: 7_000,
    });
  });

  it('refuses a package under the minimum coin price or under one coin, and one on a portal with no price', async () => {
    const deep = await admin.call('POST', '/api/admin/packages', { portal: 'zibal', coins: 100, price: 600_000 });
    expect(deep.status).toBe(400);
    expect(deep.json.error.code).toBe('PriceLessThanMinimumCoinPrice');
    expect(Object.keys(deep.json.error.fields)).toEqual(['price']);

    // PayPal: a coin is 5 cents; a package of 1 coin for 4 cents is within the 3-cent floor but under one coin.
    const single = await admin.call('POST', '/api/admin/packages', { portal: 'paypal', coins: 1, price: 4 });
    expect(single.json.error.code).toBe('PriceLessThanPortalCoinPrice');

    await t.handle.db.execute(`delete from coin_prices where portal = 'paypal'` as never);
    const unpriced = await admin.call('POST', '/api/admin/packages', { portal: 'paypal', coins: 100, price: 500 });
    expect(unpriced.status).toBe(404);
    expect(unpriced.json.error.code).toBe('CoinPriceNotFound');
    const restored = await admin.call('POST', '/api/admin/coin-prices', {
      portal: 'paypal',
      coinPrice: 5,
      minCoinPrice: 3,
    });
    expect(restored.status).toBe(201);
  });

  it('edits, lists and deletes packages; unknown ids are ChargingPriceNotFound', async () => {
    const made = await admin.call('POST', '/api/admin/packages', {
      portal: 'zibal',
      coins: 10,
      price: 100_000,
      sortOrder: 9,
    });
    expect(made.status).toBe(201);
    const id = made.json.data.id;
    const edited = await admin.call('PATCH', `/api/admin/packages/${id}`, { price: '۹۰۰۰۰', active: false });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.data).toMatchObject({ price: 90_000, active: false });
    const tooCheap = await admin.call('PATCH', `/api/admin/packages/${id}`, { price: 10_000 });
    expect(tooCheap.json.error.code).toBe('PriceLessThanMinimumCoinPrice');
    expect((await admin.call('GET', '/api/admin/packages')).json.data.some((p: { id: string }) => p.id === id)).toBe(
      true,
    );
    expect((await admin.call('DELETE', `/api/admin/packages/${id}`)).status).toBe(200);
    const gone = await admin.call('DELETE', `/api/admin/packages/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.json.error.code).toBe('ChargingPriceNotFound');
    expect((await admin.call('PATCH', `/api/admin/packages/${id}`, { price: 100_000 })).json.error.code).toBe(
      'ChargingPriceNotFound',
    );
  });

  it('is for admins only', async () => {
    const user = await account();
    expect((await user.client.call('GET', '/api/admin/coin-prices')).status).toBe(403);
    expect(
      (await user.client.call('POST', '/api/admin/packages', { portal: 'zibal', coins: 1, price: 10_000 })).status,
    ).toBe(403);
    expect((await user.client.call('GET', '/api/admin/ledger')).status).toBe(403);
    expect((await t.client({ ip: '10.9.0.1' }).call('GET', '/api/admin/payments')).status).toBe(401);
  });
});

describe('top-up through Zibal (the embedded dev gateway)', () => {
  it('lists what is on sale and what a coin costs', async () => {
    const user = await account();
    const list = await user.client.call('GET', '/api/wallet/packages');
    expect(list.status).toBe(200);
    expect(list.json.data).toContainEqual({
      id: zibalPackage.id,
      portal: 'zibal',
      coins: 120,
      price: 1_100_000,
      currency: 'IRR',
      expiresAt: null,
    });
    const prices = await user.client.call('GET', '/api/wallet/prices');
    // The custom amount runs up to the product's cap, not to what fits PostgreSQL's integer (214,748 coins).
    expect(prices.json.data).toContainEqual(
      expect.objectContaining({
        portal: 'zibal',
        currency: 'IRR',
        coinPrice: 10_000,
        minCoins: 1,
        maxCoins: MAX_TOPUP_COINS,
      }),
    );
    const over = await user.client.call('POST', '/api/wallet/topups', { coins: MAX_TOPUP_COINS + 1, portal: 'zibal' });
    expect([over.status, Object.keys(over.json.error.fields)]).toEqual([422, ['coins']]);
    expect(prices.json.data).toContainEqual(expect.objectContaining({ portal: 'paypal', minCoins: 20 }));
  });

  it('pays a package: coins credited once, invoice issued paid, ledger entry linked to the payment', async () => {
    const user = await account();
    const started = await user.client.call('POST', '/api/wallet/topups', {
      packageId: zibalPackage.id,
      portal: 'zibal',
    });
    expect(started.status, started.text).toBe(201);
    const { paymentId, redirectUrl } = started.json.data;
    expect(started.json.data).not.toHaveProperty('factorId');
    expect(local(redirectUrl).path).toMatch(/^\/api\/dev\/zibal\/start\/\d+$/);

    // No invoice while nothing is sold.
    const pending = await user.client.call('GET', `/api/payments/${paymentId}`);
    expect(pending.json.data).toMatchObject({
      status: 'pending',
      coins: 120,
      amount: 1_100_000,
      currency: 'IRR',
      factorId: null,
    });
    expect(await invoicesOf(paymentId)).toEqual([]);

    const callback = await zibalPayer(redirectUrl, 'pay');
    expect(callback).toMatchObject({ success: '1', status: '2', orderId: paymentId });
    const back = await user.client.call('POST', '/api/payments/zibal/return', callback);
    expect(back.status, back.text).toBe(200);
    expect(back.json.data).toMatchObject({ id: paymentId, status: 'paid', flagged: false, resumeUntil: null });
    const factorId = back.json.data.factorId as string;
    expect(await invoicesOf(paymentId)).toEqual([{ id: factorId, status: 'paid' }]);
    expect(back.json.data.gatewayRef).toEqual(expect.any(String));
    expect(back.json.data.cardNumber).toMatch(/\*/);
    expect(await balanceOf(user.client)).toBe(120);

    // Reloading the return page, or replaying the callback, changes nothing (and issues no second invoice).
    for (let i = 0; i < 3; i++) {
      const replay = await user.client.call('POST', '/api/payments/zibal/return', callback);
      expect(replay.json.data).toMatchObject({ status: 'paid', factorId });
    }
    expect(await balanceOf(user.client)).toBe(120);

    const entries = (await user.client.call('GET', '/api/wallet/transactions')).json.data;
    expect(entries).toEqual([
      expect.objectContaining({
        amount: 120,
        balanceAfter: 120,
        reason: 'topup',
        ref: { type: 'payment', id: paymentId },
      }),
    ]);
    const invoice = await user.client.call('GET', `/api/factors/${factorId}`);
    expect(invoice.json.data).toMatchObject({
      status: 'paid',
      currency: 'IRR',
      total: 1_100_000,
      subtotal: 1_100_000,
      tax: 0,
      paidWith: 'zibal',
      paymentId,
      lines: [{ kind: 'topup-package', coins: 120, quantity: 1, unitPrice: 1_100_000, amount: 1_100_000 }],
    });
    expect(invoice.json.data.buyer.name).toBe('Test User');
    const history = await user.client.call('GET', '/api/payments?status=paid');
    expect(history.json.data.map((p: { id: string }) => p.id)).toEqual([paymentId]);
    expect(history.json.meta).toEqual({ page: 1, pageSize: 20, total: 1 });
  });

  it('a cancelled payment credits nothing, shows as cancelled and has no invoice', async () => {
    const user = await account();
    const started = await user.client.call('POST', '/api/wallet/topups', { coins: '۵۰', portal: 'zibal' });
    expect(started.status, started.text).toBe(201);
    const callback = await zibalPayer(started.json.data.redirectUrl, 'cancel');
    expect(callback).toMatchObject({ success: '0', status: '3' });
    const back = await user.client.call('POST', '/api/payments/zibal/return', callback);
    expect(back.json.data).toMatchObject({
      status: 'cancelled',
      amount: 500_000,
      coins: 50,
      failureCode: null,
      factorId: null,
    });
    expect(await balanceOf(user.client)).toBe(0);
    expect(await invoicesOf(started.json.data.paymentId)).toEqual([]);
    expect((await user.client.call('GET', '/api/factors')).json.meta.total).toBe(0);
  });

  it('a forged callback is not believed: verify decides', async () => {
    const user = await account();
    const started = await user.client.call('POST', '/api/wallet/topups', { coins: 10, portal: 'zibal' });
    const trackId = local(started.json.data.redirectUrl).path.split('/').pop()!;
    // Nobody paid, but the query claims success: Zibal's verify says unpaid (awaiting payment).
    const forged = await user.client.call('POST', '/api/payments/zibal/return', { trackId, success: '1', status: '2' });
    expect(forged.json.data.status).toBe('pending');
    expect(await balanceOf(user.client)).toBe(0);

    const unknown = await user.client.call('POST', '/api/payments/zibal/return', {
      trackId: '999999999',
      success: '1',
      status: '2',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('PaymentNotFound');
    const junk = await user.client.call('POST', '/api/payments/zibal/return', { trackId: '1; drop table payments' });
    expect(junk.status).toBe(400);
    expect((await user.client.call('POST', '/api/payments/zibal/return', {})).status).toBe(422);
  });

  it("another user's payment, track and invoice are not found", async () => {
    const owner = await account();
    const other = await account();
    const started = await owner.client.call('POST', '/api/wallet/topups', { coins: 10, portal: 'zibal' });
    const { paymentId, redirectUrl } = started.json.data;
    const callback = await zibalPayer(redirectUrl, 'pay');
    const stolen = await other.client.call('POST', '/api/payments/zibal/return', callback);
    expect(stolen.status).toBe(404);
    expect((await other.client.call('GET', `/api/payments/${paymentId}`)).status).toBe(404);
    // Nor may the other user resume or cancel it.
    for (const action of ['resume', 'cancel']) {
      const foreign = await other.client.call('POST', `/api/payments/${paymentId}/${action}`);
      expect([foreign.status, foreign.json.error.code], action).toEqual([404, 'PaymentNotFound']);
    }
    expect(await balanceOf(other.client)).toBe(0);
    // The owner still gets the coins.
    const own = await owner.client.call('POST', '/api/payments/zibal/return', callback);
    expect(own.json.data.status).toBe('paid');
    expect(await balanceOf(owner.client)).toBe(10);
    const factorId = own.json.data.factorId as string;
    const invoice = await other.client.call('GET', `/api/factors/${factorId}`);
    expect(invoice.status).toBe(404);
    expect(invoice.json.error.code).toBe('FactorNotFound');
    expect((await other.client.call('GET', '/api/factors/not-a-uuid')).json.error.code).toBe('FactorIdIsNotValid');
    // An admin may read the invoice (support), a visitor may not.
    expect((await admin.call('GET', `/api/factors/${factorId}`)).status).toBe(200);
    expect((await t.client({ ip: '10.9.0.2' }).call('GET', `/api/factors/${factorId}`)).status).toBe(401);
  });

  it('refuses bad amounts, missing portals, unknown and expired packages', async () => {
    const user = await account();
    const cases: [unknown, number, string][] = [
      [{ coins: 0, portal: 'zibal' }, 422, 'ValidationError'],
      [{ coins: -5, portal: 'zibal' }, 422, 'ValidationError'],
      [{ coins: 1.5, portal: 'zibal' }, 422, 'ValidationError'],
      [{ coins: '2.5', portal: 'zibal' }, 422, 'ValidationError'],
      [{ coins: 1e12, portal: 'zibal' }, 422, 'ValidationError'],
      [{ coins: 'ten', portal: 'zibal' }, 422, 'ValidationError'],
      [{ coins: 10 }, 422, 'PaymentPortalCannotBeNull'],
      [{ coins: 10, portal: '' }, 422, 'PaymentPortalCannotBeNull'],
      [{ coins: 10, portal: 'bitcoin' }, 422, 'PaymentPortalCannotBeNull'],
      [{ portal: 'zibal' }, 422, 'ValidationError'],
      [{ coins: 10, packageId: zibalPackage.id, portal: 'zibal' }, 422, 'ValidationError'],
      [{ packageId: '00000000-0000-4000-8000-000000000000', portal: 'zibal' }, 404, 'ChargingPriceNotFound'],
      [{ packageId: 'nope', portal: 'zibal' }, 422, 'ChargingPriceNotFound'],
      // A Zibal package is not sold through PayPal.
      [{ packageId: zibalPackage.id, portal: 'paypal' }, 404, 'ChargingPriceNotFound'],
      // Under PayPal's smallest payment ($1 = 20 coins at 5 cents).
      [{ coins: 19, portal: 'paypal' }, 422, 'ValidationError'],
    ];
    for (const [body, status, code] of cases) {
      const res = await user.client.call('POST', '/api/wallet/topups', body);
      expect([res.status, res.json.error?.code], JSON.stringify(body)).toEqual([status, code]);
    }
    const [expired] = await t.handle.db
      .insert(chargingPackages)
      .values({ portal: 'zibal', coins: 5, price: 50_000, currency: 'IRR', expiresAt: new Date(Date.now() - 1000) })
      .returning();
    const late = await user.client.call('POST', '/api/wallet/topups', { packageId: expired!.id, portal: 'zibal' });
    expect(late.json.error.code).toBe('ChargingPriceNotFound');
    expect(
      (await user.client.call('GET', '/api/wallet/packages')).json.data.some(
        (p: { id: string }) => p.id === expired!.id,
      ),
    ).toBe(false);
    expect((await user.client.call('GET', '/api/payments')).json.meta.total).toBe(0);
  });

  it('Idempotency-Key: a repeat returns the first payment; the same key with another body is refused', async () => {
    const user = await account();
    const key = { 'Idempotency-Key': 'topup-7c1f' };
    const first = await user.client.call('POST', '/api/wallet/topups', { coins: 30, portal: 'zibal' }, key);
    const second = await user.client.call('POST', '/api/wallet/topups', { coins: 30, portal: 'zibal' }, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.json).toEqual(first.json);
    const other = await user.client.call('POST', '/api/wallet/topups', { coins: 31, portal: 'zibal' }, key);
    expect(other.status).toBe(422);
    expect(other.json.error.code).toBe('IdempotencyKeyReused');
    const bad = await user.client.call(
      'POST',
      '/api/wallet/topups',
      { coins: 30, portal: 'zibal' },
      { 'Idempotency-Key': 'x'.repeat(201) },
    );
    expect(bad.status).toBe(400);
    expect((await user.client.call('GET', '/api/payments')).json.meta.total).toBe(1);
  });

  it('an amount that differs from ours is not credited and is flagged', async () => {
    const user = await account();
    const started = await user.client.call('POST', '/api/wallet/topups', { coins: 40, portal: 'zibal' });
    const callback = await zibalPayer(started.json.data.redirectUrl, 'pay');
    t.deps.portals.dev.zibal!.mode = 'wrong-amount';
    try {
      const back = await user.client.call('POST', '/api/payments/zibal/return', callback);
      expect(back.json.data).toMatchObject({ status: 'failed', flagged: true, failureCode: 'mismatch' });
      expect(back.json.data.failureReason).toMatch(/40000 for/);
    } finally {
      t.deps.portals.dev.zibal!.mode = 'normal';
    }
    expect(await balanceOf(user.client)).toBe(0);
    const flagged = await admin.call('GET', '/api/admin/payments?flagged=true');
    expect(flagged.json.data.map((p: { id: string }) => p.id)).toContain(started.json.data.paymentId);
    expect(flagged.json.data[0].user).toMatchObject({ phone: expect.any(String) });
  });

  it('a verify that fails leaves the payment pending; reconciliation then credits it once', async () => {
    const user = await account();
    const started = await user.client.call('POST', '/api/wallet/topups', { coins: 25, portal: 'zibal' });
    const { paymentId, redirectUrl } = started.json.data;
    const callback = await zibalPayer(redirectUrl, 'pay');
    const fake = t.deps.portals.dev.zibal!;
    fake.mode = 'verify-500';
    const down = await user.client.call('POST', '/api/payments/zibal/return', callback);
    expect(down.json.data.status).toBe('pending');
    fake.mode = 'normal';
    expect(await balanceOf(user.client)).toBe(0);

    // Too young for reconciliation: left alone.
    expect((await reconcilePending(t.deps)).checked).toBe(0);
    const first = await reconcilePending(t.deps, { minAgeMs: 0 });
    expect(first.settled).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(user.client)).toBe(25);
    await reconcilePending(t.deps, { minAgeMs: 0 });
    await user.client.call('POST', '/api/payments/zibal/return', callback);
    expect(await balanceOf(user.client)).toBe(25);
    const [row] = await t.handle.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: 'paid', flagged: false });
  });

  it('reconciliation gives up a track nobody paid after an hour', async () => {
    const user = await account();
    const started = await user.client.call('POST', '/api/wallet/topups', { coins: 10, portal: 'zibal' });
    const { paymentId } = started.json.data;
    await reconcilePending(t.deps, { minAgeMs: 0 });
    expect((await user.client.call('GET', `/api/payments/${paymentId}`)).json.data.status).toBe('pending');
    await t.handle.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000), checkedAt: null })
      .where(eq(payments.id, paymentId));
    await reconcilePending(t.deps, { minAgeMs: 0 });
    const after = (await user.client.call('GET', `/api/payments/${paymentId}`)).json.data;
    expect(after).toMatchObject({ status: 'cancelled', failureCode: 'abandoned' });
  });
});

describe('the payer opened the site at another address of this machine (demo mode, no SITE_URL)', () => {
  /** A request as @hono/node-server hands it over from a socket on 127.0.0.1:3000, to `url` (its Host). */
  function overSocket(url: string, init: RequestInit, cookie: string) {
    return Promise.resolve(
      t.app.request(
        url,
        { ...init, headers: { ...init.headers, cookie } },
        {
          incoming: { socket: { remoteAddress: '127.0.0.1', localAddress: '::ffff:127.0.0.1', localPort: 3000 } },
        },
      ),
    );
  }
  const cookieOf = (client: Client) => [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const topup = (url: string, client: Client, locale = 'fa') =>
    overSocket(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-locale': locale },
        body: JSON.stringify({ coins: 12, portal: 'zibal' }),
      },
      cookieOf(client),
    ).then(async (res) => ({ status: res.status, json: await res.json() }));

  it('sends the payer to the gateway and back on the address they opened', async () => {
    const user = await account();
    const started = await topup('http://127.0.0.1:3000/api/wallet/topups', user.client);
    expect(started.status).toBe(201);
    const { redirectUrl, paymentId } = started.json.data;
    expect(redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:3000\/api\/dev\/zibal\/start\/\d+$/);
    const start = new URL(redirectUrl).pathname;
    const page = await t.app.request(start);
    // The gateway's page may send its form back there, and does.
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://127.0.0.1:3000;");
    const paid = await t.app.request(`${start}/pay`, { method: 'POST' });
    const back = new URL(paid.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('http://127.0.0.1:3000/dashboard/wallet/payments/zibal');
    const settled = await user.client.call('POST', '/api/payments/zibal/return', Object.fromEntries(back.searchParams));
    expect(settled.json.data).toMatchObject({ id: paymentId, status: 'paid' });

    // In English, under /en on the same address.
    const english = await topup('http://127.0.0.1:3000/api/wallet/topups', user.client, 'en');
    const enPaid = await t.app.request(`${new URL(english.json.data.redirectUrl).pathname}/pay`, { method: 'POST' });
    expect(new URL(enPaid.headers.get('location')!).pathname).toBe('/en/dashboard/wallet/payments/zibal');
    expect(new URL(enPaid.headers.get('location')!).origin).toBe('http://127.0.0.1:3000');
  });

  it('never takes a Host that does not name the socket: the site origin stays', async () => {
    const user = await account();
    for (const url of [
      'http://evil.example:3000/api/wallet/topups',
      'http://127.0.0.1:4000/api/wallet/topups',
      'http://10.0.0.9:3000/api/wallet/topups',
    ]) {
      const started = await topup(url, user.client);
      expect(started.status, url).toBe(201);
      expect(started.json.data.redirectUrl, url).toMatch(/^http:\/\/localhost:3000\/api\/dev\/zibal\/start\//);
      const paid = await t.app.request(`${new URL(started.json.data.redirectUrl).pathname}/pay`, { method: 'POST' });
      expect(new URL(paid.headers.get('location')!).origin, url).toBe('http://localhost:3000');
    }
  });
});

describe('a pending payment, resumed or cancelled by its owner', () => {
  it('resumes at the gateway page while it takes the payment, and cancels once', async () => {
    const user = await account();
    const started = await user.client.call('POST', '/api/wallet/topups', { coins: 14, portal: 'zibal' });
    const { paymentId, redirectUrl } = started.json.data;
    const pending = (await user.client.call('GET', `/api/payments/${paymentId}`)).json.data;
    // Zibal's page takes a track for an hour.
    expect(Date.parse(pending.resumeUntil) - Date.parse(pending.createdAt)).toBe(3_600_000);

    const resumed = await user.client.call('POST', `/api/payments/${paymentId}/resume`);
    expect(resumed.status, resumed.text).toBe(200);
    expect(resumed.json.data).toMatchObject({ redirectUrl, payment: { id: paymentId, status: 'pending' } });

    const cancelled = await user.client.call('POST', `/api/payments/${paymentId}/cancel`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json.data).toMatchObject({ status: 'cancelled', factorId: null, resumeUntil: null });
    expect(await invoicesOf(paymentId)).toEqual([]);
    // Again: answered as it is. Resumed: nowhere to go.
    expect((await user.client.call('POST', `/api/payments/${paymentId}/cancel`)).json.data.status).toBe('cancelled');
    expect((await user.client.call('POST', `/api/payments/${paymentId}/resume`)).json.data).toMatchObject({
      redirectUrl: null,
      payment: { status: 'cancelled' },
    });
    // Paid at the gateway after all: never verified, so the bank gives it back; nothing is credited here.
    const callback = await zibalPayer(redirectUrl, 'pay');
    expect((await user.client.call('POST', '/api/payments/zibal/return', callback)).json.data.status).toBe('cancelled');
    expect(await balanceOf(user.client)).toBe(0);
    const malformed = await user.client.call('POST', '/api/payments/not-a-uuid/cancel');
    expect([malformed.status, malformed.json.error.code]).toEqual([422, 'PaymentNotFound']);
  });

  it('a payment paid at the gateway whose return was lost is credited, by resume or by cancel', async () => {
    const user = await account();
    for (const action of ['resume', 'cancel'] as const) {
      const started = await user.client.call('POST', '/api/wallet/topups', { coins: 11, portal: 'zibal' });
      await zibalPayer(started.json.data.redirectUrl, 'pay');
      const answer = await user.client.call('POST', `/api/payments/${started.json.data.paymentId}/${action}`);
      expect(answer.status, answer.text).toBe(200);
      const payment = action === 'resume' ? answer.json.data.payment : answer.json.data;
      expect(payment, action).toMatchObject({ status: 'paid', resumeUntil: null, factorId: expect.any(String) });
      if (action === 'resume') expect(answer.json.data.redirectUrl).toBeNull();
    }
    expect(await balanceOf(user.client)).toBe(22);
  });

  it('past the time the gateway takes it, there is nothing to resume', async () => {
    const user = await account();
    const started = await user.client.call('POST', '/api/wallet/topups', { coins: 13, portal: 'zibal' });
    const { paymentId } = started.json.data;
    await t.handle.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(payments.id, paymentId));
    expect((await user.client.call('GET', `/api/payments/${paymentId}`)).json.data.resumeUntil).toBeNull();
    const resumed = await user.client.call('POST', `/api/payments/${paymentId}/resume`);
    expect(resumed.json.data).toMatchObject({ redirectUrl: null, payment: { status: 'pending' } });
    expect((await user.client.call('POST', `/api/payments/${paymentId}/cancel`)).json.data.status).toBe('cancelled');
  });
});

describe('top-up through PayPal (the embedded dev gateway)', () => {
  async function payPalPayer(redirectUrl: string, action: 'approve' | 'cancel') {
    const approve = local(redirectUrl);
    expect(approve.path).toBe('/api/dev/paypal/checkoutnow');
    const token = approve.query.get('token')!;
    const page = await t.app.request(`${approve.path}?token=${token}`);
    expect(page.status).toBe(200);
    const res = await t.app.request(`/api/dev/paypal/checkoutnow/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });
    expect([302, 303]).toContain(res.status);
    return new URL(res.headers.get('location')!);
  }

  // Every PayPal test moves (or must not move) coins: the ledger balances after each one.
  afterEach(async () => {
    expect(await checkLedger(t.handle.db)).toEqual([]);
  });

  // Two accounts serve the tests below (sign-ups from one address are limited): balances are compared as deltas.
  let payer: Awaited<ReturnType<typeof account>>;
  let other: Awaited<ReturnType<typeof account>>;
  beforeAll(async () => {
    payer = await account();
    other = await account();
  });

  const fake = () => t.deps.portals.dev.paypal!;
  /** The capture calls the fake received for one order. */
  const capturesOf = (orderId: string) =>
    fake().requests.filter((r) => r.method === 'POST' && r.path === `/v2/checkout/orders/${orderId}/capture`);

  /** A top-up of `coins` started by `user` and approved by the payer at PayPal; returns the order token. */
  async function approved(user: Awaited<ReturnType<typeof account>>, coins: number) {
    const started = await user.client.call('POST', '/api/wallet/topups', { coins, portal: 'paypal' });
    expect(started.status, started.text).toBe(201);
    const back = await payPalPayer(started.json.data.redirectUrl, 'approve');
    return { token: back.searchParams.get('token')!, paymentId: started.json.data.paymentId as string };
  }

  async function inMode<T>(mode: 'wrong-amount' | 'wrong-currency' | 'capture-pending', run: () => Promise<T>) {
    fake().mode = mode;
    try {
      return await run();
    } finally {
      fake().mode = 'normal';
    }
  }

  it('approve → capture → coins, once', async () => {
    const user = await account();
    const started = await user.client.call('POST', '/api/wallet/topups', { coins: 100, portal: 'paypal' });
    expect(started.status, started.text).toBe(201);
    const back = await payPalPayer(started.json.data.redirectUrl, 'approve');
    expect(back.pathname).toBe('/dashboard/wallet/payments/paypal');
    const token = back.searchParams.get('token')!;
    const settled = await user.client.call('POST', '/api/payments/paypal/return', { token });
    expect(settled.json.data).toMatchObject({ status: 'paid', amount: 500, currency: 'USD' });
    await user.client.call('POST', '/api/payments/paypal/return', { token });
    expect(await balanceOf(user.client)).toBe(100);
  });

  it('cancel → nothing credited, payment cancelled', async () => {
    const user = await account();
    const started = await user.client.call(
      'POST',
      '/api/wallet/topups',
      { coins: 40, portal: 'paypal' },
      { 'x-locale': 'en' },
    );
    const back = await payPalPayer(started.json.data.redirectUrl, 'cancel');
    expect(back.pathname).toBe('/en/dashboard/wallet/payments/paypal');
    expect(back.searchParams.get('cancelled')).toBe('1');
    const settled = await user.client.call('POST', '/api/payments/paypal/return', {
      token: back.searchParams.get('token'),
      cancelled: true,
    });
    expect(settled.json.data.status).toBe('cancelled');
    expect(await balanceOf(user.client)).toBe(0);
  });

  it('a capture of another amount is not credited and is flagged', async () => {
    const user = payer;
    const before = await balanceOf(user.client);
    const { token } = await approved(user, 100);
    const back = await inMode('wrong-amount', () => user.client.call('POST', '/api/payments/paypal/return', { token }));
    expect(back.json.data).toMatchObject({ status: 'failed', flagged: true, failureCode: 'mismatch' });
    expect(back.json.data.failureReason).toMatch(/reports 50 USD .* we asked 500 USD/);
    expect(await balanceOf(user.client)).toBe(before);
  });

  it('a capture in another currency is not credited and is flagged', async () => {
    const user = payer;
    const before = await balanceOf(user.client);
    const { token } = await approved(user, 100);
    const back = await inMode('wrong-currency', () =>
      user.client.call('POST', '/api/payments/paypal/return', { token }),
    );
    expect(back.json.data).toMatchObject({ status: 'failed', flagged: true, failureCode: 'mismatch' });
    expect(back.json.data.failureReason).toMatch(/reports 500 EUR/);
    expect(await balanceOf(user.client)).toBe(before);
    // Asked again later (reconciliation), the settled payment stays as it is.
    await reconcilePending(t.deps, { minAgeMs: 0 });
    expect(await balanceOf(user.client)).toBe(before);
  });

  it('a PENDING capture credits nothing until PayPal completes it; a declined one fails', async () => {
    const user = payer;
    const before = await balanceOf(user.client);
    const kept = await approved(user, 100);
    const held = await inMode('capture-pending', () =>
      user.client.call('POST', '/api/payments/paypal/return', { token: kept.token }),
    );
    expect(held.json.data).toMatchObject({ status: 'pending', flagged: false });
    // The payer reloads the page: PayPal is asked again, nothing is captured twice or credited.
    expect(
      (await user.client.call('POST', '/api/payments/paypal/return', { token: kept.token })).json.data.status,
    ).toBe('pending');
    await reconcilePending(t.deps, { minAgeMs: 0 });
    expect(await balanceOf(user.client)).toBe(before);
    expect(capturesOf(kept.token)).toHaveLength(1);

    reviewCapture(fake(), kept.token, 'COMPLETED');
    await reconcilePending(t.deps, { minAgeMs: 0 });
    expect((await user.client.call('GET', `/api/payments/${kept.paymentId}`)).json.data.status).toBe('paid');
    expect(await balanceOf(user.client)).toBe(before + 100);

    const refused = await approved(user, 40);
    await inMode('capture-pending', () =>
      user.client.call('POST', '/api/payments/paypal/return', { token: refused.token }),
    );
    reviewCapture(fake(), refused.token, 'DECLINED');
    await reconcilePending(t.deps, { minAgeMs: 0 });
    const declined = (await user.client.call('GET', `/api/payments/${refused.paymentId}`)).json.data;
    expect(declined).toMatchObject({ status: 'failed', failureCode: 'declined', flagged: false });
    expect(await balanceOf(user.client)).toBe(before + 100);
  });

  it("another user's return with an order token is not found and captures nothing", async () => {
    const owner = payer;
    const before = { owner: await balanceOf(owner.client), other: await balanceOf(other.client) };
    const { token, paymentId } = await approved(owner, 60);
    const stolen = await other.client.call('POST', '/api/payments/paypal/return', { token });
    expect(stolen.status).toBe(404);
    expect(stolen.json.error.code).toBe('PaymentNotFound');
    const cancelled = await other.client.call('POST', '/api/payments/paypal/return', { token, cancelled: true });
    expect(cancelled.status).toBe(404);
    expect(capturesOf(token)).toHaveLength(0);
    expect(fake().orders.get(token)!.status).toBe('APPROVED');
    expect((await other.client.call('GET', `/api/payments/${paymentId}`)).status).toBe(404);
    expect(await balanceOf(other.client)).toBe(before.other);

    const own = await owner.client.call('POST', '/api/payments/paypal/return', { token });
    expect(own.json.data.status).toBe('paid');
    expect(await balanceOf(owner.client)).toBe(before.owner + 60);
  });

  it('parallel returns of one approved order capture once and credit once', async () => {
    const user = other;
    const before = await balanceOf(user.client);
    const { token, paymentId } = await approved(user, 80);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => user.client.call('POST', '/api/payments/paypal/return', { token })),
    );
    for (const reply of replies) expect(reply.status, reply.text).toBe(200);
    expect(await balanceOf(user.client)).toBe(before + 80);
    const entries = (await user.client.call('GET', '/api/wallet/transactions?pageSize=100')).json.data;
    expect(entries.filter((e: { ref: { id: string } | null }) => e.ref?.id === paymentId)).toEqual([
      expect.objectContaining({ amount: 80, ref: { type: 'payment', id: paymentId } }),
    ]);
    // Every capture PayPal saw carried the one request id, so it took the money once.
    const ids = new Set(capturesOf(token).map((r) => r.headers['paypal-request-id']));
    expect(ids).toEqual(new Set([`${paymentId}:capture`]));
    expect(fake().orders.get(token)!.status).toBe('COMPLETED');
  });

  it("the owner's cancel of an approved order captures nothing; a resume of one captures it", async () => {
    const user = other;
    const before = await balanceOf(user.client);
    const dropped = await approved(user, 20);
    const cancelled = await user.client.call('POST', `/api/payments/${dropped.paymentId}/cancel`);
    expect(cancelled.json.data.status).toBe('cancelled');
    expect(capturesOf(dropped.token)).toHaveLength(0);
    const kept = await approved(user, 20);
    const resumed = await user.client.call('POST', `/api/payments/${kept.paymentId}/resume`);
    expect(resumed.json.data).toMatchObject({ redirectUrl: null, payment: { status: 'paid' } });
    expect(await balanceOf(user.client)).toBe(before + 20);
  });

  it('a cancel on an approved order takes no money and credits nothing', async () => {
    const user = other;
    const before = await balanceOf(user.client);
    const { token, paymentId } = await approved(user, 30);
    // The payer approved, then came back through the cancel link (the back button at PayPal).
    const back = await user.client.call('POST', '/api/payments/paypal/return', { token, cancelled: true });
    expect(back.json.data.status).toBe('cancelled');
    expect(capturesOf(token)).toHaveLength(0);
    // A later return or reconciliation does not capture the cancelled payment either.
    await user.client.call('POST', '/api/payments/paypal/return', { token });
    await reconcilePending(t.deps, { minAgeMs: 0 });
    expect(capturesOf(token)).toHaveLength(0);
    expect((await user.client.call('GET', `/api/payments/${paymentId}`)).json.data.status).toBe('cancelled');
    expect(await balanceOf(user.client)).toBe(before);
  });
});

describe('invoices paid from the wallet', () => {
  it('pays a coin invoice once: FactorAlreadyPayed after, FactorAlreadyIssued for a second invoice', async () => {
    const { issueFactor, sellerFrom } = await import('./factor.service');
    const user = await account();
    await t.handle.db.transaction(async (tx) => {
      const { credit } = await import('../wallet/wallet.service');
      await credit(tx, user.id, 30, { reason: 'admin_adjustment', note: 'test funds' });
    });
    const draft = {
      userId: user.id,
      // A subject no module handles (an order's invoice would move its order when paid).
      subject: { type: 'sample', id: `sample-${user.id}` },
      currency: 'COIN',
      lines: [{ kind: 'order', description: 'Virtual tour', quantity: 2, unitPrice: 10, amount: 20 }],
      taxRateBp: 0,
      seller: sellerFrom(t.deps.env),
      buyer: { name: 'Test User' },
    };
    const factor = await issueFactor(t.handle.db, draft);
    await expect(issueFactor(t.handle.db, draft)).rejects.toMatchObject({ code: 'FactorAlreadyIssued' });
    // Invoice numbers run on without gaps, even past a refused one.
    const numbers = (await t.handle.db.select({ number: factors.number }).from(factors)).map((row) => row.number);
    expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1));

    const key = { 'Idempotency-Key': 'pay-1' };
    const paid = await user.client.call('POST', `/api/factors/${factor.id}/pay`, undefined, key);
    expect(paid.status, paid.text).toBe(200);
    expect(paid.json.data).toMatchObject({ status: 'paid', paidWith: 'wallet' });
    expect(paid.json.message.code).toBe('PaySuccessfully');
    const replay = await user.client.call('POST', `/api/factors/${factor.id}/pay`, undefined, key);
    expect(replay.json).toEqual(paid.json);
    const again = await user.client.call('POST', `/api/factors/${factor.id}/pay`);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('FactorAlreadyPayed');
    expect(await balanceOf(user.client)).toBe(10);
    const [entry] = (await user.client.call('GET', '/api/wallet/transactions')).json.data;
    expect(entry).toMatchObject({ amount: -20, reason: 'order_payment', ref: { type: 'factor', id: factor.id } });

    const pricey = await issueFactor(t.handle.db, {
      ...draft,
      subject: { type: 'sample', id: `big-${user.id}` },
      lines: [{ kind: 'order', quantity: 1, unitPrice: 50, amount: 50 }],
    });
    const short = await user.client.call('POST', `/api/factors/${pricey.id}/pay`);
    expect(short.status).toBe(402);
    expect(short.json.error.code).toBe('NotEnoughCoin');
    const [still] = await t.handle.db.select().from(factors).where(eq(factors.id, pricey.id));
    expect(still!.status).toBe('issued');
  });

  it('adds the configured tax to top-up invoices', async () => {
    const taxed = await createTestApp({}, { INVOICE_TAX_PERCENT: '10' });
    try {
      const boss = await taxed.signUp('09381234567');
      const me = await boss.call('GET', '/api/me');
      await taxed.handle.db.update(users).set({ role: 'admin' }).where(eq(users.id, me.json.data.id));
      await boss.call('POST', '/api/admin/coin-prices', { portal: 'zibal', coinPrice: 10_000, minCoinPrice: 7_000 });
      const started = await boss.call('POST', '/api/wallet/topups', { coins: 15, portal: 'zibal' });
      expect((await boss.call('GET', `/api/payments/${started.json.data.paymentId}`)).json.data.amount).toBe(165_000);
      // The rate changes before the payment is paid: the invoice says what the payer was asked.
      taxed.deps.env.taxRateBp = 900;
      const start = new URL(started.json.data.redirectUrl).pathname;
      const paid = await taxed.app.request(`${start}/pay`, { method: 'POST' });
      const callback = Object.fromEntries(new URL(paid.headers.get('location')!).searchParams);
      const payment = (await boss.call('POST', '/api/payments/zibal/return', callback)).json.data;
      expect(payment).toMatchObject({ status: 'paid', amount: 165_000 });
      const invoice = (await boss.call('GET', `/api/factors/${payment.factorId}`)).json.data;
      expect(invoice).toMatchObject({ subtotal: 150_000, taxRateBp: 1000, tax: 15_000, total: 165_000 });
    } finally {
      await taxed.close();
    }
  });
});
