/**
 * The blog's back office (decision 048). In Persian, the demo admin writes a post with an English version: the
 * toolbar and the preview, the slug made from the English title, the errors under their fields before
 * anything is sent (a bad slug, the English version partly written, on the tab that holds it) and the API's
 * (a slug another post has), a draft saved, a cover uploaded, a library image put in the body, published
 * (the post's public page, or the API's answer where the public pages are not built yet), taken back to a
 * draft, found in the list with its Persian date, its cover deleted from the library, and deleted. In English,
 * the list (the title's fallback, the state filter, the search) and an error in English; the categories (add,
 * rename, order, delete refused while a post is in one). Anyone else signed in gets the 404 page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { catalogue } from '../../packages/i18n/src/catalogue';
import {
  apiData,
  DEMO_ADMIN,
  expectAccessible,
  rememberLocale,
  settled,
  signInViaApi,
  toPersianDigits,
} from './helpers';

type Locale = 'fa' | 'en';
const messages = { fa: faMessages, en: enMessages } as const;
/** An ICU message with its arguments, as the page writes it (`{n, number}` in the page's digits). */
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(new RegExp(`\\{${key}(, number)?\\}`), value), text);

const DEMO_USER = { phone: '09120000001', password: 'Rassam1234' };
const root = join(import.meta.dirname, '../..');
const picture = readFileSync(join(root, 'apps/web/public/og.png'));
/** The public post page, where this branch has the blog's public pages; otherwise the API's answer stands for it. */
const publicPostPage = existsSync(join(root, 'apps/web/src/app/[locale]/(default)/blog/[slug]/page.tsx'));

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface Post {
  id: string;
  slug: string;
  title: string;
  titleEn: string | null;
  cover: { id: string } | null;
  body: string;
  bodyEn: string | null;
}

/** A post made through the API, as another admin would have made it. */
async function postViaApi(admin: APIRequestContext, post: Record<string, unknown>): Promise<Post> {
  const body = { categoryId: null, coverId: null, status: 'draft', summary: 'خلاصه‌ای برای کارت این مطلب.', ...post };
  return apiData<Post>(await admin.post('/api/admin/blog/posts', { data: body }));
}

async function signedInAdmin(page: Page, locale: Locale, baseURL: string) {
  await rememberLocale(page, locale, baseURL);
  await signInViaApi(page.request, DEMO_ADMIN.phone, DEMO_ADMIN.password);
}

test('fa: an admin writes a post with an English version, meets its errors, publishes it and takes it back', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const m = messages.fa.adminBlog;
  const suffix = uniqueSuffix();
  const titleFa = `راهنمای آزمایشی ${suffix}`;
  const titleEn = `Trial guide ${suffix}`;
  const slug = `trial-guide-${suffix}`;
  await signedInAdmin(page, 'fa', baseURL!);
  const taken = await postViaApi(page.request, { slug: `taken-${suffix}`, title: 'مطلب موجود', body: 'متن.' });

  await page.goto('/dashboard/admin/blog');
  await page.getByRole('link', { name: m.list.add }).first().click();
  await page.waitForURL(/\/dashboard\/admin\/blog\/new$/);
  await expect(page).toHaveTitle(new RegExp(messages.fa.titles.adminBlogNew));
  await settled(page);
  const editor = page.getByTestId('post-editor');
  // A body's label also names its mode tabs and its toolbar: its box is the textbox of that name.
  const box = (label: string) => editor.getByRole('textbox', { name: label, exact: true });
  await editor.getByLabel(m.editor.title).fill(titleFa);
  await editor.getByLabel(m.editor.summary).fill('خلاصه‌ای کوتاه برای کارت این مطلب آزمایشی.');

  // The toolbar makes a heading of the caret's line; the preview shows it as the page will (from h2).
  const body = box(m.editor.body);
  await body.fill('مقدمه');
  await editor.getByRole('button', { name: m.body.heading }).click();
  await expect(body).toHaveValue('# مقدمه');
  await body.press('End');
  await body.pressSequentially('\n\nمتن اصلی مطلب.');
  await editor.getByRole('tab', { name: m.body.preview }).click();
  await expect(page.getByTestId('body-preview').getByRole('heading', { level: 2 })).toHaveText('مقدمه');
  await editor.getByRole('tab', { name: m.body.write }).click();
  await expect(body).toHaveValue('# مقدمه\n\nمتن اصلی مطلب.');

  // The English title gives the slug; a slug typed over it must follow the rule.
  await editor.getByRole('tab', { name: m.editor.english }).click();
  await editor.getByLabel(m.editor.titleEn).fill(titleEn);
  const slugBox = editor.getByLabel(m.editor.slug, { exact: true });
  await expect(slugBox).toHaveValue(slug);
  await slugBox.fill('Bad slug!');

  // Sent from the Persian tab: the errors show before anything is sent, and the English tab opens.
  await editor.getByRole('tab', { name: m.editor.persian }).click();
  await editor.getByRole('button', { name: m.editor.saveDraft }).click();
  await expect(slugBox).toHaveAttribute('aria-invalid', 'true');
  await expect(slugBox).toHaveAccessibleDescription(catalogue.SlugIdIsNotValid.fa);
  await expect(editor.getByRole('tab', { name: m.editor.english })).toHaveAttribute('aria-selected', 'true');
  for (const label of [m.editor.summaryEn, m.editor.bodyEn]) {
    await expect(box(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(box(label)).toHaveAccessibleDescription(catalogue.EnglishTextIncomplete.fa);
  }
  await expect(editor.getByLabel(m.editor.titleEn)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/new$/);

  // The English version whole; a slug another post has is the API's refusal, under the slug.
  await editor.getByLabel(m.editor.summaryEn).fill('A short summary for this trial post’s card.');
  await box(m.editor.bodyEn).fill('# Introduction\n\nThe main text.');
  await slugBox.fill(taken.slug);
  await editor.getByRole('button', { name: m.editor.saveDraft }).click();
  await expect(slugBox).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/new$/);

  // Saved as a draft: the post's own editor.
  await slugBox.fill(slug);
  await editor.getByRole('button', { name: m.editor.saveDraft }).click();
  await page.waitForURL(/\/dashboard\/admin\/blog\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleFa);
  await expect(page.getByTestId('post-status')).toHaveAttribute('data-status', 'draft');
  await settled(page);
  await expectAccessible(page, 'main');

  // A cover uploaded here becomes the cover; a library image goes into the Persian body at the caret.
  const cover = page.getByTestId('cover-field');
  await cover
    .getByTestId('blog-image-input')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: picture });
  await expect(cover.getByTestId('cover-image')).toBeVisible();
  await expect
    .poll(() => cover.getByTestId('cover-image').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await editor.getByRole('tab', { name: m.editor.persian }).click();
  await body.press('ControlOrMeta+End');
  await editor.getByRole('button', { name: m.body.image }).click();
  const dialog = page.getByRole('dialog', { name: m.body.imageTitle });
  await dialog.getByRole('button', { name: fill(m.body.insertNumbered, { number: toPersianDigits('1') }) }).click();
  await expect(dialog).toBeHidden();
  await expect(body).toHaveValue(
    new RegExp(`متن اصلی مطلب\\.\\n\\n!\\[${m.body.imageText}\\]\\(/api/blog/files/[0-9a-f-]{36}\\)$`),
  );

  // Published: every reader sees it, in Persian and in English.
  await editor.getByRole('button', { name: m.editor.publish }).click();
  await expect(page.getByTestId('post-status')).toHaveAttribute('data-status', 'published');
  const published = await apiData<Post>(await page.request.get(`/api/blog/posts/${slug}`));
  expect([published.title, published.titleEn, published.cover?.id]).toEqual([titleFa, titleEn, expect.any(String)]);
  expect(published.body).toMatch(/!\[[^\]]+\]\(\/api\/blog\/files\/[0-9a-f-]{36}\)$/);
  if (publicPostPage) {
    // A Persian browser: an English one (Playwright's default) is sent from the bare address to /en.
    const reader = await page.context().browser()!.newPage({ baseURL, locale: 'fa-IR' });
    expect((await reader.goto(`/blog/${slug}`))?.status()).toBe(200);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(titleFa);
    expect((await reader.goto(`/en/blog/${slug}`))?.status()).toBe(200);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(titleEn);
    await reader.close();
  }

  // Back to a draft: gone from the blog.
  await editor.getByRole('button', { name: m.editor.unpublish }).click();
  await expect(page.getByTestId('post-status')).toHaveAttribute('data-status', 'draft');
  expect((await page.request.get(`/api/blog/posts/${slug}`)).status()).toBe(404);

  // In the list: found by its slug, its publication day in the Persian calendar and digits.
  await page.goto(`/dashboard/admin/blog?q=${suffix}`);
  const table = page.getByRole('table', { name: m.list.caption });
  const row = table.getByRole('row').filter({ hasText: titleFa });
  await expect(row).toBeVisible();
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'draft');
  await expect(row.getByRole('cell').nth(3)).not.toHaveText(/[0-9]/);
  await expect(row.getByRole('cell').nth(3)).toHaveText(/[۰-۹]/);

  // Deleted, after the question.
  await row.getByRole('link', { name: titleFa }).click();
  await page.waitForURL(new RegExp(`/dashboard/admin/blog/${id}$`));

  // Its cover deleted from the library, after the question: gone from the post and from the files.
  const coverId = published.cover!.id;
  await page
    .getByTestId('cover-library')
    .locator('li')
    .filter({ has: page.locator(`img[src*="${coverId}"]`) })
    .getByTestId('blog-image-delete')
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: messages.fa.adminMarket.deleteConfirm }).click();
  await expect(page.getByTestId('cover-field').getByTestId('cover-image')).toHaveCount(0);
  await expect(page.locator(`[data-testid="cover-library"] img[src*="${coverId}"]`)).toHaveCount(0);
  expect(
    (await apiData<{ coverId: string | null }>(await page.request.get(`/api/admin/blog/posts/${id}`))).coverId,
  ).toBe(null);
  expect((await page.request.get(`/api/blog/files/${coverId}`)).status()).toBe(404);
  // The same image was in the Persian text: it leaves the text too, here and in the stored post, and the post
  // saves as it is (a body naming a deleted image would be refused).
  await expect(body).toHaveValue('# مقدمه\n\nمتن اصلی مطلب.');
  expect((await apiData<{ body: string }>(await page.request.get(`/api/admin/blog/posts/${id}`))).body).toBe(
    '# مقدمه\n\nمتن اصلی مطلب.',
  );
  await body.press('ControlOrMeta+End');
  await body.pressSequentially(' بیشتر');
  const resaved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().endsWith(`/api/admin/blog/posts/${id}`),
  );
  await editor.getByRole('button', { name: m.editor.saveDraft }).click();
  expect((await resaved).status()).toBe(200);

  await page.getByRole('button', { name: m.editor.delete }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: messages.fa.adminMarket.deleteConfirm }).click();
  await page.waitForURL(/\/dashboard\/admin\/blog$/);
  expect((await page.request.get(`/api/admin/blog/posts/${id}`)).status()).toBe(404);
});

test('en: the list shows each post in English or Persian, filters by state, searches, and errors are in English', async ({
  page,
  baseURL,
}) => {
  const m = messages.en.adminBlog;
  const suffix = uniqueSuffix();
  await signedInAdmin(page, 'en', baseURL!);
  const english = await postViaApi(page.request, {
    slug: `both-${suffix}`,
    title: `دو زبانه ${suffix}`,
    body: 'متن.',
    titleEn: `Both languages ${suffix}`,
    summaryEn: 'A summary for this post’s card.',
    bodyEn: 'Text.',
    status: 'published',
  });
  const persianOnly = await postViaApi(page.request, {
    slug: `persian-${suffix}`,
    title: `فقط فارسی ${suffix}`,
    body: 'متن.',
  });

  await page.goto(`/en/dashboard/admin/blog?q=${suffix}`);
  await expect(page).toHaveTitle(new RegExp(messages.en.titles.adminBlog));
  const table = page.getByRole('table', { name: m.list.caption });
  await expect(table.getByRole('link', { name: english.titleEn!, exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: persianOnly.title, exact: true })).toBeVisible();
  const publishedRow = table.getByRole('row').filter({ hasText: english.titleEn! });
  await expect(publishedRow.getByRole('cell').nth(3)).toHaveText(/20\d\d/);
  await expect(
    publishedRow.getByRole('link', { name: fill(m.list.viewNamed, { name: english.titleEn! }) }),
  ).toHaveAttribute('href', `/en/blog/${english.slug}`);

  await page.getByRole('navigation', { name: m.list.statusFilter }).getByRole('link', { name: m.status.draft }).click();
  await expect(page).toHaveURL(new RegExp(`status=draft`));
  await expect(table.getByRole('link', { name: persianOnly.title, exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: english.titleEn!, exact: true })).toBeHidden();

  await page.goto(`/en/dashboard/admin/blog?q=nothing-${suffix}`);
  await expect(page.getByRole('heading', { name: m.list.noMatch })).toBeVisible();

  await page.goto(`/en/dashboard/admin/blog/${persianOnly.id}`);
  await settled(page);
  const slugBox = page.getByTestId('post-editor').getByLabel(m.editor.slug, { exact: true });
  await slugBox.fill('-no-');
  await page.getByRole('button', { name: m.editor.saveDraft }).click();
  await expect(slugBox).toHaveAccessibleDescription(catalogue.SlugIdIsNotValid.en);

  // The change is not saved: leaving by a link (the sidebar's "Blog") asks first; "no" keeps the editor, "yes"
  // leaves.
  const blogLink = page
    .getByRole('complementary')
    .getByRole('link', { name: enMessages.panel.nav.adminBlog, exact: true });
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await blogLink.click();
  await expect.poll(() => questions).toEqual([m.editor.leaveQuestion]);
  await expect(slugBox).toHaveValue('-no-');
  expect(new URL(page.url()).pathname).toBe(`/en/dashboard/admin/blog/${persianOnly.id}`);
  page.once('dialog', (dialog) => void dialog.accept());
  await blogLink.click();
  await page.waitForURL(/\/en\/dashboard\/admin\/blog$/);
});

test('en: categories are added, renamed, ordered, and kept while a post is in one', async ({ page, baseURL }) => {
  const m = messages.en.adminBlog;
  const suffix = uniqueSuffix();
  await signedInAdmin(page, 'en', baseURL!);
  await page.goto('/en/dashboard/admin/blog/categories');
  await expect(page).toHaveTitle(new RegExp(messages.en.titles.adminBlogCategories));
  await settled(page);
  const list = page.getByTestId('blog-categories');
  const rows = list.getByTestId('blog-category-row');

  const add = async (slug: string, name: string) => {
    await list.getByRole('button', { name: m.categories.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(m.categories.nameFa).fill(`دسته‌ی ${name}`);
    await dialog.getByLabel(m.categories.nameEn).fill(name);
    await dialog.getByLabel(m.editor.slug).fill(slug);
    await dialog.getByRole('button', { name: m.categories.addButton }).click();
    return dialog;
  };
  // A slug against the rule is refused under its field, before anything is sent.
  const refused = await add('No Good', 'Refused');
  await expect(refused.getByLabel(m.editor.slug)).toHaveAccessibleDescription(catalogue.SlugIdIsNotValid.en);
  await refused.getByLabel(m.editor.slug).fill(`first-${suffix}`);
  await refused.getByRole('button', { name: m.categories.addButton }).click();
  await expect(refused).toBeHidden();
  await add(`second-${suffix}`, `Second ${suffix}`);
  await expect(page.getByRole('dialog')).toBeHidden();
  const row = (slug: string) => list.locator(`[data-slug="${slug}-${suffix}"]`);
  await expect(row('first')).toContainText('no posts');

  // Renamed.
  await list.getByRole('button', { name: fill(m.categories.editNamed, { name: 'Refused' }) }).click();
  await page.getByRole('dialog').getByLabel(m.categories.nameEn).fill(`First ${suffix}`);
  await page.getByRole('dialog').getByRole('button', { name: m.editor.save }).click();
  await expect(row('first')).toContainText(`First ${suffix}`);

  // The second before the first.
  const order = () => rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-slug')));
  expect((await order()).slice(-2)).toEqual([`first-${suffix}`, `second-${suffix}`]);
  await list
    .getByRole('button', { name: fill(messages.en.adminServices.moveUp, { name: `Second ${suffix}` }) })
    .click();
  await expect.poll(async () => (await order()).slice(-2)).toEqual([`second-${suffix}`, `first-${suffix}`]);

  // A category holding a post is kept, and the page says why; an empty one goes.
  const categories = await apiData<{ id: string; slug: string }[]>(
    await page.request.get('/api/admin/blog/categories'),
  );
  const second = categories.find((category) => category.slug === `second-${suffix}`)!;
  await postViaApi(page.request, {
    slug: `filed-${suffix}`,
    title: 'مطلب دسته‌بندی‌شده',
    body: 'متن.',
    categoryId: second.id,
  });
  await page.reload();
  await expect(row('second')).toContainText('1 post');
  const confirm = async (name: string) => {
    await list.getByRole('button', { name: fill(m.categories.deleteNamed, { name }) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: messages.en.adminMarket.deleteConfirm }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
  };
  await confirm(`Second ${suffix}`);
  await expect(page.getByTestId('category-refusal')).toHaveText(catalogue.BlogCategoryIsInUse.en);
  await expect(row('second')).toBeVisible();
  await confirm(`First ${suffix}`);
  await expect(row('first')).toHaveCount(0);
});

test('a signed-in user who is not an admin gets the 404 page', async ({ page, baseURL }) => {
  await rememberLocale(page, 'fa', baseURL!);
  await signInViaApi(page.request, DEMO_USER.phone, DEMO_USER.password);
  for (const path of ['/dashboard/admin/blog', '/dashboard/admin/blog/categories', '/en/dashboard/admin/blog/new']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      path.startsWith('/en') ? '404' : toPersianDigits('404'),
    );
  }
  expect((await page.request.get('/api/admin/blog/posts')).status()).toBe(403);
});
