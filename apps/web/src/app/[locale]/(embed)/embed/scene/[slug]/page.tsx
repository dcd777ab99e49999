import { getEnv } from '@rassam/api/env';
import type { Locale } from '@rassam/i18n';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { galleryItems, scenePath } from '@/components/gallery/gallery-data';
import { galleryLabels } from '@/components/gallery/gallery-labels';
import { SceneEmbed } from '@/components/gallery/scene-embed';
import { shopGallery } from '@/components/market/data';
import { localName } from '@/components/market/format';
import { shopLinkParam, shopPath } from '@/components/market/paths';
import { absoluteUrl, pageMetadata } from '@/lib/metadata';

/** None at build time (no database there): rendered on the first visit, then kept (the layout's `revalidate`). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: Locale; slug: string }> };

/** The gallery of an active shop with something to show; its slug is the shop's link. */
async function load(slug: string) {
  const link = shopLinkParam(slug);
  const gallery = link ? await shopGallery(link.toLowerCase()) : null;
  return gallery && gallery.items.length > 0 ? gallery : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const gallery = await load(slug);
  if (!gallery) return {};
  const t = await getTranslations({ locale, namespace: 'gallery' });
  const shop = localName(locale, { nameFa: gallery.shop.name, nameEn: gallery.shop.nameEn });
  const first = gallery.items[0]?.posterUrl;
  const base = await pageMetadata(locale, scenePath(gallery.shop.link), 'embedScene', t('scene', { shop }), {
    title: t('scene', { shop }),
    ...(first ? { image: { url: first } } : {}),
  });
  const page = absoluteUrl(locale, scenePath(gallery.shop.link));
  return {
    ...base,
    // oEmbed discovery: a CMS given this page's address finds the embed code here (oembed.com, section 4).
    alternates: {
      ...base.alternates,
      types: {
        'application/json+oembed': new URL(
          `/api/oembed?${new URLSearchParams({ url: page, format: 'json' })}`,
          getEnv().siteOrigin,
        ).href,
      },
    },
  };
}

/** A shop's 3D gallery alone, for an iframe on any site (`frame-ancestors *`, decision 020). */
export default async function SceneEmbedPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const gallery = await load(slug);
  if (!gallery) notFound();
  const t = await getTranslations('gallery');
  const shop = localName(locale, { nameFa: gallery.shop.name, nameEn: gallery.shop.nameEn });
  return (
    <SceneEmbed
      items={galleryItems(gallery, locale).map((item) => ({ ...item, href: absoluteUrl(locale, item.href) }))}
      roomStyle={gallery.style}
      labels={await galleryLabels(locale, shop)}
      dir={locale === 'fa' ? 'rtl' : 'ltr'}
      shopHref={absoluteUrl(locale, shopPath(gallery.shop.link))}
      openLabel={t('openInRassam')}
    />
  );
}
