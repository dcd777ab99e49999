import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PanelShell } from '@/components/layout/panel-shell';
import { requireUser } from '@/lib/guards';

export default async function PanelLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = (await params).locale as Locale;
  const user = await requireUser(locale);
  const site = await getTranslations('site');
  return (
    <PanelShell user={user} siteName={site('name')}>
      {children}
    </PanelShell>
  );
}
