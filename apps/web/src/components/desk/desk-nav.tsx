import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { Pagination } from '@/components/ui/pagination';
import { paginationLabels } from '@/lib/pagination-labels';
import { TabNav } from '@/components/ui/tab-nav';
import { deskPaths } from './desk-paths';

/** The desk's sections as tabs: each one step from the others. */
export async function DeskNav({ current }: { current: 'home' | 'tickets' | 'orders' | 'replies' }) {
  const t = await getTranslations('desk');
  return (
    <TabNav
      label={t('nav.label')}
      current={current}
      tabs={[
        { key: 'home', href: deskPaths.home, label: t('nav.home') },
        { key: 'tickets', href: deskPaths.tickets, label: t('nav.tickets') },
        { key: 'orders', href: deskPaths.orders, label: t('nav.orders') },
        { key: 'replies', href: deskPaths.replies, label: t('nav.replies') },
      ]}
    />
  );
}

/** A queue's page links, in the page's words and digits. */
export async function DeskPagination({
  page,
  total,
  pageSize,
  href,
  locale,
}: {
  page: number;
  total: number;
  pageSize: number;
  href: (page: number) => string;
  locale: Locale;
}) {
  const t = await getTranslations('desk');
  return (
    <Pagination
      page={page}
      pageCount={Math.ceil(total / pageSize)}
      href={href}
      locale={locale}
      labels={await paginationLabels(t('pages.nav'))}
    />
  );
}
