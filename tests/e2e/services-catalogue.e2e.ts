/**
 * The service catalogue (issue 19, decision 041), in Persian and English. A visitor browses the demo's
 * catalogue: /services, a category, a service (its price in the page's digits, its steps in order, the order
 * link). The demo admin makes a category in the back office, then a service in it with three steps (one added
 * and moved) and two questions (a required text and a choice); a visitor who had seen the category empty
 * (a cached page) sees the service at once, on the category and on its own page; hidden, its page is the 404.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { apiData, DEMO_ADMIN, rememberLocale, signInViaApi, toPersianDigits } from './helpers';

type Locale = 'fa' | 'en';
const messages = { fa: faMessages, en: enMessages } as const;
const pathIn = (locale: Locale, path: string) => (locale === 'fa' ? path : `/en${path}`);
/** A number as the page writes it inside a sentence (ICU `{n, number}`): Persian digits in fa. */
const digits = (locale: Locale, value: number) => (locale === 'fa' ? toPersianDigits(String(value)) : String(value));
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(new RegExp(`\\{${key}(, number)?\\}`), value), text);

interface Card {
  slug: string;
  categorySlug: string;
  title: string;
  titleEn: string;
  price: number | null;
  steps: { key: string; name: { fa: string; en: string } }[];
}
interface Category {
  slug: string;
  name: string;
  nameEn: string;
  services: Card[];
  children: Category[];
}

async function visitorPage(browser: Browser, baseURL: string, locale: Locale): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await rememberLocale(page, locale, baseURL);
  return page;
}

for (const locale of ['fa', 'en'] as const) {
  const t = messages[locale].servicesCatalogue;
  const admin = messages[locale].adminServices;
  const name = (item: { name: string; nameEn: string }) => (locale === 'fa' ? item.name : item.nameEn);
  const title = (item: { title: string; titleEn: string }) => (locale === 'fa' ? item.title : item.titleEn);

  test(`${locale}: a visitor browses the catalogue to a service and its order link`, async ({ page, baseURL }) => {
    await rememberLocale(page, locale, baseURL!);
    const tree = await apiData<Category[]>(await page.request.get('/api/services'));
    // The demo's first root with children, and a priced service in one of them.
    const root = tree.find((item) => item.children.some((child) => child.services.some((s) => s.price !== null)))!;
    const child = root.children.find((item) => item.services.some((s) => s.price !== null))!;
    const service = child.services.find((s) => s.price !== null)!;

    await page.goto(pathIn(locale, '/services'));
    await expect(page).toHaveTitle(new RegExp(messages[locale].titles.services));
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'fa' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('service-grid').first().getByRole('link').first()).toBeVisible();
    await page
      .getByTestId('category-list')
      .getByRole('link', { name: new RegExp(name(root)) })
      .click();

    await page.waitForURL(new RegExp(`${pathIn(locale, `/services/${root.slug}`)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name(root));
    await expect(page.getByRole('navigation', { name: t.subcategories }).getByRole('link')).toHaveCount(
      root.children.length,
    );
    await page
      .getByRole('link', { name: new RegExp(title(service)) })
      .first()
      .click();

    await page.waitForURL(new RegExp(`${pathIn(locale, `/services/${child.slug}/${service.slug}`)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(service));
    await expect(page.getByTestId('service-price')).toContainText(digits(locale, service.price!));
    if (locale === 'fa') await expect(page.getByTestId('service-price')).not.toContainText(/[0-9]/);
    // Each step after its number (a mark the list draws for the eye; the list itself is ordered).
    await expect(page.getByTestId('service-steps').getByRole('listitem')).toHaveText(
      service.steps.map((step) => new RegExp(`${step.name[locale]}$`)),
    );
    // The questions buyers ask (the demo's service has some), in the page's language and order.
    type Faq = { question: Record<'fa' | 'en', string>; answer: Record<'fa' | 'en', string> };
    const { faq } = await apiData<{ faq: Faq[] }>(await page.request.get(`/api/services/${service.slug}`));
    expect(faq.length).toBeGreaterThan(0);
    await expect(page.getByTestId('service-faq').locator('dt')).toHaveText(faq.map((item) => item.question[locale]));
    await expect(page.getByTestId('service-faq').locator('dd').first()).toHaveText(faq[0]!.answer[locale]);
    await expect(page.getByTestId('order-link')).toHaveAttribute(
      'href',
      pathIn(locale, `/dashboard/orders/new?service=${service.slug}`),
    );
    await expect(page.getByRole('navigation', { name: t.breadcrumbs }).getByRole('link')).toHaveText([
      t.breadcrumbRoot,
      name(root),
      name(child),
    ]);
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(structured.some((text) => text.includes('"@type":"Service"'))).toBe(true);

    // One address per service: under another category, or a slug nobody has, it is the 404 page.
    const elsewhere = tree.find((item) => item.slug !== root.slug)!;
    expect((await page.goto(pathIn(locale, `/services/${elsewhere.slug}/${service.slug}`)))?.status()).toBe(404);
    expect((await page.goto(pathIn(locale, `/services/${child.slug}/no-such-service`)))?.status()).toBe(404);
    expect((await page.goto(pathIn(locale, '/services/no-such-category')))?.status()).toBe(404);
    // The AI tools keep their pages under /services.
    expect((await page.goto(pathIn(locale, '/services/text-to-image')))?.status()).toBe(200);
  });

  test(`${locale}: the admin adds a category and a service, which shows at once and goes when hidden`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const suffix = `${locale}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const category = { slug: `e2e-${suffix}`, nameFa: `دسته ${suffix}`, nameEn: `Category ${suffix}` };
    const service = {
      slug: `service-${suffix}`,
      titleFa: `خدمت آزمایشی ${suffix}`,
      titleEn: `Trial service ${suffix}`,
      price: 125,
    };
    const steps = [
      { key: 'brief', fa: 'دریافت توضیحات', en: 'Brief' },
      { key: 'draft', fa: 'پیش‌نویس', en: 'Draft' },
      { key: 'delivered', fa: 'تحویل', en: 'Delivered' },
    ];
    const label = (item: { fa: string; en: string }) => item[locale];

    await rememberLocale(page, locale, baseURL!);
    await signInViaApi(page.request, DEMO_ADMIN.phone, DEMO_ADMIN.password);
    const visitor = await visitorPage(browser, baseURL!, locale);

    // A category, from the tree's dialog.
    await page.goto(pathIn(locale, '/dashboard/admin/services'));
    await expect(page).toHaveTitle(new RegExp(messages[locale].titles.adminServices));
    await page.getByRole('button', { name: admin.categories.addRoot }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(admin.nameFa).fill(category.nameFa);
    await dialog.getByLabel(admin.nameEn).fill(category.nameEn);
    // A tool's slug is refused under the field, before anything is sent.
    await dialog.getByLabel(admin.slug).fill('text-to-image');
    await dialog.getByRole('button', { name: admin.categories.add }).click();
    await expect(dialog.getByLabel(admin.slug)).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel(admin.slug).fill(category.slug);
    await dialog.getByRole('button', { name: admin.categories.add }).click();
    await expect(dialog).toBeHidden();
    const categoryName = locale === 'fa' ? category.nameFa : category.nameEn;
    await expect(page.getByTestId('category-panel')).toContainText(categoryName);

    // A visitor sees the new category empty: that page is now kept by the cache.
    const emptyPage = await visitor.goto(pathIn(locale, `/services/${category.slug}`));
    expect(emptyPage?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { name: t.emptyCategory })).toBeVisible();

    // A service in it: texts, a fixed price typed in the page's digits, steps (one added and moved), questions.
    await page.getByRole('link', { name: admin.list.add }).click();
    await page.waitForURL(/\/dashboard\/admin\/services\/new$/);
    const form = page.getByTestId('service-form');
    await form.getByLabel(admin.form.category).selectOption({ label: categoryName });
    await form.getByLabel(admin.slug, { exact: true }).fill(service.slug);
    await form.getByLabel(admin.form.titleFa).fill(service.titleFa);
    await form.getByLabel(admin.form.titleEn).fill(service.titleEn);
    await form.getByLabel(admin.form.descriptionFa).fill('شرح کامل کار و آنچه تحویل می‌گیرید.');
    await form.getByLabel(admin.form.descriptionEn).fill('The whole job, and what you receive.');
    await form.getByLabel(admin.form.price).fill(digits(locale, service.price));
    await form.getByLabel(admin.form.deliveryDays).fill(digits(locale, 5));

    const stepRows = form.getByTestId('step-row');
    const fillStep = async (index: number, step: (typeof steps)[number]) => {
      const row = stepRows.nth(index);
      await row.getByLabel(admin.key, { exact: true }).fill(step.key);
      await row.getByLabel(admin.steps.nameFa).fill(step.fa);
      await row.getByLabel(admin.steps.nameEn).fill(step.en);
    };
    await fillStep(0, steps[0]!);
    await fillStep(1, steps[2]!);
    await form.getByRole('button', { name: admin.steps.add }).click();
    await fillStep(2, steps[1]!);
    // The draft goes before the delivery.
    await stepRows
      .nth(2)
      .getByRole('button', {
        name: fill(admin.moveUp, { name: fill(admin.steps.numbered, { number: digits(locale, 3) }) }),
      })
      .click();
    await expect(stepRows.nth(1).getByLabel(admin.key, { exact: true })).toHaveValue('draft');

    const questionRows = form.getByTestId('question-row');
    await form.getByRole('button', { name: admin.questions.add }).click();
    const first = questionRows.nth(0);
    await first.getByLabel(admin.key, { exact: true }).fill('product');
    await first.getByLabel(admin.questions.labelFa).fill('نام محصول');
    await first.getByLabel(admin.questions.labelEn).fill('Product name');
    await first.getByLabel(admin.questions.required).check();
    await form.getByRole('button', { name: admin.questions.add }).click();
    const second = questionRows.nth(1);
    await second.getByLabel(admin.questions.type).selectOption(admin.questions.types.choice);
    await second.getByLabel(admin.key, { exact: true }).fill('size');
    await second.getByLabel(admin.questions.labelFa).fill('اندازه');
    await second.getByLabel(admin.questions.labelEn).fill('Size');
    for (const [index, option] of [
      ['1', { value: 'small', fa: 'کوچک', en: 'Small' }],
      ['2', { value: 'large', fa: 'بزرگ', en: 'Large' }],
    ] as const) {
      const number = digits(locale, Number(index));
      await second.getByLabel(fill(admin.questions.optionValue, { number })).fill(option.value);
      await second.getByLabel(fill(admin.questions.optionFa, { number })).fill(option.fa);
      await second.getByLabel(fill(admin.questions.optionEn, { number })).fill(option.en);
    }
    await form.getByRole('button', { name: admin.form.create }).click();
    await page.waitForURL(new RegExp(`${pathIn(locale, '/dashboard/admin/services')}$`));
    const row = page.locator(`[data-testid="service-row"][data-slug="${service.slug}"]`);
    await expect(row).toBeVisible();

    const created = await apiData<{ steps: { key: string }[]; form: { key: string; type: string }[] }>(
      await page.request.get(`/api/services/${service.slug}`),
    );
    expect(created.steps.map((step) => step.key)).toEqual(['brief', 'draft', 'delivered']);
    expect(created.form.map((question) => [question.key, question.type])).toEqual([
      ['product', 'text'],
      ['size', 'choice'],
    ]);

    // The visitor's cached category page was dropped: the service shows there, and on its own page.
    const serviceTitle = locale === 'fa' ? service.titleFa : service.titleEn;
    await visitor.goto(pathIn(locale, `/services/${category.slug}`));
    await visitor.getByRole('link', { name: new RegExp(serviceTitle) }).click();
    await visitor.waitForURL(new RegExp(`/services/${category.slug}/${service.slug}$`));
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(serviceTitle);
    await expect(visitor.getByTestId('service-price')).toContainText(digits(locale, service.price));
    await expect(visitor.getByTestId('service-steps').getByRole('listitem')).toHaveText(
      steps.map((step) => new RegExp(`${label(step)}$`)),
    );
    await expect(visitor.getByTestId('service-questions').getByRole('listitem')).toHaveText([
      locale === 'fa' ? 'نام محصول' : 'Product name',
      new RegExp(locale === 'fa' ? 'اندازه' : 'Size'),
    ]);

    // Hidden from the back office: its page is the 404, and the category is empty again.
    await row.getByRole('button', { name: fill(admin.disableNamed, { name: serviceTitle }) }).click();
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'hidden');
    expect((await visitor.goto(pathIn(locale, `/services/${category.slug}/${service.slug}`)))?.status()).toBe(404);
    await visitor.goto(pathIn(locale, `/services/${category.slug}`));
    await expect(visitor.getByRole('heading', { name: t.emptyCategory })).toBeVisible();
    await visitor.context().close();
  });
}
