/**
 * Payment orders: buying coins through a gateway.
 *
 * A payment is created pending with the lines its invoice will have, then sent to the gateway. It settles
 * to paid, failed or cancelled exactly once: `finish` changes the row only `where status = 'pending'`, in
 * the transaction that issues the paid invoice and credits the coins (a payment that ends without money
 * has no invoice). The gateway's verify (or capture) is the truth; the payer's return is only a hint of
 * when to ask. Gateway calls never happen inside a database transaction (a slow gateway must not hold a
 * row lock or PGlite's one connection).
 */
import { and, count, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  factors,
  payments,
  users,
  type Executor,
  type FactorLine,
  type PaymentFailureCode,
  type PaymentPortal,
  type User,
} from '@rassam/db';
import type { Locale } from '@rassam/i18n';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/app-error';
import { credit } from '../wallet/wallet.service';
import {
  buyerOf,
  cancelFactorOf,
  factorOfSubject,
  issueFactor,
  markFactorPaid,
  sellerFrom,
  taxOn,
} from './factor.service';
import { GatewayError } from './gateways/gateway-error';
import { devPortalPageAt } from './portals';
import type { ZibalCallback } from './gateways/zibal';
import type { PaymentStatusValue, TopupInput } from './payments.schemas';
import { coinPriceOf, customPrice, offeredPackage } from './pricing.service';

export type PaymentRow = typeof payments.$inferSelect;

export const PAYMENT_RETURN_PATHS: Record<PaymentPortal, string> = {
  zibal: '/dashboard/wallet/payments/zibal',
  paypal: '/dashboard/wallet/payments/paypal',
};

/** Amounts are PostgreSQL integers. */
const MAX_AMOUNT = 2_147_483_647;

/**
 * A Zibal track the payer never finished is given up after this long; PayPal's orders live longer. Until
 * then the payer may go back to the gateway's page (`resumeUntil`).
 */
const ABANDONED_AFTER_MS: Record<PaymentPortal, number> = { zibal: 60 * 60_000, paypal: 3 * 60 * 60_000 };

/** Until when the payer may still go back to the gateway's page of a pending payment; null once they may not. */
function resumeUntil(row: PaymentRow): Date | null {
  if (row.status !== 'pending' || !row.redirectUrl) return null;
  const until = new Date(row.createdAt.getTime() + ABANDONED_AFTER_MS[row.portal]);
  return until.getTime() > Date.now() ? until : null;
}

/** `factorId` is the payment's invoice, which exists once it is paid. */
export function toPayment(row: PaymentRow, factorId: string | null) {
  return {
    id: row.id,
    portal: row.portal,
    coins: row.coins,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    gatewayId: row.gatewayId,
    gatewayRef: row.gatewayRef,
    cardNumber: row.cardNumber,
    failureCode: row.failureCode,
    failureReason: row.failureReason,
    flagged: row.flagged,
    factorId,
    packageId: row.packageId,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    settledAt: row.settledAt?.toISOString() ?? null,
    resumeUntil: resumeUntil(row)?.toISOString() ?? null,
  };
}
export type PaymentView = ReturnType<typeof toPayment>;

/**
 * The page the gateway sends the payer back to, in the payer's language, on the site's origin, or on
 * `origin` when the request's own origin is to be used (lib/request-origin.ts: demo mode without SITE_URL).
 */
export function returnUrl(
  env: AppDeps['env'],
  locale: Locale,
  portal: PaymentPortal,
  origin: string | null = null,
): string {
  const path = PAYMENT_RETURN_PATHS[portal];
  const site = origin ?? env.siteOrigin;
  if (locale === 'fa') return `${site}${path}`;
  return env.EN_HOST ? `${env.englishOrigin}${path}` : `${site}/en${path}`;
}

/** Cents as PayPal's decimal string: 1250 → "12.50". */
export function centsToUsd(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** PayPal's decimal string as cents, or null when it is not a plain amount. */
export function usdToCents(value: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The portal's gateway; a portal with no real account (and no dev payment portal) is refused, never faked. */
export function gatewayOf<P extends PaymentPortal>(deps: AppDeps, portal: P) {
  const gateway = deps.portals[portal];
  if (!gateway) throw new AppError('PaymentPortalNotAvailable', { fields: { portal: 'PaymentPortalNotAvailable' } });
  return gateway as NonNullable<AppDeps['portals'][P]>;
}

/** A payment's invoice is its paid one (payments started before invoices waited for the money may keep a cancelled one). */
async function withFactorId(db: Executor, row: PaymentRow) {
  const factor = await factorOfSubject(db, { type: 'payment', id: row.id });
  return toPayment(row, factor?.status === 'paid' ? factor.id : null);
}

/**
 * Starts a top-up: prices it, writes the payment with its invoice's lines, asks the gateway for a payment
 * page. If the gateway refuses or cannot be reached, the payment is marked failed and the error goes back.
 * `origin`: the origin the payer opened the site at, when return addresses are to use it.
 */
export async function startTopup(
  deps: AppDeps,
  user: User,
  input: TopupInput,
  locale: Locale,
  origin: string | null = null,
): Promise<{ paymentId: string; redirectUrl: string }> {
  const { db, env } = deps;
  const portal = input.portal;
  gatewayOf(deps, portal);
  const price = await coinPriceOf(db, portal);
  let coins: number;
  let line: FactorLine;
  let packageId: string | null = null;
  if (input.packageId !== undefined) {
    const offer = await offeredPackage(db, input.packageId, portal);
    coins = offer.coins;
    packageId = offer.id;
    line = { kind: 'topup-package', coins, quantity: 1, unitPrice: offer.price, amount: offer.price };
  } else {
    coins = input.coins!;
    const amount = customPrice(price, coins);
    line = { kind: 'topup', coins, quantity: coins, unitPrice: price.coinPrice, amount };
  }

  const total = line.amount + taxOn(line.amount, env.taxRateBp);
  if (total > MAX_AMOUNT) throw new AppError('ValidationError', { status: 422, fields: { coins: 'ValidationError' } });
  const [payment] = await db
    .insert(payments)
    .values({
      userId: user.id,
      portal,
      coins,
      amount: total,
      currency: price.currency,
      packageId,
      invoiceLines: [line],
      invoiceTaxRateBp: env.taxRateBp,
    })
    .returning();
  if (!payment) throw new Error('the payment was not written');

  try {
    const back = returnUrl(env, locale, portal, origin);
    let gatewayId: string;
    let redirectUrl: string;
    if (portal === 'zibal') {
      const started = await gatewayOf(deps, 'zibal').request({
        amountRials: payment.amount,
        callbackUrl: back,
        orderId: payment.id,
        description: `${coins} coins`,
        ...(user.phone ? { mobile: user.phone } : {}),
      });
      gatewayId = started.trackId;
      redirectUrl = started.startUrl;
    } else {
      const cancel = new URL(back);
      cancel.searchParams.set('cancelled', '1');
      const created = await gatewayOf(deps, 'paypal').createOrder({
        amountUsd: centsToUsd(payment.amount),
        returnUrl: back,
        cancelUrl: cancel.toString(),
        requestId: payment.id,
        customId: payment.id,
        description: `${coins} coins`,
      });
      gatewayId = created.orderId;
      redirectUrl = created.approveUrl;
    }
    // The dev payment portal is this app: its page is sent on the origin the payer is on.
    redirectUrl = devPortalPageAt(redirectUrl, env, origin);
    await db.update(payments).set({ gatewayId, redirectUrl }).where(eq(payments.id, payment.id));
    return { paymentId: payment.id, redirectUrl };
  } catch (error) {
    // Only a gateway's own words go on the payment (they never hold secrets); anything else is ours, logged.
    const failureReason = error instanceof GatewayError ? describe(error) : 'internal error';
    if (!(error instanceof GatewayError))
      deps.logger.error('starting a top-up failed', { paymentId: payment.id, err: error });
    await finish(deps, payment, { status: 'failed', failureCode: 'gateway', failureReason });
    throw error;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
}

interface Outcome {
  status: Exclude<PaymentStatusValue, 'pending'>;
  failureCode?: PaymentFailureCode;
  failureReason?: string;
  flagged?: boolean;
  gatewayRef?: string | null;
  cardNumber?: string | null;
  paidAt?: Date | null;
}

/**
 * Settles a pending payment, once. Paid issues its invoice, paid, and credits its coins in the same
 * transaction; any other outcome leaves it without an invoice. Returns true when this call made the change.
 */
async function finish(deps: AppDeps, payment: PaymentRow, outcome: Outcome): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(payments)
      .set({
        status: outcome.status,
        failureCode: outcome.failureCode ?? null,
        failureReason: outcome.failureReason ?? null,
        flagged: outcome.flagged ?? false,
        gatewayRef: outcome.gatewayRef ?? null,
        cardNumber: outcome.cardNumber ?? null,
        paidAt: outcome.status === 'paid' ? (outcome.paidAt ?? new Date()) : null,
        settledAt: new Date(),
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning();
    if (!changed) return false;
    const subject = { type: 'payment', id: payment.id };
    // Payments started before invoices waited for the money (migration 0014) already have one, issued.
    const earlier = await factorOfSubject(tx, subject);
    if (outcome.status === 'paid') {
      // The invoice before the coins: its number's lock is then always taken before a wallet's row lock, as
      // payListing takes them, so the two cannot wait on each other.
      const factor =
        earlier ??
        (await issueFactor(tx, {
          userId: payment.userId,
          subject,
          paymentId: payment.id,
          currency: payment.currency,
          lines: changed.invoiceLines,
          taxRateBp: changed.invoiceTaxRateBp,
          seller: sellerFrom(deps.env),
          buyer: await buyerOf(tx, payment.userId),
        }));
      await markFactorPaid(tx, factor.id, { paidWith: payment.portal, paymentId: payment.id });
      await credit(tx, payment.userId, payment.coins, { reason: 'topup', ref: subject });
    } else if (earlier) {
      await cancelFactorOf(tx, subject);
    }
    return true;
  });
}

/** What the gateway says was paid, checked against our order before a coin is credited. */
interface Confirmation {
  amount: number | null;
  /** The currency the gateway took, when it says (Zibal's answers are rials only). */
  currency: string | null;
  orderId: string | null;
  gatewayRef: string | null;
  cardNumber: string | null;
  paidAt: string | null;
}

async function confirmPaid(deps: AppDeps, payment: PaymentRow, seen: Confirmation) {
  const orderMatches = seen.orderId === null || seen.orderId === payment.id;
  const currencyMatches = seen.currency === null || seen.currency === payment.currency;
  if (seen.amount !== payment.amount || !orderMatches || !currencyMatches) {
    // Money may have moved, but not what we asked for: no coins, and a person must look at it.
    const failureReason = `the gateway reports ${seen.amount ?? 'no amount'}${seen.currency ? ` ${seen.currency}` : ''} for order ${seen.orderId ?? '-'}, we asked ${payment.amount} ${payment.currency} for ${payment.id}`;
    deps.logger.warn('payment flagged: the gateway disagrees with our order', { paymentId: payment.id, failureReason });
    await finish(deps, payment, {
      status: 'failed',
      flagged: true,
      failureCode: 'mismatch',
      failureReason,
      gatewayRef: seen.gatewayRef,
    });
    return;
  }
  const paidAt = seen.paidAt && !Number.isNaN(Date.parse(seen.paidAt)) ? new Date(seen.paidAt) : new Date();
  await finish(deps, payment, {
    status: 'paid',
    gatewayRef: seen.gatewayRef,
    cardNumber: seen.cardNumber,
    paidAt,
  });
}

/** Zibal transaction statuses that end a payment without money: the payer cancelled, or the bank refused. */
function zibalUnpaidOutcome(status: number | null): Outcome | null {
  if (status === null || status === -1) return null; // still awaiting payment (or unknown): ask again later
  if (status === 3) return { status: 'cancelled' };
  return { status: 'failed', failureCode: 'declined', failureReason: `zibal status ${status}` };
}

/**
 * Asks Zibal what happened to a pending payment and settles it. With a success hint it verifies at once
 * (verify is idempotent at Zibal: 100 the first time, 201 after); without one it reads the inquiry first
 * and verifies only what Zibal says was paid. A gateway that does not answer leaves it pending.
 */
async function settleZibal(deps: AppDeps, payment: PaymentRow, hintPaid: boolean): Promise<void> {
  const zibal = gatewayOf(deps, 'zibal');
  const trackId = payment.gatewayId;
  if (!trackId) return;
  try {
    if (!hintPaid) {
      const found = await zibal.inquiry(trackId);
      if (found.status === 1) {
        return await confirmPaid(deps, payment, {
          amount: found.amountRials,
          currency: null,
          orderId: found.orderId,
          gatewayRef: found.refNumber,
          cardNumber: found.cardNumber,
          paidAt: found.paidAt,
        });
      }
      if (found.status !== 2) {
        const outcome = zibalUnpaidOutcome(found.status);
        if (outcome) await finish(deps, payment, outcome);
        return;
      }
    }
    const verified = await zibal.verify(trackId);
    if (verified.outcome === 'unpaid') {
      const outcome = zibalUnpaidOutcome(verified.status);
      if (outcome) await finish(deps, payment, outcome);
      return;
    }
    await confirmPaid(deps, payment, {
      amount: verified.amountRials,
      currency: null,
      orderId: verified.orderId,
      gatewayRef: verified.refNumber,
      cardNumber: verified.cardNumber,
      paidAt: verified.paidAt,
    });
  } catch (error) {
    if (error instanceof GatewayError && error.retryable) {
      deps.logger.warn('zibal did not answer; the payment stays pending for reconciliation', {
        paymentId: payment.id,
        err: error,
      });
      return;
    }
    if (error instanceof GatewayError) {
      await finish(deps, payment, { status: 'failed', failureCode: 'gateway', failureReason: describe(error) });
      return;
    }
    throw error;
  }
}

/** PayPal capture statuses that mean no money was taken. */
const PAYPAL_CAPTURE_REFUSED = new Set(['DECLINED', 'FAILED']);

/**
 * Captures an approved PayPal order (the capture carries a request id, so a repeat cannot pay twice) and
 * settles the payment from what the capture took. A payer who comes back through the cancel link is not
 * charged even if the order was approved before: the capture is ours to make, and we do not make it.
 */
async function settlePayPal(deps: AppDeps, payment: PaymentRow, payerCancelled: boolean): Promise<void> {
  const paypal = gatewayOf(deps, 'paypal');
  const orderId = payment.gatewayId;
  if (!orderId) return;
  try {
    const order = await paypal.getOrder(orderId);
    if (order.status === 'VOIDED') return void (await finish(deps, payment, { status: 'cancelled' }));
    let capture: { status: string; captureId: string | null; amountUsd: string | null; currency: string | null };
    if (order.status === 'COMPLETED') {
      capture = {
        status: order.captureStatus ?? 'COMPLETED',
        captureId: order.captureId,
        amountUsd: order.captureAmountUsd,
        currency: order.captureCurrency,
      };
    } else if (order.status === 'APPROVED' && !payerCancelled) {
      const done = await paypal.captureOrder(orderId, `${payment.id}:capture`);
      capture = {
        status: done.captureStatus,
        captureId: done.captureId,
        amountUsd: done.amountUsd,
        currency: done.currency,
      };
    } else {
      // Not approved (the payer cancelled, or has not finished yet), or approved and then cancelled.
      const abandoned = Date.now() - payment.createdAt.getTime() > ABANDONED_AFTER_MS.paypal;
      if (payerCancelled || abandoned) {
        await finish(deps, payment, {
          status: 'cancelled',
          ...(abandoned ? { failureCode: 'abandoned', failureReason: 'abandoned' } : {}),
        });
      }
      return;
    }
    if (capture.status === 'PENDING') return; // PayPal is reviewing it: reconciliation asks again later
    if (PAYPAL_CAPTURE_REFUSED.has(capture.status)) {
      await finish(deps, payment, {
        status: 'failed',
        failureCode: 'declined',
        failureReason: `paypal capture ${capture.status}`,
        gatewayRef: capture.captureId,
      });
      return;
    }
    if (capture.status !== 'COMPLETED') {
      // Refunded before we ever credited it: no coins, and a person must look at it.
      await finish(deps, payment, {
        status: 'failed',
        flagged: true,
        failureCode: 'mismatch',
        failureReason: `paypal capture ${capture.status}`,
        gatewayRef: capture.captureId,
      });
      return;
    }
    await confirmPaid(deps, payment, {
      amount: capture.amountUsd === null ? null : usdToCents(capture.amountUsd),
      currency: capture.currency,
      orderId: order.customId,
      gatewayRef: capture.captureId,
      cardNumber: null,
      paidAt: null,
    });
  } catch (error) {
    if (error instanceof GatewayError && error.retryable) {
      deps.logger.warn('paypal did not answer; the payment stays pending for reconciliation', {
        paymentId: payment.id,
        err: error,
      });
      return;
    }
    if (error instanceof GatewayError) {
      await finish(deps, payment, { status: 'failed', failureCode: 'gateway', failureReason: describe(error) });
      return;
    }
    throw error;
  }
}

async function paymentByGatewayId(db: Executor, userId: string, portal: PaymentPortal, gatewayId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.portal, portal), eq(payments.gatewayId, gatewayId), eq(payments.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('PaymentNotFound');
  return row;
}

async function reload(db: Executor, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return withFactorId(db, row!);
}

/** The payer is back from Zibal. Settles the payment if it is still pending; safe to repeat. */
export async function returnFromZibal(deps: AppDeps, userId: string, callback: ZibalCallback): Promise<PaymentView> {
  const payment = await paymentByGatewayId(deps.db, userId, 'zibal', callback.trackId);
  if (payment.status === 'pending') await settleZibal(deps, payment, callback.success);
  return reload(deps.db, payment.id);
}

/** The payer is back from PayPal (approved, or cancelled). Settles the payment if still pending. */
export async function returnFromPayPal(
  deps: AppDeps,
  userId: string,
  input: { token: string; cancelled: boolean },
): Promise<PaymentView> {
  const payment = await paymentByGatewayId(deps.db, userId, 'paypal', input.token);
  if (payment.status === 'pending') await settlePayPal(deps, payment, input.cancelled);
  return reload(deps.db, payment.id);
}

/**
 * Reconciliation: asks the gateways about payments left pending (the payer closed the tab, the verify
 * timed out, the return never came) and settles them. Each payment is asked at most once per
 * `minAgeMs`; a track nobody paid is given up after its portal's abandonment time.
 */
export async function reconcilePending(
  deps: AppDeps,
  options: { minAgeMs?: number; limit?: number } = {},
): Promise<{ checked: number; settled: number }> {
  const minAgeMs = options.minAgeMs ?? 2 * 60_000;
  const before = new Date(Date.now() - minAgeMs);
  const due = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        lt(payments.createdAt, before),
        or(isNull(payments.checkedAt), lt(payments.checkedAt, before)),
      ),
    )
    .orderBy(payments.createdAt)
    .limit(options.limit ?? 100);
  let settled = 0;
  for (const payment of due) {
    await deps.db.update(payments).set({ checkedAt: new Date() }).where(eq(payments.id, payment.id));
    if (!payment.gatewayId || !deps.portals[payment.portal]) {
      if (Date.now() - payment.createdAt.getTime() > ABANDONED_AFTER_MS[payment.portal] && !payment.gatewayId) {
        if (
          await finish(deps, payment, {
            status: 'failed',
            failureCode: 'gateway',
            failureReason: 'never reached the gateway',
          })
        )
          settled++;
      }
      continue;
    }
    try {
      if (payment.portal === 'zibal') await settleZibal(deps, payment, false);
      else await settlePayPal(deps, payment, false);
      const [after] = await deps.db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, payment.id));
      if (after?.status === 'pending' && payment.portal === 'zibal') {
        if (Date.now() - payment.createdAt.getTime() > ABANDONED_AFTER_MS.zibal) {
          // Zibal's start page no longer takes this track: nobody paid it.
          if (
            await finish(deps, payment, {
              status: 'cancelled',
              failureCode: 'abandoned',
              failureReason: 'abandoned',
            })
          )
            settled++;
        }
      } else if (after?.status !== 'pending') settled++;
    } catch (error) {
      deps.logger.error('reconciling a payment failed', { paymentId: payment.id, err: error });
    }
  }
  return { checked: due.length, settled };
}

/** The user's own payment: another user's, or none, is PaymentNotFound (a ticket names one too). */
export async function ownPayment(db: Executor, userId: string, id: string): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('PaymentNotFound');
  return row;
}

/**
 * Asks the gateway what became of a pending payment, as a return would (so a payment whose return was
 * lost, paid or approved, is settled now); `payerCancelled` as on PayPal's cancel link.
 */
async function askGateway(deps: AppDeps, payment: PaymentRow, payerCancelled: boolean): Promise<void> {
  if (!deps.portals[payment.portal]) return;
  if (payment.portal === 'zibal') await settleZibal(deps, payment, false);
  else await settlePayPal(deps, payment, payerCancelled);
}

/**
 * The payer's own pending payment, to pay it after all: the gateway is asked first (the payment may have
 * been paid and its return lost), then, while it is still pending and its gateway page still takes it
 * (`resumeUntil`), that page is where to go. Otherwise `redirectUrl` is null and the payment says why.
 */
export async function resumePayment(
  deps: AppDeps,
  userId: string,
  id: string,
): Promise<{ payment: PaymentView; redirectUrl: string | null }> {
  const payment = await ownPayment(deps.db, userId, id);
  if (payment.status === 'pending') await askGateway(deps, payment, false);
  const now = await ownPayment(deps.db, userId, id);
  const view = await withFactorId(deps.db, now);
  return { payment: view, redirectUrl: view.resumeUntil ? now.redirectUrl : null };
}

/**
 * The payer gives up a pending payment. The gateway is asked first: money it already took is credited,
 * never cancelled away. Then the payment is cancelled without asking the gateway to take anything: Zibal
 * returns a payment nobody verified to the payer's card, and a PayPal order nobody captured expires. A
 * payment already settled is answered as it is.
 */
export async function cancelPayment(deps: AppDeps, userId: string, id: string): Promise<PaymentView> {
  const payment = await ownPayment(deps.db, userId, id);
  if (payment.status === 'pending') {
    await askGateway(deps, payment, true);
    await finish(deps, payment, { status: 'cancelled', failureReason: 'cancelled by the payer' });
  }
  return reload(deps.db, payment.id);
}

export async function paymentFor(db: Executor, id: string, viewer: Pick<User, 'id' | 'role'>): Promise<PaymentView> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  if (!row || (row.userId !== viewer.id && viewer.role !== 'admin')) throw new AppError('PaymentNotFound');
  return withFactorId(db, row);
}

const factorIdColumn = sql<
  string | null
>`(select ${factors.id} from ${factors} where ${factors.subjectType} = 'payment' and ${factors.subjectId} = ${payments.id}::text and ${factors.status} = 'paid')`;

export async function listPayments(
  db: Executor,
  filter: { userId?: string; status?: PaymentStatusValue; flagged?: boolean },
  page: number,
  pageSize: number,
) {
  const conditions: SQL[] = [];
  if (filter.userId) conditions.push(eq(payments.userId, filter.userId));
  if (filter.status) conditions.push(eq(payments.status, filter.status));
  if (filter.flagged !== undefined) conditions.push(eq(payments.flagged, filter.flagged));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        payment: payments,
        factorId: factorIdColumn,
        user: { id: users.id, name: users.name, phone: users.phone, email: users.email },
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(where)
      .orderBy(desc(payments.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(payments).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...toPayment(row.payment, row.factorId), user: row.user })),
    total: total?.total ?? 0,
  };
}
