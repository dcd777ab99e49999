import { normalizeSearch } from '@rassam/api/schemas';
import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { adminMetadata } from '@/components/admin/admin-page';
import { loadCategoryTrees } from '@/components/admin/market/load';
import { MarketNav, marketPaths } from '@/components/admin/market/market-nav';
import { QueueList } from '@/components/admin/market/queue-list';
import { flattenTree, matchesQueue } from '@/components/admin/market/tree';
import {
  listingKinds,
  queueFilters,
  type AdminListing,
  type ListingKind,
  type QueueFilter,
} from '@/components/admin/market/types';
import { PageHeader } from '@/components/panel/page-header';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, FilterChips, LoadError } from '@/components/wallet/wallet-ui';
import { getPathname, Link } from '@/i18n/navigation';
import { requireAdmin } from '@/lib/guards';
import { firstValue, pageParam, type SearchParams } from '@/lib/search-params';
import { serverApiPage, type PageResult } from '@/lib/server-api';

export const generateMetadata = adminMetadata(marketPaths.queue, 'adminMarket');

const path = marketPaths.queue;
const PAGE_SIZE = 20;
/** The API's largest page, and how many of them a filtered view reads at most (see loadFiltered). */
const API_PAGE_SIZE = 50;
const MAX_API_PAGES = 40;

type Query = { status: QueueFilter; kind: ListingKind | null; q: string; page: number };

/**
 * The queue as filtered. The API pages by state only; the type, the words and `expired` (active listings
 * whose months are over) are applied here, over every listing in that state, then paged the same way.
 */
async function loadFiltered(query: Query, categoryNames: (id: string) => string[]): Promise<PageResult<AdminListing>> {
  const status = query.status === 'expired' ? 'active' : query.status;
  const text = normalizeSearch(query.q);
  if (query.status !== 'expired' && !query.kind && !text) {
    return serverApiPage<AdminListing>(
      `/admin/market/listings?status=${status}&page=${query.page}&pageSize=${PAGE_SIZE}`,
    );
  }
  const all: AdminListing[] = [];
  for (let page = 1; page <= MAX_API_PAGES; page++) {
    const result = await serverApiPage<AdminListing>(
      `/admin/market/listings?status=${status}&page=${page}&pageSize=${API_PAGE_SIZE}`,
    );
    if (!result.ok) return result;
    all.push(...result.data);
    if (page * API_PAGE_SIZE >= result.meta.total) break;
  }
  const matching = all.filter((listing) =>
    matchesQueue(listing, { filter: query.status, kind: query.kind, text }, normalizeSearch, categoryNames),
  );
  const start = (query.page - 1) * PAGE_SIZE;
  return {
    ok: true,
    data: matching.slice(start, start + PAGE_SIZE),
    meta: { page: query.page, pageSize: PAGE_SIZE, total: matching.length },
  };
}

export default async function AdminMarketQueuePage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireAdmin(locale);
  const raw = await searchParams;
  const query: Query = {
    status: queueFilters.find((value) => value === firstValue(raw.status)) ?? 'paid',
    kind: listingKinds.find((value) => value === firstValue(raw.kind)) ?? null,
    q: (firstValue(raw.q) ?? '').trim().slice(0, 100),
    page: pageParam(raw.page),
  };
  const [titles, t, admin, trees] = await Promise.all([
    getTranslations('titles'),
    getTranslations('adminMarket'),
    getTranslations('admin'),
    loadCategoryTrees(),
  ]);

  const flat = new Map(
    listingKinds.flatMap((kind) => flattenTree(trees[kind] ?? [])).map((entry) => [entry.category.id, entry]),
  );
  /** A category's path, root first, in both languages (for the words filter) or in the page's language. */
  const categoryPath = (id: string, language?: Locale): string[] => {
    const entry = flat.get(id);
    if (!entry) return [];
    return [...entry.ancestors, id].flatMap((step) => {
      const category = flat.get(step)?.category;
      if (!category) return [];
      if (language) return [language === 'fa' ? category.nameFa : category.nameEn];
      return [category.nameFa, category.nameEn];
    });
  };
  const result = await loadFiltered(query, (id) => categoryPath(id));

  const hrefWith = (changes: Partial<Record<'status' | 'kind' | 'q' | 'page', string | null>>) => {
    const current = {
      status: query.status === 'paid' ? null : query.status,
      kind: query.kind,
      q: query.q || null,
      page: null as string | null,
    };
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...current, ...changes })) if (value) search.set(name, value);
    return search.size ? `${path}?${search}` : path;
  };

  const statusLabels: Record<QueueFilter, string> = {
    paid: t('status.paid'),
    active: t('status.active'),
    rejected: t('status.rejected'),
    disabled: t('status.disabled'),
    expired: t('status.expired'),
  };
  const kindLabels: Record<ListingKind, string> = {
    place: t('kinds.place'),
    service: t('kinds.service'),
    item: t('kinds.item'),
  };
  const categoryLabels = Object.fromEntries([...flat.keys()].map((id) => [id, categoryPath(id, locale).join(' › ')]));
  const filtered = Boolean(query.kind || query.q);
  const pageCount = result.ok ? Math.ceil(result.meta.total / PAGE_SIZE) : 0;

  return (
    <>
      <PageHeader title={titles('adminMarket')} intro={t('queue.intro')} />
      <MarketNav current="queue" />

      <FilterChips
        label={t('queue.statusLabel')}
        current={filtered ? 'true' : 'page'}
        chips={queueFilters.map((status) => ({
          key: status,
          href: hrefWith({ status: status === 'paid' ? null : status }),
          label: statusLabels[status],
          active: status === query.status,
        }))}
      />

      <form
        method="get"
        action={getPathname({ href: path, locale })}
        role="search"
        aria-label={t('queue.filtersLabel')}
        className="mb-6 flex flex-wrap items-end gap-3"
      >
        {query.status !== 'paid' ? <input type="hidden" name="status" value={query.status} /> : null}
        <div className="w-full min-w-0 sm:w-auto sm:flex-1 sm:basis-56">
          <label htmlFor="queue-q" className="mb-1.5 block text-sm font-semibold">
            {t('queue.search')}
          </label>
          <input
            id="queue-q"
            name="q"
            type="search"
            defaultValue={query.q}
            autoComplete="off"
            className="block w-full rounded-xl border border-[var(--border)] bg-[var(--surface)] px-3.5 py-2.5 text-base outline-none transition focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15"
          />
        </div>
        <div className="min-w-0 flex-1 sm:w-48 sm:flex-none">
          <label htmlFor="queue-kind" className="mb-1.5 block text-sm font-semibold">
            {t('queue.kind')}
          </label>
          <select
            id="queue-kind"
            name="kind"
            defaultValue={query.kind ?? ''}
            className="block w-full rounded-xl border border-[var(--border)] bg-[var(--surface)] px-3.5 py-2.5 text-base outline-none transition focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15"
          >
            <option value="">{t('queue.allKinds')}</option>
            {listingKinds.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabels[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <button
            type="submit"
            className="rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700"
          >
            {t('queue.searchButton')}
          </button>
          {filtered ? (
            <Link
              href={hrefWith({ kind: null, q: null })}
              className="rounded-xl border border-[var(--border)] bg-[var(--surface)] px-4 py-2.5 text-sm font-semibold transition hover:bg-black/5 dark:hover:bg-white/10"
            >
              {t('queue.clear')}
            </Link>
          ) : null}
        </div>
      </form>

      {!result.ok ? (
        <LoadError retryHref={hrefWith({})} message={admin('loadError')} />
      ) : result.meta.total === 0 ? (
        <EmptyState
          title={filtered ? t('queue.noMatch') : t('queue.empty', { status: statusLabels[query.status] })}
          body={
            filtered
              ? t('queue.noMatchBody')
              : query.status === 'paid'
                ? t('queue.emptyPaidBody')
                : t('queue.emptyBody')
          }
        />
      ) : result.data.length === 0 ? (
        <EmptyState
          title={t('queue.pageEmpty')}
          body={t('queue.pageEmptyBody')}
          action={{ href: hrefWith({}), label: t('queue.firstPage') }}
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-[var(--text-muted)]" aria-live="polite">
            {t('queue.count', { count: result.meta.total })}
          </p>
          <QueueList
            key={`${query.status}-${query.kind}-${query.q}-${query.page}`}
            listings={result.data}
            categoryLabels={categoryLabels}
          />
          <Pagination
            page={query.page}
            pageCount={pageCount}
            href={(page) => hrefWith({ page: page > 1 ? String(page) : null })}
            locale={locale}
            labels={{
              nav: t('queue.pages'),
              previous: t('queue.previous'),
              next: t('queue.next'),
              page: (number) => t('queue.page', { number }),
            }}
          />
        </>
      )}
    </>
  );
}
