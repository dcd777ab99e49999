/**
 * Designs from the user's side: quote, create (validate, price, debit and insert in one transaction),
 * read, list, cancel while queued (refunded in the same transaction) and delete once settled.
 */
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { designOutputs, designs, files, type DesignStatus, type Executor } from '@rassam/db';
import { findTool, priceOf, type ToolDefinition } from '@rassam/ai';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { validationError } from '../../lib/create-app';
import { credit, debit } from '../wallet/wallet.service';
import type { DesignRow } from './queue';
import type { Planner } from './routing';
import { publicContentChanged } from '../../lib/public-changes';

export function toolOrThrow(slug: string): ToolDefinition {
  const tool = findTool(slug);
  if (!tool) throw new AppError('ServiceNotAvailable', { status: 404, fields: { tool: 'ServiceNotAvailable' } });
  return tool;
}

/** The tool's input, validated; errors name `input.<field>` for the form. */
export function parseInput(tool: ToolDefinition, input: unknown): Record<string, unknown> {
  const parsed = tool.input.safeParse(input ?? {});
  if (!parsed.success) {
    const error = validationError(parsed.error);
    const fields = Object.fromEntries(
      Object.entries(error.fields ?? {}).map(([name, value]) => [`input.${name}`, value]),
    );
    throw new AppError(error.code, { status: 422, fields });
  }
  return parsed.data as Record<string, unknown>;
}

/** Every file id the input names must be the user's own upload of the right kind. */
async function checkFiles(db: Executor, userId: string, tool: ToolDefinition, input: Record<string, unknown>) {
  const wanted: { field: string; id: string; kind: string }[] = [];
  for (const [field, kind] of Object.entries(tool.files)) {
    const value = input[field];
    const ids = Array.isArray(value) ? value : value === undefined ? [] : [value];
    for (const id of ids) wanted.push({ field, id: String(id), kind });
  }
  if (!wanted.length) return;
  const rows = await db
    .select({ id: files.id, kind: files.kind })
    .from(files)
    .where(and(eq(files.userId, userId), inArray(files.id, [...new Set(wanted.map((w) => w.id))])));
  const kinds = new Map(rows.map((row) => [row.id, row.kind]));
  for (const { field, id, kind } of wanted) {
    const found = kinds.get(id);
    if (!found) throw new AppError('FileNotFound', { fields: { [`input.${field}`]: 'FileNotFound' } });
    if (found !== kind) {
      throw new AppError('FileFormatIsNotValid', { fields: { [`input.${field}`]: 'FileFormatIsNotValid' } });
    }
  }
}

export async function quote(db: Executor, planner: Planner, slug: string, input: unknown) {
  const tool = toolOrThrow(slug);
  const parsed = parseInput(tool, input);
  const plan = await planner.plan(db, tool);
  return { cost: plan.charged ? priceOf(tool, parsed) : 0, provider: plan.provider, model: plan.model };
}

export async function createDesign(
  db: Executor,
  planner: Planner,
  userId: string,
  request: { tool: string; input: unknown },
): Promise<DesignRow> {
  const tool = toolOrThrow(request.tool);
  const input = parseInput(tool, request.input);
  await checkFiles(db, userId, tool, input);
  const plan = await planner.plan(db, tool);
  const cost = plan.charged ? priceOf(tool, input) : 0;
  const seed = typeof input.seed === 'number' ? input.seed : randomInt(0, 2_147_483_647);
  return db.transaction(async (tx) => {
    const id = crypto.randomUUID();
    // The debit first: NotEnoughCoin rolls back before anything is written.
    if (cost > 0) await debit(tx, userId, cost, { reason: 'design_spend', ref: { type: 'design', id } });
    const [row] = await tx
      .insert(designs)
      .values({ id, userId, tool: tool.slug, input, cost, seed, routes: plan.routes })
      .returning();
    return row!;
  });
}

/** The user's own design (deleted ones too: callers say what a deleted one means to them). */
export async function ownDesign(db: Executor, userId: string, id: string): Promise<DesignRow> {
  const [row] = await db
    .select()
    .from(designs)
    .where(and(eq(designs.id, id), eq(designs.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('DesigningNotFound');
  return row;
}

export async function designFor(db: Executor, userId: string, id: string) {
  const row = await ownDesign(db, userId, id);
  if (row.status === 'deleted') throw new AppError('DesigningIsDeleted');
  return withOutputs(db, [row]).then(([view]) => view!);
}

/** A queued design can be cancelled; its coins come back in the same transaction. */
export async function cancelDesign(db: Executor, userId: string, id: string) {
  const row = await ownDesign(db, userId, id);
  if (row.status === 'deleted') throw new AppError('DesigningIsDeleted');
  if (row.status === 'processing') throw new AppError('DesigningIsInProcess');
  if (row.status !== 'queued') throw new AppError('CannotDeleteDesigning', { status: 409 });
  const cancelled = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(designs)
      .set({ status: 'cancelled', refunded: row.cost > 0, finishedAt: sql`now()` })
      .where(and(eq(designs.id, id), eq(designs.status, 'queued')))
      .returning();
    if (!changed) return null;
    if (changed.cost > 0) {
      await credit(tx, userId, changed.cost, { reason: 'design_refund', ref: { type: 'design', id } });
    }
    return changed;
  });
  // A worker claimed it between our read and our update.
  if (!cancelled) throw new AppError('DesigningIsInProcess');
  return designFor(db, userId, id);
}

/** Deleting hides a settled design from its owner; provenance stays. Queued or running: refused. */
export async function deleteDesign(db: Executor, userId: string, id: string) {
  const row = await ownDesign(db, userId, id);
  if (row.status === 'deleted') throw new AppError('DesigningIsDeleted');
  if (row.status === 'queued' || row.status === 'processing') throw new AppError('DesigningIsInProcess');
  const [changed] = await db
    .update(designs)
    .set({ status: 'deleted', deletedAt: sql`now()` })
    .where(and(eq(designs.id, id), inArray(designs.status, ['completed', 'failed', 'cancelled'])))
    .returning({ id: designs.id });
  if (!changed) throw new AppError('DesigningIsInProcess');
  // Its shared page, or the example it was, is cached: it must go now.
  if (row.shareSlug !== null || row.featured) publicContentChanged();
}

export async function listDesigns(
  db: Executor,
  userId: string,
  filter: { tool?: string; status?: DesignStatus },
  page: number,
  pageSize: number,
) {
  const conditions: SQL[] = [eq(designs.userId, userId), ne(designs.status, 'deleted')];
  if (filter.tool) conditions.push(eq(designs.tool, filter.tool));
  if (filter.status) conditions.push(eq(designs.status, filter.status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(designs)
      .where(where)
      .orderBy(desc(designs.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(designs).where(where),
  ]);
  return { items: await withOutputs(db, rows), total: total?.total ?? 0 };
}

export const fileUrl = (id: string) => `/api/files/${id}`;

async function withOutputs(db: Executor, rows: DesignRow[]) {
  const ids = rows.map((row) => row.id);
  const outputs = ids.length
    ? await db
        .select({
          designId: designOutputs.designId,
          position: designOutputs.position,
          file: files,
          thumbnailFileId: designOutputs.thumbnailFileId,
        })
        .from(designOutputs)
        .innerJoin(files, eq(files.id, designOutputs.fileId))
        .where(inArray(designOutputs.designId, ids))
        .orderBy(designOutputs.position)
    : [];
  return rows.map((row) => ({
    id: row.id,
    tool: row.tool,
    status: row.status,
    progress: row.progress,
    cost: row.cost,
    input: row.input,
    seed: row.seed,
    provider: row.provider,
    model: row.model,
    preview: row.preview,
    error: row.errorCode && (row.status === 'failed' || row.status === 'queued') ? { code: row.errorCode } : null,
    refunded: row.refunded,
    share: row.shareSlug ? { slug: row.shareSlug, url: `/shared/${row.shareSlug}`, showPrompt: row.sharePrompt } : null,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    outputs: outputs
      .filter((output) => output.designId === row.id)
      .map((output) => ({
        id: output.file.id,
        url: fileUrl(output.file.id),
        mime: output.file.mime,
        kind: output.file.kind,
        size: output.file.size,
        width: output.file.width,
        height: output.file.height,
        durationSeconds: output.file.durationMs === null ? null : output.file.durationMs / 1000,
        thumbnailUrl: output.thumbnailFileId ? fileUrl(output.thumbnailFileId) : null,
      })),
  }));
}

export type DesignView = Awaited<ReturnType<typeof withOutputs>>[number];

export const createDesignBody = z.strictObject({
  tool: z.string().min(1).max(64).meta({ example: 'upscale' }),
  input: z
    .record(z.string(), z.unknown())
    .meta({ description: "The tool's input (GET /api/tools has its JSON Schema)" }),
});
