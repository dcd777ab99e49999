/**
 * The blog's public pages (decision 048), in Persian and English, on the demo's posts: the list with its
 * dates in the reader's calendar and its categories as links (`/blog?category=…`), a post with its body,
 * headings, breadcrumbs and structured data, the header's link, and the cache headers a visitor gets. A post
 * the admin publishes in Persian only has no English page (404), no English alternate and no English entry
 * in the sitemap; a draft has no page at all. One axe scan of the list and of a post.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { apiData, DEMO_ADMIN, expectAccessible, rememberLocale, signInViaApi, siteUrl } from './helpers';

type Locale = 'fa' | 'en';
const messages = { fa: faMessages, en: enMessages } as const;
const pathIn = (locale: Locale, path: string) => (locale === 'fa' ? path : `/en${path}`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Card {
  id: string;
  slug: string;
  title: string;
  titleEn: string | null;
  category: { slug: string; name: string; nameEn: string } | null;
  publishedAt: string;
  readingMinutes: number;
  readingMinutesEn: number | null;
}
interface Post extends Card {
  body: string;
  bodyEn: string | null;
}
interface Category {
  slug: string;
  name: string;
  nameEn: string;
  posts: number;
  postsEn: number;
}

/** A date as the reader's calendar writes it, from Intl itself (not the app's helper): Jalali in Persian digits in fa. */
const readerDate = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale === 'fa' ? 'fa-IR-u-ca-persian-nu-arabext' : 'en-US', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(iso));

const postsOf = async (request: APIRequestContext, query: string) =>
  (await apiData<{ items: Card[]; total: number }>(await request.get(`/api/blog/posts?${query}`))).items;

/** The newest demo post with headings in its body (other test files may have published posts of their own). */
async function postWithHeadings(request: APIRequestContext, locale: Locale): Promise<Post> {
  for (const card of await postsOf(request, `locale=${locale}`)) {
    const post = await apiData<Post>(await request.get(`/api/blog/posts/${card.slug}`));
    if (/^#{1,6} /m.test((locale === 'fa' ? post.body : post.bodyEn) ?? '')) return post;
  }
  throw new Error('the demo has no post with headings');
}

for (const locale of ['fa', 'en'] as const) {
  const t = messages[locale].blog;
  const title = (post: Card) => (locale === 'fa' ? post.title : post.titleEn!);
  const name = (category: { name: string; nameEn: string }) => (locale === 'fa' ? category.name : category.nameEn);

  test(`${locale}: the list shows the published posts with their dates, and a category filters it`, async ({
    page,
    baseURL,
  }) => {
    await rememberLocale(page, locale, baseURL!);
    const posts = await postsOf(page.request, `locale=${locale}`);
    expect(posts.length, 'the demo has published posts').toBeGreaterThanOrEqual(3);

    // The header's link leads to the blog.
    await page.goto(pathIn(locale, '/'));
    await page
      .getByRole('navigation', { name: messages[locale].nav.mainNav })
      .getByRole('link', { name: t.title, exact: true })
      .click();
    await page.waitForURL(new RegExp(`${escape(pathIn(locale, '/blog'))}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);

    const cards = page.getByTestId('post-card');
    await expect(cards).toHaveCount(Math.min(posts.length, 12));
    for (const [index, post] of posts.slice(0, 3).entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading')).toHaveText(title(post));
      await expect(card).toHaveAttribute('href', pathIn(locale, `/blog/${post.slug}`));
      await expect(card.locator('time')).toHaveText(readerDate(locale, post.publishedAt));
      await expect(card.locator('time')).toHaveAttribute('datetime', new Date(post.publishedAt).toISOString());
      if (post.category) await expect(card).toContainText(name(post.category));
    }
    // Persian dates are Jalali in Persian digits: no Latin digit, and not this Gregorian year.
    if (locale === 'fa') {
      await expect(cards.first().locator('time')).not.toHaveText(/[0-9]/);
      await expect(cards.first()).toContainText(/[۰-۹]+ دقیقه مطالعه/);
    } else await expect(cards.first()).toContainText(/\d+ min read/);

    // A category: its chip's address is /blog?category=…, and the list holds only its posts.
    const categories = await apiData<Category[]>(await page.request.get('/api/blog/categories'));
    const category = categories.find((item) => (locale === 'fa' ? item.posts : item.postsEn) > 0)!;
    const inCategory = await postsOf(page.request, `locale=${locale}&category=${category.slug}`);
    expect(inCategory.length).toBeLessThan(posts.length);
    const chips = page.getByRole('navigation', { name: t.categories });
    await chips.getByRole('link', { name: name(category), exact: true }).click();
    await page.waitForURL(new RegExp(`${escape(pathIn(locale, `/blog?category=${category.slug}`))}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name(category));
    await expect(cards).toHaveCount(inCategory.length);
    await expect(cards.getByRole('heading')).toHaveText(inCategory.map(title));
    await expect(chips.getByRole('link', { name: name(category), exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Opened directly too, as a shared address (the proxy keeps it as a page of its own).
    const direct = await page.goto(pathIn(locale, `/blog?category=${category.slug}`));
    expect(direct?.status()).toBe(200);
    await expect(cards).toHaveCount(inCategory.length);
    expect((await page.goto(pathIn(locale, '/blog?category=no-such-category')))?.status()).toBe(404);
    // Past the last page, and the inner addresses the proxy writes, asked for in another spelling: no page.
    expect((await page.goto(pathIn(locale, '/blog?page=99')))?.status()).toBe(404);
    for (const inner of ['/blog/~bogus', '/blog/~page%3D1', `/blog/~page%3D1%26category%3D${category.slug}`])
      expect((await page.goto(pathIn(locale, inner)))?.status(), inner).toBe(404);
  });

  test(`${locale}: a post opens with its body, headings, breadcrumbs and structured data`, async ({
    page,
    baseURL,
  }) => {
    await rememberLocale(page, locale, baseURL!);
    const post = await postWithHeadings(page.request, locale);
    await page.goto(pathIn(locale, '/blog'));
    await page
      .getByTestId('post-card')
      .filter({ hasText: title(post) })
      .click();
    await page.waitForURL(new RegExp(`${escape(pathIn(locale, `/blog/${post.slug}`))}$`));

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(post));
    expect((await page.request.get(pathIn(locale, `/blog/${post.slug.toUpperCase()}`))).status()).toBe(404);
    const body = page.getByTestId('post-body');
    await expect(body).toHaveAttribute('dir', locale === 'fa' ? 'rtl' : 'ltr');
    // The body's own headings start at h2: the page has one h1, the title.
    const markdown = (locale === 'fa' ? post.body : post.bodyEn)!;
    const headings = [...markdown.matchAll(/^#{1,6} +(.+)$/gm)].map((m) => m[1]!.trim());
    await expect(body.locator('h2, h3, h4, h5, h6')).toHaveText(headings);
    // Its highest heading is an h2 whichever level the writer began at (the demo's begin at ##).
    await expect(body.locator('h2').first()).toHaveText(headings[0]!);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('article time').first()).toHaveText(readerDate(locale, post.publishedAt));

    const trail = page.getByRole('navigation', { name: t.breadcrumbs });
    await expect(trail.getByRole('link')).toHaveText([
      t.home,
      t.title,
      ...(post.category ? [name(post.category)] : []),
    ]);

    const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const posting = structured.find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: title(post),
      inLanguage: locale,
      url: `${siteUrl}${pathIn(locale, `/blog/${post.slug}`)}`,
      datePublished: post.publishedAt,
    });
    expect(structured.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);
    // Written in both languages: each page names the other (read from the page's own HTML: after a client-side
    // navigation Next.js may keep the list's head tags beside the post's for a moment).
    const html = await (await page.request.get(pathIn(locale, `/blog/${post.slug}`))).text();
    const alternates = [...html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)].map((m) => m[0]);
    for (const other of ['fa', 'en'] as const)
      expect(alternates.some((link) => link.includes(`href="${siteUrl}${pathIn(other, `/blog/${post.slug}`)}"`))).toBe(
        true,
      );
  });
}

test('a post in Persian only has no English page; a draft has none at all', async ({
  playwright,
  request,
  page,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signInViaApi(admin, DEMO_ADMIN.phone, DEMO_ADMIN.password);
  const slug = `e2e-persian-only-${Date.now().toString(36)}`;
  const created = await apiData<{ id: string }>(
    await admin.post('/api/admin/blog/posts', {
      data: {
        slug,
        categoryId: null,
        coverId: null,
        title: 'مطلبی فقط به فارسی',
        summary: 'این مطلب نسخه‌ی انگلیسی ندارد.',
        body: '## بخش نخست\n\nمتن مطلب.',
        status: 'published',
      },
    }),
  );
  try {
    const fa = await request.get(`/blog/${slug}`, { headers: { 'accept-language': 'fa' } });
    expect(fa.status()).toBe(200);
    const html = await fa.text();
    expect(html).toContain('مطلبی فقط به فارسی');
    expect(html, 'no language alternates').not.toMatch(/<link[^>]+hreflang=/);
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}/blog/${slug}"/>`);
    expect((await request.get(`/en/blog/${slug}`)).status()).toBe(404);
    expect(await (await request.get('/en/blog')).text()).not.toContain(slug);
    // The header's language switch leads to the English blog, not to the 404.
    await rememberLocale(page, 'fa', baseURL!);
    await page.goto(`/blog/${slug}`);
    await expect(page.locator('header a[hreflang="en"]').first()).toHaveAttribute('href', '/en/blog');

    // The Persian feed has it; the English one does not.
    expect(await (await request.get('/blog/feed.xml')).text()).toContain(`<id>${siteUrl}/blog/${slug}</id>`);
    expect(await (await request.get('/en/blog/feed.xml')).text()).not.toContain(slug);

    const sitemap = await (await request.get('/sitemaps/pages.xml')).text();
    expect(sitemap).toContain(`<loc>${siteUrl}/blog/${slug}</loc>`);
    expect(sitemap).not.toContain(`/en/blog/${slug}`);
    expect(sitemap).toContain(`<loc>${siteUrl}/en/blog</loc>`);

    const [draft] = await apiData<{ items: { slug: string }[] }>(
      await admin.get('/api/admin/blog/posts?status=draft'),
    ).then((list) => list.items);
    expect(draft, 'the demo has a draft').toBeDefined();
    expect((await request.get(`/blog/${draft!.slug}`)).status()).toBe(404);
    expect(sitemap).not.toContain(`/blog/${draft!.slug}<`);
  } finally {
    await admin.delete(`/api/admin/blog/posts/${created.id}`);
    await admin.dispose();
  }
});

test('each language has an Atom feed of its posts, named in the list head and linked below it', async ({
  request,
  page,
  baseURL,
}) => {
  for (const locale of ['fa', 'en'] as const) {
    const feedPath = pathIn(locale, '/blog/feed.xml');
    const response = await request.get(feedPath);
    expect(response.status(), feedPath).toBe(200);
    expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(response.headers()['cache-control']).toMatch(/^public, /);
    const xml = await response.text();
    expect(xml).toContain(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`);
    expect(xml).toContain(`<title>${messages[locale].blog.heading}</title>`);
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${siteUrl}${feedPath}"/>`);
    // Its entries are the newest posts in that language, in the API's order, each linking to its page.
    const posts = await postsOf(request, `locale=${locale}&pageSize=20`);
    const ids = [...xml.matchAll(/<entry>\n<title>[^<]*<\/title>\n<id>([^<]+)<\/id>/g)].map((m) => m[1]);
    expect(ids).toEqual(posts.map((post) => `${siteUrl}${pathIn(locale, `/blog/${post.slug}`)}`));
    for (const post of posts.slice(0, 3))
      expect(xml).toContain(`<title>${locale === 'fa' ? post.title : post.titleEn}</title>`);

    await rememberLocale(page, locale, baseURL!);
    await page.goto(pathIn(locale, '/blog'));
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      `${siteUrl}${feedPath}`,
    );
    const link = page.getByRole('link', { name: messages[locale].blog.feed });
    await expect(link).toHaveAttribute('href', feedPath);
  }
});

test('the list, its pages and a post are public pages a visitor gets from the cache', async ({ request }) => {
  const [post] = await postsOf(request, 'locale=fa');
  const [category] = await apiData<Category[]>(await request.get('/api/blog/categories'));
  for (const address of [
    '/blog',
    '/en/blog',
    `/blog?category=${category!.slug}`,
    '/blog?utm_source=newsletter',
    `/blog/${post!.slug}`,
    `/en/blog/${post!.slug}`,
  ]) {
    const headers = { 'accept-language': address.startsWith('/en') ? 'en' : 'fa' };
    const first = await request.get(address, { headers });
    expect(first.status(), address).toBe(200);
    expect(first.headers()['cache-control'], address).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(first.headers()['set-cookie'], address).toBeUndefined();
    const again = await request.get(address, { headers });
    expect(again.headers()['x-nextjs-cache'], address).toMatch(/HIT|STALE/);
  }
});

test('the list and a post pass axe', async ({ page, baseURL }) => {
  await rememberLocale(page, 'fa', baseURL!);
  const [post] = await postsOf(page.request, 'locale=fa');
  for (const address of ['/blog', `/blog/${post!.slug}`]) {
    await page.goto(address);
    await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
    await expectAccessible(page);
  }
});
