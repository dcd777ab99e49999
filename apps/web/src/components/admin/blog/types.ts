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

/** The public address of a library image (its sizes with `?w=`). */
export const blogFilePath = (id: string) => `/api/blog/files/${id}`;

export interface AdminBlogPost {
  id: string;
  slug: string;
  title: string;
  titleEn: string | null;
  summary: string;
  summaryEn: string | null;
  body: string;
  bodyEn: string | null;
  category: { slug: string; name: string; nameEn: string } | null;
  categoryId: string | null;
  cover: { id: string; width: number | null; height: number | null } | null;
  coverId: string | null;
  status: BlogStatus;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  author: { id: string; name: string } | null;
}

export interface AdminBlogCategory {
  id: string;
  slug: string;
  nameFa: string;
  nameEn: string;
  sortOrder: number;
  posts: number;
}

export interface BlogImage {
  id: string;
  url: string;
  width?: number | null;
  height?: number | null;
}
