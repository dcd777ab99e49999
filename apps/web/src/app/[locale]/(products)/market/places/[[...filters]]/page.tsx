import { setRequestLocale } from 'next-intl/server';
import { ListPage, listMetadata, type ListProps } from '@/components/market/list-page';

/** /market/places (→ /market/places/all) and /market/places/{category}/{country?}/{state?}/{city?}/{district?}. */
export function generateMetadata(props: ListProps) {
  return listMetadata('place', props);
}

export default async function Page(props: ListProps) {
  setRequestLocale((await props.params).locale);
  return <ListPage kind="place" props={props} />;
}
