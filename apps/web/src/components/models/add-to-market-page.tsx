import type { ModelView as Model } from '@rassam/api/schemas';
import type { Locale } from '@rassam/i18n';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ClientMessages } from '@/components/layout/client-messages';
import { listingPath } from '@/components/market/paths';
import { MarketImage } from '@/components/market/market-image';
import { PageHeader } from '@/components/panel/page-header';
import { ListingStatus } from '@/components/shop/listing-status';
import {
  listingEditorPath,
  stateOf,
  UUID,
  type ListingKind,
  type OwnListing,
  type Shop,
} from '@/components/shop/types';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardContent, CardList, CardSection } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { CubeIcon } from '@/components/ui/icons/cube';
import { MediaFrame } from '@/components/ui/media-frame';
import { MetaLine } from '@/components/ui/meta-line';
import { StatusChip, type StatusTone } from '@/components/ui/status-chip';
import { TextLink } from '@/components/ui/text-link';
import { notFoundIfMissing } from '@/lib/missing';
import { serverApi, serverApiPage } from '@/lib/server-api';
import { AddToMarketForm, RemoveFromListingButton, type ListingChoice } from './add-to-market';

const modelTones: Record<Model['status'], StatusTone> = { processing: 'info', ready: 'success', failed: 'danger' };
const KIND_ORDER: ListingKind[] = ['place', 'service', 'item'];
/** The API's largest page, and how many of them a shop's listings are read from (200 listings). */
const PAGE_SIZE = 50;
const MAX_PAGES = 4;

/** The caller's model, or the 404 page (a malformed id, someone else's model or none). */
/** Asked once per request, for the title and for the page. */
const askModel = cache((id: string) => serverApi<Model>(`/models/${id}`));

async function loadModel(id: string): Promise<Model> {
  if (!UUID.test(id)) notFound();
  const result = await askModel(id);
  if (!result.ok) {
    notFoundIfMissing(result);
    throw new Error(result.message || result.code);
  }
  return result.data;
}

/** Every listing of the caller's shop (but the deleted), newest first, up to MAX_PAGES pages. */
async function loadListings(): Promise<OwnListing[]> {
  const listings: OwnListing[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await serverApiPage<OwnListing>(`/shops/me/listings?page=${page}&pageSize=${PAGE_SIZE}`);
    if (!result.ok) throw new Error(result.message || result.code);
    listings.push(...result.data);
    if (listings.length >= result.meta.total || result.data.length < PAGE_SIZE) break;
  }
  return listings;
}

/** The model's title in the page's language, for the tab; the 404 page when the caller has no such model. */
export async function modelTitle(locale: Locale, id: string): Promise<string | null> {
  if (!UUID.test(id)) notFound();
  const result = await askModel(id);
  notFoundIfMissing(result);
  if (!result.ok) return null;
  return locale === 'en' && result.data.titleEn ? result.data.titleEn : result.data.title;
}

/**
 * /dashboard/argumented-reality/{id}/add-to-market: the model (poster, title, state), a form that shows it
 * on one of the shop's listings, and the listings that show it now, each with a way to take it off.
 */
export async function AddToMarketPage({ locale, id, shop }: { locale: Locale; id: string; shop: Shop }) {
  const [t, ts, model, listings] = await Promise.all([
    getTranslations('modelMarket'),
    getTranslations('shopPanel'),
    loadModel(id),
    loadListings(),
  ]);
  const titleOf = (listing: OwnListing) => (locale === 'en' && listing.titleEn ? listing.titleEn : listing.titleFa);
  const choiceOf = (listing: OwnListing): ListingChoice => {
    const onShow = stateOf(listing) === 'active';
    return {
      id: listing.id,
      title: titleOf(listing),
      href: onShow ? listingPath(shop.link, listing.kind, listing.slug) : listingEditorPath(listing),
      onShow,
      hasOther: listing.model3dId !== null && listing.model3dId !== model.id,
    };
  };
  const showing = listings.filter((listing) => listing.model3dId === model.id);
  const others = listings.filter((listing) => listing.model3dId !== model.id);
  const groups = KIND_ORDER.map((kind) => ({
    label: ts(`kind.${kind}`),
    listings: others.filter((listing) => listing.kind === kind).map(choiceOf),
  })).filter((group) => group.listings.length > 0);
  const modelName = locale === 'en' && model.titleEn ? model.titleEn : model.title;

  return (
    <ClientMessages namespaces={['shopPanel', 'modelMarket']}>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card asChild>
          <section aria-labelledby="model-heading" data-testid="model-summary">
            {/* On phones a row (the form is the task); from lg on, the poster large above the title. */}
            <CardContent className="flex items-center gap-4 lg:block lg:space-y-4">
              <MediaFrame className="aspect-[4/3] w-28 shrink-0 lg:w-full">
                {model.posterUrl ? (
                  <MarketImage
                    src={model.posterUrl}
                    alt=""
                    width={480}
                    height={360}
                    sizes="(min-width: 1024px) 400px, 112px"
                    className="size-full object-contain"
                  />
                ) : (
                  <span className="grid size-full place-items-center text-muted-foreground">
                    <CubeIcon className="size-12" />
                    <span className="sr-only">{t('noPoster')}</span>
                  </span>
                )}
              </MediaFrame>
              <div className="min-w-0 space-y-2">
                <p className="text-sm text-muted-foreground">{t('modelHeading')}</p>
                <h2 id="model-heading" className="text-lg font-bold" data-testid="model-title">
                  <span dir="auto">{modelName}</span>
                </h2>
                <StatusChip status={model.status} label={t(`status.${model.status}`)} tones={modelTones} />
              </div>
            </CardContent>
          </section>
        </Card>
        <div className="space-y-6">
          <CardSection id="choose-heading" title={t('formHeading')} contentClassName="space-y-4">
            {model.status === 'processing' ? <Alert tone="info">{t('processing')}</Alert> : null}
            {model.status === 'failed' ? <Alert tone="warning">{t('failed')}</Alert> : null}
            {listings.length === 0 ? (
              <EmptyState
                headingLevel={3}
                title={t('noListings')}
                body={t('noListingsBody')}
                action={<ButtonLink href="/dashboard/shop/product/new">{t('addListing')}</ButtonLink>}
              />
            ) : (
              // Also when every listing shows it already: the form then says so, and keeps the message of
              // the addition that made it so (it would go with the form).
              <AddToMarketForm modelId={model.id} groups={groups} disabled={model.status !== 'ready'} />
            )}
          </CardSection>
          <section aria-labelledby="shown-heading" className="space-y-3">
            <h2 id="shown-heading" className="text-lg font-bold">
              {t('shownOn')}
            </h2>
            {showing.length === 0 ? (
              <p className="text-sm text-muted-foreground" data-testid="model-shown-none">
                {t('shownOnNone')}
              </p>
            ) : (
              <CardList data-testid="model-listings">
                {showing.map((listing) => {
                  const choice = choiceOf(listing);
                  return (
                    <li key={listing.id} className="flex flex-wrap items-center gap-3 p-4" data-testid="model-listing">
                      {/* The title's own line on a phone, the button beside it where there is room. */}
                      <span className="min-w-0 grow basis-56 space-y-1">
                        <TextLink href={choice.href} className="block truncate font-bold">
                          <span dir="auto">{choice.title}</span>
                        </TextLink>
                        <MetaLine>
                          <span>{ts(`kind.${listing.kind}`)}</span>
                          <ListingStatus listing={listing} />
                        </MetaLine>
                      </span>
                      <RemoveFromListingButton modelId={model.id} listingId={listing.id} />
                    </li>
                  );
                })}
              </CardList>
            )}
          </section>
        </div>
      </div>
    </ClientMessages>
  );
}
