import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { paginationLabels } from '@/lib/pagination-labels';
import type { PageResult } from '@/lib/server-api';
import { DataTable, type Column } from '@/components/ui/table';
import { LoadError } from '@/components/ui/load-error';
import { EmptyState } from './wallet-ui';

/**
 * One page of a list from the API, as every money list shows it: the load error with a way to try again,
 * the list's own empty state, "nothing on this page" past the last page, or the rows and the page links.
 */
export async function PagedTable<T>({
  result,
  caption,
  columns,
  rowKey,
  empty,
  page,
  pageHref,
  firstPageHref = pageHref(1),
  retryHref,
  loadError,
  pagesLabel,
  locale,
}: {
  result: PageResult<T>;
  caption: string;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  /** What the list says while it has nothing at all. */
  empty: ReactNode;
  page: number;
  pageHref: (page: number) => string;
  firstPageHref?: string;
  retryHref: string;
  /** What did not load, when not the wallet (the load error's own words by default). */
  loadError?: string;
  /** The name of the page links' landmark, when the page has more than one list. */
  pagesLabel?: string;
  locale: Locale;
}) {
  const t = await getTranslations('wallet');
  if (!result.ok) return <LoadError retryHref={retryHref} message={loadError ?? t('loadError')} />;
  if (result.meta.total === 0) return empty;
  if (result.data.length === 0) {
    return (
      <EmptyState
        title={t('pageEmpty')}
        body={t('pageEmptyBody')}
        action={{ href: firstPageHref, label: t('firstPage') }}
      />
    );
  }
  return (
    <>
      <DataTable caption={caption} columns={columns} rows={result.data} rowKey={rowKey} />
      <Pagination
        page={page}
        pageCount={Math.ceil(result.meta.total / result.meta.pageSize)}
        href={pageHref}
        labels={await paginationLabels(pagesLabel ?? t('pagination.label'))}
        locale={locale}
      />
    </>
  );
}
