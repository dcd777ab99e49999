import { eq } from 'drizzle-orm';
import { coinPrices, factors, payments, users } from '@rassam/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipWithoutPostgres } from '@rassam/db/test-db';
import { reconcilePending } from '../../packages/api/src/modules/payments/payments.service';
import { checkLedger } from '../../packages/api/src/modules/wallet/wallet.service';
import { createTestApp } from '../../packages/api/src/test-utils';

// Replays and races are proven where they matter: PostgreSQL (PGlite runs one statement at a time).
describe.skipIf(skipWithoutPostgres())('payments under concurrency (PostgreSQL)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let phone = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await t.handle.db.insert(coinPrices).values([
      { portal: 'zibal', currency: 'IRR', coinPrice: 10_000, minCoinPrice: 5_000 },
      { portal: 'paypal', currency: 'USD', coinPrice: 5, minCoinPrice: 3 },
    ]);
  });
  afterAll(async () => {
    if (t) expect(await checkLedger(t.handle.db)).toEqual([]);
    await t?.close();
  });

  async function payer() {
    phone += 1;
    return t.signUp(`0939${String(phone).padStart(7, '0')}`);
  }

  async function paidTrack(client: Awaited<ReturnType<typeof payer>>, coins: number) {
    const started = await client.call('POST', '/api/wallet/topups', { coins, portal: 'zibal' });
    expect(started.status, started.text).toBe(201);
    const start = new URL(started.json.data.redirectUrl).pathname;
    const paid = await t.app.request(`${start}/pay`, { method: 'POST' });
    const callback = Object.fromEntries(new URL(paid.headers.get('location')!).searchParams);
    return { paymentId: started.json.data.paymentId as string, callback };
  }

  const balance = async (client: Awaited<ReturnType<typeof payer>>) =>
    (await client.call('GET', '/api/wallet')).json.data.balance as number;

  it('50 concurrent replays of one callback credit once', async () => {
    const user = await payer();
    const { paymentId, callback } = await paidTrack(user, 30);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => user.call('POST', '/api/payments/zibal/return', callback)),
    );
    for (const reply of replies) expect(reply.status, reply.text).toBe(200);
    expect(replies.every((reply) => reply.json.data.id === paymentId)).toBe(true);
    // Every reply reports the payment either still being settled by another request or paid; the end state is paid.
    expect(await balance(user)).toBe(30);
    const entries = (await user.call('GET', '/api/wallet/transactions')).json.data;
    expect(entries).toHaveLength(1);
    const final = await user.call('GET', `/api/payments/${paymentId}`);
    expect(final.json.data.status).toBe('paid');
  });

  it('callbacks racing reconciliation still credit once', async () => {
    const user = await payer();
    const { paymentId, callback } = await paidTrack(user, 12);
    await Promise.all([
      ...Array.from({ length: 10 }, () => user.call('POST', '/api/payments/zibal/return', callback)),
      ...Array.from({ length: 5 }, () => reconcilePending(t.deps, { minAgeMs: 0 })),
    ]);
    expect(await balance(user)).toBe(12);
    const [row] = await t.handle.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row!.status).toBe('paid');
  });

  it('a verify that times out credits nothing; reconciliation then credits once', async () => {
    const user = await payer();
    const { paymentId, callback } = await paidTrack(user, 20);
    const fake = t.deps.portals.dev.zibal!;
    fake.mode = 'slow-verify';
    fake.slowVerifyMs = 4_000; // longer than the adapter's 2 s timeout in tests
    try {
      const timedOut = await user.call('POST', '/api/payments/zibal/return', callback);
      expect(timedOut.json.data.status).toBe('pending');
      expect(await balance(user)).toBe(0);
    } finally {
      fake.mode = 'normal';
    }
    // Zibal did verify it (only the answer was lost): the inquiry says verified, reconciliation credits it.
    const results = await Promise.all([
      reconcilePending(t.deps, { minAgeMs: 0 }),
      reconcilePending(t.deps, { minAgeMs: 0 }),
    ]);
    expect(results.reduce((sum, r) => sum + r.settled, 0)).toBeGreaterThanOrEqual(1);
    expect(await balance(user)).toBe(20);
    await reconcilePending(t.deps, { minAgeMs: 0 });
    await user.call('POST', '/api/payments/zibal/return', callback);
    expect(await balance(user)).toBe(20);
    const [row] = await t.handle.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: 'paid', flagged: false });
  }, 20_000);

  it('30 concurrent PayPal returns racing reconciliation capture once and credit once', async () => {
    const user = await payer();
    const started = await user.call('POST', '/api/wallet/topups', { coins: 40, portal: 'paypal' });
    expect(started.status, started.text).toBe(201);
    const token = new URL(started.json.data.redirectUrl).searchParams.get('token')!;
    const approved = await t.app.request('/api/dev/paypal/checkoutnow/approve', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(approved.status).toBe(302);
    const replies = await Promise.all([
      ...Array.from({ length: 30 }, () => user.call('POST', '/api/payments/paypal/return', { token })),
      ...Array.from({ length: 3 }, () => reconcilePending(t.deps, { minAgeMs: 0 }).then(() => null)),
    ]);
    for (const reply of replies) if (reply) expect(reply.status, reply.text).toBe(200);
    expect(await balance(user)).toBe(40);
    expect((await user.call('GET', '/api/wallet/transactions')).json.data).toHaveLength(1);
    const fake = t.deps.portals.dev.paypal!;
    const captures = fake.requests.filter((r) => r.path === `/v2/checkout/orders/${token}/capture`);
    expect(new Set(captures.map((r) => r.headers['paypal-request-id']))).toEqual(
      new Set([`${started.json.data.paymentId}:capture`]),
    );
    const [row] = await t.handle.db.select().from(payments).where(eq(payments.id, started.json.data.paymentId));
    expect(row).toMatchObject({ status: 'paid', flagged: false });
  });

  it('20 concurrent top-ups with one Idempotency-Key make one payment', async () => {
    const user = await payer();
    const headers = { 'Idempotency-Key': 'same-click' };
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        user.call('POST', '/api/wallet/topups', { coins: 15, portal: 'zibal' }, headers),
      ),
    );
    const ids = new Set(replies.filter((r) => r.status === 201).map((r) => r.json.data.paymentId));
    expect(ids.size).toBe(1);
    for (const reply of replies) expect([201, 409]).toContain(reply.status);
    const me = (await user.call('GET', '/api/me')).json.data.id as string;
    const rows = await t.handle.db.select().from(payments).where(eq(payments.userId, me));
    expect(rows).toHaveLength(1);
  });

  it('30 invoices issued at once take 30 consecutive numbers', async () => {
    const user = await payer();
    const me = (await user.call('GET', '/api/me')).json.data.id as string;
    const { issueFactor, sellerFrom } = await import('../../packages/api/src/modules/payments/factor.service');
    const before = (await t.handle.db.select({ number: factors.number }).from(factors)).length;
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        issueFactor(t.handle.db, {
          userId: me,
          subject: { type: 'sample', id: `numbering-${me}-${i}` },
          currency: 'COIN',
          lines: [{ kind: 'order', quantity: 1, unitPrice: 1, amount: 1 }],
          taxRateBp: 0,
          seller: sellerFrom(t.deps.env),
          buyer: { name: 'C' },
        }),
      ),
    );
    const numbers = (await t.handle.db.select({ number: factors.number }).from(factors)).map((row) => row.number);
    expect(numbers).toHaveLength(before + 30);
    expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1));
  });

  it('a wallet invoice paid twice at once is paid once', async () => {
    const user = await payer();
    const me = (await user.call('GET', '/api/me')).json.data.id as string;
    const { issueFactor, sellerFrom } = await import('../../packages/api/src/modules/payments/factor.service');
    const { credit } = await import('../../packages/api/src/modules/wallet/wallet.service');
    await credit(t.handle.db, me, 100, { reason: 'admin_adjustment', note: 'test funds' });
    const factor = await issueFactor(t.handle.db, {
      userId: me,
      subject: { type: 'sample', id: `race-${me}` },
      currency: 'COIN',
      lines: [{ kind: 'order', quantity: 1, unitPrice: 40, amount: 40 }],
      taxRateBp: 0,
      seller: sellerFrom(t.deps.env),
      buyer: { name: 'C' },
    });
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => user.call('POST', `/api/factors/${factor.id}/pay`)),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((r) => r.status !== 200)) expect(r.json.error.code).toBe('FactorAlreadyPayed');
    expect(await balance(user)).toBe(60);
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, me));
    expect(row).toBeDefined();
  });
});
