/**
 * The platform's service catalogue (decision 041): the public tree and service pages, the admins' categories
 * and services, and the library of images services show.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  files,
  serviceCategories,
  serviceMedia,
  services,
  type Executor,
  type Service,
  type ServiceCategory,
} from '@rassam/db';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/context';
import {
  heldLibraryImages,
  libraryImageList,
  libraryImages as imagesOfLibrary,
  publicLibraryFile,
  removeLibraryImage,
  uploadLibraryImage,
  type LibraryImage,
} from '../../lib/image-libraries';
import { changesNothing } from '../../lib/patch';
import { reorder } from '../../lib/reorder';
import { isForeignKeyViolation, isUniqueViolation } from '../market/db-errors';
import type { ServiceCategoryInput, ServiceInput } from './services.schemas';

export const serviceFileUrl = (id: string) => `/api/services/files/${id}`;

// ── Images ──────────────────────────────────────────────────────────────────────────────────────────

const libraryImages = (db: Executor, ids: string[]) => imagesOfLibrary(db, serviceMedia, ids, serviceFileUrl);

const imagesOf = (row: Service, library: Map<string, LibraryImage>) =>
  row.images.flatMap((id) => {
    const image = library.get(id);
    return image ? [image] : [];
  });

/** Stores an image (checked by content, its metadata dropped) in the services' library, with its card sizes. */
export const uploadServiceImage = (deps: AppDeps, adminId: string, bytes: Uint8Array) =>
  uploadLibraryImage(deps, adminId, bytes, {
    add: (fileId) => deps.db.insert(serviceMedia).values({ fileId }),
    urlOf: serviceFileUrl,
  });

/** The library, newest first, with how many services show each image. */
export const serviceImages = (db: Executor) =>
  libraryImageList(
    db,
    serviceMedia,
    sql<number>`(select count(*) from ${services} where ${services.images} ? ${files.id}::text)::int`,
    serviceFileUrl,
  );

/**
 * Takes an image out of the library and off every service that showed it; its sized copies go, and the file
 * too when nothing else names it (it may also be an input of the uploader's designs, or in their shop).
 */
export function removeServiceImage(deps: AppDeps, fileId: string) {
  return removeLibraryImage(deps, fileId, async (tx) => {
    const removed = await tx.delete(serviceMedia).where(eq(serviceMedia.fileId, fileId)).returning();
    if (removed.length === 0) return false;
    await tx
      .update(services)
      .set({ images: sql`${services.images} - ${fileId}::text` })
      .where(sql`${services.images} ? ${fileId}::text`);
    return true;
  });
}

/** An image of the library, to anyone (at a card width when asked); any other file is FileNotFound. */
export const publicServiceFile = (deps: AppDeps, fileId: string, width?: number) =>
  publicLibraryFile(deps, serviceMedia, fileId, width);

/**
 * A service shows only images of the library (not any file an admin can read). Their library rows stay
 * locked until the service is saved: an image removed meanwhile is removed after, from the saved service too.
 */
async function checkImages(tx: Executor, ids: string[] | undefined) {
  if (!ids?.length) return;
  const found = await heldLibraryImages(tx, serviceMedia, ids);
  if (found.size !== new Set(ids).size) throw new AppError('FileNotFound', { fields: { images: 'FileNotFound' } });
}

// ── Public reads ───────────────────────────────────────────────────────────────────────────────────

function toCard(row: Service, categorySlug: string, library: Map<string, LibraryImage>) {
  return {
    id: row.id,
    slug: row.slug,
    categorySlug,
    title: row.titleFa,
    titleEn: row.titleEn,
    price: row.price,
    deliveryDays: row.deliveryDays,
    steps: row.steps,
    featured: row.featured,
    image: imagesOf(row, library)[0]?.url ?? null,
  };
}

const categoryOrder = [asc(serviceCategories.sortOrder), asc(serviceCategories.nameFa), asc(serviceCategories.id)];
const serviceOrder = [asc(services.sortOrder), asc(services.titleFa), asc(services.id)];

/**
 * The public tree: the enabled root categories in order, each with its enabled children, and every category
 * with its enabled services. A disabled category hides its children and all their services.
 */
export async function publicTree(db: Executor) {
  const rows = await db
    .select()
    .from(serviceCategories)
    .orderBy(...categoryOrder);
  const roots = rows.filter((row) => row.parentId === null && !row.disabled);
  const rootIds = new Set(roots.map((row) => row.id));
  const children = rows.filter((row) => row.parentId !== null && !row.disabled && rootIds.has(row.parentId));
  const shown = [...roots, ...children];
  const list =
    shown.length === 0
      ? []
      : await db
          .select()
          .from(services)
          .where(
            and(
              eq(services.disabled, false),
              inArray(
                services.categoryId,
                shown.map((row) => row.id),
              ),
            ),
          )
          .orderBy(...serviceOrder);
  const library = await libraryImages(
    db,
    list.flatMap((row) => row.images.slice(0, 1)),
  );
  const node = (category: ServiceCategory) => ({
    id: category.id,
    slug: category.slug,
    name: category.nameFa,
    nameEn: category.nameEn,
    services: list.filter((row) => row.categoryId === category.id).map((row) => toCard(row, category.slug, library)),
  });
  return roots.map((root) => ({
    ...node(root),
    children: children.filter((child) => child.parentId === root.id).map(node),
  }));
}

export type PublicTree = Awaited<ReturnType<typeof publicTree>>;

async function categoryOf(db: Executor, id: string) {
  const [row] = await db.select().from(serviceCategories).where(eq(serviceCategories.id, id)).limit(1);
  if (!row) throw new AppError('CategoryNotFound');
  return row;
}

/** A service with its category and the category's parent; disabled anywhere along: ServiceNotAvailable. */
async function availableOne(db: Executor, row: Service | undefined, field?: string) {
  const fields = field ? { fields: { [field]: 'ServiceNotFound' } } : {};
  if (!row) throw new AppError('ServiceNotFound', fields);
  const category = await categoryOf(db, row.categoryId);
  const parent = category.parentId ? await categoryOf(db, category.parentId) : null;
  if (row.disabled || category.disabled || parent?.disabled) {
    // 404 as a missing one: the public page and the order form show "not available", nothing went wrong.
    throw new AppError('ServiceNotAvailable', {
      status: 404,
      ...(field ? { fields: { [field]: 'ServiceNotAvailable' } } : {}),
    });
  }
  return { service: row, category, parent };
}

/** One enabled service, whole: what its page shows and what its order form is built from. */
export async function publicService(db: Executor, slug: string) {
  const [row] = await db.select().from(services).where(eq(services.slug, slug.toLowerCase())).limit(1);
  const { service, category, parent } = await availableOne(db, row);
  const library = await libraryImages(db, service.images);
  const ref = (c: ServiceCategory) => ({ id: c.id, slug: c.slug, name: c.nameFa, nameEn: c.nameEn });
  return {
    ...toCard(service, category.slug, library),
    description: service.descriptionFa,
    descriptionEn: service.descriptionEn,
    images: imagesOf(service, library),
    form: service.form,
    faq: service.faq,
    category: { ...ref(category), parent: parent ? ref(parent) : null },
  };
}

export type PublicService = Awaited<ReturnType<typeof publicService>>;

/**
 * The service an order is placed for, by id (the orders' entry point): ServiceNotFound, or ServiceNotAvailable
 * while it or its category is disabled, both on the `serviceId` field.
 */
export async function availableService(db: Executor, id: string): Promise<Service> {
  const [row] = await db.select().from(services).where(eq(services.id, id)).limit(1);
  return (await availableOne(db, row, 'serviceId')).service;
}

// ── Admin: categories ──────────────────────────────────────────────────────────────────────────────

function toAdminCategory(row: ServiceCategory, serviceCount: number) {
  return {
    id: row.id,
    parentId: row.parentId,
    slug: row.slug,
    nameFa: row.nameFa,
    nameEn: row.nameEn,
    sortOrder: row.sortOrder,
    disabled: row.disabled,
    services: serviceCount,
  };
}

type AdminCategory = ReturnType<typeof toAdminCategory>;

/** Every category, disabled ones too, as the tree: roots in order, each with its children. */
export async function adminCategoryTree(db: Executor) {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(serviceCategories)
      .orderBy(...categoryOrder),
    db.select({ id: services.categoryId, n: count() }).from(services).groupBy(services.categoryId),
  ]);
  const countOf = new Map(counts.map((row) => [row.id, Number(row.n)]));
  const view = (row: ServiceCategory) => toAdminCategory(row, countOf.get(row.id) ?? 0);
  return rows
    .filter((row) => row.parentId === null)
    .map((root) => ({
      ...view(root),
      children: rows.filter((row) => row.parentId === root.id).map(view),
    }));
}

/**
 * A save refused by the database: a slug taken meanwhile, or a category (a parent) deleted since it was
 * checked.
 */
const saveFailed =
  (categoryField: 'categoryId' | 'parentId') =>
  (error: unknown): never => {
    if (isUniqueViolation(error)) throw new AppError('SlugAlreadyExists', { fields: { slug: 'SlugAlreadyExists' } });
    if (isForeignKeyViolation(error))
      throw new AppError('CategoryNotFound', { fields: { [categoryField]: 'CategoryNotFound' } });
    throw error;
  };

/** One tree edit at a time: a category moved under another as that one moves under a third would make three levels. */
const lockTree = (tx: Executor) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('rassam:service-categories'))`);

/** The tree has two levels: a parent is a root, never the category itself, and a category with children stays a root. */
async function checkParent(db: Executor, parentId: string, selfId?: string) {
  const invalid = () => new AppError('CategoryParentIsNotValid', { fields: { parentId: 'CategoryParentIsNotValid' } });
  const parent = await categoryOf(db, parentId).catch(() => {
    throw new AppError('CategoryNotFound', { fields: { parentId: 'CategoryNotFound' } });
  });
  if (parent.parentId !== null || parentId === selfId) throw invalid();
  if (selfId) {
    const [child] = await db
      .select({ id: serviceCategories.id })
      .from(serviceCategories)
      .where(eq(serviceCategories.parentId, selfId))
      .limit(1);
    if (child) throw invalid();
  }
}

export async function createCategory(db: Executor, input: ServiceCategoryInput): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    await lockTree(tx);
    if (input.parentId) await checkParent(tx, input.parentId);
    const [row] = await tx
      .insert(serviceCategories)
      .values({ ...input, parentId: input.parentId ?? null })
      .returning()
      .catch(saveFailed('parentId'));
    return toAdminCategory(row!, 0);
  });
}

async function serviceCountOf(db: Executor, categoryId: string) {
  const [row] = await db.select({ n: count() }).from(services).where(eq(services.categoryId, categoryId));
  return Number(row?.n ?? 0);
}

export async function updateCategory(db: Executor, id: string, patch: Partial<ServiceCategoryInput>) {
  return db.transaction(async (tx) => {
    await lockTree(tx);
    const current = await categoryOf(tx, id);
    if (changesNothing(patch)) return toAdminCategory(current, await serviceCountOf(tx, id));
    if (patch.parentId) await checkParent(tx, patch.parentId, id);
    const [row] = await tx
      .update(serviceCategories)
      .set(patch)
      .where(eq(serviceCategories.id, id))
      .returning()
      .catch(saveFailed('parentId'));
    return toAdminCategory(row!, await serviceCountOf(tx, id));
  });
}

/** Only a category without children and services may go. */
export async function deleteCategory(db: Executor, id: string) {
  await categoryOf(db, id);
  const [child] = await db
    .select({ id: serviceCategories.id })
    .from(serviceCategories)
    .where(eq(serviceCategories.parentId, id))
    .limit(1);
  if (child || (await serviceCountOf(db, id)) > 0) throw new AppError('ServiceCategoryIsInUse');
  try {
    await db.delete(serviceCategories).where(eq(serviceCategories.id, id));
  } catch (error) {
    // A child or a service added since the check above.
    if (isForeignKeyViolation(error)) throw new AppError('ServiceCategoryIsInUse');
    throw error;
  }
}

export const reorderCategories = (db: Executor, ids: string[]) =>
  reorder(db, serviceCategories, ids, 'CategoryNotFound');

// ── Admin: services ────────────────────────────────────────────────────────────────────────────────

function toAdminService(row: Service, library: Map<string, LibraryImage>) {
  return {
    id: row.id,
    categoryId: row.categoryId,
    slug: row.slug,
    titleFa: row.titleFa,
    titleEn: row.titleEn,
    descriptionFa: row.descriptionFa,
    descriptionEn: row.descriptionEn,
    images: imagesOf(row, library),
    price: row.price,
    deliveryDays: row.deliveryDays,
    featured: row.featured,
    disabled: row.disabled,
    sortOrder: row.sortOrder,
    steps: row.steps,
    form: row.form,
    faq: row.faq,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function adminViews(db: Executor, rows: Service[]) {
  const library = await libraryImages(
    db,
    rows.flatMap((row) => row.images),
  );
  return rows.map((row) => toAdminService(row, library));
}

/** Every service, disabled ones too (of one category when asked), in the catalogue's order. */
export async function adminServices(db: Executor, categoryId?: string) {
  const rows = await db
    .select()
    .from(services)
    .where(categoryId ? eq(services.categoryId, categoryId) : undefined)
    .orderBy(...serviceOrder);
  return adminViews(db, rows);
}

async function serviceRow(db: Executor, id: string) {
  const [row] = await db.select().from(services).where(eq(services.id, id)).limit(1);
  if (!row) throw new AppError('ServiceNotFound');
  return row;
}

export async function adminService(db: Executor, id: string) {
  return (await adminViews(db, [await serviceRow(db, id)]))[0]!;
}

async function checkCategory(db: Executor, categoryId: string | undefined) {
  if (categoryId === undefined) return;
  await categoryOf(db, categoryId).catch(() => {
    throw new AppError('CategoryNotFound', { fields: { categoryId: 'CategoryNotFound' } });
  });
}

export async function createService(db: Executor, input: ServiceInput) {
  const row = await db.transaction(async (tx) => {
    await checkCategory(tx, input.categoryId);
    await checkImages(tx, input.images);
    const [made] = await tx.insert(services).values(input).returning().catch(saveFailed('categoryId'));
    return made!;
  });
  return (await adminViews(db, [row]))[0]!;
}

export async function updateService(db: Executor, id: string, patch: Partial<ServiceInput>) {
  const row = await db.transaction(async (tx) => {
    const current = await serviceRow(tx, id);
    if (changesNothing(patch)) return current;
    await checkCategory(tx, patch.categoryId);
    await checkImages(tx, patch.images);
    const [saved] = await tx
      .update(services)
      .set(patch)
      .where(eq(services.id, id))
      .returning()
      .catch(saveFailed('categoryId'));
    return saved!;
  });
  return (await adminViews(db, [row]))[0]!;
}

/**
 * Deleted with its texts, steps and form; its images stay in the library. One with orders is refused by the
 * orders' foreign key (ServiceIsInUse, decision 043): the admin disables it instead, and its orders keep it.
 */
export async function deleteService(db: Executor, id: string) {
  const removed = await db
    .delete(services)
    .where(eq(services.id, id))
    .returning({ id: services.id })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw new AppError('ServiceIsInUse');
      throw error;
    });
  if (removed.length === 0) throw new AppError('ServiceNotFound');
}

export const reorderServices = (db: Executor, ids: string[]) => reorder(db, services, ids, 'ServiceNotFound');
