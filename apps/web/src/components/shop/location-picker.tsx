'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { inputClass, TextField } from '@/components/forms/fields';
import { api } from '@/lib/api-client';
import type { MarketLocation } from './types';

export interface LocationValue {
  countryId: string | null;
  stateId: string | null;
  cityId: string | null;
  districtId: string | null;
}

const levels = ['countryId', 'stateId', 'cityId', 'districtId'] as const;
type Level = (typeof levels)[number];

/** One level's choices, asked of the locations API when its parent is known (null: the countries). */
function useChildren(parent: string | null | undefined, enabled: boolean) {
  const [items, setItems] = useState<MarketLocation[]>([]);
  useEffect(() => {
    if (!enabled) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    api
      .get<MarketLocation[]>(parent ? `/market/locations?parent=${parent}` : '/market/locations', {
        signal: controller.signal,
        toastErrors: false,
      })
      .then(({ data }) => setItems(data))
      .catch(() => undefined);
    return () => controller.abort();
  }, [parent, enabled]);
  return items;
}

/**
 * Country → province → city → district, each list from the locations API once the level above is chosen.
 * Iran is offered first; choosing a level clears the ones below it.
 */
export function LocationPicker({
  value,
  onChange,
  errors = {},
}: {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  errors?: Partial<Record<Level, string>>;
}) {
  const t = useTranslations('shopPanel');
  const locale = useLocale();
  const id = useId();
  const countries = useChildren(null, true);
  const states = useChildren(value.countryId, Boolean(value.countryId));
  const cities = useChildren(value.stateId, Boolean(value.stateId));
  const districts = useChildren(value.cityId, Boolean(value.cityId));
  const lists: Record<Level, MarketLocation[]> = {
    countryId: [...countries].sort((a, b) => Number(b.code === 'IR') - Number(a.code === 'IR')),
    stateId: states,
    cityId: cities,
    districtId: districts,
  };
  const labels: Record<Level, string> = {
    countryId: t('location.country'),
    stateId: t('location.state'),
    cityId: t('location.city'),
    districtId: t('location.district'),
  };
  const name = (item: MarketLocation) => (locale === 'fa' ? item.nameFa : item.nameEn);

  const choose = (level: Level, chosen: string) => {
    const next = { ...value, [level]: chosen || null };
    for (const below of levels.slice(levels.indexOf(level) + 1)) next[below] = null;
    onChange(next);
  };

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {levels.map((level, index) => {
        const parentChosen = index === 0 || Boolean(value[levels[index - 1]!]);
        const items = lists[level];
        if (index > 0 && parentChosen && items.length === 0 && !value[level]) return null;
        const error = errors[level];
        return (
          <div key={level}>
            <label htmlFor={`${id}-${level}`} className="mb-1.5 block text-sm font-semibold">
              {labels[level]}
            </label>
            <select
              id={`${id}-${level}`}
              value={value[level] ?? ''}
              disabled={!parentChosen}
              aria-invalid={error ? true : undefined}
              onChange={(event) => choose(level, event.target.value)}
              className={inputClass}
            >
              <option value="">{t('location.none')}</option>
              {items.map((item) => (
                <option key={item.id} value={item.id}>
                  {name(item)}
                </option>
              ))}
            </select>
            {error ? (
              <p role="alert" className="mt-1.5 text-sm font-medium text-red-600 dark:text-red-400">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

/** A place's map point as two boxes, latitude then longitude: fields registered in the caller's form. */
export function CoordinateFields({
  lat,
  lng,
  latError,
  lngError,
}: {
  lat: UseFormRegisterReturn;
  lng: UseFormRegisterReturn;
  latError?: string;
  lngError?: string;
}) {
  const t = useTranslations('shopPanel');
  return (
    <>
      <TextField label={t('form.lat')} inputMode="decimal" dir="ltr" error={latError} {...lat} />
      <TextField label={t('form.lng')} inputMode="decimal" dir="ltr" error={lngError} {...lng} />
    </>
  );
}
