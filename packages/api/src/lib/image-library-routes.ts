/**
 * The routes of an admins' image library (the service catalogue's, the blog's), declared and served alike: the
 * public file while the library holds it, and the admins' list, upload and removal. The module's routers bring
 * their guards (`requireRole('admin')`, the write limit) before these are served.
 */
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Executor } from '@rassam/db';
import { UPLOAD_LIMITS } from '../modules/generation/files.service';
import { imageWidthQuery } from '../modules/market/market.schemas';
import type { AppDeps, AppEnv } from './context';
import { ok } from './create-app';
import { LIBRARY_IMAGE_HEADERS } from './image-libraries';
import { currentUser } from './middleware';
import {
  commonErrors,
  deleted,
  failure,
  fileOnlyBody,
  guarded,
  idParam,
  storedFileResponses,
  success,
} from './openapi';
import { sendStoredFile, type StoredFileAnswer } from './serve-stored';
import { fileBodyLimit, readFormFile } from './upload-form';

const fileId = idParam('FileIdIsNotValid');

export function imageLibraryRoutes(library: {
  /** The public file's path (`…/files/{id}`) and the admins' (the list and the upload; `/{id}` removes). */
  filePath: string;
  adminPath: string;
  tags: string[];
  adminTags: string[];
  /** Whose library, in the summaries: "the services'". */
  whose: string;
  /** What a removal takes the image off. */
  removal: string;
  uploadView: z.ZodType;
  listView: z.ZodType;
}) {
  return {
    file: createRoute({
      method: 'get',
      path: library.filePath,
      tags: library.tags,
      summary: `An image of ${library.whose} library (public), as stored or at one of the served widths`,
      request: { params: fileId, query: imageWidthQuery },
      responses: { ...storedFileResponses, 404: failure('FileNotFound'), 422: failure('ValidationError') },
    }),
    images: createRoute({
      method: 'get',
      path: library.adminPath,
      tags: library.adminTags,
      summary: `${library.whose[0]!.toUpperCase()}${library.whose.slice(1)} image library (shared by every admin), newest first`,
      responses: { 200: success(z.array(library.listView)), ...guarded },
    }),
    uploadImage: createRoute({
      method: 'post',
      path: library.adminPath,
      tags: library.adminTags,
      summary: 'Upload an image to the library (JPEG, PNG, WebP, GIF or AVIF by content; public once uploaded)',
      request: { body: fileOnlyBody() },
      responses: {
        201: success(library.uploadView, 'FileUploadedSuccessfully'),
        ...guarded,
        400: failure('FileFormatIsNotValid'),
        413: failure('FileSizeValidationError'),
        ...commonErrors,
      },
    }),
    removeImage: createRoute({
      method: 'delete',
      path: `${library.adminPath}/{id}`,
      tags: library.adminTags,
      summary: `Take an image out of the library and off ${library.removal}`,
      request: { params: fileId },
      responses: {
        200: deleted,
        ...guarded,
        404: failure('FileNotFound'),
        ...commonErrors,
      },
    }),
  };
}

/** What a library does (its module's service). */
export interface ImageLibrary {
  publicFile(deps: AppDeps, id: string, width?: number): Promise<Omit<StoredFileAnswer, 'cacheControl'>>;
  list(db: Executor): Promise<unknown[]>;
  upload(deps: AppDeps, adminId: string, bytes: Uint8Array): Promise<unknown>;
  remove(deps: AppDeps, id: string): Promise<void>;
}

/** Serves a library's routes: the file on the public router, the rest on the admins'. */
export function serveImageLibrary(
  routers: { public: OpenAPIHono<AppEnv>; admin: OpenAPIHono<AppEnv> },
  routes: ReturnType<typeof imageLibraryRoutes>,
  library: ImageLibrary,
) {
  routers.public.openapi(routes.file, async (c) => {
    const deps = c.get('deps');
    const file = await library.publicFile(deps, c.req.valid('param').id, c.req.valid('query').w);
    return sendStoredFile(c, deps.storage, { ...file, ...LIBRARY_IMAGE_HEADERS }) as never;
  });
  // A larger upload is refused before it is read.
  routers.admin.on('POST', routes.uploadImage.path, fileBodyLimit(UPLOAD_LIMITS.image));
  routers.admin
    .openapi(routes.images, async (c) => c.json({ data: await library.list(c.get('deps').db) }, 200))
    .openapi(routes.uploadImage, async (c) => {
      const { file } = await readFormFile(c, 'FileFormatIsNotValid');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const view = await library.upload(c.get('deps'), currentUser(c).user.id, bytes);
      return c.json(ok(c, view, 'FileUploadedSuccessfully'), 201);
    })
    .openapi(routes.removeImage, async (c) => {
      const { id } = c.req.valid('param');
      await library.remove(c.get('deps'), id);
      return c.json(ok(c, { id }, 'DeleteSuccessfully'), 200);
    });
}
