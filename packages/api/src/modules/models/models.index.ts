import { bodyLimit } from 'hono/body-limit';
import { toLatinDigits } from '@rassam/i18n';
import { files } from '@rassam/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { createRouter, ok } from '../../lib/create-app';
import { IDEMPOTENCY_HEADER, onceFor, readIdempotencyKey } from '../../lib/idempotency';
import { currentUser, limitAccountWrites, requireAuth } from '../../lib/middleware';
import { sendStoredFile } from '../../lib/serve-stored';
import { streamLiveState } from '../generation/live-stream';
import * as routes from './models.routes';
import * as service from './models.service';
import { modelUploadFields } from './models.schemas';

export const modelsRouter = createRouter();

// '/x/*' matches '/x' too (Hono): one pattern, or a write would count twice.
modelsRouter.use('/models/*', requireAuth);
modelsRouter.on(['POST', 'PATCH', 'DELETE'], '/models/*', limitAccountWrites);
modelsRouter.on('POST', '/models', async (c, next) =>
  bodyLimit({
    // The file's limit and room for the form around it; a larger body is refused before it is read.
    maxSize: service.uploadLimitBytes(c.get('deps')) + 64 * 1024,
    onError: () => {
      throw new AppError('FileSizeValidationError', { status: 413, fields: { file: 'FileSizeValidationError' } });
    },
  })(c, next),
);

const SETTLED = new Set(['ready', 'failed']);
const FILE_POLICY = "default-src 'none'; img-src 'self'; media-src 'self'; sandbox";
const EMBED_PATH = /^\/(?:en\/)?embed\/model\/([A-Za-z0-9]{1,64})\/?$/;

/** oEmbed's maxwidth/maxheight: whole pixels in any digits; absent is no bound. */
function dimension(value: string | undefined, field: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(toLatinDigits(value.trim()));
  if (!Number.isInteger(n) || n < 1 || n > 10_000) {
    throw new AppError('ValidationError', { status: 422, fields: { [field]: 'ValidationError' } });
  }
  return n;
}

/** The frame's size: 640×480 unless the consumer allows less, keeping the 4:3 shape. */
function frameSize(maxWidth?: number, maxHeight?: number) {
  let width = Math.min(640, maxWidth ?? 640);
  let height = Math.round((width * 3) / 4);
  if (maxHeight !== undefined && height > maxHeight) {
    height = maxHeight;
    width = Math.min(width, Math.round((height * 4) / 3));
  }
  return { width, height };
}

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

modelsRouter
  .openapi(routes.upload, async (c) => {
    const deps = c.get('deps');
    const { user } = currentUser(c);
    const form = await Promise.resolve(c.req.formData()).catch(() => null);
    const file = form?.get('file');
    if (!file || typeof file === 'string')
      throw new AppError('FileFormatIsNotValid', { fields: { file: 'FileFormatIsNotValid' } });
    const rawTitle = form?.get('title');
    const fields = modelUploadFields.safeParse({
      title: typeof rawTitle === 'string' && rawTitle.trim() ? rawTitle : undefined,
    });
    if (!fields.success) throw new AppError('ValidationError', { status: 422, fields: { title: 'ValidationError' } });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const key = readIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
    const answer = await onceFor(
      deps.db,
      {
        userId: user.id,
        scope: 'models.upload',
        key,
        // The file's fingerprint stands for its bytes: the same key with another file is refused.
        body: {
          name: file.name,
          size: bytes.length,
          title: fields.data.title ?? null,
          head: [...bytes.subarray(0, 64)],
        },
      },
      async () => {
        const row = await service.createFromUpload(deps, user.id, {
          bytes,
          fileName: file.name || 'model',
          title: fields.data.title,
        });
        return {
          status: 201,
          body: ok(c, { id: row.id, slug: row.slug, link: row.link, status: row.status }, 'FileUploadedSuccessfully'),
        };
      },
    );
    return c.json(answer.body as never, answer.status as 201);
  })
  .openapi(routes.fromDesign, async (c) => {
    const deps = c.get('deps');
    const { user } = currentUser(c);
    const body = c.req.valid('json');
    const answer = await onceFor(
      deps.db,
      { userId: user.id, scope: 'models.from-design', key: readIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER)), body },
      async () => {
        const row = await service.createFromDesign(deps, user.id, body.designId);
        return {
          status: 201,
          body: ok(c, { id: row.id, slug: row.slug, link: row.link, status: row.status }, 'AddSuccessfully'),
        };
      },
    );
    return c.json(answer.body as never, answer.status as 201);
  })
  .openapi(routes.list, async (c) => {
    const { page, pageSize, q, status, visibility } = c.req.valid('query');
    const result = await service.listModels(c.get('deps'), currentUser(c).user.id, page, pageSize, {
      q: q || undefined,
      status,
      visibility,
    });
    return c.json(
      {
        data: result.items,
        meta: { page, pageSize, total: result.total, usedBytes: result.usedBytes, quotaBytes: result.quotaBytes },
      },
      200,
    );
  })
  .openapi(routes.get, async (c) => {
    const deps = c.get('deps');
    const row = await service.ownModel(deps.db, currentUser(c).user.id, c.req.valid('param').id);
    return c.json({ data: service.toModelView(deps, row) }, 200);
  })
  .openapi(routes.update, async (c) => {
    const view = await service.updateModel(
      c.get('deps'),
      currentUser(c).user.id,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(ok(c, view, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.remove, async (c) => {
    const { id } = c.req.valid('param');
    await service.deleteModel(c.get('deps'), currentUser(c).user.id, id);
    return c.json(ok(c, { id }, 'DeleteSuccessfully'), 200);
  })
  .openapi(routes.events, async (c) => {
    const deps = c.get('deps');
    const userId = currentUser(c).user.id;
    const { id } = c.req.valid('param');
    const first = await service.ownModel(deps.db, userId, id);
    // Model events travel on the design events' channel (migration 0016), keyed by the model's id.
    return streamLiveState(c, {
      id,
      event: 'model',
      settled: SETTLED,
      first,
      read: () => service.ownModel(deps.db, userId, id),
      events: deps.generation.events,
    }) as never;
  })
  .openapi(routes.file, async (c) => {
    const deps = c.get('deps');
    const { id, name } = c.req.valid('param');
    const row = await service.ownerFile(deps, currentUser(c).user.id, id, name);
    return sendStoredFile(c, deps.storage, {
      key: row.storageKey,
      contentType: row.mime,
      cacheControl: 'private, max-age=31536000, immutable',
      contentSecurityPolicy: FILE_POLICY,
    }) as never;
  })
  .openapi(routes.market, async (c) => {
    const result = await service.attachToListing(
      c.get('deps'),
      currentUser(c).user.id,
      c.req.valid('param').id,
      c.req.valid('json').listingId,
    );
    return c.json(ok(c, result, 'AddSuccessfully'), 200);
  })
  .openapi(routes.unmarket, async (c) => {
    const { id, listingId } = c.req.valid('param');
    const result = await service.detachFromListing(c.get('deps'), currentUser(c).user.id, id, listingId);
    return c.json(ok(c, result, 'DeleteSuccessfully'), 200);
  })
  .openapi(routes.publicModel, async (c) => {
    const view = await service.publicModel(c.get('deps'), c.req.valid('param').link, c.get('auth')?.user.id);
    c.header('Cache-Control', view.visibility === 'public' ? 'public, max-age=60' : 'private, no-store');
    return c.json({ data: view }, 200);
  })
  .openapi(routes.publicFile, async (c) => {
    const deps = c.get('deps');
    const { link, name } = c.req.valid('param');
    const { file, shared } = await service.publicFile(deps, link, name, c.req.valid('query'));
    return sendStoredFile(c, deps.storage, {
      key: file.storageKey,
      contentType: file.mime,
      // Public while the model is public or on a public listing: a short cache, so that making it private, or
      // taking it off the market, takes effect soon everywhere. Signed addresses stay out of shared caches.
      cacheControl: shared ? 'public, max-age=300' : 'private, max-age=300',
      contentSecurityPolicy: FILE_POLICY,
    }) as never;
  })
  .openapi(routes.oembed, async (c) => {
    const deps = c.get('deps');
    const query = c.req.valid('query');
    if (query.format !== undefined && query.format !== 'json') {
      throw new AppError('ValidationError', { status: 422, fields: { format: 'ValidationError' } });
    }
    const maxWidth = dimension(query.maxwidth, 'maxwidth');
    const maxHeight = dimension(query.maxheight, 'maxheight');
    let target: URL;
    try {
      target = new URL(query.url);
    } catch {
      throw new AppError('ModelNotFound', { fields: { url: 'ModelNotFound' } });
    }
    const requestHost = new URL(c.req.url).host;
    const ours = new Set([new URL(deps.env.siteOrigin).host, new URL(deps.env.englishOrigin).host, requestHost]);
    const match = EMBED_PATH.exec(target.pathname);
    if (!ours.has(target.host) || !/^https?:$/.test(target.protocol) || !match) {
      throw new AppError('ModelNotFound', { fields: { url: 'ModelNotFound' } });
    }
    const { row, authorName, urls } = await service.embeddableModel(deps, match[1]!);
    const english =
      c.get('locale') === 'en' ||
      target.pathname.startsWith('/en/') ||
      (target.host === new URL(deps.env.englishOrigin).host && deps.env.englishOrigin !== deps.env.siteOrigin);
    const title = english ? (row.titleEn ?? row.title) : row.title;
    const { width, height } = frameSize(maxWidth, maxHeight);
    const src = `${target.origin}${target.pathname.replace(/\/$/, '')}`;
    const [poster] = row.thumbnailFileId
      ? await deps.db
          .select({ width: files.width, height: files.height })
          .from(files)
          .where(eq(files.id, row.thumbnailFileId))
          .limit(1)
      : [];
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cache-Control', row.visibility === 'public' ? 'public, max-age=300' : 'private, max-age=300');
    return c.json(
      {
        version: '1.0' as const,
        type: 'rich' as const,
        html: `<iframe src="${attribute(src)}" width="${width}" height="${height}" title="${attribute(title)}" style="border:0" loading="lazy" allow="xr-spatial-tracking; fullscreen" allowfullscreen></iframe>`,
        width,
        height,
        title,
        author_name: authorName,
        provider_name: english ? 'Rassam' : 'رسام',
        provider_url: `${target.origin}/`,
        ...(urls.thumbnailUrl && poster?.width && poster.height
          ? {
              thumbnail_url: `${target.origin}${urls.thumbnailUrl}`,
              thumbnail_width: poster.width,
              thumbnail_height: poster.height,
            }
          : {}),
        cache_age: 300,
      },
      200,
    );
  });
