import { and, eq, sql } from 'drizzle-orm';
import { categories, factors, ledgerEntries, listingPayments, listings, users, wallets } from '@rassam/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipWithoutPostgres } from '@rassam/db/test-db';
import { seedMarketReference } from '../../packages/api/src/seed';
import { createTestApp } from '../../packages/api/src/test-utils';
import { checkLedger, credit } from '../../packages/api/src/modules/wallet/wallet.service';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Requests really run at once only on PostgreSQL (PGlite is one connection), hence PostgreSQL only. */
describe.skipIf(skipWithoutPostgres())('market payments under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['signUp']>>;
  let admin: Awaited<ReturnType<TestApp['signUp']>>;
  let ownerId: string;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedMarketReference(t.handle.db);
    owner = await t.signUp('09350000001');
    admin = await t.signUp('09350000002');
    await t.handle.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.id, (await admin.call('GET', '/api/me')).json.data.id));
    ownerId = (await owner.call('GET', '/api/me')).json.data.id;
    await t.handle.db.transaction((tx) => credit(tx, ownerId, 1000, { reason: 'admin_adjustment', note: 'test' }));
    const shop = await owner.call('POST', '/api/shops/me', { name: 'همزمان', nameEn: 'Race', link: 'race-shop' });
    expect(shop.status, shop.text).toBe(201);
    const [row] = await t.handle.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.kind, 'item'), eq(categories.slug, 'books')));
    categoryId = row!.id;
  }, 60_000);
  afterAll(async () => {
    if (t) expect(await checkLedger(t.handle.db)).toEqual([]);
    await t?.close();
  });

  const balance = async () =>
    (await t.handle.db.select({ b: wallets.balance }).from(wallets).where(eq(wallets.userId, ownerId)))[0]!.b;

  async function draft(slug: string) {
    const res = await owner.call('POST', '/api/shops/me/listings', { kind: 'item', categoryId, slug, titleFa: 'کتاب' });
    expect(res.status, res.text).toBe(201);
    return res.json.data.id as string;
  }

  it('20 payments of one draft at once: one pays, the others are DisplayCostAlreadyPayed', async () => {
    const id = await draft('race-1');
    const before = await balance();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => owner.call('POST', `/api/shops/me/listings/${id}/pay`, { months: 2 })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json?.error?.code === 'DisplayCostAlreadyPayed')).toHaveLength(19);
    expect(await balance()).toBe(before - 20);
    const payments = await t.handle.db.select().from(listingPayments).where(eq(listingPayments.listingId, id));
    expect(payments).toHaveLength(1);
    const [row] = await t.handle.db.select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({ status: 'paid', pendingMonths: 2 });
  });

  it('20 replays of one Idempotency-Key at once charge once and answer alike', async () => {
    const id = await draft('race-2');
    const before = await balance();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        owner.call('POST', `/api/shops/me/listings/${id}/pay`, { months: 1 }, { 'Idempotency-Key': `race-${id}` }),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((a) => a.json.data.factorId)).size).toBe(1);
    // A repeat that waits longer than the first takes gets RequestInProgress, never a second charge.
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.json.error.code).toBe('RequestInProgress');
    expect(await balance()).toBe(before - 10);
    const invoices = await t.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(factors)
      .where(and(eq(factors.userId, ownerId), eq(factors.subjectType, 'listing_display')));
    expect(invoices[0]!.n).toBe(2);
    const entries = await t.handle.db
      .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
      .from(ledgerEntries)
      .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
      .where(eq(wallets.userId, ownerId));
    expect(entries[0]!.sum).toBe(await balance());
    expect((await t.handle.db.select().from(users).where(eq(users.id, ownerId))).length).toBe(1);
  });

  it('rejects racing activates refund at most once, and only a listing never shown', async () => {
    for (let round = 0; round < 10; round += 1) {
      const id = await draft(`race-moderation-${round}`);
      const paid = await owner.call('POST', `/api/shops/me/listings/${id}/pay`, { months: 1 });
      expect(paid.status, paid.text).toBe(200);
      const before = await balance();
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          i % 2
            ? admin.call('POST', `/api/admin/market/listings/${id}/activate`)
            : admin.call('POST', `/api/admin/market/listings/${id}/reject`, { reason: 'همزمان' }),
        ),
      );
      for (const answer of answers) expect([200, 409], answer.text).toContain(answer.status);
      const rejected = answers.filter((a, i) => i % 2 === 0 && a.status === 200);
      const activated = answers.filter((a, i) => i % 2 === 1 && a.status === 200);
      expect(rejected).toHaveLength(1);
      expect(activated.length).toBeLessThanOrEqual(1);
      const refunds = await t.handle.db
        .select({ amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.reason, 'listing_refund'), eq(ledgerEntries.refId, id)));
      // Rejected while waiting: its month comes back once; rejected after it went on show: nothing back.
      expect(refunds).toHaveLength(activated.length ? 0 : 1);
      expect(await balance()).toBe(before + (activated.length ? 0 : paid.json.data.coins));
      const [row] = await t.handle.db.select().from(listings).where(eq(listings.id, id));
      expect(row).toMatchObject({ status: 'rejected', pendingMonths: 0 });
      expect(await checkLedger(t.handle.db)).toEqual([]);
    }
  });
});
