import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { designs, files } from './generation';
import { models } from './models';
import { users } from './users';

/** The three trees of the market: places, services and shop items. */
export const listingKinds = ['place', 'service', 'item'] as const;
export type ListingKind = (typeof listingKinds)[number];

/** The rooms a shop's 3D gallery can be (apps/web components/gallery/room-styles.ts draws them). */
export const galleryStyles = ['gallery', 'warm', 'night'] as const;
export type GalleryStyle = (typeof galleryStyles)[number];
/** How a gallery item shows its listing: its 3D model on a plinth, or its first picture framed on a wall. */
export const galleryDisplays = ['model', 'image'] as const;
export type GalleryDisplay = (typeof galleryDisplays)[number];
/** The most items a gallery holds: the room is measured at this many (decision 034). */
export const GALLERY_MAX_ITEMS = 12;

export const locationLevels = ['country', 'state', 'city', 'district'] as const;
export type LocationLevel = (typeof locationLevels)[number];

/**
 * Country → state (province) → city → district. One table, each row pointing at its parent, because
 * every level has the same fields and pages walk it by slug path (/iran/tehran/tehran).
 */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => locations.id, { onDelete: 'restrict' }),
    level: text('level').$type<LocationLevel>().notNull(),
    slug: text('slug').notNull(),
    /** ISO 3166-1 alpha-2 for countries. */
    code: text('code'),
    nameFa: text('name_fa').notNull(),
    nameEn: text('name_en').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('locations_parent_slug_unique').on(t.parentId, t.slug).nullsNotDistinct(),
    index('locations_parent_idx').on(t.parentId, t.sortOrder),
    check('locations_level_check', sql`${t.level} in ('country', 'state', 'city', 'district')`),
    check('locations_root_is_country', sql`(${t.parentId} is null) = (${t.level} = 'country')`),
    check('locations_lat_check', sql`${t.lat} between -90 and 90`),
    check('locations_lng_check', sql`${t.lng} between -180 and 180`),
  ],
);

/** A category tree per listing kind; `parent_id` never points at the row itself or below it (checked in the service). */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ListingKind>().notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull(),
    nameFa: text('name_fa').notNull(),
    nameEn: text('name_en').notNull(),
    /** An icon name of the web app's icon set. */
    icon: text('icon'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('categories_kind_slug_unique').on(t.kind, t.slug),
    index('categories_parent_idx').on(t.parentId),
    check('categories_kind_check', sql`${t.kind} in ('place', 'service', 'item')`),
    check('categories_not_own_parent', sql`${t.parentId} is distinct from ${t.id}`),
  ],
);

export const propertyTypes = ['number', 'enum', 'text', 'boolean'] as const;
export type PropertyType = (typeof propertyTypes)[number];
export interface PropertyOption {
  value: string;
  fa: string;
  en: string;
}

/** A typed attribute that listings of the category (and of its sub-categories) fill in. */
export const categoryProperties = pgTable(
  'category_properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    type: text('type').$type<PropertyType>().notNull(),
    labelFa: text('label_fa').notNull(),
    labelEn: text('label_en').notNull(),
    /** Enum choices. */
    options: jsonb('options').$type<PropertyOption[]>(),
    /** Number bounds. */
    min: doublePrecision('min'),
    max: doublePrecision('max'),
    unitFa: text('unit_fa'),
    unitEn: text('unit_en'),
    required: boolean('required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('category_properties_key_unique').on(t.categoryId, t.key),
    check('category_properties_type_check', sql`${t.type} in ('number', 'enum', 'text', 'boolean')`),
  ],
);

export interface WorkingDay {
  /** 0 = Saturday … 6 = Friday (the Iranian week). */
  day: number;
  closed: boolean;
  /** "09:00"–"17:30" ranges; two for a split day. */
  ranges: { open: string; close: string }[];
}

export interface ShopSocial {
  instagram?: string | null;
  telegram?: string | null;
  whatsapp?: string | null;
  eitaa?: string | null;
  bale?: string | null;
  rubika?: string | null;
  linkedin?: string | null;
  x?: string | null;
  aparat?: string | null;
  youtube?: string | null;
  website?: string | null;
  email?: string | null;
}

export interface ShopLanding {
  headingFa?: string | null;
  headingEn?: string | null;
  descriptionFa?: string | null;
  descriptionEn?: string | null;
  backgroundImageId?: string | null;
  showLink: boolean;
  buttonTitleFa?: string | null;
  buttonTitleEn?: string | null;
}

/** One shop per user: having one is what makes a user a shop owner. */
export const shops = pgTable(
  'shops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    /** The names folded by the search normaliser: "كتاب" and "کتاب" are one name. */
    nameKey: text('name_key').notNull(),
    nameEnKey: text('name_en_key').notNull(),
    /** The shop's address segment (/market/{link}); lowercase. */
    link: text('link').notNull().unique(),
    phones: jsonb('phones').$type<string[]>().notNull().default([]),
    address: text('address'),
    addressEn: text('address_en'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    countryId: uuid('country_id').references(() => locations.id),
    stateId: uuid('state_id').references(() => locations.id),
    cityId: uuid('city_id').references(() => locations.id),
    districtId: uuid('district_id').references(() => locations.id),
    profileImageId: uuid('profile_image_id').references(() => files.id, { onDelete: 'set null' }),
    bannerImageId: uuid('banner_image_id').references(() => files.id, { onDelete: 'set null' }),
    description: text('description'),
    descriptionEn: text('description_en'),
    workingHours: jsonb('working_hours').$type<WorkingDay[]>().notNull().default([]),
    /** The IANA zone its working hours are kept in (checked by the API's schema: SQL cannot tell a zone). */
    timeZone: text('time_zone').notNull().default('Asia/Tehran'),
    social: jsonb('social').$type<ShopSocial>().notNull().default({}),
    landing: jsonb('landing').$type<ShopLanding>(),
    /** The room of the shop's 3D gallery (its items are shop_gallery_items). */
    galleryStyle: text('gallery_style').$type<GalleryStyle>().notNull().default('gallery'),
    status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shops_name_key_unique').on(t.nameKey),
    uniqueIndex('shops_name_en_key_unique').on(t.nameEnKey),
    check('shops_status_check', sql`${t.status} in ('active', 'disabled')`),
    check('shops_gallery_style_check', sql`${t.galleryStyle} in ('gallery', 'warm', 'night')`),
    check('shops_lat_check', sql`${t.lat} between -90 and 90`),
    check('shops_lng_check', sql`${t.lng} between -180 and 180`),
  ],
);

/**
 * What a shop's 3D gallery shows, in order: its own listings, each as its model or its picture. A listing
 * that is deleted leaves the gallery with it; one that is not public (yet, or any more) is kept here and left
 * out of the public gallery until it is.
 */
export const shopGalleryItems = pgTable(
  'shop_gallery_items',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    display: text('display').$type<GalleryDisplay>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.listingId] }),
    unique('shop_gallery_items_position_unique').on(t.shopId, t.position),
    index('shop_gallery_items_listing_idx').on(t.listingId),
    check('shop_gallery_items_display_check', sql`${t.display} in ('model', 'image')`),
    check(
      'shop_gallery_items_position_check',
      sql`${t.position} between 0 and ${sql.raw(String(GALLERY_MAX_ITEMS - 1))}`,
    ),
  ],
);

/** The shop's media library: the images its pages and listings may show (served publicly). */
export const shopMedia = pgTable(
  'shop_media',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.fileId] })],
);

/** AI designs of the owner's that the shop shows. */
export const shopDesigns = pgTable(
  'shop_designs',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    designId: uuid('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.designId] })],
);

export const listingStatuses = ['draft', 'paid', 'active', 'rejected', 'disabled', 'deleted'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/**
 * A listing (a "product" in the spec's words): a place, a service or a shop item. Public only while
 * `status = 'active' and expires_at > now()`; expiry is that query-time check, no job flips a row.
 * `search_text` is the titles, descriptions and category names folded by the one search normaliser
 * (written by the service), indexed for trigram and full-text search.
 */
/** Rows that may be public (the expiry is checked at query time). */
const activeRow = sql`status = 'active'`;

export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ListingKind>().notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull(),
    titleFa: text('title_fa').notNull(),
    titleEn: text('title_en'),
    descriptionFa: text('description_fa'),
    descriptionEn: text('description_en'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    price: integer('price'),
    currency: text('currency').$type<'IRR' | 'USD'>().notNull().default('IRR'),
    attributes: jsonb('attributes').$type<Record<string, string | number | boolean>>().notNull().default({}),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    countryId: uuid('country_id').references(() => locations.id),
    stateId: uuid('state_id').references(() => locations.id),
    cityId: uuid('city_id').references(() => locations.id),
    districtId: uuid('district_id').references(() => locations.id),
    /** Reserved for the virtual tours of a later step. */
    virtualTourId: uuid('virtual_tour_id'),
    /** The listing's 3D model (at most one; a model may show on several listings of its owner's shop). */
    model3dId: uuid('model3d_id').references(() => models.id, { onDelete: 'set null' }),
    status: text('status').$type<ListingStatus>().notNull().default('draft'),
    rejectionReason: text('rejection_reason'),
    /** Months paid for but not started yet (they start when an admin activates the listing). */
    pendingMonths: integer('pending_months').notNull().default(0),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    likeCount: integer('like_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('listings_shop_slug_unique').on(t.shopId, t.slug),
    index('listings_shop_idx').on(t.shopId, t.status),
    index('listings_public_idx').on(t.status, t.expiresAt),
    // The public lists' orders within each filter, over active rows only (a partial index cannot hold the
    // expiry, a time that moves): a page of a province's newest reads a dozen index entries and stops.
    // NULLS FIRST is what `order by … desc` means, which an index must match to be read in order.
    index('listings_active_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(activeRow),
    index('listings_active_kind_idx')
      .on(t.kind, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(activeRow),
    index('listings_active_category_idx')
      .on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(activeRow),
    index('listings_active_state_idx')
      .on(t.stateId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(activeRow),
    index('listings_active_city_idx')
      .on(t.cityId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(activeRow),
    index('listings_active_district_idx')
      .on(t.districtId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(activeRow),
    index('listings_active_liked_idx')
      .on(t.likeCount.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(activeRow),
    index('listings_active_price_idx')
      .on(t.price, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(activeRow),
    index('listings_lat_lng_idx').on(t.lat, t.lng),
    // Foreign keys that the public indexes above do not cover (restrict checks, admin lists).
    index('listings_category_idx').on(t.categoryId),
    index('listings_model_idx')
      .on(t.model3dId)
      .where(sql`${t.model3dId} is not null`),
    index('listings_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('listings_search_fts_idx').using('gin', sql`to_tsvector('simple'::regconfig, ${t.searchText})` as SQL),
    check('listings_status_check', sql`${t.status} in ('draft', 'paid', 'active', 'rejected', 'disabled', 'deleted')`),
    check('listings_kind_check', sql`${t.kind} in ('place', 'service', 'item')`),
    check('listings_lat_check', sql`${t.lat} between -90 and 90`),
    check('listings_lng_check', sql`${t.lng} between -180 and 180`),
    check('listings_price_check', sql`${t.price} >= 0`),
    check('listings_counts_check', sql`${t.likeCount} >= 0 and ${t.viewCount} >= 0 and ${t.pendingMonths} >= 0`),
  ],
);

export const listingLikes = pgTable(
  'listing_likes',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.userId] }), index('listing_likes_user_idx').on(t.userId)],
);

/** One row per display purchase (first payment or renewal); its invoice's subject. */
export const listingPayments = pgTable(
  'listing_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    months: integer('months').notNull(),
    coins: integer('coins').notNull(),
    factorId: uuid('factor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('listing_payments_listing_idx').on(t.listingId),
    check('listing_payments_months_check', sql`${t.months} between 1 and 12`),
    check('listing_payments_coins_check', sql`${t.coins} >= 0`),
  ],
);

/**
 * What showing a listing costs, in coins, per category and number of months. A row without a category
 * is the default for every category; a category without rows takes its nearest ancestor's.
 */
export const displayPrices = pgTable(
  'display_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    months: integer('months').notNull(),
    coins: integer('coins').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('display_prices_category_months_unique').on(t.categoryId, t.months).nullsNotDistinct(),
    check('display_prices_months_check', sql`${t.months} between 1 and 12`),
    check('display_prices_coins_check', sql`${t.coins} >= 0`),
  ],
);

export type Location = typeof locations.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type CategoryProperty = typeof categoryProperties.$inferSelect;
export type Shop = typeof shops.$inferSelect;
export type Listing = typeof listings.$inferSelect;
