import { getRTLTextPluginStatus, setRTLTextPlugin, setWorkerUrl } from 'maplibre-gl';
import { MAP_ASSETS } from './offline-style';

let pluginsSet = false;
/**
 * The worker and the RTL text plugin from our own origin (public/map), never a CDN. Imported only by the
 * lazily loaded map modules: maplibre-gl stays out of every page's first load.
 */
export function setUpMapLibre() {
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
