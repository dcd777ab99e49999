import type { Locale } from '@rassam/i18n';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/layout/client-messages';

/**
 * Layout `none`: the embeds (/embed/…), which other sites put in an iframe (their policy says
 * `frame-ancestors *`, server/public-response.ts). No header or footer: the thing alone, over the whole
 * frame. Public pages like the others: rendered once and kept, at most a minute (decision 030).
 */
export const revalidate = 60;

export default async function EmbedLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  setRequestLocale((await params).locale as Locale);
  return (
    <ClientMessages namespaces={['modelEmbed']}>
      <main id="main" data-layout="none" className="relative h-dvh overflow-hidden bg-surface">
        {children}
      </main>
    </ClientMessages>
  );
}
