import { bodyLimit } from 'hono/body-limit';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { toLatinDigits } from '@rassam/i18n';
import { AppError } from '../../lib/app-error';
import type { AppEnv } from '../../lib/context';
import { createRouter, ok } from '../../lib/create-app';
import { sendStoredFile } from '../../lib/serve-stored';
import { jsonBytes } from '../../lib/serialized';
import { IDEMPOTENCY_HEADER, onceFor, readIdempotencyKey } from '../../lib/idempotency';
import { currentUser, limitAccountWrites, requireAuth, requireRole } from '../../lib/middleware';
import { enforce, limits } from '../../lib/rate-limit';
import { clientLimitKey } from '../../lib/client-address';
import { MAX_UPLOAD_BYTES } from '../generation/files.service';
import * as adminRoutes from './market-admin.routes';
import * as routes from './market.routes';
import * as shopRoutes from './shop.routes';
import * as shopModerationRoutes from './shop-moderation.routes';
import * as shopModeration from './shop-moderation.service';
import * as categoriesService from './categories.service';
import * as listingsService from './listings.service';
import * as locationsService from './locations.service';
import * as shopsService from './shops.service';
import { withLocationNames } from './locations.service';
import { cachedPage, cachedReference, forgetMarketReads, serializedOnce } from './market.cache';
import { MAX_PAGE_SIZE, parseBBox } from './market.schemas';
import { normalizeSearch } from './normalize';
import { searchListings, shopMapPoints } from './search.service';
import * as sitemap from './sitemap.service';
import * as galleryRoutes from './gallery.routes';
import * as gallery from './gallery.service';

/** page and pageSize from a query, in any digits, clamped. */
function paging(query: { page?: string | number; pageSize?: string | number }, fallbackSize = 20) {
  const read = (value: string | number | undefined, fallback: number, max: number) => {
    const n = value === undefined || value === '' ? fallback : Number(toLatinDigits(String(value)));
    if (!Number.isInteger(n) || n < 1)
      throw new AppError('ValidationError', { status: 422, fields: { page: 'ValidationError' } });
    return Math.min(n, max);
  };
  return { page: read(query.page, 1, 10_000), pageSize: read(query.pageSize, fallbackSize, MAX_PAGE_SIZE) };
}

function bboxOf(value: string | undefined) {
  if (value === undefined || value === '') return null;
  const box = parseBBox(value);
  if (!box) throw new AppError('ValidationError', { status: 422, fields: { bbox: 'ValidationError' } });
  return box;
}

async function uploadedBytes(c: Context<AppEnv>) {
  const form = await Promise.resolve(c.req.formData()).catch(() => null);
  const file = form?.get('file');
  if (!file || typeof file === 'string')
    throw new AppError('FileFormatIsNotValid', { fields: { file: 'FileFormatIsNotValid' } });
  return new Uint8Array(await file.arrayBuffer());
}

const uploadLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError('FileSizeValidationError', { status: 413, fields: { file: 'FileSizeValidationError' } });
  },
});

/**
 * A change to the market answered without an error drops what its public reads keep in memory
 * (market.cache.ts), so the next read, the changer's own included, sees it. Likes are not a change here.
 */
const forgetCachedReads = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) forgetMarketReads(c.get('deps').db);
});

// ── Public ─────────────────────────────────────────────────────────────────────────────────────────

export const marketRouter = createRouter();
marketRouter.use('/market/listings/:id/like', requireAuth, async (c, next) => {
  await enforce(c.get('deps').limiter, limits.likesPerAccount, currentUser(c).user.id);
  await next();
});

marketRouter
  .openapi(routes.categories, async (c) => {
    const db = c.get('deps').db;
    const { kind } = c.req.valid('query');
    const tree = await cachedReference(db, `categories:${kind}`, () => categoriesService.categoryTree(db, kind));
    return c.json({ data: tree }, 200);
  })
  .openapi(routes.categoryProperties, async (c) => {
    const db = c.get('deps').db;
    const { id } = c.req.valid('param');
    await categoriesService.categoryById(db, id);
    return c.json({ data: await categoriesService.effectiveProperties(db, id) }, 200);
  })
  .openapi(routes.locations, async (c) => {
    const db = c.get('deps').db;
    const parent = c.req.valid('query').parent ?? null;
    const children = await cachedReference(db, `locations:${parent}`, () => locationsService.childrenOf(db, parent));
    return c.json({ data: children }, 200);
  })
  .openapi(routes.locationPath, async (c) => {
    const db = c.get('deps').db;
    const slugs = c.req.valid('query').slugs.split('/');
    const path = await cachedReference(db, JSON.stringify(['path', slugs]), () =>
      locationsService.locationPath(db, slugs),
    );
    return c.json({ data: path }, 200);
  })
  .openapi(routes.locationTrail, async (c) => {
    const db = c.get('deps').db;
    const { id } = c.req.valid('param');
    const trail = await cachedReference(db, `trail:${id}`, () => locationsService.locationTrail(db, id));
    return c.json({ data: trail }, 200);
  })
  .openapi(routes.search, async (c) => {
    const query = c.req.valid('query');
    const db = c.get('deps').db;
    const { page, pageSize } = paging(query);
    let shopId: string | undefined;
    if (query.shop) shopId = (await shopsService.shopByLink(db, query.shop)).id;
    const near = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
    if (query.sort === 'nearest' && !near) {
      throw new AppError('ValidationError', {
        status: 422,
        fields: { lat: 'ValidationError', lng: 'ValidationError' },
      });
    }
    const result = await searchListings(db, { ...query, shopId, bbox: bboxOf(query.bbox), near, page, pageSize });
    // The page's key holds page and pageSize, so the cached result always goes with these two.
    const body = serializedOnce(result, () => ({
      data: result.items,
      meta: { page, pageSize, total: result.total, capped: result.capped },
    }));
    return jsonBytes(c, body);
  })
  .openapi(routes.displayCost, async (c) => {
    const { categoryId, months: raw } = c.req.valid('query');
    const months = Number(toLatinDigits(raw));
    const db = c.get('deps').db;
    await categoriesService.categoryById(db, categoryId);
    return c.json(
      { data: { categoryId, months, coins: await listingsService.displayCost(db, categoryId, months) } },
      200,
    );
  })
  .openapi(routes.shop, async (c) => {
    const db = c.get('deps').db;
    const shop = await shopsService.shopByLink(db, c.req.valid('param').link);
    const { page, pageSize } = paging(c.req.valid('query'));
    const [{ items, total }, designs, [named]] = await Promise.all([
      searchListings(db, { shopId: shop.id, sort: 'newest', page, pageSize }),
      shopsService.designsOf(db, shop.id),
      withLocationNames(db, [shopsService.toShop(shop)]),
    ]);
    return c.json(
      {
        data: { shop: named!, listings: items, designs },
        meta: { page, pageSize, total },
      },
      200,
    );
  })
  .openapi(galleryRoutes.visit, async (c) => {
    return c.json({ data: await gallery.publicGallery(c.get('deps').db, c.req.valid('param').link) }, 200);
  })
  .openapi(routes.shopMap, async (c) => {
    const db = c.get('deps').db;
    const shop = await shopsService.shopByLink(db, c.req.valid('param').link);
    return c.json({ data: await shopMapPoints(db, shop.id, bboxOf(c.req.valid('query').bbox)) }, 200);
  })
  .openapi(routes.listing, async (c) => {
    const { link, slug } = c.req.valid('param');
    const db = c.get('deps').db;
    const detail = await listingsService.listingDetail(db, c.get('deps').limiter, link, slug, {
      userId: c.get('auth')?.user.id,
      ip: clientLimitKey(c),
      userAgent: c.req.header('user-agent') ?? '',
    });
    const { shop } = detail;
    const [listing] = await withLocationNames(db, [detail.listing]);
    return c.json(
      {
        data: {
          ...detail,
          listing: listing!,
          shop: { id: shop.id, name: shop.name, nameEn: shop.nameEn, link: shop.link },
        },
      },
      200,
    );
  })
  .openapi(routes.linkAvailability, async (c) => {
    const db = c.get('deps').db;
    await enforce(c.get('deps').limiter, limits.linkChecksPerIp, clientLimitKey(c));
    return c.json(
      { data: await shopsService.linkAvailability(db, c.req.valid('query').link, c.get('auth')?.user.id) },
      200,
    );
  })
  .openapi(routes.visit, async (c) => {
    const { db, limiter } = c.get('deps');
    const result = await listingsService.recordVisit(db, limiter, c.req.valid('param').id, {
      userId: c.get('auth')?.user.id,
      ip: clientLimitKey(c),
      userAgent: c.req.header('user-agent') ?? '',
    });
    return c.json({ data: result }, 200);
  })
  .openapi(routes.like, async (c) => {
    const result = await listingsService.toggleLike(c.get('deps').db, currentUser(c).user.id, c.req.valid('param').id);
    return c.json(ok(c, result, result.liked ? 'ProductLikedSuccessfully' : 'ProductDisLikedSuccessfully'), 200);
  })
  // The sitemap's reads: a file's worth of addresses, kept as briefly as a search page (a crawler that
  // asks again and again reads the database once per few seconds).
  .openapi(routes.sitemapSummary, async (c) => {
    const db = c.get('deps').db;
    return c.json({ data: await cachedPage(db, 'sitemap:summary', () => sitemap.sitemapSummary(db)) }, 200);
  })
  .openapi(routes.sitemapCategories, async (c) => {
    const db = c.get('deps').db;
    return c.json({ data: await cachedPage(db, 'sitemap:categories', () => sitemap.sitemapCategories(db)) }, 200);
  })
  .openapi(routes.sitemapShops, async (c) => {
    const db = c.get('deps').db;
    const { page } = paging(c.req.valid('query'));
    return c.json({ data: await cachedPage(db, `sitemap:shops:${page}`, () => sitemap.sitemapShops(db, page)) }, 200);
  })
  .openapi(routes.sitemapListings, async (c) => {
    const db = c.get('deps').db;
    const { page } = paging(c.req.valid('query'));
    return c.json(
      { data: await cachedPage(db, `sitemap:listings:${page}`, () => sitemap.sitemapListings(db, page)) },
      200,
    );
  })
  .openapi(routes.file, async (c) => {
    const deps = c.get('deps');
    return sendStoredFile(c, deps.storage, {
      ...(await shopsService.publicMarketFile(deps, c.req.valid('param').id, c.req.valid('query').w)),
      // Public while a shop's library holds it; a short cache so that a removal takes effect soon.
      cacheControl: 'public, max-age=300',
      contentSecurityPolicy: "default-src 'none'; img-src 'self'; sandbox",
    }) as never;
  });

// ── Shop owner ─────────────────────────────────────────────────────────────────────────────────────

export const shopRouter = createRouter();
// '/shops/me/*' matches '/shops/me' too (Hono): one registration, or a write would count twice.
shopRouter.use('/shops/me/*', requireAuth, limitAccountWrites, forgetCachedReads);
// Only the uploads: a DELETE of the same path has no body to limit (and the limiter cannot read an absent one).
shopRouter.on('POST', ['/shops/me/profile-image', '/shops/me/banner-image'], uploadLimit);
shopRouter.use('/shops/me/media', uploadLimit);
shopRouter.on('POST', ['/shops/me', '/shops/me/listings'], async (c, next) => {
  await enforce(c.get('deps').limiter, limits.marketCreatesPerAccount, currentUser(c).user.id);
  await next();
});

const shopJson = (shop: Parameters<typeof shopsService.toShop>[0]) => shopsService.toShop(shop);

shopRouter
  .openapi(shopRoutes.me, async (c) => {
    return c.json({ data: shopJson(await shopsService.ownShop(c.get('deps').db, currentUser(c).user.id)) }, 200);
  })
  .openapi(shopRoutes.create, async (c) => {
    const shop = await shopsService.createShop(c.get('deps').db, currentUser(c).user.id, c.req.valid('json'));
    return c.json(ok(c, shopJson(shop), 'AddSuccessfully'), 201);
  })
  .openapi(shopRoutes.update, async (c) => {
    const shop = await shopsService.updateShop(c.get('deps').db, currentUser(c).user.id, c.req.valid('json'));
    return c.json(ok(c, shopJson(shop), 'UpdateSuccessfully'), 200);
  })
  .openapi(shopRoutes.social, async (c) => {
    const shop = await shopsService.updateSocial(c.get('deps').db, currentUser(c).user.id, c.req.valid('json'));
    return c.json(ok(c, shopJson(shop), 'UpdateSuccessfully'), 200);
  })
  .openapi(shopRoutes.landing, async (c) => {
    const shop = await shopsService.updateLanding(c.get('deps').db, currentUser(c).user.id, c.req.valid('json'));
    return c.json(ok(c, shopJson(shop), 'UpdateSuccessfully'), 200);
  })
  .openapi(shopRoutes.profileImage, async (c) => {
    const file = await shopsService.uploadShopImage(
      c.get('deps'),
      currentUser(c).user.id,
      await uploadedBytes(c),
      'profile',
    );
    return c.json(ok(c, file, 'ProfileImageUploadSuccessfully'), 200);
  })
  .openapi(shopRoutes.bannerImage, async (c) => {
    const file = await shopsService.uploadShopImage(
      c.get('deps'),
      currentUser(c).user.id,
      await uploadedBytes(c),
      'banner',
    );
    return c.json(ok(c, file, 'BannerImageUploadSuccessfully'), 200);
  })
  .openapi(shopRoutes.removeProfileImage, async (c) => {
    const shop = await shopsService.clearShopImage(c.get('deps').db, currentUser(c).user.id, 'profile');
    return c.json(ok(c, shopJson(shop), 'ProfileImageRemovedSuccessfully'), 200);
  })
  .openapi(shopRoutes.removeBannerImage, async (c) => {
    const shop = await shopsService.clearShopImage(c.get('deps').db, currentUser(c).user.id, 'banner');
    return c.json(ok(c, shopJson(shop), 'BannerImageRemovedSuccessfully'), 200);
  })
  .openapi(shopRoutes.media, async (c) => {
    return c.json({ data: await shopsService.mediaOf(c.get('deps').db, currentUser(c).user.id) }, 200);
  })
  .openapi(shopRoutes.addMedia, async (c) => {
    const file = await shopsService.uploadShopImage(
      c.get('deps'),
      currentUser(c).user.id,
      await uploadedBytes(c),
      'media',
    );
    return c.json(ok(c, file, 'FileUploadedSuccessfully'), 201);
  })
  .openapi(shopRoutes.removeMedia, async (c) => {
    const { fileId } = c.req.valid('param');
    await shopsService.removeMedia(c.get('deps'), currentUser(c).user.id, fileId);
    return c.json(ok(c, { id: fileId }, 'DeleteSuccessfully'), 200);
  })
  .openapi(shopRoutes.designs, async (c) => {
    const shop = await shopsService.ownShop(c.get('deps').db, currentUser(c).user.id);
    return c.json({ data: await shopsService.designsOf(c.get('deps').db, shop.id) }, 200);
  })
  .openapi(shopRoutes.attachDesign, async (c) => {
    const list = await shopsService.attachDesign(
      c.get('deps').db,
      currentUser(c).user.id,
      c.req.valid('json').designId,
    );
    return c.json(ok(c, list, 'AddSuccessfully'), 200);
  })
  .openapi(shopRoutes.detachDesign, async (c) => {
    const { designId } = c.req.valid('param');
    await shopsService.detachDesign(c.get('deps').db, currentUser(c).user.id, designId);
    return c.json(ok(c, { id: designId }, 'DeleteSuccessfully'), 200);
  })
  .openapi(galleryRoutes.own, async (c) => {
    return c.json({ data: await gallery.ownGallery(c.get('deps').db, currentUser(c).user.id) }, 200);
  })
  .openapi(galleryRoutes.save, async (c) => {
    const saved = await gallery.saveGallery(c.get('deps').db, currentUser(c).user.id, c.req.valid('json'));
    return c.json(ok(c, saved, 'UpdateSuccessfully'), 200);
  })
  .openapi(shopRoutes.stats, async (c) => {
    return c.json({ data: await shopsService.shopStats(c.get('deps').db, currentUser(c).user.id) }, 200);
  })
  .openapi(shopRoutes.listings, async (c) => {
    const query = c.req.valid('query');
    const { page, pageSize } = paging(query);
    const { items, total } = await listingsService.listingsOfShop(
      c.get('deps').db,
      currentUser(c).user.id,
      { status: query.status, kind: query.kind, expiringDays: query.expiringDays },
      page,
      pageSize,
    );
    return c.json({ data: items, meta: { page, pageSize, total } }, 200);
  })
  .openapi(shopRoutes.createListing, async (c) => {
    const row = await listingsService.createListing(c.get('deps').db, currentUser(c).user.id, c.req.valid('json'));
    return c.json(ok(c, listingsService.toOwnListing(row), 'AddSuccessfully'), 201);
  })
  .openapi(shopRoutes.getListing, async (c) => {
    const { listing } = await listingsService.ownListing(
      c.get('deps').db,
      currentUser(c).user.id,
      c.req.valid('param').id,
    );
    return c.json({ data: listingsService.toOwnListing(listing) }, 200);
  })
  .openapi(shopRoutes.updateListing, async (c) => {
    const row = await listingsService.updateListing(
      c.get('deps').db,
      currentUser(c).user.id,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(ok(c, listingsService.toOwnListing(row), 'UpdateSuccessfully'), 200);
  })
  .openapi(shopRoutes.deleteListing, async (c) => {
    const { id } = c.req.valid('param');
    await listingsService.deleteListing(c.get('deps').db, currentUser(c).user.id, id);
    return c.json(ok(c, { id }, 'DeleteSuccessfully'), 200);
  })
  .openapi(shopRoutes.pay, async (c) => {
    const deps = c.get('deps');
    const { user } = currentUser(c);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const answer = await onceFor(
      deps.db,
      {
        userId: user.id,
        scope: `market.listing.pay:${id}`,
        key: readIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER)),
        body,
      },
      async () => {
        const paid = await listingsService.payListing(deps.db, deps.env, user, id, body.months);
        return {
          status: 200,
          body: ok(
            c,
            {
              listing: listingsService.toOwnListing(paid.listing),
              factorId: paid.factorId,
              coins: paid.coins,
              renewal: paid.renewal,
            },
            'ProductPayedSuccessFully',
          ),
        };
      },
    );
    return c.json(answer.body as never, answer.status as 200);
  });

// ── Admin ──────────────────────────────────────────────────────────────────────────────────────────

export const marketAdminRouter = createRouter();
marketAdminRouter.use('/admin/market/*', requireRole('admin'), limitAccountWrites, forgetCachedReads);

const own = (row: Parameters<typeof listingsService.toOwnListing>[0]) => listingsService.toOwnListing(row);

marketAdminRouter
  .openapi(adminRoutes.queue, async (c) => {
    const query = c.req.valid('query');
    const { page, pageSize } = paging(query);
    const db = c.get('deps').db;
    const words = normalizeSearch(query.q ?? '')
      .split(' ')
      .filter(Boolean)
      .slice(0, 10);
    const { items, total } = await listingsService.moderationQueue(
      db,
      {
        status: query.status,
        kind: query.kind,
        categoryIds: query.category ? await categoriesService.descendantIds(db, query.category) : undefined,
        shopLink: query.shop || undefined,
        words,
        paidSince: query.paidSince ? new Date(`${query.paidSince}T00:00:00Z`) : undefined,
        expiringDays: query.expiringDays,
      },
      page,
      pageSize,
    );
    return c.json({ data: items, meta: { page, pageSize, total } }, 200);
  })
  .openapi(adminRoutes.activate, async (c) => {
    const row = await listingsService.activateListing(c.get('deps').db, c.req.valid('param').id);
    return c.json(ok(c, own(row), 'ProductActivatedSuccessfully'), 200);
  })
  .openapi(adminRoutes.reject, async (c) => {
    const { listing } = await listingsService.rejectListing(
      c.get('deps').db,
      c.req.valid('param').id,
      c.req.valid('json').reason,
    );
    return c.json(ok(c, own(listing), 'ProductRejectedSuccessfully'), 200);
  })
  .openapi(adminRoutes.disable, async (c) => {
    const row = await listingsService.disableListing(c.get('deps').db, c.req.valid('param').id);
    return c.json(ok(c, own(row), 'ProductDisabledSuccessfully'), 200);
  })
  .openapi(adminRoutes.createCategory, async (c) => {
    return c.json(
      ok(c, await categoriesService.createCategory(c.get('deps').db, c.req.valid('json')), 'AddSuccessfully'),
      201,
    );
  })
  .openapi(adminRoutes.updateCategory, async (c) => {
    const db = c.get('deps').db;
    const patch = c.req.valid('json');
    const row = await categoriesService.updateCategory(db, c.req.valid('param').id, patch);
    // Listings are found by their category chain's names: a new name or parent changes what finds them.
    if (patch.nameFa !== undefined || patch.nameEn !== undefined || patch.parentId !== undefined) {
      await listingsService.refreshCategorySearchText(db, row.id);
    }
    return c.json(ok(c, row, 'UpdateSuccessfully'), 200);
  })
  .openapi(adminRoutes.deleteCategory, async (c) => {
    const { id } = c.req.valid('param');
    await categoriesService.deleteCategory(c.get('deps').db, id);
    return c.json(ok(c, { id }, 'DeleteSuccessfully'), 200);
  })
  .openapi(adminRoutes.createProperty, async (c) => {
    const row = await categoriesService.createProperty(c.get('deps').db, c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(c, row, 'AddSuccessfully'), 201);
  })
  .openapi(adminRoutes.updateProperty, async (c) => {
    const row = await categoriesService.updateProperty(c.get('deps').db, c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(c, row, 'UpdateSuccessfully'), 200);
  })
  .openapi(adminRoutes.deleteProperty, async (c) => {
    const { id } = c.req.valid('param');
    await categoriesService.deleteProperty(c.get('deps').db, id);
    return c.json(ok(c, { id }, 'DeleteSuccessfully'), 200);
  })
  .openapi(adminRoutes.createLocation, async (c) => {
    return c.json(
      ok(c, await locationsService.createLocation(c.get('deps').db, c.req.valid('json')), 'AddSuccessfully'),
      201,
    );
  })
  .openapi(adminRoutes.updateLocation, async (c) => {
    const row = await locationsService.updateLocation(c.get('deps').db, c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(c, row, 'UpdateSuccessfully'), 200);
  })
  .openapi(adminRoutes.deleteLocation, async (c) => {
    const { id } = c.req.valid('param');
    await locationsService.deleteLocation(c.get('deps').db, id);
    return c.json(ok(c, { id }, 'DeleteSuccessfully'), 200);
  })
  .openapi(adminRoutes.displayPrices, async (c) => {
    return c.json({ data: await listingsService.listDisplayPrices(c.get('deps').db) }, 200);
  })
  .openapi(adminRoutes.setDisplayPrice, async (c) => {
    return c.json(
      ok(c, await listingsService.setDisplayPrice(c.get('deps').db, c.req.valid('json')), 'UpdateSuccessfully'),
      200,
    );
  })
  .openapi(adminRoutes.deleteDisplayPrice, async (c) => {
    const { id } = c.req.valid('param');
    await listingsService.deleteDisplayPrice(c.get('deps').db, id);
    return c.json(ok(c, { id }, 'DeleteSuccessfully'), 200);
  });

// Whole shops (shop-moderation.*).
marketAdminRouter
  .openapi(shopModerationRoutes.shops, async (c) => {
    const query = c.req.valid('query');
    const { page, pageSize } = paging(query);
    const { items, total } = await shopModeration.adminShops(c.get('deps').db, { ...query, page, pageSize });
    return c.json({ data: items, meta: { page, pageSize, total } }, 200);
  })
  .openapi(shopModerationRoutes.disableShop, async (c) => {
    const shop = await shopModeration.setShopStatus(c.get('deps').db, c.req.valid('param').id, 'disabled');
    return c.json(ok(c, shop, 'UpdateSuccessfully'), 200);
  })
  .openapi(shopModerationRoutes.enableShop, async (c) => {
    const shop = await shopModeration.setShopStatus(c.get('deps').db, c.req.valid('param').id, 'active');
    return c.json(ok(c, shop, 'UpdateSuccessfully'), 200);
  });
