'use client';

// MapLibre and its stylesheet come only with this module, which location-picker.tsx imports lazily (no
// SSR) once the map is about to scroll into view: the forms' first load does not carry them.
import 'maplibre-gl/dist/maplibre-gl.css';
import '@/components/market/map/market-map.css';
import type { Locale } from '@rassam/i18n';
import { localeDirection } from '@rassam/i18n';
import { Marker, type MapLibreMap } from 'maplibre-gl';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { IRAN_BOUNDS } from '@/components/market/map/geo';
import { createFlatMap, mapStyle } from '@/components/market/map/setup';
import { Button } from '@/components/ui/button';
import { POINT_ZOOM, shownZoom, type MapPlace } from './map-view';

export interface PointMapProps {
  point: { lat: number; lng: number } | null;
  /** The chosen city (or province…), where the map opens when no point is set yet. */
  near: MapPlace | null;
  /** MAP_STYLE_URL, or null for the offline basemap. */
  styleUrl: string | null;
  onPick: (lat: number, lng: number) => void;
}

/**
 * A map to set one point on: a click puts the pin there, the pin can be dragged, and from the keyboard the
 * map moves with the arrow keys and a button puts the pin at its centre (the cross). The number boxes
 * beside it stay the precise way in; the pin follows them.
 */
export default function PointMap({ point, near, styleUrl, onPick }: PointMapProps) {
  const t = useTranslations('shopPanel');
  const mapTexts = useTranslations('marketMap');
  const locale = useLocale() as Locale;
  const dir = localeDirection[locale];
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef({ onPick, point, near });
  latest.current = { onPick, point, near };
  const markerRef = useRef<Marker | null>(null);

  const pick = (lat: number, lng: number) => {
    // Five decimals are about a metre: as precise as a shop's door needs.
    const round = (n: number) => Math.round(n * 1e5) / 1e5;
    latest.current.onPick(round(lat), round(lng));
  };

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    let instance: MapLibreMap | undefined;
    const abort = new AbortController();
    (async () => {
      try {
        const style = await mapStyle(styleUrl, abort.signal);
        if (cancelled) return;
        const { point, near } = latest.current;
        const start = point ?? near;
        instance = createFlatMap({
          container,
          style,
          view: start
            ? { center: [start.lng, start.lat], zoom: shownZoom(point ? POINT_ZOOM : near!.zoom, styleUrl) }
            : {
                bounds: [IRAN_BOUNDS.west, IRAN_BOUNDS.south, IRAN_BOUNDS.east, IRAN_BOUNDS.north],
                fitBoundsOptions: { padding: 16 },
              },
          dir,
          styleUrl,
          texts: {
            title: t('pointMap.label'),
            zoomIn: mapTexts('zoomIn'),
            zoomOut: mapTexts('zoomOut'),
            attribution: mapTexts('attribution'),
          },
        });
        const created = instance;
        created.on('click', (event) => {
          const { lat, lng } = event.lngLat.wrap();
          pick(lat, lng);
        });
        created.on('load', () => {
          if (!cancelled) setMap(created);
        });
        created.on('error', (event) => console.warn('map:', event.error?.message ?? event));
      } catch (error) {
        // No WebGL, or the basemap could not be read: the number boxes still take the point.
        if (!cancelled && !abort.signal.aborted) {
          console.warn('map:', error);
          setFailed(true);
        }
      }
    })();
    return () => {
      cancelled = true;
      abort.abort();
      markerRef.current = null;
      instance?.remove();
      setMap(null);
    };
    // The first view and the texts are read once, when the map is made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl, dir]);

  // The pin follows the point, whether it came from the map or from the boxes.
  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    if (!map) return;
    if (lat === undefined || lng === undefined) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (!markerRef.current) {
      const marker = new Marker({ draggable: true, color: '#e11d48' }).setLngLat([lng, lat]).addTo(map);
      // The pin is for the pointer; keyboard and screen reader users have the boxes and the centre button.
      marker.getElement().setAttribute('aria-hidden', 'true');
      marker.getElement().dataset.testid = 'point-pin';
      marker.on('dragend', () => {
        const at = marker.getLngLat().wrap();
        pick(at.lat, at.lng);
      });
      markerRef.current = marker;
    } else {
      markerRef.current.setLngLat([lng, lat]);
    }
    if (!map.getBounds().contains([lng, lat])) {
      map.easeTo({ center: [lng, lat], zoom: Math.max(map.getZoom(), shownZoom(12, styleUrl)) });
    }
  }, [map, lat, lng, styleUrl]);

  // A place just chosen, or the saved one while no point is set: the map goes there, ready for the click.
  const nearKey = near ? `${near.lat},${near.lng},${near.zoom},${near.chosen}` : null;
  useEffect(() => {
    if (!map || !near || (latest.current.point && !near.chosen)) return;
    map.flyTo({ center: [near.lng, near.lat], zoom: shownZoom(near.zoom, styleUrl) });
    // near is compared by its value, not by the object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, nearKey]);

  const pinAtCentre = () => {
    if (!map) return;
    const centre = map.getCenter().wrap();
    pick(centre.lat, centre.lng);
  };

  return (
    <div className="space-y-2">
      <div className="relative h-64 overflow-hidden rounded-xl border border-border sm:h-80">
        <div ref={containerRef} className="size-full" data-testid="point-map" data-ready={map ? '' : undefined} />
        {/* The centre the button uses, for whoever moves the map from the keyboard. */}
        {map ? (
          <span aria-hidden="true" className="pointer-events-none absolute inset-0 m-auto size-5">
            <span className="absolute inset-x-0 top-1/2 h-px bg-foreground/70" />
            <span className="absolute inset-y-0 inset-x-0 mx-auto w-px bg-foreground/70" />
          </span>
        ) : null}
        {failed ? (
          <p
            role="status"
            className="absolute inset-0 grid place-items-center bg-muted p-6 text-center text-sm text-muted-foreground"
          >
            {t('pointMap.unavailable')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-4">
        <Button variant="secondary" onClick={pinAtCentre} disabled={!map} className="shrink-0">
          {t('pointMap.pinCentre')}
        </Button>
        <p className="text-xs text-muted-foreground">{t('pointMap.hint')}</p>
      </div>
      {/* Said only where it is true: a configured style has the streets this one lacks. */}
      {styleUrl ? null : (
        <p className="text-xs text-muted-foreground" data-testid="point-map-offline">
          {t.rich('pointMap.offline', { setting: (chunks) => <code dir="ltr">{chunks}</code> })}
        </p>
      )}
    </div>
  );
}
