import type { ReactNode } from 'react';
import { MarketHeader } from '@/components/layout/market-header';
import { SkipLink } from '@/components/layout/skip-link';
import { SiteFooter } from '@/components/layout/site-footer';

/** Layout `products`: the market's pages (their routes arrive with the market). */
export default function ProductsLayout({ children }: { children: ReactNode }) {
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
