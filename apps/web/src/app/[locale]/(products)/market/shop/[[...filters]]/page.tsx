import { setRequestLocale } from 'next-intl/server';
import { ListPage, listMetadata, type ListProps } from '@/components/market/list-page';

/** /market/shop (→ /market/shop/all) and /market/shop/{category}/{country?}/{state?}/{city?}/{district?}. */
export function generateMetadata(props: ListProps) {
  return listMetadata('item', props);
}

export default async function Page(props: ListProps) {
  setRequestLocale((await props.params).locale);
  return <ListPage kind="item" props={props} />;
}
