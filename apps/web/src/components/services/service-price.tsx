import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { Price } from '@/components/ui/price';

/** A service's price: coins in the page's digits, or "on quote" where staff price each order. */
export async function ServicePrice({
  price,
  locale,
  className,
}: {
  price: number | null;
  locale: Locale;
  className?: string;
}) {
  if (price !== null) return <Price amount={price} currency="coins" locale={locale} className={className} />;
  const t = await getTranslations({ locale, namespace: 'servicesCatalogue' });
  return <span className={className}>{t('onQuote')}</span>;
}

/** "Delivered in N days", in the page's digits. */
export async function deliveryText(days: number, locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'servicesCatalogue' });
  return t('deliveryDays', { count: days });
}
