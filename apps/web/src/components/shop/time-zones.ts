import { countryClock, countryZones, offsetMinutes } from '@rassam/api/schemas';
import { toPersianDigits, type Locale } from '@rassam/i18n';
import { timeZoneName } from '../market/format';

/**
 * The shop form's time zones, made on the server and handed to the form: Node's list is the one the API
 * checks against, and the browser shows the very labels the page was rendered with (its own Intl may name
 * zones otherwise). Every zone named in the page's language, and per country its zones and a suggestion.
 */
export interface TimeZoneOption {
  id: string;
  label: string;
}

export interface CountryTimeZones {
  zones: string[];
  /** The zone to choose for a shop there: the country's only clock, or null where it has several (the US). */
  suggested: string | null;
}

/**
 * A formatter per zone costs a fraction of a millisecond and there are four hundred zones: what a day's
 * page needs is made once that day (offsets move only with daylight saving) and kept until the next.
 */
let day = '';
let offsets = new Map<string, number>();
let optionsByLocale = new Map<Locale, TimeZoneOption[]>();
let countries = new Map<string, CountryTimeZones>();
function forDay(now: Date) {
  const today = now.toISOString().slice(0, 10);
  if (today !== day) {
    day = today;
    offsets = new Map(Intl.supportedValuesOf('timeZone').map((zone) => [zone, offsetMinutes(zone, now)]));
    optionsByLocale = new Map();
    countries = new Map();
  }
  return offsets;
}

/**
 * "GMT+3:30", in Persian with Persian digits ("GMT+۳:۳۰"): the Latin letters keep the sign before the
 * number in a right-to-left line, where a select's text does not honour bidi isolates.
 */
function offsetName(minutes: number, locale: Locale): string {
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  const text = `GMT${minutes < 0 ? '-' : '+'}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
  return locale === 'fa' ? toPersianDigits(text) : text;
}

/**
 * The place a zone is named after, in the page's language: "Dubai" from the id in English; in Persian
 * ICU's own name, from its "generic location" form ("وقت شیکاگو", or "وقت ایران" for a country with one
 * clock), which every zone Node knows has in Persian letters.
 */
function zonePlace(id: string, locale: Locale, now: Date): string {
  if (locale === 'en') return id.split('/').pop()!.replaceAll('_', ' ');
  const name = new Intl.DateTimeFormat('fa-IR', { timeZone: id, timeZoneName: 'shortGeneric' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name?.replace(/^وقت\s+/, '') ?? id;
}

/**
 * "(GMT+4) Gulf Standard Time — Dubai", in the page's language and digits, west to east: the offset first,
 * as the list is ordered by it and a phone's narrow select shows a label's start.
 */
export function timeZoneOptions(locale: Locale, now: Date): TimeZoneOption[] {
  const zones = forDay(now);
  const kept = optionsByLocale.get(locale);
  if (kept) return kept;
  const options = [...zones]
    .map(([id, offset]) => {
      return {
        id,
        offset,
        label: `(${offsetName(offset, locale)}) ${timeZoneName(id, locale, now)} — ${zonePlace(id, locale, now)}`,
      };
    })
    .sort((a, b) => a.offset - b.offset || a.label.localeCompare(b.label, locale))
    .map(({ id, label }) => ({ id, label }));
  optionsByLocale.set(locale, options);
  return options;
}

/** A country's zones; the suggestion is its first when they all keep one clock now (Berlin and Büsingen). */
export function countryTimeZones(countryCode: string, now: Date): CountryTimeZones {
  const offsets = forDay(now);
  const code = countryCode.toUpperCase();
  const kept = countries.get(code);
  if (kept) return kept;
  const zones = countryZones(code);
  const found = { zones, suggested: countryClock(zones, (zone) => offsets.get(zone)) };
  countries.set(code, found);
  return found;
}

/**
 * The zone the form proposes when the shop's country is chosen: the current one if it lies in the country,
 * else the browser's own when it does (the owner is often at the shop), else the country's one clock;
 * where none of these holds, the current zone stays and the owner picks.
 */
export function suggestedTimeZone(current: string, country: CountryTimeZones | undefined, browserZone?: string) {
  if (!country || country.zones.length === 0 || country.zones.includes(current)) return current;
  if (browserZone && country.zones.includes(browserZone)) return browserZone;
  return country.suggested ?? current;
}
