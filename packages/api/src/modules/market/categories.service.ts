/** Category trees (one per listing kind) and their typed properties. */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { toLatinDigits } from '@rassam/i18n';
import {
  categories,
  categoryProperties,
  listings,
  type Category,
  type CategoryProperty,
  type Executor,
  type ListingKind,
  type PropertyOption,
  type PropertyType,
} from '@rassam/db';
import { AppError } from '../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation } from './db-errors';
import { changesNothing } from '../../lib/patch';

export function toCategory(row: Category) {
  return {
    id: row.id,
    kind: row.kind,
    parentId: row.parentId,
    slug: row.slug,
    nameFa: row.nameFa,
    nameEn: row.nameEn,
    icon: row.icon,
    sortOrder: row.sortOrder,
  };
}

export function toProperty(row: CategoryProperty) {
  return {
    id: row.id,
    categoryId: row.categoryId,
    key: row.key,
    type: row.type,
    labelFa: row.labelFa,
    labelEn: row.labelEn,
    options: row.options,
    min: row.min,
    max: row.max,
    unitFa: row.unitFa,
    unitEn: row.unitEn,
    required: row.required,
    sortOrder: row.sortOrder,
  };
}

export type CategoryView = ReturnType<typeof toCategory>;
export type CategoryNode = CategoryView & { children: CategoryNode[] };

/** The whole tree of a kind, roots first, children nested, each level in its order. */
export async function categoryTree(db: Executor, kind: ListingKind): Promise<CategoryNode[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.kind, kind))
    .orderBy(asc(categories.sortOrder), asc(categories.nameFa));
  const nodes = new Map(rows.map((row) => [row.id, { ...toCategory(row), children: [] as CategoryNode[] }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export async function categoryById(db: Executor, id: string) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) throw new AppError('CategoryNotFound');
  return row;
}

/** The category and every category below it (for search filters). */
export async function descendantIds(db: Executor, id: string): Promise<string[]> {
  const result = await db.execute(sql`
    with recursive tree(id) as (
      select ${categories.id} from ${categories} where ${categories.id} = ${id}
      union
      select c.id from ${categories} c join tree on c.parent_id = tree.id
    )
    select id from tree`);
  return (result.rows as { id: string }[]).map((r) => r.id);
}

/** The category and its ancestors, nearest first. */
export async function ancestry(db: Executor, id: string): Promise<Category[]> {
  const result = await db.execute(sql`
    with recursive up(id, parent_id, depth) as (
      select ${categories.id}, ${categories.parentId}, 0 from ${categories} where ${categories.id} = ${id}
      union all
      select c.id, c.parent_id, up.depth + 1 from ${categories} c join up on c.id = up.parent_id where up.depth < 50
    )
    select id from up order by depth`);
  const ids = (result.rows as { id: string }[]).map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await db.select().from(categories).where(inArray(categories.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((i) => byId.get(i)!).filter(Boolean);
}

/** A new parent must be in the same tree, and not the category itself nor anything below it. */
async function checkParent(db: Executor, kind: ListingKind, parentId: string, selfId?: string) {
  const parent = await categoryById(db, parentId).catch(() => {
    throw new AppError('CategoryNotFound', { fields: { parentId: 'CategoryNotFound' } });
  });
  if (parent.kind !== kind)
    throw new AppError('CategoryParentIsNotValid', { fields: { parentId: 'CategoryParentIsNotValid' } });
  if (selfId && (await descendantIds(db, selfId)).includes(parentId)) {
    throw new AppError('CategoryParentIsNotValid', { fields: { parentId: 'CategoryParentIsNotValid' } });
  }
}

export interface CategoryInput {
  kind: ListingKind;
  parentId?: string | null;
  slug: string;
  nameFa: string;
  nameEn: string;
  icon?: string | null;
  sortOrder?: number;
}

function slugTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('SlugAlreadyExists', { fields: { slug: 'SlugAlreadyExists' } });
  throw error;
}

export async function createCategory(db: Executor, input: CategoryInput) {
  if (input.parentId) await checkParent(db, input.kind, input.parentId);
  const [row] = await db
    .insert(categories)
    .values({ ...input, parentId: input.parentId ?? null })
    .returning()
    .catch(slugTaken);
  return toCategory(row!);
}

export async function updateCategory(db: Executor, id: string, patch: Partial<Omit<CategoryInput, 'kind'>>) {
  return db.transaction(async (tx) => {
    // One tree edit at a time: two moves that are each fine alone could together make a cycle.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rassam:category-tree'))`);
    const current = await categoryById(tx, id);
    if (changesNothing(patch)) return toCategory(current);
    if (patch.parentId) await checkParent(tx, current.kind, patch.parentId, id);
    const [row] = await tx.update(categories).set(patch).where(eq(categories.id, id)).returning().catch(slugTaken);
    return toCategory(row!);
  });
}

/** Only a leaf nothing is listed under may go. */
export async function deleteCategory(db: Executor, id: string) {
  await categoryById(db, id);
  const [used] = await db.select({ id: listings.id }).from(listings).where(eq(listings.categoryId, id)).limit(1);
  const [child] = await db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id)).limit(1);
  if (used || child) throw new AppError('CategoryIsInUse');
  try {
    await db.delete(categories).where(eq(categories.id, id));
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('CategoryIsInUse');
    throw error;
  }
}

export interface PropertyInput {
  key: string;
  type: PropertyType;
  labelFa: string;
  labelEn: string;
  options?: PropertyOption[] | null;
  min?: number | null;
  max?: number | null;
  unitFa?: string | null;
  unitEn?: string | null;
  required?: boolean;
  sortOrder?: number;
}

function checkPropertyShape(input: Partial<PropertyInput>) {
  if (input.type === 'enum' && !(input.options && input.options.length > 0)) {
    throw new AppError('ValidationError', { status: 422, fields: { options: 'ValidationError' } });
  }
  if (input.min != null && input.max != null && input.min > input.max) {
    throw new AppError('ValidationError', { status: 422, fields: { max: 'ValidationError' } });
  }
}

export async function propertiesOf(db: Executor, categoryId: string) {
  const rows = await db
    .select()
    .from(categoryProperties)
    .where(eq(categoryProperties.categoryId, categoryId))
    .orderBy(asc(categoryProperties.sortOrder), asc(categoryProperties.key));
  return rows.map(toProperty);
}

/** The properties a listing of the category fills in: its own and its ancestors' (nearest wins a key). */
export async function effectiveProperties(db: Executor, categoryId: string) {
  const chain = await ancestry(db, categoryId);
  if (chain.length === 0) return [];
  const rows = await db
    .select()
    .from(categoryProperties)
    .where(
      inArray(
        categoryProperties.categoryId,
        chain.map((c) => c.id),
      ),
    )
    .orderBy(asc(categoryProperties.sortOrder), asc(categoryProperties.key));
  const depth = new Map(chain.map((c, i) => [c.id, i]));
  const byKey = new Map<string, CategoryProperty>();
  for (const row of rows) {
    const seen = byKey.get(row.key);
    if (!seen || depth.get(row.categoryId)! < depth.get(seen.categoryId)!) byKey.set(row.key, row);
  }
  return [...byKey.values()].map(toProperty);
}

export async function createProperty(db: Executor, categoryId: string, input: PropertyInput) {
  await categoryById(db, categoryId);
  checkPropertyShape(input);
  try {
    const [row] = await db
      .insert(categoryProperties)
      .values({ ...input, categoryId })
      .returning();
    return toProperty(row!);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('PropertyAlreadyExists', { fields: { key: 'PropertyAlreadyExists' } });
    throw error;
  }
}

export async function updateProperty(db: Executor, id: string, patch: Partial<PropertyInput>) {
  const [current] = await db.select().from(categoryProperties).where(eq(categoryProperties.id, id)).limit(1);
  if (!current) throw new AppError('PropertyNotFound');
  if (changesNothing(patch)) return toProperty(current);
  checkPropertyShape({ ...toProperty(current), ...patch });
  try {
    const [row] = await db.update(categoryProperties).set(patch).where(eq(categoryProperties.id, id)).returning();
    return toProperty(row!);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('PropertyAlreadyExists', { fields: { key: 'PropertyAlreadyExists' } });
    throw error;
  }
}

export async function deleteProperty(db: Executor, id: string) {
  const deleted = await db.delete(categoryProperties).where(eq(categoryProperties.id, id)).returning();
  if (deleted.length === 0) throw new AppError('PropertyNotFound');
}

type AttributeValue = string | number | boolean;

/**
 * Checks a listing's attributes against its category's properties: known keys only, values of the
 * property's type (numbers may come in Persian digits), enum values among the options, numbers in
 * range, required ones present. Returns the cleaned values.
 */
export function checkAttributes(
  properties: ReturnType<typeof toProperty>[],
  values: Record<string, AttributeValue>,
): Record<string, AttributeValue> {
  const fields: Record<string, string> = {};
  const out: Record<string, AttributeValue> = {};
  const byKey = new Map(properties.map((p) => [p.key, p]));
  for (const key of Object.keys(values)) if (!byKey.has(key)) fields[`attributes.${key}`] = 'PropertyNotFound';
  for (const property of properties) {
    const raw = values[property.key];
    const name = `attributes.${property.key}`;
    if (raw === undefined || raw === '') {
      if (property.required) fields[name] = 'ValidationError';
      continue;
    }
    switch (property.type) {
      case 'number': {
        const n =
          typeof raw === 'number'
            ? raw
            : typeof raw === 'string'
              ? Number(toLatinDigits(raw).replace(/[٬,\s]/g, ''))
              : NaN;
        if (
          !Number.isFinite(n) ||
          (property.min != null && n < property.min) ||
          (property.max != null && n > property.max)
        ) {
          fields[name] = 'ValidationError';
        } else out[property.key] = n;
        break;
      }
      case 'enum':
        if (typeof raw !== 'string' || !property.options?.some((o) => o.value === raw))
          fields[name] = 'ValidationError';
        else out[property.key] = raw;
        break;
      case 'boolean':
        if (typeof raw !== 'boolean') fields[name] = 'ValidationError';
        else out[property.key] = raw;
        break;
      case 'text':
        if (typeof raw !== 'string') fields[name] = 'ValidationError';
        else out[property.key] = raw.trim();
        break;
    }
  }
  if (Object.keys(fields).length > 0) throw new AppError('ValidationError', { status: 422, fields });
  return out;
}

/** Category names by id, for the search text of listings. */
export async function categoryNames(db: Executor, id: string) {
  const chain = await ancestry(db, id);
  return chain.flatMap((c) => [c.nameFa, c.nameEn]);
}
