'use client';

import { latitude, longitude } from '@rassam/api/schemas';
import { toPersianDigits } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useId, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
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

/** Where a chosen place is, and how close the map comes to show it. */
export interface MapPlace {
  lat: number;
  lng: number;
  zoom: number;
}
const PLACE_ZOOM: Record<MarketLocation['level'], number> = { country: 4, state: 7, city: 11, district: 13 };

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
 * Iran is offered first; choosing a level clears the ones below it. A new shop or listing on a Persian
 * page starts at Iran (`fresh`); a saved one keeps what it has, "not chosen" included.
 */
export function LocationPicker({
  value,
  onChange,
  onPlace,
  fresh = false,
  errors = {},
}: {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  /** The most precise chosen place that has a position (null: none), for a map to open on. */
  onPlace?: (place: MapPlace | null) => void;
  /** Nothing saved yet: on a Persian page the country starts at Iran, once. */
  fresh?: boolean;
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

  // Once, when the countries arrive: after that "not chosen" is the person's own choice and stays.
  const defaulted = useRef(!fresh || locale !== 'fa');
  const iran = countries.find((item) => item.code === 'IR');
  useEffect(() => {
    if (defaulted.current || !iran) return;
    defaulted.current = true;
    if (!value.countryId) onChange({ ...value, countryId: iran.id });
    // Only the arrival of the countries matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [iran]);

  const place = [...levels]
    .reverse()
    .map((level) => lists[level].find((item) => item.id === value[level]))
    .find((item) => item && item.lat !== null && item.lng !== null);
  const placeKey = place ? place.id : null;
  const onPlaceRef = useRef(onPlace);
  onPlaceRef.current = onPlace;
  useEffect(() => {
    onPlaceRef.current?.(place ? { lat: place.lat!, lng: place.lng!, zoom: PLACE_ZOOM[place.level] } : null);
    // The place is told again only when it is another one, not on every list's re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placeKey]);

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

const LazyPointMap = dynamic(() => import('./point-map'), { ssr: false, loading: () => <MapSpace /> });

function MapSpace() {
  const t = useTranslations('marketMap');
  return (
    <div className="grid h-64 place-items-center rounded-xl border border-[var(--border)] bg-[var(--surface-muted)] text-sm text-[var(--text-muted)] sm:h-80">
      {t('loadingMap')}
    </div>
  );
}

/** True once the element comes near the screen: the map's code is fetched only for a form scrolled to it. */
function useNearView<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

type WithPoint = FieldValues & { lat: string; lng: string };

/** A coordinate as its box shows it: Persian digits and decimal separator on Persian pages, empty for none. */
export function coordinateText(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined) return '';
  return locale === 'fa' ? toPersianDigits(String(value)).replace('.', '٫') : String(value);
}

/**
 * A place's map point: a map to click or drag the pin on, and the two boxes, latitude then longitude,
 * registered in the caller's form. Each follows the other; the boxes stay the precise and accessible way
 * in, and are checked by the API's schema (a point outside the world is refused with its own text).
 */
export function CoordinateFields<T extends WithPoint>({
  form,
  near,
  mapStyle,
}: {
  form: UseFormReturn<T>;
  near: MapPlace | null;
  /** MAP_STYLE_URL, or null for the offline basemap. */
  mapStyle: string | null;
}) {
  const t = useTranslations('shopPanel');
  const locale = useLocale();
  const [mapRef, showMap] = useNearView<HTMLDivElement>();
  const lat = 'lat' as Path<T>;
  const lng = 'lng' as Path<T>;
  const latText = form.watch(lat) as string;
  const lngText = form.watch(lng) as string;
  const parsedLat = latitude.safeParse(latText);
  const parsedLng = longitude.safeParse(lngText);
  const point = parsedLat.success && parsedLng.success ? { lat: parsedLat.data, lng: parsedLng.data } : null;
  const errors = form.formState.errors;

  const onPick = (pickedLat: number, pickedLng: number) => {
    const options = { shouldDirty: true, shouldTouch: true, shouldValidate: true };
    form.setValue(lat, coordinateText(pickedLat, locale) as PathValue<T, Path<T>>, options);
    form.setValue(lng, coordinateText(pickedLng, locale) as PathValue<T, Path<T>>, options);
  };

  return (
    <>
      <div ref={mapRef} className="sm:col-span-2">
        {showMap ? <LazyPointMap point={point} near={near} styleUrl={mapStyle} onPick={onPick} /> : <MapSpace />}
      </div>
      <TextField
        label={t('form.lat')}
        inputMode="decimal"
        dir="ltr"
        error={errors.lat?.message as string | undefined}
        {...form.register(lat)}
      />
      <TextField
        label={t('form.lng')}
        inputMode="decimal"
        dir="ltr"
        error={errors.lng?.message as string | undefined}
        {...form.register(lng)}
      />
    </>
  );
}
