'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { defaultSort, listPath, withQuery, type ListingKind, type ListSort } from './paths';

export interface FilterOption {
  id: string;
  slug: string;
  name: string;
  /** Categories: how deep in the tree (0 = a root), for the indentation of the option. */
  depth?: number;
}

interface LocationRow {
  id: string;
  slug: string;
  nameFa: string;
  nameEn: string;
}

export interface FilterLabels {
  legend: string;
  words: string;
  wordsPlaceholder: string;
  category: string;
  allCategories: string;
  province: string;
  allProvinces: string;
  city: string;
  allCities: string;
  district: string;
  allDistricts: string;
  sort: string;
  sorts: Partial<Record<ListSort, string>>;
  apply: string;
  loading: string;
}

/**
 * The list's filters. Each choice leads to the list's canonical address (path segments for category and
 * place, query for words and sort). Choosing a province loads its cities in place; nothing navigates
 * until the visitor applies. Without JavaScript the same form is sent as a query, and the page redirects
 * to the canonical address.
 */
export function ListFilters({
  kind,
  locale,
  action,
  country,
  current,
  categories,
  provinces,
  cities: initialCities,
  districts: initialDistricts,
  labels,
}: {
  kind: ListingKind;
  locale: 'fa' | 'en';
  /** This list's address (with the locale prefix), for the form without JavaScript. */
  action: string;
  /** The country slug the provinces belong to. */
  country: string;
  current: { category: string; state: string; city: string; district: string; q: string; sort: ListSort | '' };
  categories: FilterOption[];
  provinces: FilterOption[];
  cities: FilterOption[];
  districts: FilterOption[];
  labels: FilterLabels;
}) {
  const router = useRouter();
  const id = useId();
  const [state, setState] = useState(current.state);
  const [city, setCity] = useState(current.city);
  const [district, setDistrict] = useState(current.district);
  const [cities, setCities] = useState(initialCities);
  const [districts, setDistricts] = useState(initialDistricts);
  const [loading, setLoading] = useState<'cities' | 'districts' | null>(null);
  const initialSort = current.sort || defaultSort(current.q);
  const [sort, setSort] = useState<string>(initialSort);

  const toOptions = (rows: LocationRow[]): FilterOption[] =>
    rows.map((row) => ({ id: row.id, slug: row.slug, name: locale === 'fa' ? row.nameFa : row.nameEn || row.nameFa }));

  async function children(list: FilterOption[], slug: string) {
    const parent = list.find((option) => option.slug === slug);
    if (!parent) return [];
    const { data } = await api.get<LocationRow[]>(`/market/locations?parent=${parent.id}`);
    return toOptions(data);
  }

  async function chooseState(slug: string) {
    setState(slug);
    setCity('');
    setDistrict('');
    setCities([]);
    setDistricts([]);
    if (!slug) return;
    setLoading('cities');
    try {
      setCities(await children(provinces, slug));
    } finally {
      setLoading(null);
    }
  }

  async function chooseCity(slug: string) {
    setCity(slug);
    setDistrict('');
    setDistricts([]);
    if (!slug) return;
    setLoading('districts');
    try {
      setDistricts(await children(cities, slug));
    } finally {
      setLoading(null);
    }
  }

  function go(form: HTMLFormElement, near?: string) {
    const data = new FormData(form);
    const category = String(data.get('category') ?? '');
    const places = state ? [country, state, ...(city ? [city] : []), ...(city && district ? [district] : [])] : [];
    const path = listPath(kind, category || null, places);
    const q = String(data.get('q') ?? '');
    // An untouched sort stays the default, which depends on whether there are words.
    const chosen = !current.sort && sort === initialSort ? undefined : (sort as ListSort);
    router.push(withQuery(path, { q, sort: chosen, near }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // "Nearest" needs a point: the chosen place gives one; without one, the visitor's position (asked now,
    // because they asked for it).
    if (sort === 'nearest' && !state && 'geolocation' in navigator) {
      navigator.geolocation.getCurrentPosition(
        (position) => go(form, `${position.coords.latitude.toFixed(4)},${position.coords.longitude.toFixed(4)}`),
        () => go(form),
        { maximumAge: 600_000, timeout: 10_000 },
      );
      return;
    }
    go(form);
  }

  const field = 'flex min-w-0 grow flex-col gap-1 text-sm font-medium';
  const control =
    'h-11 w-full rounded-xl border border-[var(--border)] bg-[var(--surface)] px-3 text-sm text-[var(--text)] outline-none focus-visible:border-brand-500 focus-visible:ring-4 focus-visible:ring-brand-500/20 disabled:opacity-60';

  return (
    <form
      method="get"
      action={action}
      onSubmit={submit}
      className="rounded-2xl border border-[var(--border)] bg-[var(--surface)] p-4"
      aria-busy={loading !== null}
    >
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">{labels.legend}</legend>
        <input type="hidden" name="country" value={country} />
        <div className={`${field} basis-64 sm:grow-[2]`}>
          <label htmlFor={`${id}-q`}>{labels.words}</label>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            defaultValue={current.q}
            maxLength={200}
            placeholder={labels.wordsPlaceholder}
            className={control}
          />
        </div>
        <div className={`${field} basis-40`}>
          <label htmlFor={`${id}-category`}>{labels.category}</label>
          <select id={`${id}-category`} name="category" defaultValue={current.category} className={control}>
            <option value="">{labels.allCategories}</option>
            {categories.map((option) => (
              <option key={option.id} value={option.slug}>
                {`${'\u2003'.repeat(option.depth ?? 0)}${option.name}`}
              </option>
            ))}
          </select>
        </div>
        <div className={`${field} basis-40`}>
          <label htmlFor={`${id}-state`}>{labels.province}</label>
          <select
            id={`${id}-state`}
            name="state"
            value={state}
            onChange={(e) => void chooseState(e.target.value)}
            className={control}
          >
            <option value="">{labels.allProvinces}</option>
            {provinces.map((option) => (
              <option key={option.id} value={option.slug}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div className={`${field} basis-40`}>
          <label htmlFor={`${id}-city`}>{labels.city}</label>
          <select
            id={`${id}-city`}
            name="city"
            value={city}
            onChange={(e) => void chooseCity(e.target.value)}
            disabled={!state || loading === 'cities'}
            className={control}
          >
            <option value="">{loading === 'cities' ? labels.loading : labels.allCities}</option>
            {cities.map((option) => (
              <option key={option.id} value={option.slug}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        {districts.length > 0 || district ? (
          <div className={`${field} basis-40`}>
            <label htmlFor={`${id}-district`}>{labels.district}</label>
            <select
              id={`${id}-district`}
              name="district"
              value={district}
              onChange={(e) => setDistrict(e.target.value)}
              disabled={!city || loading === 'districts'}
              className={control}
            >
              <option value="">{labels.allDistricts}</option>
              {districts.map((option) => (
                <option key={option.id} value={option.slug}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className={`${field} basis-40`}>
          <label htmlFor={`${id}-sort`}>{labels.sort}</label>
          <select
            id={`${id}-sort`}
            name="sort"
            value={sort}
            onChange={(e) => setSort(e.target.value)}
            className={control}
          >
            {Object.entries(labels.sorts).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-1 basis-full items-end sm:flex-none sm:basis-auto">
          <button
            type="submit"
            className="h-11 w-full rounded-xl bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            {labels.apply}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
