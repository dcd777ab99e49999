import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SkipLink } from '@/components/layout/skip-link';
import { SiteHeader } from '@/components/layout/site-header';

export default function DefaultLayout({ children }: { children: ReactNode }) {
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
