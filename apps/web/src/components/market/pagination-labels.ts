import 'server-only';
import { getTranslations } from 'next-intl/server';
import { paginationLabels } from '@/lib/pagination-labels';

/** The market's page links (its lists, a shop's listings, the search's results): "Pages of listings". */
export async function marketPaginationLabels() {
  return paginationLabels((await getTranslations('marketPages'))('pagesLabel'));
}
