/**
 * A shop's time zone: an IANA name its working hours are read in ("open now" is the shop's clock, not the
 * visitor's). Shared with the web app's form, so it runs in browsers too: zod and Intl only.
 */
import { z } from 'zod';

/** Where a shop is when it says nothing else, and every shop made before shops had a zone. */
export const DEFAULT_SHOP_TIME_ZONE = 'Asia/Tehran';

let known: Set<string> | null = null;
/** The zones this engine names (ICU's names: Node says "Asia/Calcutta" where IANA now says "Asia/Kolkata"). */
const knownZones = () => (known ??= new Set(Intl.supportedValuesOf('timeZone')));

/**
 * The engine's own name for a zone, or null when it is not a zone it lists. An alias of a listed zone is
 * taken under the listed name, so that a browser and the server that spell a zone differently (Firefox's
 * "Europe/Kyiv", Node's "Europe/Kiev") agree on it; offsets such as "+03:30" and unknown names are refused.
 */
export function canonicalTimeZone(name: string): string | null {
  if (knownZones().has(name)) return name;
  if (!/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)+$/.test(name)) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    return knownZones().has(resolved) ? resolved : null;
  } catch {
    return null;
  }
}

/** A country's zones, from the engine's `Intl.Locale` region info (Node has it; a browser without it gives none). */
export function countryZones(countryCode: string): string[] {
  const region = new Intl.Locale(`und-${countryCode.toUpperCase()}`) as Intl.Locale & {
    getTimeZones?: () => string[] | undefined;
    timeZones?: string[];
  };
  return (region.getTimeZones?.() ?? region.timeZones ?? []).flatMap((zone) => canonicalTimeZone(zone) ?? []);
}

/** Minutes east of Greenwich at `now` ("GMT+3:30" is 210). */
export function offsetMinutes(timeZone: string, now: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * The zone to take for a shop in a country that keeps one clock (Germany's Berlin and Büsingen are one):
 * its first zone; null where the country has several clocks (the US) or none is known.
 */
export function countryClock(zones: string[], offsetOf: (zone: string) => number | undefined): string | null {
  return zones.length > 0 && new Set(zones.map(offsetOf)).size === 1 ? zones[0]! : null;
}

export const timeZone = z
  .string()
  .max(64, 'TimeZoneIsNotValid')
  .transform((name, ctx) => {
    const canonical = canonicalTimeZone(name);
    if (canonical === null) {
      ctx.addIssue({ code: 'custom', message: 'TimeZoneIsNotValid' });
      return z.NEVER;
    }
    return canonical;
  })
  .meta({ description: 'An IANA time zone the working hours are in', example: 'Asia/Tehran' });
