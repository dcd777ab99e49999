import { formatNumber, formatRials, type Locale } from '@rassam/i18n';

/** A name kept in both languages (categories, locations, shops). */
export const localName = (locale: Locale, names: { nameFa: string; nameEn: string | null }) =>
  (locale === 'fa' ? names.nameFa : names.nameEn) || names.nameFa;

/**
 * A text in the page's language, or in the other one when it was left empty; `lang` says which, so the
 * text is marked up in its own language (and read with the right voice).
 */
export function localText(
  locale: Locale,
  fa: string | null | undefined,
  en: string | null | undefined,
): { text: string; lang: Locale } | null {
  const own = locale === 'fa' ? fa : en;
  if (own?.trim()) return { text: own, lang: locale };
  const other = locale === 'fa' ? en : fa;
  if (other?.trim()) return { text: other, lang: locale === 'fa' ? 'en' : 'fa' };
  return null;
}

/** A listing's title in the page's language (Persian is always there). */
export const listingTitle = (locale: Locale, listing: { titleFa: string; titleEn: string | null }) =>
  localText(locale, listing.titleFa, listing.titleEn) ?? { text: listing.titleFa, lang: 'fa' as Locale };

/** Prices are stored in the currency's minor unit: rials (shown as toman in Persian) or cents. */
export function formatPrice(price: number | null, currency: string, locale: Locale): string | null {
  if (price === null) return null;
  if (currency === 'USD') {
    return new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US', { style: 'currency', currency: 'USD' }).format(
      price / 100,
    );
  }
  return formatRials(price, locale);
}

// ── Working hours ────────────────────────────────────────────────────────────────────────────────────

export interface WorkingDay {
  /** 0 = Saturday … 6 = Friday, the Iranian week. */
  day: number;
  closed: boolean;
  ranges: { open: string; close: string }[];
}

/** The Iranian week starts on Saturday; JavaScript's on Sunday. */
export const weekDayOf = (jsDay: number) => (jsDay + 1) % 7;

/** The shop's clock: its day of the week (0 = Saturday) and minutes since midnight, in the shop's time zone. */
export function shopClock(now: Date, timeZone: string): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const jsDay = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { day: weekDayOf(jsDay), minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

export type OpenStatus =
  | { state: 'unknown' }
  | { state: 'open'; closesAt: string }
  | { state: 'closed'; opensAt: string | null; opensDay: number | null };

/**
 * Open or closed now, by the shop's own hours: open inside one of today's ranges; otherwise the next
 * opening this week (today later, or the next day that has hours).
 */
export function openStatus(hours: WorkingDay[], now: Date, timeZone: string): OpenStatus {
  if (hours.length === 0) return { state: 'unknown' };
  const { day, minutes } = shopClock(now, timeZone);
  const byDay = new Map(hours.map((d) => [d.day, d]));
  const today = byDay.get(day);
  if (today && !today.closed) {
    const ranges = [...today.ranges].sort((a, b) => toMinutes(a.open) - toMinutes(b.open));
    const current = ranges.find((r) => minutes >= toMinutes(r.open) && minutes < toMinutes(r.close));
    if (current) return { state: 'open', closesAt: current.close };
    const later = ranges.find((r) => toMinutes(r.open) > minutes);
    if (later) return { state: 'closed', opensAt: later.open, opensDay: day };
  }
  for (let step = 1; step <= 7; step += 1) {
    const next = byDay.get((day + step) % 7);
    if (next && !next.closed && next.ranges.length > 0) {
      const first = [...next.ranges].sort((a, b) => toMinutes(a.open) - toMinutes(b.open))[0]!;
      return { state: 'closed', opensAt: first.open, opensDay: next.day };
    }
  }
  return { state: 'closed', opensAt: null, opensDay: null };
}

/**
 * A time zone's name as people say it, in the page's language ("Gulf Standard Time", «وقت عادی خلیج فارس»);
 * its offset from GMT where the language has no name for it.
 */
export function timeZoneName(timeZone: string, locale: Locale, now: Date): string {
  const parts = new Intl.DateTimeFormat(locale === 'fa' ? 'fa-IR' : 'en-US', {
    timeZone,
    timeZoneName: 'longGeneric',
  }).formatToParts(now);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** "09:00" in the page's digits. */
export function formatTime(time: string, locale: Locale): string {
  const [h, m] = time.split(':').map(Number);
  return `${formatNumber(h ?? 0, locale).padStart(2, locale === 'fa' ? '۰' : '0')}:${formatNumber(m ?? 0, locale).padStart(2, locale === 'fa' ? '۰' : '0')}`;
}

// ── Social links ─────────────────────────────────────────────────────────────────────────────────────

export const SOCIAL_KEYS = [
  'instagram',
  'telegram',
  'whatsapp',
  'eitaa',
  'bale',
  'rubika',
  'linkedin',
  'x',
  'aparat',
  'youtube',
  'website',
  'email',
] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];

/** WhatsApp wants the number with its country code and no plus: an Iranian 09… becomes 989…. */
export function whatsappNumber(value: string): string {
  const digits = value.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits.slice(1);
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `98${digits.slice(1)}`;
  return digits;
}

/** The address a social handle opens; null for a value that cannot be one. */
export function socialHref(key: SocialKey, raw: string | null | undefined): string | null {
  const value = raw?.trim().replace(/^@/, '');
  if (!value) return null;
  const handle = encodeURIComponent(value);
  switch (key) {
    case 'instagram':
      return `https://www.instagram.com/${handle}/`;
    case 'telegram':
      return `https://t.me/${handle}`;
    case 'whatsapp':
      return `https://wa.me/${whatsappNumber(value)}`;
    case 'eitaa':
      return `https://eitaa.com/${handle}`;
    case 'bale':
      return `https://ble.ir/${handle}`;
    case 'rubika':
      return `https://rubika.ir/${handle}`;
    case 'linkedin':
      return `https://www.linkedin.com/in/${handle}/`;
    case 'x':
      return `https://x.com/${handle}`;
    case 'aparat':
      return `https://www.aparat.com/${handle}`;
    case 'youtube':
      return `https://www.youtube.com/@${handle}`;
    case 'website':
      return /^https?:\/\//i.test(value) ? value : null;
    case 'email':
      return /^[^\s@]+@[^\s@]+$/.test(value) ? `mailto:${value}` : null;
  }
}

/** The shop's social links that lead somewhere, in a fixed order. */
export function socialLinks(social: Record<string, string | null | undefined>) {
  return SOCIAL_KEYS.flatMap((key) => {
    const href = socialHref(key, social[key]);
    return href ? [{ key, href, value: social[key]!.replace(/^@/, '') }] : [];
  });
}

/** A phone number for a tel: link (digits and a leading plus). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The direction of a text in its own language (a Persian fallback on an English page reads right to left). */
export const dirOf = (lang: Locale | undefined) => (lang === undefined ? undefined : lang === 'fa' ? 'rtl' : 'ltr');

type PlaceNames = Record<'country' | 'state' | 'city' | 'district', { nameFa: string; nameEn: string } | null>;

/**
 * Where a listing is, smallest place first ("Tehran, Tehran"): the API sends the names with the listing.
 * A card names the city and the province; the listing's page adds the district and the country.
 */
export function placeLine(locale: Locale, names: PlaceNames, parts: (keyof PlaceNames)[]): string {
  return parts
    .map((part) => names[part])
    .filter((name): name is NonNullable<typeof name> => name !== null)
    .map((name) => localName(locale, name))
    .join(locale === 'fa' ? '، ' : ', ');
}
