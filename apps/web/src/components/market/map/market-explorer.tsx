'use client';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { api, type ApiSuccess } from '@/lib/api-client';
import { createFeed } from './feed';
import { boundsToBbox, CITY_ZOOM, IRAN_BOUNDS, LISTING_ZOOM, PROVINCE_ZOOM, type Bounds } from './geo';
import { ListingList } from './listing-list';
import { LazyMarketMap } from './map-loader';
import { MapLayout } from './map-layout';
import { KINDS, searchParams, toMapPoint, type Filters, type Kind, type SearchPage } from './search';
import type { CategoryNode, MapFocus, MapPoint, MapStart, MarketLocation, PlaceLabel, SearchItem } from './types';

// The map shows its own "could not load" state, so the API client's error toasts are off.
const quietly = (signal: AbortSignal) => ({ signal, toastErrors: false });

/** Categories as one indented list for a select: a sub-category under its parent. */
function flatten(nodes: CategoryNode[], locale: Locale, depth = 0): { id: string; label: string }[] {
  return nodes.flatMap((node) => [
    { id: node.id, label: `${'\u00a0\u00a0'.repeat(depth)}${locale === 'en' ? node.nameEn : node.nameFa}` },
    ...flatten(node.children ?? [], locale, depth + 1),
  ]);
}

const placeName = (location: MarketLocation, locale: Locale) => (locale === 'en' ? location.nameEn : location.nameFa);

/** /market/map: filters, the map and the list of what the map shows, which follow each other. */
export function MarketExplorer({
  initial,
  initialFilters,
  start,
  provinces,
  styleUrl,
}: {
  /** The first page for the default view (server-rendered), or null when the search could not answer. */
  initial: SearchPage | null;
  /** The filters the page's address asked for (a list's "on the map"), and the place it named. */
  initialFilters: Filters;
  start: MapStart | null;
  /** Iran's provinces, for the filter and the names on the map. */
  provinces: MarketLocation[];
  styleUrl: string | null;
}) {
  const t = useTranslations('marketMap');
  const locale = useLocale() as Locale;
  const [filters, setFilters] = useState<Filters>(initialFilters);
  const [query, setQuery] = useState(initialFilters.q);
  const [page, setPage] = useState<SearchPage>(initial ?? { items: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(initial === null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // A named place: the map flies there once it is up, as if it had been chosen in the filters.
  const [focus, setFocus] = useState<MapFocus | null>(start && { key: 1, ...start });
  const [categories, setCategories] = useState<CategoryNode[]>([]);
  const [cities, setCities] = useState<MarketLocation[]>([]);
  const bounds = useRef<Bounds | null>(null);
  const focusKey = useRef(1);

  const feed = useMemo(
    () =>
      createFeed<string, SearchPage>({
        delay: 350,
        key: (params) => params,
        load: async (params, signal) => {
          const body = (await api.get<SearchItem[]>(`/market/listings?${params}`, quietly(signal))) as ApiSuccess<
            SearchItem[]
          > & { meta: { total: number } };
          return { items: body.data, total: body.meta.total };
        },
        onResult: (result) => {
          setPage(result);
          setFailed(false);
        },
        onError: (error) => {
          if ((error as Error).name !== 'AbortError') setFailed(true);
        },
        onLoading: setLoading,
      }),
    [],
  );
  useEffect(() => () => feed.cancel(), [feed]);

  // The filters as the feed sees them; a change of filters asks at once, a move of the map after a pause.
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const onBoundsChange = useCallback(
    (next: Bounds) => {
      bounds.current = next;
      feed.request(searchParams(boundsToBbox(next), filtersRef.current));
    },
    [feed],
  );
  const applyFilters = (next: Filters) => {
    setFilters(next);
    feed.requestNow(searchParams(boundsToBbox(bounds.current ?? IRAN_BOUNDS), next));
  };

  // Categories of the chosen kind, cities of the chosen province.
  useEffect(() => {
    if (!filters.kind) return setCategories([]);
    const abort = new AbortController();
    api.get<CategoryNode[]>(`/market/categories?kind=${filters.kind}`, quietly(abort.signal)).then(
      (body) => setCategories(body.data),
      () => setCategories([]),
    );
    return () => abort.abort();
  }, [filters.kind, locale]);
  useEffect(() => {
    if (!filters.state) return setCities([]);
    const abort = new AbortController();
    api.get<MarketLocation[]>(`/market/locations?parent=${filters.state}`, quietly(abort.signal)).then(
      (body) => setCities(body.data),
      () => setCities([]),
    );
    return () => abort.abort();
  }, [filters.state, locale]);

  const moveTo = (place: MarketLocation | undefined, zoom: number) => {
    if (place?.lat == null || place.lng == null) return;
    focusKey.current += 1;
    setFocus({ key: focusKey.current, lat: place.lat, lng: place.lng, zoom });
  };

  const points = useMemo(
    () => page.items.map((item) => toMapPoint(item, locale)).filter((p): p is MapPoint => p !== null),
    [page, locale],
  );
  const labels = useMemo<PlaceLabel[]>(
    () =>
      provinces
        .filter((p) => p.lat !== null && p.lng !== null)
        .map((p) => ({ id: p.id, lat: p.lat!, lng: p.lng!, name: placeName(p, locale) })),
    [provinces, locale],
  );
  const categoryOptions = useMemo(() => flatten(categories, locale), [categories, locale]);

  const submitQuery = (event: FormEvent) => {
    event.preventDefault();
    applyFilters({ ...filters, q: query });
  };
  const showOnMap = (point: MapPoint) => {
    setSelectedId(point.id);
    focusKey.current += 1;
    setFocus({ key: focusKey.current, lat: point.lat, lng: point.lng, zoom: LISTING_ZOOM, keepCloser: true });
  };

  return (
    <div className="space-y-4">
      <form onSubmit={submitQuery} aria-label={t('filters')} className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-6">
        <div className="col-span-2 flex gap-2">
          <label htmlFor="map-q" className="sr-only">
            {t('query')}
          </label>
          <Input
            id="map-q"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('queryPlaceholder')}
          />
          <Button type="submit">{t('search')}</Button>
        </div>
        <label className="sr-only" htmlFor="map-kind">
          {t('kind')}
        </label>
        <Select
          id="map-kind"
          value={filters.kind}
          onChange={(event) => applyFilters({ ...filters, kind: event.target.value as Kind | '', category: '' })}
        >
          <option value="">{t('kinds.all')}</option>
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </Select>
        <label className="sr-only" htmlFor="map-category">
          {t('category')}
        </label>
        <Select
          id="map-category"
          value={filters.category}
          disabled={!filters.kind}
          onChange={(event) => applyFilters({ ...filters, category: event.target.value })}
        >
          <option value="">{t('allCategories')}</option>
          {categoryOptions.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </Select>
        <label className="sr-only" htmlFor="map-province">
          {t('province')}
        </label>
        <Select
          id="map-province"
          value={filters.state}
          onChange={(event) => {
            const state = event.target.value;
            applyFilters({ ...filters, state, city: '' });
            if (state)
              moveTo(
                provinces.find((p) => p.id === state),
                PROVINCE_ZOOM,
              );
            else {
              focusKey.current += 1;
              setFocus({ key: focusKey.current, bounds: IRAN_BOUNDS });
            }
          }}
        >
          <option value="">{t('allProvinces')}</option>
          {provinces.map((province) => (
            <option key={province.id} value={province.id}>
              {placeName(province, locale)}
            </option>
          ))}
        </Select>
        <label className="sr-only" htmlFor="map-city">
          {t('city')}
        </label>
        <Select
          id="map-city"
          value={filters.city}
          disabled={!filters.state}
          onChange={(event) => {
            const city = event.target.value;
            applyFilters({ ...filters, city });
            moveTo(
              city ? cities.find((c) => c.id === city) : provinces.find((p) => p.id === filters.state),
              city ? CITY_ZOOM : PROVINCE_ZOOM,
            );
          }}
        >
          <option value="">{t('allCities')}</option>
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {placeName(city, locale)}
            </option>
          ))}
        </Select>
      </form>
      <p className="sr-only">{t('keyboardHint')}</p>
      <MapLayout
        map={
          <LazyMarketMap
            className="size-full"
            points={points}
            initialBounds={IRAN_BOUNDS}
            styleUrl={styleUrl}
            labels={labels}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onBoundsChange={onBoundsChange}
            focus={focus}
          />
        }
        list={
          <ListingList
            points={points}
            heading={failed ? t('error') : t('results', { count: page.total })}
            note={!failed && page.total > points.length ? t('showingFirst', { shown: points.length }) : undefined}
            busy={loading}
            selectedId={selectedId}
            onShow={showOnMap}
          />
        }
      />
    </div>
  );
}
