'use client';

import type { Locale } from '@rassam/i18n';
import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { rememberLocaleChange } from '@/i18n/client-navigation';
import { getPathname, usePathname } from '@/i18n/navigation';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { GlobeIcon } from '@/components/ui/icons/globe';
import { OTHER_LANGUAGE_ATTRIBUTE } from './other-language';

/**
 * Links to the same page in the other language. Its accessible name starts with the words it shows (WCAG
 * 2.5.3: a voice user says what they see), in that language (`lang`), then says what it does in the page's.
 */
export function LanguageSwitch({ className = '', withQuery = true }: { className?: string; withQuery?: boolean }) {
  return withQuery ? <SwitchWithQuery className={className} /> : <Switch className={className} query={{}} />;
}

/**
 * Keeps the query string (a search, a page of a list). Reading it on a cached page suspends until the
 * browser renders, so it sits under a Suspense whose fallback is the switch without it.
 */
function SwitchWithQuery({ className }: { className: string }) {
  const search = useSearchParams();
  return <Switch className={className} query={Object.fromEntries(search.entries())} />;
}

function Switch({ className, query }: { className: string; query: Record<string, string> }) {
  const t = useTranslations('common');
  const locale = useLocale() as Locale;
  const other: Locale = locale === 'fa' ? 'en' : 'fa';
  const pathname = usePathname();
  // A page with no counterpart names another address (other-language.tsx); read after each navigation.
  const [instead, setInstead] = useState<string | null>(null);
  useEffect(() => {
    setInstead(document.querySelector(`[${OTHER_LANGUAGE_ATTRIBUTE}]`)?.getAttribute(OTHER_LANGUAGE_ATTRIBUTE) ?? null);
  }, [pathname]);
  const href = instead ?? getPathname({ href: { pathname, query }, locale: other });
  return (
    <Button asChild variant="ghost" size="sm" className={cn('gap-1.5 px-2.5 font-medium', className)}>
      <NextLink
        href={href}
        hrefLang={other}
        lang={other}
        prefetch={false}
        onClick={() => rememberLocaleChange(locale, other)}
      >
        <GlobeIcon className="size-4" />
        {/* On the narrowest phones the full name crowds the header; the short code says the same. */}
        <span className="hidden sm:inline">{t('switchLanguage')}</span>
        <span className="sm:hidden">{other === 'en' ? 'EN' : 'فا'}</span>
        <span className="sr-only" lang={locale}>
          {`: ${t('switchLanguageLabel')}`}
        </span>
      </NextLink>
    </Button>
  );
}
