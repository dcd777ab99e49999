import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { PaginationLabels } from '@/components/ui/pagination';

/**
 * The words of a list's page links, the same on every list (`common.pagination`); `nav` names the list's
 * landmark ("Pages of your tickets"), which each list words for itself.
 */
export async function paginationLabels(nav: string): Promise<PaginationLabels> {
  const t = await getTranslations('common');
  return {
    nav,
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    page: (number) => t('pagination.page', { number }),
  };
}
