/**
 * The portable routes (decision 038), wired to the tours service through `PortableTours` (portable.types.ts):
 * `POST /api/tours/import`, `GET /api/tours/{id}/export`, and the sandboxed sites under `/api/tour-sites/`.
 * Mounted by the API beside the tours router: `app.route('/', createPortableRouter(tours))`.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../../lib/app-error';
import { createRouter, ok } from '../../../lib/create-app';
import { IDEMPOTENCY_HEADER, onceFor, readIdempotencyKey } from '../../../lib/idempotency';
import { currentUser } from '../../../lib/middleware';
import { binaryFile, commonErrors, failure, multipartBody, success } from '../../../lib/openapi';
import { readUploadForm } from '../../../lib/upload-form';
import { exportTour } from './export/tour-export';
import type { PortableTours } from './portable.types';
import { importedTourView, tourIdParam, tourImportFields } from './portable.schemas';
import { asTitle, readSiteZip, tourImportLimits, tourSitePrefix } from './site-import';
import { createSiteServer, SITE_HEADERS } from './site-serve';

const tags = ['Virtual tours'];
const unauthorized = { 401: failure('UnAuthorized') } as const;

export const importRoute = createRoute({
  method: 'post',
  path: '/tours/import',
  tags,
  summary: 'Import a tour exported by another tool (a zip of a folder with index.html), hosted sandboxed',
  request: {
    headers: z.object({
      'idempotency-key': z
        .string()
        .optional()
        .meta({ description: 'A repeat with the same key answers the first tour again' }),
    }),
    body: multipartBody(z.object({ file: binaryFile(), title: z.string().optional() })),
  },
  responses: {
    201: success(importedTourView, 'FileUploadedSuccessfully'),
    400: failure(
      'ZipFileNotFound (no file, empty or not a zip), IndexFileNotFoundInZipException, FileFormatIsNotValid (details.reason: unsafe-path, symlink, too-many-entries, too-much-data, compression-ratio, ...)',
    ),
    409: failure('StorageQuotaExceeded'),
    413: failure('FileSizeValidationError'),
    ...unauthorized,
    ...commonErrors,
  },
});

export const exportRoute = createRoute({
  method: 'get',
  path: '/tours/{id}/export',
  tags,
  summary: 'The tour as a zip that runs from any static host or a folder opened in a browser (no request to us)',
  request: { params: tourIdParam },
  responses: {
    200: {
      description:
        'A zip: index.html, viewer.js, viewer.css, tour-data.js, scenes/{id}.js, tiles/{id}/{row}.js for a tiled scene',
      content: { 'application/zip': { schema: z.any() } },
    },
    404: failure(
      'VirtualTourNotFound (also for another user’s tour); FileNotFound when it has no scene yet, or a scene’s picture or tile is missing (details.reason: no-scenes, scene-image, scene-tile)',
    ),
    ...unauthorized,
    ...commonErrors,
  },
});

/** The file's name without its folder and extension, as a title. */
const titleFromFileName = (name: string) => asTitle(name.slice(name.lastIndexOf('/') + 1).replace(/\.zip$/i, ''));

const contentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export function createPortableRouter(tours: PortableTours) {
  const router = createRouter();
  const serveSite = createSiteServer(tours);

  // Signing in and the account's write limit come from the tours router's `/tours/*` (both routers are the app's).
  router.on('POST', '/tours/import', async (c, next) =>
    bodyLimit({
      maxSize: c.get('deps').env.TOUR_IMPORT_MAX_MB * 2 ** 20 + 64 * 1024,
      onError: () => {
        throw new AppError('FileSizeValidationError', { status: 413, fields: { file: 'FileSizeValidationError' } });
      },
    })(c, next),
  );

  router.openapi(importRoute, async (c) => {
    const deps = c.get('deps');
    const { user } = currentUser(c);
    const { file, title: givenTitle } = await readUploadForm(c, tourImportFields, 'ZipFileNotFound');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const answer = await onceFor(
      deps.db,
      {
        userId: user.id,
        scope: 'tours.import',
        key: readIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER)),
        body: {
          name: file.name,
          size: bytes.length,
          title: givenTitle ?? null,
          head: [...bytes.subarray(0, 64)],
        },
      },
      async () => {
        const site = await readSiteZip(bytes, tourImportLimits(deps.env.TOUR_IMPORT_MAX_MB));
        const title = givenTitle ?? site.title ?? titleFromFileName(file.name) ?? 'Tour';
        const created = await tours.createImported(user.id, { title, bytes: site.bytes }, (tourId) =>
          site.store(deps.storage, tourSitePrefix(tourId)),
        );
        return { status: 201, body: ok(c, created, 'FileUploadedSuccessfully') };
      },
    );
    return c.json(answer.body as never, answer.status as 201);
  });

  router.openapi(exportRoute, async (c) => {
    const deps = c.get('deps');
    const tour = await tours.ownTour(currentUser(c).user.id, c.req.valid('param').id);
    const { fileName, body } = await exportTour(deps.storage, tour, c.get('locale'));
    return c.body(body, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': contentDisposition(fileName),
      'Cache-Control': 'private, no-store',
    }) as never;
  });

  // A site's own requests from its opaque origin: a ranged GET of a video may be preflighted.
  router.on('OPTIONS', '/tour-sites/*', (c) =>
    c.body(null, 204, {
      ...SITE_HEADERS,
      'Access-Control-Allow-Methods': 'GET, HEAD',
      'Access-Control-Allow-Headers': 'Range',
      'Access-Control-Max-Age': '86400',
    }),
  );
  // HEAD too: Hono answers it with the GET route's headers.
  router.get('/tour-sites/*', serveSite);
  return router;
}
