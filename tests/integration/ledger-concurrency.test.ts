import { eq } from 'drizzle-orm';
import { users, wallets } from '@rassam/db';
import { createTestDb, skipWithoutPostgres } from '@rassam/db/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../packages/api/src/lib/app-error';
import { checkLedger, credit, debit } from '../../packages/api/src/modules/wallet/wallet.service';

// Concurrency is proven where it matters: PostgreSQL (PGlite runs one statement at a time).
describe.skipIf(skipWithoutPostgres())('ledger under concurrency (PostgreSQL)', () => {
  let handle: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('200 concurrent debits against a balance that covers 50: exactly 50 succeed, balance 0, ledger consistent', async () => {
    const [user] = await handle.db
      .insert(users)
      .values({ name: 'C', phone: '+989390000001', phoneVerifiedAt: new Date() })
      .returning();
    await credit(handle.db, user!.id, 50, { reason: 'topup' });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        handle.db.transaction((tx) =>
          debit(tx, user!.id, 1, { reason: 'design_spend', ref: { type: 'design', id: `d${i}` } }),
        ),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(succeeded).toHaveLength(50);
    expect(refused).toHaveLength(150);
    for (const r of refused) expect(((r as PromiseRejectedResult).reason as AppError).code).toBe('NotEnoughCoin');
    const [wallet] = await handle.db.select().from(wallets).where(eq(wallets.userId, user!.id));
    expect(wallet!.balance).toBe(0);
    expect(await checkLedger(handle.db)).toEqual([]);
  });

  it('concurrent first uses make one wallet, and interleaved credits and debits still balance', async () => {
    const [user] = await handle.db
      .insert(users)
      .values({ name: 'D', phone: '+989390000002', phoneVerifiedAt: new Date() })
      .returning();
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        handle.db.transaction((tx) =>
          i % 3 === 0
            ? debit(tx, user!.id, 2, { reason: 'design_spend' }).catch(() => null)
            : credit(tx, user!.id, 3, { reason: 'topup' }),
        ),
      ),
    );
    expect(await handle.db.select().from(wallets).where(eq(wallets.userId, user!.id))).toHaveLength(1);
    expect(await checkLedger(handle.db)).toEqual([]);
  });
});
