import type { Locale } from '@rassam/i18n';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AddToMarketPage, modelTitle } from '@/components/models/add-to-market-page';
import { requireShop } from '@/lib/guards';
import { pageMetadata } from '@/lib/metadata';

type Params = Promise<{ locale: Locale; id: string }>;

/** Private: titled for the tab with the model's name, never indexed. */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale, namespace: 'modelMarket' });
  const name = await modelTitle(locale, id);
  const title = name ? `${t('title')} · ${name}` : t('title');
  return {
    ...(await pageMetadata(locale, `/dashboard/argumented-reality/${id}/add-to-market`, 'arAddToMarket', undefined, {
      title,
    })),
    robots: { index: false, follow: false },
  };
}

/** Guards auth and shop: a user without a shop opens one first and comes back here. */
export default async function ModelAddToMarketPage({ params }: { params: Params }) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const { shop } = await requireShop(locale);
  return <AddToMarketPage locale={locale} id={id} shop={shop} />;
}
