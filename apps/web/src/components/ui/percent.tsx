import type { Locale } from '@rassam/i18n';
import { useLocale } from 'next-intl';
import { formatPercent } from '@/lib/money';
import { cn } from './cn';

export interface PercentProps {
  /** A share: 0.12 is 12 percent. */
  value: number;
  /** Keep up to two decimals (a tax rate); by default a share is rounded down to a whole percent, never overstated. */
  exact?: boolean;
  locale?: Locale;
  className?: string;
}

/** A percent in the page's digits and sign: «۱۲٪» in Persian (the Persian percent sign), "12%" in English. */
export function Percent({ value, exact = false, locale, className }: PercentProps) {
  const pageLocale = useLocale() as Locale;
  return (
    <span className={cn('whitespace-nowrap tabular-nums', className)}>
      {formatPercent(value, locale ?? pageLocale, { exact })}
    </span>
  );
}
