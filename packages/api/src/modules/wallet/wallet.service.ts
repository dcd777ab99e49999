import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ledgerEntries, users, wallets, type Executor, type LedgerReason } from '@rassam/db';
import { AppError } from '../../lib/app-error';

/** The most coins one entry may move: far above any real top-up, far below integer overflow. */
export const MAX_COINS_PER_ENTRY = 100_000_000;

export interface LedgerRef {
  type: string;
  id: string;
}

export interface Movement {
  reason: LedgerReason;
  ref?: LedgerRef;
  /** Why, in words: required for admin adjustments. */
  note?: string;
  actorId?: string;
}

function assertCoins(coins: number): void {
  if (!Number.isSafeInteger(coins) || coins <= 0 || coins > MAX_COINS_PER_ENTRY) {
    throw new AppError('ValidationError', { status: 400, fields: { coins: 'ValidationError' } });
  }
}

function assertMovement(movement: Movement): void {
  if (movement.reason === 'admin_adjustment' && !movement.note?.trim()) {
    throw new AppError('ValidationError', { status: 400, fields: { note: 'ValidationError' } });
  }
}

/** The user's wallet, created empty on first use (two first uses at once still make one). */
export async function ensureWallet(db: Executor, userId: string) {
  const [created] = await db
    .insert(wallets)
    .values({ userId })
    .onConflictDoNothing({ target: wallets.userId })
    .returning();
  if (created) return created;
  const [existing] = await db.select().from(wallets).where(eq(wallets.userId, userId)).limit(1);
  return existing!;
}

async function record(db: Executor, walletId: string, amount: number, balanceAfter: number, movement: Movement) {
  const [entry] = await db
    .insert(ledgerEntries)
    .values({
      walletId,
      amount,
      balanceAfter,
      reason: movement.reason,
      refType: movement.ref?.type,
      refId: movement.ref?.id,
      note: movement.note,
      actorId: movement.actorId,
    })
    .returning();
  return entry!;
}

/** Moves the balance of the user's wallet by `delta`; a debit only where the balance covers it. */
function moveBalance(tx: Executor, userId: string, delta: number) {
  const covered = delta < 0 ? sql`${wallets.balance} >= ${-delta}` : undefined;
  return tx
    .update(wallets)
    .set({ balance: sql`${wallets.balance} + ${delta}` })
    .where(and(eq(wallets.userId, userId), covered))
    .returning({ id: wallets.id, balance: wallets.balance });
}

/**
 * Adds coins. Call it inside the caller's transaction (`tx`) so that the credit and what it is for
 * commit together. The balance update and its ledger entry are one unit. The wallet is created only
 * when the update finds none, so the common case is one UPDATE and one INSERT.
 */
export async function credit(tx: Executor, userId: string, coins: number, movement: Movement) {
  assertCoins(coins);
  assertMovement(movement);
  let [updated] = await moveBalance(tx, userId, coins);
  if (!updated) {
    await ensureWallet(tx, userId);
    [updated] = await moveBalance(tx, userId, coins);
  }
  const entry = await record(tx, updated!.id, coins, updated!.balance, movement);
  return { balance: updated!.balance, entry };
}

/**
 * Takes coins, or throws NotEnoughCoin. The conditional UPDATE is the guard: the row lock it takes
 * serializes concurrent debits of one wallet, and `balance >= coins` is re-checked on the locked row,
 * so no interleaving can spend the same coin twice (the CHECK constraint is the last line).
 */
export async function debit(tx: Executor, userId: string, coins: number, movement: Movement) {
  assertCoins(coins);
  assertMovement(movement);
  // No row: either the balance does not cover it, or the user has no wallet yet (a balance of 0).
  const [updated] = await moveBalance(tx, userId, -coins);
  if (!updated) throw new AppError('NotEnoughCoin', { details: { needed: coins } });
  const entry = await record(tx, updated.id, -coins, updated.balance, movement);
  return { balance: updated.balance, entry };
}

export async function walletOf(db: Executor, userId: string) {
  const wallet = await ensureWallet(db, userId);
  return { balance: wallet.balance, updatedAt: wallet.updatedAt.toISOString() };
}

function toEntry(row: typeof ledgerEntries.$inferSelect) {
  return {
    id: row.id,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    reason: row.reason,
    ref: row.refType && row.refId ? { type: row.refType, id: row.refId } : null,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function transactionsOf(db: Executor, userId: string, page: number, pageSize: number) {
  const wallet = await ensureWallet(db, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.walletId, wallet.id))
      .orderBy(desc(ledgerEntries.seq))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(ledgerEntries).where(eq(ledgerEntries.walletId, wallet.id)),
  ]);
  return {
    items: rows.map(toEntry),
    total: total?.total ?? 0,
  };
}

export interface LedgerAnomaly {
  walletId: string;
  balance: number;
  ledgerSum: number;
  lastBalanceAfter: number | null;
}

/**
 * The invariant, checked over every wallet: the sum of its entries equals its balance, and its newest
 * entry's balance_after equals its balance. Returns the wallets that break it (none, ever).
 */
export async function checkLedger(db: Executor): Promise<LedgerAnomaly[]> {
  const result = await db.execute(sql`
    select w.id as "walletId", w.balance as "balance",
           coalesce(sum(e.amount), 0)::int as "ledgerSum",
           (select e2.balance_after from ${ledgerEntries} e2 where e2.wallet_id = w.id
             order by e2.seq desc limit 1) as "lastBalanceAfter"
    from ${wallets} w left join ${ledgerEntries} e on e.wallet_id = w.id
    group by w.id, w.balance`);
  return (result.rows as unknown as LedgerAnomaly[]).filter(
    (row) =>
      Number(row.ledgerSum) !== Number(row.balance) ||
      (row.lastBalanceAfter !== null && Number(row.lastBalanceAfter) !== Number(row.balance)),
  );
}

/** Every wallet's entries (or one user's), newest first, with whose wallet and who made the entry. */
export async function allEntries(db: Executor, filter: { userId?: string }, page: number, pageSize: number) {
  const actors = alias(users, 'actors');
  const where = filter.userId ? eq(wallets.userId, filter.userId) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: ledgerEntries,
        user: { id: users.id, name: users.name, phone: users.phone, email: users.email },
        actor: { id: actors.id, name: actors.name },
      })
      .from(ledgerEntries)
      .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
      .innerJoin(users, eq(users.id, wallets.userId))
      .leftJoin(actors, eq(actors.id, ledgerEntries.actorId))
      .where(where)
      .orderBy(desc(ledgerEntries.seq))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(ledgerEntries)
      .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...toEntry(row.entry),
      user: row.user,
      actor: row.actor?.id ? row.actor : null,
    })),
    total: total?.total ?? 0,
  };
}
