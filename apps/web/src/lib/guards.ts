import 'server-only';
import type { PublicUser } from '@rassam/api/schemas';
import type { Locale } from '@rassam/i18n';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { redirect } from '@/i18n/navigation';
import { safeRedirect } from './safe-redirect';
import { getCurrentUser } from './server-api';

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
