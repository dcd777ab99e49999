import { eq, sql } from 'drizzle-orm';
import { ledgerEntries, users, wallets } from '@rassam/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { createTestApp } from '../../test-utils';
import { checkLedger, credit, debit, MAX_COINS_PER_ENTRY } from './wallet.service';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
async function newUser() {
  n += 1;
  const [user] = await t.handle.db
    .insert(users)
    .values({ name: `W${n}`, phone: `+98938${String(n).padStart(7, '0')}`, phoneVerifiedAt: new Date() })
    .returning();
  return user!.id;
}

const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

describe('ledger: credit and debit', () => {
  it('credits and debits with one entry each, balance_after following the balance', async () => {
    const userId = await newUser();
    const db = t.handle.db;
    expect((await credit(db, userId, 100, { reason: 'topup', ref: { type: 'payment', id: 'p1' } })).balance).toBe(100);
    expect((await debit(db, userId, 30, { reason: 'design_spend', ref: { type: 'design', id: 'd1' } })).balance).toBe(
      70,
    );
    expect((await credit(db, userId, 30, { reason: 'design_refund', ref: { type: 'design', id: 'd1' } })).balance).toBe(
      100,
    );
    const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, userId));
    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.walletId, wallet!.id))
      .orderBy(ledgerEntries.seq);
    expect(entries.map((e) => [e.amount, e.balanceAfter, e.reason])).toEqual([
      [100, 100, 'topup'],
      [-30, 70, 'design_spend'],
      [30, 100, 'design_refund'],
    ]);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('refuses to go below zero with NotEnoughCoin and writes nothing', async () => {
    const userId = await newUser();
    const db = t.handle.db;
    await credit(db, userId, 10, { reason: 'topup' });
    expect(await codeOf(debit(db, userId, 11, { reason: 'design_spend' }))).toBe('NotEnoughCoin');
    expect(await codeOf(debit(db, userId, 1, { reason: 'design_spend' }))).toBe('ok');
    const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, userId));
    expect(wallet!.balance).toBe(9);
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.walletId, wallet!.id))).toHaveLength(2);
  });

  it('rolls back with the caller: a debit inside a failed transaction leaves no trace', async () => {
    const userId = await newUser();
    const db = t.handle.db;
    await credit(db, userId, 50, { reason: 'topup' });
    await db
      .transaction(async (tx) => {
        await debit(tx, userId, 20, { reason: 'design_spend' });
        throw new Error('the design insert failed');
      })
      .catch(() => {});
    const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, userId));
    expect(wallet!.balance).toBe(50);
    expect(await checkLedger(db)).toEqual([]);
  });

  it.each([0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_COINS_PER_ENTRY + 1])(
    'refuses %s coins',
    async (coins) => {
      const userId = await newUser();
      expect(await codeOf(credit(t.handle.db, userId, coins, { reason: 'topup' }))).toBe('ValidationError');
      expect(await codeOf(debit(t.handle.db, userId, coins, { reason: 'design_spend' }))).toBe('ValidationError');
    },
  );

  it('requires a reason in words for an admin adjustment', async () => {
    const userId = await newUser();
    expect(await codeOf(credit(t.handle.db, userId, 5, { reason: 'admin_adjustment' }))).toBe('ValidationError');
    expect(await codeOf(credit(t.handle.db, userId, 5, { reason: 'admin_adjustment', note: '  ' }))).toBe(
      'ValidationError',
    );
    expect(await codeOf(credit(t.handle.db, userId, 5, { reason: 'admin_adjustment', note: 'compensation' }))).toBe(
      'ok',
    );
  });

  it('the database itself refuses a negative balance, whatever the code does', async () => {
    const userId = await newUser();
    await credit(t.handle.db, userId, 1, { reason: 'topup' });
    await expect(
      t.handle.db
        .update(wallets)
        .set({ balance: sql`${wallets.balance} - 2` })
        .where(eq(wallets.userId, userId)),
    ).rejects.toThrow();
  });

  it('finds a wallet whose entries do not add up', async () => {
    const userId = await newUser();
    await credit(t.handle.db, userId, 7, { reason: 'topup' });
    // Tamper behind the service's back.
    await t.handle.db.update(wallets).set({ balance: 8 }).where(eq(wallets.userId, userId));
    const anomalies = await checkLedger(t.handle.db);
    expect(anomalies).toHaveLength(1);
    expect(anomalies[0]).toMatchObject({ balance: 8, ledgerSum: 7 });
    await t.handle.db.update(wallets).set({ balance: 7 }).where(eq(wallets.userId, userId));
    expect(await checkLedger(t.handle.db)).toEqual([]);
  });
});

describe('ledger: API', () => {
  it('shows the balance and the entries newest first, page by page, only to their owner', async () => {
    const owner = await t.signUp('09381111111');
    const me = await owner.call('GET', '/api/me');
    const userId = me.json.data.id as string;
    expect((await owner.call('GET', '/api/wallet')).json.data.balance).toBe(0);
    for (let i = 1; i <= 5; i += 1)
      await credit(t.handle.db, userId, i, { reason: 'topup', ref: { type: 'payment', id: `p${i}` } });
    const wallet = await owner.call('GET', '/api/wallet');
    expect(wallet.json.data.balance).toBe(15);

    const first = await owner.call('GET', '/api/wallet/transactions?page=1&pageSize=2');
    expect(first.status).toBe(200);
    expect(first.json.meta).toEqual({ page: 1, pageSize: 2, total: 5 });
    expect(first.json.data.map((e: { amount: number }) => e.amount)).toEqual([5, 4]);
    expect(first.json.data[0]).toMatchObject({ balanceAfter: 15, reason: 'topup', ref: { type: 'payment', id: 'p5' } });
    // Persian digits in the query are numbers too.
    const last = await owner.call('GET', `/api/wallet/transactions?page=${encodeURIComponent('۳')}&pageSize=2`);
    expect(last.json.data.map((e: { amount: number }) => e.amount)).toEqual([1]);

    const stranger = await t.signUp('09382222222');
    expect((await stranger.call('GET', '/api/wallet')).json.data.balance).toBe(0);
    expect((await stranger.call('GET', '/api/wallet/transactions')).json.meta.total).toBe(0);
    expect((await t.client({ ip: '10.8.0.1' }).call('GET', '/api/wallet')).status).toBe(401);
  });

  let phones = 3_000_000;
  it.each(['0', '-1', '1.5', 'abc', '999999999'])('refuses page=%s with 422', async (page) => {
    phones += 1;
    const c = await t.signUp(`0938${phones}`);
    const res = await c.call('GET', `/api/wallet/transactions?page=${encodeURIComponent(page)}`);
    expect(res.status).toBe(422);
    expect(res.json.error.fields.page).toBeTruthy();
  });
});
