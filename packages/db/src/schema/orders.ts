import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { factors } from './payments';
import { services, type ServiceQuestion, type ServiceStep } from './services';
import { users } from './users';

/**
 * awaiting_quote: an on-quote service's order, waiting for the desk's price; awaiting_payment: its invoice is
 * issued; paid: paid, work not started (cancelling refunds it); in_progress: at one of its steps; delivered: the
 * buyer accepts or asks for a revision (or ORDER_ACCEPT_DAYS pass); revision_requested: back to the desk;
 * completed and cancelled: final.
 */
export const orderStatuses = [
  'awaiting_quote',
  'awaiting_payment',
  'paid',
  'in_progress',
  'delivered',
  'revision_requested',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The service as it was when ordered: an admin may edit its steps, form and price while orders run. */
export interface OrderServiceSnapshot {
  slug: string;
  title: { fa: string; en: string };
  steps: ServiceStep[];
  form: ServiceQuestion[];
  /** Coins; null: on quote. */
  price: number | null;
  deliveryDays: number;
}

/**
 * An order of a catalogue service (issue 19, decision 043). Every change of status is made under this row's
 * lock (`SELECT … FOR UPDATE`) with its conditions re-checked, and the invoice's payment moves it in the
 * payment's own transaction (factor.service's onFactorPaid).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What people say on the phone ("order 1024"); gaps do not matter here, unlike invoices'. */
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** A service with orders is not deleted (ServiceIsInUse): it is disabled instead. */
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    service: jsonb('service').$type<OrderServiceSnapshot>().notNull(),
    answers: jsonb('answers').$type<Record<string, string | number | string[]>>().notNull().default({}),
    /** Coins; null until the desk quotes an on-quote service's order. */
    price: integer('price'),
    status: text('status').$type<OrderStatus>().notNull(),
    /** The key of the snapshot's step the work is at; null before work starts. */
    step: text('step'),
    revisions: integer('revisions').notNull().default(0),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    factorId: uuid('factor_id').references(() => factors.id, { onDelete: 'restrict' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When its status last changed: the desk's "age" filter and order. */
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'orders_status_check',
      sql`${t.status} in ('awaiting_quote', 'awaiting_payment', 'paid', 'in_progress', 'delivered', 'revision_requested', 'completed', 'cancelled')`,
    ),
    check('orders_price_check', sql`${t.price} is null or ${t.price} > 0`),
    check('orders_revisions_check', sql`${t.revisions} >= 0`),
    // Past the quote, an order has its price and invoice.
    check(
      'orders_priced_check',
      sql`${t.status} in ('awaiting_quote', 'cancelled') or (${t.price} is not null and ${t.factorId} is not null)`,
    ),
    check('orders_completed_check', sql`(${t.status} = 'completed') = (${t.completedAt} is not null)`),
    check('orders_cancelled_check', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
    index('orders_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('orders_queue_idx').on(t.status, t.statusAt),
    index('orders_service_idx').on(t.serviceId, t.status),
    index('orders_assignee_idx').on(t.assigneeId, t.status, t.statusAt),
    // The lazy sweep of delivered orders past their acceptance time.
    index('orders_delivered_idx')
      .on(t.deliveredAt)
      .where(sql`${t.status} = 'delivered'`),
  ],
);

export const orderEventKinds = [
  'created',
  'quoted',
  'paid',
  'step',
  'delivered',
  'revision',
  'completed',
  'cancelled',
  'assigned',
] as const;
export type OrderEventKind = (typeof orderEventKinds)[number];

/** The order's timeline: every change of status, step or assignee, by whom (null: the system) and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderEventKind>().notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    step: text('step'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What else the event says: a price quoted, a refund, an assignee, the revision's number. */
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'order_events_kind_check',
      sql`${t.kind} in ('created', 'quoted', 'paid', 'step', 'delivered', 'revision', 'completed', 'cancelled', 'assigned')`,
    ),
    index('order_events_order_idx').on(t.orderId, t.createdAt),
  ],
);

/** A message between the buyer and the desk; an internal note is the desk's alone. */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    staff: boolean('staff').notNull(),
    internal: boolean('internal').notNull().default(false),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_messages_internal_check', sql`not ${t.internal} or ${t.staff}`),
    index('order_messages_order_idx').on(t.orderId, t.createdAt),
  ],
);

/**
 * A file of an order, kept as uploaded under its cleaned name (lib/attachments.ts). A buyer's upload for the
 * order form has no order yet (`order_id` null) until the order that answers with it is placed; a delivery's
 * files carry `delivery`.
 */
export const orderFiles = pgTable(
  'order_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'cascade' }),
    /** The message it was sent with, if any (a file may also be left on the order, or be a form's answer). */
    messageId: uuid('message_id').references((): AnyPgColumn => orderMessages.id, { onDelete: 'set null' }),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staff: boolean('staff').notNull(),
    delivery: boolean('delivery').notNull().default(false),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_files_size_check', sql`${t.size} > 0`),
    check('order_files_delivery_check', sql`not ${t.delivery} or ${t.staff}`),
    index('order_files_order_idx').on(t.orderId, t.createdAt),
    index('order_files_loose_idx')
      .on(t.uploaderId, t.createdAt)
      .where(sql`${t.orderId} is null`),
  ],
);

export type Order = typeof orders.$inferSelect;
export type OrderEvent = typeof orderEvents.$inferSelect;
export type OrderMessage = typeof orderMessages.$inferSelect;
export type OrderFile = typeof orderFiles.$inferSelect;
