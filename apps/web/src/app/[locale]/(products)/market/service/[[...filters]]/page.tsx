import { setRequestLocale } from 'next-intl/server';
import { ListPage, listMetadata, type ListProps } from '@/components/market/list-page';

/** /market/service (→ /market/service/all) and /market/service/{category}/{country?}/{state?}/{city?}/{district?}. */
export function generateStaticParams() {
  return [];
}

// Only the params: the query never reaches a cached list (its sort and page come in a last segment).
export function generateMetadata({ params }: ListProps) {
  return listMetadata('service', { params });
}

export default async function Page({ params }: ListProps) {
  setRequestLocale((await params).locale);
  return <ListPage kind="service" props={{ params }} />;
}
