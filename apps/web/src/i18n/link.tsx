'use client';

import type { Locale } from '@rassam/i18n';
import NextLink from 'next/link';
import type { ComponentProps, MouseEvent } from 'react';
import { rememberLocaleChange, usePageLocale } from './client-navigation';
import { navigationPath, type Href } from './paths';

export type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  /** A path of the site without its language (`/market`), or another origin's address. */
  href: Href;
  /** Another language to link to; the address then carries its prefix, `/fa/…` too. */
  locale?: Locale;
};

/** Next.js's link to a path in the page's language, or in `locale`. */
export function Link({ href, locale, prefetch, onClick, ...props }: LinkProps) {
  const current = usePageLocale();
  const target = navigationPath(href, current, locale);
  if (locale === undefined || locale === current) {
    return <NextLink href={target} prefetch={prefetch} onClick={onClick} {...props} />;
  }
  // A change of language: never prefetched (the proxy answers it with a redirect and the cookie).
  const remember = (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLocaleChange(current, locale);
    onClick?.(event);
  };
  return <NextLink href={target} hrefLang={locale} prefetch={false} onClick={remember} {...props} />;
}
