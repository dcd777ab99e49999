import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/money';
import { cn } from './cn';

export interface PriceProps {
  /** In the currency's minor unit, as the API stores it: rials, US cents, or a number of coins. */
  amount: number;
  /** "IRR" shows toman in Persian and IRR in English; "USD" dollars; "coins" the wallet's coins. */
  currency: 'IRR' | 'USD' | 'coins' | (string & {});
  /** A price per coin: keeps the decimals a whole amount rounds away. */
  perUnit?: boolean;
  locale?: Locale;
  className?: string;
}

/** An amount as a payer reads it, in the page's digits: «۵۰٬۰۰۰ تومان», "500,000 IRR", "$2.50", «۱۲۰ سکه». */
export function Price({ amount, currency, perUnit = false, locale, className }: PriceProps) {
  const pageLocale = useLocale() as Locale;
  const t = useTranslations('wallet');
  const lang = locale ?? pageLocale;
  const text = currency === 'coins' ? t('coins', { count: amount }) : formatMoney(amount, currency, lang, { perUnit });
  return <span className={cn('whitespace-nowrap tabular-nums', className)}>{text}</span>;
}
