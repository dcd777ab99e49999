/** Response schemas of the blog (what the API returns), for OpenAPI and the web app's types (decision 048). */
import { z } from 'zod';
import { fileView } from '../market/market.views';
import { BLOG_POST_STATUSES } from './blog.schemas';

const id = z.uuid();
const page = {
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().meta({ description: 'Posts that match, over every page' }),
};

export const blogCategoryRef = z
  .object({
    slug: z.string().meta({ example: 'guides' }),
    name: z.string().meta({ description: 'Persian', example: 'راهنما' }),
    nameEn: z.string().meta({ example: 'Guides' }),
  })
  .meta({ id: 'BlogCategoryRef' });

export const blogCoverView = z
  .object({
    id,
    url: z.string().meta({ description: 'Add ?w=320, 640 or 1280 for a copy at most that wide' }),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .meta({ id: 'BlogCover' });

export const blogPostCardView = z
  .object({
    id,
    slug: z.string().meta({ example: 'make-a-3d-model-for-ar' }),
    title: z.string().meta({ description: 'Persian' }),
    titleEn: z.string().nullable().meta({ description: 'null: a Persian-only post' }),
    summary: z.string(),
    summaryEn: z.string().nullable(),
    category: blogCategoryRef.nullable(),
    cover: blogCoverView.nullable(),
    publishedAt: z.string().meta({ description: 'ISO 8601', example: '2026-11-20T08:30:00.000Z' }),
    updatedAt: z.string(),
    readingMinutes: z.number().int().meta({ description: 'At 200 words a minute, at least 1', example: 3 }),
    readingMinutesEn: z.number().int().nullable(),
  })
  .meta({ id: 'BlogPostCard' });

export const blogPostListView = z.object({ items: z.array(blogPostCardView), ...page }).meta({ id: 'BlogPostList' });

export const blogPostView = blogPostCardView
  .extend({
    body: z.string().meta({ description: 'Markdown, Persian' }),
    bodyEn: z.string().nullable(),
    related: z
      .array(blogPostCardView)
      .meta({ description: 'Up to 3 other published posts: the same category first, then the newest' }),
  })
  .meta({ id: 'BlogPost' });

export const blogCategoryView = z
  .object({
    id,
    ...blogCategoryRef.shape,
    posts: z.number().int().meta({ description: 'Published posts' }),
    postsEn: z.number().int().meta({ description: 'Published posts with English text' }),
  })
  .meta({ id: 'BlogCategory' });

const adminFields = {
  publishedAt: z.string().nullable().meta({ description: 'null: a draft never published' }),
  status: z.enum(BLOG_POST_STATUSES),
  categoryId: id.nullable(),
  coverId: id.nullable(),
  createdAt: z.string(),
  author: z.object({ id, name: z.string() }).nullable().meta({ description: 'null: the account is gone' }),
};

/** A post in the admins' list: without its bodies, which only its editor needs. */
export const adminBlogPostRowView = blogPostCardView.extend(adminFields).meta({ id: 'AdminBlogPostRow' });

export const adminBlogPostView = adminBlogPostRowView
  .extend({ body: z.string(), bodyEn: z.string().nullable() })
  .meta({ id: 'AdminBlogPost' });

export const adminBlogPostListView = z.object({ items: z.array(adminBlogPostRowView), ...page });

export const adminBlogCategoryView = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  nameEn: z.string(),
  sortOrder: z.number().int(),
  posts: z.number().int().meta({ description: 'Every post in it, drafts too' }),
});

export const blogImageView = fileView;

export const blogLibraryImageView = fileView.extend({
  usedBy: z.number().int().meta({ description: 'How many posts show it, as their cover or in a body' }),
  createdAt: z.string(),
});
