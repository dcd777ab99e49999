// Developer tool: screenshots of pages in fa and en at phone and desktop widths, for looking at them.
// usage: node scripts/screenshots.mjs http://localhost:3000 /tmp/shots / /about ...
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const [base = 'http://localhost:3000', out = '/tmp/shots', ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
// A signed-in browser holds the session and its hint (the public pages ask for the account only with the hint).
const cookies = process.env.SHOT_COOKIE
  ? [
      { name: 'user_session', value: process.env.SHOT_COOKIE, url: base },
      { name: 'signed_in', value: '1', url: base },
    ]
  : [];
for (const width of [360, 1280]) {
  for (const prefix of ['', '/en']) {
    // A browser that prefers the page's own language, as its readers' browsers would.
    const context = await browser.newContext({
      viewport: { width, height: width < 500 ? 780 : 900 },
      locale: prefix ? 'en-US' : 'fa-IR',
    });
    if (cookies.length) await context.addCookies(cookies);
    const page = await context.newPage();
    for (const path of paths.length ? paths : ['/']) {
      const url = `${base}${prefix}${path === '/' && prefix ? '' : path}`;
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(800);
      const name = `${out}/${(prefix || '/fa').slice(1)}${path.replace(/[/?=&]/g, '_')}-${width}.png`;
      await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
      console.log(name);
    }
    await context.close();
  }
}
await browser.close();
