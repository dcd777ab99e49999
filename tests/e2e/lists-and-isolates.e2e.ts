/**
 * Two details of how text sits on Persian pages (issue 15, items 6 and 8), at a phone's width:
 * - lists the design draws as cards ("How it works" on the home page, a document's contents) show no
 *   list markers, while a prose list (`list-decimal`) counts in Persian digits in fa and Latin in en;
 * - values that read left to right (a shop link, a phone number) keep their order inside Persian text:
 *   the first character is on the left, not moved to the far end by the page's direction.
 */
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { registerViaApi, toPersianDigits, uniquePhone } from './helpers';

type Locale = 'fa' | 'en';
const locales: Locale[] = ['fa', 'en'];
const pathIn = (locale: Locale, path: string) => (locale === 'fa' ? path : `/en${path}`);
const PASSWORD = 'Rassam-e2e-2024';
/** The browser's language: a Persian address asked by an English browser would be sent to the English page. */
const browserLocale: Record<Locale, string> = { fa: 'fa-IR', en: 'en-US' };

/** The horizontal positions of the first and the last character of an element's text, as drawn. */
function ends(locator: Locator) {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.textContent?.trim()) nodes.push(node as Text);
    const first = nodes[0]!;
    const last = nodes.at(-1)!;
    const start = first.textContent!.search(/\S/);
    const end = last.textContent!.trimEnd().length - 1;
    const box = (node: Text, offset: number) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      const rect = range.getBoundingClientRect();
      return rect.left + rect.width / 2;
    };
    return { first: box(first, start), last: box(last, end), text: element.textContent };
  });
}

for (const locale of locales) {
  test.describe(`lists the design draws as cards, ${locale}`, () => {
    test.use({ viewport: { width: 360, height: 800 }, locale: browserLocale[locale] });

    test("the steps and a document's contents show no markers; a prose list counts in the page's digits", async ({
      page,
    }) => {
      await page.goto(pathIn(locale, '/'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // The markers hung outside the cards, past the start edge, clipped at 360 px.
      const steps = page.locator('section[aria-labelledby="steps"] ol > li');
      await expect(steps).toHaveCount(3);
      for (const style of await steps.evaluateAll((items) => items.map((li) => getComputedStyle(li).listStyleType)))
        expect(style).toBe('none');

      // A prose list, as the studio's and the shop editor's steps are written (`list-decimal`).
      const prose = await page.evaluate(() => {
        const list = document.createElement('ol');
        list.className = 'list-decimal ps-5';
        list.innerHTML = '<li>one</li><li>two</li>';
        document.querySelector('main')!.append(list);
        return getComputedStyle(list.firstElementChild!).listStyleType;
      });
      expect(prose).toBe(locale === 'fa' ? 'persian' : 'decimal');

      await page.goto(pathIn(locale, '/terms'));
      const contents = page.locator('nav ol > li');
      expect(await contents.count()).toBeGreaterThan(3);
      expect(
        new Set(await contents.evaluateAll((items) => items.map((li) => getComputedStyle(li).listStyleType))),
      ).toEqual(new Set(['none']));
    });
  });
}

test.describe('values that read left to right', () => {
  test.use({ viewport: { width: 360, height: 800 } });
  const phone = uniquePhone();
  const link = `bidi${Date.now().toString(36)}`;
  let storage: Awaited<ReturnType<APIRequestContext['storageState']>>;

  test.beforeAll(async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    await registerViaApi(api, { credential: phone, name: 'Bidi E2E', password: PASSWORD });
    const opened = await api.post('/api/shops/me', { data: { name: `فروشگاه ${link}`, nameEn: `Shop ${link}`, link } });
    expect(opened.status(), await opened.text()).toBe(201);
    storage = await api.storageState();
    await api.dispose();
  });

  for (const locale of locales) {
    test(`${locale}: the shop link and the phone number keep their order`, async ({ browser }) => {
      const context = await browser.newContext({
        storageState: storage,
        viewport: { width: 360, height: 800 },
        locale: browserLocale[locale],
      });
      const page = await context.newPage();
      try {
        await page.goto(pathIn(locale, '/dashboard/shop'));
        const shopLink = page.locator('main bdi', { hasText: `/${link}` });
        await expect(shopLink).toBeVisible();
        const linkEnds = await ends(shopLink);
        expect(linkEnds.text).toBe(`/${link}`);
        expect(linkEnds.first, 'the slash comes first, on the left').toBeLessThan(linkEnds.last);

        await page.goto(pathIn(locale, '/dashboard'));
        // 0912 345 6789, in the page's digits: the groups stay in order, the first on the left.
        const shown = `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
        const number = page.locator('main dd bdi', { hasText: locale === 'fa' ? toPersianDigits(shown) : shown });
        await expect(number).toBeVisible();
        const phoneEnds = await ends(number);
        expect(phoneEnds.first, `${phoneEnds.text}: the first digit group is on the left`).toBeLessThan(phoneEnds.last);
      } finally {
        await context.close();
      }
    });
  }
});
