import type { Locale } from '@rassam/i18n';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import {
  categoryTree,
  homeCountry,
  locationChildren,
  searchListings,
  type MarketLocation,
} from '@/components/market/data';
import { listingTitle, localName } from '@/components/market/format';
import { JsonLd } from '@/components/market/json-ld';
import { kindLabels } from '@/components/market/kind-labels';
import { MapIcon } from '@/components/market/icons';
import { SearchBox } from '@/components/ui/search-box';
import { ListingGrid } from '@/components/market/listing-card';
import { NearMeButton } from '@/components/market/near-me-button';
import {
  LISTING_KIND_ORDER,
  listingPath,
  listPath,
  parseNear,
  withQuery,
  type ListingKind,
} from '@/components/market/paths';
import { ChipLink } from '@/components/market/chip-link';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Pagination } from '@/components/ui/pagination';
import { marketPaginationLabels } from './pagination-labels';
import { Select } from '@/components/ui/select';
import { getPathname, Link } from '@/i18n/navigation';
import { absoluteUrl, pageMetadata } from '@/lib/metadata';
import { collectionPageLd } from '@/lib/structured-data';

/** The market home's query: words, a page of results, a province or a position. */
export type MarketQuery = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const PAGE_SIZE = 12;

export async function marketHomeMetadata(locale: Locale, query: MarketQuery): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'marketPages' });
  const q = one(query.q)?.trim();
  const meta = await pageMetadata(locale, '/market', 'market', t('intro'));
  // Search results answer one visitor's words: they are not pages for the index.
  return q ? { ...meta, title: t('searchEverywhere', { q }), robots: { index: false, follow: true } } : meta;
}

/**
 * /market: search, the categories of each kind, the most liked listings and those nearest to a province
 * the visitor picks (or to where they are, when they ask). With `?q=` it lists the matches of every kind.
 * Without a query it is kept by the cache (app/…/market/page.tsx); with one, the proxy sends it to
 * /market/search, rendered for each visit (routes/market-lists.ts).
 */
export async function MarketHome({ locale, query }: { locale: Locale; query: MarketQuery }) {
  const [t, kinds] = await Promise.all([getTranslations('marketPages'), kindLabels()]);
  const q = one(query.q)?.trim().slice(0, 200) || '';
  const searchBox = (
    <SearchBox
      action={getPathname({ href: '/market', locale })}
      id="market-page-search"
      label={t('searchLabel')}
      placeholder={t('searchPlaceholder')}
      submitLabel={t('search')}
      defaultValue={q}
    />
  );

  if (q) return <SearchResults locale={locale} q={q} rawPage={one(query.page)} searchBox={searchBox} kinds={kinds} />;

  const country = await homeCountry();
  const [trees, featured, provinces] = await Promise.all([
    Promise.all(LISTING_KIND_ORDER.map(async (kind) => ({ kind, tree: await categoryTree(kind) }))),
    searchListings({ sort: 'liked', pageSize: 8 }),
    country ? locationChildren(country.id) : Promise.resolve([] as MarketLocation[]),
  ]);
  const province = provinces.find((row) => row.slug === one(query.province));
  const near = parseNear(one(query.near));
  const point =
    near ??
    (province && province.lat !== null && province.lng !== null ? { lat: province.lat, lng: province.lng } : null);
  const nearest = point ? await searchListings({ sort: 'nearest', ...point, pageSize: 8 }) : null;
  const featuredItems = featured.ok ? featured.items : [];
  // The market for search engines: its lists by kind, then the listings it shows first.
  const collection = collectionPageLd({
    name: t('heading'),
    description: t('intro'),
    url: absoluteUrl(locale, '/market'),
    language: locale,
    items: [
      ...LISTING_KIND_ORDER.map((kind) => ({ name: kinds[kind], url: absoluteUrl(locale, listPath(kind, null)) })),
      ...featuredItems.map((item) => ({
        name: listingTitle(locale, item).text,
        url: absoluteUrl(locale, listingPath(item.shop.link, item.kind, item.slug)),
      })),
    ],
  });

  return (
    <div className="space-y-12">
      <JsonLd data={collection} />
      <Card className="px-5 py-10 sm:px-10">
        <h1 className="text-3xl font-black sm:text-4xl">{t('heading')}</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{t('intro')}</p>
        <div className="mt-6 max-w-2xl">{searchBox}</div>
        <div className="mt-5 flex flex-wrap gap-2">
          {LISTING_KIND_ORDER.map((kind) => (
            <ButtonLink key={kind} href={listPath(kind, null)} variant="outline">
              {kinds[kind]}
            </ButtonLink>
          ))}
          <ButtonLink href="/market/map" variant="outline">
            <MapIcon className="size-4" />
            {t('onTheMap')}
          </ButtonLink>
        </div>
      </Card>

      <section aria-labelledby="market-categories">
        <h2 id="market-categories" className="mb-4 text-xl font-black">
          {t('categories')}
        </h2>
        <div className="grid gap-6 md:grid-cols-3">
          {trees.map(({ kind, tree }) => (
            <div key={kind}>
              <h3 className="mb-2 font-bold">
                <Link href={listPath(kind, null)} className="hover:underline">
                  {kinds[kind]}
                </Link>
              </h3>
              <ul className="flex flex-wrap gap-2">
                {tree.map((node) => (
                  <li key={node.id}>
                    <ChipLink href={listPath(kind, node.slug)}>{localName(locale, node)}</ChipLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="market-featured">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
          <h2 id="market-featured" className="text-xl font-black">
            {t('featured')}
          </h2>
          <ButtonLink href={withQuery(listPath('place', null), { sort: 'liked' })} variant="link" size="sm">
            {t('seeAll')}
          </ButtonLink>
        </div>
        {featuredItems.length > 0 ? (
          <ListingGrid items={featuredItems} locale={locale} />
        ) : (
          <EmptyState title={t('nothingYet')} headingLevel={3} />
        )}
      </section>

      <section id="nearest" aria-labelledby="market-nearest" className="scroll-mt-32">
        <h2 id="market-nearest" className="text-xl font-black">
          {t('nearest')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('nearestIntro')}</p>
        <div className="mt-4 flex flex-wrap items-end gap-3 pb-5">
          <form
            method="get"
            action={`${getPathname({ href: '/market', locale })}#nearest`}
            className="flex flex-wrap items-end gap-2"
          >
            <Field label={t('filters.province')} id="nearest-province">
              <Select name="province" defaultValue={province?.slug ?? ''} className="min-w-48">
                <option value="">{t('chooseProvince')}</option>
                {provinces.map((row) => (
                  <option key={row.id} value={row.slug}>
                    {localName(locale, row)}
                  </option>
                ))}
              </Select>
            </Field>
            <Button type="submit" size="control">
              {t('show')}
            </Button>
          </form>
          <div>
            <NearMeButton
              target="/market?near={near}#nearest"
              labels={{
                button: t('nearMe'),
                locating: t('locating'),
                denied: t('locationDenied'),
                unsupported: t('locationUnsupported'),
              }}
            />
          </div>
        </div>
        <div className="mt-6">
          {nearest === null ? null : nearest.ok && nearest.items.length > 0 ? (
            <>
              <p className="mb-3 text-sm text-muted-foreground">
                {province && !near ? t('nearestTo', { place: localName(locale, province) }) : t('nearestToYou')}
              </p>
              <ListingGrid items={nearest.items} locale={locale} />
            </>
          ) : (
            <EmptyState title={t('nothingNear')} headingLevel={3} />
          )}
        </div>
      </section>
    </div>
  );
}

async function SearchResults({
  locale,
  q,
  rawPage,
  searchBox,
  kinds,
}: {
  kinds: Record<ListingKind, string>;
  locale: Locale;
  q: string;
  rawPage: string | undefined;
  searchBox: React.ReactNode;
}) {
  const t = await getTranslations('marketPages');
  const page = rawPage === undefined ? 1 : Number(rawPage);
  if (!Number.isInteger(page) || page < 1 || page > 10_000) notFound();
  const result = await searchListings({ q, page, pageSize: PAGE_SIZE });
  if (!result.ok) notFound();
  const pageCount = Math.max(1, Math.ceil(result.meta.total / PAGE_SIZE));
  if (page > pageCount) notFound();
  return (
    <div>
      <h1 className="text-2xl font-black sm:text-3xl">
        {t.rich('resultsFor', { q, bdi: (chunks) => <bdi>{chunks}</bdi> })}
      </h1>
      <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
        {t(result.meta.capped ? 'resultCountCapped' : 'resultCount', { count: result.meta.total })}
      </p>
      <div className="mt-4 max-w-2xl">{searchBox}</div>
      <p className="mt-4 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">{t('onlyIn')}</span>
        {LISTING_KIND_ORDER.map((kind) => (
          <ChipLink key={kind} href={withQuery(listPath(kind, null), { q })}>
            {kinds[kind]}
          </ChipLink>
        ))}
      </p>
      <section aria-label={t('results')} className="mt-6">
        {result.items.length > 0 ? (
          <ListingGrid items={result.items} locale={locale} headingLevel="h2" />
        ) : (
          <EmptyState
            title={t('empty.title')}
            body={t('empty.withWords')}
            action={<ButtonLink href="/market">{t('empty.toMarket')}</ButtonLink>}
          />
        )}
      </section>
      <Pagination
        page={page}
        pageCount={pageCount}
        href={(n) => withQuery('/market', { q, page: n })}
        locale={locale}
        labels={await marketPaginationLabels()}
      />
    </div>
  );
}
