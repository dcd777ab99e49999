import type { Locale } from '@rassam/i18n';
import { setRequestLocale } from 'next-intl/server';
import { ListingEditorPage, listingMetadata } from '@/components/shop/editor-page';
import { requireShop } from '@/lib/guards';

type Params = Promise<{ locale: Locale; id: string }>;

export const generateMetadata = listingMetadata('places', 'shopPlace');

export default async function ShopPlacePage({ params }: { params: Params }) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const { shop } = await requireShop(locale);
  return <ListingEditorPage locale={locale} id={id} section="places" shop={shop} />;
}
