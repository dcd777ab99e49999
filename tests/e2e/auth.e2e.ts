/**
 * Accounts end to end, once in Persian (RTL, bare paths) and once in English (LTR, under /en): sign-up,
 * sign-out, sign-in by password and by code, password reset, the guards, the page layouts and their
 * direction, profile and settings, changing the password and adding an email.
 *
 * Rate limits (one address, 127.0.0.1): 20 codes an hour, 60 auth POSTs a minute, 5 codes an hour per
 * phone or email. This file asks for 8 codes per language, 16 in all: sign-up 1, code sign-in 1 (the
 * demo account), reset 2, profile 1, change password 1, change credential 2. Tests that only need
 * someone to sign in use the seeded demo account by password, which costs no code and changes nothing.
 */
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { catalogue } from '../../packages/i18n/src/catalogue';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import {
  codeForPurpose,
  pasteInto,
  registerViaApi,
  signInViaApi,
  toPersianDigits,
  typeCode,
  uniqueEmail,
  uniquePhone,
} from './helpers';

type Locale = 'fa' | 'en';
type Layout = 'auth' | 'panel' | 'default';

const DEMO = { phone: '09120000001', password: 'Rassam1234' };

const locales = [
  { locale: 'fa', browserLocale: 'fa-IR', t: faMessages, other: 'en' },
  { locale: 'en', browserLocale: 'en-US', t: enMessages, other: 'fa' },
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page's path in a language: bare for Persian, under /en for English. */
const pathIn = (locale: Locale, path: string) => (locale === 'fa' ? path : path === '/' ? '/en' : `/en${path}`);

/** The URL of `path` in `locale`: with any query, or exactly `query` ('' for none). */
function urlOf(locale: Locale, path: string, query?: string) {
  const tail = query === undefined ? '(?:[?#].*)?' : query === '' ? '' : `\\?${escape(query)}`;
  return new RegExp(`^https?://[^/]+${escape(pathIn(locale, path))}${tail}$`);
}

/** <html lang dir> for the language, and the layout wrapper the page sits in. */
async function expectFrame(page: Page, locale: Locale, layout: Layout) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'fa' ? 'rtl' : 'ltr');
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', layout);
}

function personFor(locale: Locale) {
  const suffix = Math.floor(Math.random() * 1e4);
  return locale === 'fa'
    ? { first: 'مریم', name: 'مریم احمدی', password: `Rassam${suffix}x1` }
    : { first: 'Maryam', name: 'Maryam Ahmadi', password: `Rassam${suffix}x1` };
}

/** A code the way a person of this language types it: Persian digits on Persian pages. */
const asTyped = (locale: Locale, code: string) => (locale === 'fa' ? toPersianDigits(code) : code);

/** Any other five digits. */
const wrongCode = (code: string) => code.slice(0, 4) + String((Number(code[4]) + 1) % 10);

async function newContextPage(browser: Browser, testInfo: TestInfo, browserLocale: string) {
  const context = await browser.newContext({
    locale: browserLocale,
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  return { context, page: await context.newPage() };
}

for (const { locale, browserLocale, t, other } of locales) {
  const errorText = (code: keyof typeof catalogue) => catalogue[code][locale];
  const path = (p: string) => pathIn(locale, p);
  const url = (p: string, query?: string) => urlOf(locale, p, query);
  /** Phones typed the way a person of this language types them. */
  const typedPhone = (phone: string) => (locale === 'fa' ? toPersianDigits(phone) : phone);

  test.describe(`auth (${locale})`, () => {
    test.use({ locale: browserLocale, viewport: { width: 1280, height: 800 } });

    /** /auth → phone or email → Continue; lands on the next step of the flow. */
    async function enterCredential(page: Page, credential: string) {
      await expectFrame(page, locale, 'auth');
      await expect(page.getByRole('heading', { level: 1, name: t.auth.entryTitle })).toBeVisible();
      await page.getByLabel(t.auth.credentialLabel).fill(credential);
      await page.getByRole('button', { name: t.common.continue, exact: true }).click();
    }

    async function submitPassword(page: Page, password: string) {
      await page.getByLabel(t.auth.passwordLabel, { exact: true }).fill(password);
      await page.getByRole('button', { name: t.auth.signIn, exact: true }).click();
    }

    async function expectDashboard(page: Page, firstName: string, fullName: string) {
      await expect(page).toHaveURL(url('/dashboard', ''));
      await expectFrame(page, locale, 'panel');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(firstName);
      await expect(page.getByRole('banner')).toContainText(fullName);
    }

    test('the phone-or-email field takes digits and letters alike; an unknown username says what to do', async ({
      page,
    }) => {
      await page.goto(path('/auth'));
      const field = page.getByLabel(t.auth.credentialLabel);
      // Not an email keyboard (digits behind a switch) nor a phone pad (no letters): the text keyboard.
      await expect(field).toHaveAttribute('inputmode', 'text');
      await expect(field).toHaveAttribute('autocapitalize', 'none');
      await enterCredential(page, `nobody${Date.now()}`);
      await expect(page.getByText(t.auth.unknownUsername)).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    });

    test('signs up with a phone number and lands on the dashboard', async ({ page }) => {
      const phone = uniquePhone();
      const person = personFor(locale);

      await page.goto(path('/auth'));
      await enterCredential(page, typedPhone(phone));

      await expect(page).toHaveURL(url('/auth/register'));
      await expectFrame(page, locale, 'auth');
      await expect(page.getByRole('heading', { level: 1, name: t.auth.registerTitle })).toBeVisible();
      await page.getByLabel(t.auth.nameLabel, { exact: true }).fill(person.name);
      await page.getByLabel(t.auth.passwordLabel, { exact: true }).fill(person.password);
      await page.getByLabel(t.auth.confirmPasswordLabel, { exact: true }).fill(person.password);
      await page.getByRole('button', { name: t.auth.register, exact: true }).click();

      await expect(page).toHaveURL(url('/auth/verify'));
      expect(new URL(page.url()).searchParams.get('purpose')).toBe('verify');
      await expectFrame(page, locale, 'auth');
      await expect(page.getByRole('heading', { level: 1, name: t.auth.verifyTitle })).toBeVisible();
      const code = await codeForPurpose(page.request, phone, 'verify');
      await typeCode(page, asTyped(locale, code));

      await expectDashboard(page, person.first, person.name);
    });

    test('signs out through the confirmation dialog', async ({ page }) => {
      await signInViaApi(page.request, DEMO.phone, DEMO.password);
      await page.goto(path('/dashboard'));
      await expectFrame(page, locale, 'panel');
      const sidebar = page.getByRole('navigation', { name: t.panel.sidebarLabel });
      const dialog = page.getByRole('alertdialog', { name: t.logout.title });

      // Changing one's mind goes back to where one was, still signed in.
      await sidebar.getByRole('link', { name: t.panel.nav.logout, exact: true }).click();
      await expect(page).toHaveURL(url('/dashboard/logout'));
      await expectFrame(page, locale, 'panel');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t.logout.body);
      await dialog.getByRole('button', { name: t.logout.cancel, exact: true }).click();
      await expect(page).toHaveURL(url('/dashboard', ''));
      await expect(dialog).toBeHidden();

      await sidebar.getByRole('link', { name: t.panel.nav.logout, exact: true }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t.logout.confirm, exact: true }).click();
      await expect(page).toHaveURL(url('/', ''));
      await expectFrame(page, locale, 'default');
      await expect(page.getByRole('banner').getByRole('link', { name: t.nav.signIn, exact: true })).toBeVisible();

      await page.goto(path('/dashboard'));
      await expect(page).toHaveURL(url('/auth', `redirect=${encodeURIComponent(path('/dashboard'))}`));
      await expectFrame(page, locale, 'auth');
    });

    test('signs in with a password; a wrong one is refused inline', async ({ page }) => {
      await page.goto(path('/auth'));
      await enterCredential(page, typedPhone(DEMO.phone));

      await expect(page).toHaveURL(url('/auth/login'));
      await expectFrame(page, locale, 'auth');
      await expect(page.getByRole('heading', { level: 1, name: t.auth.loginTitle })).toBeVisible();
      await submitPassword(page, 'NotThePassword1');
      await expect(page.getByRole('alert').filter({ hasText: errorText('UserNameOrPassIncorrect') })).toBeVisible();
      await expect(page).toHaveURL(url('/auth/login'));

      await submitPassword(page, DEMO.password);
      await expect(page).toHaveURL(url('/dashboard', ''));
      await expectFrame(page, locale, 'panel');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('signs in with a code; a wrong code is refused and a pasted code works', async ({ page }) => {
      await page.goto(path('/auth'));
      await enterCredential(page, typedPhone(DEMO.phone));
      await expect(page).toHaveURL(url('/auth/login'));

      await page.getByRole('button', { name: t.auth.useCodeInstead, exact: true }).click();
      await expect(page).toHaveURL(url('/auth/verify'));
      expect(new URL(page.url()).searchParams.get('purpose')).toBe('login');
      await expectFrame(page, locale, 'auth');
      const code = await codeForPurpose(page.request, DEMO.phone, 'login');

      await typeCode(page, asTyped(locale, wrongCode(code)));
      await expect(page.getByRole('alert').filter({ hasText: errorText('OtpIsNotValid') })).toBeVisible();
      for (let i = 0; i < 5; i++) await expect(page.getByTestId(`code-${i}`)).toHaveValue('');
      await expect(page).toHaveURL(url('/auth/verify'));

      await pasteInto(page, 'code-0', asTyped(locale, code));
      await expect(page).toHaveURL(url('/dashboard', ''));
      await expectFrame(page, locale, 'panel');
    });

    test('resets a forgotten password with a code', async ({ page, request }) => {
      const phone = uniquePhone();
      const person = personFor(locale);
      const newPassword = `${person.password}New2`;
      await registerViaApi(request, { credential: phone, name: person.name, password: person.password, locale });

      await page.goto(path('/auth/forgot-pass'));
      await expectFrame(page, locale, 'auth');
      await expect(page.getByRole('heading', { level: 1, name: t.auth.forgotTitle })).toBeVisible();
      await page.getByLabel(t.auth.credentialLabel).fill(typedPhone(phone));
      await page.getByRole('button', { name: t.auth.sendCode, exact: true }).click();

      await expect(page).toHaveURL(url('/auth/change-pass'));
      await expectFrame(page, locale, 'auth');
      const code = await codeForPurpose(page.request, phone, 'reset');
      await typeCode(page, asTyped(locale, code));
      await page.getByLabel(t.auth.newPasswordLabel, { exact: true }).fill(newPassword);
      await page.getByLabel(t.auth.confirmPasswordLabel, { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: t.auth.setPassword, exact: true }).click();

      await expect(page).toHaveURL(url('/auth/login'));
      await expect(page.getByText(t.auth.passwordChanged)).toBeVisible();
      await expectFrame(page, locale, 'auth');

      await submitPassword(page, person.password);
      await expect(page.getByRole('alert').filter({ hasText: errorText('UserNameOrPassIncorrect') })).toBeVisible();
      await expect(page).toHaveURL(url('/auth/login'));

      await submitPassword(page, newPassword);
      await expectDashboard(page, person.first, person.name);
    });

    test('guards send visitors to /auth and back, and signed-in users past it', async ({ page }) => {
      // Steps of the flow that make no sense without a credential.
      await page.goto(path('/auth/register'));
      await expect(page).toHaveURL(url('/auth', ''));
      await expectFrame(page, locale, 'auth');
      await page.goto(path('/auth/verify'));
      await expect(page).toHaveURL(url('/auth', ''));
      await expectFrame(page, locale, 'auth');
      await page.goto(path('/auth/login'));
      await expect(page).toHaveURL(url('/auth', ''));
      await expectFrame(page, locale, 'auth');
      await page.goto(path('/auth/change-pass'));
      await expect(page).toHaveURL(url('/auth/forgot-pass', ''));
      await expectFrame(page, locale, 'auth');

      // A dashboard page signed out: to /auth, and back there after signing in.
      await page.goto(path('/dashboard/profile'));
      await expect(page).toHaveURL(url('/auth', `redirect=${encodeURIComponent(path('/dashboard/profile'))}`));
      await enterCredential(page, typedPhone(DEMO.phone));
      await expect(page).toHaveURL(url('/auth/login'));
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(path('/dashboard/profile'));
      await submitPassword(page, DEMO.password);
      await expect(page).toHaveURL(url('/dashboard/profile', ''));
      await expectFrame(page, locale, 'panel');
      await expect(page.getByRole('heading', { level: 1, name: t.profile.title })).toBeVisible();

      // Signed in, the auth pages step aside.
      await page.goto(path('/auth'));
      await expect(page).toHaveURL(url('/dashboard', ''));
      await expectFrame(page, locale, 'panel');
      await page.goto(path(`/auth/login?credential=${DEMO.phone}`));
      await expect(page).toHaveURL(url('/dashboard', ''));
      await expectFrame(page, locale, 'panel');
      await page.goto(`${path('/auth')}?redirect=${encodeURIComponent(path('/dashboard/settings'))}`);
      await expect(page).toHaveURL(url('/dashboard/settings', ''));
      await expectFrame(page, locale, 'panel');
    });

    test('pages carry the language, direction and layout, laid out in that direction', async ({ page }) => {
      const rtl = locale === 'fa';

      await page.goto(path('/'));
      await expectFrame(page, locale, 'default');
      const header = page.getByRole('banner');
      const logo = await header.getByRole('link', { name: t.site.name, exact: true }).boundingBox();
      const signIn = await header.getByRole('link', { name: t.nav.signIn, exact: true }).boundingBox();
      expect(logo && signIn).toBeTruthy();
      if (rtl) expect(logo!.x).toBeGreaterThan(signIn!.x + signIn!.width);
      else expect(logo!.x + logo!.width).toBeLessThan(signIn!.x);

      await page.goto(path('/about'));
      await expect(page).toHaveURL(url('/about', ''));
      await expectFrame(page, locale, 'default');

      await page.goto(path('/auth'));
      await expectFrame(page, locale, 'auth');
      await page.goto(path('/auth/forgot-pass'));
      await expectFrame(page, locale, 'auth');

      await signInViaApi(page.request, DEMO.phone, DEMO.password);
      await page.goto(path('/dashboard'));
      await expectFrame(page, locale, 'panel');
      const viewport = page.viewportSize()!;
      const sidebar = page.getByRole('complementary').getByRole('navigation', { name: t.panel.sidebarLabel });
      await expect(sidebar).toBeVisible();
      const box = (await sidebar.boundingBox())!;
      if (rtl) {
        expect(box.x).toBeGreaterThan(viewport.width / 2);
        expect(Math.round(box.x + box.width)).toBeGreaterThanOrEqual(viewport.width - 2);
      } else {
        expect(box.x).toBeLessThanOrEqual(2);
        expect(box.x + box.width).toBeLessThan(viewport.width / 2);
      }

      for (const p of ['/dashboard/profile', '/dashboard/settings']) {
        await page.goto(path(p));
        await expect(page).toHaveURL(url(p, ''));
        await expectFrame(page, locale, 'panel');
      }
    });

    test('profile edits persist, reserved usernames are refused, settings switch language and theme', async ({
      page,
    }) => {
      const person = personFor(locale);
      await registerViaApi(page.request, {
        credential: uniquePhone(),
        name: person.name,
        password: person.password,
        locale,
      });
      const newName = locale === 'fa' ? 'نگار رضایی' : 'Negar Rezaei';
      const username = `u${Date.now()}${locale}`;

      await page.goto(path('/dashboard/profile'));
      await expectFrame(page, locale, 'panel');
      const name = page.getByLabel(t.profile.nameLabel, { exact: true });
      const user = page.getByLabel(t.profile.usernameLabel, { exact: true });
      const save = page.getByRole('button', { name: t.common.save, exact: true });
      await expect(name).toHaveValue(person.name);
      await name.fill(newName);
      await user.fill(username);
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/me') && r.request().method() === 'PATCH');
      await save.click();
      expect((await saved).status()).toBe(200);
      await expect(page.getByRole('banner')).toContainText(newName);

      await page.reload();
      await expectFrame(page, locale, 'panel');
      await expect(name).toHaveValue(newName);
      await expect(user).toHaveValue(username);

      await user.fill('shop');
      await save.click();
      await expect(page.getByText(errorText('UserNameIsReserved'))).toBeVisible();
      await page.reload();
      await expect(user).toHaveValue(username);

      // Settings: the dark theme sticks; the other language moves to that language's settings page.
      await page.goto(path('/dashboard/settings'));
      await expectFrame(page, locale, 'panel');
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
      const themeSaved = page.waitForResponse(
        (r) => r.url().endsWith('/api/me/settings') && r.request().method() === 'PATCH',
      );
      await page.getByRole('radio', { name: t.settings.theme.dark, exact: true }).check();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      expect((await themeSaved).status()).toBe(200);
      await page.reload();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(page.getByRole('radio', { name: t.settings.theme.dark, exact: true })).toBeChecked();

      // The radio follows the page's language, so it only shows checked once the other language's page is there.
      await page.getByRole('radio', { name: other === 'en' ? 'English' : 'فارسی', exact: true }).click();
      await expect(page).toHaveURL(urlOf(other, '/dashboard/settings', ''));
      await expectFrame(page, other, 'panel');
      await expect(page.getByRole('radio', { name: other === 'en' ? 'English' : 'فارسی', exact: true })).toBeChecked();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    });

    test('changing the password signs out the other devices', async ({ page, browser }, testInfo) => {
      const phone = uniquePhone();
      const person = personFor(locale);
      const newPassword = `${person.password}New3`;
      await registerViaApi(page.request, { credential: phone, name: person.name, password: person.password, locale });

      const second = await newContextPage(browser, testInfo, browserLocale);
      try {
        await signInViaApi(second.page.request, phone, person.password);
        await second.page.goto(path('/dashboard'));
        await expect(second.page).toHaveURL(url('/dashboard', ''));

        await page.goto(path('/dashboard/profile'));
        await page.getByRole('link', { name: t.profile.changePassword, exact: true }).click();
        await expect(page).toHaveURL(url('/dashboard/profile/change-password', ''));
        await expectFrame(page, locale, 'panel');
        await page.getByLabel(t.auth.currentPasswordLabel, { exact: true }).fill(person.password);
        await page.getByLabel(t.auth.newPasswordLabel, { exact: true }).fill(newPassword);
        await page.getByLabel(t.auth.confirmPasswordLabel, { exact: true }).fill(newPassword);
        await page.getByRole('button', { name: t.changePassword.submit, exact: true }).click();
        await expect(page).toHaveURL(url('/dashboard/profile', ''));
        await expect(page.getByText(catalogue.PasswordChangedSuccessfully[locale])).toBeVisible();

        // This device stays signed in; the other one is out.
        await page.goto(path('/dashboard'));
        await expect(page).toHaveURL(url('/dashboard', ''));
        await second.page.goto(path('/dashboard'));
        await expect(second.page).toHaveURL(url('/auth', `redirect=${encodeURIComponent(path('/dashboard'))}`));
        await expectFrame(second.page, locale, 'auth');
      } finally {
        await second.context.close();
      }
    });

    test('adds an email with a code and shows it verified', async ({ page }) => {
      const person = personFor(locale);
      await registerViaApi(page.request, {
        credential: uniquePhone(),
        name: person.name,
        password: person.password,
        locale,
      });
      const email = uniqueEmail();

      await page.goto(path('/dashboard/profile'));
      const emailRow = page.getByRole('listitem').filter({ hasText: t.profile.emailLabel });
      await expect(emailRow).toContainText(t.profile.notSet);
      await page.getByRole('link', { name: t.profile.changeContact, exact: true }).click();
      await expect(page).toHaveURL(url('/dashboard/profile/change-credential', ''));
      await expectFrame(page, locale, 'panel');

      await page.getByLabel(t.changeCredential.newLabel, { exact: true }).fill(email);
      await page.getByRole('button', { name: t.changeCredential.sendCode, exact: true }).click();
      await expect(page.getByTestId('code-0')).toBeVisible();
      const code = await codeForPurpose(page.request, email, 'change');
      await typeCode(page, asTyped(locale, code));

      await expect(page).toHaveURL(url('/dashboard/profile', ''));
      await expectFrame(page, locale, 'panel');
      await expect(emailRow).toContainText(email);
      await expect(emailRow).toContainText(t.profile.verified);
    });
  });
}
