/**
 * Orders from the buyer's side (decision 043): place one (the answers checked by the service's own schema, its
 * files the buyer's uploads of the kinds and sizes asked), pay its invoice (through /api/factors/{id}/pay: the
 * hook below moves the order in the payment's transaction), cancel before work starts (refunded once), accept a
 * delivery or ask for a revision. Every change locks the order's row and re-checks its state under the lock.
 */
import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import {
  factors,
  orderEvents,
  orderFiles,
  orderMessages,
  orders,
  type Executor,
  type Order,
  type OrderEventKind,
} from '@rassam/db';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/context';
import { validationError } from '../../lib/create-app';
import { markReadAbout, notify, withNotices } from '../notifications/notify.service';
import { buyerOf, cancelFactorOf, issueFactor, onFactorPaid, sellerFrom } from '../payments/factor.service';
import { answersSchema, type ServiceQuestion } from '../services/services.schemas';
import { availableService } from '../services/services.service';
import { credit } from '../wallet/wallet.service';
import { dropStaleLooseFiles, fileKind } from './order-files';
import { buyerOrderView, toOrderSummary } from './order-views';
import type { CreateOrderInput, OrderStatusName } from './orders.schemas';

export const orderNotFound = () => new AppError('OrderNotFound');
const DAY = 86_400_000;

/** The order, locked for a change: the buyer's own (`userId`), or any for the desk. */
export async function lockOrder(tx: Executor, id: string, userId?: string): Promise<Order> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), userId ? eq(orders.userId, userId) : undefined))
    .limit(1)
    .for('update');
  if (!row) throw orderNotFound();
  return row;
}

export async function ownOrder(db: Executor, userId: string, id: string): Promise<Order> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw orderNotFound();
  return row;
}

/** Writes the change and its timeline event; `actorId` null is the system (the acceptance time running out). */
export async function changeOrder(
  tx: Executor,
  order: Order,
  kind: OrderEventKind,
  actorId: string | null,
  set: Partial<typeof orders.$inferInsert>,
  data?: Record<string, unknown>,
): Promise<Order> {
  const now = new Date();
  const statusChanged = set.status && set.status !== order.status;
  const [updated] = await tx
    .update(orders)
    .set({ ...set, ...(statusChanged ? { statusAt: now } : {}), updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  await tx.insert(orderEvents).values({
    orderId: order.id,
    kind,
    status: updated!.status,
    step: set.step ?? null,
    actorId,
    data: data ?? null,
    createdAt: now,
  });
  return updated!;
}

/** The order as a notification names it. */
export const noticeOf = (order: Order) => ({
  orderId: order.id,
  number: order.number,
  title: order.service.title.fa,
  titleEn: order.service.title.en,
});

/** The invoice of an order's price, in coins, issued in the caller's transaction. */
export async function issueOrderFactor(deps: AppDeps, tx: Executor, order: Order, price: number) {
  return issueFactor(tx, {
    userId: order.userId,
    subject: { type: 'order', id: order.id },
    currency: 'COIN',
    lines: [{ kind: 'order', description: order.service.title.fa, quantity: 1, unitPrice: price, amount: price }],
    taxRateBp: 0,
    seller: sellerFrom(deps.env),
    buyer: await buyerOf(tx, order.userId),
  });
}

// Paying the invoice (POST /api/factors/{id}/pay) moves the order to paid in the same transaction as the debit;
// an order no longer waiting for it (cancelled) refuses the payment, so no coin leaves for it.
onFactorPaid('order', async (tx, factor) => {
  const [order] = await tx.select().from(orders).where(eq(orders.id, factor.subjectId)).limit(1).for('update');
  if (!order || order.status !== 'awaiting_payment') throw new AppError('OrderActionNotAllowed');
  await changeOrder(tx, order, 'paid', order.userId, { status: 'paid', paidAt: new Date() });
});

/** The answers, by the service's form: 422 with `answers.<key>` fields as the order page shows them. */
function parseAnswers(form: ServiceQuestion[], answers: unknown) {
  const parsed = answersSchema(form).safeParse(answers);
  if (parsed.success) {
    return Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined)) as Record<
      string,
      string | number | string[]
    >;
  }
  const error = validationError(parsed.error);
  const fields = Object.fromEntries(
    Object.entries(error.fields ?? {}).map(([name, value]) => [`answers.${name}`, value]),
  );
  throw new AppError(error.code, { status: 422, fields });
}

/**
 * Takes the buyer's uploads a form's file answers name onto the order: each must be their own upload on no order
 * yet (FileNotFound), of a kind the question asks and within its size (FileFormatIsNotValid,
 * FileSizeValidationError), on the question's field.
 */
async function takeAnswerFiles(
  tx: Executor,
  userId: string,
  orderId: string,
  form: ServiceQuestion[],
  answers: Record<string, unknown>,
) {
  for (const question of form) {
    if (question.type !== 'file') continue;
    const ids = (answers[question.key] as string[] | undefined) ?? [];
    if (!ids.length) continue;
    const field = `answers.${question.key}`;
    const rows = await tx
      .select()
      .from(orderFiles)
      .where(
        and(
          inArray(orderFiles.id, ids),
          eq(orderFiles.uploaderId, userId),
          isNull(orderFiles.orderId),
          eq(orderFiles.staff, false),
        ),
      )
      .for('update');
    if (rows.length !== ids.length) throw new AppError('FileNotFound', { fields: { [field]: 'FileNotFound' } });
    for (const row of rows) {
      const kind = fileKind(row.mime);
      if (!kind || !question.kinds.includes(kind)) {
        throw new AppError('FileFormatIsNotValid', { status: 422, fields: { [field]: 'FileFormatIsNotValid' } });
      }
      if (row.size > question.maxMb * 1024 * 1024) {
        throw new AppError('FileSizeValidationError', {
          status: 422,
          fields: { [field]: 'FileSizeValidationError' },
          details: { maxBytes: question.maxMb * 1024 * 1024 },
        });
      }
    }
    await tx.update(orderFiles).set({ orderId }).where(inArray(orderFiles.id, ids));
  }
}

/**
 * Places an order of an available service. A fixed price issues its invoice at once (awaiting_payment); an
 * on-quote service waits for the desk's price (awaiting_quote). The service is copied in as it is now.
 */
export async function placeOrder(deps: AppDeps, userId: string, input: CreateOrderInput) {
  const service = await availableService(deps.db, input.serviceId);
  const answers = parseAnswers(service.form, input.answers);
  return deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(orders)
      .values({
        userId,
        serviceId: service.id,
        service: {
          slug: service.slug,
          title: { fa: service.titleFa, en: service.titleEn },
          steps: service.steps,
          form: service.form,
          price: service.price,
          deliveryDays: service.deliveryDays,
        },
        answers,
        price: service.price,
        status: 'awaiting_quote',
      })
      .returning();
    let order = created!;
    await takeAnswerFiles(tx, userId, order.id, service.form, answers);
    if (service.price !== null) {
      const factor = await issueOrderFactor(deps, tx, order, service.price);
      const [priced] = await tx
        .update(orders)
        .set({ status: 'awaiting_payment', factorId: factor.id })
        .where(eq(orders.id, order.id))
        .returning();
      order = priced!;
    }
    await tx.insert(orderEvents).values({ orderId: order.id, kind: 'created', status: order.status, actorId: userId });
    return { id: order.id, number: order.number, status: order.status, factorId: order.factorId };
  });
}

/**
 * Completes the delivered orders whose acceptance time (ORDER_ACCEPT_DAYS) has passed, telling each buyer: done
 * lazily, before an order or a list is read (of one buyer, one order, or all for the desk). The conditional
 * update makes two readers at once complete an order once.
 */
export async function completeOverdue(deps: AppDeps, scope: { userId?: string; orderId?: string } = {}) {
  const cutoff = new Date(Date.now() - deps.env.ORDER_ACCEPT_DAYS * DAY);
  const due = and(
    eq(orders.status, 'delivered'),
    lt(orders.deliveredAt, cutoff),
    scope.userId ? eq(orders.userId, scope.userId) : undefined,
    scope.orderId ? eq(orders.id, scope.orderId) : undefined,
  );
  const [any] = await deps.db.select({ id: orders.id }).from(orders).where(due).limit(1);
  if (!any) return 0;
  return withNotices(deps, async (tx, notices) => {
    const now = new Date();
    const done = await tx
      .update(orders)
      .set({ status: 'completed', completedAt: now, statusAt: now, updatedAt: now })
      .where(due)
      .returning();
    for (const order of done) {
      await tx.insert(orderEvents).values({
        orderId: order.id,
        kind: 'completed',
        status: 'completed',
        actorId: null,
        data: { automatic: true },
      });
      notices.push(await notify(tx, order.userId, 'orderCompleted', noticeOf(order)));
    }
    return done.length;
  });
}

/**
 * The hourly sweep (runtime.ts), beside the lazy one on reads: orders past their acceptance time complete even
 * when nobody reads them, and form uploads no order took go. Safe in several processes at once: both are
 * conditional deletes and updates.
 */
export async function sweepOrders(deps: AppDeps) {
  const completed = await completeOverdue(deps);
  const uploadsDeleted = await dropStaleLooseFiles(deps);
  return { completed, uploadsDeleted };
}

export async function listOrders(
  deps: AppDeps,
  userId: string,
  page: number,
  pageSize: number,
  status?: OrderStatusName,
) {
  await completeOverdue(deps, { userId });
  const where = and(eq(orders.userId, userId), status ? eq(orders.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: count() }).from(orders).where(where),
  ]);
  return { items: rows.map((row) => toOrderSummary(deps, row)), total: total?.n ?? 0 };
}

export async function getOrder(deps: AppDeps, userId: string, id: string) {
  await ownOrder(deps.db, userId, id);
  await completeOverdue(deps, { orderId: id });
  await markReadAbout(deps.db, userId, { orderId: id });
  return buyerOrderView(deps, deps.db, await ownOrder(deps.db, userId, id));
}

/**
 * Puts files uploaded to the order beforehand on a message (or, `id` null, flags them only: a delivery of files
 * alone): the author's own, of the same side, on no message yet; else FileNotFound and nothing is sent.
 */
export async function attachFiles(
  tx: Executor,
  orderId: string,
  message: { id: string | null; authorId: string; staff: boolean },
  fileIds: string[] | undefined,
  extra: { delivery?: boolean } = {},
) {
  const ids = [...new Set(fileIds ?? [])];
  if (!ids.length) return;
  const attached = await tx
    .update(orderFiles)
    .set({ messageId: message.id, ...extra })
    .where(
      and(
        inArray(orderFiles.id, ids),
        eq(orderFiles.orderId, orderId),
        eq(orderFiles.uploaderId, message.authorId),
        eq(orderFiles.staff, message.staff),
        isNull(orderFiles.messageId),
      ),
    )
    .returning({ id: orderFiles.id });
  if (attached.length !== ids.length) throw new AppError('FileNotFound', { fields: { fileIds: 'FileNotFound' } });
}

export async function addMessage(
  tx: Executor,
  orderId: string,
  author: { id: string; staff: boolean; internal?: boolean },
  text: string,
  fileIds?: string[],
  extra: { delivery?: boolean } = {},
) {
  const [message] = await tx
    .insert(orderMessages)
    .values({ orderId, authorId: author.id, staff: author.staff, internal: author.internal ?? false, body: text })
    .returning({ id: orderMessages.id });
  await attachFiles(tx, orderId, { id: message!.id, authorId: author.id, staff: author.staff }, fileIds, extra);
  return message!.id;
}

export async function buyerMessage(deps: AppDeps, userId: string, id: string, text: string, fileIds?: string[]) {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id, userId);
    await addMessage(tx, id, { id: userId, staff: false }, text, fileIds);
    return buyerOrderView(deps, tx, order);
  });
}

/** delivered → completed; twice: OrderAlreadyCompleted. */
export async function acceptOrder(deps: AppDeps, userId: string, id: string) {
  await completeOverdue(deps, { orderId: id });
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id, userId);
    if (order.status === 'completed') throw new AppError('OrderAlreadyCompleted');
    if (order.status !== 'delivered') throw new AppError('OrderIsNotDelivered');
    const now = new Date();
    const updated = await changeOrder(tx, order, 'completed', userId, { status: 'completed', completedAt: now });
    return buyerOrderView(deps, tx, updated);
  });
}

/** delivered → revision_requested, ORDER_MAX_REVISIONS times at most; the request is a message to the desk. */
export async function requestRevision(deps: AppDeps, userId: string, id: string, text: string) {
  await completeOverdue(deps, { orderId: id });
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id, userId);
    if (order.status === 'completed') throw new AppError('OrderAlreadyCompleted');
    if (order.status !== 'delivered') throw new AppError('OrderIsNotDelivered');
    if (order.revisions >= deps.env.ORDER_MAX_REVISIONS) throw new AppError('OrderRevisionLimitReached');
    await addMessage(tx, id, { id: userId, staff: false }, text);
    const updated = await changeOrder(
      tx,
      order,
      'revision',
      userId,
      { status: 'revision_requested', revisions: order.revisions + 1, deliveredAt: null },
      { revision: order.revisions + 1 },
    );
    return buyerOrderView(deps, tx, updated);
  });
}

/**
 * Cancels an order before work starts: waiting for a quote or a payment, its invoice is cancelled; paid, its
 * invoice's total goes back to the wallet in the same transaction, once (the ledger's unique refund reference is
 * the last guard). A cancelled order is no change; started work is OrderCannotBeCancelled.
 *
 * The invoice's row is locked before the order's, the order a payment takes them in (markFactorPaid, then the
 * hook), so a cancel and a payment at once wait for each other instead of deadlocking.
 */
export async function cancelOrder(deps: AppDeps, userId: string, id: string) {
  try {
    return await cancelOnce(deps, userId, id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'RequestInProgress') return cancelOnce(deps, userId, id);
    throw error;
  }
}

async function cancelOnce(deps: AppDeps, userId: string, id: string) {
  const before = await ownOrder(deps.db, userId, id);
  return deps.db.transaction(async (tx) => {
    const factor = before.factorId
      ? (await tx.select().from(factors).where(eq(factors.id, before.factorId)).limit(1).for('update'))[0]
      : undefined;
    const order = await lockOrder(tx, id, userId);
    // Quoted meanwhile: its new invoice is not locked yet, so start again (once more is enough: a quote is once).
    if (order.factorId && order.factorId !== before.factorId) throw new AppError('RequestInProgress');
    if (order.status === 'cancelled') return buyerOrderView(deps, tx, order);
    if (order.status === 'completed') throw new AppError('OrderAlreadyCompleted');
    const now = new Date();
    if (order.status === 'awaiting_quote' || order.status === 'awaiting_payment') {
      await cancelFactorOf(tx, { type: 'order', id });
      const updated = await changeOrder(tx, order, 'cancelled', userId, { status: 'cancelled', cancelledAt: now });
      return buyerOrderView(deps, tx, updated);
    }
    if (order.status === 'paid' && factor?.status === 'paid') {
      await credit(tx, userId, factor.total, { reason: 'order_refund', ref: { type: 'order', id } });
      const updated = await changeOrder(
        tx,
        order,
        'cancelled',
        userId,
        { status: 'cancelled', cancelledAt: now },
        { refunded: factor.total },
      );
      return buyerOrderView(deps, tx, updated);
    }
    throw new AppError('OrderCannotBeCancelled');
  });
}
