/**
 * Support tickets and notifications end to end, in Persian and English, for a new user each: a ticket about
 * their order (the order page's `?order=` link preselects it) with a file, and one about nothing with a file
 * of a type the API refuses; the demo admin answers through the desk's API; the user sees the sidebar's
 * unread count and the bell's notice, opens the ticket from the bell (the count goes), closes it; a reply is
 * refused (no reply box, and the API's own refusal), and reopening works once. Another user's ticket is the
 * 404 page.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { catalogue } from '../../packages/i18n/src/catalogue';
import { apiData, DEMO_ADMIN, registerViaApi, rememberLocale, settled, signInViaApi, uniquePhone } from './helpers';

type Locale = 'fa' | 'en';
const messages = { fa: faMessages, en: enMessages } as const;
const pathIn = (locale: Locale, path: string) => (locale === 'fa' ? path : `/en${path}`);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
/** Bytes that are no picture, PDF, zip or text (control characters): the API refuses them by content. */
const program = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);

/** A service on quote (no invoice to pay), made by the admin, and the user's order of it. */
async function orderOfUser(admin: APIRequestContext, user: APIRequestContext, suffix: string): Promise<string> {
  const category = await apiData<{ id: string }>(
    await admin.post('/api/admin/service-categories', {
      data: { slug: `tickets-${suffix}`, nameFa: `دسته ${suffix}`, nameEn: `Category ${suffix}` },
    }),
  );
  const service = await apiData<{ id: string }>(
    await admin.post('/api/admin/services', {
      data: {
        categoryId: category.id,
        slug: `tickets-service-${suffix}`,
        titleFa: `مدل‌سازی ${suffix}`,
        titleEn: `Modelling ${suffix}`,
        descriptionFa: 'توضیح خدمت',
        descriptionEn: 'About the service',
        price: null,
        deliveryDays: 7,
        steps: [
          { key: 'brief', name: { fa: 'دریافت توضیحات', en: 'Brief' } },
          { key: 'delivered', name: { fa: 'تحویل', en: 'Delivered' } },
        ],
      },
    }),
  );
  const order = await apiData<{ id: string }>(await user.post('/api/orders', { data: { serviceId: service.id } }));
  return order.id;
}

for (const locale of ['fa', 'en'] as const) {
  const t = messages[locale].tickets;
  const n = messages[locale].notificationCenter;
  const text = (code: keyof typeof catalogue) => catalogue[code][locale];

  test(`${locale}: open a ticket about an order with a file, get an answer, read it, close it, reopen it once`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const suffix = `${locale}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const subject = locale === 'fa' ? `فایل سفارشم نرسید ${suffix}` : `My order's file did not arrive ${suffix}`;
    await rememberLocale(page, locale, baseURL!);
    await registerViaApi(page.request, {
      credential: uniquePhone(),
      name: 'Ticket User',
      password: 'Rassam1234',
      locale,
    });
    const adminContext = await browser.newContext({ baseURL });
    const admin = adminContext.request;
    await signInViaApi(admin, DEMO_ADMIN.phone, DEMO_ADMIN.password);
    const orderId = await orderOfUser(admin, page.request, suffix);

    // No ticket yet: the empty list says so and offers a new one.
    await page.goto(pathIn(locale, '/dashboard/ticket'));
    await expect(page).toHaveTitle(new RegExp(messages[locale].titles.tickets));
    await expect(page.getByRole('heading', { name: t.empty })).toBeVisible();

    // From the order page's link: the order is preselected; a PDF goes with it.
    await page.goto(pathIn(locale, `/dashboard/ticket/new?order=${orderId}`));
    await settled(page);
    await expect(page.getByTestId('ticket-about')).toHaveValue('order');
    await expect(page.getByTestId('ticket-about-item')).toHaveValue(orderId);
    // The schema checks on the client first: a subject too short is refused on its field.
    await page.getByLabel(t.form.subject, { exact: true }).fill('ab');
    await page
      .getByLabel(t.form.message)
      .fill(locale === 'fa' ? 'فایل نهایی را پیدا نمی‌کنم.' : 'I cannot find the final file.');
    await page.getByRole('button', { name: t.form.submit }).click();
    await expect(page.getByLabel(t.form.subject, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(t.form.subject, { exact: true }).fill(subject);
    await page
      .getByTestId('ticket-files')
      .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByTestId('ticket-upload')).toHaveAttribute('data-state', 'waiting');
    await page.getByRole('button', { name: t.form.submit }).click();
    await page.waitForURL(/\/dashboard\/ticket\/[0-9a-f-]{36}$/);
    const ticketId = page.url().split('/').at(-1)!;
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByTestId('ticket-status')).toHaveAttribute('data-status', 'new');
    await expect(page.getByRole('link', { name: `${messages[locale].common.download} receipt.pdf` })).toBeVisible();
    await expect(page.getByRole('link', { name: t.thread.open })).toHaveAttribute(
      'href',
      pathIn(locale, `/dashboard/orders/${orderId}`),
    );
    const ticket = await apiData<{ orderId: string; files: unknown[] }>(
      await page.request.get(`/api/tickets/${ticketId}`),
    );
    expect(ticket.orderId).toBe(orderId);
    expect(ticket.files).toHaveLength(1);

    // The desk answers: the sidebar counts the ticket, the bell the notice.
    const answer = locale === 'fa' ? 'فایل را دوباره فرستادیم.' : 'We have sent the file again.';
    await apiData(await admin.post(`/api/support/tickets/${ticketId}/messages`, { data: { text: answer } }));
    await page.goto(pathIn(locale, '/dashboard/ticket'));
    await settled(page);
    const sidebar = page.locator('aside');
    await expect(sidebar.getByTestId('nav-count-tickets')).toHaveAttribute('data-count', '1');
    await expect(page.locator('[data-unread="1"]')).not.toHaveCount(0);
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAttribute('data-unread', '1');
    await expect(bell).toHaveAccessibleName(locale === 'fa' ? 'اعلان‌ها، ۱ خوانده‌نشده' : 'Notifications, 1 unread');
    await bell.click();
    const notice = page.getByTestId('notification-item').first();
    await expect(notice).toHaveAttribute('data-kind', 'ticketReplied');
    await notice.click();
    await page.waitForURL(new RegExp(`/dashboard/ticket/${ticketId}$`));
    await expect(page.getByTestId('ticket-message').filter({ hasText: answer })).toHaveAttribute('data-from', 'staff');
    // Read: the sidebar's count and the bell's go.
    await expect(sidebar.getByTestId('nav-count-tickets')).toHaveCount(0);
    await expect(page.getByTestId('notification-bell')).toHaveAttribute('data-unread', '0');

    // Close it: no reply box any more, and the API refuses a reply in the catalogue's words.
    await page.getByTestId('ticket-close').click();
    await page.getByRole('alertdialog').getByRole('button', { name: t.thread.close }).click();
    await expect(page.getByTestId('ticket-closed')).toBeVisible();
    await expect(page.getByTestId('ticket-status')).toHaveAttribute('data-status', 'done');
    await expect(page.getByTestId('ticket-reply')).toHaveCount(0);
    const refused = await page.request.post(`/api/tickets/${ticketId}/messages`, {
      headers: { 'x-locale': locale },
      data: { text: 'one more thing' },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(text('CannotReplyOnTicket'));

    // Reopen once: the reply box is back; closed again, it can be reopened no more.
    await page.getByTestId('ticket-reopen').click();
    await expect(page.getByTestId('ticket-reply')).toBeVisible();
    await expect(page.getByTestId('ticket-status')).not.toHaveAttribute('data-status', 'done');
    await page.getByLabel(t.thread.reply).fill(locale === 'fa' ? 'هنوز مشکل دارم.' : 'It is still not working.');
    await page.getByRole('button', { name: t.thread.send }).click();
    await expect(page.getByTestId('ticket-message')).toHaveCount(3);
    await page.getByTestId('ticket-close').click();
    await page.getByRole('alertdialog').getByRole('button', { name: t.thread.close }).click();
    await expect(page.getByTestId('ticket-closed')).toContainText(t.thread.followUp);
    await expect(page.getByTestId('ticket-reopen')).toHaveCount(0);
    const again = await page.request.post(`/api/tickets/${ticketId}/reopen`, { headers: { 'x-locale': locale } });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(text('TicketIsDone'));

    // The notifications page lists the notice, read.
    await page.goto(pathIn(locale, '/dashboard/notifications'));
    await expect(page.getByRole('heading', { level: 1, name: n.title })).toBeVisible();
    await expect(page.getByTestId('notification-row').first()).toHaveAttribute('data-read', 'true');
    await adminContext.close();
  });

  test(`${locale}: a ticket about nothing refuses a file of the wrong type; another user's ticket is the 404 page`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const suffix = `${locale}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    await rememberLocale(page, locale, baseURL!);
    await registerViaApi(page.request, {
      credential: uniquePhone(),
      name: 'Second User',
      password: 'Rassam1234',
      locale,
    });
    await page.goto(pathIn(locale, '/dashboard/ticket/new'));
    await settled(page);
    await expect(page.getByTestId('ticket-about')).toHaveValue('none');
    await page.getByLabel(t.form.subject, { exact: true }).fill(`${locale === 'fa' ? 'پرسش' : 'A question'} ${suffix}`);
    await page.getByLabel(t.department, { exact: true }).selectOption('technical');
    await page
      .getByLabel(t.form.message)
      .fill(locale === 'fa' ? 'این برنامه را ببینید.' : 'Please look at this program.');
    await page
      .getByTestId('ticket-files')
      .setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: program });
    await page.getByRole('button', { name: t.form.submit }).click();
    // The ticket is opened; the file is refused beside it in the catalogue's words, with the way to the ticket.
    const row = page.getByTestId('ticket-upload');
    await expect(row).toHaveAttribute('data-state', 'failed');
    await expect(row.getByRole('alert')).toHaveText(text('FileFormatIsNotValid'));
    await page.getByRole('link', { name: t.form.openTicket }).click();
    await page.waitForURL(/\/dashboard\/ticket\/[0-9a-f-]{36}$/);
    const ticketId = page.url().split('/').at(-1)!;
    await expect(page.getByText(messages[locale].tickets.departments.technical)).toBeVisible();

    // Someone else asks for it: the 404 page, and a 404 from the API.
    const other = await browser.newContext({ baseURL });
    const stranger = await other.newPage();
    await rememberLocale(stranger, locale, baseURL!);
    await registerViaApi(stranger.request, {
      credential: uniquePhone(),
      name: 'Stranger',
      password: 'Rassam1234',
      locale,
    });
    const response = await stranger.goto(pathIn(locale, `/dashboard/ticket/${ticketId}`));
    expect(response?.status()).toBe(404);
    expect((await stranger.request.get(`/api/tickets/${ticketId}`)).status()).toBe(404);
    await other.close();
  });
}
