'use client';

import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
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
    <Field label={t('info.timeZone')} hint={hint} error={error}>
      <Select value={value} onChange={(event) => onChange(event.target.value)} data-testid="shop-time-zone">
        {local.length > 0 ? (
          <>
            <optgroup label={t('info.timeZonesOfCountry')}>{list(local)}</optgroup>
            <optgroup label={t('info.timeZonesOther')}>{list(other)}</optgroup>
          </>
        ) : (
          list(other)
        )}
      </Select>
    </Field>
  );
}
