/**
 * What tickets look like to their users and to the desk (decision 042): the thread (internal notes and files
 * only on the desk's side), files with their signed addresses, the unread marker and the desk's targets.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { ticketFiles, ticketMessages, users, type Executor, type Ticket, type TicketFile } from '@rassam/db';
import { signedAttachmentUrl } from '../../lib/attachments';
import type { AppDeps } from '../../lib/context';
import type { TicketSummaryView, TicketView } from './tickets.schemas';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The scope of ticket files' signatures: an address signed for another kind of file is not one of these. */
const FILE_SCOPE = 'ticket';

export const ticketFilePath = (fileId: string) => `/api/ticket-files/${fileId}`;

/** A new signed address of a ticket's file, for TICKET_FILE_LINK_MINUTES. */
export function ticketFileLink(deps: Pick<AppDeps, 'env'>, fileId: string, now = Date.now()) {
  return signedAttachmentUrl(
    deps.env.sessionSecret,
    FILE_SCOPE,
    fileId,
    ticketFilePath(fileId),
    deps.env.TICKET_FILE_LINK_MINUTES,
    now,
  );
}
export const TICKET_FILE_SCOPE = FILE_SCOPE;

/**
 * The user's unread desk replies on a ticket: public staff messages after they last read it. The outer table is
 * named in full: Drizzle leaves column names bare in a query of one table, and a bare `id` here is the message's.
 */
export const unreadReplies = sql<number>`(
  select count(*)::int from ticket_messages m
  where m.ticket_id = "tickets"."id" and m.staff and not m.internal
    and m.created_at > coalesce("tickets"."user_read_at", '-infinity'::timestamptz)
)`;

/** Until when its user may reopen a done ticket (once, within TICKET_REOPEN_DAYS); null when they may not. */
export function reopenableUntil(deps: Pick<AppDeps, 'env'>, ticket: Ticket, now = Date.now()): Date | null {
  if (ticket.status !== 'done' || ticket.reopenCount > 0 || !ticket.resolvedAt) return null;
  const until = new Date(ticket.resolvedAt.getTime() + deps.env.TICKET_REOPEN_DAYS * DAY);
  return until.getTime() > now ? until : null;
}

export function toTicketSummary(deps: Pick<AppDeps, 'env'>, ticket: Ticket, unread: number): TicketSummaryView {
  return {
    id: ticket.id,
    number: ticket.number,
    subject: ticket.subject,
    department: ticket.department,
    priority: ticket.priority,
    status: ticket.status,
    paymentId: ticket.paymentId,
    designId: ticket.designId,
    orderId: ticket.orderId,
    unread,
    createdAt: ticket.createdAt.toISOString(),
    lastMessageAt: ticket.lastMessageAt.toISOString(),
    resolvedAt: ticket.resolvedAt?.toISOString() ?? null,
    reopenableUntil: reopenableUntil(deps, ticket)?.toISOString() ?? null,
  };
}

export function fileView(deps: Pick<AppDeps, 'env'>, file: TicketFile) {
  return {
    id: file.id,
    messageId: file.messageId,
    name: file.name,
    mime: file.mime,
    size: file.size,
    from: file.staff ? ('staff' as const) : ('user' as const),
    createdAt: file.createdAt.toISOString(),
    ...ticketFileLink(deps, file.id),
  };
}
export const deskFileView = (deps: Pick<AppDeps, 'env'>, file: TicketFile) => ({
  ...fileView(deps, file),
  internal: file.internal,
});

/** A ticket's messages (oldest first) and files, with internal ones only for the desk. */
async function threadOf(db: Executor, ticketId: string, desk: boolean) {
  const [messages, files] = await Promise.all([
    db
      .select({ message: ticketMessages, authorName: users.name })
      .from(ticketMessages)
      .leftJoin(users, eq(users.id, ticketMessages.authorId))
      .where(and(eq(ticketMessages.ticketId, ticketId), desk ? undefined : eq(ticketMessages.internal, false)))
      .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id)),
    db
      .select()
      .from(ticketFiles)
      .where(and(eq(ticketFiles.ticketId, ticketId), desk ? undefined : eq(ticketFiles.internal, false)))
      .orderBy(asc(ticketFiles.createdAt), asc(ticketFiles.id)),
  ]);
  return { messages, files };
}

/** The thread as its user sees it: no internal note, no internal file. */
export async function userThread(deps: AppDeps, db: Executor, ticket: Ticket, unread: number): Promise<TicketView> {
  const { messages, files } = await threadOf(db, ticket.id, false);
  return {
    ...toTicketSummary(deps, ticket, unread),
    messages: messages.map(({ message, authorName }) => ({
      id: message.id,
      from: message.staff ? ('staff' as const) : ('user' as const),
      authorName,
      text: message.body,
      createdAt: message.createdAt.toISOString(),
      files: files.filter((file) => file.messageId === message.id).map((file) => fileView(deps, file)),
    })),
    files: files.filter((file) => file.messageId === null).map((file) => fileView(deps, file)),
  };
}

/** The thread as the desk sees it: everything, each message and file saying whether it is internal. */
export async function deskThread(deps: AppDeps, db: Executor, ticketId: string) {
  const { messages, files } = await threadOf(db, ticketId, true);
  return {
    messages: messages.map(({ message, authorName }) => ({
      id: message.id,
      from: message.staff ? ('staff' as const) : ('user' as const),
      authorName,
      text: message.body,
      internal: message.internal,
      createdAt: message.createdAt.toISOString(),
      files: files.filter((file) => file.messageId === message.id).map((file) => deskFileView(deps, file)),
    })),
    files: files.filter((file) => file.messageId === null).map((file) => deskFileView(deps, file)),
  };
}

/**
 * A target of the desk: due `hours` after the ticket was opened; overdue when what it waits for happened after
 * that, or has not happened and the time has passed (a ticket done without a reply counts its closing).
 */
function target(openedAt: Date, hours: number, at: Date | null, end: Date | null, now: number) {
  const due = openedAt.getTime() + hours * HOUR;
  const happened = at ?? end;
  return {
    dueAt: new Date(due).toISOString(),
    at: at?.toISOString() ?? null,
    overdue: (happened ? happened.getTime() : now) > due,
  };
}

export function deskTargets(deps: Pick<AppDeps, 'env'>, ticket: Ticket, now = Date.now()) {
  return {
    firstReply: target(
      ticket.createdAt,
      deps.env.TICKET_FIRST_REPLY_HOURS,
      ticket.firstRepliedAt,
      ticket.resolvedAt,
      now,
    ),
    resolution: target(ticket.createdAt, deps.env.TICKET_RESOLUTION_HOURS, ticket.resolvedAt, null, now),
  };
}

export function toDeskSummary(
  deps: Pick<AppDeps, 'env'>,
  ticket: Ticket,
  user: { id: string; name: string },
  assignee: { id: string; name: string } | null,
) {
  return {
    id: ticket.id,
    number: ticket.number,
    subject: ticket.subject,
    department: ticket.department,
    priority: ticket.priority,
    status: ticket.status,
    user,
    assignee,
    createdAt: ticket.createdAt.toISOString(),
    waitingSince: ticket.waitingSince.toISOString(),
    lastMessageAt: ticket.lastMessageAt.toISOString(),
    reopenCount: ticket.reopenCount,
    ...deskTargets(deps, ticket),
  };
}
