import { MediaFrame } from '@/components/ui/media-frame';
import { LtrText } from '@/components/ui/ltr-text';
import { formatNumber, type Locale } from '@rassam/i18n';
import { getEnv } from '@rassam/api/env';
import type { Metadata } from 'next';
import dynamic from 'next/dynamic';
import { getTranslations } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { getPathname, Link } from '@/i18n/navigation';
import { ShareButton } from '@/components/studio/viewers/share-button';
import { absoluteUrl, pageMetadata } from '@/lib/metadata';
import { tourTitle } from '@/components/tours/viewer/tour-data';
import { tourViewerLabels } from '@/components/tours/viewer/tour-viewer-labels';
import { productLd } from '@/lib/structured-data';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { CardSection } from '@/components/ui/card';
import {
  categoryTree,
  flattenCategories,
  listingDetail,
  shopByLink,
  type ListingDetail,
  type MarketProperty,
} from './data';
import { dirOf, formatPrice, listingTitle, localName, localText, placeLine } from './format';
import { Gallery } from './gallery';
import { MapIcon, PinIcon } from './icons';
import { BreadcrumbJsonLd, JsonLd, type TextCrumb } from './json-ld';
import { kindLabels } from './kind-labels';
import { LikeButton } from './like-button';
import { ShopContact, WorkingHours } from './shop-contact';
import { detailSegment, listingPath, listPath, shopMapPath, shopPath } from './paths';

// Most listings have no tour: its section (the API client, the scene's state, the preview) is loaded only by
// the listings that show one, instead of being in every listing's first load (decision 055).
const ListingTour = dynamic(() =>
  import('@/components/tours/viewer/listing-tour').then((module) => module.ListingTour),
);

export interface ListingProps {
  params: Promise<{ locale: Locale; userName: string; slug: string }>;
}

/** The listing, its shop and its place names; null when the public may not see it. */
async function load(userName: string, slug: string) {
  const detail = await listingDetail(decodeURIComponent(userName), decodeURIComponent(slug));
  if (!detail) return null;
  const shop = await shopByLink(detail.shop.link);
  if (!shop) return null;
  return { ...detail, fullShop: shop };
}

export async function listingMetadata({ params }: ListingProps): Promise<Metadata> {
  const { locale, userName, slug } = await params;
  const data = await load(userName, slug);
  if (!data) return {};
  const t = await getTranslations({ locale, namespace: 'marketPages' });
  const title = listingTitle(locale, data.listing).text;
  const shopName = localName(locale, { nameFa: data.shop.name, nameEn: data.shop.nameEn });
  const description = localText(locale, data.listing.descriptionFa, data.listing.descriptionEn)?.text;
  const image = data.listing.images[0];
  return pageMetadata(
    locale,
    listingPath(data.shop.link, data.listing.kind, data.listing.slug),
    'marketListing',
    description ?? t('listingDescription', { title, shop: shopName }),
    { title: `${title} · ${shopName}`, ...(image ? { image: { url: image.url } } : {}) },
  );
}

function attributeValue(
  t: Awaited<ReturnType<typeof getTranslations<'marketPages'>>>,
  locale: Locale,
  property: MarketProperty,
  value: string | number | boolean,
): string {
  const unit = locale === 'fa' ? property.unitFa : property.unitEn || property.unitFa;
  switch (property.type) {
    case 'boolean':
      return value === true || value === 'true' ? t('yes') : t('no');
    case 'number': {
      const n = typeof value === 'number' ? value : Number(value);
      const text = Number.isFinite(n) ? formatNumber(n, locale) : String(value);
      return unit ? `${text} ${unit}` : text;
    }
    case 'enum': {
      const option = property.options?.find((o) => o.value === String(value));
      return option ? (locale === 'fa' ? option.fa : option.en || option.fa) : String(value);
    }
    default:
      return String(value);
  }
}

export async function ListingPage({ segment, props }: { segment: 'places' | 'shop'; props: ListingProps }) {
  const { locale, userName, slug } = await props.params;
  const data = await load(userName, slug);
  if (!data) notFound();
  const { listing, shop, properties, fullShop } = data;
  const path = listingPath(shop.link, listing.kind, listing.slug);
  // One address per listing: a place asked for under /shop (or the shop's link in capitals) moves.
  if (
    detailSegment(listing.kind) !== segment ||
    decodeURIComponent(userName) !== shop.link ||
    decodeURIComponent(slug) !== listing.slug
  ) {
    permanentRedirect(getPathname({ href: path, locale }));
  }

  const [t, tm] = await Promise.all([getTranslations('marketPages'), getTranslations('modelMarket')]);
  const [tree, kinds] = await Promise.all([categoryTree(listing.kind), kindLabels()]);
  const category = flattenCategories(tree).find((entry) => entry.node.id === listing.categoryId);
  const title = listingTitle(locale, listing);
  const description = localText(locale, listing.descriptionFa, listing.descriptionEn);
  const shopName = localName(locale, { nameFa: shop.name, nameEn: shop.nameEn });
  const price = formatPrice(listing.price, listing.currency, locale);
  const attributes = properties
    .filter((property) => listing.attributes[property.key] !== undefined && listing.attributes[property.key] !== '')
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((property) => ({
      key: property.key,
      label: locale === 'fa' ? property.labelFa : property.labelEn || property.labelFa,
      value: attributeValue(t, locale, property, listing.attributes[property.key]!),
    }));
  const placeText = placeLine(locale, listing.locationNames, ['district', 'city', 'state', 'country']);
  const here = getPathname({ href: path, locale });

  const productData = productLd({
    name: title.text,
    description: description?.text.slice(0, 5000),
    url: absoluteUrl(locale, path),
    images: listing.images.map((image) => new URL(image.url, getEnv().siteOrigin).href),
    category: category ? localName(locale, category.node) : undefined,
    brand: shopName,
    offer:
      listing.price !== null
        ? {
            price: listing.currency === 'USD' ? (listing.price / 100).toFixed(2) : String(listing.price),
            currency: listing.currency,
            seller: { name: shopName, url: absoluteUrl(locale, shopPath(shop.link)) },
          }
        : null,
  });

  const crumbs: TextCrumb[] = [
    { label: t('market'), href: '/market' },
    { label: kinds[listing.kind], href: listPath(listing.kind, null) },
    ...(category?.chain ?? []).map((node) => ({
      label: localName(locale, node),
      href: listPath(listing.kind, node.slug),
    })),
    { label: shopName, href: shopPath(shop.link) },
    { label: title.text },
  ];

  return (
    <article>
      <JsonLd data={productData} />
      <BreadcrumbJsonLd items={crumbs} locale={locale} />
      <Breadcrumbs label={t('breadcrumbs')} items={crumbs} />
      {/* On phones the columns dissolve (display: contents) so that the title and price follow the
          pictures; from lg on, pictures and details on one side, the summary and contacts on the other. */}
      <div className="flex flex-col gap-8 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="contents min-w-0 lg:block">
          <div className="order-1 lg:order-none">
            {listing.images.length > 0 || listing.model ? (
              <Gallery
                images={listing.images}
                model={listing.model}
                title={title.text}
                locale={locale}
                labels={{
                  region: t('gallery.region'),
                  previous: t('gallery.previous'),
                  next: t('gallery.next'),
                  picture: t('gallery.picture', { n: '{n}', total: '{total}' }),
                  model: tm('galleryModel'),
                  modelMark: tm('badge'),
                }}
              />
            ) : (
              <MediaFrame className="grid aspect-[16/9] place-items-center text-sm text-muted-foreground">
                {t('noImage')}
              </MediaFrame>
            )}
            {listing.tour ? <ListingTourSection tour={listing.tour} locale={locale} /> : null}
          </div>
          <div className="order-3 lg:order-none">
            {description ? (
              <section className="lg:mt-8" aria-labelledby="about-listing">
                <h2 id="about-listing" className="text-lg font-bold">
                  {t('aboutListing')}
                </h2>
                <p lang={description.lang} dir={dirOf(description.lang)} className="mt-2 leading-8 whitespace-pre-line">
                  {description.text}
                </p>
              </section>
            ) : null}
            {attributes.length > 0 ? (
              <section className="mt-8 first:mt-0" aria-labelledby="listing-attributes">
                <h2 id="listing-attributes" className="text-lg font-bold">
                  {t('attributes')}
                </h2>
                <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2" data-testid="listing-attributes">
                  {attributes.map((row) => (
                    <div key={row.key} className="flex justify-between gap-4 border-b border-border py-2 text-sm">
                      <dt className="text-muted-foreground">{row.label}</dt>
                      <dd className="font-semibold">{row.value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ) : null}
          </div>
        </div>
        <div className="contents min-w-0 lg:block lg:space-y-6">
          <div className="order-2 lg:order-none">
            {category ? (
              <ButtonLink href={listPath(listing.kind, category.node.slug)} variant="link" size="sm">
                {localName(locale, category.node)}
              </ButtonLink>
            ) : null}
            <h1 lang={title.lang} dir={dirOf(title.lang)} className="mt-1 text-2xl font-black sm:text-3xl">
              {title.text}
            </h1>
            <p className="mt-2 text-sm text-muted-foreground">
              {t('by')}{' '}
              <Link href={shopPath(shop.link)} className="font-semibold text-foreground hover:underline">
                {shopName}
              </Link>
            </p>
            <p className="mt-4 text-2xl font-black text-link" data-testid="listing-price">
              {price ?? t('priceOnRequest')}
            </p>
            <div className="mt-4 flex flex-wrap gap-2">
              <LikeButton
                listingId={listing.id}
                count={listing.likeCount}
                authHref={`${getPathname({ href: '/auth', locale })}?redirect=${encodeURIComponent(here)}`}
                locale={locale}
                labels={{ like: t('like'), signInToLike: t('signInToLike'), likes: t('likesLabel') }}
              />
              <ShareButton url={here} title={title.text} size="control" />
            </div>
          </div>
          <div className="order-4 space-y-6 lg:order-none">
            <CardSection small id="listing-place" title={t('location')}>
              {placeText ? (
                <p className="mt-2 flex items-start gap-2 text-sm" data-testid="listing-place">
                  <PinIcon className="mt-0.5 size-4 text-muted-foreground" />
                  {placeText}
                </p>
              ) : null}
              {listing.lat !== null && listing.lng !== null ? (
                <p className="mt-1 text-xs text-muted-foreground">
                  <LtrText>
                    {formatNumber(listing.lat, locale)}
                    {locale === 'fa' ? '، ' : ', '}
                    {formatNumber(listing.lng, locale)}
                  </LtrText>
                </p>
              ) : null}
              <div className="mt-3 flex flex-wrap gap-2">
                <ButtonLink href={shopMapPath(shop.link)} variant="outline" size="control">
                  <MapIcon className="size-4" />
                  {t('shopMap')}
                </ButtonLink>
                {listing.lat !== null && listing.lng !== null ? (
                  <Button asChild variant="outline" size="control">
                    <a
                      href={`https://www.openstreetmap.org/?mlat=${listing.lat}&mlon=${listing.lng}#map=16/${listing.lat}/${listing.lng}`}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t('openStreetMap')}
                    </a>
                  </Button>
                ) : null}
              </div>
            </CardSection>
            <CardSection small id="listing-contact" title={t('contact')}>
              <ShopContact shop={fullShop} locale={locale} />
              <ButtonLink href={shopPath(shop.link)} variant="link" size="sm" className="mt-4">
                {t('moreFromShop', { shop: shopName })}
              </ButtonLink>
            </CardSection>
            {fullShop.workingHours.length > 0 ? (
              <CardSection small id="listing-hours" title={t('hours.title')}>
                <WorkingHours shop={fullShop} locale={locale} now={new Date()} />
              </CardSection>
            ) : null}
          </div>
        </div>
      </div>
    </article>
  );
}

/** The listing's virtual tour (issue 18): a cover that loads the viewer when asked. */
async function ListingTourSection({
  tour,
  locale,
}: {
  tour: NonNullable<ListingDetail['listing']['tour']>;
  locale: Locale;
}) {
  const [t, labels] = await Promise.all([getTranslations('tourViewer'), tourViewerLabels(locale)]);
  return (
    <ListingTour
      tour={tour}
      labels={labels}
      locale={locale}
      heading={t('section')}
      intro={t('sectionIntro', { title: tourTitle(tour, locale) })}
      enter={t('enter')}
      loadError={t('loadFailed')}
      retry={t('retry')}
    />
  );
}
