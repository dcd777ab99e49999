import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { adminMetadata } from '@/components/admin/admin-page';
import { LocationList } from '@/components/admin/market/location-list';
import { MarketNav, marketPaths } from '@/components/admin/market/market-nav';
import { locationLevels, type MarketLocation } from '@/components/admin/market/types';
import { PageHeader } from '@/components/panel/page-header';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { requireAdmin } from '@/lib/guards';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { serverApi } from '@/lib/server-api';

export const generateMetadata = adminMetadata(marketPaths.locations, 'adminMarketLocations');

const path = marketPaths.locations;
/** A country, province or city by its slugs (`iran/tehran`): the levels that have children. */
const PARENT_PATH = /^[a-z0-9-]+(\/[a-z0-9-]+){0,2}$/;

const hrefOf = (slugs: string[]) => (slugs.length ? `${path}?path=${slugs.join('/')}` : path);

export default async function AdminMarketLocationsPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireAdmin(locale);
  const asked = (firstValue((await searchParams).path) ?? '').trim().toLowerCase();
  const [titles, t, admin] = await Promise.all([
    getTranslations('titles'),
    getTranslations('adminMarket'),
    getTranslations('admin'),
  ]);
  const header = (
    <>
      <PageHeader title={titles('adminMarketLocations')} intro={t('locations.intro')} />
      <MarketNav current="locations" />
    </>
  );

  let chain: MarketLocation[] = [];
  if (asked) {
    const found = PARENT_PATH.test(asked)
      ? await serverApi<MarketLocation[]>(`/market/locations/path?slugs=${encodeURIComponent(asked)}`)
      : null;
    if (!found || !found.ok) {
      return (
        <>
          {header}
          {found && found.status >= 500 ? (
            <LoadError retryHref={hrefOf(asked.split('/'))} message={admin('loadError')} />
          ) : (
            <EmptyState
              title={t('locations.notFound')}
              body={t('locations.notFoundBody')}
              action={<ButtonLink href={path}>{t('locations.countries')}</ButtonLink>}
            />
          )}
        </>
      );
    }
    chain = found.data;
  }
  const parent = chain.at(-1) ?? null;
  const level = locationLevels[chain.length] ?? 'district';
  const children = await serverApi<MarketLocation[]>(
    parent ? `/market/locations?parent=${parent.id}` : '/market/locations',
  );
  const slugs = chain.map((item) => item.slug);
  const name = (item: MarketLocation) => (locale === 'fa' ? item.nameFa : item.nameEn);

  return (
    <>
      {header}
      {chain.length ? (
        <Breadcrumbs
          label={t('locations.breadcrumbs')}
          className="mb-5"
          items={[
            { label: t('locations.countries'), href: path },
            ...chain.map((item, index) => ({ label: name(item), href: hrefOf(slugs.slice(0, index + 1)) })),
          ]}
        />
      ) : null}
      {children.ok ? (
        <LocationList
          key={parent?.id ?? 'root'}
          parent={parent}
          level={level}
          items={children.data}
          childHref={
            level === 'district'
              ? null
              : Object.fromEntries(children.data.map((item) => [item.id, hrefOf([...slugs, item.slug])]))
          }
        />
      ) : (
        <LoadError retryHref={hrefOf(slugs)} message={admin('loadError')} />
      )}
    </>
  );
}
