import type { ReactNode } from 'react';
import { MarketHeader } from '@/components/layout/market-header';
import { SiteFooter } from '@/components/layout/site-footer';

/** Layout `products`: the market's pages (their routes arrive with the market). */
export default function ProductsLayout({ children }: { children: ReactNode }) {
  return (
    <div data-layout="products" className="flex min-h-dvh flex-col">
      <MarketHeader />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
