/**
 * Market data that ships with the product (the world's countries, Iran's provinces, cities and Tehran's
 * districts, the starting category trees) and the demo and scale data for `npm start` and
 * `npm run db:seed -- --market N`. Every step is idempotent: rows are matched by their slugs.
 */
import { createRequire } from 'node:module';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { toPersianDigits } from '@rassam/i18n';
import {
  categories,
  categoryProperties,
  listings,
  locations,
  shops,
  users,
  type Database,
  type Executor,
  type ListingKind,
  type PropertyOption,
} from '@rassam/db';
import { iranProvinces } from './data/iran-locations';
import { listingSearchText, normalizeSearch } from './normalize';

const require = createRequire(import.meta.url);

interface CountryNames {
  registerLocale(data: unknown): void;
  getNames(lang: string, options?: { select: 'official' | 'alias' | 'all' }): Record<string, string>;
}

function countryNames() {
  const countries = require('i18n-iso-countries') as CountryNames;
  countries.registerLocale(require('i18n-iso-countries/langs/fa.json'));
  countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
  return { fa: countries.getNames('fa', { select: 'official' }), en: countries.getNames('en', { select: 'official' }) };
}

const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const IRAN_CENTRE = { lat: 32.4279, lng: 53.688 };

/** Inserts the rows that are missing (matched by parent and slug); returns slug → id for the parent. */
async function upsertChildren(
  db: Executor,
  parentId: string | null,
  level: 'country' | 'state' | 'city' | 'district',
  rows: { slug: string; fa: string; en: string; lat?: number | null; lng?: number | null; code?: string }[],
) {
  if (rows.length > 0) {
    await db
      .insert(locations)
      .values(
        rows.map((row, index) => ({
          parentId,
          level,
          slug: row.slug,
          code: row.code ?? null,
          nameFa: row.fa,
          nameEn: row.en,
          lat: row.lat ?? null,
          lng: row.lng ?? null,
          sortOrder: index,
        })),
      )
      .onConflictDoNothing();
  }
  const existing = await db
    .select({ id: locations.id, slug: locations.slug })
    .from(locations)
    .where(parentId ? eq(locations.parentId, parentId) : isNull(locations.parentId));
  return new Map(existing.map((r) => [r.slug, r.id]));
}

/** The world's countries (Iran first) and Iran's provinces, cities and districts. Safe to run again. */
export async function seedLocations(db: Database) {
  return db.transaction(async (tx) => {
    const names = countryNames();
    const countries = Object.entries(names.en)
      .map(([code, official]) => {
        // The official English name of Iran is long; the market's pages say Iran.
        const en = code === 'IR' ? 'Iran' : official;
        return { code, en, fa: names.fa[code] ?? en, slug: code === 'IR' ? 'iran' : slugify(en) };
      })
      .filter((c) => c.slug !== '')
      .sort((a, b) => (a.code === 'IR' ? -1 : b.code === 'IR' ? 1 : a.en.localeCompare(b.en)));
    const countryIds = await upsertChildren(
      tx,
      null,
      'country',
      countries.map((c) => ({ ...c, ...(c.code === 'IR' ? IRAN_CENTRE : {}) })),
    );
    const iranId = countryIds.get('iran')!;
    const provinceIds = await upsertChildren(tx, iranId, 'state', iranProvinces);
    let cities = 0;
    for (const province of iranProvinces) {
      const cityIds = await upsertChildren(tx, provinceIds.get(province.slug)!, 'city', province.cities);
      cities += province.cities.length;
      for (const city of province.cities) {
        if (city.districts?.length) await upsertChildren(tx, cityIds.get(city.slug)!, 'district', city.districts);
      }
    }
    return { countries: countries.length, provinces: iranProvinces.length, cities };
  });
}

interface SeedProperty {
  key: string;
  type: 'number' | 'enum' | 'text' | 'boolean';
  fa: string;
  en: string;
  options?: PropertyOption[];
  min?: number;
  max?: number;
}
interface SeedCategory {
  slug: string;
  fa: string;
  en: string;
  icon: string;
  properties?: SeedProperty[];
  children?: SeedCategory[];
}

const yesNo = (key: string, fa: string, en: string): SeedProperty => ({ key, type: 'boolean', fa, en });

/** The starting trees; admins edit them from there. */
export const starterCategories: Record<ListingKind, SeedCategory[]> = {
  place: [
    {
      slug: 'food',
      fa: 'خوراک و نوشیدنی',
      en: 'Food and drink',
      icon: 'utensils',
      properties: [yesNo('delivery', 'ارسال به محل', 'Delivery'), yesNo('parking', 'پارکینگ', 'Parking')],
      children: [
        { slug: 'restaurant', fa: 'رستوران', en: 'Restaurant', icon: 'utensils' },
        { slug: 'cafe', fa: 'کافه', en: 'Cafe', icon: 'coffee' },
        { slug: 'bakery', fa: 'نانوایی و شیرینی‌فروشی', en: 'Bakery', icon: 'croissant' },
      ],
    },
    {
      slug: 'lodging',
      fa: 'اقامتگاه',
      en: 'Lodging',
      icon: 'bed',
      properties: [
        { key: 'rooms', type: 'number', fa: 'تعداد اتاق', en: 'Rooms', min: 1, max: 2000 },
        {
          key: 'stars',
          type: 'enum',
          fa: 'درجه',
          en: 'Stars',
          options: [1, 2, 3, 4, 5].map((n) => ({ value: String(n), fa: `${'۰۱۲۳۴۵'[n]} ستاره`, en: `${n} stars` })),
        },
      ],
      children: [
        { slug: 'hotel', fa: 'هتل', en: 'Hotel', icon: 'hotel' },
        { slug: 'ecolodge', fa: 'اقامتگاه بوم‌گردی', en: 'Eco-lodge', icon: 'tent' },
      ],
    },
    {
      slug: 'culture',
      fa: 'فرهنگ و گردشگری',
      en: 'Culture and sights',
      icon: 'landmark',
      children: [
        { slug: 'museum', fa: 'موزه', en: 'Museum', icon: 'landmark' },
        { slug: 'historic-site', fa: 'بنای تاریخی', en: 'Historic site', icon: 'castle' },
        { slug: 'park', fa: 'پارک و باغ', en: 'Park and garden', icon: 'trees' },
      ],
    },
  ],
  service: [
    {
      slug: 'design',
      fa: 'طراحی و چاپ',
      en: 'Design and print',
      icon: 'pen-tool',
      children: [
        { slug: 'graphic-design', fa: 'طراحی گرافیک', en: 'Graphic design', icon: 'palette' },
        { slug: 'photography', fa: 'عکاسی', en: 'Photography', icon: 'camera' },
      ],
    },
    {
      slug: 'home-services',
      fa: 'خدمات منزل',
      en: 'Home services',
      icon: 'home',
      properties: [
        { key: 'experience_years', type: 'number', fa: 'سابقه (سال)', en: 'Experience (years)', min: 0, max: 80 },
      ],
      children: [
        { slug: 'repair', fa: 'تعمیرات', en: 'Repairs', icon: 'wrench' },
        { slug: 'cleaning', fa: 'نظافت', en: 'Cleaning', icon: 'sparkles' },
      ],
    },
    { slug: 'education', fa: 'آموزش', en: 'Education', icon: 'graduation-cap' },
  ],
  item: [
    {
      slug: 'handicrafts',
      fa: 'صنایع دستی',
      en: 'Handicrafts',
      icon: 'gem',
      properties: [{ key: 'material', type: 'text', fa: 'جنس', en: 'Material' }],
      children: [
        { slug: 'carpet', fa: 'فرش و گلیم', en: 'Carpets and kilims', icon: 'rug' },
        { slug: 'pottery', fa: 'سفال و سرامیک', en: 'Pottery', icon: 'amphora' },
      ],
    },
    {
      slug: 'fashion',
      fa: 'پوشاک',
      en: 'Fashion',
      icon: 'shirt',
      properties: [
        {
          key: 'size',
          type: 'enum',
          fa: 'اندازه',
          en: 'Size',
          // Iranian clothing shops write sizes as S, M, L and XL too («خیلی بزرگ» for XL is not said).
          options: [
            { value: 's', fa: 'S', en: 'S' },
            { value: 'm', fa: 'M', en: 'M' },
            { value: 'l', fa: 'L', en: 'L' },
            { value: 'xl', fa: 'XL', en: 'XL' },
          ],
        },
      ],
    },
    { slug: 'books', fa: 'کتاب', en: 'Books', icon: 'book' },
    { slug: 'food-products', fa: 'خوراکی‌ها', en: 'Food products', icon: 'apple' },
  ],
};

/** The starter category trees and their properties. Safe to run again. */
export async function seedCategories(db: Database) {
  await db.transaction(async (tx) => {
    const walk = async (kind: ListingKind, nodes: SeedCategory[], parentId: string | null) => {
      for (const [index, node] of nodes.entries()) {
        await tx
          .insert(categories)
          .values({
            kind,
            parentId,
            slug: node.slug,
            nameFa: node.fa,
            nameEn: node.en,
            icon: node.icon,
            sortOrder: index,
          })
          .onConflictDoNothing();
        const [row] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.kind, kind), eq(categories.slug, node.slug)))
          .limit(1);
        for (const [order, p] of (node.properties ?? []).entries()) {
          await tx
            .insert(categoryProperties)
            .values({
              categoryId: row!.id,
              key: p.key,
              type: p.type,
              labelFa: p.fa,
              labelEn: p.en,
              options: p.options ?? null,
              min: p.min ?? null,
              max: p.max ?? null,
              sortOrder: order,
            })
            .onConflictDoNothing();
        }
        if (node.children) await walk(kind, node.children, row!.id);
      }
    };
    for (const [kind, nodes] of Object.entries(starterCategories)) await walk(kind as ListingKind, nodes, null);
  });
}

// ── Demo and scale listings ─────────────────────────────────────────────────────────────────────────

const NAMES = [
  ['آفتاب', 'Aftab'],
  ['ستاره', 'Setareh'],
  ['بهار', 'Bahar'],
  ['پارسی', 'Parsi'],
  ['نقش جهان', 'Naghsh-e Jahan'],
  ['سپیدار', 'Sepidar'],
  ['گلستان', 'Golestan'],
  ['آرامش', 'Aramesh'],
  ['کوهستان', 'Kuhestan'],
  ['دریا', 'Darya'],
  ['نارنج', 'Narenj'],
  ['فیروزه', 'Firuzeh'],
  ['سرو', 'Sarv'],
  ['مهتاب', 'Mahtab'],
  ['کاشی', 'Kashi'],
  ['یاس', 'Yas'],
] as const;

const ADJECTIVES = [
  ['سنتی', 'Traditional'],
  ['مدرن', 'Modern'],
  ['خانوادگی', 'Family'],
  ['قدیمی', 'Old'],
  ['ممتاز', 'Premium'],
  ['دنج', 'Cosy'],
] as const;

/** A random generator with a seed, so that a seed run is repeatable. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

interface Leaf {
  id: string;
  kind: ListingKind;
  slug: string;
  nameFa: string;
  nameEn: string;
  chain: string[];
}

async function leafCategories(db: Executor): Promise<Leaf[]> {
  const rows = await db.select().from(categories);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const parents = new Set(rows.map((r) => r.parentId).filter(Boolean));
  return rows
    .filter((r) => !parents.has(r.id))
    .map((r) => {
      const chain: string[] = [];
      for (let c: typeof r | undefined = r; c; c = c.parentId ? byId.get(c.parentId) : undefined)
        chain.push(c.nameFa, c.nameEn);
      return { id: r.id, kind: r.kind, slug: r.slug, nameFa: r.nameFa, nameEn: r.nameEn, chain };
    });
}

interface CityPoint {
  countryId: string;
  stateId: string;
  cityId: string;
  fa: string;
  en: string;
  lat: number;
  lng: number;
}

async function iranCities(db: Executor): Promise<CityPoint[]> {
  const [iran] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(isNull(locations.parentId), eq(locations.slug, 'iran')))
    .limit(1);
  if (!iran) return [];
  const states = await db.select().from(locations).where(eq(locations.parentId, iran.id));
  if (states.length === 0) return [];
  const cities = await db
    .select()
    .from(locations)
    .where(
      inArray(
        locations.parentId,
        states.map((s) => s.id),
      ),
    );
  return cities
    .filter((c) => c.lat !== null && c.lng !== null)
    .map((c) => ({
      countryId: iran.id,
      stateId: c.parentId!,
      cityId: c.id,
      fa: c.nameFa,
      en: c.nameEn,
      lat: c.lat!,
      lng: c.lng!,
    }));
}

export interface MarketSeedOptions {
  /** Listings to make. */
  listings: number;
  /** Listings per shop (one owner each). */
  perShop?: number;
  /** Only these province slugs (the demo keeps to a few). */
  provinces?: string[];
  /** Prefix of the owners' phone numbers and shop links, so runs do not collide. */
  tag?: string;
  seed?: number;
  onProgress?: (done: number) => void;
}

/**
 * Shops with active, paid listings over real cities: random but plausible Persian and English titles,
 * positions scattered around each city's centre. Written in batches of multi-row inserts.
 */
export async function seedMarketListings(db: Database, options: MarketSeedOptions) {
  const rand = random(options.seed ?? 42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const leaves = await leafCategories(db);
  let cities = await iranCities(db);
  if (options.provinces) {
    const wanted = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.level, 'state'), inArray(locations.slug, options.provinces)));
    const ids = new Set(wanted.map((w) => w.id));
    cities = cities.filter((c) => ids.has(c.stateId));
  }
  if (leaves.length === 0 || cities.length === 0) throw new Error('seed locations and categories first');
  const perShop = options.perShop ?? 50;
  const tag = options.tag ?? `s${Date.now().toString(36)}`;
  const phoneBlock = String(Math.abs(hash(tag)) % 100).padStart(2, '0');
  const shopCount = Math.ceil(options.listings / perShop);
  const now = Date.now();
  // Shops per transaction: about 2,000 listings, written as multi-row inserts of at most 1,000 rows.
  const shopsPerChunk = Math.max(1, Math.floor(2000 / perShop));
  // A big load builds the two search indexes once at the end instead of row by row (much faster).
  const bulk = options.listings >= 20_000;
  if (bulk) await db.execute(sql`drop index if exists listings_search_trgm_idx, listings_search_fts_idx`);
  let done = 0;
  try {
    for (let first = 0; first < shopCount; first += shopsPerChunk) {
      const chunk = Array.from({ length: Math.min(shopsPerChunk, shopCount - first) }, (_, i) => {
        const s = first + i;
        const [nameFa, nameEn] = pick(NAMES);
        const home = pick(cities);
        return {
          s,
          home,
          // Persian text with Persian digits, as a Persian owner would write it (the search folds them).
          name: `${nameFa} ${home.fa} ${toPersianDigits(s)}`,
          nameEn: `${nameEn} ${home.en} ${s}`,
          street: [nameFa, nameEn] as const,
          phone: `+98999${phoneBlock}${String(s).padStart(5, '0')}`,
          link: `${tag}-${s}`.toLowerCase(),
        };
      });
      done += await db.transaction(async (tx) => {
        const owners = await tx
          .insert(users)
          .values(chunk.map((c) => ({ name: c.name, phone: c.phone, phoneVerifiedAt: new Date() })))
          .onConflictDoUpdate({ target: users.phone, set: { name: sql`excluded.name` } })
          .returning({ id: users.id, phone: users.phone });
        const ownerOf = new Map(owners.map((o) => [o.phone, o.id]));
        const made = await tx
          .insert(shops)
          .values(
            chunk.map((c) => ({
              ownerId: ownerOf.get(c.phone)!,
              name: c.name,
              nameEn: c.nameEn,
              nameKey: normalizeSearch(`${c.name} ${tag}`),
              nameEnKey: normalizeSearch(`${c.nameEn} ${tag}`),
              link: c.link,
              phones: ['02100000000'],
              address: `${c.home.fa}، خیابان ${c.street[0]}`,
              addressEn: `${c.street[1]} St, ${c.home.en}`,
              lat: c.home.lat,
              lng: c.home.lng,
              countryId: c.home.countryId,
              stateId: c.home.stateId,
              cityId: c.home.cityId,
              description: `${c.name}: نمونه‌ای از فروشگاه‌های بازار رسام`,
              descriptionEn: `${c.nameEn}: a sample shop of the Rassam market`,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: shops.id, link: shops.link });
        const shopOf = new Map(made.map((m) => [m.link, m.id]));
        const rows: (typeof listings.$inferInsert)[] = [];
        for (const c of chunk) {
          const shopId = shopOf.get(c.link);
          if (!shopId) continue;
          const count = Math.min(perShop, options.listings - c.s * perShop);
          for (let i = 0; i < count; i += 1) {
            const leaf = pick(leaves);
            const city = rand() < 0.7 ? c.home : pick(cities);
            const [adjFa, adjEn] = pick(ADJECTIVES);
            const [brandFa, brandEn] = pick(NAMES);
            const titleFa = `${leaf.nameFa} ${adjFa} ${brandFa} ${city.fa}`;
            const titleEn = `${adjEn} ${leaf.nameEn} ${brandEn}, ${city.en}`;
            const descriptionFa = `${titleFa}؛ شماره ${toPersianDigits(i + 1)} از ${c.name}`;
            const descriptionEn = `${titleEn}; number ${i + 1} from ${c.nameEn}`;
            const activated = new Date(now - Math.floor(rand() * 60) * 86_400_000);
            rows.push({
              shopId,
              kind: leaf.kind,
              categoryId: leaf.id,
              slug: `${leaf.slug}-${i + 1}`,
              titleFa,
              titleEn,
              descriptionFa,
              descriptionEn,
              price: leaf.kind === 'place' ? null : Math.round(50 + rand() * 5000) * 10_000,
              currency: 'IRR',
              lat: city.lat + (rand() - 0.5) * 0.08,
              lng: city.lng + (rand() - 0.5) * 0.08,
              countryId: city.countryId,
              stateId: city.stateId,
              cityId: city.cityId,
              status: 'active',
              activatedAt: activated,
              expiresAt: new Date(activated.getTime() + (3 + Math.floor(rand() * 10)) * 30 * 86_400_000),
              likeCount: Math.floor(rand() * rand() * 200),
              viewCount: Math.floor(rand() * 3000),
              searchText: listingSearchText([titleFa, titleEn, ...leaf.chain, descriptionFa, descriptionEn]),
              createdAt: activated,
            });
          }
        }
        for (let i = 0; i < rows.length; i += 1000) {
          await tx
            .insert(listings)
            .values(rows.slice(i, i + 1000))
            .onConflictDoNothing();
        }
        return rows.length;
      });
      options.onProgress?.(done);
    }
  } finally {
    if (bulk) {
      // The same definitions as the migration's.
      await db.execute(
        sql`create index if not exists listings_search_trgm_idx on listings using gin (search_text gin_trgm_ops)`,
      );
      await db.execute(
        sql`create index if not exists listings_search_fts_idx on listings using gin (to_tsvector('simple'::regconfig, search_text))`,
      );
    }
  }
  return { shops: shopCount, listings: done };
}

function hash(text: string) {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return h;
}

/** Marker keys in app_meta: each step once per installation (the locations step again when its data changes). */
export const MARKET_DEMO_PROVINCES = ['tehran', 'isfahan', 'fars', 'razavi-khorasan', 'gilan'];

/** A few shops with active listings in a few provinces, so the market's pages have real content. */
export async function seedDemoMarket(db: Database) {
  return seedMarketListings(db, { listings: 60, perShop: 6, provinces: MARKET_DEMO_PROVINCES, tag: 'demo', seed: 7 });
}
