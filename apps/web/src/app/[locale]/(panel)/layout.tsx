import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/layout/client-messages';
import { PanelShell } from '@/components/layout/panel-shell';
import { requireUser } from '@/lib/guards';

/** Each visitor's own (the session): rendered per visit, never kept (decision 030 keeps only public pages). */
export const dynamic = 'force-dynamic';

/** What the dashboard's client components read besides the public pages' copy (forms, dialogs, the studio, the shop). */
const panelClientNamespaces = [
  'auth',
  'panel',
  'profile',
  'changeCredential',
  'changePassword',
  'settings',
  'logout',
  'wallet',
  'studio',
  'shopPanel',
  'models',
  'tours',
  'tickets',
  'orders',
] as const;

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
    <ClientMessages namespaces={panelClientNamespaces}>
      <PanelShell user={user} siteName={site('name')}>
        {children}
      </PanelShell>
    </ClientMessages>
  );
}
