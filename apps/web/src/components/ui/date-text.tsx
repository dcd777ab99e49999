import { formatDate, type Locale } from '@rassam/i18n';
import { useLocale } from 'next-intl';
import { cn } from './cn';

export interface DateTextProps {
  value: Date | string | number;
  /** Add the hour and minute (Tehran time). */
  withTime?: boolean;
  /** The month's full name (the default) or its short one, for tables. */
  month?: 'long' | 'short';
  locale?: Locale;
  className?: string;
}

/**
 * A moment in the reader's calendar: the Persian (Jalali) calendar with Persian digits in fa, the Gregorian in
 * en, Tehran time in both; machine-readable in `dateTime`.
 */
export function DateText({ value, withTime = false, month = 'long', locale, className }: DateTextProps) {
  const pageLocale = useLocale() as Locale;
  const date = new Date(value);
  const text = formatDate(date, locale ?? pageLocale, {
    year: 'numeric',
    month,
    day: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  });
  return (
    <time dateTime={date.toISOString()} className={cn('whitespace-nowrap', className)}>
      {text}
    </time>
  );
}
