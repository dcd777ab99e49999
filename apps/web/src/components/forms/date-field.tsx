'use client';

import { formatNumber, intlLocale, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { forwardRef, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { describedBy, FieldNote } from '@/components/ui/field';
import { IconButton } from '@/components/ui/icon-button';
import { CloseIcon } from '@/components/ui/icons/close';
import { useChoicesMadeBeforeHydration } from '@/components/ui/early-choices';
import { controlVariants } from '@/components/ui/input';
import { tehranDay } from '@/lib/tehran-day';
import {
  calendarOf,
  isoOf,
  monthLength,
  monthNames,
  partOrder,
  partsOf,
  withPart,
  yearsToOffer,
  type DayPart,
} from './calendar-day';

type DateFieldProps = {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** The form field that carries the day as YYYY-MM-DD (a hidden input): for forms the browser sends. */
  name?: string;
  /** YYYY-MM-DD or '' for no day, for a controlled field (with onChange); defaultValue for an uncontrolled one. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** The earliest and latest days (YYYY-MM-DD) whose years are offered; ten years either side of today by default. */
  min?: string;
  max?: string;
  id?: string;
  className?: string;
};

const YEARS_AROUND_TODAY = 10;
/** Shares of the row that fit each select's longest choice (Ordibehesht, September) at a phone's width. */
const partWidth: Record<DayPart, string> = { day: 'flex-[4]', month: 'flex-[7]', year: 'flex-[5]' };

/**
 * A day picked as day, month and year in the reader's calendar (Jalali in Persian, Gregorian in English)
 * with native selects, which every keyboard and screen reader knows, while the value stays the Gregorian
 * YYYY-MM-DD of `<input type="date">`. It holds a whole day or none: picking one part of an empty field
 * takes the others from today, a day past the month's end becomes the month's last, and a part's empty
 * entry (its name) or the clear button empties the whole field.
 */
export const DateField = forwardRef<HTMLSelectElement, DateFieldProps>(function DateField(
  { label, hint, error, name, value, defaultValue = '', onChange, onBlur, min, max, id, className },
  ref,
) {
  const t = useTranslations('dateField');
  const locale = useLocale() as Locale;
  const calendar = calendarOf[locale];
  const generated = useId();
  const baseId = id ?? generated;
  const firstSelect = useRef<HTMLSelectElement | null>(null);
  const [own, setOwn] = useState(defaultValue);
  const iso = value ?? own;
  const chosen = partsOf(iso, calendar);
  // The day as last changed, ahead of the render: parts picked one right after another (as hydration
  // replays them, below) each build on the one before.
  const latest = useRef(iso);
  latest.current = iso;
  const order = useMemo(() => partOrder(locale), [locale]);
  const months = useMemo(() => monthNames(locale), [locale]);
  // Years are written without a thousands separator (۱۴۰۴, not ۱٬۴۰۴).
  const yearFormat = useMemo(() => new Intl.NumberFormat(intlLocale[locale], { useGrouping: false }), [locale]);

  const today = partsOf(tehranDay(new Date().toISOString()), calendar)!;
  const yearOf = (day: string | undefined, fallback: number) => (day ? partsOf(day, calendar)?.year : null) ?? fallback;
  const years = yearsToOffer(
    yearOf(min, today.year - YEARS_AROUND_TODAY),
    yearOf(max, today.year + YEARS_AROUND_TODAY),
    chosen?.year ?? null,
  );

  const change = (next: string) => {
    latest.current = next;
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  const pick = (part: DayPart, text: string) => {
    if (text === '') return change('');
    const fallback = { ...today, year: Math.min(Math.max(today.year, years[0]!), years.at(-1)!) };
    const from = partsOf(latest.current, calendar);
    change(isoOf(withPart(from, part, Number(text), fallback, calendar), calendar) ?? '');
  };
  // Parts picked before the page hydrated are picked again once it has.
  useChoicesMadeBeforeHydration(() => order.map((part) => document.getElementById(`${baseId}-${part}`)));

  const partLabels: Record<DayPart, string> = { day: t('day'), month: t('month'), year: t('year') };
  const options: Record<DayPart, { value: number; label: string }[]> = {
    day: Array.from({ length: chosen ? monthLength(calendar, chosen.year, chosen.month) : 31 }, (_, index) => ({
      value: index + 1,
      label: formatNumber(index + 1, locale),
    })),
    month: months.map((month, index) => ({ value: index + 1, label: month })),
    year: years.map((year) => ({ value: year, label: yearFormat.format(year) })),
  };
  // The first select takes focus: after the clear button, and from the form when the field is invalid.
  const firstSelectRef = (element: HTMLSelectElement | null) => {
    firstSelect.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <fieldset
      className={cn('relative min-w-0 max-w-md', className)}
      aria-describedby={describedBy(baseId, hint, error)}
    >
      <legend className="float-start mb-1.5 w-full pe-8 text-sm font-semibold">{label}</legend>
      {/* At the label's end, so that on a phone the selects have the whole row (the floated legend is
          laid out inside the fieldset, where this button can sit beside it). */}
      {chosen ? (
        <IconButton
          size="sm"
          label={t('clear', { label })}
          onClick={() => {
            change('');
            firstSelect.current?.focus();
          }}
          className="absolute top-0 end-0 -mt-2 size-8 text-muted-foreground"
        >
          <CloseIcon />
        </IconButton>
      ) : null}
      <div className="clear-both flex items-center gap-2">
        {order.map((part, index) => (
          <div key={part} className={cn('min-w-0', partWidth[part])}>
            <label htmlFor={`${baseId}-${part}`} className="sr-only">
              {partLabels[part]}
            </label>
            <select
              ref={index === 0 ? firstSelectRef : undefined}
              id={`${baseId}-${part}`}
              value={chosen ? String(chosen[part]) : ''}
              onChange={(event) => pick(part, event.target.value)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              className={cn(controlVariants(), 'pe-2 ps-2.5')}
            >
              <option value="">{partLabels[part]}</option>
              {options[part].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {name ? <input type="hidden" name={name} value={chosen ? iso : ''} /> : null}
      <FieldNote id={baseId} hint={hint} error={error} />
    </fieldset>
  );
});
