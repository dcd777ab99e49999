/**
 * Shared results: the owner of a completed design makes a link (`/shared/{slug}`, an unguessable slug)
 * that shows its outputs to anyone, with the prompt only if the owner chose so. The shared page reads
 * `GET /api/shared/{slug}` and its files through `/api/shared/{slug}/files/{id}`, which serves only the
 * outputs and thumbnails of that one design. Unsharing or deleting the design ends the link at once.
 */
import { publicContentChanged } from '../../lib/public-changes';
import { randomBytes } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, inArray, or } from 'drizzle-orm';
import { designOutputs, designs, files, type Executor } from '@rassam/db';
import { AppError } from '../../lib/app-error';
import { ownDesign } from './designs.service';
import { createRouter, ok } from '../../lib/create-app';
import { sendStoredFile } from '../../lib/serve-stored';
import type { AppDeps } from '../../lib/context';
import { currentUser } from '../../lib/middleware';
import { storedImageAt } from '../../lib/sized-images';
import { imageWidthQuery } from '../market/market.schemas';
import { failure, jsonBody, storedFileResponses, success } from '../../lib/openapi';

const tags = ['AI designs'];
const SLUG_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 12 characters of a 57-letter alphabet (~70 bits): links cannot be guessed or enumerated. */
function newSlug(): string {
  const bytes = randomBytes(12);
  return [...bytes].map((byte) => SLUG_ALPHABET[byte % SLUG_ALPHABET.length]).join('');
}

// Any text is accepted here and a malformed slug is simply not found (404): it is a link, not a form.
const slugParam = z.object({ slug: z.string().meta({ param: { name: 'slug', in: 'path' } }) });
const SLUG = /^[A-Za-z0-9]{6,32}$/;
const designId = z.object({
  id: z.uuid({ error: 'DesigningIdIsNotValid' }).meta({ param: { name: 'id', in: 'path' } }),
});
const shareBody = z.strictObject({
  showPrompt: z.boolean().default(false).meta({ description: 'Show the prompt on the shared page' }),
});
const shareView = z.object({ slug: z.string(), url: z.string(), showPrompt: z.boolean() });

const sharedOutput = z.object({
  url: z.string(),
  mime: z.string(),
  kind: z.enum(['image', 'video', 'audio', 'model3d']),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationSeconds: z.number().nullable(),
  thumbnailUrl: z.string().nullable(),
});
export const sharedDesignSchema = z
  .object({
    slug: z.string(),
    tool: z.string(),
    prompt: z.string().nullable().meta({ description: 'Only when the owner chose to show it' }),
    provider: z.string().nullable(),
    model: z.string().nullable(),
    preview: z.boolean(),
    createdAt: z.string(),
    outputs: z.array(sharedOutput),
    before: z.string().nullable().meta({
      description: 'The input image, for a before/after comparison: only for tools whose output shows all of it',
    }),
  })
  .meta({ id: 'SharedDesign' });

export const shareRoute = createRoute({
  method: 'post',
  path: '/designs/{id}/share',
  tags,
  summary: 'Share a completed design: a public link, with or without its prompt (again: same link)',
  request: { params: designId, body: jsonBody(shareBody) },
  responses: {
    200: success(shareView),
    404: failure('DesigningNotFound'),
    409: failure('DesigningNotComplete, DesigningIsDeleted'),
  },
});

export const unshareRoute = createRoute({
  method: 'delete',
  path: '/designs/{id}/share',
  tags,
  summary: 'Stop sharing: the link stops working at once',
  request: { params: designId },
  responses: { 200: success(z.object({ id: z.string() })), 404: failure('DesigningNotFound') },
});

export const sharedRoute = createRoute({
  method: 'get',
  path: '/shared/{slug}',
  tags,
  summary: 'A shared result, for anyone with the link',
  request: { params: slugParam },
  responses: { 200: success(sharedDesignSchema), 404: failure('DesigningNotFound') },
});

export const sharedFileRoute = createRoute({
  method: 'get',
  path: '/shared/{slug}/files/{id}',
  tags,
  summary: 'An output (or its thumbnail) of a shared result',
  request: {
    params: slugParam.extend({
      id: z.uuid({ error: 'FileIdIsNotValid' }).meta({ param: { name: 'id', in: 'path' } }),
    }),
    query: imageWidthQuery,
  },
  responses: {
    ...storedFileResponses,
    404: failure('FileNotFound'),
  },
});

const sharedUrl = (slug: string) => `/shared/${slug}`;

/**
 * Tools whose output shows everything their input image shows (enlarged, or with more around it): for
 * these alone the shared page may show the input as "before". Removing a background or an object hides
 * something on purpose, so the original stays private there.
 */
const BEFORE_IS_PUBLIC = new Set(['upscale', 'image-expand']);
const publicBefore = (row: { tool: string; input: Record<string, unknown> }) =>
  BEFORE_IS_PUBLIC.has(row.tool) && typeof row.input.image === 'string' ? row.input.image : null;
const sharedFileUrl = (slug: string, id: string) => `/api/shared/${slug}/files/${id}`;

/** A design of the user's that can have a link: a deleted one is, for sharing, not found. */
async function shareable(db: Executor, userId: string, id: string) {
  const row = await ownDesign(db, userId, id);
  if (row.status === 'deleted') throw new AppError('DesigningNotFound');
  return row;
}

export async function shareDesign(db: Executor, userId: string, id: string, showPrompt: boolean) {
  const row = await shareable(db, userId, id);
  if (row.status !== 'completed') throw new AppError('DesigningNotComplete', { status: 409 });
  const slug = row.shareSlug ?? newSlug();
  await db
    .update(designs)
    .set({ shareSlug: slug, sharePrompt: showPrompt })
    .where(and(eq(designs.id, id), eq(designs.userId, userId)));
  return { slug, url: sharedUrl(slug), showPrompt };
}

export async function unshareDesign(db: Executor, userId: string, id: string) {
  await shareable(db, userId, id);
  await db
    .update(designs)
    .set({ shareSlug: null, sharePrompt: false })
    .where(and(eq(designs.id, id), eq(designs.userId, userId)));
}

async function sharedRow(db: Executor, slug: string) {
  if (!SLUG.test(slug)) throw new AppError('DesigningNotFound');
  const [row] = await db
    .select()
    .from(designs)
    .where(and(eq(designs.shareSlug, slug), eq(designs.status, 'completed')))
    .limit(1);
  if (!row) throw new AppError('DesigningNotFound');
  return row;
}

export async function sharedDesign(db: Executor, slug: string): Promise<z.infer<typeof sharedDesignSchema>> {
  const row = await sharedRow(db, slug);
  const outputs = await db
    .select({ file: files, thumbnailFileId: designOutputs.thumbnailFileId })
    .from(designOutputs)
    .innerJoin(files, eq(files.id, designOutputs.fileId))
    .where(eq(designOutputs.designId, row.id))
    .orderBy(designOutputs.position);
  // What the user wrote: the prompt, or the text a voice reads.
  const written = row.input.prompt ?? row.input.text;
  const prompt = typeof written === 'string' ? written : null;
  const before = publicBefore(row);
  return {
    slug,
    tool: row.tool,
    prompt: row.sharePrompt ? prompt : null,
    provider: row.provider,
    model: row.model,
    preview: row.preview,
    createdAt: row.createdAt.toISOString(),
    before: before ? sharedFileUrl(slug, before) : null,
    outputs: outputs.map(({ file, thumbnailFileId }) => ({
      url: sharedFileUrl(slug, file.id),
      mime: file.mime,
      kind: file.kind,
      width: file.width,
      height: file.height,
      durationSeconds: file.durationMs === null ? null : file.durationMs / 1000,
      thumbnailUrl: thumbnailFileId ? sharedFileUrl(slug, thumbnailFileId) : null,
    })),
  };
}

/**
 * A file of the shared design (an output, a thumbnail or its public before); anything else is FileNotFound.
 * With a width, a WebP at most that wide (made on the first ask and kept): the page shows a picture at its
 * own size, and the original, often a PNG of half a megabyte, only on zoom.
 */
export async function sharedFile(deps: AppDeps, slug: string, fileId: string, width?: number) {
  const row = await sharedRow(deps.db, slug);
  const [output] =
    fileId === publicBefore(row)
      ? [{ id: fileId }]
      : await deps.db
          .select({ id: designOutputs.id })
          .from(designOutputs)
          .where(
            and(
              eq(designOutputs.designId, row.id),
              or(eq(designOutputs.fileId, fileId), eq(designOutputs.thumbnailFileId, fileId)),
            ),
          )
          .limit(1);
  if (!output) throw new AppError('FileNotFound');
  const [file] = await deps.db
    .select()
    .from(files)
    .where(inArray(files.id, [fileId]))
    .limit(1);
  if (!file) throw new AppError('FileNotFound');
  return storedImageAt(deps.storage, file, width);
}

export const sharesRouter = createRouter();
// Sharing is behind the generation module's '/designs/*' guards (sign-in and the write limit): a
// guard of its own here would count each share twice.

sharesRouter
  .openapi(shareRoute, async (c) => {
    const { showPrompt } = c.req.valid('json');
    const view = await shareDesign(c.get('deps').db, currentUser(c).user.id, c.req.valid('param').id, showPrompt);
    // Showing the prompt or not changes the cached shared page.
    publicContentChanged();
    return c.json(ok(c, view, 'UpdateSuccessfully'), 200);
  })
  .openapi(unshareRoute, async (c) => {
    const { id } = c.req.valid('param');
    await unshareDesign(c.get('deps').db, currentUser(c).user.id, id);
    // An unshared result must leave the cached shared page now, not when it expires.
    publicContentChanged();
    return c.json(ok(c, { id }, 'UpdateSuccessfully'), 200);
  })
  .openapi(sharedRoute, async (c) => {
    return c.json({ data: await sharedDesign(c.get('deps').db, c.req.valid('param').slug) }, 200);
  })
  .openapi(sharedFileRoute, async (c) => {
    const { slug, id } = c.req.valid('param');
    const deps = c.get('deps');
    return sendStoredFile(c, deps.storage, {
      ...(await sharedFile(deps, slug, id, c.req.valid('query').w)),
      // Public while shared; a short cache so that unsharing takes effect soon everywhere (the ETag makes
      // the check after it cheap).
      cacheControl: 'public, max-age=300',
      contentSecurityPolicy: "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
    }) as never;
  });
