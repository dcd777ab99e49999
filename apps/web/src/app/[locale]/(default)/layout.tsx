import type { Locale } from '@rassam/i18n';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

/**
 * Public pages: rendered once, kept by Next.js's cache and rendered again in the background at most once a
 * minute (decision 030). A change made through this process shows at once (lib/page-revalidation.ts); other
 * processes sharing the database show it within this minute.
 */
export const revalidate = 60;
import { SiteFooter } from '@/components/layout/site-footer';
import { SkipLink } from '@/components/layout/skip-link';
import { SiteHeader } from '@/components/layout/site-header';

export default async function DefaultLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  // Its header and footer read the locale; without it here they would ask the request, which makes the
  // page dynamic (next-intl: every layout and page sets it).
  setRequestLocale((await params).locale as Locale);
  return (
    <div data-layout="default" className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
