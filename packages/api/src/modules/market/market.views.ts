/** Response schemas of the market (what the API returns), for OpenAPI and the web app's types. */
import { z } from 'zod';

const id = z.uuid();
const nullableText = z.string().nullable();

export const locationView = z
  .object({
    id,
    parentId: id.nullable(),
    level: z.enum(['country', 'state', 'city', 'district']),
    slug: z.string().meta({ example: 'tehran' }),
    code: nullableText,
    nameFa: z.string().meta({ example: 'تهران' }),
    nameEn: z.string().meta({ example: 'Tehran' }),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
  })
  .meta({ id: 'MarketLocation' });

export const categoryView = z.object({
  id,
  kind: z.enum(['place', 'service', 'item']),
  parentId: id.nullable(),
  slug: z.string().meta({ example: 'restaurant' }),
  nameFa: z.string().meta({ example: 'رستوران' }),
  nameEn: z.string().meta({ example: 'Restaurant' }),
  icon: nullableText,
  sortOrder: z.number().int(),
});

export type CategoryTreeNode = z.infer<typeof categoryView> & { children: CategoryTreeNode[] };
export const categoryNode: z.ZodType<CategoryTreeNode> = categoryView
  .extend({ children: z.array(z.lazy(() => categoryNode)) })
  .meta({ id: 'MarketCategoryNode' });

export const propertyView = z
  .object({
    id,
    categoryId: id,
    key: z.string().meta({ example: 'rooms' }),
    type: z.enum(['number', 'enum', 'text', 'boolean']),
    labelFa: z.string(),
    labelEn: z.string(),
    options: z.array(z.object({ value: z.string(), fa: z.string(), en: z.string() })).nullable(),
    min: z.number().nullable(),
    max: z.number().nullable(),
    unitFa: nullableText,
    unitEn: nullableText,
    required: z.boolean(),
    sortOrder: z.number().int(),
  })
  .meta({ id: 'MarketProperty' });

const image = z.object({ id, url: z.string().meta({ example: '/api/market/files/…' }) });

export const listingView = z
  .object({
    id,
    shopId: id,
    kind: z.enum(['place', 'service', 'item']),
    categoryId: id,
    slug: z.string().meta({ example: 'cafe-naderi' }),
    titleFa: z.string().meta({ example: 'کافه نادری' }),
    titleEn: nullableText,
    descriptionFa: nullableText,
    descriptionEn: nullableText,
    images: z.array(image),
    price: z.number().int().nullable().meta({ description: 'Minor unit of the currency (rials, cents)' }),
    currency: z.enum(['IRR', 'USD']),
    attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    countryId: id.nullable(),
    stateId: id.nullable(),
    cityId: id.nullable(),
    districtId: id.nullable(),
    virtualTourId: id.nullable(),
    model3dId: id.nullable(),
    likeCount: z.number().int(),
    viewCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'MarketListing' });

export const ownListingView = listingView
  .extend({
    status: z.enum(['draft', 'paid', 'active', 'rejected', 'disabled', 'deleted']),
    expired: z.boolean().meta({ description: 'Active, but its paid months are over' }),
    rejectionReason: nullableText,
    pendingMonths: z.number().int().meta({ description: 'Paid months that start when an admin activates it' }),
    activatedAt: nullableText,
    expiresAt: nullableText,
  })
  .meta({ id: 'MarketOwnListing' });

export const shopSummary = z.object({ id, name: z.string(), nameEn: z.string(), link: z.string() });

const placeName = z.object({ nameFa: z.string(), nameEn: z.string() }).nullable();
export const locationNamesView = z
  .object({ country: placeName, state: placeName, city: placeName, district: placeName })
  .meta({
    id: 'MarketLocationNames',
    description: "The names of the listing's country, province, city and district (null where it has none)",
    example: {
      country: { nameFa: 'ایران', nameEn: 'Iran' },
      state: { nameFa: 'تهران', nameEn: 'Tehran' },
      city: { nameFa: 'تهران', nameEn: 'Tehran' },
      district: null,
    },
  });

/** A public listing's 3D model: its files by the model's link (public while the listing is), or null. */
export const listingModelRef = z
  .object({
    link: z.string(),
    glbUrl: z.string(),
    usdzUrl: z.string().nullable(),
    galleryUrl: z.string().meta({
      description:
        "A lighter GLB for rooms of many models (the shop's 3D gallery); the GLB itself when the model is light",
    }),
    posterUrl: z.string().nullable(),
  })
  .nullable()
  .meta({ id: 'MarketListingModel', description: "The listing's 3D model, once ready, or null" });

export const searchItemView = listingView
  .extend({ shop: shopSummary, locationNames: locationNamesView, model: listingModelRef })
  .meta({ id: 'MarketSearchItem' });

export const linkAvailabilityView = z.object({
  link: z.string().meta({ example: 'naderi' }),
  available: z.boolean(),
  code: z
    .enum(['ShopLinkIsNotValid', 'ShopLinkIsReserved', 'ShopLinkAlreadyExists'])
    .nullable()
    .meta({ description: 'Why it cannot be taken: not a valid link, a reserved word, or another shop has it' }),
});

export const shopView = z
  .object({
    id,
    name: z.string().meta({ example: 'کافه نادری' }),
    nameEn: z.string().meta({ example: 'Cafe Naderi' }),
    link: z.string().meta({ example: 'naderi' }),
    phones: z.array(z.string()),
    address: nullableText,
    addressEn: nullableText,
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    countryId: id.nullable(),
    stateId: id.nullable(),
    cityId: id.nullable(),
    districtId: id.nullable(),
    profileImageId: id.nullable(),
    profileImageUrl: nullableText,
    bannerImageId: id.nullable(),
    bannerImageUrl: nullableText,
    description: nullableText,
    descriptionEn: nullableText,
    workingHours: z.array(
      z.object({
        day: z.number().int(),
        closed: z.boolean(),
        ranges: z.array(z.object({ open: z.string(), close: z.string() })),
      }),
    ),
    timeZone: z.string().meta({ description: 'The IANA time zone of the working hours', example: 'Asia/Tehran' }),
    social: z.record(z.string(), z.string().nullable().optional()),
    landing: z
      .object({
        headingFa: nullableText.optional(),
        headingEn: nullableText.optional(),
        descriptionFa: nullableText.optional(),
        descriptionEn: nullableText.optional(),
        backgroundImageId: nullableText.optional(),
        backgroundImageUrl: nullableText,
        showLink: z.boolean(),
        buttonTitleFa: nullableText.optional(),
        buttonTitleEn: nullableText.optional(),
      })
      .nullable(),
    status: z.enum(['active', 'disabled']),
    createdAt: z.string(),
  })
  .meta({ id: 'MarketShop' });

/** A shop as the public sees it: with the names of its country, province, city and district. */
export const publicShopView = shopView.extend({ locationNames: locationNamesView }).meta({ id: 'MarketPublicShop' });

export const fileView = z.object({
  id,
  url: z.string(),
  mime: z.string(),
  kind: z.string(),
  size: z.number().int(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});

export const pageMeta = z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

export const displayPriceView = z.object({
  id,
  categoryId: id.nullable(),
  months: z.number().int(),
  coins: z.number().int(),
});

const lastModified = z
  .string()
  .meta({ description: 'When the page last changed (ISO 8601)', example: '2026-11-20T08:30:00.000Z' });

export const sitemapSummaryView = z
  .object({
    entriesPerFile: z.number().int().meta({ description: 'Shops or listings per sitemap file', example: 25000 }),
    shops: z.object({ count: z.number().int(), lastModified: lastModified.nullable() }),
    listings: z.object({ count: z.number().int(), lastModified: lastModified.nullable() }),
  })
  .meta({ id: 'MarketSitemapSummary' });

export const sitemapCategoryView = z
  .object({
    kind: z.enum(['place', 'service', 'item']),
    slug: z.string().nullable().meta({ description: "null: the kind's list of every category", example: 'hotel' }),
    lastModified,
  })
  .meta({ id: 'MarketSitemapCategory' });

export const sitemapShopView = z
  .object({ link: z.string().meta({ example: 'naderi' }), lastModified })
  .meta({ id: 'MarketSitemapShop' });

export const sitemapListingView = z
  .object({
    shopLink: z.string().meta({ example: 'naderi' }),
    kind: z.enum(['place', 'service', 'item']),
    slug: z.string().meta({ example: 'cafe-naderi' }),
    lastModified,
  })
  .meta({ id: 'MarketSitemapListing' });
