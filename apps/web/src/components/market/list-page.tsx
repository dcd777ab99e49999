import { type Locale } from '@rassam/i18n';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { getPathname, redirect } from '@/i18n/navigation';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { marketPaginationLabels } from './pagination-labels';
import { pageMetadata } from '@/lib/metadata';
import { listQueryFrom } from '@/routes/market-lists';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { BreadcrumbJsonLd, type TextCrumb } from './json-ld';
import {
  categoryTree,
  flattenCategories,
  homeCountry,
  locationChildren,
  locationPath,
  searchListings,
  type MarketCategory,
  type MarketLocation,
} from './data';
import { localName } from './format';
import { kindLabels } from './kind-labels';
import { MapIcon } from './icons';
import { ListFilters, type FilterLabels, type FilterOption } from './list-filters';
import { ListingGrid } from './listing-card';
import {
  listPath,
  mapPath,
  parseListSegments,
  parseNear,
  readSort,
  withQuery,
  type ListingKind,
  type ListSort,
} from './paths';

export const LIST_PAGE_SIZE = 12;

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * A list's page: the cached one (/market/{kind}/…) finds its sort and page in its last segment, put there
 * by the proxy (routes/market-lists.ts); its twin for searches (/market/search/{kind}/…) reads the query.
 */
export interface ListProps {
  params: Promise<{ locale: Locale; filters?: string[] }>;
  searchParams?: Promise<Query>;
}

async function listInput(props: ListProps): Promise<{ locale: Locale; filters: string[]; query: Query }> {
  const { locale, filters = [] } = await props.params;
  if (props.searchParams) return { locale, filters, query: await props.searchParams };
  return { locale, ...listQueryFrom(filters) };
}

const titleKeyOf = { place: 'marketPlaces', service: 'marketServices', item: 'marketShops' } as const;

/** The list a URL names: its category and places, checked against the API; 404 for what does not exist. */
async function resolveList(kind: ListingKind, segments: string[], query: Query) {
  const parsed = parseListSegments(segments);
  if (!parsed) notFound();
  const flat = flattenCategories(await categoryTree(kind));
  const category = parsed.category ? flat.find((entry) => entry.node.slug === parsed.category) : undefined;
  if (parsed.category && !category) notFound();
  const places = await locationPath(parsed.locations.join('/'));
  if (places === null) notFound();
  const q = one(query.q)?.trim().slice(0, 200) || undefined;
  const sort = readSort(one(query.sort), q);
  const rawPage = one(query.page);
  const page = rawPage === undefined ? 1 : Number(rawPage);
  if (!Number.isInteger(page) || page < 1 || page > 10_000) notFound();
  const near = one(query.near);
  return { parsed, flat, category, places, q, sort, page, near: parseNear(near) ? near : undefined };
}

type Resolved = Awaited<ReturnType<typeof resolveList>>;

function heading(
  t: Awaited<ReturnType<typeof getTranslations<'marketPages'>>>,
  kinds: Record<ListingKind, string>,
  locale: Locale,
  kind: ListingKind,
  list: Resolved,
) {
  const what = list.category ? localName(locale, list.category.node) : kinds[kind];
  const where = list.places.at(-1);
  return where ? t('listHeading', { what, where: localName(locale, where) }) : what;
}

export async function listMetadata(kind: ListingKind, props: ListProps): Promise<Metadata> {
  const { locale, filters, query } = await listInput(props);
  if (filters.length === 0) return {};
  const list = await resolveList(kind, filters, query);
  const t = await getTranslations({ locale, namespace: 'marketPages' });
  const path = listPath(kind, list.parsed.category, list.parsed.locations);
  const title = heading(t, await kindLabels(), locale, kind, list);
  const canonical = withQuery(path, { q: list.q, sort: list.sort, page: list.page }, true);
  const meta = await pageMetadata(locale, canonical, titleKeyOf[kind], t('listDescription', { what: title }), {
    title: list.q ? t('searchTitle', { q: list.q, what: title }) : title,
  });
  // Results for typed words are for the visitor who typed them, not for the index.
  return list.q ? { ...meta, robots: { index: false, follow: true } } : meta;
}

/** The old query form (sent without JavaScript): category and places go into the path. */
function legacyTarget(kind: ListingKind, list: Resolved, query: Query): string | null {
  const keys = ['category', 'country', 'state', 'city', 'district'];
  if (!keys.some((key) => one(query[key]) !== undefined)) return null;
  const category = one(query.category) || null;
  const state = one(query.state);
  const city = state ? one(query.city) : undefined;
  const district = city ? one(query.district) : undefined;
  const country = one(query.country) || list.places[0]?.slug || 'iran';
  const places = state ? [country, state, ...(city ? [city] : []), ...(district ? [district] : [])] : [];
  return withQuery(listPath(kind, category, places), {
    q: list.q,
    sort: readSort(one(query.sort), list.q),
    near: list.near,
  });
}

export async function ListPage({ kind, props }: { kind: ListingKind; props: ListProps }) {
  const { locale, filters, query } = await listInput(props);
  // /market/places and the like: the list of everything is /market/places/all.
  if (filters.length === 0) permanentRedirect(getPathname({ href: listPath(kind, null), locale }));
  const list = await resolveList(kind, filters, query);
  const legacy = legacyTarget(kind, list, query);
  if (legacy) redirect({ href: legacy, locale });

  const [t, kinds] = await Promise.all([getTranslations('marketPages'), kindLabels()]);
  const [country, ...below] = list.places;
  const [state, city, district] = below;
  const home = country ?? (await homeCountry());
  const [provinces, cities, districts] = await Promise.all([
    home ? locationChildren(home.id) : Promise.resolve([]),
    state ? locationChildren(state.id) : Promise.resolve([]),
    city ? locationChildren(city.id) : Promise.resolve([]),
  ]);

  // "Nearest" measures from the visitor's position, or from the centre of the chosen place.
  const point = parseNear(list.near) ?? pointOf(list.places);
  const sortForApi: ListSort | undefined = list.sort === 'nearest' && !point ? undefined : list.sort;
  const result = await searchListings({
    q: list.q,
    kind,
    category: list.category?.node.id,
    country: country?.id,
    state: state?.id,
    city: city?.id,
    district: district?.id,
    sort: sortForApi,
    ...(point && list.sort === 'nearest' ? point : {}),
    page: list.page,
    pageSize: LIST_PAGE_SIZE,
  });
  if (!result.ok) notFound();
  const pageCount = Math.max(1, Math.ceil(result.meta.total / LIST_PAGE_SIZE));
  if (list.page > pageCount) notFound();

  const path = listPath(kind, list.parsed.category, list.parsed.locations);
  const title = heading(t, kinds, locale, kind, list);
  const crumbs: TextCrumb[] = [
    { label: t('market'), href: '/market' },
    { label: kinds[kind], href: listPath(kind, null) },
    ...(list.category?.chain ?? []).map((node) => ({
      label: localName(locale, node),
      href: listPath(kind, node.slug),
    })),
    ...list.places.map((place, index) => ({
      label: localName(locale, place),
      href: listPath(
        kind,
        list.parsed.category,
        list.places.slice(0, index + 1).map((p) => p.slug),
      ),
    })),
  ];
  const option = (row: MarketLocation): FilterOption => ({ id: row.id, slug: row.slug, name: localName(locale, row) });
  const sorts: ListSort[] = [
    ...(list.q ? (['relevance'] as const) : []),
    'newest',
    'nearest',
    'liked',
    'price_asc',
    'price_desc',
  ];
  const labels: FilterLabels = {
    legend: t('filters.legend'),
    words: t('filters.words'),
    wordsPlaceholder: t('filters.wordsPlaceholder'),
    category: t('filters.category'),
    allCategories: t('filters.allCategories'),
    province: t('filters.province'),
    allProvinces: t('filters.allProvinces'),
    city: t('filters.city'),
    allCities: t('filters.allCities'),
    district: t('filters.district'),
    allDistricts: t('filters.allDistricts'),
    sort: t('filters.sort'),
    sorts: Object.fromEntries(sorts.map((sort) => [sort, t(`sorts.${sort}`)])),
    apply: t('filters.apply'),
    loading: t('filters.loading'),
  };
  const pageHref = (page: number) => withQuery(path, { q: list.q, sort: list.sort, near: list.near, page });

  return (
    <div>
      <BreadcrumbJsonLd items={crumbs} locale={locale} />
      <Breadcrumbs items={crumbs} label={t('breadcrumbs')} />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-black sm:text-3xl">{title}</h1>
          <p
            className="mt-1 text-sm text-muted-foreground"
            aria-live="polite"
            data-testid="result-count"
            data-count={result.meta.total}
          >
            {list.q ? (
              <span>{t.rich('resultsFor', { q: list.q, bdi: (chunks) => <bdi>{chunks}</bdi> })} · </span>
            ) : null}
            <span>{t(result.meta.capped ? 'resultCountCapped' : 'resultCount', { count: result.meta.total })}</span>
          </p>
        </div>
        <ButtonLink
          href={mapPath({
            q: list.q,
            kind,
            category: list.parsed.category,
            state: state?.slug,
            city: city?.slug,
          })}
          variant="outline"
        >
          <MapIcon className="size-4" />
          {t('onTheMap')}
        </ButtonLink>
      </div>
      <ListFilters
        kind={kind}
        locale={locale}
        action={getPathname({ href: path, locale })}
        country={home?.slug ?? 'iran'}
        current={{
          category: list.parsed.category ?? '',
          state: state?.slug ?? '',
          city: city?.slug ?? '',
          district: district?.slug ?? '',
          q: list.q ?? '',
          sort: list.sort ?? '',
        }}
        categories={categoryOptions(locale, list.flat)}
        provinces={provinces.map(option)}
        cities={cities.map(option)}
        districts={districts.map(option)}
        labels={labels}
      />
      {list.sort === 'nearest' && !point ? (
        <Alert tone="warning" role="status" className="mt-3">
          {t('nearestNeedsPlace')}
        </Alert>
      ) : null}
      <section aria-label={t('results')} className="mt-6">
        {result.items.length > 0 ? (
          <ListingGrid items={result.items} locale={locale} headingLevel="h2" />
        ) : (
          <NoListings kind={kind} list={list} />
        )}
      </section>
      <Pagination
        page={list.page}
        pageCount={pageCount}
        href={pageHref}
        locale={locale}
        labels={await marketPaginationLabels()}
      />
    </div>
  );
}

function pointOf(places: MarketLocation[]) {
  const deepest = [...places].reverse().find((place) => place.lat !== null && place.lng !== null);
  // A whole country is too wide to measure "nearest" from.
  if (!deepest || deepest.level === 'country') return null;
  return { lat: deepest.lat!, lng: deepest.lng! };
}

function categoryOptions(locale: Locale, flat: { node: MarketCategory; chain: MarketCategory[] }[]): FilterOption[] {
  return flat.map(({ node, chain }) => ({
    id: node.id,
    slug: node.slug,
    name: localName(locale, node),
    depth: chain.length - 1,
  }));
}

/** Nothing matched: say so, and offer the way out that fits (fewer words, a wider place, everything). */
async function NoListings({ kind, list }: { kind: ListingKind; list: Resolved }) {
  const t = await getTranslations('marketPages');
  const wider =
    list.places.length > 0
      ? listPath(kind, list.parsed.category, list.parsed.locations.slice(0, -1))
      : list.category
        ? listPath(kind, null)
        : null;
  return (
    <EmptyState
      title={t('empty.title')}
      body={list.q ? t('empty.withWords') : t('empty.body')}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          {list.q ? (
            <ButtonLink href={listPath(kind, list.parsed.category, list.parsed.locations)} variant="outline">
              {t('empty.clearWords')}
            </ButtonLink>
          ) : null}
          {wider ? (
            <ButtonLink href={withQuery(wider, { q: list.q })} variant="outline">
              {t('empty.wider')}
            </ButtonLink>
          ) : null}
          <ButtonLink href="/market">{t('empty.toMarket')}</ButtonLink>
        </div>
      }
    />
  );
}
