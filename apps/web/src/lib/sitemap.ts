import 'server-only';
import type { Locale } from '@rassam/i18n';
import { about, policy, terms } from '@/content';
import { BLOG_PATH, hasEnglish, postPath, type PostCard, type PostPage } from '@/components/blog/blog';
import { listingPath, listPath, shopPath } from '@/components/market/paths';
import {
  allCategories,
  allServices,
  categoryPath,
  servicePath,
  type ServiceTree,
} from '@/components/services/catalogue';
import { routeManifest } from '@/routes/manifest';
import { absoluteUrl } from './metadata';
import { serverApi } from './server-api';
import type { SitemapFile, SitemapUrl } from './sitemap-xml';

/**
 * The sitemap: `/sitemap.xml` is an index of files under `/sitemaps/` (next.config.ts rewrites it to the
 * index's route). `pages.xml` holds the public pages, the market's category lists, the service
 * catalogue's categories and services and the blog's posts; the shops and
 * the listings follow in files of at most 25,000 each (50,000 addresses: each page in fa and en), as
 * many as there are, so 100,000 listings are four files. The market's part comes from the API
 * (`/api/market/sitemap…`, packages/api modules/market/sitemap.service.ts).
 */

type Kind = 'place' | 'service' | 'item';
interface Summary {
  entriesPerFile: number;
  shops: { count: number; lastModified: string | null };
  listings: { count: number; lastModified: string | null };
}
interface CategoryEntry {
  kind: Kind;
  slug: string | null;
  lastModified: string;
}

const locales: Locale[] = ['fa', 'en'];

/** A page in both languages, each naming the other, with when it last changed (when that is known). */
function bothLanguages(path: string, lastModified?: string | null): SitemapUrl[] {
  const alternates = { fa: absoluteUrl('fa', path), en: absoluteUrl('en', path) };
  return locales.map((locale) => ({ url: alternates[locale], alternates, lastModified }));
}

/** A page in Persian only (a blog post without English): no alternate to name. */
const persianOnly = (path: string, lastModified?: string | null): SitemapUrl[] => [
  { url: absoluteUrl('fa', path), lastModified },
];

/** A file of the index (the proxy leaves `.xml` addresses alone: no language prefix). */
const fileUrl = (name: string) => absoluteUrl('fa', `/sitemaps/${name}`);

const newest = (dates: (string | null | undefined)[]) =>
  dates.filter((date): date is string => Boolean(date)).sort((a, b) => Date.parse(b) - Date.parse(a))[0] ?? null;

async function data<T>(path: string): Promise<T> {
  const result = await serverApi<T>(path);
  if (!result.ok) throw new Error(`${path}: ${result.code} ${result.message}`);
  return result.data;
}

/** The long documents say when they last changed. */
const documentDates: Record<string, string> = {
  '/about': about.fa.updatedAt,
  '/policy': policy.fa.updatedAt,
  '/terms': terms.fa.updatedAt,
};

/**
 * Public pages of the manifest that exist. `/services/*` copies the `/ai` pages word for word and names
 * them canonical (components/ai/tool-metadata.ts): only the originals are listed.
 */
const staticPages = routeManifest.filter(
  (route) =>
    route.built &&
    !route.redirect &&
    route.guards.length === 0 &&
    !route.path.includes('{') &&
    route.layout !== 'none' &&
    !route.path.startsWith('/services/'),
);

/** Every published post of the blog (the Persian list holds them all), a page of the API's largest at a time. */
async function blogPosts(): Promise<PostCard[]> {
  const posts: PostCard[] = [];
  for (let page = 1; ; page += 1) {
    const result = await data<PostPage>(`/blog/posts?locale=fa&pageSize=48&page=${page}`);
    posts.push(...result.items);
    if (result.items.length === 0 || posts.length >= result.total) return posts;
  }
}

async function pagesFile(): Promise<SitemapUrl[]> {
  const [summary, lists, catalogue, posts] = await Promise.all([
    data<Summary>('/market/sitemap'),
    data<CategoryEntry[]>('/market/sitemap/categories'),
    data<ServiceTree>('/services'),
    blogPosts(),
  ]);
  // The market's front page and its map show listings: they change when the listings do; the blog's list
  // when a post does.
  const marketChanged = newest([summary.listings.lastModified, ...lists.map((list) => list.lastModified)]);
  const listChanged: Record<string, string | null> = {
    '/market': marketChanged,
    '/market/map': marketChanged,
    [BLOG_PATH]: newest(posts.map((post) => post.updatedAt)),
  };
  return [
    ...staticPages.flatMap((route) => bothLanguages(route.path, documentDates[route.path] ?? listChanged[route.path])),
    ...lists.flatMap((list) => bothLanguages(listPath(list.kind, list.slug), list.lastModified)),
    // The service catalogue's categories and services (its tree holds the enabled ones only).
    ...allCategories(catalogue).flatMap((category) => bothLanguages(categoryPath(category.slug))),
    ...allServices(catalogue).flatMap((service) => bothLanguages(servicePath(service.categorySlug, service.slug))),
    // The blog's posts; one in Persian only has no English page.
    ...posts.flatMap((post) => (hasEnglish(post) ? bothLanguages : persianOnly)(postPath(post.slug), post.updatedAt)),
  ];
}

const fileCount = (count: number, perFile: number) => Math.ceil(count / perFile);

/** The index: every file, with its newest change. */
export async function sitemapIndex(): Promise<SitemapFile[]> {
  const [summary, pages] = await Promise.all([data<Summary>('/market/sitemap'), pagesFile()]);
  const numbered = (name: 'shops' | 'listings', count: number, lastModified: string | null) =>
    Array.from({ length: fileCount(count, summary.entriesPerFile) }, (_, index) => ({
      url: fileUrl(`${name}-${index + 1}.xml`),
      lastModified,
    }));
  return [
    { url: fileUrl('pages.xml'), lastModified: newest(pages.map((page) => page.lastModified as string | null)) },
    ...numbered('shops', summary.shops.count, summary.shops.lastModified),
    ...numbered('listings', summary.listings.count, summary.listings.lastModified),
  ];
}

/** One file of the index by its name (`pages.xml`, `shops-1.xml`, `listings-3.xml`), or null when there is none. */
export async function sitemapFile(name: string): Promise<SitemapUrl[] | null> {
  if (name === 'pages.xml') return pagesFile();
  const match = /^(shops|listings)-([1-9]\d{0,4})\.xml$/.exec(name);
  if (!match) return null;
  const [, set, number] = match;
  const page = Number(number);
  const summary = await data<Summary>('/market/sitemap');
  const count = set === 'shops' ? summary.shops.count : summary.listings.count;
  if (page > fileCount(count, summary.entriesPerFile)) return null;
  if (set === 'shops') {
    const rows = await data<{ link: string; lastModified: string }[]>(`/market/sitemap/shops?page=${page}`);
    return rows.flatMap((row) => bothLanguages(shopPath(row.link), row.lastModified));
  }
  const rows = await data<{ shopLink: string; kind: Kind; slug: string; lastModified: string }[]>(
    `/market/sitemap/listings?page=${page}`,
  );
  return rows.flatMap((row) => bothLanguages(listingPath(row.shopLink, row.kind, row.slug), row.lastModified));
}
