'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';

/**
 * The map, loaded only in the browser and only on the pages that show it: maplibre-gl (about 200 KB
 * gzip) and its CSS stay out of every other page's first load, and out of the server render.
 */
export const LazyMarketMap = dynamic(() => import('./market-map'), {
  ssr: false,
  loading: () => <MapPlaceholder />,
});

function MapPlaceholder() {
  const t = useTranslations('marketMap');
  return (
    <div className="grid size-full place-items-center bg-muted text-sm text-muted-foreground">{t('loadingMap')}</div>
  );
}
