/**
 * Tickets from their user's side (decision 042): open one about a payment or a design of theirs, read the
 * thread (which marks the desk's replies read), reply, mark done, reopen once within TICKET_REOPEN_DAYS. Each
 * change locks the ticket's row first, so it meets the desk's changes one after the other (desk.service.ts).
 */
import { and, count, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ticketFiles, ticketMessages, tickets, type Executor, type Ticket } from '@rassam/db';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/context';
import { ownDesign } from '../generation/designs.service';
import { ownOrder } from '../orders/orders.service';
import { ownPayment } from '../payments/payments.service';
import { markReadAbout } from '../notifications/notify.service';
import type { CreateTicketInput, TicketStatusName } from './tickets.schemas';
import { reopenableUntil, toTicketSummary, unreadReplies, userThread } from './ticket-views';

export const ticketNotFound = () => new AppError('TicketNotFound');

/** The ticket, locked for the change the caller is making: the user's own (`userId`), or any for the desk. */
export async function lockTicket(tx: Executor, id: string, userId?: string): Promise<Ticket> {
  const [row] = await tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), userId ? eq(tickets.userId, userId) : undefined))
    .limit(1)
    .for('update');
  if (!row) throw ticketNotFound();
  return row;
}

/** The user's own ticket (another user's, or none, is TicketNotFound: never "not yours"). */
export async function ownTicket(db: Executor, userId: string, id: string): Promise<Ticket> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), eq(tickets.userId, userId)))
    .limit(1);
  if (!row) throw ticketNotFound();
  return row;
}

/**
 * Puts files uploaded beforehand on a new message: each must be on this ticket, by this author, from the same
 * side and on no message yet (else FileNotFound, and the message is not sent). A file sent with an internal note
 * becomes internal.
 */
export async function attachFiles(
  tx: Executor,
  ticketId: string,
  message: { id: string; authorId: string; staff: boolean; internal: boolean },
  fileIds: string[] | undefined,
) {
  const ids = [...new Set(fileIds ?? [])];
  if (!ids.length) return;
  const attached = await tx
    .update(ticketFiles)
    .set({ messageId: message.id, ...(message.internal ? { internal: true } : {}) })
    .where(
      and(
        inArray(ticketFiles.id, ids),
        eq(ticketFiles.ticketId, ticketId),
        eq(ticketFiles.uploaderId, message.authorId),
        eq(ticketFiles.staff, message.staff),
        isNull(ticketFiles.messageId),
      ),
    )
    .returning({ id: ticketFiles.id });
  if (attached.length !== ids.length) throw new AppError('FileNotFound', { fields: { fileIds: 'FileNotFound' } });
}

/** A payment, design or order the ticket is about must be the user's own (PaymentNotFound, DesigningNotFound, OrderNotFound). */
async function checkSubjects(
  db: Executor,
  userId: string,
  input: Pick<CreateTicketInput, 'paymentId' | 'designId' | 'orderId'>,
) {
  if (input.paymentId) {
    await ownPayment(db, userId, input.paymentId).catch((error: unknown) => {
      throw error instanceof AppError ? new AppError(error.code, { fields: { paymentId: error.code } }) : error;
    });
  }
  if (input.designId) {
    await ownDesign(db, userId, input.designId).catch((error: unknown) => {
      throw error instanceof AppError ? new AppError(error.code, { fields: { designId: error.code } }) : error;
    });
  }
  if (input.orderId) {
    await ownOrder(db, userId, input.orderId).catch((error: unknown) => {
      throw error instanceof AppError ? new AppError(error.code, { fields: { orderId: error.code } }) : error;
    });
  }
}

export async function createTicket(deps: AppDeps, userId: string, input: CreateTicketInput) {
  await checkSubjects(deps.db, userId, input);
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const [ticket] = await tx
      .insert(tickets)
      .values({
        userId,
        subject: input.subject,
        department: input.department,
        priority: input.priority,
        paymentId: input.paymentId ?? null,
        designId: input.designId ?? null,
        orderId: input.orderId ?? null,
        status: 'new',
        waitingSince: now,
        lastMessageAt: now,
        userReadAt: now,
        createdAt: now,
      })
      .returning();
    const [message] = await tx
      .insert(ticketMessages)
      .values({ ticketId: ticket!.id, authorId: userId, staff: false, body: input.message, createdAt: now })
      .returning({ id: ticketMessages.id });
    return { id: ticket!.id, number: ticket!.number, messageId: message!.id };
  });
}

export async function listTickets(
  deps: AppDeps,
  userId: string,
  page: number,
  pageSize: number,
  status: TicketStatusName | undefined,
) {
  const where = and(eq(tickets.userId, userId), status ? eq(tickets.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ ticket: tickets, unread: unreadReplies })
      .from(tickets)
      .where(where)
      .orderBy(desc(tickets.lastMessageAt), desc(tickets.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: count() }).from(tickets).where(where),
  ]);
  return {
    items: rows.map(({ ticket, unread }) => toTicketSummary(deps, ticket, unread)),
    total: total?.n ?? 0,
    unread: await unreadTickets(deps.db, userId),
  };
}

/** Tickets with desk replies the user has not read (the sidebar's count). */
export async function unreadTickets(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tickets)
    .where(
      and(
        eq(tickets.userId, userId),
        gt(tickets.lastStaffReplyAt, sql`coalesce(${tickets.userReadAt}, '-infinity'::timestamptz)`),
      ),
    );
  return row?.n ?? 0;
}

/** The user's ticket with its thread; reading it marks the desk's replies read. */
export async function getTicket(deps: AppDeps, userId: string, id: string) {
  const ticket = await ownTicket(deps.db, userId, id);
  let current = ticket;
  if (ticket.lastStaffReplyAt && (!ticket.userReadAt || ticket.userReadAt < ticket.lastStaffReplyAt)) {
    const [read] = await deps.db.update(tickets).set({ userReadAt: new Date() }).where(eq(tickets.id, id)).returning();
    current = read ?? ticket;
  }
  await markReadAbout(deps.db, userId, { ticketId: id });
  return userThread(deps, deps.db, current, 0);
}

/** The status after the user wrote: the desk's turn (a ticket nobody answered yet stays new). */
export function afterUserMessage(ticket: Ticket, now: Date): Partial<typeof tickets.$inferInsert> {
  return ticket.status === 'waiting_user'
    ? { status: 'waiting_staff', waitingSince: now, lastMessageAt: now, userReadAt: now }
    : { lastMessageAt: now, userReadAt: now };
}

/** A reply of the user; a done ticket takes none (CannotReplyOnTicket: reopen it, or open another). */
export async function userReply(deps: AppDeps, userId: string, id: string, text: string, fileIds?: string[]) {
  return deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id, userId);
    if (ticket.status === 'done') throw new AppError('CannotReplyOnTicket');
    const now = new Date();
    const [message] = await tx
      .insert(ticketMessages)
      .values({ ticketId: id, authorId: userId, staff: false, body: text, createdAt: now })
      .returning({ id: ticketMessages.id });
    await attachFiles(tx, id, { id: message!.id, authorId: userId, staff: false, internal: false }, fileIds);
    const [updated] = await tx.update(tickets).set(afterUserMessage(ticket, now)).where(eq(tickets.id, id)).returning();
    return userThread(deps, tx, updated!, 0);
  });
}

/** The user marks their ticket done (again: no change); nobody is notified, they did it. */
export async function markDone(deps: AppDeps, userId: string, id: string) {
  return deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id, userId);
    if (ticket.status === 'done') return userThread(deps, tx, ticket, 0);
    const now = new Date();
    const [updated] = await tx
      .update(tickets)
      .set({ status: 'done', resolvedAt: now, waitingSince: now })
      .where(eq(tickets.id, id))
      .returning();
    return userThread(deps, tx, updated!, 0);
  });
}

/**
 * The user reopens a done ticket: once, within TICKET_REOPEN_DAYS of its closing; after that it stays done
 * (TicketIsDone: open another). It goes back to the desk. A ticket that is not done is left as it is.
 */
export async function reopenTicket(deps: AppDeps, userId: string, id: string) {
  return deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id, userId);
    if (ticket.status !== 'done') return userThread(deps, tx, ticket, 0);
    const now = new Date();
    if (!reopenableUntil(deps, ticket, now.getTime())) throw new AppError('TicketIsDone');
    const stillDone: SQL = and(eq(tickets.id, id), eq(tickets.status, 'done'), eq(tickets.reopenCount, 0))!;
    const [updated] = await tx
      .update(tickets)
      .set({
        status: 'waiting_staff',
        resolvedAt: null,
        reopenCount: sql`${tickets.reopenCount} + 1`,
        reopenedAt: now,
        waitingSince: now,
      })
      .where(stillDone)
      .returning();
    if (!updated) throw new AppError('TicketIsDone');
    return userThread(deps, tx, updated, 0);
  });
}
