import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { blogPosts, files, rateLimits, type Database } from '@rassam/db';
import { fieldMessage, fieldTexts, resultText } from '@rassam/i18n';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onPublicChange } from '../../lib/public-changes';
import { createTestApp, fileForm, pngImage } from '../../test-utils';
import { blogImageIds, blogPostBody, readingMinutes, withoutBlogImage } from './blog.schemas';
import { seedDemoBlog } from './blog.seed';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<TestApp['client']>;
let t: TestApp;
let db: Database;

let admin: Client;
let adminId: string;
let otherAdmin: Client;
let user: Client;
const visitor = () => t.client();

beforeAll(async () => {
  t = await createTestApp();
  db = t.handle.db;
  ({ client: admin, id: adminId } = await t.account('admin'));
  otherAdmin = (await t.account('admin')).client;
  user = (await t.account()).client;
});
afterAll(async () => {
  await t?.close();
});
// The per-account write limit is not under test: each test starts with none counted.
beforeEach(async () => {
  await db.delete(rateLimits).where(sql`${rateLimits.key} not like 'otp:%'`);
});

let seq = 0;
async function category(body: Record<string, unknown> = {}) {
  seq += 1;
  const res = await admin.call('POST', '/api/admin/blog/categories', {
    slug: `category-${seq}`,
    name: `دسته ${seq}`,
    nameEn: `Category ${seq}`,
    ...body,
  });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: string; slug: string };
}

const persianBody = '## یک عنوان\n\nمتنی کوتاه درباره‌ی **رسام** با ۳ فهرست:\n\n- یک\n- دو';
const englishBody = '## A heading\n\nA short text about **Rassam**.\n\n- one\n- two';

function postBody(body: Record<string, unknown> = {}) {
  seq += 1;
  return {
    slug: `post-${seq}`,
    title: `مطلب شماره‌ی ${seq}`,
    summary: 'خلاصه‌ای کوتاه از این مطلب برای کارت',
    body: persianBody,
    titleEn: `Post number ${seq}`,
    summaryEn: 'A short summary of this post for its card',
    bodyEn: englishBody,
    status: 'published',
    ...body,
  };
}

interface AdminPost {
  id: string;
  slug: string;
  status: string;
  publishedAt: string | null;
  cover: { id: string; url: string } | null;
  body: string;
  bodyEn: string | null;
}

async function post(body: Record<string, unknown> = {}, by: Client = admin) {
  const res = await by.call('POST', '/api/admin/blog/posts', postBody(body));
  expect(res.status, res.text).toBe(201);
  return res.json.data as AdminPost;
}

const persianOnly = { titleEn: null, summaryEn: null, bodyEn: null };

async function image(width = 1600, height = 900) {
  const res = await admin.call('POST', '/api/admin/blog/images', fileForm(await pngImage(width, height)));
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: string; url: string };
}

interface Card {
  id: string;
  slug: string;
  titleEn: string | null;
  category: { slug: string } | null;
}
async function list(query = '') {
  const res = await visitor().call('GET', `/api/blog/posts${query}`);
  expect(res.status, res.text).toBe(200);
  return res.json.data as { items: Card[]; page: number; pageSize: number; total: number };
}
const slugsOf = (items: { slug: string }[]) => items.map((item) => item.slug);

describe('who may write the blog', () => {
  it('is the admins only: a visitor is 401, a user or a support agent 403, on every admin route', async () => {
    const support = (await t.account('support')).client;
    const some = '00000000-0000-4000-8000-000000000001';
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/blog/posts'],
      ['POST', '/api/admin/blog/posts', postBody()],
      ['GET', `/api/admin/blog/posts/${some}`],
      ['PATCH', `/api/admin/blog/posts/${some}`, { title: 'عنوان تازه' }],
      ['DELETE', `/api/admin/blog/posts/${some}`],
      ['GET', '/api/admin/blog/categories'],
      ['POST', '/api/admin/blog/categories', { slug: 'abc', name: 'الف', nameEn: 'A' }],
      ['POST', '/api/admin/blog/categories/reorder', { ids: [some] }],
      ['PATCH', `/api/admin/blog/categories/${some}`, { name: 'الف' }],
      ['DELETE', `/api/admin/blog/categories/${some}`],
      ['GET', '/api/admin/blog/images'],
      ['DELETE', `/api/admin/blog/images/${some}`],
    ];
    expect(await t.notRefused(routes, [user, support])).toEqual([]);
    const form = fileForm(await pngImage(10, 10));
    expect((await user.call('POST', '/api/admin/blog/images', form)).status).toBe(403);
    expect((await visitor().call('POST', '/api/admin/blog/images', fileForm(await pngImage(10, 10)))).status).toBe(401);
    expect(await db.select().from(blogPosts)).toEqual([]);
  });
});

describe('posts', () => {
  it('are created, read, changed and deleted by any admin, with their author, reading time and date', async () => {
    const guides = await category({ name: 'راهنما', nameEn: 'Guides' });
    const cover = await image();
    const words = Array.from({ length: 450 }, (_, i) => `واژه${i}`).join(' ');
    const made = await admin.call(
      'POST',
      '/api/admin/blog/posts',
      postBody({ slug: 'Hello-World', categoryId: guides.id, coverId: cover.id, body: `## سلام\n\n${words}` }),
    );
    expect(made.status, made.text).toBe(201);
    expect(made.json.message.code).toBe('AddSuccessfully');
    const created = made.json.data;
    expect(created).toMatchObject({
      slug: 'hello-world',
      status: 'published',
      categoryId: guides.id,
      category: { slug: guides.slug, name: 'راهنما', nameEn: 'Guides' },
      coverId: cover.id,
      cover: { id: cover.id, url: `/api/blog/files/${cover.id}`, width: 1600, height: 900 },
      readingMinutes: 3,
      readingMinutesEn: 1,
      bodyEn: englishBody,
      author: { id: adminId, name: 'Test User' },
    });
    expect(Date.now() - Date.parse(created.publishedAt)).toBeLessThan(60_000);

    const read = await otherAdmin.call('GET', `/api/admin/blog/posts/${created.id}`);
    expect(read.json.data).toEqual(created);

    // Another admin edits it; the first publication's date stays.
    const patched = await otherAdmin.call('PATCH', `/api/admin/blog/posts/${created.id}`, {
      title: 'عنوانی تازه',
      status: 'draft',
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.json.data).toMatchObject({
      title: 'عنوانی تازه',
      status: 'draft',
      publishedAt: created.publishedAt,
    });
    const again = await admin.call('PATCH', `/api/admin/blog/posts/${created.id}`, { status: 'published' });
    expect(again.json.data.publishedAt).toBe(created.publishedAt);
    // An admin may date a post; an empty change answers it as it is.
    const dated = await admin.call('PATCH', `/api/admin/blog/posts/${created.id}`, {
      publishedAt: '2026-01-02T03:04:05+03:30',
    });
    expect(dated.json.data.publishedAt).toBe('2026-01-01T23:34:05.000Z');
    const same = await admin.call('PATCH', `/api/admin/blog/posts/${created.id}`, {});
    expect(same.status).toBe(200);
    expect(same.json.data).toEqual(dated.json.data);
    const future = await admin.call('PATCH', `/api/admin/blog/posts/${created.id}`, {
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(future.status).toBe(422);
    expect(future.json.error.fields.publishedAt).toBe(fieldTexts.PublishedInFuture.fa);

    // Made Persian only: all three English texts go together.
    const persian = await admin.call('PATCH', `/api/admin/blog/posts/${created.id}`, persianOnly);
    expect(persian.json.data).toMatchObject({ titleEn: null, summaryEn: null, bodyEn: null, readingMinutesEn: null });

    const removed = await otherAdmin.call('DELETE', `/api/admin/blog/posts/${created.id}`);
    expect(removed.json).toMatchObject({ data: { id: created.id }, message: { code: 'DeleteSuccessfully' } });
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const gone = await admin.call(method, `/api/admin/blog/posts/${created.id}`, method === 'PATCH' ? {} : undefined);
      expect(gone.status, method).toBe(404);
      expect(gone.json.error.code, method).toBe('BlogNotFound');
    }
    const badId = await admin.call('GET', '/api/admin/blog/posts/not-an-id');
    expect([badId.status, badId.json.error.code]).toEqual([422, 'BlogIdIsNotValid']);
  });

  it('validates every field of the editor, on the field', async () => {
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      ['bad slug', { slug: 'Hello World!' }, { slug: 'SlugIdIsNotValid' }],
      ['short slug', { slug: 'ab' }, { slug: 'ValidationError' }],
      ['short title', { title: ' ab ' }, { title: 'ValidationError' }],
      ['long title', { title: 'ب'.repeat(151) }, { title: 'ValidationError' }],
      ['short summary', { summary: 'کوتاه' }, { summary: 'ValidationError' }],
      ['empty body', { body: ' \n ' }, { body: 'ValidationError' }],
      ['oversized body', { body: 'ب'.repeat(50_001) }, { body: 'ValidationError' }],
      ['no status', { status: undefined }, { status: 'ValidationError' }],
      ['unknown status', { status: 'archived' }, { status: 'ValidationError' }],
      ['bad category id', { categoryId: 'x' }, { categoryId: 'CategoryIdIsNotValid' }],
      ['bad cover id', { coverId: 'x' }, { coverId: 'FileIdIsNotValid' }],
      ['bad date', { publishedAt: 'yesterday' }, { publishedAt: 'ValidationError' }],
      ['unknown field', { colour: 'red' }, { colour: 'ValidationError' }],
      ['control character', { title: 'سلام\u0007دنیا' }, { title: 'TextHasControlCharacters' }],
      ['control character in a body', { bodyEn: 'Hello\u0000world' }, { bodyEn: 'TextHasControlCharacters' }],
      ['English title only', { summaryEn: null, bodyEn: '' }, { summaryEn: 'EnglishTextIncomplete', bodyEn: 'x' }],
      ['English body missing', { bodyEn: '   ' }, { bodyEn: 'EnglishTextIncomplete' }],
    ];
    for (const [name, change, expected] of cases) {
      const res = await admin.call('POST', '/api/admin/blog/posts', postBody(change), { 'x-locale': 'en' });
      expect(res.status, `${name}: ${res.text}`).toBe(422);
      const fields = res.json.error.fields as Record<string, string>;
      expect(Object.keys(fields).sort(), name).toEqual(Object.keys(expected).sort());
      for (const [field, code] of Object.entries(expected)) {
        if (code === 'ValidationError' || code === 'x') continue;
        expect(fields[field], name).toBe(fieldMessage({ code: 'custom', message: code }, 'en'));
      }
    }
    const english = await admin.call('POST', '/api/admin/blog/posts', postBody({ titleEn: null, summaryEn: null }));
    expect(english.json.error).toMatchObject({
      code: 'EnglishTextIncomplete',
      message: resultText('EnglishTextIncomplete', 'fa'),
      fields: { titleEn: expect.any(String), summaryEn: expect.any(String) },
    });
    expect(await db.select().from(blogPosts)).toEqual([]);
  });

  it('checks the English texts against the post as saved when a change gives only some of them', async () => {
    const made = await post(persianOnly);
    const some = await admin.call('PATCH', `/api/admin/blog/posts/${made.id}`, { titleEn: 'Only a title' });
    expect(some.status).toBe(422);
    expect(some.json.error.code).toBe('EnglishTextIncomplete');
    expect(Object.keys(some.json.error.fields).sort()).toEqual(['bodyEn', 'summaryEn']);
    const all = await admin.call('PATCH', `/api/admin/blog/posts/${made.id}`, {
      titleEn: 'A title',
      summaryEn: 'A summary long enough',
      bodyEn: 'One two three',
    });
    expect(all.json.data).toMatchObject({ titleEn: 'A title', readingMinutesEn: 1 });
    const dropOne = await admin.call('PATCH', `/api/admin/blog/posts/${made.id}`, { summaryEn: '' });
    expect([dropOne.status, Object.keys(dropOne.json.error.fields)]).toEqual([422, ['summaryEn']]);
  });

  it('keeps texts as written: trimmed, one line for titles, Persian digits as typed, line breaks in bodies', async () => {
    const made = await post({
      title: '  ۱۰ نکته\nبرای   عکس محصول  ',
      summary: 'خلاصه با ۳ رقم فارسی و ٤ رقم عربی',
      body: '  ## عنوان\r\n\r\nبند اول\tبا تب  ',
    });
    expect(made).toMatchObject({
      title: '۱۰ نکته برای عکس محصول',
      summary: 'خلاصه با ۳ رقم فارسی و ٤ رقم عربی',
      body: '## عنوان\n\nبند اول\tبا تب',
    });
  });

  it('refuses a slug taken (409 on the field), and of two creates at once with one slug, one wins', async () => {
    const made = await post();
    const twice = await admin.call('POST', '/api/admin/blog/posts', postBody({ slug: made.slug.toUpperCase() }));
    expect(twice.status).toBe(409);
    expect(twice.json.error).toMatchObject({ code: 'SlugAlreadyExists', fields: { slug: expect.any(String) } });
    const other = await post();
    const clash = await admin.call('PATCH', `/api/admin/blog/posts/${other.id}`, { slug: made.slug });
    expect([clash.status, clash.json.error.code]).toEqual([409, 'SlugAlreadyExists']);

    const body = postBody({ slug: 'race-for-this-slug' });
    const answers = await Promise.all([
      admin.call('POST', '/api/admin/blog/posts', body),
      otherAdmin.call('POST', '/api/admin/blog/posts', body),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.status === 409)!.json.error.code).toBe('SlugAlreadyExists');
  });

  it('takes a category that exists, and none', async () => {
    const absent = '00000000-0000-4000-8000-000000000009';
    const missing = await admin.call('POST', '/api/admin/blog/posts', postBody({ categoryId: absent }));
    expect(missing.status).toBe(404);
    expect(missing.json.error).toMatchObject({ code: 'CategoryNotFound', fields: { categoryId: expect.any(String) } });
    const none = await post({ categoryId: '' });
    expect(none).toMatchObject({ categoryId: null, category: null });
  });

  it('shows only library images: a cover or a body image outside it is FileNotFound on its field', async () => {
    // A file an admin can read is not a library image: another user's upload stays theirs.
    const users = await user.call('POST', '/api/files', fileForm(await pngImage(40, 40)));
    expect(users.status, users.text).toBe(201);
    const theirs = users.json.data.id as string;
    const cover = await admin.call('POST', '/api/admin/blog/posts', postBody({ coverId: theirs }));
    expect(cover.status).toBe(404);
    expect(cover.json.error).toMatchObject({
      code: 'FileNotFound',
      fields: { coverId: fieldTexts.CoverNotInLibrary.fa },
    });
    expect((await visitor().call('GET', `/api/blog/files/${theirs}`)).status).toBe(404);

    const picture = await image();
    const inBody = (id: string) => `${persianBody}\n\n![تصویر](/api/blog/files/${id}?w=640)`;
    const outside = await admin.call(
      'POST',
      '/api/admin/blog/posts',
      postBody({ body: inBody(picture.id), bodyEn: `![Picture](https://rassam.app/api/blog/files/${theirs})` }),
      { 'x-locale': 'en' },
    );
    expect(outside.status).toBe(404);
    expect(outside.json.error).toMatchObject({
      code: 'FileNotFound',
      fields: { bodyEn: fieldTexts.BodyImageNotInLibrary.en },
    });
    const made = await post({ body: inBody(picture.id), coverId: picture.id });
    expect(made.body).toContain(picture.id);
    // Images of other sites are the page's to leave out, not the API's to refuse.
    await post({ bodyEn: `${englishBody}\n\n![Elsewhere](https://example.com/picture.png)` });
    expect(blogImageIds(`![a](/api/blog/files/${picture.id.toUpperCase()}) /api/blog/files/nope`)).toEqual([
      picture.id,
    ]);
  });

  it('refuses a request body past the limit before reading it', async () => {
    const huge = JSON.stringify(postBody({ body: 'ب'.repeat(600_000) }));
    const res = await admin.call('POST', '/api/admin/blog/posts', huge, { 'x-locale': 'en' });
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe('PayloadTooLarge');
    // Two bodies at their longest, in Persian, pass the JSON limit and are saved.
    const long = await admin.call(
      'POST',
      '/api/admin/blog/posts',
      postBody({ body: 'ب'.repeat(50_000), bodyEn: 'a'.repeat(50_000) }),
    );
    expect(long.status, long.text.slice(0, 200)).toBe(201);
  });

  it('lists every post for the admins, newest change first, by status and by words of a title or the slug', async () => {
    const draft = await post({
      slug: 'admin-list-draft',
      title: 'پیش‌نویس باغ ایرانی',
      status: 'draft',
      ...persianOnly,
    });
    const live = await post({ slug: 'admin-list-live', titleEn: 'The Persian garden' });
    const drafts = await admin.call('GET', '/api/admin/blog/posts?status=draft&q=باغ');
    expect(drafts.status, drafts.text).toBe(200);
    expect(drafts.json.data).toMatchObject({ page: 1, pageSize: 20, total: 1 });
    expect(drafts.json.data.items[0]).toMatchObject({ id: draft.id, status: 'draft', publishedAt: null });
    expect(drafts.json.data.items[0]).not.toHaveProperty('body');
    const garden = await admin.call('GET', `/api/admin/blog/posts?q=${encodeURIComponent('GARDEN')}`);
    expect(slugsOf(garden.json.data.items)).toEqual([live.slug]);
    // Arabic ي and ك find Persian ی and ک; a slug's words find it too.
    const arabic = await admin.call('GET', `/api/admin/blog/posts?q=${encodeURIComponent('ايراني')}`);
    expect(slugsOf(arabic.json.data.items)).toEqual([draft.slug]);
    expect(slugsOf((await admin.call('GET', '/api/admin/blog/posts?q=list-live')).json.data.items)).toEqual([
      live.slug,
    ]);
    const first = await admin.call('GET', '/api/admin/blog/posts?pageSize=۱');
    expect(first.json.data.items[0].id).toBe(live.id);
    expect((await admin.call('GET', '/api/admin/blog/posts?pageSize=51')).status).toBe(422);
  });
});

describe('the public blog', () => {
  it('lists published posts newest first, the same for everyone; drafts never; English only with English text', async () => {
    const news = await category({ slug: 'public-news' });
    const older = await post({ categoryId: news.id, publishedAt: '2025-01-01T10:00:00Z' });
    const persian = await post({ categoryId: news.id, publishedAt: '2025-01-02T10:00:00Z', ...persianOnly });
    const draft = await post({ categoryId: news.id, status: 'draft' });

    const fa = await list('?category=public-news');
    expect(slugsOf(fa.items)).toEqual([persian.slug, older.slug]);
    expect(fa).toMatchObject({ page: 1, pageSize: 12, total: 2 });
    expect(fa.items[0]).toMatchObject({
      titleEn: null,
      summaryEn: null,
      readingMinutesEn: null,
      category: { slug: 'public-news', name: expect.any(String), nameEn: expect.any(String) },
      publishedAt: '2025-01-02T10:00:00.000Z',
    });
    expect(fa.items[0]).not.toHaveProperty('body');
    const en = await list('?category=public-news&locale=en');
    expect(slugsOf(en.items)).toEqual([older.slug]);
    expect(en.total).toBe(1);

    const res = await visitor().call('GET', '/api/blog/posts?category=public-news');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const asUser = await user.call('GET', '/api/blog/posts?category=public-news', undefined, { 'x-locale': 'en' });
    expect(asUser.text).toBe(res.text);
    expect(JSON.stringify((await list()).items)).not.toContain(draft.slug);
  });

  it('pages the list, with the page numbers in any digits, and refuses a page past the bounds', async () => {
    const paged = await category({ slug: 'paged' });
    const made = [];
    for (let day = 1; day <= 5; day += 1)
      made.push(await post({ categoryId: paged.id, publishedAt: `2024-03-0${day}T08:00:00Z` }));
    const newest = made.reverse().map((p) => p.slug);
    const second = await list(`?category=paged&page=${encodeURIComponent('۲')}&pageSize=${encodeURIComponent('٢')}`);
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect(slugsOf(second.items)).toEqual(newest.slice(2, 4));
    expect(slugsOf((await list('?category=paged&page=3&pageSize=2')).items)).toEqual(newest.slice(4));
    expect((await list('?category=paged&page=9')).items).toEqual([]);
    for (const query of ['pageSize=49', 'page=0', 'page=x', 'locale=de']) {
      const res = await visitor().call('GET', `/api/blog/posts?${query}`);
      expect(res.status, query).toBe(422);
    }
  });

  it('answers an unknown category with CategoryNotFound', async () => {
    const res = await visitor().call('GET', '/api/blog/posts?category=no-such-category', undefined, {
      'x-locale': 'en',
    });
    expect(res.status).toBe(404);
    expect(res.json.error).toMatchObject({ code: 'CategoryNotFound', message: 'The category was not found' });
  });

  it('answers a post by its slug with its bodies and related posts; a draft or an unknown slug is BlogNotFound', async () => {
    const [a, b] = [await category({ slug: 'related-a' }), await category({ slug: 'related-b' })];
    const cover = await image(2000, 1000);
    const main = await post({ slug: 'the-main-post', categoryId: a.id, coverId: cover.id });
    const sameOld = await post({ categoryId: a.id, publishedAt: '2020-01-01T00:00:00Z' });
    const otherNew = await post({ categoryId: b.id });
    const persian = await post({ categoryId: a.id, publishedAt: '2021-01-01T00:00:00Z', ...persianOnly });
    const draft = await post({ categoryId: a.id, status: 'draft' });

    const res = await visitor().call('GET', '/api/blog/posts/The-Main-Post');
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.json.data).toMatchObject({
      id: main.id,
      slug: 'the-main-post',
      body: persianBody,
      bodyEn: englishBody,
      cover: { id: cover.id, url: cover.url, width: 2000, height: 1000 },
      category: { slug: 'related-a' },
    });
    const related = slugsOf(res.json.data.related);
    expect(related).toHaveLength(3);
    // The same category first (newest first), then the newest of the rest.
    expect(related.slice(0, 2)).toEqual([persian.slug, sameOld.slug]);
    expect(related).not.toContain(draft.slug);
    expect(related).not.toContain(main.slug);
    expect(related[2]).toBe(otherNew.slug);
    // In English, Persian-only posts are neither the post nor among the related.
    const en = await visitor().call('GET', '/api/blog/posts/the-main-post?locale=en');
    expect(slugsOf(en.json.data.related)).not.toContain(persian.slug);
    const persianInEnglish = await visitor().call('GET', `/api/blog/posts/${persian.slug}?locale=en`);
    expect([persianInEnglish.status, persianInEnglish.json.error.code]).toEqual([404, 'BlogNotFound']);
    expect((await visitor().call('GET', `/api/blog/posts/${persian.slug}`)).status).toBe(200);

    for (const slug of [draft.slug, 'no-such-post']) {
      const missing = await visitor().call('GET', `/api/blog/posts/${slug}`, undefined, { 'x-locale': 'en' });
      expect(missing.status, slug).toBe(404);
      expect(missing.json.error, slug).toMatchObject({
        code: 'BlogNotFound',
        message: 'The blog post was not found',
      });
    }
  });

  it('shows an admin’s change at once, and tells the web server its pages changed', async () => {
    const made = await post({ title: 'پیش از تغییر' });
    const before = await list();
    expect(JSON.stringify(before)).toContain('پیش از تغییر');
    expect((await visitor().call('GET', `/api/blog/posts/${made.slug}`)).json.data.title).toBe('پیش از تغییر');
    let changes = 0;
    const stop = onPublicChange(() => {
      changes += 1;
    });
    try {
      expect((await admin.call('PATCH', `/api/admin/blog/posts/${made.id}`, { title: 'پس از تغییر' })).status).toBe(
        200,
      );
      expect(changes).toBe(1);
      // A refused change changes nothing public.
      await admin.call('PATCH', `/api/admin/blog/posts/${made.id}`, { title: 'x' });
      expect(changes).toBe(1);
      const fresh = await post({ title: 'مطلبی که همین حالا آمد' });
      expect(changes).toBe(2);
      expect(slugsOf((await list()).items)[0]).toBe(fresh.slug);
    } finally {
      stop();
    }
    expect(JSON.stringify(await list())).toContain('پس از تغییر');
    expect((await visitor().call('GET', `/api/blog/posts/${made.slug}`)).json.data.title).toBe('پس از تغییر');
    expect((await admin.call('PATCH', `/api/admin/blog/posts/${made.id}`, { status: 'draft' })).status).toBe(200);
    expect((await visitor().call('GET', `/api/blog/posts/${made.slug}`)).status).toBe(404);
  });
});

describe('categories', () => {
  it('are listed in order with their counts, publicly and for the admins', async () => {
    const first = await category({ slug: 'counted', sortOrder: -100 });
    await post({ categoryId: first.id });
    await post({ categoryId: first.id, ...persianOnly });
    await post({ categoryId: first.id, status: 'draft' });
    const res = await visitor().call('GET', '/api/blog/categories');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.json.data[0]).toEqual({
      id: first.id,
      slug: 'counted',
      name: expect.any(String),
      nameEn: expect.any(String),
      posts: 2,
      postsEn: 1,
    });
    const mine = (await admin.call('GET', '/api/admin/blog/categories')).json.data[0];
    expect(mine).toMatchObject({ id: first.id, sortOrder: -100, posts: 3 });
  });

  it('refuse a bad or taken slug, and change', async () => {
    const made = await category();
    const bad = await admin.call('POST', '/api/admin/blog/categories', { slug: 'a b', name: 'الف', nameEn: 'A' });
    expect([bad.status, bad.json.error.code]).toEqual([422, 'SlugIdIsNotValid']);
    const taken = await admin.call('POST', '/api/admin/blog/categories', {
      slug: made.slug.toUpperCase(),
      name: 'الف',
      nameEn: 'A',
    });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toMatchObject({ code: 'SlugAlreadyExists', fields: { slug: expect.any(String) } });
    const renamed = await admin.call('PATCH', `/api/admin/blog/categories/${made.id}`, { nameEn: 'Stories' });
    expect(renamed.json.data).toMatchObject({ id: made.id, nameEn: 'Stories', posts: 0 });
    expect((await admin.call('PATCH', `/api/admin/blog/categories/${made.id}`, {})).json.data.nameEn).toBe('Stories');
    const absent = '00000000-0000-4000-8000-000000000009';
    expect((await admin.call('PATCH', `/api/admin/blog/categories/${absent}`, { name: 'الف' })).status).toBe(404);
    expect((await admin.call('PATCH', `/api/admin/blog/categories/${absent}`, {})).status).toBe(404);
  });

  it('cannot be deleted while they hold a post', async () => {
    const held = await category();
    const made = await post({ categoryId: held.id, status: 'draft' });
    const refused = await admin.call('DELETE', `/api/admin/blog/categories/${held.id}`, undefined, {
      'x-locale': 'en',
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({
      code: 'BlogCategoryIsInUse',
      message: 'This category has posts and cannot be deleted. Move its posts to another category first.',
    });
    expect((await admin.call('PATCH', `/api/admin/blog/posts/${made.id}`, { categoryId: null })).status).toBe(200);
    expect((await admin.call('DELETE', `/api/admin/blog/categories/${held.id}`)).status).toBe(200);
    expect((await admin.call('DELETE', `/api/admin/blog/categories/${held.id}`)).status).toBe(404);
  });

  it('take a new order', async () => {
    const [a, b, c] = [
      await category({ sortOrder: -300 }),
      await category({ sortOrder: -299 }),
      await category({ sortOrder: -298 }),
    ];
    const reordered = await admin.call('POST', '/api/admin/blog/categories/reorder', { ids: [c.id, a.id, b.id] });
    expect(reordered.status, reordered.text).toBe(200);
    const order = ((await visitor().call('GET', '/api/blog/categories')).json.data as { id: string }[]).map(
      (row) => row.id,
    );
    expect(order.indexOf(c.id)).toBeLessThan(order.indexOf(a.id));
    expect(order.indexOf(a.id)).toBeLessThan(order.indexOf(b.id));
    const unknown = await admin.call('POST', '/api/admin/blog/categories/reorder', {
      ids: [a.id, '00000000-0000-4000-8000-000000000009'],
    });
    expect([unknown.status, unknown.json.error.code]).toEqual([404, 'CategoryNotFound']);
    expect((await admin.call('POST', '/api/admin/blog/categories/reorder', { ids: [a.id, a.id] })).status).toBe(422);
  });
});

describe('images', () => {
  it('are checked by content, public with their sized copies, and leave every cover when removed', async () => {
    const picture = await image(2000, 1200);
    expect(picture.url).toBe(`/api/blog/files/${picture.id}`);
    const [stored] = await db.select().from(files).where(eq(files.id, picture.id));
    for (const width of [320, 640, 1280])
      expect(await t.deps.storage.get(`${stored!.storageKey}.w${width}.webp`), String(width)).not.toBeNull();

    const full = await t.app.request(picture.url);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/png');
    expect(full.headers.get('cache-control')).toBe('public, max-age=300');
    const wide = await t.app.request(`${picture.url}?w=۱۲۸۰`);
    expect(wide.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await wide.arrayBuffer())).metadata()).width).toBe(1280);
    expect((await t.app.request(`${picture.url}?w=333`)).status).toBe(422);

    // Not an image, whatever its name and type say: refused before anything is stored.
    const script = await admin.call(
      'POST',
      '/api/admin/blog/images',
      fileForm(new TextEncoder().encode('<svg onload="alert(1)"></svg>'), 'image/png', 'x.png'),
    );
    expect([script.status, script.json.error.code]).toEqual([400, 'FileFormatIsNotValid']);
    const html = await admin.call(
      'POST',
      '/api/admin/blog/images',
      fileForm(new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'text/html', 'x.html'),
    );
    expect(html.status).toBe(400);
    const bytes = new Uint8Array(16 * 1024 * 1024);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const huge = await admin.call('POST', '/api/admin/blog/images', fileForm(bytes));
    expect([huge.status, huge.json.error.code]).toEqual([413, 'FileSizeValidationError']);

    const made = await post({
      coverId: picture.id,
      body: `${persianBody}\n\n![](${picture.url})\n\nبزرگش را [اینجا](${picture.url}?w=1280) ببینید.`,
      bodyEn: `An example:\n\n![A shop's window](${picture.url} "Window")`,
    });
    const library = await otherAdmin.call('GET', '/api/admin/blog/images');
    expect(library.json.data.find((i: { id: string }) => i.id === picture.id)).toMatchObject({
      usedBy: 1,
      width: 2000,
      url: picture.url,
    });
    expect((await visitor().call('GET', `/api/blog/posts/${made.slug}`)).json.data.cover.id).toBe(picture.id);

    // In capitals: a uuid is the same id in either case.
    const removed = await otherAdmin.call('DELETE', `/api/admin/blog/images/${picture.id.toUpperCase()}`);
    expect(removed.status, removed.text).toBe(200);
    const after = (await admin.call('GET', `/api/admin/blog/posts/${made.id}`)).json.data;
    expect(after).toMatchObject({ coverId: null, cover: null });
    // Off the bodies too: the picture goes, the link keeps its words, and the post saves again as it is.
    expect(after.body).toBe(`${persianBody}\n\nبزرگش را اینجا ببینید.`);
    expect(after.bodyEn).toBe('An example:');
    expect((await visitor().call('GET', `/api/blog/posts/${made.slug}`)).json.data.cover).toBeNull();
    expect((await t.app.request(picture.url)).status).toBe(404);
    const resaved = await admin.call('PATCH', `/api/admin/blog/posts/${made.id}`, { body: after.body });
    expect(resaved.status, resaved.text).toBe(200);
    // An image not in the library is still refused in a body.
    const dead = await admin.call('PATCH', `/api/admin/blog/posts/${made.id}`, {
      body: `${after.body}\n\n![](${picture.url})`,
    });
    expect(dead.json.error.fields).toEqual({ body: fieldTexts.BodyImageNotInLibrary.fa });
    // Nothing else named it: its row and its stored files are gone.
    expect(await db.select().from(files).where(eq(files.id, picture.id))).toEqual([]);
    expect(await t.deps.storage.get(stored!.storageKey)).toBeNull();
    expect(await t.deps.storage.get(`${stored!.storageKey}.w1280.webp`)).toBeNull();
    expect((await admin.call('DELETE', `/api/admin/blog/images/${picture.id}`)).status).toBe(404);
  });
});

describe('the schema the editor shares', () => {
  it('takes one library image out of a body, and nothing else', () => {
    const id = '0b6f2c1e-8a8e-4c55-9a51-3d2f1e0c9b7a';
    const other = '1c7f3d2e-9b9f-4d66-8b62-4e3f2f1d0c8b';
    const body = [
      'پیش از عکس',
      `![عکس](/api/blog/files/${id})`,
      `![](</api/blog/files/${id.toUpperCase()}?w=640> 'title')`,
      `![](https://rassam.example/api/blog/files/${id}?w=1280 (title))`,
      `ببینید: [بزرگ‌تر](/api/blog/files/${id}?w=1920) و [دیگری](/api/blog/files/${other}).`,
      `نشانی خام: /api/blog/files/${id} تمام.`,
      `![بماند](/api/blog/files/${other}?w=640)`,
    ].join('\n\n');
    expect(withoutBlogImage(body, id)).toBe(
      [
        'پیش از عکس',
        `ببینید: بزرگ‌تر و [دیگری](/api/blog/files/${other}).`,
        'نشانی خام:  تمام.',
        `![بماند](/api/blog/files/${other}?w=640)`,
      ].join('\n\n'),
    );
    expect(blogImageIds(withoutBlogImage(body, id))).toEqual([other]);
    expect(withoutBlogImage(persianBody, id)).toBe(persianBody);
  });

  it('counts reading minutes at 200 words a minute, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('## ' + 'word '.repeat(200))).toBe(1);
    expect(readingMinutes('word '.repeat(201))).toBe(2);
    expect(readingMinutes('می‌خواهم - * > ۱۲')).toBe(1);
  });

  it('is the API’s: the same post passes or fails in the browser as on the server', () => {
    expect(blogPostBody.safeParse(postBody()).success).toBe(true);
    const partly = blogPostBody.safeParse(postBody({ bodyEn: '' }));
    expect(partly.success).toBe(false);
    expect(partly.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['bodyEn', 'EnglishTextIncomplete'],
    ]);
  });
});

describe('the demo blog', () => {
  it('seeds two categories, three posts in both languages and a Persian-only draft, each with a cover, once', async () => {
    expect(await seedDemoBlog(t.deps)).toBe(true);
    const categories = (await visitor().call('GET', '/api/blog/categories')).json.data as {
      slug: string;
      posts: number;
      postsEn: number;
    }[];
    expect(categories.filter((c) => ['guides', 'news'].includes(c.slug))).toEqual([
      expect.objectContaining({ slug: 'guides', posts: 2, postsEn: 2 }),
      expect.objectContaining({ slug: 'news', posts: 1, postsEn: 1 }),
    ]);
    const seeded = ['3d-model-of-a-product-for-ar', 'virtual-tours-for-shops', 'product-photos-with-ai'];
    const dates: number[] = [];
    for (const slug of seeded) {
      const { data } = (await visitor().call('GET', `/api/blog/posts/${slug}`)).json;
      for (const body of [data.body, data.bodyEn]) {
        const words = body.split(/\s+/).filter((w: string) => /[\p{L}\p{N}]/u.test(w)).length;
        expect(words, slug).toBeGreaterThanOrEqual(250);
        expect(words, slug).toBeLessThanOrEqual(500);
        expect(body, slug).toMatch(/^## /m);
        expect(body, slug).toMatch(/^(- |1\. )/m);
      }
      expect(Date.now() - Date.parse(data.publishedAt), slug).toBeGreaterThan(86_400_000);
      dates.push(Date.parse(data.publishedAt));
      const cover = await t.app.request(`${data.cover.url}?w=640`);
      expect(cover.status, slug).toBe(200);
    }
    // Dated over the last weeks, oldest first in this list.
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    const drafts = await admin.call('GET', '/api/admin/blog/posts?status=draft&q=open-your-shop');
    expect(drafts.json.data.items).toEqual([
      expect.objectContaining({ titleEn: null, status: 'draft', author: expect.objectContaining({ id: adminId }) }),
    ]);
    expect(await seedDemoBlog(t.deps)).toBe(false);
  });
});
