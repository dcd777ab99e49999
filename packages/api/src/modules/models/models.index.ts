import { bodyLimit } from 'hono/body-limit';
import { toLatinDigits } from '@rassam/i18n';
import { files } from '@rassam/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import type { AppEnv } from '../../lib/context';
import { createRouter, ok } from '../../lib/create-app';
import { IDEMPOTENCY_HEADER, onceFor, readIdempotencyKey } from '../../lib/idempotency';
import { currentUser, limitAccountWrites, requireAuth } from '../../lib/middleware';
import { sendStoredFile } from '../../lib/serve-stored';
import { readFormFile, readUploadForm } from '../../lib/upload-form';
import { streamLiveState } from '../generation/live-stream';
import { publicGallery } from '../market/gallery.service';
import * as routes from './models.routes';
import * as service from './models.service';
import { modelUploadFields } from './models.schemas';
import { PLACE_PATH, placeEmbed, placeFacts } from './place-embed';
import { POSTER_MAX_BYTES, posterTooLarge } from './poster-image';

export const modelsRouter = createRouter();

// '/x/*' matches '/x' too (Hono): one pattern, or a write would count twice.
modelsRouter.use('/models/*', requireAuth);
modelsRouter.on(['POST', 'PUT', 'PATCH', 'DELETE'], '/models/*', limitAccountWrites);
modelsRouter.on('POST', '/models', async (c, next) =>
  bodyLimit({
    // The file's limit and room for the form around it; a larger body is refused before it is read.
    maxSize: service.uploadLimitBytes(c.get('deps')) + 64 * 1024,
    onError: () => {
      throw new AppError('FileSizeValidationError', { status: 413, fields: { file: 'FileSizeValidationError' } });
    },
  })(c, next),
);

modelsRouter.on('PUT', '/models/:id/poster', async (c, next) =>
  bodyLimit({
    // The picture's limit and room for the form around it; a larger body is refused before it is read.
    maxSize: POSTER_MAX_BYTES + 64 * 1024,
    onError: () => {
      throw posterTooLarge();
    },
  })(c, next),
);

const SETTLED = new Set(['ready', 'failed']);
const FILE_POLICY = "default-src 'none'; img-src 'self'; media-src 'self'; sandbox";
const EMBED_PATH = /^\/(?:en\/)?embed\/model\/([A-Za-z0-9]{1,64})\/?$/;
/** A shop's gallery embed (decision 036): its slug is the shop's link. */
const SCENE_PATH = /^\/(?:en\/)?embed\/scene\/([A-Za-z0-9_.-]{1,40})\/?$/;

interface EmbedFacts {
  title: string;
  authorName: string;
  thumbnail: { url: string; width: number; height: number } | null;
  /** Anyone may see it (a shared cache may keep the answer). */
  shared: boolean;
}

/** An unlisted or public model's oEmbed facts: its title in the reader's language, its author, its thumbnail. */
async function modelEmbed(deps: AppEnv['Variables']['deps'], link: string, english: boolean): Promise<EmbedFacts> {
  const { row, authorName, urls } = await service.embeddableModel(deps, link);
  const [poster] = row.thumbnailFileId
    ? await deps.db
        .select({ width: files.width, height: files.height })
        .from(files)
        .where(eq(files.id, row.thumbnailFileId))
        .limit(1)
    : [];
  return {
    title: english ? (row.titleEn ?? row.title) : row.title,
    authorName,
    thumbnail:
      urls.thumbnailUrl && poster?.width && poster.height
        ? { url: urls.thumbnailUrl, width: poster.width, height: poster.height }
        : null,
    shared: row.visibility === 'public',
  };
}

/** A shop's gallery with something to show: named after the shop, by the shop. */
async function sceneEmbed(deps: AppEnv['Variables']['deps'], link: string, english: boolean): Promise<EmbedFacts> {
  const gallery = await publicGallery(deps.db, link.toLowerCase()).catch(() => null);
  if (!gallery || gallery.items.length === 0) throw new AppError('ModelNotFound', { fields: { url: 'ModelNotFound' } });
  const shop = english ? gallery.shop.nameEn : gallery.shop.name;
  return { title: shop, authorName: shop, thumbnail: null, shared: true };
}

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
    const { file, title } = await readUploadForm(c, modelUploadFields, 'FileFormatIsNotValid');
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
          title: title ?? null,
          head: [...bytes.subarray(0, 64)],
        },
      },
      async () => {
        const row = await service.createFromUpload(deps, user.id, {
          bytes,
          fileName: file.name || 'model',
          title,
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
  .openapi(routes.poster, async (c) => {
    const { file } = await readFormFile(c, 'FileFormatIsNotValid');
    // The size is known before the bytes are read (a chunked body was already held to it by bodyLimit).
    if (file.size > POSTER_MAX_BYTES) throw posterTooLarge();
    const view = await service.replacePoster(
      c.get('deps'),
      currentUser(c).user.id,
      c.req.valid('param').id,
      new Uint8Array(await file.arrayBuffer()),
    );
    return c.json(ok(c, view, 'UpdateSuccessfully'), 200);
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
    const model = EMBED_PATH.exec(target.pathname);
    const scene = SCENE_PATH.exec(target.pathname);
    const place = PLACE_PATH.exec(target.pathname);
    if (!ours.has(target.host) || !/^https?:$/.test(target.protocol) || !(model || scene || place)) {
      throw new AppError('ModelNotFound', { fields: { url: 'ModelNotFound' } });
    }
    const english =
      c.get('locale') === 'en' ||
      target.pathname.startsWith('/en/') ||
      (target.host === new URL(deps.env.englishOrigin).host && deps.env.englishOrigin !== deps.env.siteOrigin);
    const embed = model
      ? await modelEmbed(deps, model[1]!, english)
      : scene
        ? await sceneEmbed(deps, scene[1]!, english)
        : placeEmbed(await placeFacts(deps, place![1]!), english);
    const { title, authorName } = embed;
    const { width, height } = frameSize(maxWidth, maxHeight);
    const src = `${target.origin}${target.pathname.replace(/\/$/, '')}`;
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cache-Control', embed.shared ? 'public, max-age=300' : 'private, max-age=300');
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
        ...(embed.thumbnail
          ? {
              thumbnail_url: `${target.origin}${embed.thumbnail.url}`,
              thumbnail_width: embed.thumbnail.width,
              thumbnail_height: embed.thumbnail.height,
            }
          : {}),
        cache_age: 300,
      },
      200,
    );
  });
