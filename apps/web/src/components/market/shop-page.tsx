import { getEnv } from '@rassam/api/env';
import type { Locale } from '@rassam/i18n';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { shopByLink, shopGallery, searchListings } from '@/components/market/data';
import { galleryItems } from '@/components/gallery/gallery-data';
import { galleryLabels } from '@/components/gallery/gallery-labels';
import { ShopGallery } from '@/components/gallery/shop-gallery';
import { dirOf, localName, localText } from '@/components/market/format';
import { MapIcon } from '@/components/market/icons';
import { BreadcrumbJsonLd, JsonLd, type TextCrumb } from '@/components/market/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ListingGrid } from '@/components/market/listing-card';
import { MarketImage } from '@/components/market/market-image';
import { shopLinkParam, shopMapPath, shopPath } from '@/components/market/paths';
import { ShopContact, WorkingHours } from '@/components/market/shop-contact';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { marketPaginationLabels } from './pagination-labels';
import { getPathname } from '@/i18n/navigation';
import { absoluteUrl, pageMetadata } from '@/lib/metadata';
import { storeLd } from '@/lib/structured-data';

/**
 * The shop's page: /market/{userName} is its first page; /market/{userName}?page=N is rewritten by the
 * proxy to /market/{userName}/page/N (routes/market-lists.ts), so that each page is kept by the cache
 * (a kept page cannot read its query).
 */
export type ShopPageProps = {
  params: Promise<{ locale: Locale; userName: string; page?: string }>;
};

const PAGE_SIZE = 12;

async function load(userName: string) {
  const link = shopLinkParam(userName);
  return link ? shopByLink(link) : null;
}

function readPage(raw: string | undefined) {
  if (raw === undefined) return 1;
  if (!/^[1-9]\d{0,4}$/.test(raw)) return null;
  const page = Number(raw);
  return page <= 10_000 ? page : null;
}

export async function shopMetadata({ params }: ShopPageProps): Promise<Metadata> {
  const { locale, userName, page: pageParam } = await params;
  const shop = await load(userName);
  if (!shop) return {};
  const t = await getTranslations({ locale, namespace: 'marketPages' });
  const name = localName(locale, { nameFa: shop.name, nameEn: shop.nameEn });
  const description = localText(locale, shop.description, shop.descriptionEn)?.text;
  const page = readPage(pageParam) ?? 1;
  const picture = shop.bannerImageUrl ?? shop.profileImageUrl ?? shop.landing?.backgroundImageUrl ?? null;
  return pageMetadata(
    locale,
    `${shopPath(shop.link)}${page > 1 ? `?page=${page}` : ''}`,
    'marketShop',
    description ?? t('shopDescription', { shop: name }),
    { title: name, ...(picture ? { image: { url: picture } } : {}) },
  );
}

/**
 * /market/{userName} (= /market/{shopLink}): the shop's landing block, who they are, their hours and
 * contacts, and their active listings, a page at a time.
 */
export async function ShopPage({ params }: ShopPageProps) {
  const { locale, userName, page: pageParam } = await params;
  setRequestLocale(locale);
  const shop = await load(userName);
  if (!shop) notFound();
  if (decodeURIComponent(userName) !== shop.link) permanentRedirect(getPathname({ href: shopPath(shop.link), locale }));
  const page = readPage(pageParam);
  if (page === null) notFound();
  const [result, gallery] = await Promise.all([
    searchListings({ shop: shop.link, sort: 'newest', page, pageSize: PAGE_SIZE }),
    // The gallery is on the shop's first page only.
    page === 1 ? shopGallery(shop.link) : null,
  ]);
  if (!result.ok) notFound();
  const pageCount = Math.max(1, Math.ceil(result.meta.total / PAGE_SIZE));
  if (page > pageCount) notFound();

  const [t, tg] = await Promise.all([getTranslations('marketPages'), getTranslations('gallery')]);
  const name = localName(locale, { nameFa: shop.name, nameEn: shop.nameEn });
  const otherName = locale === 'fa' ? shop.nameEn : shop.name;
  const description = localText(locale, shop.description, shop.descriptionEn);
  const landing = shop.landing;
  const heading = landing ? localText(locale, landing.headingFa, landing.headingEn) : null;
  const landingText = landing ? localText(locale, landing.descriptionFa, landing.descriptionEn) : null;
  const buttonTitle = landing ? localText(locale, landing.buttonTitleFa, landing.buttonTitleEn) : null;
  const showLanding = Boolean(landing && (heading || landingText || landing.backgroundImageUrl || landing.showLink));
  const background = landing?.backgroundImageUrl;

  const place = (level: keyof typeof shop.locationNames) => {
    const named = shop.locationNames[level];
    return named ? localName(locale, named) : null;
  };
  const picture = (url: string | null) => (url ? new URL(url, getEnv().siteOrigin).href : null);
  const shopLd = storeLd({
    name,
    url: absoluteUrl(locale, shopPath(shop.link)),
    description: description?.text.slice(0, 1000),
    telephone: shop.phones[0],
    images: [picture(shop.bannerImageUrl), picture(shop.profileImageUrl)].filter((url): url is string => url !== null),
    address: {
      street: localText(locale, shop.address, shop.addressEn)?.text,
      district: place('district'),
      city: place('city'),
      region: place('state'),
      country: place('country'),
    },
    geo: shop.lat !== null && shop.lng !== null ? { lat: shop.lat, lng: shop.lng } : null,
  });

  const crumbs: TextCrumb[] = [{ label: t('market'), href: '/market' }, { label: name }];

  return (
    <div>
      <JsonLd data={shopLd} />
      <BreadcrumbJsonLd items={crumbs} locale={locale} />
      <Breadcrumbs label={t('breadcrumbs')} items={crumbs} />
      {showLanding ? (
        <section
          aria-label={t('landingLabel')}
          data-testid="shop-landing"
          className={`relative isolate mb-8 overflow-hidden rounded-3xl px-6 py-12 sm:px-10 sm:py-16 ${
            background ? 'text-white' : 'bg-info-soft text-foreground'
          }`}
        >
          {background ? (
            <>
              <MarketImage
                src={background}
                alt=""
                width={1280}
                height={480}
                sizes="(min-width: 1280px) 1232px, 100vw"
                loading="eager"
                className="absolute inset-0 -z-10 size-full object-cover"
              />
              <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black/55" />
            </>
          ) : null}
          <div className="relative max-w-2xl">
            <p lang={heading?.lang} dir={dirOf(heading?.lang)} className="text-2xl font-black sm:text-4xl">
              {heading?.text ?? name}
            </p>
            {landingText ? (
              <p
                lang={landingText.lang}
                dir={dirOf(landingText.lang)}
                className="mt-3 leading-8 whitespace-pre-line opacity-90"
              >
                {landingText.text}
              </p>
            ) : null}
            {landing?.showLink ? (
              <div className="mt-6 flex flex-wrap gap-3">
                <ButtonLink href="/auth" size="control">
                  {t('orderRegistration')}
                </ButtonLink>
                <Button asChild variant="outline" size="control">
                  <a href="#listings" lang={buttonTitle?.lang} dir={dirOf(buttonTitle?.lang)}>
                    {buttonTitle?.text ?? t('enterMarket')}
                  </a>
                </Button>
              </div>
            ) : null}
          </div>
        </section>
      ) : null}

      <Card asChild className="overflow-hidden">
        <section aria-labelledby="shop-name">
          <div className={cn(shop.bannerImageUrl ? 'aspect-[4/1] min-h-28' : 'h-24 sm:h-32', 'bg-info-soft')}>
            {shop.bannerImageUrl ? (
              <MarketImage
                src={shop.bannerImageUrl}
                alt=""
                width={1280}
                height={320}
                sizes="(min-width: 1280px) 1232px, 100vw"
                loading="eager"
                className="size-full object-cover"
              />
            ) : null}
          </div>
          <div className="px-5 pb-6 sm:px-8">
            <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
              <div className="-mt-12 rounded-full border-4 border-card bg-card">
                {shop.profileImageUrl ? (
                  <MarketImage
                    src={shop.profileImageUrl}
                    alt={t('profileImageOf', { shop: name })}
                    width={96}
                    height={96}
                    className="size-24 rounded-full object-cover"
                  />
                ) : (
                  <Avatar name={name} url={null} size={96} />
                )}
              </div>
              <div className="min-w-0 flex-1 basis-48 pt-3">
                <h1 id="shop-name" className="text-2xl font-black sm:text-3xl">
                  {name}
                </h1>
                {otherName && otherName !== name ? (
                  <p
                    lang={locale === 'fa' ? 'en' : 'fa'}
                    dir={locale === 'fa' ? 'ltr' : 'rtl'}
                    className="text-sm text-muted-foreground"
                  >
                    {otherName}
                  </p>
                ) : null}
              </div>
              <ButtonLink href={shopMapPath(shop.link)} variant="outline" size="control">
                <MapIcon className="size-4" />
                {t('shopMap')}
              </ButtonLink>
            </div>
            {description ? (
              <p
                lang={description.lang}
                dir={dirOf(description.lang)}
                className="mt-5 max-w-3xl leading-8 whitespace-pre-line"
              >
                {description.text}
              </p>
            ) : null}
            <div className="mt-6 grid gap-6 md:grid-cols-2">
              <div>
                <h2 className="mb-3 font-bold">{t('contact')}</h2>
                <ShopContact shop={shop} locale={locale} />
              </div>
              {shop.workingHours.length > 0 ? (
                <div>
                  <h2 className="mb-3 font-bold">{t('hours.title')}</h2>
                  <WorkingHours shop={shop} locale={locale} now={new Date()} />
                </div>
              ) : null}
            </div>
          </div>
        </section>
      </Card>

      {gallery && gallery.items.length > 0 ? (
        <ShopGallery
          items={galleryItems(gallery, locale)}
          roomStyle={gallery.style}
          labels={await galleryLabels(locale, name)}
          dir={locale === 'fa' ? 'rtl' : 'ltr'}
          heading={tg('sectionTitle')}
          intro={tg('sectionIntro')}
          enter={tg('enter')}
          count={tg('items', { count: gallery.items.length })}
        />
      ) : null}

      <section id="listings" tabIndex={-1} aria-labelledby="shop-listings" className="mt-10 scroll-mt-32 outline-none">
        <h2 id="shop-listings" className="mb-4 text-xl font-black">
          {t('shopListings')}
        </h2>
        {result.items.length > 0 ? (
          <ListingGrid items={result.items} locale={locale} />
        ) : (
          <EmptyState title={t('shopEmpty')} headingLevel={3} />
        )}
        <Pagination
          page={page}
          pageCount={pageCount}
          href={(n) => `${shopPath(shop.link)}${n > 1 ? `?page=${n}` : ''}#listings`}
          locale={locale}
          labels={await marketPaginationLabels()}
        />
      </section>
    </div>
  );
}
