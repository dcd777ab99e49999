import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonClass } from '@/components/shop/buttons';
import { Card, PageHeader } from '@/components/panel/page-header';
import { ListingList } from '@/components/shop/listing-list';
import { loadAllListings } from '@/components/shop/server';
import { ShopNav } from '@/components/shop/shop-nav';
import {
  LISTING_KIND_LIST,
  LISTING_STATES,
  stateOf,
  type ListingKind,
  type ListingState,
} from '@/components/shop/types';
import { Link } from '@/i18n/navigation';
import { requireShop } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';

export const generateMetadata = panelMetadata('/dashboard/shop/product', 'shopProducts');

type Search = Promise<{ kind?: string | string[]; status?: string | string[] }>;

function FilterLinks<K extends string>({
  label,
  options,
  current,
  hrefOf,
}: {
  label: string;
  options: { key: K | 'all'; label: string }[];
  current: K | 'all';
  hrefOf: (key: K | 'all') => string;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-[var(--text-muted)]">{label}</span>
      {options.map((option) => (
        <Link
          key={option.key}
          href={hrefOf(option.key)}
          aria-current={option.key === current ? 'true' : undefined}
          className={`rounded-full border px-3 py-1 text-sm font-semibold transition ${
            option.key === current
              ? 'border-brand-600 bg-brand-600 text-white'
              : 'border-[var(--border)] hover:border-brand-400'
          }`}
        >
          {option.label}
        </Link>
      ))}
    </div>
  );
}

/** Every listing of the shop (places, services and items), filtered by kind and state. */
export default async function ShopProductsPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Search;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireShop(locale);
  const query = await searchParams;
  const pick = <T extends string>(value: unknown, allowed: readonly T[]): T | 'all' =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : 'all';
  const kind = pick<ListingKind>(query.kind, LISTING_KIND_LIST);
  const status = pick<ListingState>(query.status, LISTING_STATES);
  const [t, listings] = await Promise.all([getTranslations('shopPanel'), loadAllListings()]);
  const items = listings.items.filter(
    (listing) => (kind === 'all' || listing.kind === kind) && (status === 'all' || stateOf(listing) === status),
  );
  const hrefOf = (next: { kind?: string; status?: string }) => {
    const params = new URLSearchParams();
    const k = next.kind ?? kind;
    const s = next.status ?? status;
    if (k !== 'all') params.set('kind', k);
    if (s !== 'all') params.set('status', s);
    const text = params.toString();
    return `/dashboard/shop/product${text ? `?${text}` : ''}`;
  };

  return (
    <>
      <PageHeader title={t('product.title')} intro={t('product.intro')}>
        <Link href="/dashboard/shop/product/new" className={buttonClass.primary}>
          {t('product.add')}
        </Link>
      </PageHeader>
      <ShopNav current="product" />
      <div className="mb-5 space-y-3">
        <FilterLinks
          label={t('product.filterKind')}
          current={kind}
          hrefOf={(key) => hrefOf({ kind: key })}
          options={[
            { key: 'all', label: t('product.all') },
            { key: 'place', label: t('kind.place') },
            { key: 'service', label: t('kind.service') },
            { key: 'item', label: t('kind.item') },
          ]}
        />
        <FilterLinks
          label={t('product.filterStatus')}
          current={status}
          hrefOf={(key) => hrefOf({ status: key })}
          options={[
            { key: 'all', label: t('product.all') },
            { key: 'draft', label: t('status.draft') },
            { key: 'paid', label: t('status.paid') },
            { key: 'active', label: t('status.active') },
            { key: 'expired', label: t('status.expired') },
            { key: 'rejected', label: t('status.rejected') },
            { key: 'disabled', label: t('status.disabled') },
          ]}
        />
      </div>
      {!listings.ok ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {t('loadError')}
        </p>
      ) : null}
      {items.length ? (
        <ListingList items={items} locale={locale} />
      ) : (
        <Card>
          <p className="text-[var(--text-muted)]">
            {listings.items.length ? t('product.noMatch') : t('product.empty')}
          </p>
        </Card>
      )}
    </>
  );
}
