/**
 * Invoices (factors). One per thing sold: issuing a second for the same subject is FactorAlreadyIssued;
 * paying a paid one is FactorAlreadyPayed. Seller and buyer are copied in when issued, so an invoice
 * reads the same years later whatever happens to the profiles.
 */
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import { factors, users, type Executor, type FactorLine, type FactorParty, type User } from '@rassam/db';
import type { Env } from '../../env';
import { AppError } from '../../lib/app-error';
import { debit } from '../wallet/wallet.service';

export type FactorRow = typeof factors.$inferSelect;

export function toFactor(row: FactorRow) {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    currency: row.currency,
    lines: row.lines,
    subtotal: row.subtotal,
    taxRateBp: row.taxRateBp,
    tax: row.tax,
    total: row.total,
    seller: row.seller,
    buyer: row.buyer,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    paidWith: row.paidWith,
    paymentId: row.paymentId,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function sellerFrom(env: Env): FactorParty {
  return {
    name: env.SELLER_NAME,
    nameEn: env.SELLER_NAME_EN,
    address: env.SELLER_ADDRESS ?? null,
    phone: env.SELLER_PHONE ?? null,
    email: env.SELLER_EMAIL ?? null,
    taxId: env.SELLER_TAX_ID ?? null,
  };
}

export function buyerFrom(user: Pick<User, 'name' | 'username' | 'phone' | 'email'>): FactorParty {
  return { name: user.name ?? user.username ?? '', phone: user.phone, email: user.email };
}

/** Tax on a subtotal at a rate in basis points, rounded half up to the currency's minor unit. */
export function taxOn(subtotal: number, rateBp: number): number {
  return Math.floor((subtotal * rateBp + 5_000) / 10_000);
}

export interface FactorDraft {
  userId: string;
  subject: { type: string; id: string };
  /** The payment order that will pay it, when it is paid through a gateway. */
  paymentId?: string;
  currency: string;
  lines: FactorLine[];
  taxRateBp: number;
  seller: FactorParty;
  buyer: FactorParty;
}

/**
 * Issues the invoice inside the caller's transaction. Its number is the next one: the lock serializes
 * issuing until the caller's transaction ends, so two invoices never take one number, and a rolled-back
 * one leaves no gap.
 */
export function issueFactor(db: Executor, draft: FactorDraft): Promise<FactorRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rassam:factor-number'))`);
    const [last] = await tx.select({ number: max(factors.number) }).from(factors);
    return insertFactor(tx, draft, (last?.number ?? 0) + 1);
  });
}

async function insertFactor(tx: Executor, draft: FactorDraft, number: number): Promise<FactorRow> {
  const subtotal = draft.lines.reduce((sum, line) => sum + line.amount, 0);
  const tax = taxOn(subtotal, draft.taxRateBp);
  const [row] = await tx
    .insert(factors)
    .values({
      number,
      userId: draft.userId,
      subjectType: draft.subject.type,
      subjectId: draft.subject.id,
      paymentId: draft.paymentId,
      currency: draft.currency,
      lines: draft.lines,
      subtotal,
      taxRateBp: draft.taxRateBp,
      tax,
      total: subtotal + tax,
      seller: draft.seller,
      buyer: draft.buyer,
    })
    .onConflictDoNothing({ target: [factors.subjectType, factors.subjectId] })
    .returning();
  if (!row) throw new AppError('FactorAlreadyIssued');
  return row;
}

/** What happens to an invoice's subject once it is paid, in the payment's own transaction. */
export type FactorPaidHandler = (tx: Executor, factor: FactorRow) => Promise<void>;
const paidHandlers = new Map<string, FactorPaidHandler>();

/**
 * Registers what paying an invoice of `subjectType` does to its subject (an order moves to paid): it runs in
 * the transaction that marks the invoice paid and takes the coins, so the three commit together or not at
 * all, and a handler that throws refuses the payment. One handler per subject type.
 */
export function onFactorPaid(subjectType: string, handler: FactorPaidHandler): void {
  paidHandlers.set(subjectType, handler);
}

/** Marks an issued invoice paid, once (a second time is FactorAlreadyPayed), and tells its subject. */
export async function markFactorPaid(
  tx: Executor,
  factorId: string,
  paid: { paidWith: string; paymentId?: string },
): Promise<FactorRow> {
  const [row] = await tx
    .update(factors)
    .set({ status: 'paid', paidWith: paid.paidWith, paymentId: paid.paymentId, paidAt: new Date() })
    .where(and(eq(factors.id, factorId), eq(factors.status, 'issued')))
    .returning();
  if (!row) throw new AppError('FactorAlreadyPayed');
  await paidHandlers.get(row.subjectType)?.(tx, row);
  return row;
}

export async function cancelFactorOf(tx: Executor, subject: { type: string; id: string }) {
  await tx
    .update(factors)
    .set({ status: 'cancelled' })
    .where(and(eq(factors.subjectType, subject.type), eq(factors.subjectId, subject.id), eq(factors.status, 'issued')));
}

export async function factorOfSubject(db: Executor, subject: { type: string; id: string }) {
  const [row] = await db
    .select()
    .from(factors)
    .where(and(eq(factors.subjectType, subject.type), eq(factors.subjectId, subject.id)))
    .limit(1);
  return row ?? null;
}

/** The invoice, for its buyer or an admin; anyone else gets FactorNotFound (not a hint that it exists). */
export async function factorFor(db: Executor, id: string, viewer: Pick<User, 'id' | 'role'>): Promise<FactorRow> {
  const [row] = await db.select().from(factors).where(eq(factors.id, id)).limit(1);
  if (!row || (row.userId !== viewer.id && viewer.role !== 'admin')) throw new AppError('FactorNotFound');
  return row;
}

export async function factorsOf(db: Executor, userId: string, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(factors)
      .where(eq(factors.userId, userId))
      .orderBy(desc(factors.number))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(factors).where(eq(factors.userId, userId)),
  ]);
  return { items: rows.map(toFactor), total: total?.total ?? 0 };
}

/**
 * Pays an invoice in coins from the buyer's wallet: the debit and the invoice's state change commit
 * together, and the conditional update makes a second payment FactorAlreadyPayed (whatever the race).
 */
export async function payFactorFromWallet(db: Executor, user: Pick<User, 'id' | 'role'>, factorId: string) {
  return db.transaction(async (tx) => {
    const factor = await factorFor(tx, factorId, { id: user.id, role: 'user' });
    if (factor.status === 'paid') throw new AppError('FactorAlreadyPayed');
    if (factor.status !== 'issued' || factor.currency !== 'COIN') throw new AppError('PaymentNotCompleted');
    const paid = await markFactorPaid(tx, factor.id, { paidWith: 'wallet' });
    if (factor.total > 0) {
      await debit(tx, user.id, factor.total, { reason: 'order_payment', ref: { type: 'factor', id: factor.id } });
    }
    return paid;
  });
}

export async function buyerOf(db: Executor, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('UserNotFound');
  return buyerFrom(user);
}
