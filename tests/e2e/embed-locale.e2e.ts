/**
 * An embed's address names its language (proxy.ts): the site that frames it chose it for its readers. A
 * reader whose browser prefers English, or who chose English on our site before (NEXT_LOCALE), still gets
 * the Persian embed at its bare address, while any other page still follows their language.
 */
import { expect, test } from '@playwright/test';
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };

const english = { 'Accept-Language': 'en-US,en;q=0.9', Cookie: 'NEXT_LOCALE=en' };

test('an English reader stays on a Persian embed; other pages still follow their language', async ({ request }) => {
  for (const embed of ['/embed/model/NotSharedByAnyone1', '/embed/place/NotSharedByAnyone1', '/embed/scene/no-shop']) {
    const answer = await request.get(embed, { maxRedirects: 0, headers: english });
    // Not a redirect to /en: the embed's own answer (a link nobody shared is the 404 for everyone).
    expect(answer.status(), embed).toBe(404);
    // In Persian: the 404 page's title.
    expect(await answer.text()).toContain(`<title>${faMessages.errorPage.notFound} |`);
  }
  const page = await request.get('/about', { maxRedirects: 0, headers: english });
  expect(page.status()).toBe(307);
  expect(page.headers().location).toMatch(/\/en\/about$/);
});
