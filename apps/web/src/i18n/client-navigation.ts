'use client';

// The client half of i18n/navigation.ts (which says why these exist): hooks, in a client module so that server
// components may import the navigation module for its links and redirects.
import type { Locale } from '@rassam/i18n';
import { useLocale } from 'next-intl';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useMemo } from 'react';
import { localeCookie } from './locale-cookie';
import { navigationPath, withoutLocalePrefix, type Href } from './paths';

/** The page's language on the client (next-intl's provider, else the route's `[locale]` segment). */
export function usePageLocale(): Locale {
  return useLocale() as Locale;
}

/** Writes the locale cookie when a navigation changes the language (i18n/navigation.ts says why). */
export function rememberLocaleChange(current: Locale, next: Locale | undefined): void {
  if (next !== undefined && next !== current) document.cookie = localeCookie(next);
}

/** The address being read without its language prefix (`/en/ai` → `/ai`), as the routes are written. */
export function usePathname(): string {
  const pathname = useNextPathname();
  const locale = usePageLocale();
  return useMemo(() => withoutLocalePrefix(pathname, locale), [pathname, locale]);
}

type NextRouter = ReturnType<typeof useNextRouter>;
type Localised<Options> = (href: Href, options?: Options & { locale?: Locale }) => void;

/** Next.js's router whose `push`, `replace` and `prefetch` take paths without a language, as `Link` does. */
export function useRouter(): Omit<NextRouter, 'push' | 'replace' | 'prefetch'> & {
  push: Localised<NonNullable<Parameters<NextRouter['push']>[1]>>;
  replace: Localised<NonNullable<Parameters<NextRouter['replace']>[1]>>;
  prefetch: Localised<NonNullable<Parameters<NextRouter['prefetch']>[1]>>;
} {
  const router = useNextRouter();
  const current = usePageLocale();
  return useMemo(() => {
    function localised<Options extends object>(go: (href: string, options?: Options) => void): Localised<Options> {
      return (href, options) => {
        const { locale, ...rest } = options ?? ({} as Options & { locale?: Locale });
        rememberLocaleChange(current, locale);
        const path = navigationPath(href, current, locale);
        if (Object.keys(rest).length > 0) go(path, rest as Options);
        else go(path);
      };
    }
    return {
      ...router,
      push: localised(router.push),
      replace: localised(router.replace),
      prefetch: localised(router.prefetch),
    };
  }, [router, current]);
}
