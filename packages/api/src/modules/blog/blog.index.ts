import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../lib/app-error';
import type { AppEnv } from '../../lib/context';
import { createRouter, ok } from '../../lib/create-app';
import { serveImageLibrary } from '../../lib/image-library-routes';
import { currentUser, limitAccountWrites, requireRole } from '../../lib/middleware';
import { cacheable } from '../../lib/public-cache';
import { cachedBlog, forgetBlogOnWrite } from './blog.cache';
import * as routes from './blog.routes';
import * as service from './blog.service';

/**
 * A post's JSON carries two Markdown bodies of up to 50,000 characters each: more than the API's small JSON
 * limit (app.ts leaves these routes to this one). Escaped to the last character it is still under a megabyte.
 */
export const POST_JSON_LIMIT_BYTES = 1024 * 1024;

export const blogRouter = createRouter();

blogRouter
  .openapi(routes.posts, async (c) => {
    const db = c.get('deps').db;
    const query = c.req.valid('query');
    const key = `posts:${query.locale ?? 'fa'}:${query.category ?? ''}:${query.page}:${query.pageSize}`;
    const list = await cachedBlog(db, key, () => service.publicPosts(db, query));
    cacheable(c);
    return c.json({ data: list }, 200);
  })
  .openapi(routes.categories, async (c) => {
    const db = c.get('deps').db;
    const list = await cachedBlog(db, 'categories', () => service.publicCategories(db));
    cacheable(c);
    return c.json({ data: list }, 200);
  })
  .openapi(routes.post, async (c) => {
    const db = c.get('deps').db;
    const slug = c.req.valid('param').slug.toLowerCase();
    const { locale } = c.req.valid('query');
    const post = await cachedBlog(db, `post:${locale ?? 'fa'}:${slug}`, () => service.publicPost(db, slug, locale));
    cacheable(c);
    return c.json({ data: post }, 200);
  });

// ── Admin ──────────────────────────────────────────────────────────────────────────────────────────

export const blogAdminRouter = createRouter();
// '/admin/blog/*' matches '/admin/blog' too (Hono): one registration, or a write would count twice.
blogAdminRouter.use('/admin/blog/*', requireRole('admin'), limitAccountWrites, forgetBlogOnWrite);
blogAdminRouter.on(
  ['POST', 'PATCH'],
  ['/admin/blog/posts', '/admin/blog/posts/:id'],
  bodyLimit({
    maxSize: POST_JSON_LIMIT_BYTES,
    onError: () => {
      throw new AppError('PayloadTooLarge');
    },
  }),
);

const db = (c: Context<AppEnv>) => c.get('deps').db;

blogAdminRouter
  .openapi(routes.adminPosts, async (c) => c.json({ data: await service.adminPosts(db(c), c.req.valid('query')) }, 200))
  .openapi(routes.adminPost, async (c) =>
    c.json({ data: await service.adminPost(db(c), c.req.valid('param').id) }, 200),
  )
  .openapi(routes.createPost, async (c) => {
    const post = await service.createPost(db(c), currentUser(c).user.id, c.req.valid('json'));
    return c.json(ok(c, post, 'AddSuccessfully'), 201);
  })
  .openapi(routes.updatePost, async (c) => {
    const post = await service.updatePost(db(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(c, post, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.deletePost, async (c) => {
    const { id } = c.req.valid('param');
    await service.deletePost(db(c), id);
    return c.json(ok(c, { id }, 'DeleteSuccessfully'), 200);
  })
  .openapi(routes.adminCategories, async (c) => c.json({ data: await service.adminCategories(db(c)) }, 200))
  .openapi(routes.createCategory, async (c) =>
    c.json(ok(c, await service.createCategory(db(c), c.req.valid('json')), 'AddSuccessfully'), 201),
  )
  // The fixed path before `{id}`'s: Hono tries routes in the order they are registered.
  .openapi(routes.reorderCategories, async (c) => {
    const { ids } = c.req.valid('json');
    await service.reorderCategories(db(c), ids);
    return c.json(ok(c, { ids }, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.updateCategory, async (c) => {
    const row = await service.updateCategory(db(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(c, row, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.deleteCategory, async (c) => {
    const { id } = c.req.valid('param');
    await service.deleteCategory(db(c), id);
    return c.json(ok(c, { id }, 'DeleteSuccessfully'), 200);
  });

serveImageLibrary({ public: blogRouter, admin: blogAdminRouter }, routes.library, {
  publicFile: service.publicBlogFile,
  list: service.blogImages,
  upload: service.uploadBlogImage,
  remove: service.removeBlogImage,
});
