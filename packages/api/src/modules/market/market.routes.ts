/** Public market routes: category trees, locations, search, shops and listings. */
import { createRoute, z } from '@hono/zod-openapi';
import { commonErrors, failure, storedFileResponses, success } from '../../lib/openapi';
import { imageWidthQuery, listingKind, searchQuery, slug } from './market.schemas';
import { listingTourView } from '../tours/tours.schemas';
import {
  categoryNode,
  linkAvailabilityView,
  listingModelRef,
  listingView,
  locationNamesView,
  locationView,
  pageMeta,
  propertyView,
  publicShopView,
  searchItemView,
  shopSummary,
  sitemapCategoryView,
  sitemapListingView,
  sitemapShopView,
  sitemapSummaryView,
} from './market.views';

const tags = ['Market'];
const uuidParam = (error: string) => z.uuid({ error }).meta({ param: { name: 'id', in: 'path' } });
export const linkParam = z
  .string()
  .min(1)
  .max(40)
  .meta({ param: { name: 'link', in: 'path' }, example: 'naderi' });

export const categories = createRoute({
  method: 'get',
  path: '/market/categories',
  tags,
  summary: 'The category tree of a listing kind',
  request: { query: z.object({ kind: listingKind }) },
  responses: { 200: success(z.array(categoryNode)), ...commonErrors },
});

export const categoryProperties = createRoute({
  method: 'get',
  path: '/market/categories/{id}/properties',
  tags,
  summary: "The properties a listing of the category fills in (its own and its ancestors')",
  request: { params: z.object({ id: uuidParam('CategoryIdIsNotValid') }) },
  responses: { 200: success(z.array(propertyView)), 404: failure('CategoryNotFound'), ...commonErrors },
});

export const locations = createRoute({
  method: 'get',
  path: '/market/locations',
  tags,
  summary: 'The children of a location (the countries without a parent)',
  request: {
    query: z.object({
      parent: z.uuid({ error: 'LocationIdIsNotValid' }).optional().meta({ description: 'Parent id' }),
    }),
  },
  responses: { 200: success(z.array(locationView)), ...commonErrors },
});

export const locationPath = createRoute({
  method: 'get',
  path: '/market/locations/path',
  tags,
  summary: 'The locations along a slug path, from the country down',
  request: {
    query: z.object({
      slugs: z
        .string()
        .regex(/^[a-z0-9-]+(\/[a-z0-9-]+){0,3}$/, 'SlugIdIsNotValid')
        .meta({ example: 'iran/tehran/tehran' }),
    }),
  },
  responses: { 200: success(z.array(locationView)), 404: failure('LocationNotFound'), ...commonErrors },
});

export const locationTrail = createRoute({
  method: 'get',
  path: '/market/locations/{id}/trail',
  tags,
  summary: 'A location and the ones above it, from the country down (a picker shows a saved place with it)',
  request: { params: z.object({ id: uuidParam('LocationIdIsNotValid') }) },
  responses: { 200: success(z.array(locationView)), 404: failure('LocationNotFound'), ...commonErrors },
});

export const search = createRoute({
  method: 'get',
  path: '/market/listings',
  tags,
  summary: 'Search public listings: words, filters, map box, sorts, pages',
  request: { query: searchQuery },
  responses: {
    200: {
      description: 'A page of listings',
      content: {
        'application/json': {
          schema: z.object({
            data: z.array(searchItemView),
            meta: pageMeta.extend({
              capped: z.boolean().meta({ description: 'More than total match (the count stops at 10,000)' }),
            }),
          }),
        },
      },
    },
    ...commonErrors,
  },
});

export const displayCost = createRoute({
  method: 'get',
  path: '/market/display-cost',
  tags,
  summary: 'What showing a listing of a category costs for a number of months (coins)',
  request: {
    query: z.object({
      categoryId: z.uuid({ error: 'CategoryIdIsNotValid' }),
      months: z.string().meta({ example: '3' }),
    }),
  },
  responses: {
    200: success(z.object({ categoryId: z.uuid(), months: z.number().int(), coins: z.number().int() })),
    400: failure('DisplayMonthNotValid'),
    404: failure('CategoryNotFound'),
    ...commonErrors,
  },
});

export const shop = createRoute({
  method: 'get',
  path: '/market/shops/{link}',
  tags,
  summary: 'A shop by its link, with its newest public listings',
  request: {
    params: z.object({ link: linkParam }),
    query: z.object({ page: z.string().optional(), pageSize: z.string().optional() }),
  },
  responses: {
    200: {
      description: 'The shop',
      content: {
        'application/json': {
          schema: z.object({
            data: z.object({
              shop: publicShopView,
              listings: z.array(searchItemView),
              designs: z.array(z.object({ designId: z.uuid(), attachedAt: z.string() })),
            }),
            meta: pageMeta,
          }),
        },
      },
    },
    404: failure('ShopNotFound'),
    ...commonErrors,
  },
});

export const shopMap = createRoute({
  method: 'get',
  path: '/market/shops/{link}/map',
  tags,
  summary: "A shop's public listings as map points, and the box around them",
  request: {
    params: z.object({ link: linkParam }),
    query: z.object({ bbox: z.string().optional().meta({ description: 'minLat,minLng,maxLat,maxLng' }) }),
  },
  responses: {
    200: success(
      z.object({
        points: z.array(
          z.object({
            id: z.uuid(),
            slug: z.string(),
            kind: z.string(),
            titleFa: z.string(),
            titleEn: z.string().nullable(),
            lat: z.number().nullable(),
            lng: z.number().nullable(),
            price: z.number().nullable(),
            currency: z.string(),
          }),
        ),
        bbox: z
          .object({
            minLat: z.number().nullable(),
            minLng: z.number().nullable(),
            maxLat: z.number().nullable(),
            maxLng: z.number().nullable(),
          })
          .nullable(),
      }),
    ),
    404: failure('ShopNotFound'),
    ...commonErrors,
  },
});

export const listing = createRoute({
  method: 'get',
  path: '/market/shops/{link}/listings/{slug}',
  tags,
  summary:
    "A public listing by its shop link and slug; counts a view once a day per visitor (the user, or the address and browser), never the owner's or a crawler's",
  request: { params: z.object({ link: linkParam, slug: slug.meta({ param: { name: 'slug', in: 'path' } }) }) },
  responses: {
    200: success(
      z.object({
        listing: listingView.extend({
          liked: z.boolean(),
          locationNames: locationNamesView,
          model: listingModelRef,
          tour: listingTourView,
        }),
        shop: shopSummary,
        properties: z.array(propertyView),
      }),
    ),
    404: failure('ProductNotFound'),
    ...commonErrors,
  },
});

export const linkAvailability = createRoute({
  method: 'get',
  path: '/market/link-availability',
  tags,
  summary:
    "Whether a shop link can be taken (the caller's own shop's link is free to them); 60 checks a minute per address",
  request: {
    query: z.object({ link: z.string().max(100).meta({ description: 'The link as typed', example: 'naderi' }) }),
  },
  responses: { 200: success(linkAvailabilityView), ...commonErrors },
});

export const like = createRoute({
  method: 'post',
  path: '/market/listings/{id}/like',
  tags,
  summary: 'Like a public listing, or take the like back (one per user)',
  request: { params: z.object({ id: uuidParam('ProductIdIsNotValid') }) },
  responses: {
    200: success(
      z.object({ liked: z.boolean(), likeCount: z.number().int() }),
      'ProductLikedSuccessfully or ProductDisLikedSuccessfully',
    ),
    401: failure('UnAuthorized'),
    404: failure('ProductNotFound'),
    ...commonErrors,
  },
});

export const visit = createRoute({
  method: 'post',
  path: '/market/listings/{id}/views',
  tags,
  summary:
    "A visit to a public listing's page: counts a view once a day per visitor (the user, or the address and browser), never the owner's or a crawler's, and answers what the cached page cannot hold: whether this visitor likes it, and the current counts",
  request: { params: z.object({ id: uuidParam('ProductIdIsNotValid') }) },
  responses: {
    200: success(z.object({ liked: z.boolean(), likeCount: z.number().int(), viewCount: z.number().int() })),
    404: failure('ProductNotFound'),
    ...commonErrors,
  },
});

export const file = createRoute({
  method: 'get',
  path: '/market/files/{id}',
  tags,
  summary: "An image of a shop's library (public), as stored or at one of the served widths",
  request: { params: z.object({ id: uuidParam('FileIdIsNotValid') }), query: imageWidthQuery },
  responses: {
    ...storedFileResponses,
    404: failure('FileNotFound'),
    422: failure('ValidationError'),
  },
});

// ── What the sitemap lists (apps/web/src/app/sitemaps) ───────────────────────────────────────────────

const sitemapFile = z.object({
  page: z.string().optional().meta({ description: 'The file, from 1 (25,000 entries each)', example: '1' }),
});

export const sitemapSummary = createRoute({
  method: 'get',
  path: '/market/sitemap',
  tags,
  summary:
    "How many active shops and public listings the sitemap lists (so how many files), and each set's last change",
  responses: { 200: success(sitemapSummaryView), ...commonErrors },
});

export const sitemapCategories = createRoute({
  method: 'get',
  path: '/market/sitemap/categories',
  tags,
  summary: "The category list pages with public listings (and each kind's list of all), with their last change",
  responses: { 200: success(z.array(sitemapCategoryView)), ...commonErrors },
});

export const sitemapShops = createRoute({
  method: 'get',
  path: '/market/sitemap/shops',
  tags,
  summary: 'One sitemap file of active shops: their links and last changes',
  request: { query: sitemapFile },
  responses: { 200: success(z.array(sitemapShopView)), ...commonErrors },
});

export const sitemapListings = createRoute({
  method: 'get',
  path: '/market/sitemap/listings',
  tags,
  summary: 'One sitemap file of public listings: the parts of their addresses and their last changes',
  request: { query: sitemapFile },
  responses: { 200: success(z.array(sitemapListingView)), ...commonErrors },
});
