import { setRequestLocale } from 'next-intl/server';
import { ListingPage, listingMetadata, type ListingProps } from '@/components/market/listing-page';

/** None at build time (no database there): rendered on the first visit, then kept (the layout's `revalidate`). */
export function generateStaticParams() {
  return [];
}

/** /market/{userName}/places/{slug}: a place, for everyone while it is active and paid for. */
export function generateMetadata(props: ListingProps) {
  return listingMetadata(props);
}

export default async function Page(props: ListingProps) {
  setRequestLocale((await props.params).locale);
  return <ListingPage segment="places" props={props} />;
}
