/**
 * The orders desk (decision 043), for the support and admin roles: the queue (by state, service, assignee and
 * age), an order with its internal notes, the price of an on-quote order, steps, delivery, assignment, messages
 * and files. Every change the buyer should know of notifies them (modules/notifications).
 */
import { and, count, eq, inArray, isNull, lt, notInArray, type SQL } from 'drizzle-orm';
import { orders, users } from '@rassam/db';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/context';
import { notify, withNotices } from '../notifications/notify.service';
import { deskOrderView, toOrderSummary } from './order-views';
import type { z } from 'zod';
import type { orderQueueQuery } from './orders.schemas';
import {
  addMessage,
  attachFiles,
  changeOrder,
  completeOverdue,
  issueOrderFactor,
  lockOrder,
  noticeOf,
  orderNotFound,
} from './orders.service';

const DAY = 86_400_000;
/** Where the desk's work is: every state but the closed ones. */
const CLOSED = ['completed', 'cancelled'] as const;
/** Work may move (a step, a delivery) once paid, and again after a revision was asked. */
const WORKABLE = ['paid', 'in_progress', 'revision_requested'] as const;

export async function deskQueue(deps: AppDeps, staffId: string, query: z.output<typeof orderQueueQuery>) {
  await completeOverdue(deps);
  const filters: (SQL | undefined)[] = [
    query.status === 'open'
      ? notInArray(orders.status, [...CLOSED])
      : query.status === 'all'
        ? undefined
        : eq(orders.status, query.status as (typeof orders.$inferSelect)['status']),
    query.service ? eq(orders.serviceId, query.service) : undefined,
    query.assigned === 'me'
      ? eq(orders.assigneeId, staffId)
      : query.assigned === 'none'
        ? isNull(orders.assigneeId)
        : undefined,
    query.age ? lt(orders.statusAt, new Date(Date.now() - Number(query.age) * DAY)) : undefined,
  ];
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ order: orders, user: { id: users.id, name: users.name, username: users.username } })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      // The longest-waiting first: what has not moved for the longest.
      .orderBy(orders.statusAt, orders.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(orders).where(where),
  ]);
  const assigneeIds = [...new Set(rows.map((r) => r.order.assigneeId).filter((id): id is string => !!id))];
  const assignees = assigneeIds.length
    ? await deps.db
        .select({ id: users.id, name: users.name, username: users.username })
        .from(users)
        .where(inArray(users.id, assigneeIds))
    : [];
  const names = new Map(assignees.map((a) => [a.id, a.name ?? a.username ?? '']));
  return {
    items: rows.map(({ order, user }) => ({
      ...toOrderSummary(deps, order),
      user: { id: user.id, name: user.name ?? user.username ?? '' },
      assignee: order.assigneeId ? { id: order.assigneeId, name: names.get(order.assigneeId) ?? '' } : null,
    })),
    total: total?.n ?? 0,
  };
}

export async function deskOrder(deps: AppDeps, id: string) {
  await completeOverdue(deps, { orderId: id });
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!order) throw orderNotFound();
  return deskOrderView(deps, deps.db, order);
}

/** The desk prices an on-quote order: its invoice is issued and it waits for the payment. */
export async function quote(deps: AppDeps, staffId: string, id: string, price: number) {
  return withNotices(deps, async (tx, notices) => {
    const order = await lockOrder(tx, id);
    if (order.status !== 'awaiting_quote') throw new AppError('OrderActionNotAllowed');
    const factor = await issueOrderFactor(deps, tx, order, price);
    const updated = await changeOrder(
      tx,
      order,
      'quoted',
      staffId,
      { status: 'awaiting_payment', price, factorId: factor.id },
      { price },
    );
    notices.push(await notify(tx, order.userId, 'orderQuoted', { ...noticeOf(updated), price }));
    return deskOrderView(deps, tx, updated);
  });
}

/**
 * Work moves to a step: from paid to any step, in progress only forward, after a revision to any step (the
 * work opens again). The last step is the delivery's (POST …/deliver), not set here: OrderStepIsNotValid.
 */
export async function setStep(deps: AppDeps, staffId: string, id: string, step: string) {
  return withNotices(deps, async (tx, notices) => {
    const order = await lockOrder(tx, id);
    if (!(WORKABLE as readonly string[]).includes(order.status)) throw new AppError('OrderActionNotAllowed');
    const steps = order.service.steps;
    const index = steps.findIndex((s) => s.key === step);
    const current = order.step ? steps.findIndex((s) => s.key === order.step) : -1;
    const forward = order.status !== 'in_progress' || index > current;
    if (index < 0 || index === steps.length - 1 || !forward) {
      throw new AppError('OrderStepIsNotValid', { fields: { step: 'OrderStepIsNotValid' } });
    }
    const updated = await changeOrder(tx, order, 'step', staffId, { status: 'in_progress', step });
    const name = steps[index]!.name;
    notices.push(await notify(tx, order.userId, 'orderStep', { ...noticeOf(updated), step: name.fa, stepEn: name.en }));
    return deskOrderView(deps, tx, updated);
  });
}

/** Delivers: a message, files the desk uploaded to the order (flagged as the delivery), or neither. */
export async function deliver(
  deps: AppDeps,
  staffId: string,
  id: string,
  input: { message?: string; fileIds?: string[] },
) {
  return withNotices(deps, async (tx, notices) => {
    const order = await lockOrder(tx, id);
    if (!(WORKABLE as readonly string[]).includes(order.status)) throw new AppError('OrderActionNotAllowed');
    if (input.message) {
      await addMessage(tx, id, { id: staffId, staff: true }, input.message, input.fileIds, { delivery: true });
    } else {
      await attachFiles(tx, id, { id: null, authorId: staffId, staff: true }, input.fileIds, { delivery: true });
    }
    const last = order.service.steps.at(-1)!.key;
    const updated = await changeOrder(tx, order, 'delivered', staffId, {
      status: 'delivered',
      step: last,
      deliveredAt: new Date(),
    });
    notices.push(
      await notify(tx, order.userId, 'orderDelivered', {
        ...noticeOf(updated),
        acceptDays: deps.env.ORDER_ACCEPT_DAYS,
      }),
    );
    return deskOrderView(deps, tx, updated);
  });
}

/** Assigns the order to someone on the desk (support or admin, not disabled), or to nobody. */
export async function assign(deps: AppDeps, staffId: string, id: string, assigneeId: string | null) {
  if (assigneeId) {
    const [staff] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, assigneeId), inArray(users.role, ['support', 'admin']), isNull(users.disabledAt)))
      .limit(1);
    if (!staff) throw new AppError('ValidationError', { status: 422, fields: { staffId: 'NotSupportStaff' } });
  }
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.assigneeId === assigneeId) return deskOrderView(deps, tx, order);
    const updated = await changeOrder(tx, order, 'assigned', staffId, { assigneeId }, { assigneeId });
    return deskOrderView(deps, tx, updated);
  });
}

/** A message to the buyer (notified), or an internal note (the buyer never sees it). */
export async function staffMessage(
  deps: AppDeps,
  staffId: string,
  id: string,
  input: { text: string; internal: boolean; fileIds?: string[] },
) {
  return withNotices(deps, async (tx, notices) => {
    const order = await lockOrder(tx, id);
    await addMessage(tx, id, { id: staffId, staff: true, internal: input.internal }, input.text, input.fileIds);
    if (!input.internal && order.userId !== staffId)
      notices.push(await notify(tx, order.userId, 'orderReplied', noticeOf(order)));
    return deskOrderView(deps, tx, order);
  });
}
