/**
 * What an order looks like to its buyer and to the desk (decision 043): its steps as a timeline, files with
 * signed addresses, messages (internal notes for the desk alone), the events, and the actions its state allows.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { orderEvents, orderFiles, orderMessages, users, type Executor, type Order } from '@rassam/db';
import type { AppDeps } from '../../lib/context';
import { fileView } from './order-files';
import type { OrderAction } from './orders.schemas';

const DAY = 86_400_000;
const iso = (date: Date | null) => date?.toISOString() ?? null;

export function completesAt(deps: Pick<AppDeps, 'env'>, order: Order): string | null {
  if (order.status !== 'delivered' || !order.deliveredAt) return null;
  return new Date(order.deliveredAt.getTime() + deps.env.ORDER_ACCEPT_DAYS * DAY).toISOString();
}

export function toOrderSummary(deps: Pick<AppDeps, 'env'>, order: Order) {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    step: order.step,
    stepName: order.service.steps.find((step) => step.key === order.step)?.name ?? null,
    service: { id: order.serviceId, slug: order.service.slug, title: order.service.title },
    price: order.price,
    factorId: order.factorId,
    createdAt: order.createdAt.toISOString(),
    statusAt: order.statusAt.toISOString(),
    deliveredAt: iso(order.deliveredAt),
    completesAt: completesAt(deps, order),
  };
}

/** The buttons the buyer's page shows: the same checks the routes make. */
export function buyerActions(deps: Pick<AppDeps, 'env'>, order: Order): OrderAction[] {
  const actions: OrderAction[] = ['message'];
  if (order.status === 'awaiting_payment') actions.push('pay');
  if (['awaiting_quote', 'awaiting_payment', 'paid'].includes(order.status)) actions.push('cancel');
  if (order.status === 'delivered') {
    actions.push('accept');
    if (order.revisions < deps.env.ORDER_MAX_REVISIONS) actions.push('revision');
  }
  if (order.status !== 'completed' && order.status !== 'cancelled') actions.push('upload');
  return actions;
}

type Side = 'user' | 'desk';

async function parts(deps: AppDeps, db: Executor, order: Order, side: Side) {
  // One after the other: `db` is often a transaction, one connection that runs one query at a time anyway.
  const files = await db
    .select()
    .from(orderFiles)
    .where(eq(orderFiles.orderId, order.id))
    .orderBy(asc(orderFiles.createdAt));
  const messages = await db
    .select()
    .from(orderMessages)
    .where(and(eq(orderMessages.orderId, order.id), side === 'user' ? eq(orderMessages.internal, false) : undefined))
    .orderBy(asc(orderMessages.createdAt), asc(orderMessages.id));
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const authorIds = [...new Set(messages.map((m) => m.authorId).filter((id): id is string => !!id))];
  const authors = authorIds.length
    ? await db
        .select({ id: users.id, name: users.name, username: users.username })
        .from(users)
        .where(inArray(users.id, authorIds))
    : [];
  const names = new Map(authors.map((a) => [a.id, a.name ?? a.username ?? null]));
  // The step each was first reached, for the timeline.
  const reached = new Map<string, Date>();
  for (const event of events) if (event.step && !reached.has(event.step)) reached.set(event.step, event.createdAt);
  const steps = order.service.steps;
  const finished = order.status === 'delivered' || order.status === 'completed';
  const current = order.step ? steps.findIndex((s) => s.key === order.step) : -1;
  return {
    steps: steps.map((step, index) => ({
      key: step.key,
      name: step.name,
      state:
        finished || index < current ? ('done' as const) : index === current ? ('current' as const) : ('next' as const),
      at: iso(reached.get(step.key) ?? null),
    })),
    files: files.map((file) => fileView(deps, file)),
    messages: messages.map((m) => ({
      id: m.id,
      from: m.staff ? ('staff' as const) : ('user' as const),
      authorName: names.get(m.authorId ?? '') ?? null,
      text: m.body,
      createdAt: m.createdAt.toISOString(),
      internal: m.internal,
    })),
    timeline: events.map((event) => ({
      kind: event.kind,
      status: event.status,
      step: event.step,
      by:
        event.actorId === null
          ? ('system' as const)
          : event.actorId === order.userId
            ? ('user' as const)
            : ('staff' as const),
      data: event.data ?? null,
      at: event.createdAt.toISOString(),
    })),
  };
}

function common(deps: AppDeps, order: Order) {
  return {
    ...toOrderSummary(deps, order),
    form: order.service.form as unknown as Record<string, unknown>[],
    answers: order.answers,
    revisions: { used: order.revisions, max: deps.env.ORDER_MAX_REVISIONS },
    paidAt: iso(order.paidAt),
    completedAt: iso(order.completedAt),
    cancelledAt: iso(order.cancelledAt),
  };
}

export async function buyerOrderView(deps: AppDeps, db: Executor, order: Order) {
  const { messages, ...rest } = await parts(deps, db, order, 'user');
  return {
    ...common(deps, order),
    ...rest,
    // Only messages the buyer may see were read; the flag is the desk's.
    messages: messages.map(({ internal: _internal, ...message }) => message),
    actions: buyerActions(deps, order),
  };
}

export async function deskOrderView(deps: AppDeps, db: Executor, order: Order) {
  const people = await db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      phone: users.phone,
      email: users.email,
      locale: users.locale,
    })
    .from(users)
    .where(inArray(users.id, [order.userId, ...(order.assigneeId ? [order.assigneeId] : [])]));
  const byId = new Map(people.map((p) => [p.id, p]));
  const buyer = byId.get(order.userId);
  const assignee = order.assigneeId ? byId.get(order.assigneeId) : undefined;
  return {
    ...common(deps, order),
    ...(await parts(deps, db, order, 'desk')),
    actions: buyerActions(deps, order),
    user: {
      id: order.userId,
      name: buyer?.name ?? buyer?.username ?? '',
      phone: buyer?.phone ?? null,
      email: buyer?.email ?? null,
      // The desk answers in it (a saved reply is inserted in the buyer's language).
      locale: buyer?.locale ?? 'fa',
    },
    assignee: assignee ? { id: assignee.id, name: assignee.name ?? assignee.username ?? '' } : null,
  };
}
