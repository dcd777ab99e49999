/**
 * Links, redirects and paths in a page's language, by the one rule we route by (routing.ts): Persian at bare
 * paths, English under /en. next-intl's createNavigation did the same for every routing it supports (localised
 * pathnames, domains, custom prefixes) and weighed some 3 KB of gzip in every page's first load (decision 055).
 * Its behaviour is kept: a link or a push to another language always carries that language's prefix (`/fa/…`
 * too), which makes the proxy remember the choice, and the locale cookie is written at once in case the
 * client-side router answers from its own cache without asking the server.
 */
import type { Locale } from '@rassam/i18n';
import { redirect as nextRedirect, permanentRedirect as nextPermanentRedirect } from 'next/navigation';
import { getPathname, type Href } from './paths';

export { usePathname, useRouter } from './client-navigation';
export { Link } from './link';
export { getPathname, type Href, type Query } from './paths';

/** Next.js's `redirect` to `href` in `locale` (a server component's guard, a form's next step). */
export function redirect({ href, locale }: { href: Href; locale: Locale }): never {
  return nextRedirect(getPathname({ href, locale }));
}

/** The same, permanent (308). */
export function permanentRedirect({ href, locale }: { href: Href; locale: Locale }): never {
  return nextPermanentRedirect(getPathname({ href, locale }));
}
