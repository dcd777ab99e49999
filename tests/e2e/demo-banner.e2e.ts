/**
 * Demo mode's banner (decision 017). The e2e servers run the embedded default, which is the demo: every
 * page says so at the top, in its language, from the server's HTML, and it moves nothing once the page
 * is alive. (Its absence with demo mode off is a render test: apps/web/src/components/layout/demo-banner.test.ts.)
 */
import { expect, test } from '@playwright/test';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };

const cases = [
  { locale: 'fa', messages: faMessages, paths: ['/', '/auth', '/ai', '/market'] },
  { locale: 'en', messages: enMessages, paths: ['/en', '/en/auth', '/en/ai', '/en/market'] },
] as const;

/** The text the banner shows: its message without the rich-text tags. */
const plain = (message: string) => message.replace(/<\/?strong>/g, '');

for (const { locale, messages, paths } of cases) {
  test(`every page carries the demo banner in ${locale}, in the server's HTML`, async ({ request }) => {
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      // In the body, before the page's layout: its space is there before any script runs.
      const banner = html.indexOf(`<section aria-label="${messages.demo.label}" data-testid="demo-banner"`);
      expect(banner, path).toBeGreaterThan(html.indexOf('<body'));
      expect(banner, path).toBeLessThan(html.indexOf('data-layout='));
      expect(html, path).toContain(`<strong>${plain(messages.demo.notice).split('.')[0]}.</strong>`);
    }
  });

  test.describe(() => {
    // A browser that prefers the page's language, so that `/` is not sent to `/en`.
    test.use({ locale: locale === 'fa' ? 'fa-IR' : 'en-US' });
    test(`the ${locale} banner is a labelled region that shifts nothing`, async ({ page }) => {
      // Every vertical move of an element the browser counts as a layout shift. A banner that came late
      // would push the page down by its own height; a font swapping in moves lines by other amounts.
      await page.addInitScript(() => {
        const moves: number[] = [];
        (window as unknown as { moves: number[] }).moves = moves;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            sources: { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            for (const source of entry.sources) moves.push(source.currentRect.y - source.previousRect.y);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(paths[0]);
      const banner = page.getByRole('region', { name: messages.demo.label });
      await expect(banner).toHaveText(plain(messages.demo.notice));
      const box = (await banner.boundingBox())!;
      expect(box.y).toBe(0);
      // Everything the first paint waits for: the page's load and its fonts (networkidle never comes while
      // the page keeps a request open).
      await page.waitForLoadState('load');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await banner.boundingBox()).toEqual(box);
      const moves = await page.evaluate(() => (window as unknown as { moves: number[] }).moves);
      expect(moves.filter((move) => Math.abs(move - box.height) < 1)).toEqual([]);
    });
  });
}
