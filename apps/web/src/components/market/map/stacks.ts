/**
 * Listings at one address (a shopping centre, a shop with several listings) would be pins drawn on top of
 * each other, of which only the uppermost can be pressed, at every zoom. They are grouped here, before the
 * map clusters anything, into one pin that lists them. Pure, so the unit tests need no browser.
 */

/**
 * Listings closer than this share a pin. At the map's closest zoom (18) a metre is about two pixels in Iran,
 * so two 32-pixel pins this close would still cover most of each other.
 */
export const STACK_RADIUS_METRES = 8;

const EARTH_RADIUS_METRES = 6_371_000;
const RADIANS = Math.PI / 180;

/** Distance in metres, flat-earth: exact enough at a few metres, and it measures across ±180 the short way. */
export function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  let dLng = (b.lng - a.lng) % 360;
  if (dLng > 180) dLng -= 360;
  if (dLng < -180) dLng += 360;
  const x = dLng * RADIANS * Math.cos(((a.lat + b.lat) / 2) * RADIANS);
  const y = (b.lat - a.lat) * RADIANS;
  return Math.hypot(x, y) * EARTH_RADIUS_METRES;
}

/** Listings that share one pin, in the order they came (the list's order); a lone listing is a stack of one. */
export interface Stack<P> {
  /** The ids, sorted: the same listings make the same key however the search ordered them. */
  key: string;
  /** Where the pin stands: the first listing's point. */
  lat: number;
  lng: number;
  points: P[];
}

/**
 * Groups points within `radius` metres of a stack's first point. Greedy in the given order, so the result
 * does not depend on anything but the points; fine for the map's pages (50 listings, or one shop's).
 */
export function stackPoints<P extends { id: string; lat: number; lng: number }>(
  points: readonly P[],
  radius = STACK_RADIUS_METRES,
): Stack<P>[] {
  const stacks: Omit<Stack<P>, 'key'>[] = [];
  for (const point of points) {
    const stack = stacks.find((s) => metresBetween(s, point) <= radius);
    if (stack) stack.points.push(point);
    else stacks.push({ lat: point.lat, lng: point.lng, points: [point] });
  }
  return stacks.map((stack) => ({
    ...stack,
    key: stack.points
      .map((p) => p.id)
      .sort()
      .join(','),
  }));
}
