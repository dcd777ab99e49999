/**
 * The market's request schemas, shared with the web app's forms (zod and pure helpers only). Numbers a
 * person types may arrive in Persian or Arabic digits, as strings or numbers; coordinates must lie in
 * the world.
 */
import { toLatinDigits } from '@rassam/i18n';
import { IMAGE_WIDTHS } from '../../lib/image-widths';
import { z } from 'zod';
import { RESERVED_SHOP_LINKS } from './reserved';
import { timeZone } from './time-zone';

export const LISTING_KINDS = ['place', 'service', 'item'] as const;
export const listingKind = z.enum(LISTING_KINDS).meta({ description: 'place, service or shop item', example: 'place' });
export const DISPLAY_MONTHS = { min: 1, max: 12 } as const;
export const MAX_PAGE_SIZE = 50;

/** A number typed by a person: 12, "12", "۱۲" or "١٢" are all 12. */
export const looseNumber = z
  .union([z.number(), z.string()])
  .transform((v, ctx) => {
    if (typeof v === 'number') return v;
    const text = toLatinDigits(v)
      .replace(/[٬,\s]/g, '')
      .replace('٫', '.');
    const n = text === '' ? Number.NaN : Number(text);
    if (!Number.isFinite(n)) {
      // A field text (@rassam/i18n fieldTexts): the box says what it wants.
      ctx.addIssue({ code: 'custom', message: 'EnterNumber' });
      return z.NEVER;
    }
    return n;
  })
  .pipe(z.number().finite());

/** PostgreSQL's `integer`, the type of every whole-number column of the market. */
export const INT_COLUMN = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/** A whole number a person typed, in the range of an integer column (a larger one is refused, not a 500). */
export const looseInt = looseNumber.pipe(z.number().int().min(INT_COLUMN.min).max(INT_COLUMN.max));

/**
 * The display months a listing is paid for, typed in any digits: the pay form shows its failure under
 * the field with DISPLAY_MONTHS' bounds, and the API refuses the same (DisplayMonthNotValid).
 */
export const displayMonths = looseInt.pipe(
  z.number().min(DISPLAY_MONTHS.min, 'DisplayMonthNotValid').max(DISPLAY_MONTHS.max, 'DisplayMonthNotValid'),
);

// Outside the world names the catalogue's own text, on the client as on the server.
export const latitude = looseNumber
  .pipe(z.number().min(-90, 'CoordinatesAreNotValid').max(90, 'CoordinatesAreNotValid'))
  .meta({ description: '−90..90', example: 35.6892 });
export const longitude = looseNumber
  .pipe(z.number().min(-180, 'CoordinatesAreNotValid').max(180, 'CoordinatesAreNotValid'))
  .meta({ description: '−180..180', example: 51.389 });

/** `?w=`: one of the widths a stored image is served at (a market image's, a shared result's). */
export const imageWidthQuery = z.object({
  w: looseInt
    .pipe(z.number().refine((w) => (IMAGE_WIDTHS as readonly number[]).includes(w), 'ValidationError'))
    .optional()
    .meta({ description: `One of ${IMAGE_WIDTHS.join(', ')}: a WebP at most this wide`, example: 320 }),
});

export const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'SlugIdIsNotValid')
  .max(80)
  .meta({ description: 'Latin letters, digits and single hyphens', example: 'cafe-naderi' });

/**
 * A shop's link: 3–30 Latin letters, digits, _ . -; starts with a letter; not a market route word. Its
 * errors name the shop link, the field people see, not a slug; an empty box is simply required.
 */
export const shopLink = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .regex(/^[a-z][a-z0-9_.-]{2,29}$/, 'ShopLinkIsNotValid')
  .refine((v) => !RESERVED_SHOP_LINKS.has(v), 'ShopLinkIsReserved')
  .meta({
    description: '3–30 characters, starts with a Latin letter; market route words are reserved',
    example: 'naderi',
  });

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** A shop's phone: a landline or a mobile, so not the sign-in forms' PhoneNumberIsNotValid. */
const phone = z
  .string()
  .transform((v) => toLatinDigits(v).replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^\+?[0-9]{5,15}$/, 'PhoneNumber'))
  .meta({ example: '02188776655' });

const locationRefs = {
  countryId: z.uuid({ error: 'LocationIdIsNotValid' }).nullable().optional(),
  stateId: z.uuid({ error: 'LocationIdIsNotValid' }).nullable().optional(),
  cityId: z.uuid({ error: 'LocationIdIsNotValid' }).nullable().optional(),
  districtId: z.uuid({ error: 'LocationIdIsNotValid' }).nullable().optional(),
};

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/;
const time = z.string().regex(TIME, 'ValidationError');
/** Compared as text, so only two well-formed times are; a malformed one has its own error already. */
const wellFormed = (r: { open: string; close: string }) => TIME.test(r.open) && TIME.test(r.close);
/** A split day (9–13 and 16–20) is several ranges; more than this is not a shop's week. */
export const MAX_DAY_RANGES = 4;
const timeRange = z
  .strictObject({ open: time, close: time })
  .refine((r) => !wellFormed(r) || r.open < r.close, { error: 'WorkingHoursRangeNotValid', path: ['close'] });

/** Whether any two well-formed "HH:MM" ranges share a minute (one ending when the next starts does not). */
export function rangesOverlap(ranges: readonly { open: string; close: string }[]): boolean {
  const sorted = ranges.filter((r) => wellFormed(r) && r.open < r.close).sort((a, b) => a.open.localeCompare(b.open));
  return sorted.some((range, i) => i > 0 && range.open < sorted[i - 1]!.close);
}

export const workingDay = z.strictObject({
  day: z.number().int().min(0).max(6).meta({ description: '0 = Saturday … 6 = Friday' }),
  closed: z.boolean(),
  ranges: z
    .array(timeRange)
    .max(MAX_DAY_RANGES)
    .refine((ranges) => !rangesOverlap(ranges), 'WorkingHoursOverlap')
    .meta({ description: `Up to ${MAX_DAY_RANGES} ranges that do not overlap, open < close` }),
});
export const workingHours = z
  .array(workingDay)
  .max(7)
  .refine((days) => new Set(days.map((d) => d.day)).size === days.length, 'ValidationError')
  .meta({
    example: [
      {
        day: 0,
        closed: false,
        ranges: [
          { open: '09:00', close: '13:00' },
          { open: '16:00', close: '20:00' },
        ],
      },
    ],
  });

export const shopBody = z.strictObject({
  name: text(80).meta({ example: 'کافه نادری' }),
  nameEn: text(80)
    .regex(/^[^\u0600-\u06FF]+$/, 'LatinLettersOnly')
    .meta({ example: 'Cafe Naderi' }),
  link: shopLink,
  phones: z.array(phone).max(5).optional(),
  address: optionalText(300),
  addressEn: optionalText(300),
  lat: latitude.nullable().optional(),
  lng: longitude.nullable().optional(),
  ...locationRefs,
  description: optionalText(4000),
  descriptionEn: optionalText(4000),
  workingHours: workingHours.optional(),
  timeZone: timeZone.optional(),
});
export const updateShopBody = shopBody.partial();

const handle = (pattern: RegExp) =>
  z
    .string()
    .trim()
    .transform((v) => v.replace(/^@/, ''))
    .pipe(z.string().regex(pattern, 'SocialHandle'))
    .nullable()
    .optional();
const HANDLE = /^[A-Za-z0-9_.]{3,32}$/;
const httpUrl = z
  .url({ protocol: /^https?$/, error: 'WebsiteAddress' })
  .max(300)
  .nullable()
  .optional();

export const socialBody = z
  .strictObject({
    instagram: handle(/^[A-Za-z0-9_.]{1,30}$/),
    telegram: handle(/^[A-Za-z][A-Za-z0-9_]{4,31}$/),
    whatsapp: z
      .string()
      .transform((v) => toLatinDigits(v).replace(/[\s()-]/g, ''))
      .pipe(z.string().regex(/^\+?[0-9]{8,15}$/, 'WhatsappNumber'))
      .nullable()
      .optional(),
    eitaa: handle(HANDLE),
    bale: handle(HANDLE),
    rubika: handle(HANDLE),
    linkedin: handle(/^[A-Za-z0-9-]{3,100}$/),
    x: handle(/^[A-Za-z0-9_]{1,15}$/),
    aparat: handle(HANDLE),
    youtube: handle(/^[A-Za-z0-9_.-]{3,100}$/),
    website: httpUrl,
    email: z.email({ error: 'EmailIsNotValid' }).nullable().optional(),
  })
  .meta({
    description: 'Handles without @, or addresses',
    example: { instagram: 'cafe.naderi', telegram: 'cafenaderi' },
  });

export const landingBody = z.strictObject({
  headingFa: optionalText(120),
  headingEn: optionalText(120),
  descriptionFa: optionalText(1000),
  descriptionEn: optionalText(1000),
  backgroundImageId: z.uuid({ error: 'FileIdIsNotValid' }).nullable().optional(),
  showLink: z.boolean().default(false),
  buttonTitleFa: optionalText(40),
  buttonTitleEn: optionalText(40),
});

export const attributeValue = z.union([z.string().max(500), z.number(), z.boolean()]);

/** Left at the select's placeholder, the category was not chosen: that is what the field should say. */
const chosenCategoryId = z.uuid({
  error: (issue) => (issue.input === '' || issue.input == null ? 'ChooseCategory' : 'CategoryIdIsNotValid'),
});

export const listingBody = z.strictObject({
  kind: listingKind,
  categoryId: chosenCategoryId,
  slug,
  titleFa: text(150).meta({ example: 'کافه نادری' }),
  titleEn: optionalText(150),
  descriptionFa: optionalText(8000),
  descriptionEn: optionalText(8000),
  images: z
    .array(z.uuid({ error: 'FileIdIsNotValid' }))
    .max(20)
    .optional(),
  price: looseInt.pipe(z.number().int().min(0).max(2_000_000_000)).nullable().optional(),
  currency: z.enum(['IRR', 'USD']).optional(),
  attributes: z.record(z.string(), attributeValue).optional(),
  lat: latitude.nullable().optional(),
  lng: longitude.nullable().optional(),
  ...locationRefs,
});
/** kind and categoryId may be sent again unchanged; a different value is refused by the service. */
export const updateListingBody = listingBody.partial();

export const payBody = z.strictObject({
  months: looseInt.meta({ description: 'Display months, 1–12', example: 3 }),
});

export const rejectBody = z.strictObject({ reason: text(1000).meta({ example: 'تصاویر با عنوان همخوانی ندارد' }) });

export const propertyBody = z.strictObject({
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, 'ValidationError')
    .meta({ example: 'rooms' }),
  type: z.enum(['number', 'enum', 'text', 'boolean']),
  labelFa: text(80),
  labelEn: text(80),
  options: z
    .array(z.strictObject({ value: z.string().trim().min(1).max(60), fa: text(80), en: text(80) }))
    .max(100)
    .nullable()
    .optional(),
  min: looseNumber.nullable().optional(),
  max: looseNumber.nullable().optional(),
  unitFa: optionalText(20),
  unitEn: optionalText(20),
  required: z.boolean().optional(),
  sortOrder: looseInt.optional(),
});

export const categoryBody = z.strictObject({
  kind: listingKind,
  parentId: z.uuid({ error: 'CategoryIdIsNotValid' }).nullable().optional(),
  slug,
  nameFa: text(80).meta({ example: 'رستوران' }),
  nameEn: text(80).meta({ example: 'Restaurant' }),
  icon: optionalText(60),
  sortOrder: looseInt.optional(),
});
export const updateCategoryBody = categoryBody.omit({ kind: true }).partial();

export const locationBody = z.strictObject({
  parentId: z.uuid({ error: 'LocationIdIsNotValid' }).nullable().optional(),
  level: z.enum(['country', 'state', 'city', 'district']),
  slug,
  code: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .optional(),
  nameFa: text(100),
  nameEn: text(100),
  lat: latitude.nullable().optional(),
  lng: longitude.nullable().optional(),
  sortOrder: looseInt.optional(),
});
export const updateLocationBody = locationBody.omit({ level: true, parentId: true }).partial();

export const displayPriceBody = z.strictObject({
  categoryId: z.uuid({ error: 'CategoryIdIsNotValid' }).nullable(),
  months: looseInt,
  coins: looseInt.pipe(z.number().int().min(0).max(10_000_000)),
});

/** Prices are whole rials or cents in an integer column; a filter is one too. */
const queryPrice = looseInt
  .pipe(z.number().int().min(0))
  .optional()
  .meta({ description: 'Whole rials (or cents), in any digits', example: '500000' });
const queryUuid = (error: string) => z.uuid({ error }).optional();

export const searchQuery = z.object({
  q: z.string().max(200).optional().meta({ description: 'Words to find, in any script or digits', example: 'کافه' }),
  kind: listingKind.optional(),
  category: queryUuid('CategoryIdIsNotValid').meta({ description: 'Includes its sub-categories' }),
  country: queryUuid('LocationIdIsNotValid'),
  state: queryUuid('LocationIdIsNotValid'),
  city: queryUuid('LocationIdIsNotValid'),
  district: queryUuid('LocationIdIsNotValid'),
  shop: z.string().max(40).optional().meta({ description: "A shop's link: only its listings" }),
  minPrice: queryPrice,
  maxPrice: queryPrice,
  bbox: z.string().optional().meta({ description: 'minLat,minLng,maxLat,maxLng', example: '35.5,51.2,35.9,51.6' }),
  lat: latitude.optional(),
  lng: longitude.optional(),
  sort: z.enum(['relevance', 'newest', 'nearest', 'liked', 'price_asc', 'price_desc']).optional(),
  page: looseInt.pipe(z.number().int().min(1).max(10_000)).optional(),
  pageSize: looseInt.pipe(z.number().int().min(1).max(MAX_PAGE_SIZE)).optional(),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/**
 * A listing's state as its owner and the admins filter by it: the stored states, with `active` split in
 * two, the listings on show (`active`) and those whose paid months are over (`expired`).
 */
export const LISTING_FILTER_STATES = ['draft', 'paid', 'active', 'expired', 'rejected', 'disabled', 'deleted'] as const;
export type ListingFilterState = (typeof LISTING_FILTER_STATES)[number];
export const MAX_EXPIRING_DAYS = 365;

const pageParams = {
  page: z.string().max(12).optional().meta({ description: 'From 1, in any digits', example: '2' }),
  pageSize: z
    .string()
    .max(12)
    .optional()
    .meta({ description: `1–${MAX_PAGE_SIZE}, in any digits`, example: '20' }),
};

const expiringDays = looseInt
  .pipe(z.number().int().min(1).max(MAX_EXPIRING_DAYS))
  .optional()
  .meta({ description: `On show, and their months end within this many days (1–${MAX_EXPIRING_DAYS})`, example: 7 });

/** The shop owner's list of their listings. */
export const ownListingsQuery = z.object({
  status: z.enum(LISTING_FILTER_STATES).optional().meta({ description: 'Without it, every state but deleted' }),
  kind: listingKind.optional(),
  expiringDays,
  ...pageParams,
});

/** The admins' moderation queue. */
export const adminQueueQuery = z.object({
  status: z.enum(LISTING_FILTER_STATES).optional().meta({ description: 'paid (awaiting review) by default' }),
  kind: listingKind.optional(),
  category: queryUuid('CategoryIdIsNotValid').meta({ description: 'Includes its sub-categories' }),
  shop: z.string().trim().max(40).optional().meta({ description: "A shop's link", example: 'naderi' }),
  q: z
    .string()
    .max(100)
    .optional()
    .meta({ description: 'Words in the title, category, slug or shop name, in any script', example: 'کافه' }),
  paidSince: z
    .string()
    .transform((v) => toLatinDigits(v).trim())
    .pipe(z.iso.date({ error: 'ValidationError' }))
    .optional()
    .meta({ description: 'Paid for (first time or renewal) on or after this day (UTC)', example: '2026-01-31' }),
  expiringDays,
  ...pageParams,
});

export interface BBox {
  minLat: number;
  minLng: number;
  maxLat: number;
  maxLng: number;
}

/** "minLat,minLng,maxLat,maxLng" (any digits) → a box inside the world, or null when malformed. */
export function parseBBox(value: string): BBox | null {
  const parts = toLatinDigits(value)
    .split(',')
    .map((p) => Number(p.trim()));
  if (parts.length !== 4 || parts.some((p) => !Number.isFinite(p))) return null;
  const [minLat, minLng, maxLat, maxLng] = parts as [number, number, number, number];
  const inWorld = (lat: number, lng: number) => lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180;
  if (!inWorld(minLat, minLng) || !inWorld(maxLat, maxLng) || minLat > maxLat || minLng > maxLng) return null;
  return { minLat, minLng, maxLat, maxLng };
}
