import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { registerViaApi, rememberLocale, uniquePhone } from './helpers';

// What every studio e2e file runs in: both locales, their messages, and a new account in that locale.
export type Locale = 'fa' | 'en';
export const locales: Locale[] = ['fa', 'en'];
export const messages = { fa: faMessages, en: enMessages } as const;
export const pathIn = (locale: Locale, path: string) => (locale === 'fa' ? path : `/en${path}`);
export const password = 'Rassam-e2e-2024';

/** A new account (a fresh phone number) signed in on this page, its pages in `locale`. */
export async function signUp(page: Page, locale: Locale, name: string) {
  await registerViaApi(page.request, { credential: uniquePhone(), name, password, locale });
  await rememberLocale(page, locale, test.info().project.use.baseURL!);
}

/** A small picture with a subject on a plain background: something for upscale and remove-bg to work on. */
export async function samplePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfdbfe"/><stop offset="1" stop-color="#eff6ff"/></linearGradient></defs>
    <rect width="320" height="240" fill="url(#sky)"/>
    <circle cx="160" cy="125" r="70" fill="#f97316"/><circle cx="140" cy="105" r="18" fill="#fde68a"/>
    <rect x="120" y="185" width="80" height="30" rx="8" fill="#7c2d12"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function uploadPhoto(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/files', {
    multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: await samplePhoto() } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Runs a tool on the offline provider, waits for it to complete, shares it; returns the share slug. */
export async function sharedResult(
  request: APIRequestContext,
  tool: string,
  input: Record<string, unknown>,
): Promise<string> {
  const created = await request.post('/api/designs', { data: { tool, input } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  await expect
    .poll(
      async () => {
        const design = ((await (await request.get(`/api/designs/${id}`)).json()) as { data: { status: string } }).data;
        return design.status;
      },
      { timeout: 120_000, intervals: [500, 1000] },
    )
    .toBe('completed');
  const shared = await request.post(`/api/designs/${id}/share`, { data: {} });
  expect(shared.status(), await shared.text()).toBe(200);
  return ((await shared.json()) as { data: { slug: string } }).data.slug;
}
