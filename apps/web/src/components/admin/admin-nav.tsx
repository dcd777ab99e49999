import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { ShieldCheckIcon } from '@/components/ui/icons/shield-check';
import { TabNav, type Tab } from '@/components/ui/tab-nav';
import { LoadError } from '@/components/ui/load-error';

export type AdminSection = 'wallet' | 'ledger';

/** The back office's money pages as tabs, one step from each other. */
export async function AdminNav({ current }: { current: AdminSection }) {
  const t = await getTranslations('admin');
  const tabs: Tab<AdminSection>[] = [
    { key: 'wallet', href: '/dashboard/admin/wallet', label: t('nav.wallet') },
    { key: 'ledger', href: '/dashboard/admin/ledger', label: t('nav.ledger') },
  ];
  return <TabNav label={t('nav.label')} tabs={tabs} current={current} />;
}

/** A notice that what follows is recorded for good (the ledger is append-only). */
export function AuditNotice({ children }: { children: ReactNode }) {
  return (
    <Alert tone="warning" role="note" className="flex gap-3">
      <ShieldCheckIcon className="mt-0.5 shrink-0" />
      <div>{children}</div>
    </Alert>
  );
}

/** A back-office list that did not load, and a link to try again (the wallet's, in the admin's words). */
export async function AdminLoadError({ retryHref }: { retryHref: string }) {
  const t = await getTranslations('admin');
  return <LoadError retryHref={retryHref} message={t('loadError')} />;
}
