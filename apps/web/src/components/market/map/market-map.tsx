'use client';

// MapLibre and its stylesheet come only with this module, which map-loader.tsx imports lazily (no SSR):
// no other page pays for them in its first load.
import 'maplibre-gl/dist/maplibre-gl.css';
import './market-map.css';
import type { Locale } from '@rassam/i18n';
import { localeDirection } from '@rassam/i18n';
import type { FeatureCollection, Point } from 'geojson';
import { Marker, Popup, type GeoJSONSource, type MapLibreMap } from 'maplibre-gl';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from '@/i18n/navigation';
import { clusterLabel, clusterSize } from './format';
import { CLUSTER_MAX_ZOOM, type Bounds } from './geo';
import { createFlatMap, mapStyle } from './setup';
import type { MapFocus, MapPoint, PlaceLabel } from './types';

const SOURCE = 'listings';
/** Province names show once the map is close enough for them not to pile up. */
const LABEL_MIN_ZOOM = 4.6;

export interface MarketMapProps {
  points: MapPoint[];
  initialBounds: Bounds;
  /** MAP_STYLE_URL, or null for the offline basemap. */
  styleUrl: string | null;
  labels?: PlaceLabel[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onBoundsChange: (bounds: Bounds) => void;
  /** Move the map (a province chosen, "show on the map" in the list); a new `key` moves it again. */
  focus?: MapFocus | null;
  className?: string;
}

type MarkerEntry = { marker: Marker; element: HTMLButtonElement };

function boundsOf(map: MapLibreMap): Bounds {
  const b = map.getBounds();
  return { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() };
}

function toFeatures(points: MapPoint[]): FeatureCollection<Point, { id: string }> {
  return {
    type: 'FeatureCollection',
    features: points.map((p) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
      properties: { id: p.id },
    })),
  };
}

export default function MarketMap({
  points,
  initialBounds,
  styleUrl,
  labels = [],
  selectedId,
  onSelect,
  onBoundsChange,
  focus,
  className,
}: MarketMapProps) {
  const t = useTranslations('marketMap');
  const locale = useLocale() as Locale;
  const dir = localeDirection[locale];
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [failed, setFailed] = useState(false);
  const [cardNode, setCardNode] = useState<HTMLDivElement | null>(null);
  // Handlers the map's own listeners call: always the newest props, without rebuilding the map.
  const latest = useRef({ onSelect, onBoundsChange, points, t, locale });
  latest.current = { onSelect, onBoundsChange, points, t, locale };
  const selectedRef = useRef(selectedId);
  selectedRef.current = selectedId;

  // The map itself: made once per style.
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
        const { t } = latest.current;
        instance = createFlatMap({
          container,
          style,
          view: {
            bounds: [initialBounds.west, initialBounds.south, initialBounds.east, initialBounds.north],
            fitBoundsOptions: { padding: 56 },
          },
          dir,
          styleUrl,
          texts: {
            title: t('mapLabel'),
            zoomIn: t('zoomIn'),
            zoomOut: t('zoomOut'),
            close: t('close'),
            attribution: t('attribution'),
          },
        });
        const created = instance;
        created.on('load', () => {
          created.addSource(SOURCE, {
            type: 'geojson',
            data: toFeatures(latest.current.points),
            cluster: true,
            clusterRadius: 48,
            clusterMaxZoom: CLUSTER_MAX_ZOOM,
          });
          // Invisible: the points are HTML buttons (markers); a layer must use the source for its tiles to load.
          created.addLayer({
            id: 'listings-anchor',
            type: 'circle',
            source: SOURCE,
            paint: { 'circle-radius': 1, 'circle-opacity': 0 },
          });
          if (!cancelled) setMap(created);
          latest.current.onBoundsChange(boundsOf(created));
        });
        created.on('moveend', () => latest.current.onBoundsChange(boundsOf(created)));
        // A click on the map closes the card, but not the click on a pin that is opening one (MapLibre
        // reports that click to the map as well, after the pin's own handler has run).
        created.on('click', (event) => {
          const target = event.originalEvent.target;
          if (target instanceof Element && target.closest('.maplibregl-marker, .maplibregl-popup')) return;
          latest.current.onSelect(null);
        });
        created.on('error', (event) => console.warn('map:', event.error?.message ?? event));
      } catch (error) {
        // No WebGL, or the basemap could not be read: the list beside the map still has every listing.
        if (!cancelled && !abort.signal.aborted) {
          console.warn('map:', error);
          setFailed(true);
        }
      }
    })();
    return () => {
      cancelled = true;
      abort.abort();
      instance?.remove();
      setMap(null);
    };
    // initialBounds and the texts are read once, when the map is made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl, dir]);

  // The points: the clustered source is fed again whenever the list changes.
  useEffect(() => {
    const source = map?.getSource<GeoJSONSource>(SOURCE);
    source?.setData(toFeatures(points));
  }, [map, points]);

  // Clusters and points as HTML buttons (no glyphs needed, Persian shaped by the browser, reachable by Tab).
  useEffect(() => {
    if (!map) return;
    const markers = new Map<string, MarkerEntry>();
    const source = map.getSource<GeoJSONSource>(SOURCE);
    const make = (key: string, element: HTMLButtonElement, lngLat: [number, number]) => {
      const marker = new Marker({ element, anchor: 'center' }).setLngLat(lngLat).addTo(map);
      const entry = { marker, element };
      markers.set(key, entry);
      return entry;
    };
    const update = () => {
      if (!map.getSource(SOURCE) || !map.isSourceLoaded(SOURCE)) return;
      const { t, locale, points } = latest.current;
      const byId = new Map(points.map((p) => [p.id, p]));
      const seen = new Set<string>();
      const showPoint = (point: (typeof points)[number]) => {
        const key = `p${point.id}`;
        if (seen.has(key)) return;
        seen.add(key);
        if (markers.has(key)) return;
        const element = document.createElement('button');
        element.type = 'button';
        element.dataset.mapPoint = point.id;
        // MapLibre places a marker with `transform`; a `scale` on the same element would multiply that
        // offset too, so the dot that grows on hover and selection is a child.
        element.className = 'group grid size-8 place-items-center rounded-full outline-none';
        const dot = document.createElement('span');
        dot.className =
          'block size-6 rounded-full border-[3px] border-white bg-rose-600 shadow-md transition-[scale] group-hover:scale-110 group-focus-visible:ring-4 group-focus-visible:ring-rose-300 group-data-[selected]:scale-125 group-data-[selected]:bg-rose-700 dark:border-slate-900';
        element.append(dot);
        element.setAttribute('aria-label', point.title);
        element.title = point.title;
        element.addEventListener('click', (event) => {
          event.stopPropagation();
          latest.current.onSelect(point.id);
        });
        make(key, element, [point.lng, point.lat]);
      };
      for (const feature of map.querySourceFeatures(SOURCE)) {
        const properties = feature.properties as {
          cluster?: boolean;
          cluster_id?: number;
          point_count?: number;
          id?: string;
        };
        const [lng, lat] = (feature.geometry as Point).coordinates as [number, number];
        if (properties.cluster && properties.cluster_id !== undefined) {
          const key = `c${properties.cluster_id}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const count = properties.point_count ?? 0;
          const entry = markers.get(key);
          if (entry) {
            entry.marker.setLngLat([lng, lat]);
            continue;
          }
          const element = document.createElement('button');
          element.type = 'button';
          element.dataset.mapCluster = String(count);
          const size = clusterSize(count);
          element.style.width = element.style.height = `${size}px`;
          element.className =
            'grid place-items-center rounded-full border-4 border-white/80 bg-brand-600 text-sm font-bold text-white shadow-lg outline-none hover:bg-brand-700 focus-visible:ring-4 focus-visible:ring-brand-300 dark:border-slate-900/70';
          element.textContent = clusterLabel(count, locale);
          element.setAttribute('aria-label', t('cluster', { count }));
          const clusterId = properties.cluster_id;
          element.addEventListener('click', (event) => {
            event.stopPropagation();
            source?.getClusterExpansionZoom(clusterId).then(
              (zoom) => map.easeTo({ center: [lng, lat], zoom: Math.min(zoom, map.getMaxZoom()) }),
              () => map.easeTo({ center: [lng, lat], zoom: map.getZoom() + 2 }),
            );
          });
          make(key, element, [lng, lat]);
        } else if (properties.id) {
          const point = byId.get(properties.id);
          if (point) showPoint(point);
        }
      }
      // The chosen listing keeps its own pin even inside a cluster: listings at one address never split
      // apart, and the map may stop short of the zoom where its neighbours would.
      const chosen = selectedRef.current ? byId.get(selectedRef.current) : undefined;
      if (chosen) showPoint(chosen);
      for (const [key, entry] of markers) {
        if (seen.has(key)) continue;
        entry.marker.remove();
        markers.delete(key);
      }
      for (const [key, entry] of markers) {
        if (key.startsWith('p')) entry.element.toggleAttribute('data-selected', key === `p${selectedRef.current}`);
      }
    };
    map.on('render', update);
    update();
    return () => {
      map.off('render', update);
      for (const entry of markers.values()) entry.marker.remove();
    };
  }, [map]);

  // The selected point's card, in a popup whose content React renders (a portal), links and all.
  const selected = selectedId ? points.find((p) => p.id === selectedId) : undefined;
  useEffect(() => {
    if (!map || !selected) {
      setCardNode(null);
      return;
    }
    const node = document.createElement('div');
    const popup = new Popup({
      offset: 16,
      maxWidth: '280px',
      focusAfterOpen: false,
      closeOnClick: false,
      className: 'market-map-card',
    })
      .setLngLat([selected.lng, selected.lat])
      .setDOMContent(node)
      .addTo(map);
    setCardNode(node);
    map.triggerRepaint();
    const closed = () => {
      if (selectedRef.current === selected.id) latest.current.onSelect(null);
    };
    popup.on('close', closed);
    return () => {
      popup.off('close', closed);
      popup.remove();
    };
  }, [map, selected]);

  // Province (or city) names: HTML too, under the markers, shown from LABEL_MIN_ZOOM in.
  useEffect(() => {
    if (!map || labels.length === 0) return;
    const placed = labels.map((label) => {
      const element = document.createElement('div');
      element.className =
        'pointer-events-none rounded bg-white/70 px-1 text-[11px] leading-4 font-medium whitespace-nowrap text-slate-700 dark:bg-slate-900/60 dark:text-slate-200';
      element.textContent = label.name;
      element.setAttribute('aria-hidden', 'true');
      return new Marker({ element, anchor: 'top', offset: [0, 4] }).setLngLat([label.lng, label.lat]).addTo(map);
    });
    const show = () => {
      const visible = map.getZoom() >= LABEL_MIN_ZOOM;
      for (const marker of placed) marker.getElement().hidden = !visible;
    };
    show();
    map.on('zoomend', show);
    return () => {
      map.off('zoomend', show);
      for (const marker of placed) marker.remove();
    };
  }, [map, labels]);

  // Moves asked for from outside the map.
  useEffect(() => {
    if (!map || !focus) return;
    if ('bounds' in focus) {
      const { west, south, east, north } = focus.bounds;
      map.fitBounds(
        [
          [west, south],
          [east, north],
        ],
        { padding: 40, maxZoom: focus.maxZoom ?? 14 },
      );
    } else {
      map.flyTo({ center: [focus.lng, focus.lat], zoom: Math.max(focus.zoom, focus.keepCloser ? map.getZoom() : 0) });
    }
  }, [map, focus]);

  return (
    <div className={`relative overflow-hidden ${className ?? ''}`}>
      <div ref={containerRef} className="size-full" data-testid="market-map" data-ready={map ? '' : undefined} />
      {failed && (
        <p
          role="status"
          className="absolute inset-0 grid place-items-center p-6 text-center text-sm text-[var(--text-muted)]"
        >
          {t('unavailable')}
        </p>
      )}
      {cardNode &&
        selected &&
        createPortal(
          <div dir={dir} className="space-y-1 pe-5 text-start text-slate-900" data-testid="map-card">
            <p className="text-sm leading-6 font-semibold">{selected.title}</p>
            <p className="text-xs text-slate-600">{selected.shop}</p>
            {selected.price && <p className="text-sm font-medium">{selected.price}</p>}
            <Link
              href={selected.href}
              className="mt-1 inline-block rounded-lg bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-700"
            >
              {t('open')}
            </Link>
          </div>,
          cardNode,
        )}
    </div>
  );
}
