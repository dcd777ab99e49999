import type { Locale } from '@rassam/i18n';
import { setRequestLocale } from 'next-intl/server';
import { ListingEditorPage } from '@/components/shop/editor-page';
import { requireShop } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';

type Params = Promise<{ locale: Locale; id: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const { id } = await params;
  return panelMetadata(`/dashboard/shop/product/${id}`, 'shopProduct')({ params });
}

export default async function ShopProductPage({ params }: { params: Params }) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const { shop } = await requireShop(locale);
  return <ListingEditorPage locale={locale} id={id} section="product" shop={shop} />;
}
