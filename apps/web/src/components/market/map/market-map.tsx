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
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ButtonLink } from '@/components/ui/button-link';
import { clusterLabel, clusterSize } from './format';
import { CLUSTER_MAX_ZOOM, type Bounds } from './geo';
import { createFlatMap, mapStyle } from './setup';
import { StackCard } from './stack-card';
import { stackPoints, type Stack } from './stacks';
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

/** A marker on the map; `ids` are the listings a pin stands for (none for a cluster). */
type MarkerEntry = { marker: Marker; element: HTMLButtonElement; ids: string[] };
type PinProperties = { key: string; count: number };

function boundsOf(map: MapLibreMap): Bounds {
  const b = map.getBounds();
  return { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() };
}

/** One feature per pin: listings at one address are one stack, so the clusters count pins and listings apart. */
function toFeatures(stacks: Stack<MapPoint>[]): FeatureCollection<Point, PinProperties> {
  return {
    type: 'FeatureCollection',
    features: stacks.map((stack) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [stack.lng, stack.lat] },
      properties: { key: stack.key, count: stack.points.length },
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
  const stacks = useMemo(() => stackPoints(points), [points]);
  // The stack whose list is open. A listing chosen (here or in the list beside the map) closes it.
  const [stackKey, setStackKey] = useState<string | null>(null);
  const [seenSelectedId, setSeenSelectedId] = useState(selectedId);
  if (selectedId !== seenSelectedId) {
    setSeenSelectedId(selectedId);
    if (selectedId) setStackKey(null);
  }
  // The pin that opened a stack's list: the focus goes back to it when the list is closed with Escape.
  const stackOpener = useRef<HTMLElement | null>(null);
  // Handlers the map's own listeners call: always the newest props, without rebuilding the map.
  const latest = useRef({ onSelect, onBoundsChange, stacks, t, locale });
  latest.current = { onSelect, onBoundsChange, stacks, t, locale };
  const selectedRef = useRef(selectedId);
  selectedRef.current = selectedId;
  const stackKeyRef = useRef(stackKey);
  stackKeyRef.current = stackKey;

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
            data: toFeatures(latest.current.stacks),
            cluster: true,
            clusterRadius: 48,
            clusterMaxZoom: CLUSTER_MAX_ZOOM,
            // A cluster's number is its listings, as in the list, not its pins.
            clusterProperties: { listings: ['+', ['get', 'count']] },
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
          setStackKey(null);
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

  // The pins: the clustered source is fed again whenever the list changes.
  useEffect(() => {
    const source = map?.getSource<GeoJSONSource>(SOURCE);
    source?.setData(toFeatures(stacks));
  }, [map, stacks]);

  // Clusters and pins as HTML buttons (no glyphs needed, Persian shaped by the browser, reachable by Tab).
  useEffect(() => {
    if (!map) return;
    const markers = new Map<string, MarkerEntry>();
    const source = map.getSource<GeoJSONSource>(SOURCE);
    const make = (key: string, element: HTMLButtonElement, lngLat: [number, number], ids: string[] = []) => {
      const marker = new Marker({ element, anchor: 'center' }).setLngLat(lngLat).addTo(map);
      markers.set(key, { marker, element, ids });
    };
    const update = () => {
      if (!map.getSource(SOURCE) || !map.isSourceLoaded(SOURCE)) return;
      const { t, locale, stacks } = latest.current;
      const byKey = new Map(stacks.map((stack) => [stack.key, stack]));
      const seen = new Set<string>();
      const showPin = (stack: Stack<MapPoint>) => {
        const key = `s${stack.key}`;
        if (seen.has(key)) return;
        seen.add(key);
        if (markers.has(key)) return;
        const ids = stack.points.map((p) => p.id);
        const lone = stack.points.length === 1 ? stack.points[0]! : null;
        const element = document.createElement('button');
        element.type = 'button';
        // MapLibre places a marker with `transform`; a `scale` on the same element would multiply that
        // offset too, so the dot that grows on hover and selection is a child.
        element.className = 'group grid size-8 place-items-center rounded-full outline-none';
        const dot = document.createElement('span');
        dot.className =
          'grid size-6 place-items-center rounded-full border-[3px] border-white bg-rose-600 text-[11px] leading-none font-bold text-white shadow-md transition-[scale] group-hover:scale-110 group-focus-visible:ring-4 group-focus-visible:ring-rose-300 group-data-[selected]:scale-125 group-data-[selected]:bg-rose-700 group-aria-expanded:scale-125 group-aria-expanded:bg-rose-700 dark:border-slate-900';
        element.append(dot);
        if (lone) {
          element.dataset.mapPoint = lone.id;
          element.setAttribute('aria-label', lone.title);
          element.title = lone.title;
        } else {
          // Several listings at one address: the pin says how many and opens their list.
          element.dataset.mapStack = String(ids.length);
          dot.classList.replace('size-6', 'size-7');
          dot.textContent = clusterLabel(ids.length, locale);
          element.setAttribute('aria-label', t('stack', { count: ids.length }));
          element.title = t('stack', { count: ids.length });
          element.setAttribute('aria-haspopup', 'dialog');
          element.setAttribute('aria-expanded', 'false');
        }
        element.addEventListener('click', (event) => {
          event.stopPropagation();
          if (lone) {
            setStackKey(null);
            latest.current.onSelect(lone.id);
          } else {
            // A second press closes the list, as the pin's aria-expanded says.
            const opening = stackKeyRef.current !== stack.key;
            stackOpener.current = element;
            latest.current.onSelect(null);
            setStackKey(opening ? stack.key : null);
          }
        });
        make(key, element, [stack.lng, stack.lat], ids);
      };
      for (const feature of map.querySourceFeatures(SOURCE)) {
        const properties = feature.properties as Partial<PinProperties> & {
          cluster?: boolean;
          cluster_id?: number;
          point_count?: number;
          listings?: number;
        };
        const [lng, lat] = (feature.geometry as Point).coordinates as [number, number];
        if (properties.cluster && properties.cluster_id !== undefined) {
          const key = `c${properties.cluster_id}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const count = properties.listings ?? properties.point_count ?? 0;
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
        } else if (properties.key) {
          const stack = byKey.get(properties.key);
          if (stack) showPin(stack);
        }
      }
      // The chosen listing's pin, and the pin whose list is open, stay even inside a cluster: the map may
      // stop short of the zoom where their neighbours split off.
      const selectedId = selectedRef.current;
      const chosen = selectedId ? stacks.find((stack) => stack.points.some((p) => p.id === selectedId)) : undefined;
      if (chosen) showPin(chosen);
      const open = stackKeyRef.current ? byKey.get(stackKeyRef.current) : undefined;
      if (open) showPin(open);
      for (const [key, entry] of markers) {
        if (seen.has(key)) continue;
        entry.marker.remove();
        markers.delete(key);
      }
      for (const [key, entry] of markers) {
        if (!key.startsWith('s')) continue;
        entry.element.toggleAttribute('data-selected', selectedId !== null && entry.ids.includes(selectedId));
        if (entry.ids.length > 1)
          entry.element.setAttribute('aria-expanded', String(key === `s${stackKeyRef.current}`));
      }
    };
    map.on('render', update);
    update();
    return () => {
      map.off('render', update);
      for (const entry of markers.values()) entry.marker.remove();
    };
  }, [map]);

  // The pins show the chosen listing and the open list: the markers are brought up to date on the next frame.
  useEffect(() => map?.triggerRepaint(), [map, selectedId, stackKey]);

  // One popup at a time, whose content React renders (a portal): the chosen listing's card, or the list of
  // the listings that share a pin.
  const selected = selectedId ? points.find((p) => p.id === selectedId) : undefined;
  const stack = !selected && stackKey ? stacks.find((s) => s.key === stackKey && s.points.length > 1) : undefined;
  const popupKey = selected ? `p${selected.id}` : stack ? `s${stack.key}` : null;
  const popupLat = (selected ?? stack)?.lat;
  const popupLng = (selected ?? stack)?.lng;
  const popupAt = useMemo(
    () =>
      popupKey && popupLat !== undefined && popupLng !== undefined
        ? { key: popupKey, lat: popupLat, lng: popupLng }
        : null,
    [popupKey, popupLat, popupLng],
  );
  useEffect(() => {
    if (!map || !popupAt) {
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
      .setLngLat([popupAt.lng, popupAt.lat])
      .setDOMContent(node)
      .addTo(map);
    setCardNode(node);
    map.triggerRepaint();
    const closed = () => {
      if (popupAt.key === `p${selectedRef.current}`) latest.current.onSelect(null);
      if (popupAt.key === `s${stackKeyRef.current}`) setStackKey(null);
    };
    popup.on('close', closed);
    return () => {
      popup.off('close', closed);
      popup.remove();
    };
  }, [map, popupAt]);

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
          className="absolute inset-0 grid place-items-center p-6 text-center text-sm text-muted-foreground"
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
            <ButtonLink href={selected.href} size="sm" className="mt-1">
              {t('open')}
            </ButtonLink>
          </div>,
          cardNode,
        )}
      {cardNode &&
        stack &&
        createPortal(
          <StackCard
            key={stack.key}
            dir={dir}
            points={stack.points}
            onEscape={() => {
              setStackKey(null);
              stackOpener.current?.focus({ preventScroll: true });
            }}
          />,
          cardNode,
        )}
    </div>
  );
}
