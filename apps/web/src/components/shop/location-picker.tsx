'use client';

import { latitude, longitude } from '@rassam/api/schemas';
import { toPersianDigits } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { api } from '@/lib/api-client';
import { PLACE_ZOOM, placeFillsPoint, type MapPlace } from './map-view';
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
  // Set by the person's own choice: the saved place read on load, or Iran given to a fresh form, is not one.
  const chose = useRef(false);
  useEffect(() => {
    onPlaceRef.current?.(
      place
        ? { lat: place.lat!, lng: place.lng!, zoom: PLACE_ZOOM[place.level], level: place.level, chosen: chose.current }
        : null,
    );
    // The place is told again only when it is another one, not on every list's re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placeKey]);

  const choose = (level: Level, chosen: string) => {
    chose.current = true;
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
          <Field key={level} label={labels[level]} error={error}>
            <Select
              value={value[level] ?? ''}
              disabled={!parentChosen}
              onChange={(event) => choose(level, event.target.value)}
            >
              <option value="">{t('location.none')}</option>
              {items.map((item) => (
                <option key={item.id} value={item.id}>
                  {name(item)}
                </option>
              ))}
            </Select>
          </Field>
        );
      })}
    </div>
  );
}

const LazyPointMap = dynamic(() => import('./point-map'), { ssr: false, loading: () => <MapSpace /> });

function MapSpace() {
  const t = useTranslations('marketMap');
  return (
    <div className="grid h-64 place-items-center rounded-xl border border-border bg-muted text-sm text-muted-foreground sm:h-80">
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
 * in, and are checked by the API's schema (a point outside the world is refused with its own text). A city
 * or district chosen above fills an empty point with its centre, to be moved to the door from there.
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
    const texts = { lat: coordinateText(pickedLat, locale), lng: coordinateText(pickedLng, locale) };
    const options = { shouldDirty: true, shouldTouch: true, shouldValidate: true };
    form.setValue(lat, texts.lat as PathValue<T, Path<T>>, options);
    form.setValue(lng, texts.lng as PathValue<T, Path<T>>, options);
    return texts;
  };

  // The point the last chosen place filled in: the next choice may replace it, a point of the person's not.
  const filled = useRef<{ lat: string; lng: string } | null>(null);
  // The level too: a province and its capital city share a centre, and only the city fills the point.
  const nearKey = near ? `${near.lat},${near.lng},${near.level},${near.chosen}` : null;
  useEffect(() => {
    const boxes = { lat: String(form.getValues(lat) ?? ''), lng: String(form.getValues(lng) ?? '') };
    if (placeFillsPoint(near, boxes, filled.current)) filled.current = onPick(near.lat, near.lng);
    // near is compared by its value, not by the object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nearKey]);

  return (
    <>
      <div ref={mapRef} className="sm:col-span-2">
        {showMap ? <LazyPointMap point={point} near={near} styleUrl={mapStyle} onPick={onPick} /> : <MapSpace />}
      </div>
      <Field label={t('form.lat')} error={errors.lat?.message as string | undefined}>
        <Input inputMode="decimal" dir="ltr" {...form.register(lat)} />
      </Field>
      <Field label={t('form.lng')} error={errors.lng?.message as string | undefined}>
        <Input inputMode="decimal" dir="ltr" {...form.register(lng)} />
      </Field>
    </>
  );
}
