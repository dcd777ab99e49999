import {
  AttributionControl,
  getRTLTextPluginStatus,
  MapLibreMap,
  NavigationControl,
  setRTLTextPlugin,
  setWorkerUrl,
  type MapOptions,
} from 'maplibre-gl';
import { MAP_ASSETS, offlineStyle } from './offline-style';

let pluginsSet = false;
/**
 * The worker and the RTL text plugin from our own origin (public/map), never a CDN. Imported only by the
 * lazily loaded map modules: maplibre-gl stays out of every page's first load.
 */
function setUpMapLibre() {
  if (pluginsSet) return;
  pluginsSet = true;
  setWorkerUrl(new URL(MAP_ASSETS.worker, window.location.origin).href);
  // Lazy: fetched only when a style draws Arabic-script text (a configured style with Persian names).
  if (getRTLTextPluginStatus() === 'unavailable') {
    setRTLTextPlugin(new URL(MAP_ASSETS.rtlText, window.location.origin).href, true).catch((error: unknown) =>
      console.warn('map: RTL text plugin', error),
    );
  }
}

/**
 * MapLibre set up (once) and the style a map draws: the configured one, else the offline basemap in the
 * page's theme.
 */
export async function mapStyle(styleUrl: string | null, signal: AbortSignal): Promise<MapOptions['style']> {
  setUpMapLibre();
  return styleUrl ?? offlineStyle(document.documentElement.classList.contains('dark'), signal);
}

export interface FlatMapTexts {
  title: string;
  zoomIn: string;
  zoomOut: string;
  attribution: string;
  close?: string;
}

/**
 * A map as every one of ours is: flat (no rotation or pitch, which only confuse a map of places), in the
 * page's language, with zoom buttons at the top and a compact attribution at the bottom of the reading
 * end (left in Persian, right in English). `view` is where it opens.
 */
export function createFlatMap({
  container,
  style,
  view,
  dir,
  styleUrl,
  texts,
}: {
  container: HTMLElement;
  style: MapOptions['style'];
  view: Pick<MapOptions, 'center' | 'zoom' | 'bounds' | 'fitBoundsOptions'>;
  dir: 'rtl' | 'ltr';
  /** A configured style credits its own data; the offline basemap credits Natural Earth. */
  styleUrl: string | null;
  texts: FlatMapTexts;
}) {
  const map = new MapLibreMap({
    container,
    style,
    ...view,
    attributionControl: false,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    maxZoom: 18,
    locale: {
      'Map.Title': texts.title,
      'NavigationControl.ZoomIn': texts.zoomIn,
      'NavigationControl.ZoomOut': texts.zoomOut,
      'AttributionControl.ToggleAttribution': texts.attribution,
      ...(texts.close ? { 'Popup.Close': texts.close } : {}),
    },
  });
  const end = dir === 'rtl' ? 'left' : 'right';
  map.addControl(new NavigationControl({ showCompass: false }), `top-${end}`);
  map.addControl(
    new AttributionControl({ compact: true, customAttribution: styleUrl ? undefined : 'Natural Earth' }),
    `bottom-${end}`,
  );
  map.touchZoomRotate.disableRotation();
  return map;
}
