import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ShieldCheckIcon } from '@/components/ui/icons';
import { TabNav, type Tab } from '@/components/ui/tab-nav';

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
    <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
      <ShieldCheckIcon className="mt-0.5" />
      <div>{children}</div>
    </div>
  );
}
