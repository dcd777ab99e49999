/**
 * The admins' view of shops: find one by its names or link, and take a whole shop off the market or
 * put it back. A disabled shop's page, map and listings are hidden from visitors (every public read
 * asks for `shops.status = 'active'`); its owner still sees and edits everything in the dashboard.
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { listings, shops, users, type Executor } from '@rassam/db';
import { AppError } from '../../lib/app-error';
import { escapeLike, normalizeSearch } from './normalize';

export type ShopStatus = 'active' | 'disabled';

export interface ShopQuery {
  q?: string;
  status?: ShopStatus;
  page: number;
  pageSize: number;
}

const adminColumns = {
  id: shops.id,
  name: shops.name,
  nameEn: shops.nameEn,
  link: shops.link,
  status: shops.status,
  createdAt: shops.createdAt,
  ownerId: shops.ownerId,
  ownerPhone: users.phone,
  activeListings: sql<number>`(select count(*)::int from ${listings} where ${listings.shopId} = ${shops.id} and ${listings.status} = 'active')`,
};

interface AdminShopRow {
  id: string;
  name: string;
  nameEn: string;
  link: string;
  status: ShopStatus;
  createdAt: Date;
  ownerId: string;
  ownerPhone: string | null;
  activeListings: number;
}

function toAdminShop(row: AdminShopRow) {
  return { ...row, activeListings: Number(row.activeListings), createdAt: row.createdAt.toISOString() };
}

/** Shops, newest first, by words of their names (folded like the market's search) or their link. */
export async function adminShops(db: Executor, query: ShopQuery) {
  const where: SQL[] = [];
  // Names are matched folded (Arabic letters, any digits, no punctuation); a link as typed, since its
  // hyphens are part of it and folding would turn them into spaces.
  const words = query.q ? normalizeSearch(query.q) : '';
  const link = query.q?.trim().toLowerCase() ?? '';
  const named = `%${escapeLike(words)}%`;
  const matches = [
    ...(words ? [ilike(shops.nameKey, named), ilike(shops.nameEnKey, named)] : []),
    ...(link ? [ilike(shops.link, `%${escapeLike(link)}%`)] : []),
  ];
  if (matches.length > 0) where.push(or(...matches)!);
  if (query.status) where.push(eq(shops.status, query.status));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(adminColumns)
      .from(shops)
      .leftJoin(users, eq(users.id, shops.ownerId))
      .where(condition)
      .orderBy(desc(shops.createdAt), desc(shops.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(shops).where(condition),
  ]);
  return { items: rows.map(toAdminShop), total: total?.total ?? 0 };
}

/** Takes a shop off the market or puts it back; the same status twice is no change, not an error. */
export async function setShopStatus(db: Executor, id: string, status: ShopStatus) {
  const [updated] = await db.update(shops).set({ status }).where(eq(shops.id, id)).returning({ id: shops.id });
  if (!updated) throw new AppError('ShopNotFound');
  const [row] = await db
    .select(adminColumns)
    .from(shops)
    .leftJoin(users, eq(users.id, shops.ownerId))
    .where(eq(shops.id, id));
  return toAdminShop(row!);
}
