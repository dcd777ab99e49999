import { setRequestLocale } from 'next-intl/server';
import { ListPage, listMetadata, type ListProps } from '@/components/market/list-page';

/** /market/service (→ /market/service/all) and /market/service/{category}/{country?}/{state?}/{city?}/{district?}. */
export function generateMetadata(props: ListProps) {
  return listMetadata('service', props);
}

export default async function Page(props: ListProps) {
  setRequestLocale((await props.params).locale);
  return <ListPage kind="service" props={props} />;
}
