import { formatNumber, type Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/panel/page-header';
import { Card } from '@/components/ui/card';
import { DeleteMediaButton } from '@/components/shop/media-library';
import { loadAllListings } from '@/components/shop/server';
import { ShopNav } from '@/components/shop/shop-nav';
import { listingEditorPath, UUID, type MediaFile } from '@/components/shop/types';
import { MarketImage } from '@/components/market/market-image';
import { Link } from '@/i18n/navigation';
import { requireShop } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';
import { serverApi } from '@/lib/server-api';

type Params = Promise<{ locale: Locale; id: string }>;

/** The library, asked once per request (the metadata and the page share it). */
const loadMedia = cache(() => serverApi<MediaFile[]>('/shops/me/media'));

export async function generateMetadata({ params }: { params: Params }) {
  const { id } = await params;
  // A shop owner's unknown image is the 404 page already here, so that the browser's title says so too.
  const media = await loadMedia();
  if (media.ok && !media.data.some((file) => file.id === id)) notFound();
  return panelMetadata(`/dashboard/shop/image/${id}`, 'shopImage')({ params });
}

/** Bytes as a person reads them: KB up to a megabyte, then MB with one decimal. */
function sizeOf(bytes: number, locale: Locale, units: { kb: string; mb: string }) {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), locale)} ${units.kb}`;
  return `${new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US', { maximumFractionDigits: 1 }).format(
    bytes / (1024 * 1024),
  )} ${units.mb}`;
}

/** One image of the library: how big, what type, and where the shop uses it. */
export default async function ShopImagePage({ params }: { params: Params }) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const { shop } = await requireShop(locale);
  if (!UUID.test(id)) notFound();
  const media = await loadMedia();
  if (!media.ok) throw new Error(media.message || media.code);
  const index = media.data.findIndex((file) => file.id === id);
  if (index === -1) notFound();
  const file = media.data[index]!;
  const [t, listings] = await Promise.all([getTranslations('shopPanel'), loadAllListings()]);

  const uses: { key: string; label: string; href: string }[] = [];
  if (shop.profileImageId === id)
    uses.push({ key: 'profile', label: t('media.usedProfile'), href: '/dashboard/shop/info' });
  if (shop.bannerImageId === id)
    uses.push({ key: 'banner', label: t('media.usedBanner'), href: '/dashboard/shop/info' });
  if (shop.landing?.backgroundImageId === id)
    uses.push({ key: 'landing', label: t('media.usedLanding'), href: '/dashboard/shop/info' });
  for (const listing of listings.items) {
    if (listing.images.some((image) => image.id === id))
      uses.push({
        key: listing.id,
        label: t('media.usedListing', {
          title: locale === 'en' && listing.titleEn ? listing.titleEn : listing.titleFa,
        }),
        href: listingEditorPath(listing),
      });
  }
  const rows = [
    { label: t('media.type'), value: file.mime },
    { label: t('media.size'), value: sizeOf(file.size, locale, { kb: t('media.kb'), mb: t('media.mb') }) },
    ...(file.width && file.height
      ? [
          {
            label: t('media.dimensions'),
            value: t('media.pixels', {
              width: formatNumber(file.width, locale),
              height: formatNumber(file.height, locale),
            }),
          },
        ]
      : []),
  ];

  return (
    <>
      <Breadcrumbs
        label={t('breadcrumb')}
        className="mb-2"
        items={[
          { label: t('media.title'), href: '/dashboard/shop/image' },
          { label: t('media.imageN', { n: index + 1 }) },
        ]}
      />
      <PageHeader title={t('media.imageN', { n: index + 1 })} />
      <ShopNav current="image" />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="overflow-hidden rounded-2xl border border-border bg-muted lg:col-span-2">
          <MarketImage
            src={file.url}
            width={900}
            sizes="(min-width: 1024px) 900px, 100vw"
            alt={t('media.imageN', { n: index + 1 })}
            className="mx-auto max-h-[70vh] w-auto object-contain"
          />
        </div>
        <div className="space-y-6">
          <Card padded>
            <h2 className="mb-3 text-lg font-bold">{t('media.details')}</h2>
            <dl className="divide-y divide-border text-sm">
              {rows.map((row) => (
                <div key={row.label} className="flex flex-wrap justify-between gap-2 py-2">
                  <dt className="text-muted-foreground">{row.label}</dt>
                  <dd className="font-semibold" dir="ltr">
                    {row.value}
                  </dd>
                </div>
              ))}
            </dl>
            <a
              href={file.url}
              target="_blank"
              rel="noreferrer"
              className="mt-3 inline-block text-sm font-semibold text-link underline"
            >
              {t('media.open')}
            </a>
          </Card>
          <Card padded>
            <h2 className="mb-3 text-lg font-bold">{t('media.usedTitle')}</h2>
            {uses.length ? (
              <ul className="space-y-2 text-sm" data-testid="media-uses">
                {uses.map((use) => (
                  <li key={use.key}>
                    <Link href={use.href} className="font-semibold text-link underline">
                      {use.label}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{t('media.unused')}</p>
            )}
            <div className="mt-4">
              <DeleteMediaButton id={file.id} />
            </div>
            {uses.length ? <p className="mt-2 text-xs text-muted-foreground">{t('media.deleteUsedNote')}</p> : null}
          </Card>
        </div>
      </div>
    </>
  );
}
