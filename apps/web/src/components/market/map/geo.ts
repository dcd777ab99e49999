/**
 * The map's geometry, without MapLibre: the box the search API takes, the default view, and what a list
 * beside the map keeps. Pure, so the unit tests need no browser.
 */

/** What MapLibre's getBounds() gives, in degrees: west/east are longitudes, south/north latitudes. */
export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Iran and a little around it: the first view of /market/map and the box its first page is searched in. */
export const IRAN_BOUNDS: Bounds = { west: 44, south: 25, east: 63.4, north: 39.8 };

/** Above this zoom nothing is clustered: every pin stands on its own (listings at one address share one: stacks.ts). */
export const CLUSTER_MAX_ZOOM = 15;
/** "Show on the map" flies this close: past the clustering, so the listing's own pin is there to press. */
export const LISTING_ZOOM = CLUSTER_MAX_ZOOM + 1;

/** Choosing a province or a city flies this close (on the map, or with a link that names one). */
export const PROVINCE_ZOOM = 7;
export const CITY_ZOOM = 11;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Bounds → the API's `bbox=minLat,minLng,maxLat,maxLng`. Rounded outwards to `digits` decimals (a listing on
 * the edge stays in, and a sub-metre pan sends the same box, which the feed can skip). A view wider than the
 * world or across the antimeridian (MapLibre then reports west > east, or beyond ±180) asks for every
 * longitude; latitudes are kept inside the world.
 */
export function boundsToBbox(bounds: Bounds, digits = 4): string {
  const scale = 10 ** digits;
  const down = (v: number) => Math.floor(v * scale + 1e-9) / scale;
  const up = (v: number) => Math.ceil(v * scale - 1e-9) / scale;
  const south = clamp(down(Math.min(bounds.south, bounds.north)), -90, 90);
  const north = clamp(up(Math.max(bounds.south, bounds.north)), -90, 90);
  const wraps =
    bounds.east - bounds.west >= 360 || bounds.west > bounds.east || bounds.west < -180 || bounds.east > 180;
  const west = wraps ? -180 : clamp(down(bounds.west), -180, 180);
  const east = wraps ? 180 : clamp(up(bounds.east), -180, 180);
  return [south, west, north, east].map(String).join(',');
}

/** Whether a point lies inside bounds (for lists that follow the map without asking the API). */
export function contains(bounds: Bounds, lat: number, lng: number): boolean {
  if (lat < bounds.south || lat > bounds.north) return false;
  if (bounds.east - bounds.west >= 360) return true;
  // MapLibre may report longitudes past ±180 after panning round the world: bring lng into [west, west + 360).
  let x = lng;
  while (x < bounds.west) x += 360;
  while (x >= bounds.west + 360) x -= 360;
  return x <= bounds.east;
}

/** The API's `bbox` of a shop's map (nullable corners) → bounds, or null when the shop has no point. */
export function boxToBounds(
  box: { minLat: number | null; minLng: number | null; maxLat: number | null; maxLng: number | null } | null,
): Bounds | null {
  if (!box || box.minLat === null || box.minLng === null || box.maxLat === null || box.maxLng === null) return null;
  return { west: box.minLng, south: box.minLat, east: box.maxLng, north: box.maxLat };
}
