'use client';

import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import { formatMoney } from '@/lib/money';
import { listingPath, localTitle } from './format';
import { contains, IRAN_BOUNDS, LISTING_ZOOM, type Bounds } from './geo';
import { ListingList } from './listing-list';
import { LazyMarketMap } from './map-loader';
import { MapLayout } from './map-layout';
import type { MapFocus, MapPoint, ShopMapPoint } from './types';

/** A box around one point or a tight group, so the map does not open at street level on a single pin. */
function padded(bounds: Bounds, min = 0.05): Bounds {
  const padLat = Math.max(0, (min - (bounds.north - bounds.south)) / 2);
  const padLng = Math.max(0, (min - (bounds.east - bounds.west)) / 2);
  return {
    west: bounds.west - padLng,
    south: bounds.south - padLat,
    east: bounds.east + padLng,
    north: bounds.north + padLat,
  };
}

/** /market/{userName}/map: one shop's listings; the list keeps those inside the map's view. */
export function ShopExplorer({
  shop,
  points: rawPoints,
  box,
  styleUrl,
}: {
  shop: { name: string; nameEn: string; link: string };
  points: ShopMapPoint[];
  box: Bounds | null;
  styleUrl: string | null;
}) {
  const t = useTranslations('marketMap');
  const locale = useLocale() as Locale;
  const [bounds, setBounds] = useState<Bounds | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const focusKey = useRef(0);
  const shopName = locale === 'en' ? shop.nameEn || shop.name : shop.name;

  const points = useMemo<MapPoint[]>(
    () =>
      rawPoints.flatMap((p) =>
        p.lat === null || p.lng === null
          ? []
          : [
              {
                id: p.id,
                lat: p.lat,
                lng: p.lng,
                title: localTitle(p, locale),
                price: p.price === null ? null : formatMoney(p.price, p.currency, locale),
                shop: shopName,
                href: listingPath(shop.link, p.kind, p.slug),
              },
            ],
      ),
    [rawPoints, locale, shop.link, shopName],
  );
  const inView = bounds ? points.filter((p) => contains(bounds, p.lat, p.lng)) : points;

  const showOnMap = (point: MapPoint) => {
    setSelectedId(point.id);
    focusKey.current += 1;
    setFocus({ key: focusKey.current, lat: point.lat, lng: point.lng, zoom: LISTING_ZOOM, keepCloser: true });
  };

  return (
    <MapLayout
      map={
        <LazyMarketMap
          className="size-full"
          points={points}
          initialBounds={box ? padded(box) : IRAN_BOUNDS}
          styleUrl={styleUrl}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onBoundsChange={setBounds}
          focus={focus}
        />
      }
      list={
        <ListingList
          points={inView}
          heading={points.length === 0 ? t('shopEmpty') : t('results', { count: inView.length })}
          selectedId={selectedId}
          onShow={showOnMap}
        />
      }
    />
  );
}
