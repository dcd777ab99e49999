/** The blog's routes (decision 048): the public reads, and the admins' (/admin/blog/posts, categories, images). */
import { createRoute, z } from '@hono/zod-openapi';
import { imageLibraryRoutes } from '../../lib/image-library-routes';
import { commonErrors, deleted, failure, guarded, idParam, jsonBody, success } from '../../lib/openapi';
import { reorderBody } from '../services/services.schemas';
import {
  adminBlogPostsQuery,
  blogCategoryBody,
  blogListQuery,
  blogPostBody,
  blogPostQuery,
  updateBlogCategoryBody,
  updateBlogPostBody,
} from './blog.schemas';
import {
  adminBlogCategoryView,
  adminBlogPostListView,
  adminBlogPostView,
  blogCategoryView,
  blogImageView,
  blogLibraryImageView,
  blogPostListView,
  blogPostView,
} from './blog.views';

const tags = ['Blog'];
const adminTags = ['Admin · Blog'];
const postId = idParam('BlogIdIsNotValid');
const categoryId = idParam('CategoryIdIsNotValid');

// ── Public ─────────────────────────────────────────────────────────────────────────────────────────

export const posts = createRoute({
  method: 'get',
  path: '/blog/posts',
  tags,
  summary:
    'Published posts, newest first (in English only those with English text), of one category when asked. The same for everyone (cacheable)',
  request: { query: blogListQuery },
  responses: { 200: success(blogPostListView), 404: failure('CategoryNotFound'), ...commonErrors },
});

export const post = createRoute({
  method: 'get',
  path: '/blog/posts/{slug}',
  tags,
  summary: 'One published post, whole, with up to three related posts (cacheable)',
  request: {
    params: z.object({
      slug: z
        .string()
        .min(1)
        .max(100)
        .meta({ param: { name: 'slug', in: 'path' }, example: 'make-a-3d-model-for-ar' }),
    }),
    query: blogPostQuery,
  },
  responses: {
    200: success(blogPostView),
    404: failure('BlogNotFound: no such post, a draft, or (locale=en) a post without English text'),
    ...commonErrors,
  },
});

export const categories = createRoute({
  method: 'get',
  path: '/blog/categories',
  tags,
  summary: 'The categories in order, with their counts of published posts (cacheable)',
  responses: { 200: success(z.array(blogCategoryView)), ...commonErrors },
});

// ── Admin: posts ───────────────────────────────────────────────────────────────────────────────────

export const adminPosts = createRoute({
  method: 'get',
  path: '/admin/blog/posts',
  tags: adminTags,
  summary: 'Every post, drafts too, the latest changed first (without their bodies)',
  request: { query: adminBlogPostsQuery },
  responses: { 200: success(adminBlogPostListView), ...guarded, ...commonErrors },
});

export const adminPost = createRoute({
  method: 'get',
  path: '/admin/blog/posts/{id}',
  tags: adminTags,
  summary: 'One post, whole, draft or published',
  request: { params: postId },
  responses: { 200: success(adminBlogPostView), ...guarded, 404: failure('BlogNotFound'), ...commonErrors },
});

const postErrors = {
  404: failure(
    'CategoryNotFound (categoryId), FileNotFound (coverId, or an image of body or bodyEn not in the library)',
  ),
  409: failure('SlugAlreadyExists'),
  413: failure('PayloadTooLarge'),
  422: failure('A field is not valid, or EnglishTextIncomplete: the English texts are all three or none'),
} as const;

export const createPost = createRoute({
  method: 'post',
  path: '/admin/blog/posts',
  tags: adminTags,
  summary: 'Add a post: Persian texts, and English ones too or none; a cover and body images of the library',
  request: { body: jsonBody(blogPostBody) },
  responses: {
    201: success(adminBlogPostView, 'AddSuccessfully'),
    ...guarded,
    ...commonErrors,
    ...postErrors,
  },
});

export const updatePost = createRoute({
  method: 'patch',
  path: '/admin/blog/posts/{id}',
  tags: adminTags,
  summary: 'Change any of a post’s fields (English texts to null, all three, make it Persian only)',
  request: { params: postId, body: jsonBody(updateBlogPostBody) },
  responses: {
    200: success(adminBlogPostView, 'UpdateSuccessfully'),
    ...guarded,
    ...commonErrors,
    ...postErrors,
    404: failure('BlogNotFound, CategoryNotFound, FileNotFound'),
  },
});

export const deletePost = createRoute({
  method: 'delete',
  path: '/admin/blog/posts/{id}',
  tags: adminTags,
  summary: 'Delete a post (its images stay in the library)',
  request: { params: postId },
  responses: { 200: deleted, ...guarded, 404: failure('BlogNotFound'), ...commonErrors },
});

// ── Admin: categories ──────────────────────────────────────────────────────────────────────────────

export const adminCategories = createRoute({
  method: 'get',
  path: '/admin/blog/categories',
  tags: adminTags,
  summary: 'The categories in order, with how many posts each holds (drafts too)',
  responses: { 200: success(z.array(adminBlogCategoryView)), ...guarded },
});

export const createCategory = createRoute({
  method: 'post',
  path: '/admin/blog/categories',
  tags: adminTags,
  summary: 'Add a category',
  request: { body: jsonBody(blogCategoryBody) },
  responses: {
    201: success(adminBlogCategoryView, 'AddSuccessfully'),
    ...guarded,
    409: failure('SlugAlreadyExists'),
    ...commonErrors,
  },
});

export const reorderCategories = createRoute({
  method: 'post',
  path: '/admin/blog/categories/reorder',
  tags: adminTags,
  summary: 'Put categories in this order (each takes its place in the list as its sort order)',
  request: { body: jsonBody(reorderBody) },
  responses: {
    200: success(z.object({ ids: z.array(z.uuid()) }), 'UpdateSuccessfully'),
    ...guarded,
    404: failure('CategoryNotFound'),
    ...commonErrors,
  },
});

export const updateCategory = createRoute({
  method: 'patch',
  path: '/admin/blog/categories/{id}',
  tags: adminTags,
  summary: 'Change a category',
  request: { params: categoryId, body: jsonBody(updateBlogCategoryBody) },
  responses: {
    200: success(adminBlogCategoryView, 'UpdateSuccessfully'),
    ...guarded,
    404: failure('CategoryNotFound'),
    409: failure('SlugAlreadyExists'),
    ...commonErrors,
  },
});

export const deleteCategory = createRoute({
  method: 'delete',
  path: '/admin/blog/categories/{id}',
  tags: adminTags,
  summary: 'Delete a category that holds no post',
  request: { params: categoryId },
  responses: {
    200: deleted,
    ...guarded,
    404: failure('CategoryNotFound'),
    409: failure('BlogCategoryIsInUse'),
    ...commonErrors,
  },
});

// ── Images ─────────────────────────────────────────────────────────────────────────────────────────

export const library = imageLibraryRoutes({
  filePath: '/blog/files/{id}',
  adminPath: '/admin/blog/images',
  tags,
  adminTags,
  whose: "the blog's",
  removal: 'every cover and every body that shows it (a link to it keeps its words)',
  uploadView: blogImageView,
  listView: blogLibraryImageView,
});
