import { reservedUsernames } from '../users/users.schemas';

/**
 * Words a shop link may not take: segments of the market's own routes (/market/map, /market/places,
 * /market/search …) and of the site (DESIGN.md section 5). Usernames share the list, since both name a
 * page under /market.
 */
export const RESERVED_SHOP_LINKS: ReadonlySet<string> = new Set([
  ...reservedUsernames,
  'map',
  'maps',
  'places',
  'place',
  'service',
  'services',
  'shop',
  'shops',
  'item',
  'items',
  'product',
  'products',
  'category',
  'categories',
  'all',
  'iran',
  'new',
  'edit',
  'create',
  'delete',
  'admin',
  'api',
  'dashboard',
  'auth',
  'en',
  'fa',
  'search',
  'near',
  'nearby',
  'popular',
  'latest',
  'top',
  'tour',
  'tours',
  'models',
  'model',
  'ar',
  'store',
  'stores',
  'market',
  'me',
  'static',
  'assets',
  'files',
]);

export function isReservedShopLink(link: string): boolean {
  return RESERVED_SHOP_LINKS.has(link.trim().toLowerCase());
}
