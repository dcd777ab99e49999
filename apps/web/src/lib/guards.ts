import 'server-only';
import type { PublicUser } from '@rassam/api/schemas';
import type { Locale } from '@rassam/i18n';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { redirect } from '@/i18n/navigation';
import { isStaff } from './roles';
import { safeRedirect } from './safe-redirect';
import { getCurrentUser } from './server-api';
import { loadOwnShop } from '@/components/shop/server';
import type { Shop } from '@/components/shop/types';

async function currentUrl() {
  const store = await headers();
  return { path: store.get('x-pathname') ?? '/', search: new URLSearchParams(store.get('x-search') ?? '') };
}

/** Guard `auth` on dashboard pages: a visitor goes to /auth and comes back here after signing in. */
export async function requireUser(locale: Locale): Promise<PublicUser> {
  const user = await getCurrentUser();
  if (user) return user;
  const { path, search } = await currentUrl();
  const back = `${path}${search.size ? `?${search}` : ''}`;
  return redirect({ href: { pathname: '/auth', query: { redirect: back } }, locale });
}

/** Guard `auth` on the auth pages: a signed-in user has nothing to do here and goes on. */
export async function requireVisitor(locale: Locale): Promise<void> {
  const user = await getCurrentUser();
  if (!user) return;
  const { search } = await currentUrl();
  const target = safeRedirect(search.get('redirect'), '');
  if (target) {
    // Already a full path on this site (with its locale prefix); next-intl must not prefix it again.
    const { redirect: plainRedirect } = await import('next/navigation');
    plainRedirect(target);
  }
  redirect({ href: '/dashboard', locale });
}

/**
 * Guard `admin` on the back office: a visitor signs in first, as on every dashboard page; a signed-in
 * user who is not an admin gets the 404 page, exactly as for an address that does not exist.
 */
export async function requireAdmin(locale: Locale): Promise<PublicUser> {
  const user = await requireUser(locale);
  if (user.role !== 'admin') notFound();
  return user;
}

/**
 * Guard `staff` on the support desk: a visitor signs in first; a signed-in user who is neither support nor
 * admin gets the 404 page, as for the back office.
 */
export async function requireStaff(locale: Locale): Promise<PublicUser> {
  const user = await requireUser(locale);
  if (!isStaff(user)) notFound();
  return user;
}

/**
 * Guard `shop` on the shop owner's pages: a visitor signs in first; a signed-in user without a shop goes
 * to /dashboard/shop/places (the "open your shop" form for them) and comes back here once it is open.
 * The API says whether there is a shop (GET /api/shops/me answers ShopNotFound when there is none).
 */
export async function requireShop(locale: Locale): Promise<{ user: PublicUser; shop: Shop }> {
  const user = await requireUser(locale);
  const shop = await loadOwnShop();
  if (shop.ok) return { user, shop: shop.data };
  if (shop.status !== 404) throw new Error(shop.message || shop.code);
  const { path, search } = await currentUrl();
  const back = `${path}${search.size ? `?${search}` : ''}`;
  return redirect({ href: { pathname: '/dashboard/shop/places', query: { next: back } }, locale });
}
