import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { CardLink } from '@/components/ui/card';
import { Num } from '@/components/ui/num';
import type { MarketSearchItem } from './data';
import { dirOf, formatPrice, listingTitle, localName, placeLine } from './format';
import { HeartIcon, PinIcon } from './icons';
import { MarketImage } from './market-image';
import { ModelMark } from './model-mark';
import { listingPath } from './paths';

/** A grid of listing cards; each card is one link to the listing's page. */
export async function ListingGrid({
  items,
  locale,
  headingLevel = 'h3',
}: {
  items: MarketSearchItem[];
  locale: Locale;
  headingLevel?: 'h2' | 'h3';
}) {
  const [t, tm] = await Promise.all([getTranslations('marketPages'), getTranslations('modelMarket')]);
  const Heading = headingLevel;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {items.map((item) => {
        const title = listingTitle(locale, item);
        const price = formatPrice(item.price, item.currency, locale);
        const image = item.images[0];
        const place = placeLine(locale, item.locationNames, ['city', 'state']);
        return (
          <li key={item.id}>
            <CardLink
              href={listingPath(item.shop.link, item.kind, item.slug)}
              className="flex h-full flex-row overflow-hidden p-0 hover:shadow-md sm:flex-col sm:p-0"
            >
              <div className="relative aspect-square w-28 shrink-0 bg-muted sm:aspect-[4/3] sm:w-auto">
                {image ? (
                  <MarketImage
                    src={image.url}
                    alt=""
                    width={400}
                    height={300}
                    sizes="(min-width: 1280px) 296px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 112px"
                    className="size-full object-cover transition group-hover:scale-[1.02]"
                  />
                ) : (
                  <div className="grid size-full place-items-center bg-muted text-muted-foreground">
                    <PinIcon className="size-8 sm:size-10" />
                    <span className="sr-only">{t('noImage')}</span>
                  </div>
                )}
                {item.model ? <ModelMark label={tm('badge')} className="top-2 start-2" /> : null}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:p-4">
                <Heading lang={title.lang} dir={dirOf(title.lang)} className="line-clamp-2 font-bold">
                  {title.text}
                </Heading>
                <p className="text-sm text-muted-foreground">
                  {localName(locale, { nameFa: item.shop.name, nameEn: item.shop.nameEn })}
                </p>
                {place ? (
                  <p className="flex items-center gap-1 text-xs text-muted-foreground" data-testid="card-place">
                    <PinIcon className="size-3.5 shrink-0" />
                    {place}
                  </p>
                ) : null}
                <div className="mt-auto flex items-center justify-between gap-2 pt-2">
                  <span className="font-semibold text-link">{price ?? t('priceOnRequest')}</span>
                  <span className="flex items-center gap-1 text-xs text-muted-foreground">
                    <HeartIcon className="size-4" />
                    <span className="sr-only">{t('likesLabel')}</span>
                    <Num value={item.likeCount} locale={locale} />
                  </span>
                </div>
              </div>
            </CardLink>
          </li>
        );
      })}
    </ul>
  );
}
