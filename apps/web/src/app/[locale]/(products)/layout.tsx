import type { Locale } from '@rassam/i18n';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

/**
 * Public pages: rendered once, kept by Next.js's cache and rendered again in the background at most once a
 * minute (decision 030). A change made through this process shows at once (lib/page-revalidation.ts); other
 * processes sharing the database show it within this minute.
 */
export const revalidate = 60;
import { MarketHeader } from '@/components/layout/market-header';
import { SkipLink } from '@/components/layout/skip-link';
import { SiteFooter } from '@/components/layout/site-footer';

/** Layout `products`: the market's pages (their routes arrive with the market). */
export default async function ProductsLayout({
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
    <div data-layout="products" className="flex min-h-dvh flex-col">
      <SkipLink />
      <MarketHeader />
      <main id="main" tabIndex={-1} className="outline-none mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
