import type { MarketLocation } from './types';

/** Where a chosen place is, how close the map comes to show it, and whether the person just chose it. */
export interface MapPlace {
  lat: number;
  lng: number;
  zoom: number;
  level: MarketLocation['level'];
  /** Chosen in the picker now, not a saved place read on load: only then may it fill an empty point. */
  chosen: boolean;
}

/** How close a map with streets comes to a place of each level, and to a point already set. */
export const PLACE_ZOOM: Record<MarketLocation['level'], number> = { country: 4, state: 7, city: 11, district: 13 };
export const POINT_ZOOM = 15;

/**
 * The offline basemap (Natural Earth's countries, no streets) is empty land past this zoom: at 7 a city
 * still shows with its coasts and borders around it. With MAP_STYLE_URL the map comes as close as it wants.
 */
export const OFFLINE_MAX_ZOOM = 7;

/** The zoom a map opens or flies to: `wanted`, no closer than the basemap has something to show. */
export function shownZoom(wanted: number, styleUrl: string | null): number {
  return styleUrl ? wanted : Math.min(wanted, OFFLINE_MAX_ZOOM);
}

/**
 * Whether a chosen place sets the point: a city or district the person has just chosen, while the point
 * is empty or is still the one the previous choice filled in (a point the person set stays).
 */
export function placeFillsPoint(
  place: MapPlace | null,
  point: { lat: string; lng: string },
  filled: { lat: string; lng: string } | null,
): place is MapPlace {
  if (!place?.chosen || (place.level !== 'city' && place.level !== 'district')) return false;
  const empty = point.lat.trim() === '' && point.lng.trim() === '';
  const ours = filled !== null && filled.lat === point.lat && filled.lng === point.lng;
  return empty || ours;
}
