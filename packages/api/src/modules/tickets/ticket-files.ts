/**
 * A ticket's files (decision 042): uploaded by its user or the desk (lib/attachments.ts checks the type by the
 * content and keeps the name), then sent with a message (`fileIds`) or left on the ticket; read through an
 * address signed for TICKET_FILE_LINK_MINUTES, which the user (their files, no internal one) or the desk asks
 * for again once it has run out.
 */
import { and, count, eq } from 'drizzle-orm';
import { ticketFiles, tickets, type TicketFile } from '@rassam/db';
import { AppError } from '../../lib/app-error';
import { attachmentLimitBytes, checkAttachmentUrl, storeAttachment } from '../../lib/attachments';
import type { AppDeps } from '../../lib/context';
import { TICKET_FILE_SCOPE, ticketFileLink } from './ticket-views';
import { MAX_TICKET_FILES } from './tickets.schemas';
import { afterUserMessage, lockTicket, ownTicket, ticketNotFound } from './tickets.service';

export const ticketFileLimit = (deps: Pick<AppDeps, 'env'>) => attachmentLimitBytes(deps.env.TICKET_FILE_MAX_MB);

/** Who uploads: the ticket's user, or someone on the desk (whose file may be for the desk alone). */
export type Uploader = { userId: string; staff: false } | { userId: string; staff: true; internal: boolean };

/**
 * Stores a file on a ticket. A done ticket takes none (CannotUploadFileOnTicket), nor one past MAX_TICKET_FILES.
 * A user's file is their turn as a message is (the desk's if it was the user's); a desk's file moves nothing:
 * its reply does. The bytes go to storage before the ticket is locked, and are deleted again if it refuses.
 */
export async function addTicketFile(
  deps: AppDeps,
  uploader: Uploader,
  ticketId: string,
  file: { bytes: Uint8Array; name: string },
) {
  // Refused early, before any byte is kept: another user's ticket, or a done one.
  const before = uploader.staff
    ? (await deps.db.select().from(tickets).where(eq(tickets.id, ticketId)).limit(1))[0]
    : await ownTicket(deps.db, uploader.userId, ticketId);
  if (!before) throw ticketNotFound();
  if (before.status === 'done') throw new AppError('CannotUploadFileOnTicket');
  const stored = await storeAttachment(deps, `tickets/${ticketId}`, file, ticketFileLimit(deps));
  try {
    return await deps.db.transaction(async (tx) => {
      const ticket = await lockTicket(tx, ticketId, uploader.staff ? undefined : uploader.userId);
      if (ticket.status === 'done') throw new AppError('CannotUploadFileOnTicket');
      const [held] = await tx.select({ n: count() }).from(ticketFiles).where(eq(ticketFiles.ticketId, ticketId));
      if ((held?.n ?? 0) >= MAX_TICKET_FILES) {
        throw new AppError('CannotUploadFileOnTicket', { details: { maxFiles: MAX_TICKET_FILES } });
      }
      const now = new Date();
      const [inserted] = await tx
        .insert(ticketFiles)
        .values({
          ...stored,
          ticketId,
          uploaderId: uploader.userId,
          staff: uploader.staff,
          internal: uploader.staff && uploader.internal,
          createdAt: now,
        })
        .returning();
      if (!uploader.staff) await tx.update(tickets).set(afterUserMessage(ticket, now)).where(eq(tickets.id, ticketId));
      return inserted!;
    });
  } catch (error) {
    await deps.storage.delete(stored.storageKey).catch(() => {});
    throw error;
  }
}

async function fileOfTicket(deps: AppDeps, ticketId: string, fileId: string): Promise<TicketFile> {
  const [file] = await deps.db
    .select()
    .from(ticketFiles)
    .where(and(eq(ticketFiles.id, fileId), eq(ticketFiles.ticketId, ticketId)))
    .limit(1);
  if (!file) throw new AppError('FileNotFound');
  return file;
}

/** A new address of a file of the user's own ticket (an internal file is not theirs to see: FileNotFound). */
export async function userFileLink(deps: AppDeps, userId: string, ticketId: string, fileId: string) {
  await ownTicket(deps.db, userId, ticketId);
  const file = await fileOfTicket(deps, ticketId, fileId);
  if (file.internal) throw new AppError('FileNotFound');
  return ticketFileLink(deps, file.id);
}

/** A new address of a file of any ticket, for the desk. */
export async function deskFileLink(deps: AppDeps, ticketId: string, fileId: string) {
  const [ticket] = await deps.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.id, ticketId)).limit(1);
  if (!ticket) throw ticketNotFound();
  return ticketFileLink(deps, (await fileOfTicket(deps, ticketId, fileId)).id);
}

/**
 * The file a signed address names: FileNotFound when the address is not ours (or the file is gone),
 * FileValidityTimeExpired once its time has passed.
 */
export async function fileByAddress(deps: AppDeps, fileId: string, query: { exp?: string; sig?: string }) {
  const check = checkAttachmentUrl(
    deps.env.sessionSecret,
    TICKET_FILE_SCOPE,
    fileId,
    query,
    deps.env.TICKET_FILE_LINK_MINUTES,
  );
  if (check === 'invalid') throw new AppError('FileNotFound');
  if (check === 'expired') throw new AppError('FileValidityTimeExpired');
  const [file] = await deps.db.select().from(ticketFiles).where(eq(ticketFiles.id, fileId)).limit(1);
  if (!file) throw new AppError('FileNotFound');
  return file;
}
