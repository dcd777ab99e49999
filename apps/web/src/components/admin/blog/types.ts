/** The blog's back office: its addresses and the API's views of posts, categories and images (decision 048). */

export const ADMIN_BLOG_PATH = '/dashboard/admin/blog';
export const adminBlogPaths = {
  posts: ADMIN_BLOG_PATH,
  newPost: `${ADMIN_BLOG_PATH}/new`,
  categories: `${ADMIN_BLOG_PATH}/categories`,
  post: (id: string) => `${ADMIN_BLOG_PATH}/${id}`,
} as const;

export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export const statusTones = { draft: 'warning', published: 'success' } as const;

/** A post in the admins' list (GET /api/admin/blog/posts: `items`), without its bodies. */
export interface AdminBlogPostRow {
  id: string;
  slug: string;
  title: string;
  titleEn: string | null;
  summary: string;
  summaryEn: string | null;
  category: { slug: string; name: string; nameEn: string } | null;
  cover: { id: string; url: string; width: number | null; height: number | null } | null;
  publishedAt: string | null;
  updatedAt: string;
  status: BlogStatus;
  categoryId: string | null;
  coverId: string | null;
  createdAt: string;
  author: { id: string; name: string } | null;
}

/** A post in its editor (GET /api/admin/blog/posts/{id}). */
export interface AdminBlogPost extends AdminBlogPostRow {
  body: string;
  bodyEn: string | null;
}

export interface AdminBlogPostList {
  items: AdminBlogPostRow[];
  page: number;
  pageSize: number;
  total: number;
}

export interface AdminBlogCategory {
  id: string;
  slug: string;
  name: string;
  nameEn: string;
  sortOrder: number;
  /** Every post in it, drafts too. */
  posts: number;
}

export interface BlogImage {
  id: string;
  url: string;
  width?: number;
  height?: number;
}
