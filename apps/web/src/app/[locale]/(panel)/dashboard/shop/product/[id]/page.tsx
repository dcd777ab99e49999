import type { Locale } from '@rassam/i18n';
import { setRequestLocale } from 'next-intl/server';
import { ListingEditorPage, listingMetadata } from '@/components/shop/editor-page';
import { requireShop } from '@/lib/guards';

type Params = Promise<{ locale: Locale; id: string }>;

export const generateMetadata = listingMetadata('product', 'shopProduct');

export default async function ShopProductPage({ params }: { params: Params }) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const { shop } = await requireShop(locale);
  return <ListingEditorPage locale={locale} id={id} section="product" shop={shop} />;
}
