import type { Locale } from '@rassam/i18n';
import { useLocale } from 'next-intl';
import { formatAmount, formatSigned } from '@/lib/money';
import { cn } from './cn';

export interface NumProps {
  value: number;
  /** Decimals to keep at most (none by default). */
  fraction?: number;
  /** Always write the sign (+120, −50), for a change of balance. */
  signed?: boolean;
  /** The page's language unless given (a server page may pass the one it renders in). */
  locale?: Locale;
  className?: string;
}

/** A number in the page's digits and separators: ۱٬۲۳۴ in Persian, 1,234 in English. */
export function Num({ value, fraction = 0, signed = false, locale, className }: NumProps) {
  const pageLocale = useLocale() as Locale;
  const lang = locale ?? pageLocale;
  const text = signed ? formatSigned(value, lang) : formatAmount(value, lang, fraction);
  return <span className={cn('tabular-nums', className)}>{text}</span>;
}
