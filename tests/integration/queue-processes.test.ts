import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { designOutputs, designs, ledgerEntries, users } from '@rassam/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipWithoutPostgres } from '@rassam/db/test-db';
import { createDesign } from '../../packages/api/src/modules/generation/designs.service';
import { createPlanner } from '../../packages/api/src/modules/generation/routing';
import { checkLedger, credit } from '../../packages/api/src/modules/wallet/wallet.service';
import { createTestApp } from '../../packages/api/src/test-utils';

const fixture = join(import.meta.dirname, 'fixtures/worker-process.ts');
const charged = createPlanner({}, { enabled: true, charged: true });

// Exactly-once under real processes, real kills and real concurrency: PostgreSQL only.
describe.skipIf(skipWithoutPostgres())('the design queue across processes (PostgreSQL)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    if (t) expect(await checkLedger(t.handle.db)).toEqual([]);
    await t?.close();
  });

  async function user(phone: string) {
    const [row] = await t.handle.db.insert(users).values({ name: 'Q', phone, phoneVerifiedAt: new Date() }).returning();
    return row!.id;
  }

  function worker(env: Record<string, string>): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
      env: { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL, DB_SCHEMA: t.handle.schema, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    return new Promise((resolve, reject) => {
      child.stdout!.once('data', () => resolve(child));
      child.once('exit', (code) => reject(new Error(`worker exited early (${code})`)));
    });
  }

  async function until(check: () => Promise<boolean>, timeoutMs: number) {
    const end = Date.now() + timeoutMs;
    while (Date.now() < end) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('timed out');
  }

  it('100 concurrent creates with coins for 10: exactly 10 designs', async () => {
    const owner = await user('+989350000101');
    await credit(t.handle.db, owner, 40, { reason: 'admin_adjustment', note: 'test' });
    const made = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        createDesign(t.handle.db, charged, owner, { tool: 'nano-banana', input: { prompt: 'a red kite' } }),
      ),
    );
    expect(made.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of made.filter((r) => r.status === 'rejected')) {
      expect(((r as PromiseRejectedResult).reason as { code: string }).code).toBe('NotEnoughCoin');
    }
    const [rows] = await t.handle.db.select({ n: count() }).from(designs).where(eq(designs.userId, owner));
    expect(rows!.n).toBe(10);
    await t.handle.db.update(designs).set({ status: 'cancelled' }).where(eq(designs.userId, owner));
  });

  it('4 worker processes × 2,000 designs: every design settled once, refunds once, ledger consistent', async () => {
    const owner = await user('+989350000102');
    await credit(t.handle.db, owner, 8_000, { reason: 'admin_adjustment', note: 'test' });
    for (let batch = 0; batch < 20; batch++) {
      await Promise.all(
        Array.from({ length: 100 }, () =>
          createDesign(t.handle.db, charged, owner, { tool: 'nano-banana', input: { prompt: 'a small boat' } }),
        ),
      );
    }
    const started = Date.now();
    await Promise.all(Array.from({ length: 4 }, () => worker({ RUNNER: 'noop', CONCURRENCY: '2' })));
    const mine = eq(designs.userId, owner);
    await until(async () => {
      const [left] = await t.handle.db
        .select({ n: count() })
        .from(designs)
        .where(and(mine, inArray(designs.status, ['queued', 'processing'])));
      return left!.n === 0;
    }, 120_000);
    const seconds = (Date.now() - started) / 1000;
    const byStatus = await t.handle.db
      .select({ status: designs.status, n: count(), attempts: sql<number>`max(${designs.attempts})` })
      .from(designs)
      .where(mine)
      .groupBy(designs.status);
    const settled = Object.fromEntries(byStatus.map((row) => [row.status, row.n]));
    expect((settled.completed ?? 0) + (settled.failed ?? 0)).toBe(2000);
    expect(byStatus.every((row) => Number(row.attempts) === 1)).toBe(true);
    const refunds = await t.handle.db
      .select({ refId: ledgerEntries.refId, n: count() })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reason, 'design_refund'))
      .groupBy(ledgerEntries.refId);
    expect(refunds).toHaveLength(settled.failed ?? 0);
    expect(refunds.every((row) => row.n === 1)).toBe(true);
    const wallet = (await t.handle.db.execute(sql`select balance from wallets where user_id = ${owner}`)).rows[0] as {
      balance: number;
    };
    expect(wallet.balance).toBe(8_000 - 4 * (settled.completed ?? 0));
    console.log(`4 processes settled 2,000 designs in ${seconds.toFixed(1)} s (${Math.round(2000 / seconds)}/s)`);
    for (const child of children.splice(0)) child.kill('SIGTERM');
  }, 180_000);

  it('a worker killed with SIGKILL mid-job loses its lease; another finishes; charged once, one result', async () => {
    const owner = await user('+989350000103');
    await credit(t.handle.db, owner, 4, { reason: 'admin_adjustment', note: 'test' });
    const design = await createDesign(t.handle.db, charged, owner, {
      tool: 'nano-banana',
      input: { prompt: 'a lamp' },
    });
    const first = await worker({ RUNNER: 'slow', CONCURRENCY: '1', LEASE_MS: '1000' });
    await until(async () => {
      const [row] = await t.handle.db.select().from(designs).where(eq(designs.id, design.id));
      return row!.status === 'processing' && row!.progress > 0;
    }, 20_000);
    first.kill('SIGKILL');
    await worker({ RUNNER: 'slow', CONCURRENCY: '1', LEASE_MS: '1000' });
    await until(async () => {
      const [row] = await t.handle.db.select().from(designs).where(eq(designs.id, design.id));
      return row!.status === 'completed';
    }, 30_000);
    const [row] = await t.handle.db.select().from(designs).where(eq(designs.id, design.id));
    expect(row).toMatchObject({ attempts: 2, refunded: false, cost: 4 });
    const outputs = await t.handle.db.select().from(designOutputs).where(eq(designOutputs.designId, design.id));
    expect(outputs).toHaveLength(1);
    const entries = await t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.refId, design.id));
    expect(entries.map((e) => [e.reason, e.amount])).toEqual([['design_spend', -4]]);
    for (const child of children.splice(0)) child.kill('SIGTERM');
  }, 60_000);
});
