import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { PaginationLabels } from '@/components/ui/pagination';

/** The names of the market's page links (its lists, a shop's listings, the search's results). */
export async function marketPaginationLabels(): Promise<PaginationLabels> {
  const t = await getTranslations('marketPages');
  return {
    nav: t('pagesLabel'),
    previous: t('previous'),
    next: t('next'),
    page: (number) => t('pageNumber', { number }),
  };
}
