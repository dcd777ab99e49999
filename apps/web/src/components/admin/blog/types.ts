/** The blog's back office: its addresses and the API's views of posts, categories and images (decision 048). */
import type {
  adminBlogCategoryView,
  adminBlogPostListView,
  adminBlogPostRowView,
  adminBlogPostView,
  BlogPostStatusName,
  blogLibraryImageView,
} from '@rassam/api/schemas';
import type { z } from 'zod';

export const ADMIN_BLOG_PATH = '/dashboard/admin/blog';
export const adminBlogPaths = {
  posts: ADMIN_BLOG_PATH,
  newPost: `${ADMIN_BLOG_PATH}/new`,
  categories: `${ADMIN_BLOG_PATH}/categories`,
  post: (id: string) => `${ADMIN_BLOG_PATH}/${id}`,
} as const;

export type BlogStatus = BlogPostStatusName;
export const statusTones = { draft: 'warning', published: 'success' } as const;

/** A post in the admins' list (GET /api/admin/blog/posts: `items`), without its bodies. */
export type AdminBlogPostRow = z.output<typeof adminBlogPostRowView>;
/** A post in its editor (GET /api/admin/blog/posts/{id}). */
export type AdminBlogPost = z.output<typeof adminBlogPostView>;
export type AdminBlogPostList = z.output<typeof adminBlogPostListView>;
export type AdminBlogCategory = z.output<typeof adminBlogCategoryView>;
export type BlogImage = z.output<typeof blogLibraryImageView>;
