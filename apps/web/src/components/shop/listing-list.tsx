import { formatDate, formatNumber, type Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { MarketImage } from '@/components/market/market-image';
import { CardList } from '@/components/ui/card';
import { MetaLine } from '@/components/ui/meta-line';
import { Link } from '@/i18n/navigation';
import { ListingStatus } from './listing-status';
import { listingEditorPath, stateOf, type OwnListing } from './types';

/** The owner's listings as rows: picture, title, kind, state (with a rejection's reason), counts. */
export async function ListingList({ items, locale }: { items: OwnListing[]; locale: Locale }) {
  const t = await getTranslations('shopPanel');
  const kinds = { place: t('kind.place'), service: t('kind.service'), item: t('kind.item') };
  return (
    <CardList>
      {items.map((listing) => {
        const title = locale === 'en' && listing.titleEn ? listing.titleEn : listing.titleFa;
        const image = listing.images[0];
        return (
          <li key={listing.id} data-testid="listing-row">
            <Link
              href={listingEditorPath(listing)}
              className="flex gap-3 p-3 transition hover:bg-hover focus-visible:bg-hover sm:gap-4 sm:p-4"
            >
              <span className="size-16 shrink-0 overflow-hidden rounded-xl bg-muted sm:size-20">
                {image ? (
                  <MarketImage src={image.url} width={80} height={80} alt="" className="size-full object-cover" />
                ) : null}
              </span>
              <span className="min-w-0 flex-1 space-y-1">
                <span className="block truncate font-bold" dir="auto">
                  {title}
                </span>
                <MetaLine>
                  <span>{kinds[listing.kind]}</span>
                  <ListingStatus listing={listing} />
                </MetaLine>
                {stateOf(listing) === 'rejected' && listing.rejectionReason ? (
                  <span className="block text-sm text-danger" dir="auto">
                    {t('list.reason', { reason: listing.rejectionReason })}
                  </span>
                ) : null}
                <span className="block text-xs text-muted-foreground">
                  {t('list.counts', {
                    views: formatNumber(listing.viewCount, locale),
                    likes: formatNumber(listing.likeCount, locale),
                    date: formatDate(listing.updatedAt, locale),
                  })}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </CardList>
  );
}
