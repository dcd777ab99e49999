import { formatDate, formatNumber, type Locale } from '@rassam/i18n';
import { getEnv } from '@rassam/api/env';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Alert } from '@/components/ui/alert';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/panel/page-header';
import { PlaceTourSection } from '@/components/tours/place-tour-section';
import { Card } from '@/components/ui/card';
import type { WalletView } from '@/components/wallet/types';
import { redirect } from '@/i18n/navigation';
import { localizedPath } from '@/lib/metadata';
import { panelMetadata } from '@/lib/panel-page';
import { notFoundIfMissing } from '@/lib/missing';
import { serverApi } from '@/lib/server-api';
import { ListingEditor } from './listing-editor';
import { PayPanel } from './pay-panel';
import { loadOwnShop } from './server';
import { ShopNav } from './shop-nav';
import { ListingStatus } from './listing-status';
import {
  canPay,
  listingEditorPath,
  stateOf,
  UUID,
  type CategoryNode,
  type ListingKind,
  type MediaFile,
  type OwnListing,
  type Shop,
} from './types';

/** A listing of the caller's shop, or the 404 page (unknown, someone else's or a malformed id). */
export const loadOwnListing = cache(async (id: string): Promise<OwnListing> => {
  if (!UUID.test(id)) notFound();
  const result = await serverApi<OwnListing>(`/shops/me/listings/${id}`);
  if (!result.ok) {
    notFoundIfMissing(result);
    throw new Error(result.message || result.code);
  }
  if (result.data.status === 'deleted') notFound();
  return result.data;
});

/**
 * The editor pages' metadata: for a shop owner, a listing that is not theirs is the 404 page already here
 * (so that the browser's title says so too); anyone else is left to the page's guards.
 */
export function listingMetadata(section: 'product' | 'places', titleKey: 'shopProduct' | 'shopPlace') {
  return async ({ params }: { params: Promise<{ locale: Locale; id: string }> }) => {
    const { id } = await params;
    if (id !== 'new' && (await loadOwnShop()).ok) await loadOwnListing(id);
    return panelMetadata(`/dashboard/shop/${section}/${id}`, titleKey)({ params });
  };
}

/**
 * The one editor of /dashboard/shop/product/{id} and /dashboard/shop/places/{id}: `new` creates, an id
 * edits (with its state, the pay step and renewal beside it). A place opened under /product (or the
 * reverse) moves to its own address.
 */
export async function ListingEditorPage({
  locale,
  id,
  section,
  shop,
}: {
  locale: Locale;
  id: string;
  section: 'product' | 'places';
  shop: Shop;
}) {
  const t = await getTranslations('shopPanel');
  const listing = id === 'new' ? null : await loadOwnListing(id);
  if (listing && listingEditorPath(listing) !== `/dashboard/shop/${section}/${listing.id}`)
    redirect({ href: listingEditorPath(listing), locale });
  const kinds: ListingKind[] = listing ? [listing.kind] : section === 'places' ? ['place'] : ['item', 'service'];
  const [trees, media, wallet] = await Promise.all([
    Promise.all(kinds.map((kind) => serverApi<CategoryNode[]>(`/market/categories?kind=${kind}`))),
    serverApi<MediaFile[]>('/shops/me/media'),
    serverApi<WalletView>('/wallet'),
  ]);
  const treeOf = Object.fromEntries(kinds.map((kind, i) => [kind, trees[i]!.ok ? trees[i]!.data : []])) as Partial<
    Record<ListingKind, CategoryNode[]>
  >;
  const basePath = `/dashboard/shop/${section}`;
  const title = listing
    ? locale === 'en' && listing.titleEn
      ? listing.titleEn
      : listing.titleFa
    : section === 'places'
      ? t('editor.newPlace')
      : t('editor.newListing');
  const state = listing ? stateOf(listing) : null;
  const stateHelp = {
    draft: t('stateHelp.draft'),
    paid: t('stateHelp.paid'),
    active: t('stateHelp.active'),
    expired: t('stateHelp.expired'),
    rejected: t('stateHelp.rejected'),
    disabled: t('stateHelp.disabled'),
    deleted: t('stateHelp.disabled'),
  };
  const publicPath =
    listing && state === 'active'
      ? localizedPath(locale, `/market/${shop.link}/${listing.kind === 'place' ? 'places' : 'shop'}/${listing.slug}`)
      : null;

  return (
    <>
      <Breadcrumbs
        label={t('breadcrumb')}
        className="mb-2"
        items={[
          { label: t('nav.overview'), href: '/dashboard/shop' },
          { label: section === 'places' ? t('nav.places') : t('nav.product'), href: basePath },
          { label: title },
        ]}
      />
      <PageHeader title={title} intro={listing ? undefined : t('editor.intro')} />
      <ShopNav current={section} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        {!listing ? (
          <Card padded className="lg:order-2">
            <h2 className="text-lg font-bold">{t('editor.stepsTitle')}</h2>
            <ol className="mt-3 list-decimal space-y-2 ps-5 text-sm">
              <li>{t('editor.steps.save')}</li>
              <li>{t('editor.steps.pay')}</li>
              <li>{t('editor.steps.review')}</li>
            </ol>
          </Card>
        ) : null}
        {listing ? (
          <div className="space-y-6 lg:sticky lg:top-20 lg:order-2">
            <Card padded>
              <h2 className="text-lg font-bold">{t('editor.stateTitle')}</h2>
              <div className="mt-3 space-y-2 text-sm">
                <ListingStatus listing={listing} />
                <p>{stateHelp[state!]}</p>
                {state === 'rejected' && listing.rejectionReason ? (
                  <Alert tone="danger" role="note" dir="auto">
                    {t('list.reason', { reason: listing.rejectionReason })}
                  </Alert>
                ) : null}
                {state === 'paid' && listing.pendingMonths > 0 ? (
                  <p data-testid="pending-months">{t('editor.pendingMonths', { count: listing.pendingMonths })}</p>
                ) : null}
                {listing.expiresAt && (state === 'active' || state === 'expired') ? (
                  <p>{t('editor.expiresAt', { date: formatDate(listing.expiresAt, locale) })}</p>
                ) : null}
                <p className="text-muted-foreground">
                  {t('list.counts', {
                    views: formatNumber(listing.viewCount, locale),
                    likes: formatNumber(listing.likeCount, locale),
                    date: formatDate(listing.updatedAt, locale),
                  })}
                </p>
                {publicPath ? (
                  <a href={publicPath} className="inline-block font-semibold text-link underline">
                    {t('editor.viewPublic')}
                  </a>
                ) : null}
              </div>
            </Card>
            {listing.kind === 'place' ? <PlaceTourSection listingId={listing.id} locale={locale} /> : null}
            {canPay(listing) ? (
              <Card padded>
                <h2 className="mb-3 text-lg font-bold">{state === 'draft' ? t('pay.title') : t('pay.renewTitle')}</h2>
                <PayPanel
                  listing={listing}
                  balance={wallet.ok ? wallet.data.balance : null}
                  englishHost={Boolean(getEnv().EN_HOST)}
                />
              </Card>
            ) : null}
          </div>
        ) : null}
        <Card padded className="lg:order-1 lg:col-span-2">
          <ListingEditor
            listing={listing}
            kinds={kinds}
            trees={treeOf}
            media={media.ok ? media.data : []}
            basePath={basePath}
            mapStyle={getEnv().MAP_STYLE_URL ?? null}
          />
        </Card>
      </div>
    </>
  );
}
