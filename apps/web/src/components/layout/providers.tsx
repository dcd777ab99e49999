'use client';

// First, before any form parses: zod must not probe eval in the browser (lib/zod-jitless.ts).
import '@/lib/zod-jitless';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { UiProvider } from '@/components/ui/ui-provider';

// The loading bar, the overlay and the toasts (react-toastify and bprogress, about 15 KB gzip) come in
// their own chunk once the page is interactive: a toast raised before it arrives waits in
// react-toastify's queue and shows when the container mounts.
const PageChrome = dynamic(() => import('./page-chrome').then((module) => module.PageChrome), { ssr: false });

export function Providers({
  children,
  dir,
  loadingLabel,
}: {
  children: ReactNode;
  dir: 'rtl' | 'ltr';
  loadingLabel: string;
}) {
  return (
    <UiProvider dir={dir}>
      {children}
      <PageChrome dir={dir} loadingLabel={loadingLabel} />
    </UiProvider>
  );
}
