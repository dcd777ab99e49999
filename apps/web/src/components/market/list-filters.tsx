'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
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

  return (
    <form
      method="get"
      action={action}
      onSubmit={submit}
      className="rounded-2xl border border-border bg-card p-4"
      aria-busy={loading !== null}
    >
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">{labels.legend}</legend>
        <input type="hidden" name="country" value={country} />
        <Field label={labels.words} className="min-w-0 grow basis-64 sm:grow-[2]">
          <Input
            type="search"
            name="q"
            defaultValue={current.q}
            maxLength={200}
            placeholder={labels.wordsPlaceholder}
          />
        </Field>
        <Field label={labels.category} className="min-w-0 grow basis-40">
          <Select name="category" defaultValue={current.category}>
            <option value="">{labels.allCategories}</option>
            {categories.map((option) => (
              <option key={option.id} value={option.slug}>
                {`${'\u2003'.repeat(option.depth ?? 0)}${option.name}`}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={labels.province} className="min-w-0 grow basis-40">
          <Select name="state" value={state} onChange={(e) => void chooseState(e.target.value)}>
            <option value="">{labels.allProvinces}</option>
            {provinces.map((option) => (
              <option key={option.id} value={option.slug}>
                {option.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={labels.city} className="min-w-0 grow basis-40">
          <Select
            name="city"
            value={city}
            onChange={(e) => void chooseCity(e.target.value)}
            disabled={!state || loading === 'cities'}
          >
            <option value="">{loading === 'cities' ? labels.loading : labels.allCities}</option>
            {cities.map((option) => (
              <option key={option.id} value={option.slug}>
                {option.name}
              </option>
            ))}
          </Select>
        </Field>
        {districts.length > 0 || district ? (
          <Field label={labels.district} className="min-w-0 grow basis-40">
            <Select
              name="district"
              value={district}
              onChange={(e) => setDistrict(e.target.value)}
              disabled={!city || loading === 'districts'}
            >
              <option value="">{labels.allDistricts}</option>
              {districts.map((option) => (
                <option key={option.id} value={option.slug}>
                  {option.name}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        <Field label={labels.sort} className="min-w-0 grow basis-40">
          <Select name="sort" value={sort} onChange={(e) => setSort(e.target.value)}>
            {Object.entries(labels.sorts).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex flex-1 basis-full items-end sm:flex-none sm:basis-auto">
          <Button type="submit" size="control" className="w-full">
            {labels.apply}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
