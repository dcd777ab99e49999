/**
 * The blog (decision 048): the public list, posts and categories, the admins' posts and categories, and the
 * library of images posts show.
 */
import { and, asc, count, desc, eq, ilike, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  blogCategories,
  blogMedia,
  blogPosts,
  files,
  users,
  type BlogCategory,
  type BlogPost,
  type Executor,
} from '@rassam/db';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/context';
import {
  heldLibraryImages,
  libraryImageList,
  publicLibraryFile,
  removeLibraryImage,
  uploadLibraryImage,
} from '../../lib/image-libraries';
import { changesNothing } from '../../lib/patch';
import { reorder } from '../../lib/reorder';
import { titleContains } from '../../lib/title-search';
import { isForeignKeyViolation, isUniqueViolation } from '../market/db-errors';
import { escapeLike } from '../market/normalize';
import {
  BLOG_LIMITS,
  blogFileUrl,
  blogImageIds,
  missingEnglish,
  readingMinutes,
  withoutBlogImage,
  type AdminBlogPostsQuery,
  type BlogCategoryInput,
  type BlogListQuery,
  type BlogPostInput,
  type BlogPostPatch,
} from './blog.schemas';

type Locale = 'fa' | 'en';

// ── Images ─────────────────────────────────────────────────────────────────────────────────────────

/** The copies made at upload: a card's two, and a post page's cover. */
const BLOG_IMAGE_WIDTHS = [320, 640, 1280] as const;

/** Stores an image (checked by content, its metadata dropped) in the blog's library, with its sized copies. */
export const uploadBlogImage = (deps: AppDeps, adminId: string, bytes: Uint8Array) =>
  uploadLibraryImage(deps, adminId, bytes, {
    add: (fileId) => deps.db.insert(blogMedia).values({ fileId, createdBy: adminId }),
    urlOf: blogFileUrl,
    widths: BLOG_IMAGE_WIDTHS,
  });

/**
 * A post whose body (in either language) names the image `id` (lower-case text): what the library counts as
 * showing it and what its removal rewrites. Lower-cased, as `blogImageIds` reads a body's ids.
 */
const bodyNames = (id: SQL | string) =>
  sql`(strpos(lower(${blogPosts.bodyFa}), ${id}) > 0 or strpos(lower(coalesce(${blogPosts.bodyEn}, '')), ${id}) > 0)`;

/** The library, newest first, with how many posts show each image (as their cover or in a body). */
export const blogImages = (db: Executor) =>
  libraryImageList(
    db,
    blogMedia,
    sql<number>`(select count(*) from ${blogPosts} where ${blogPosts.coverFileId} = ${files.id}
      or ${bodyNames(sql`${files.id}::text`)})::int`,
    blogFileUrl,
  );

/**
 * Takes an image out of the library and off every post: its covers, and the bodies that show it (their
 * reading time counted again), so that no post keeps an image its page cannot show or its next save would be
 * refused for. Its sized copies go, and the file too when nothing else names it.
 */
export function removeBlogImage(deps: AppDeps, fileId: string) {
  return removeLibraryImage(deps, fileId, async (tx) => {
    const removed = await tx.delete(blogMedia).where(eq(blogMedia.fileId, fileId)).returning();
    if (removed.length === 0) return false;
    await tx.update(blogPosts).set({ coverFileId: null }).where(eq(blogPosts.coverFileId, fileId));
    const id = fileId.toLowerCase(); // a uuid is the same id in either case
    const showing = await tx
      .select({ id: blogPosts.id, bodyFa: blogPosts.bodyFa, bodyEn: blogPosts.bodyEn })
      .from(blogPosts)
      .where(bodyNames(id))
      .for('update');
    for (const post of showing) {
      const bodyFa = withoutBlogImage(post.bodyFa, id);
      const bodyEn = post.bodyEn === null ? null : withoutBlogImage(post.bodyEn, id);
      await tx
        .update(blogPosts)
        .set({
          bodyFa,
          bodyEn,
          readingMinutesFa: readingMinutes(bodyFa),
          readingMinutesEn: bodyEn === null ? null : readingMinutes(bodyEn),
        })
        .where(eq(blogPosts.id, post.id));
    }
    return true;
  });
}

/** An image of the library, to anyone (at a served width when asked); any other file is FileNotFound. */
export const publicBlogFile = (deps: AppDeps, fileId: string, width?: number) =>
  publicLibraryFile(deps, blogMedia, fileId, width);

/**
 * A post shows only images of the library (not any file an admin can read): its cover, and every image of the
 * library's address its bodies name. Their rows stay locked until the post is saved (lib/image-libraries.ts).
 */
async function checkImages(tx: Executor, post: Pick<BlogPostPatch, 'coverId' | 'body' | 'bodyEn'>) {
  const named = {
    coverId: post.coverId ? [post.coverId] : [],
    body: post.body ? blogImageIds(post.body) : [],
    bodyEn: post.bodyEn ? blogImageIds(post.bodyEn) : [],
  };
  const held = await heldLibraryImages(tx, blogMedia, Object.values(named).flat());
  const fields: Record<string, string> = {};
  const text = { coverId: 'CoverNotInLibrary', body: 'BodyImageNotInLibrary', bodyEn: 'BodyImageNotInLibrary' };
  for (const [field, ids] of Object.entries(named) as [keyof typeof named, string[]][])
    if (ids.some((id) => !held.has(id))) fields[field] = text[field];
  if (Object.keys(fields).length > 0) throw new AppError('FileNotFound', { fields });
}

// ── Cards ──────────────────────────────────────────────────────────────────────────────────────────

/** What a card shows: no bodies (a list would carry every one), the category's names and the cover's size. */
const cardColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  titleFa: blogPosts.titleFa,
  titleEn: blogPosts.titleEn,
  summaryFa: blogPosts.summaryFa,
  summaryEn: blogPosts.summaryEn,
  readingMinutesFa: blogPosts.readingMinutesFa,
  readingMinutesEn: blogPosts.readingMinutesEn,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
  coverFileId: blogPosts.coverFileId,
  categorySlug: blogCategories.slug,
  categoryName: blogCategories.nameFa,
  categoryNameEn: blogCategories.nameEn,
  coverWidth: files.width,
  coverHeight: files.height,
};

function selectCards<T extends SelectedFields>(db: Executor, extra: T) {
  return db
    .select({ ...cardColumns, ...extra })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .leftJoin(files, eq(files.id, blogPosts.coverFileId));
}

type CardRow = Awaited<ReturnType<typeof selectCards<Record<never, never>>>>[number];

function toCard(row: CardRow) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.titleFa,
    titleEn: row.titleEn,
    summary: row.summaryFa,
    summaryEn: row.summaryEn,
    category:
      row.categorySlug === null
        ? null
        : { slug: row.categorySlug, name: row.categoryName ?? '', nameEn: row.categoryNameEn ?? '' },
    cover:
      row.coverFileId === null
        ? null
        : { id: row.coverFileId, url: blogFileUrl(row.coverFileId), width: row.coverWidth, height: row.coverHeight },
    // Public cards are of published posts, which always have the date (a check of the table).
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readingMinutes: row.readingMinutesFa,
    readingMinutesEn: row.readingMinutesEn,
  };
}

export type BlogPostCard = ReturnType<typeof toCard>;

const published = eq(blogPosts.status, 'published');
const inLocale = (locale: Locale | undefined) => (locale === 'en' ? isNotNull(blogPosts.titleEn) : undefined);
const newestFirst = [desc(blogPosts.publishedAt), asc(blogPosts.id)];

async function pageOf<T>(db: Executor, where: SQL | undefined, page: number, pageSize: number, rows: Promise<T[]>) {
  const [items, [total]] = await Promise.all([rows, db.select({ n: count() }).from(blogPosts).where(where)]);
  return { items, page, pageSize, total: Number(total?.n ?? 0) };
}

// ── Public reads ───────────────────────────────────────────────────────────────────────────────────

async function categoryBySlug(db: Executor, slug: string) {
  const [row] = await db.select().from(blogCategories).where(eq(blogCategories.slug, slug)).limit(1);
  if (!row) throw new AppError('CategoryNotFound', { fields: { category: 'CategoryNotFound' } });
  return row;
}

/** Published posts, newest first; in English only those with English text; of one category when asked. */
export async function publicPosts(db: Executor, query: BlogListQuery) {
  const { page, pageSize } = query;
  const category = query.category ? await categoryBySlug(db, query.category) : null;
  const where = and(published, inLocale(query.locale), category ? eq(blogPosts.categoryId, category.id) : undefined);
  const rows = selectCards(db, {})
    .where(where)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const list = await pageOf(db, where, page, pageSize, rows);
  return { ...list, items: list.items.map(toCard) };
}

export type BlogPostList = Awaited<ReturnType<typeof publicPosts>>;

/**
 * A published post by its slug, with its bodies and up to three related posts (the same category first, then the
 * newest). A draft, an unknown slug, or in English a post without English text: BlogNotFound.
 */
export async function publicPost(db: Executor, slug: string, locale: Locale | undefined) {
  const [row] = await selectCards(db, {
    bodyFa: blogPosts.bodyFa,
    bodyEn: blogPosts.bodyEn,
    categoryId: blogPosts.categoryId,
  })
    .where(and(eq(blogPosts.slug, slug.toLowerCase()), published, inLocale(locale)))
    .limit(1);
  if (!row) throw new AppError('BlogNotFound');
  const sameCategory = row.categoryId ? [sql`coalesce(${blogPosts.categoryId} = ${row.categoryId}, false) desc`] : [];
  const related = await selectCards(db, {})
    .where(and(published, inLocale(locale), ne(blogPosts.id, row.id)))
    .orderBy(...sameCategory, ...newestFirst)
    .limit(BLOG_LIMITS.related);
  return { ...toCard(row), body: row.bodyFa, bodyEn: row.bodyEn, related: related.map(toCard) };
}

export type BlogPostPage = Awaited<ReturnType<typeof publicPost>>;

const categoryOrder = [asc(blogCategories.sortOrder), asc(blogCategories.nameFa), asc(blogCategories.id)];

/** The categories in order, each with its counts of published posts (all, and with English text). */
export async function publicCategories(db: Executor) {
  const rows = await db
    .select({
      id: blogCategories.id,
      slug: blogCategories.slug,
      name: blogCategories.nameFa,
      nameEn: blogCategories.nameEn,
      posts: sql<number>`count(${blogPosts.id})::int`,
      postsEn: sql<number>`count(${blogPosts.titleEn})::int`,
    })
    .from(blogCategories)
    .leftJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), published))
    .groupBy(blogCategories.id)
    .orderBy(...categoryOrder);
  return rows;
}

// ── Admin: posts ───────────────────────────────────────────────────────────────────────────────────

const adminColumns = {
  status: blogPosts.status,
  categoryId: blogPosts.categoryId,
  createdAt: blogPosts.createdAt,
  authorId: users.id,
  authorName: users.name,
};

function selectAdminRows<T extends SelectedFields>(db: Executor, extra: T) {
  return selectCards(db, { ...adminColumns, ...extra }).leftJoin(users, eq(users.id, blogPosts.authorId));
}

type AdminRow = CardRow & {
  status: BlogPost['status'];
  categoryId: string | null;
  createdAt: Date;
  authorId: string | null;
  authorName: string | null;
};

function toAdminRow(row: AdminRow) {
  return {
    ...toCard(row),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    status: row.status,
    categoryId: row.categoryId,
    coverId: row.coverFileId,
    createdAt: row.createdAt.toISOString(),
    author: row.authorId === null ? null : { id: row.authorId, name: row.authorName ?? '' },
  };
}

/** Every post, drafts too, the latest changed first; `q` finds words of either title or of the slug. */
export async function adminPosts(db: Executor, query: AdminBlogPostsQuery) {
  const { page, pageSize } = query;
  const words = query.q || undefined;
  const where = and(
    query.status ? eq(blogPosts.status, query.status) : undefined,
    words
      ? or(
          titleContains(words, blogPosts.titleFa, blogPosts.titleEn),
          ilike(blogPosts.slug, `%${escapeLike(words.toLowerCase())}%`),
        )
      : undefined,
  );
  const rows = selectAdminRows(db, {})
    .where(where)
    .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const list = await pageOf(db, where, page, pageSize, rows);
  return { ...list, items: list.items.map(toAdminRow) };
}

/** One post, whole, for its editor. */
export async function adminPost(db: Executor, id: string) {
  const [row] = await selectAdminRows(db, { bodyFa: blogPosts.bodyFa, bodyEn: blogPosts.bodyEn })
    .where(eq(blogPosts.id, id))
    .limit(1);
  if (!row) throw new AppError('BlogNotFound');
  return { ...toAdminRow(row), body: row.bodyFa, bodyEn: row.bodyEn };
}

/**
 * The columns a save writes, from the fields given and the post as it is (none: a new post). The English texts
 * end up all three or none (EnglishTextIncomplete on those missing); the reading times follow the bodies; the
 * publication date is set at the first publication unless the admin gives one.
 */
function columnsOf(input: BlogPostPatch, current: BlogPost | null) {
  const english = {
    titleEn: input.titleEn === undefined ? current?.titleEn : input.titleEn,
    summaryEn: input.summaryEn === undefined ? current?.summaryEn : input.summaryEn,
    bodyEn: input.bodyEn === undefined ? current?.bodyEn : input.bodyEn,
  };
  const missing = missingEnglish(english);
  if (missing.length > 0) {
    throw new AppError('EnglishTextIncomplete', {
      fields: Object.fromEntries(missing.map((field) => [field, 'EnglishTextIncomplete'])),
    });
  }
  const status = input.status ?? current?.status ?? 'draft';
  const publishedAt = input.publishedAt
    ? new Date(input.publishedAt)
    : status === 'published' && !current?.publishedAt
      ? new Date()
      : undefined;
  return {
    slug: input.slug,
    categoryId: input.categoryId,
    titleFa: input.title,
    summaryFa: input.summary,
    bodyFa: input.body,
    readingMinutesFa: input.body === undefined ? undefined : readingMinutes(input.body),
    titleEn: input.titleEn,
    summaryEn: input.summaryEn,
    bodyEn: input.bodyEn,
    readingMinutesEn: input.bodyEn == null ? input.bodyEn : readingMinutes(input.bodyEn),
    coverFileId: input.coverId,
    status: input.status,
    publishedAt,
  };
}

/** A save refused by the database: a slug taken meanwhile, or a category deleted since it was checked. */
function saveFailed(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('SlugAlreadyExists', { fields: { slug: 'SlugAlreadyExists' } });
  if (isForeignKeyViolation(error))
    throw new AppError('CategoryNotFound', { fields: { categoryId: 'CategoryNotFound' } });
  throw error;
}

async function checkCategory(db: Executor, categoryId: string | null | undefined) {
  if (!categoryId) return;
  const [row] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.id, categoryId))
    .limit(1);
  if (!row) throw new AppError('CategoryNotFound', { fields: { categoryId: 'CategoryNotFound' } });
}

/** A new post, written by `authorId`. */
export async function createPost(db: Executor, authorId: string | null, input: BlogPostInput) {
  const id = await db.transaction(async (tx) => {
    const columns = columnsOf(input, null);
    await checkCategory(tx, input.categoryId);
    await checkImages(tx, input);
    const [made] = await tx
      .insert(blogPosts)
      .values({
        ...columns,
        slug: input.slug,
        titleFa: input.title,
        summaryFa: input.summary,
        bodyFa: input.body,
        readingMinutesFa: readingMinutes(input.body),
        authorId,
      })
      .returning({ id: blogPosts.id })
      .catch(saveFailed);
    return made!.id;
  });
  return adminPost(db, id);
}

async function postRow(db: Executor, id: string) {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1).for('update');
  if (!row) throw new AppError('BlogNotFound');
  return row;
}

/** Changes any subset of a post's fields; an empty change answers the post as it is. */
export async function updatePost(db: Executor, id: string, patch: BlogPostPatch) {
  await db.transaction(async (tx) => {
    const current = await postRow(tx, id);
    if (changesNothing(patch)) return;
    const columns = columnsOf(patch, current);
    await checkCategory(tx, patch.categoryId);
    await checkImages(tx, patch);
    await tx.update(blogPosts).set(columns).where(eq(blogPosts.id, id)).catch(saveFailed);
  });
  return adminPost(db, id);
}

export async function deletePost(db: Executor, id: string) {
  const removed = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  if (removed.length === 0) throw new AppError('BlogNotFound');
}

// ── Admin: categories ──────────────────────────────────────────────────────────────────────────────

function toAdminCategory(row: BlogCategory, posts: number) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.nameFa,
    nameEn: row.nameEn,
    sortOrder: row.sortOrder,
    posts,
  };
}

async function postCountOf(db: Executor, categoryId: string) {
  const [row] = await db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.categoryId, categoryId));
  return Number(row?.n ?? 0);
}

/** Every category in order, with how many posts each holds (drafts too). */
export async function adminCategories(db: Executor) {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(blogCategories)
      .orderBy(...categoryOrder),
    db.select({ id: blogPosts.categoryId, n: count() }).from(blogPosts).groupBy(blogPosts.categoryId),
  ]);
  const countOf = new Map(counts.map((row) => [row.id, Number(row.n)]));
  return rows.map((row) => toAdminCategory(row, countOf.get(row.id) ?? 0));
}

const categoryColumns = (input: Partial<BlogCategoryInput>) => ({
  slug: input.slug,
  nameFa: input.name,
  nameEn: input.nameEn,
  sortOrder: input.sortOrder,
});

const slugTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new AppError('SlugAlreadyExists', { fields: { slug: 'SlugAlreadyExists' } });
  throw error;
};

export async function createCategory(db: Executor, input: BlogCategoryInput) {
  const [row] = await db
    .insert(blogCategories)
    .values({ ...categoryColumns(input), slug: input.slug, nameFa: input.name, nameEn: input.nameEn })
    .returning()
    .catch(slugTaken);
  return toAdminCategory(row!, 0);
}

export async function updateCategory(db: Executor, id: string, patch: Partial<BlogCategoryInput>) {
  const [row] = changesNothing(patch)
    ? await db.select().from(blogCategories).where(eq(blogCategories.id, id)).limit(1)
    : await db
        .update(blogCategories)
        .set(categoryColumns(patch))
        .where(eq(blogCategories.id, id))
        .returning()
        .catch(slugTaken);
  if (!row) throw new AppError('CategoryNotFound');
  return toAdminCategory(row, await postCountOf(db, id));
}

/** Only a category without posts may go (BlogCategoryIsInUse); its posts move to another first. */
export async function deleteCategory(db: Executor, id: string) {
  const removed = await db
    .delete(blogCategories)
    .where(eq(blogCategories.id, id))
    .returning({ id: blogCategories.id })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw new AppError('BlogCategoryIsInUse');
      throw error;
    });
  if (removed.length === 0) throw new AppError('CategoryNotFound');
}

/** Each id takes its place in the list as its sort order; every id must be a category. */
export const reorderCategories = (db: Executor, ids: string[]) => reorder(db, blogCategories, ids, 'CategoryNotFound');
