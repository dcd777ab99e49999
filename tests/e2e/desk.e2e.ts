/**
 * The support desk (issue 19), in Persian and in English, as its staff would use it: a user's ticket (opened
 * through the API) waits in the queue as new with its first-reply target; the staff takes it, writes an
 * internal note (which the user's own view never shows), inserts a saved reply in the user's language and
 * sends it, and the queue then shows the ticket waiting for the user. A paid order of the demo's fixed-price
 * service waits in the orders queue; the staff moves it through the service's steps and delivers it with a
 * file, and its buyer reads it delivered. A plain user gets the 404 page.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  addCoins,
  apiData,
  meOf,
  registerViaApi,
  rememberLocale,
  settled,
  signInViaApi,
  uniquePhone,
} from './helpers';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { samplePhoto } from './studio-seed';

type Locale = 'fa' | 'en';
const messages = { fa: faMessages, en: enMessages };
const pathIn = (locale: Locale, path: string) => (locale === 'fa' ? path : `/en${path}`);
const password = 'Rassam-desk-2024';

/** A user of the given language with a ticket of their own (a unique subject to find it by). */
async function userWithTicket(request: APIRequestContext, locale: Locale) {
  await registerViaApi(request, { credential: uniquePhone(), name: `Desk buyer ${locale}`, password, locale });
  const subject = locale === 'fa' ? `پرداخت انجام نشد ${Date.now()}` : `Payment failed ${Date.now()}`;
  const ticket = await apiData<{ id: string; number: number }>(
    await request.post('/api/tickets', {
      data: { subject, message: locale === 'fa' ? 'پولم کم شد ولی سکه نیامد.' : 'I paid but got no coins.' },
    }),
  );
  return { ...ticket, subject };
}

/**
 * The staff's browser in `locale` (remembered, so the bare Persian paths answer in it): the demo admin (a desk
 * account), signed in through the page's own request context.
 */
async function staffPage(page: Page, locale: Locale, baseURL: string) {
  await rememberLocale(page, locale, baseURL);
  await signInViaApi(page.request, DEMO_ADMIN.phone, DEMO_ADMIN.password);
  return apiData<{ id: string; name: string }>(await page.request.get('/api/me'));
}

/**
 * Chooses a saved reply and inserts it. A choice made before the picker has hydrated (a page just reloaded)
 * changes the select but not the picker's state, and React then puts the select back: choose again until
 * Insert is enabled.
 */
async function chooseSavedReply(page: Page, id: string) {
  await expect(async () => {
    await page.getByTestId('canned-select').selectOption(id);
    await expect(page.getByTestId('canned-insert')).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByTestId('canned-insert').click();
}
test.describe('the support desk', () => {
  for (const locale of ['fa', 'en'] as const) {
    const t = messages[locale].desk;

    test(`${locale}: a ticket is taken, noted, answered with a saved reply and waits for its user`, async ({
      page,
      playwright,
      baseURL,
    }) => {
      const user = await playwright.request.newContext({ baseURL });
      const ticket = await userWithTicket(user, locale);
      const me = await staffPage(page, locale, baseURL!);
      // A saved reply in both languages: the ticket page inserts the one in the ticket user's language.
      const stamp = Date.now();
      const canned = await apiData<{ id: string; titleFa: string; titleEn: string }>(
        await page.request.post('/api/support/replies', {
          data: {
            titleFa: `پاسخ پرداخت ${stamp}`,
            titleEn: `Payment answer ${stamp}`,
            bodyFa: `سکه‌های شما افزوده شد (${stamp}).`,
            bodyEn: `Your coins have been added (${stamp}).`,
          },
        }),
      );
      const body = locale === 'fa' ? `سکه‌های شما افزوده شد (${stamp}).` : `Your coins have been added (${stamp}).`;

      // The queue: the ticket is new, with its first reply still in time.
      const queue = pathIn(locale, `/dashboard/support/tickets?q=${encodeURIComponent(ticket.subject)}`);
      await page.goto(queue);
      const row = page.locator('tr', { hasText: ticket.subject });
      await expect(row.getByTestId('ticket-status')).toHaveAttribute('data-status', 'new');
      await expect(row.getByTestId('target-firstReply')).toHaveAttribute('data-status', 'running');
      await expect(row.getByTestId('target-firstReply')).toContainText(t.target.firstReply);

      // The ticket: take it.
      await row.getByTestId('ticket-link').click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/support/tickets/${ticket.id}$`));
      await settled(page);
      await page.getByTestId('assign-me').click();
      await expect(page.getByTestId('assignee-select')).toHaveValue(me.id);
      await expect(page.getByTestId('assign-me')).toHaveCount(0);

      // An internal note: marked in the thread, never in the user's view.
      const note = locale === 'fa' ? `یادداشت داخلی ${stamp}` : `Internal note ${stamp}`;
      await page.getByText(t.composer.note, { exact: true }).click();
      await page.getByTestId('composer-text').fill(note);
      await page.getByTestId('composer-send').click();
      const noted = page.locator('[data-testid="thread-message"][data-internal]', { hasText: note });
      await expect(noted.getByTestId('internal-label')).toHaveText(t.thread.internal);
      await expect(page.getByTestId('composer-text')).toHaveValue('');
      const userView = await apiData<{ messages: { text: string }[] }>(await user.get(`/api/tickets/${ticket.id}`));
      expect(userView.messages.map((m) => m.text)).not.toContain(note);
      expect(JSON.stringify(userView)).not.toContain(note);

      // A reply from the saved one, in the user's language.
      await page.getByText(t.composer.reply, { exact: true }).click();
      await chooseSavedReply(page, canned.id);
      await expect(page.getByTestId('composer-text')).toHaveValue(body);
      await page.getByTestId('composer-send').click();
      const replied = page.locator('[data-testid="thread-message"][data-from="staff"]:not([data-internal])', {
        hasText: body,
      });
      await expect(replied).toBeVisible();
      await expect(page.getByTestId('ticket-status').first()).toHaveAttribute('data-status', 'waiting_user');
      const answered = await apiData<{ status: string; messages: { text: string }[] }>(
        await user.get(`/api/tickets/${ticket.id}`),
      );
      expect(answered.messages.map((m) => m.text)).toContain(body);

      // Back in the queue: waiting for the user, assigned to me.
      await page.goto(queue);
      await expect(row.getByTestId('ticket-status')).toHaveAttribute('data-status', 'waiting_user');
      await expect(row).toContainText(me.name);
      await user.dispose();
    });

    test(`${locale}: a paid order moves through its steps and is delivered with a file`, async ({
      page,
      playwright,
      baseURL,
    }) => {
      // The buyer orders the demo's fixed-price service (a photo for its form) and pays from the wallet.
      const buyer = await playwright.request.newContext({ baseURL });
      await registerViaApi(buyer, { credential: uniquePhone(), name: `Desk order ${locale}`, password, locale });
      const service = await apiData<{ id: string; price: number; steps: { key: string }[] }>(
        await buyer.get('/api/services/3d-product-model'),
      );
      const photo = await apiData<{ id: string }>(
        await buyer.post('/api/orders/files', {
          multipart: { file: { name: 'side.png', mimeType: 'image/png', buffer: await samplePhoto() } },
        }),
      );
      const order = await apiData<{ id: string; number: number; factorId: string }>(
        await buyer.post('/api/orders', {
          data: {
            serviceId: service.id,
            answers: { product: 'Desk lamp', dimensions: '30 × 20 × 15', photos: [photo.id] },
          },
        }),
      );
      await staffPage(page, locale, baseURL!);
      await addCoins(page.request, (await meOf(buyer)).id, service.price, 'desk e2e');
      await apiData(await buyer.post(`/api/factors/${order.factorId}/pay`));

      await page.goto(pathIn(locale, '/dashboard/support/orders?status=paid'));
      const link = page.locator(`tr [data-testid="order-link"][data-id="${order.id}"]`);
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/support/orders/${order.id}$`));
      await settled(page);
      await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', 'paid');
      await expect(page.getByTestId('order-answers')).toContainText('Desk lamp');
      await expect(page.getByTestId('order-answers').getByTestId('thread-file')).toContainText('side.png');

      // A message from a saved reply, inserted in the buyer's language.
      const stamp = Date.now();
      const saved = { fa: `سفارش شما را دیدیم (${stamp}).`, en: `We have seen your order (${stamp}).` };
      const canned = await apiData<{ id: string }>(
        await page.request.post('/api/support/replies', {
          data: { titleFa: `دیدن سفارش ${stamp}`, titleEn: `Order seen ${stamp}`, bodyFa: saved.fa, bodyEn: saved.en },
        }),
      );
      await page.reload();
      await chooseSavedReply(page, canned.id);
      await expect(page.getByTestId('order-composer-text')).toHaveValue(saved[locale]);
      await page.getByTestId('order-composer-send').click();
      await expect(page.getByTestId('order-composer-text')).toHaveValue('');
      await expect
        .poll(async () =>
          (await apiData<{ messages: { text: string }[] }>(await buyer.get(`/api/orders/${order.id}`))).messages.map(
            (message) => message.text,
          ),
        )
        .toContain(saved[locale]);

      // Every step before the delivery, in order: each one the current step once saved.
      for (const step of service.steps.slice(0, -1)) {
        await page.getByTestId('step-select').selectOption(step.key);
        await page.getByTestId('step-submit').click();
        await expect(page.locator(`[data-testid="order-steps"] li[data-state="current"]`)).toHaveCount(1);
        await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', 'in_progress');
        await expect
          .poll(async () => (await apiData<{ step: string }>(await buyer.get(`/api/orders/${order.id}`))).step)
          .toBe(step.key);
      }
      await expect(page.getByTestId('step-select')).toHaveCount(0);

      // The delivery: a message and a file uploaded first.
      const delivery = page.locator('form', { has: page.getByTestId('deliver-submit') });
      await delivery.getByTestId('deliver-message').fill(locale === 'fa' ? 'مدل آماده است.' : 'The model is ready.');
      await delivery
        .getByTestId('desk-file')
        .setInputFiles({ name: 'model-preview.png', mimeType: 'image/png', buffer: await samplePhoto() });
      await expect(delivery.getByTestId('attached-files')).toContainText('model-preview.png');
      await delivery.getByTestId('deliver-submit').click();
      await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', 'delivered');
      await expect(page.getByTestId('order-no-work')).toBeVisible();

      const seen = await apiData<{ status: string; files: { name: string; delivery: boolean }[] }>(
        await buyer.get(`/api/orders/${order.id}`),
      );
      expect(seen.status).toBe('delivered');
      expect(seen.files).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'model-preview.png', delivery: true })]),
      );
      await buyer.dispose();
    });

    test(`${locale}: a plain user gets the 404 page`, async ({ page, baseURL }) => {
      await rememberLocale(page, locale, baseURL!);
      await registerViaApi(page.request, { credential: uniquePhone(), name: 'Not staff', password, locale });
      const response = await page.goto(pathIn(locale, '/dashboard/support/tickets'));
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(new RegExp(messages[locale].titles.notFound));
      // Their panel has no desk section; the desk's own (below) does.
      await page.goto(pathIn(locale, '/dashboard'));
      const nav = messages[locale].panel.nav;
      await expect(page.getByRole('link', { name: nav.orders }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: nav.deskTickets })).toHaveCount(0);
    });
  }
});
