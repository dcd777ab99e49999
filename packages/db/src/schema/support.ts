import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { designs } from './generation';
import { orders } from './orders';
import { payments } from './payments';
import { users } from './users';

/** Who a ticket goes to: the desk filters by it (billing covers payments, invoices and the wallet). */
export const ticketDepartments = ['general', 'billing', 'technical', 'market', 'studio'] as const;
export type TicketDepartment = (typeof ticketDepartments)[number];
export const ticketPriorities = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof ticketPriorities)[number];
/**
 * new: nobody on the desk has answered yet; waiting_staff: the user wrote last (or reopened it);
 * waiting_user: the desk answered last; done: closed by the user or the desk.
 */
export const ticketStatuses = ['new', 'waiting_staff', 'waiting_user', 'done'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/**
 * A support ticket (issue 19, decision 042): a thread between its user and the desk (support and admin
 * roles). Every change of status is a conditional UPDATE of this row, so a reply, a status change and
 * "mark done" that race leave one consistent state; `status = 'done'` exactly when `resolved_at` is set.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What people say on the phone ("ticket 1024"); gaps do not matter here, unlike invoices'. */
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    department: text('department').$type<TicketDepartment>().notNull().default('general'),
    priority: text('priority').$type<TicketPriority>().notNull().default('normal'),
    status: text('status').$type<TicketStatus>().notNull().default('new'),
    /** The staff member it is assigned to (support or admin when assigned). */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** What it is about, the user's own when given. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    designId: uuid('design_id').references(() => designs.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Since when it waits for whoever it waits for now: the queue shows the oldest first. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }).notNull().defaultNow(),
    /** The last message either side sees (not an internal note): the user's list is newest activity first. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** The desk's last reply the user sees; newer than `user_read_at`: the user has not read it. */
    lastStaffReplyAt: timestamp('last_staff_reply_at', { withTimezone: true }),
    userReadAt: timestamp('user_read_at', { withTimezone: true }),
    firstRepliedAt: timestamp('first_replied_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The user may reopen a done ticket once (staff moving it back do not count). */
    reopenCount: integer('reopen_count').notNull().default(0),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tickets_status_check', sql`${t.status} in ('new', 'waiting_staff', 'waiting_user', 'done')`),
    check('tickets_department_check', sql`${t.department} in ('general', 'billing', 'technical', 'market', 'studio')`),
    check('tickets_priority_check', sql`${t.priority} in ('low', 'normal', 'high', 'urgent')`),
    check('tickets_reopen_count_check', sql`${t.reopenCount} between 0 and 1`),
    check('tickets_resolved_check', sql`(${t.status} = 'done') = (${t.resolvedAt} is not null)`),
    index('tickets_user_idx').on(t.userId, t.lastMessageAt.desc(), t.id.desc()),
    // The desk's queue: a status, the longest-waiting first.
    index('tickets_queue_idx').on(t.status, t.waitingSince),
    index('tickets_assignee_idx').on(t.assigneeId, t.status, t.waitingSince),
  ],
);

/** One message of a ticket's thread. An internal note is the desk's alone: its user never sees it. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Written from the desk (kept as written: a role changed later does not move a message to the other side). */
    staff: boolean('staff').notNull(),
    internal: boolean('internal').notNull().default(false),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ticket_messages_internal_check', sql`not ${t.internal} or ${t.staff}`),
    index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt),
  ],
);

/**
 * A file of a ticket (on one of its messages, or on the ticket itself), kept as uploaded under its original
 * name; its type was told by its content. It is read through an address signed for a while (decision 042).
 */
export const ticketFiles = pgTable(
  'ticket_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references((): AnyPgColumn => ticketMessages.id, { onDelete: 'set null' }),
    uploaderId: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    staff: boolean('staff').notNull(),
    internal: boolean('internal').notNull().default(false),
    /** The name it came with, cleaned (no folders, no control or direction characters). */
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ticket_files_internal_check', sql`not ${t.internal} or ${t.staff}`),
    check('ticket_files_size_check', sql`${t.size} > 0`),
    index('ticket_files_ticket_idx').on(t.ticketId, t.createdAt),
  ],
);

/** The desk's saved answers, in Persian and (optionally) English. */
export const cannedReplies = pgTable('canned_replies', {
  id: uuid('id').primaryKey().defaultRandom(),
  titleFa: text('title_fa').notNull(),
  titleEn: text('title_en'),
  bodyFa: text('body_fa').notNull(),
  bodyEn: text('body_en'),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type Ticket = typeof tickets.$inferSelect;
export type TicketMessage = typeof ticketMessages.$inferSelect;
export type TicketFile = typeof ticketFiles.$inferSelect;
export type CannedReply = typeof cannedReplies.$inferSelect;
