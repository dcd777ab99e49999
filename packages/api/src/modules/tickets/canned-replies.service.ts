/** The desk's saved answers (decision 042), in Persian and optionally English; any of the desk manages them. */
import { asc, eq } from 'drizzle-orm';
import { cannedReplies, type CannedReply } from '@rassam/db';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/context';
import { changesNothing } from '../../lib/patch';
import type { CannedReplyInput, CannedReplyPatch } from './tickets.schemas';

const notFound = () => new AppError('CannedReplyNotFound');

const toView = (row: CannedReply) => ({
  id: row.id,
  titleFa: row.titleFa,
  titleEn: row.titleEn,
  bodyFa: row.bodyFa,
  bodyEn: row.bodyEn,
  updatedAt: row.updatedAt.toISOString(),
});

/** Persian alphabetical order (پ before س), which the database's collation may not know. */
const persianOrder = new Intl.Collator('fa');

/** Every saved reply, by its Persian title: a desk keeps tens of them, not thousands. */
export async function listReplies(deps: AppDeps) {
  const rows = await deps.db.select().from(cannedReplies).orderBy(asc(cannedReplies.id));
  return rows.sort((a, b) => persianOrder.compare(a.titleFa, b.titleFa)).map(toView);
}

export async function createReply(deps: AppDeps, staffId: string, input: CannedReplyInput) {
  const [row] = await deps.db
    .insert(cannedReplies)
    .values({ ...input, titleEn: input.titleEn ?? null, bodyEn: input.bodyEn ?? null, updatedBy: staffId })
    .returning();
  return toView(row!);
}

export async function updateReply(deps: AppDeps, staffId: string, id: string, patch: CannedReplyPatch) {
  if (changesNothing(patch)) {
    const [row] = await deps.db.select().from(cannedReplies).where(eq(cannedReplies.id, id)).limit(1);
    if (!row) throw notFound();
    return toView(row);
  }
  const [row] = await deps.db
    .update(cannedReplies)
    .set({ ...patch, updatedBy: staffId })
    .where(eq(cannedReplies.id, id))
    .returning();
  if (!row) throw notFound();
  return toView(row);
}

export async function deleteReply(deps: AppDeps, id: string) {
  const [row] = await deps.db.delete(cannedReplies).where(eq(cannedReplies.id, id)).returning({ id: cannedReplies.id });
  if (!row) throw notFound();
}
