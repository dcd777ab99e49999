/**
 * An order's files (decision 043): the buyer's uploads for the order form (on no order until the order that
 * answers with them is placed), files either side adds to an order, and the desk's delivery. Stored by
 * lib/attachments.ts as uploaded under their cleaned names, told by their content; an order also takes video,
 * audio and GLB models, which a service's form may ask for. Read through an address signed for
 * ORDER_FILE_LINK_MINUTES.
 */
import { and, count, eq, isNull, lt } from 'drizzle-orm';
import { orderFiles, orders, type Executor, type OrderFile } from '@rassam/db';
import { AppError } from '../../lib/app-error';
import {
  attachmentLimitBytes,
  attachmentType,
  checkAttachmentUrl,
  signedAttachmentUrl,
  storeAttachment,
  type AttachmentType,
} from '../../lib/attachments';
import type { AppDeps } from '../../lib/context';
import { sniff } from '../generation/files.service';
import type { ServiceFileKind } from '../services/services.schemas';
import { MAX_ORDER_FILES } from './orders.schemas';

export const ORDER_FILE_SCOPE = 'order';
/** Uploads for order forms not placed yet, per buyer: enough for a form of 30 questions, not a free store. */
export const MAX_LOOSE_FILES = 50;

export const orderFileLimit = (deps: Pick<AppDeps, 'env'>) => attachmentLimitBytes(deps.env.ORDER_FILE_MAX_MB);

/** The attachments' types, and the media a form may ask for (video, audio, a GLB model). */
export function orderFileType(bytes: Uint8Array): AttachmentType | null {
  const media = sniff(bytes);
  if (media && media.kind !== 'image') return { mime: media.mime, extensions: [media.ext] };
  return attachmentType(bytes);
}

/** The kind a form's file question names, of a stored file's type; plain text is none of them. */
export function fileKind(mime: string): ServiceFileKind | null {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime === 'model/gltf-binary') return 'model3d';
  if (mime === 'application/pdf') return 'pdf';
  if (mime === 'application/zip') return 'zip';
  return null;
}

export const orderFilePath = (id: string) => `/api/order-files/${id}`;

export function orderFileLink(deps: Pick<AppDeps, 'env'>, fileId: string, now = Date.now()) {
  return signedAttachmentUrl(
    deps.env.sessionSecret,
    ORDER_FILE_SCOPE,
    fileId,
    orderFilePath(fileId),
    deps.env.ORDER_FILE_LINK_MINUTES,
    now,
  );
}

export const fileView = (deps: Pick<AppDeps, 'env'>, file: OrderFile) => ({
  id: file.id,
  messageId: file.messageId,
  name: file.name,
  mime: file.mime,
  size: file.size,
  from: file.staff ? ('staff' as const) : ('user' as const),
  delivery: file.delivery,
  createdAt: file.createdAt.toISOString(),
  ...orderFileLink(deps, file.id),
});

export const looseFileView = (deps: Pick<AppDeps, 'env'>, file: OrderFile) => ({
  id: file.id,
  name: file.name,
  mime: file.mime,
  size: file.size,
  createdAt: file.createdAt.toISOString(),
  ...orderFileLink(deps, file.id),
});

type Upload = { bytes: Uint8Array; name: string };

/** Stores the bytes, then runs `record`; the stored file goes again when it refuses. */
async function stored<T>(
  deps: AppDeps,
  prefix: string,
  upload: Upload,
  record: (file: Awaited<ReturnType<typeof storeAttachment>>) => Promise<T>,
) {
  const file = await storeAttachment(deps, prefix, upload, orderFileLimit(deps), orderFileType);
  try {
    return await record(file);
  } catch (error) {
    await deps.storage.delete(file.storageKey).catch(() => {});
    throw error;
  }
}

/** How long an upload may wait for the order that answers with it; older ones go with the buyer's next upload. */
export const LOOSE_FILE_HOURS = 24;

/**
 * Deletes uploads no order took within LOOSE_FILE_HOURS (rows first, then their bytes): a buyer's before their
 * next upload, everyone's from the hourly sweep. Returns how many went.
 */
export async function dropStaleLooseFiles(deps: AppDeps, userId?: string) {
  const stale = await deps.db
    .delete(orderFiles)
    .where(
      and(
        userId ? eq(orderFiles.uploaderId, userId) : undefined,
        isNull(orderFiles.orderId),
        lt(orderFiles.createdAt, new Date(Date.now() - LOOSE_FILE_HOURS * 3_600_000)),
      ),
    )
    .returning({ storageKey: orderFiles.storageKey });
  for (const file of stale) await deps.storage.delete(file.storageKey).catch(() => {});
  return stale.length;
}

/**
 * A buyer's upload for an order form, before the order: at most MAX_LOOSE_FILES waiting at once, and those no
 * order took within LOOSE_FILE_HOURS are deleted first.
 */
export async function addLooseFile(deps: AppDeps, userId: string, upload: Upload) {
  await dropStaleLooseFiles(deps, userId);
  return stored(deps, `orders/uploads/${userId}`, upload, (file) =>
    deps.db.transaction(async (tx) => {
      const [held] = await tx
        .select({ n: count() })
        .from(orderFiles)
        .where(and(eq(orderFiles.uploaderId, userId), isNull(orderFiles.orderId)));
      if ((held?.n ?? 0) >= MAX_LOOSE_FILES) {
        throw new AppError('OrderActionNotAllowed', { details: { maxFiles: MAX_LOOSE_FILES } });
      }
      const [row] = await tx
        .insert(orderFiles)
        .values({ ...file, orderId: null, uploaderId: userId, staff: false })
        .returning();
      return row!;
    }),
  );
}

/**
 * A file on an order, from its buyer (`staff` false: their own order, else OrderNotFound) or the desk. A
 * completed or cancelled order takes none (OrderActionNotAllowed), nor one past MAX_ORDER_FILES.
 */
export async function addOrderFile(
  deps: AppDeps,
  uploader: { userId: string; staff: boolean },
  orderId: string,
  upload: Upload,
) {
  const owner = uploader.staff ? undefined : uploader.userId;
  const open = async (db: Executor, lock: boolean) => {
    const query = db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), owner ? eq(orders.userId, owner) : undefined))
      .limit(1);
    const [order] = lock ? await query.for('update') : await query;
    if (!order) throw new AppError('OrderNotFound');
    if (order.status === 'completed' || order.status === 'cancelled') throw new AppError('OrderActionNotAllowed');
    return order;
  };
  await open(deps.db, false);
  return stored(deps, `orders/${orderId}`, upload, (file) =>
    deps.db.transaction(async (tx) => {
      await open(tx, true);
      const [held] = await tx.select({ n: count() }).from(orderFiles).where(eq(orderFiles.orderId, orderId));
      if ((held?.n ?? 0) >= MAX_ORDER_FILES) {
        throw new AppError('OrderActionNotAllowed', { details: { maxFiles: MAX_ORDER_FILES } });
      }
      const [row] = await tx
        .insert(orderFiles)
        .values({ ...file, orderId, uploaderId: uploader.userId, staff: uploader.staff })
        .returning();
      return row!;
    }),
  );
}

/** The file a signed address names: FileNotFound when it is not ours, FileValidityTimeExpired once run out. */
export async function fileByAddress(deps: AppDeps, fileId: string, query: { exp?: string; sig?: string }) {
  const check = checkAttachmentUrl(
    deps.env.sessionSecret,
    ORDER_FILE_SCOPE,
    fileId,
    query,
    deps.env.ORDER_FILE_LINK_MINUTES,
  );
  if (check === 'invalid') throw new AppError('FileNotFound');
  if (check === 'expired') throw new AppError('FileValidityTimeExpired');
  const [file] = await deps.db.select().from(orderFiles).where(eq(orderFiles.id, fileId)).limit(1);
  if (!file) throw new AppError('FileNotFound');
  return file;
}
