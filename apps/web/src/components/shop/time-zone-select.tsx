'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { describedBy, FieldNote, inputClass } from '@/components/forms/fields';
import type { TimeZoneOption } from './time-zones';

/**
 * The shop's time zone: one list of every zone, west to east, the zones of the shop's country first so
 * that a country with several clocks offers its own at the top.
 */
export function TimeZoneSelect({
  value,
  onChange,
  options,
  countryZones,
  error,
}: {
  value: string;
  onChange: (zone: string) => void;
  options: TimeZoneOption[];
  /** The chosen country's zones (empty: no country, or one the engine knows no zones of). */
  countryZones: string[];
  error?: string;
}) {
  const t = useTranslations('shopPanel');
  const id = useId();
  const hint = t('info.timeZoneHint');
  const inCountry = new Set(countryZones);
  const local = options.filter((option) => inCountry.has(option.id));
  const other = options.filter((option) => !inCountry.has(option.id));
  const list = (items: TimeZoneOption[]) =>
    items.map((option) => (
      <option key={option.id} value={option.id}>
        {option.label}
      </option>
    ));
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {t('info.timeZone')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        className={inputClass}
        data-testid="shop-time-zone"
      >
        {local.length > 0 ? (
          <>
            <optgroup label={t('info.timeZonesOfCountry')}>{list(local)}</optgroup>
            <optgroup label={t('info.timeZonesOther')}>{list(other)}</optgroup>
          </>
        ) : (
          list(other)
        )}
      </select>
      <FieldNote id={id} hint={hint} error={error} />
    </div>
  );
}
