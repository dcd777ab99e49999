/**
 * The support desk (decision 042), for the support and admin roles: the queue (the longest-waiting first, with
 * counts and the targets), a ticket with its internal notes, replies and notes, assignment and status. A reply
 * and "done" notify the ticket's user (in the app, and by SMS or email per their settings), after the change
 * has committed.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { designs, orders, payments, ticketMessages, tickets, users, type Executor, type Ticket } from '@rassam/db';
import { toLatinDigits } from '@rassam/i18n';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/context';
import { escapeLike } from '../market/normalize';
import { notify, withNotices } from '../notifications/notify.service';
import { deskThread, toDeskSummary } from './ticket-views';
import type { DeskCounts, DeskView, queueQuery, STAFF_STATUSES, StaffMemberView } from './tickets.schemas';
import { attachFiles, lockTicket, ticketNotFound } from './tickets.service';
import type { z } from 'zod';

type QueueQuery = z.infer<typeof queueQuery>;
type StaffStatus = (typeof STAFF_STATUSES)[number];

const assignees = alias(users, 'assignee');
const HOUR = 3_600_000;
const waitingForUs = inArray(tickets.status, ['new', 'waiting_staff']);

/** Arabic ي and ك as Persian ی and ک, on both sides of a search. */
const persianLetters = (text: string) => text.replace(/ي/g, 'ی').replace(/ك/g, 'ک');
const normalized = (column: SQL | typeof tickets.subject) => sql`translate(${column}, 'يك', 'یک')`;

/** The queue's search: a ticket number or a phone number in any digits, or words of the subject, name or email. */
function search(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const latin = toLatinDigits(q).replace(/^#/, '').trim();
  if (/^\d{1,15}$/.test(latin)) {
    // A number is a ticket's, or part of a phone number (stored +98…: its leading 0 is not there).
    return or(
      eq(tickets.number, Number(latin)),
      sql`${users.phone} like ${`%${escapeLike(latin.replace(/^0/, ''))}%`}`,
    );
  }
  const pattern = `%${escapeLike(persianLetters(q))}%`;
  return or(
    ilike(normalized(tickets.subject), pattern),
    ilike(normalized(sql`${users.name}`), pattern),
    ilike(sql`coalesce(${users.email}, '')`, pattern),
  );
}

function statusFilter(status: QueueQuery['status']): SQL | undefined {
  if (status === 'all') return undefined;
  if (status === 'open') return ne(tickets.status, 'done');
  return eq(tickets.status, status);
}

/** Every filter but status: the counts are over these. */
function queueFilters(staffId: string, query: Pick<QueueQuery, 'department' | 'priority' | 'assigned' | 'q'>) {
  return and(
    query.department ? eq(tickets.department, query.department) : undefined,
    query.priority ? eq(tickets.priority, query.priority) : undefined,
    query.assigned === 'me' ? eq(tickets.assigneeId, staffId) : undefined,
    query.assigned === 'none' ? isNull(tickets.assigneeId) : undefined,
    search(query.q),
  );
}

/** Per status, and what the sidebar shows: waiting for us, mine, unassigned, past a target. */
async function countTickets(deps: AppDeps, staffId: string, where: SQL | undefined): Promise<DeskCounts> {
  const now = Date.now();
  const firstReplyDue = new Date(now - deps.env.TICKET_FIRST_REPLY_HOURS * HOUR);
  const resolutionDue = new Date(now - deps.env.TICKET_RESOLUTION_HOURS * HOUR);
  const int = (filter: SQL) => sql<number>`(count(*) filter (where ${filter}))::int`;
  const [row] = await deps.db
    .select({
      new: int(sql`${tickets.status} = 'new'`),
      waiting_staff: int(sql`${tickets.status} = 'waiting_staff'`),
      waiting_user: int(sql`${tickets.status} = 'waiting_user'`),
      done: int(sql`${tickets.status} = 'done'`),
      waitingForUs: int(waitingForUs),
      mine: int(sql`${waitingForUs} and ${tickets.assigneeId} = ${staffId}`),
      unassigned: int(sql`${waitingForUs} and ${tickets.assigneeId} is null`),
      overdue: int(
        sql`${tickets.status} <> 'done' and ((${tickets.firstRepliedAt} is null and ${tickets.createdAt} < ${firstReplyDue}) or ${tickets.createdAt} < ${resolutionDue})`,
      ),
    })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(where);
  return row!;
}

export function deskCounts(deps: AppDeps, staffId: string) {
  return countTickets(deps, staffId, undefined);
}

/**
 * The queue: tickets waiting for us first, then waiting for their users, the longest-waiting first in each;
 * done ones last, the latest closed first.
 */
export async function queue(deps: AppDeps, staffId: string, query: QueueQuery) {
  const filters = queueFilters(staffId, query);
  const where = and(filters, statusFilter(query.status));
  const rank = sql`case when ${waitingForUs} then 0 when ${tickets.status} = 'waiting_user' then 1 else 2 end`;
  const [rows, [total], counts] = await Promise.all([
    deps.db
      .select({
        ticket: tickets,
        user: { id: users.id, name: users.name },
        assignee: { id: assignees.id, name: assignees.name },
      })
      .from(tickets)
      .innerJoin(users, eq(users.id, tickets.userId))
      .leftJoin(assignees, eq(assignees.id, tickets.assigneeId))
      .where(where)
      .orderBy(
        asc(rank),
        asc(sql`case when ${tickets.status} <> 'done' then ${tickets.waitingSince} end`),
        desc(tickets.resolvedAt),
        asc(tickets.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(tickets).innerJoin(users, eq(users.id, tickets.userId)).where(where),
    countTickets(deps, staffId, filters),
  ]);
  return {
    items: rows.map(({ ticket, user, assignee }) => toDeskSummary(deps, ticket, user, assignee?.id ? assignee : null)),
    total: total?.n ?? 0,
    counts,
  };
}

/** Any ticket, as the desk sees it: the user, what it is about, the whole thread with internal notes. */
export async function deskTicket(deps: AppDeps, db: Executor, id: string): Promise<DeskView> {
  const [row] = await db
    .select({ ticket: tickets, user: users, assignee: { id: assignees.id, name: assignees.name } })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .leftJoin(assignees, eq(assignees.id, tickets.assigneeId))
    .where(eq(tickets.id, id))
    .limit(1);
  if (!row) throw ticketNotFound();
  const { ticket, user } = row;
  const [[payment], [design], [order], thread] = await Promise.all([
    ticket.paymentId
      ? db.select().from(payments).where(eq(payments.id, ticket.paymentId)).limit(1)
      : Promise.resolve([]),
    ticket.designId ? db.select().from(designs).where(eq(designs.id, ticket.designId)).limit(1) : Promise.resolve([]),
    ticket.orderId ? db.select().from(orders).where(eq(orders.id, ticket.orderId)).limit(1) : Promise.resolve([]),
    deskThread(deps, db, id),
  ]);
  return {
    ...toDeskSummary(deps, ticket, { id: user.id, name: user.name }, row.assignee?.id ? row.assignee : null),
    user: { id: user.id, name: user.name, phone: user.phone, email: user.email, locale: user.locale },
    payment: payment
      ? {
          id: payment.id,
          status: payment.status,
          portal: payment.portal,
          amount: payment.amount,
          currency: payment.currency,
          coins: payment.coins,
          createdAt: payment.createdAt.toISOString(),
        }
      : null,
    design: design
      ? { id: design.id, tool: design.tool, status: design.status, createdAt: design.createdAt.toISOString() }
      : null,
    order: order ? { id: order.id, number: order.number, status: order.status, title: order.service.title } : null,
    ...thread,
  };
}

const ticketRef = (ticket: Ticket) => ({ ticketId: ticket.id, number: ticket.number, subject: ticket.subject });

/**
 * A reply of the desk (its user is notified, and it is their turn), or an internal note (nobody is, nothing
 * moves). A done ticket takes no reply (CannotReplyOnTicket: set its status first); a note it takes.
 */
export async function staffReply(
  deps: AppDeps,
  staffId: string,
  id: string,
  input: { text: string; internal: boolean; fileIds?: string[] },
) {
  return withNotices(deps, async (tx, notices) => {
    const ticket = await lockTicket(tx, id);
    if (!input.internal && ticket.status === 'done') throw new AppError('CannotReplyOnTicket');
    const now = new Date();
    const [message] = await tx
      .insert(ticketMessages)
      .values({
        ticketId: id,
        authorId: staffId,
        staff: true,
        internal: input.internal,
        body: input.text,
        createdAt: now,
      })
      .returning({ id: ticketMessages.id });
    await attachFiles(
      tx,
      id,
      { id: message!.id, authorId: staffId, staff: true, internal: input.internal },
      input.fileIds,
    );
    if (!input.internal) {
      await tx
        .update(tickets)
        .set({
          status: 'waiting_user',
          waitingSince: now,
          lastMessageAt: now,
          lastStaffReplyAt: now,
          firstRepliedAt: ticket.firstRepliedAt ?? now,
        })
        .where(eq(tickets.id, id));
      // Someone on the desk answering a ticket of their own is not told of it.
      if (ticket.userId !== staffId) notices.push(await notify(tx, ticket.userId, 'ticketReplied', ticketRef(ticket)));
    }
    return deskTicket(deps, tx, id);
  });
}

/**
 * Sets a ticket's status by hand. Done: its user is notified (and may reopen it once within TICKET_REOPEN_DAYS);
 * moved back from done: it is open again (not the user's one reopening). The same status: no change.
 */
export async function setStatus(deps: AppDeps, id: string, status: StaffStatus) {
  return withNotices(deps, async (tx, notices) => {
    const ticket = await lockTicket(tx, id);
    if (ticket.status === status) return deskTicket(deps, tx, id);
    const now = new Date();
    await tx
      .update(tickets)
      .set({ status, waitingSince: now, resolvedAt: status === 'done' ? now : null })
      .where(eq(tickets.id, id));
    if (status === 'done') {
      notices.push(
        await notify(tx, ticket.userId, 'ticketDone', {
          ...ticketRef(ticket),
          reopenDays: deps.env.TICKET_REOPEN_DAYS,
        }),
      );
    }
    return deskTicket(deps, tx, id);
  });
}

/** Assigns a ticket to someone on the desk (support or admin, not disabled), or to nobody. */
/** Accounts that may be assigned tickets and orders: support and admin, not disabled. */
const assignable = and(inArray(users.role, ['support', 'admin']), isNull(users.disabledAt));

/** Everyone a ticket or an order may be assigned to, by name (the desk's "assign to" list). */
export async function staffMembers(deps: AppDeps): Promise<StaffMemberView[]> {
  const rows = await deps.db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(assignable)
    .limit(500);
  const collator = new Intl.Collator('fa');
  return rows
    .map((row) => ({ ...row, role: row.role as StaffMemberView['role'] }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export async function assign(deps: AppDeps, id: string, staffId: string | null) {
  if (staffId) {
    const [staff] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, staffId), assignable))
      .limit(1);
    if (!staff) throw new AppError('ValidationError', { status: 422, fields: { staffId: 'NotSupportStaff' } });
  }
  return deps.db.transaction(async (tx) => {
    await lockTicket(tx, id);
    await tx.update(tickets).set({ assigneeId: staffId }).where(eq(tickets.id, id));
    return deskTicket(deps, tx, id);
  });
}
