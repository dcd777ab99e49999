import { and, eq, isNull } from 'drizzle-orm';
import { otpCodes, sessions, users } from '@rassam/db';
import { resultText, type Locale, type ResultCode } from '@rassam/i18n';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-utils';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<TestApp['client']>;
type Res = Awaited<ReturnType<Client['call']>>;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

let clients = 0;
function newClient(locale?: Locale): Client {
  clients += 1;
  return t.client({ ip: `10.2.${Math.floor(clients / 250)}.${(clients % 250) + 1}`, locale });
}

const phone = (n: number) => `0935${String(n).padStart(7, '0')}`;
const e164 = (n: number) => `+98935${String(n).padStart(7, '0')}`;
/** For table tests: a number no other test uses. */
let spare = 1000;
const freshPhone = () => phone((spare += 1));

function expectError(res: Res, status: number, code: ResultCode, locale: Locale = 'fa') {
  expect({ status: res.status, code: res.json?.error?.code }).toEqual({ status, code });
  expect(res.json.error.message).toBe(resultText(code, locale));
}

function expectOk(res: Res, code?: ResultCode, locale: Locale = 'fa') {
  expect(res.status, res.text).toBe(200);
  if (code) expect(res.json.message).toEqual({ code, text: resultText(code, locale) });
  expect(res.json.error).toBeUndefined();
}

interface PublicUser {
  id: string;
  name: string;
  username: string | null;
  phone: string | null;
  email: string | null;
  avatarUrl: string | null;
}

/** Registers and verifies an account through the API; returns the signed-in client and the user. */
async function signUp(credential: string, options: { password?: string; name?: string; locale?: Locale } = {}) {
  const password = options.password ?? 'Secret123';
  const c = newClient(options.locale);
  const registered = await c.call('POST', '/api/auth/register', {
    credential,
    name: options.name ?? 'Test User',
    password,
    confirmPassword: password,
  });
  expect(registered.status, registered.text).toBe(200);
  const verified = await c.call('POST', '/api/auth/verify', {
    credential,
    code: await t.lastCode(registered.json.data.credential),
  });
  expect(verified.status, verified.text).toBe(200);
  return { client: c, user: verified.json.data.user as PublicUser };
}

const login = (credential: string, password: string) =>
  newClient().call('POST', '/api/auth/login', { credential, password });

describe('GET /api/me', () => {
  it('is 401 UnAuthorized without a session, in Persian and English', async () => {
    const fa = await newClient().call('GET', '/api/me');
    expectError(fa, 401, 'UnAuthorized');
    expect(fa.json.error.message).toBe('لطفاً ابتدا وارد حساب کاربری خود شوید');
    expectError(await newClient('en').call('GET', '/api/me'), 401, 'UnAuthorized', 'en');
    for (const [method, path, body] of [
      ['PATCH', '/api/me', { name: 'X' }],
      ['PATCH', '/api/me/settings', { theme: 'dark' }],
      ['DELETE', '/api/me/avatar', undefined],
      ['POST', '/api/me/credential', { credential: phone(1) }],
      ['POST', '/api/me/password', { password: 'Secret123', confirmPassword: 'Secret123' }],
    ] as const) {
      expectError(await newClient().call(method, path, body), 401, 'UnAuthorized');
    }
  });

  it("returns each caller's own user: B's session never shows or changes A", async () => {
    const a = await signUp(phone(2), { name: 'Alice' });
    const b = await signUp(phone(3), { name: 'Bob' });
    expectOk(
      await b.client.call('PATCH', '/api/me', { name: 'Bob Renamed', username: 'bob_b' }),
      'ProfileUpdatedSuccessfully',
    );
    expectOk(await b.client.call('PATCH', '/api/me/settings', { theme: 'dark' }), 'UpdateSuccessfully');

    const meA = await a.client.call('GET', '/api/me');
    expect(meA.json.data).toMatchObject({
      id: a.user.id,
      name: 'Alice',
      username: null,
      phone: e164(2),
      theme: 'system',
    });
    const meB = await b.client.call('GET', '/api/me');
    expect(meB.json.data).toMatchObject({
      id: b.user.id,
      name: 'Bob Renamed',
      username: 'bob_b',
      phone: e164(3),
      theme: 'dark',
    });
    expect(meB.text).not.toContain(a.user.id);
    expect(meB.text).not.toContain(e164(2));
    // Unknown fields cannot smuggle in another user's id.
    const smuggle = await b.client.call('PATCH', '/api/me', { id: a.user.id, name: 'Owned' });
    expectError(smuggle, 422, 'ValidationError');
    expect(Object.keys(smuggle.json.error.fields)).toEqual(['id']);
    expect((await a.client.call('GET', '/api/me')).json.data.name).toBe('Alice');
  });
});

describe('PATCH /api/me', () => {
  it('changes the name and the username (lowercased), and removes the username with null', async () => {
    const { client, user } = await signUp(phone(10));
    const res = await client.call('PATCH', '/api/me', { name: '  Sara Mohammadi  ', username: 'Sara.M' });
    expectOk(res, 'ProfileUpdatedSuccessfully');
    expect(res.json.message.text).toBe('پروفایل شما با موفقیت به‌روزرسانی شد');
    expect(res.json.data).toMatchObject({ id: user.id, name: 'Sara Mohammadi', username: 'sara.m' });
    expect(res.json.data.profile.missing).not.toContain('username');
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Sara Mohammadi', username: 'sara.m' });

    const empty = await client.call('PATCH', '/api/me', {});
    expectOk(empty, 'ProfileUpdatedSuccessfully');
    expect(empty.json.data).toMatchObject({ name: 'Sara Mohammadi', username: 'sara.m' });

    const cleared = await newClient('en').call(
      'PATCH',
      '/api/me',
      { username: null },
      { cookie: `user_session=${client.jar.get('user_session')}` },
    );
    expectOk(cleared, 'ProfileUpdatedSuccessfully', 'en');
    expect(cleared.json.data.username).toBeNull();
    expect(cleared.json.data.profile.missing).toContain('username');
  });

  it.each(['map', 'shop', 'Admin', 'API'])('refuses the reserved username %j', async (name) => {
    const { client } = await signUp(freshPhone());
    const fa = await client.call('PATCH', '/api/me', { username: name });
    expectError(fa, 422, 'UserNameIsReserved');
    expect(fa.json.error.message).toBe('این نام کاربری رزرو شده است. نام کاربری دیگری انتخاب کنید.');
    expect(fa.json.error.fields).toEqual({ username: 'این نام کاربری رزرو شده است. نام کاربری دیگری انتخاب کنید.' });
    const en = await client.call('PATCH', '/api/me', { username: name }, { 'x-locale': 'en' });
    expectError(en, 422, 'UserNameIsReserved', 'en');
    expect((await client.call('GET', '/api/me')).json.data.username).toBeNull();
  });

  it.each(['ab', '1abc', '_abc', 'sa ra', 'sara-m', 'سارا', 'a'.repeat(31), '09121234567'])(
    'refuses the malformed username %j',
    async (name) => {
      const { client } = await signUp(freshPhone());
      const res = await client.call('PATCH', '/api/me', { username: name }, { 'x-locale': 'en' });
      expectError(res, 422, 'UserNameIsNotValid', 'en');
      expect(res.json.error.fields).toEqual({
        username:
          'The username is not valid. Use 3 to 30 Latin letters, digits, dots or underscores, starting with a letter.',
      });
    },
  );

  it('refuses a username another account has, whatever its case (409 UserNameExists)', async () => {
    const a = await signUp(phone(40));
    const b = await signUp(phone(41));
    expectOk(await a.client.call('PATCH', '/api/me', { username: 'taken_name' }), 'ProfileUpdatedSuccessfully');
    const fa = await b.client.call('PATCH', '/api/me', { username: 'Taken_Name' });
    expectError(fa, 409, 'UserNameExists');
    expect(fa.json.error.fields).toEqual({
      username: 'این نام کاربری قبلاً انتخاب شده است. نام کاربری دیگری انتخاب کنید.',
    });
    const en = await b.client.call('PATCH', '/api/me', { username: 'taken_name', name: 'Bee' }, { 'x-locale': 'en' });
    expectError(en, 409, 'UserNameExists', 'en');
    // Nothing of the refused change was kept.
    expect((await b.client.call('GET', '/api/me')).json.data).toMatchObject({ username: null, name: 'Test User' });
    // Setting one's own username again is fine.
    expectOk(await a.client.call('PATCH', '/api/me', { username: 'TAKEN_NAME' }), 'ProfileUpdatedSuccessfully');
  });

  it('refuses bad names and stores SQL and HTML verbatim', async () => {
    const { client, user } = await signUp(phone(42));
    for (const name of ['', ' a ', 'x'.repeat(61), 'tab\there', 'new\nline']) {
      expectError(await client.call('PATCH', '/api/me', { name }), 422, 'ValidationError');
    }
    for (const name of [42, null, ['a', 'b'], { first: 'a' }]) {
      const res = await client.call('PATCH', '/api/me', { name }, { 'x-locale': 'en' });
      expectError(res, 422, 'ValidationError', 'en');
      expect(res.json.error.fields).toEqual({ name: 'This value has the wrong type' });
    }
    for (const name of ["'); DROP TABLE users;--", '<script>alert(1)</script>', 'Robert"); DELETE FROM sessions; --']) {
      const res = await client.call('PATCH', '/api/me', { name });
      expectOk(res, 'ProfileUpdatedSuccessfully');
      expect(res.json.data.name).toBe(name);
      expect((await client.call('GET', '/api/me')).json.data.name).toBe(name);
    }
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.name).toBe('Robert"); DELETE FROM sessions; --');
    expect(await t.handle.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });
});

describe('PATCH /api/me/settings', () => {
  it('saves language, theme and notification choices', async () => {
    const { client, user } = await signUp(phone(50));
    const res = await client.call('PATCH', '/api/me/settings', {
      locale: 'en',
      theme: 'dark',
      notifyBySms: false,
      notifyByEmail: false,
    });
    expectOk(res, 'UpdateSuccessfully');
    expect(res.json.message.text).toBe('با موفقیت به‌روزرسانی شد');
    expect(res.json.data).toMatchObject({ locale: 'en', theme: 'dark', notifyBySms: false, notifyByEmail: false });
    const partial = await client.call('PATCH', '/api/me/settings', { notifyBySms: true }, { 'x-locale': 'en' });
    expectOk(partial, 'UpdateSuccessfully', 'en');
    expect(partial.json.data).toMatchObject({ locale: 'en', theme: 'dark', notifyBySms: true, notifyByEmail: false });
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ locale: 'en', theme: 'dark', notifyBySms: true, notifyByEmail: false });
  });

  it('refuses values outside the lists and unknown fields', async () => {
    const { client } = await signUp(phone(51));
    for (const body of [
      { locale: 'de' },
      { theme: 'blue' },
      { notifyBySms: 'yes' },
      { notifyByEmail: 1 },
      { locale: null },
    ]) {
      const res = await client.call('PATCH', '/api/me/settings', body, { 'x-locale': 'en' });
      expectError(res, 422, 'ValidationError', 'en');
      expect(Object.keys(res.json.error.fields)).toEqual(Object.keys(body));
    }
    const unknown = await client.call('PATCH', '/api/me/settings', { role: 'admin' });
    expectError(unknown, 422, 'ValidationError');
    expect(unknown.json.error.fields).toEqual({ role: 'فیلد ناشناخته' });
    expect((await client.call('GET', '/api/me')).json.data).toMatchObject({
      locale: 'fa',
      theme: 'system',
      notifyBySms: true,
      role: 'user',
    });
  });
});

describe('avatar', () => {
  const upload = (
    c: Client,
    bytes: Uint8Array | string,
    filename: string,
    type: string,
    field = 'file',
    locale?: Locale,
  ) => {
    const form = new FormData();
    form.append(field, new Blob([bytes as BlobPart], { type }), filename);
    return c.call('POST', '/api/me/avatar', form, locale ? { 'x-locale': locale } : {});
  };
  const fetchFile = (url: string) => t.app.request(url);

  it('re-encodes a JPEG to a 256×256 WebP without its EXIF, serves it, replaces and deletes it', async () => {
    const { client, user } = await signUp(phone(60));
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .withMetadata({ exif: { IFD0: { Copyright: 'x', Artist: 'Secret Location' } } })
      .jpeg()
      .toBuffer();
    const original = await sharp(jpeg).metadata();
    expect(original.format).toBe('jpeg');
    expect(original.exif).toBeDefined();

    const res = await upload(client, jpeg, 'me.jpg', 'image/jpeg');
    expectOk(res, 'ProfileImageUploadSuccessfully');
    expect(res.json.message.text).toBe('تصویر پروفایل با موفقیت بارگذاری شد');
    const url: string = res.json.data.avatarUrl;
    expect(url).toMatch(new RegExp(`^/api/files/avatars/${user.id}-[0-9a-f]{12}\\.webp$`));
    expect(res.json.data.profile.missing).not.toContain('avatar');
    expect((await client.call('GET', '/api/me')).json.data.avatarUrl).toBe(url);

    // Served to anyone (no cookie), as WebP, cacheable, not sniffable.
    const served = await fetchFile(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    // Ranges and tags as on every file route (lib/serve-stored.ts).
    const part = await t.app.request(url, { headers: { range: 'bytes=0-11' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 12))).toBe(true);
    const etag = served.headers.get('etag')!;
    expect((await t.app.request(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Secret Location'))).toBe(false);

    // The stored file is the same WebP.
    const key = url.replace('/api/files/', '');
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.avatarKey).toBe(key);
    const stored = await t.deps.storage.get(key);
    expect(Buffer.from(stored!.body).equals(bytes)).toBe(true);
    const storedMeta = await sharp(stored!.body).metadata();
    expect(storedMeta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(storedMeta.exif).toBeUndefined();
    expect(existsSync(join(t.deps.env.dataDir, 'files', key))).toBe(true);

    // A PNG with something hidden after the image data: accepted, the payload is gone.
    const png = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]);
    const replaced = await upload(client, polyglot, 'me.png', 'image/png', 'file', 'en');
    expectOk(replaced, 'ProfileImageUploadSuccessfully', 'en');
    const newUrl: string = replaced.json.data.avatarUrl;
    expect(newUrl).not.toBe(url);
    const newBytes = Buffer.from(await (await fetchFile(newUrl)).arrayBuffer());
    expect((await sharp(newBytes).metadata()).format).toBe('webp');
    expect(newBytes.includes(Buffer.from('<script>'))).toBe(false);
    // The old file is gone.
    const old = await newClient('en').call('GET', url);
    expectError(old, 404, 'FileNotFound', 'en');
    expect(existsSync(join(t.deps.env.dataDir, 'files', key))).toBe(false);

    const removed = await client.call('DELETE', '/api/me/avatar');
    expectOk(removed, 'DeleteSuccessfully');
    expect(removed.json.data.avatarUrl).toBeNull();
    expect(removed.json.data.profile.missing).toContain('avatar');
    expectError(await newClient().call('GET', newUrl), 404, 'FileNotFound');
    expect((await client.call('GET', '/api/me')).json.data.avatarUrl).toBeNull();
  });

  it('refuses a text file named .png and sent as image/png (content decides)', async () => {
    const { client } = await signUp(phone(61));
    const fa = await upload(client, 'just some text, not an image\n'.repeat(20), 'photo.png', 'image/png');
    expectError(fa, 400, 'FileFormatIsNotValid');
    expect(fa.json.error.message).toBe('قالب این فایل پشتیبانی نمی‌شود. فایلی با قالب دیگر انتخاب کنید.');
    expect(fa.json.error.fields).toEqual({ file: 'قالب این فایل پشتیبانی نمی‌شود. فایلی با قالب دیگر انتخاب کنید.' });
    const en = await upload(client, '%PDF-1.4\n%âãÏÓ\n', 'photo.jpg', 'image/jpeg', 'file', 'en');
    expectError(en, 400, 'FileFormatIsNotValid', 'en');
    expect((await client.call('GET', '/api/me')).json.data.avatarUrl).toBeNull();
  });

  it('refuses an SVG with a script, whatever it claims to be', async () => {
    const { client } = await signUp(phone(62));
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><script>alert(document.cookie)</script>' +
      '<rect width="300" height="300" fill="red"/></svg>';
    for (const [name, type] of [
      ['avatar.svg', 'image/svg+xml'],
      ['avatar.png', 'image/png'],
    ]) {
      const res = await upload(client, svg, name!, type!, 'file', 'en');
      expectError(res, 400, 'FileFormatIsNotValid', 'en');
    }
    expect((await client.call('GET', '/api/me')).json.data.avatarUrl).toBeNull();
    const [row] = await t.handle.db
      .select()
      .from(users)
      .where(eq(users.phone, e164(62)));
    expect(row!.avatarKey).toBeNull();
  });

  it('refuses files over 5 MB with 413 FileSizeValidationError', async () => {
    const { client } = await signUp(phone(63));
    // Far over: stopped while the body is read.
    const huge = await upload(client, new Uint8Array(6 * 1024 * 1024), 'big.jpg', 'image/jpeg');
    expectError(huge, 413, 'FileSizeValidationError');
    expect(huge.json.error.message).toBe('حجم فایل بیش از حد مجاز است. فایل کوچک‌تری انتخاب کنید.');
    expect(huge.json.error.fields).toEqual({ file: 'حجم فایل بیش از حد مجاز است. فایل کوچک‌تری انتخاب کنید.' });
    // Just over: the body fits the request limit, the file does not.
    const justOver = await upload(client, new Uint8Array(5 * 1024 * 1024 + 1), 'big.jpg', 'image/jpeg', 'file', 'en');
    expectError(justOver, 413, 'FileSizeValidationError', 'en');
    expect((await client.call('GET', '/api/me')).json.data.avatarUrl).toBeNull();
  });

  it('refuses a form without a file', async () => {
    const { client } = await signUp(phone(64));
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    // The form has no `file` field: a schema failure naming it.
    const missing = await upload(client, png, 'a.png', 'image/png', 'avatar', 'en');
    expectError(missing, 422, 'ValidationError', 'en');
    expect(missing.json.error.fields).toEqual({ file: 'This field is required' });
    // A `file` field that is text, not a file.
    const form = new FormData();
    form.append('file', 'not a file');
    expectError(await client.call('POST', '/api/me/avatar', form), 400, 'FileFormatIsNotValid');
    expectError(await upload(newClient(), png, 'a.png', 'image/png'), 401, 'UnAuthorized');
  });

  it('serves only well-formed avatar names', async () => {
    expectError(await newClient().call('GET', '/api/files/avatars/nothing-here.webp'), 404, 'FileNotFound');
    for (const path of [
      '/api/files/avatars/..%2F..%2Fsession-secret.webp',
      '/api/files/avatars/x.png',
      '/api/files/avatars/a%20b.webp',
    ]) {
      const res = await newClient().call('GET', path);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});

describe('change of phone or email', () => {
  it('moves to a new phone: code to the new number, old phone no longer signs in', async () => {
    const { client, user } = await signUp(phone(70));
    const sent = await client.call('POST', '/api/me/credential', { credential: '+98 935 000 0071' });
    expectOk(sent, 'OtpSent');
    expect(sent.json.data).toEqual({ credential: e164(71), channel: 'sms', expiresIn: 120 });
    const [otp] = await t.handle.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.credential, e164(71)));
    expect(otp).toMatchObject({ purpose: 'change', userId: user.id });
    const code = await t.lastCode(e164(71));
    expect(otp!.codeHash).not.toBe(code);

    const wrong = await client.call('POST', '/api/me/credential/verify', {
      credential: phone(71),
      code: String((Number(code) + 1) % 100_000).padStart(5, '0'),
    });
    expectError(wrong, 400, 'OtpIsNotValid');
    expect((await client.call('GET', '/api/me')).json.data.phone).toBe(e164(70));

    const done = await client.call('POST', '/api/me/credential/verify', {
      credential: phone(71),
      code: code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!),
    });
    expectOk(done, 'CredentialChangedSuccessfully');
    expect(done.json.message.text).toBe('شماره همراه یا ایمیل شما با موفقیت تغییر کرد');
    expect(done.json.data).toMatchObject({ id: user.id, phone: e164(71) });
    expect((await client.call('GET', '/api/me')).json.data.phone).toBe(e164(71));

    expectError(await login(phone(70), 'Secret123'), 401, 'UserNameOrPassIncorrect');
    const viaNew = await login(phone(71), 'Secret123');
    expectOk(viaNew, 'LogedInSuccessfully');
    expect(viaNew.json.data.user.id).toBe(user.id);
    // Confirming again: the phone is already this account's.
    expectError(
      await client.call('POST', '/api/me/credential/verify', { credential: phone(71), code }),
      400,
      'SameAsCurrentCredential',
    );
    const [spent] = await t.handle.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.credential, e164(71)));
    expect(spent!.consumedAt).toBeInstanceOf(Date);
  });

  it('adds an email, which then signs in', async () => {
    const { client, user } = await signUp(phone(72), { locale: 'en' });
    expect(user.email).toBeNull();
    const sent = await client.call('POST', '/api/me/credential', { credential: 'New.Mail@Example.com' });
    expectOk(sent, 'OtpSent', 'en');
    expect(sent.json.data).toEqual({ credential: 'new.mail@example.com', channel: 'email', expiresIn: 120 });
    const done = await client.call('POST', '/api/me/credential/verify', {
      credential: 'new.mail@example.com',
      code: await t.lastCode('new.mail@example.com'),
    });
    expectOk(done, 'CredentialChangedSuccessfully', 'en');
    expect(done.json.data).toMatchObject({ phone: e164(72), email: 'new.mail@example.com' });
    expect(done.json.data.profile.missing).not.toContain('email');
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    expectOk(await login('NEW.MAIL@example.com', 'Secret123'), 'LogedInSuccessfully');
    expectOk(await login(phone(72), 'Secret123'), 'LogedInSuccessfully');
  });

  it('refuses the current phone, and an address another account owns', async () => {
    const a = await signUp(phone(73));
    await signUp(phone(74));
    await signUp('owned@example.com');
    const same = await a.client.call('POST', '/api/me/credential', { credential: phone(73) });
    expectError(same, 400, 'SameAsCurrentCredential');
    expect(same.json.error.fields).toEqual({ credential: resultText('SameAsCurrentCredential', 'fa') });
    const taken = await a.client.call('POST', '/api/me/credential', { credential: phone(74) });
    expectError(taken, 409, 'PhoneNumberAlreadyExists');
    expect(taken.json.error.fields).toEqual({
      credential: 'این شماره همراه قبلاً ثبت شده است. شماره‌ی دیگری وارد کنید یا با همین شماره وارد شوید.',
    });
    expectError(
      await a.client.call('POST', '/api/me/credential', { credential: 'OWNED@example.com' }, { 'x-locale': 'en' }),
      409,
      'EmailAlreadyExists',
      'en',
    );
    expectError(
      await a.client.call('POST', '/api/me/credential', { credential: 'some_username' }),
      422,
      'PhoneNumberIsNotValid',
    );
    expect(
      await t.handle.db
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.credential, e164(74)), eq(otpCodes.purpose, 'change'))),
    ).toHaveLength(0);
  });

  it("takes an address from an abandoned registration, and will not use another account's change code", async () => {
    // Somebody registered this email and never confirmed it.
    const stranger = newClient();
    expect(
      (
        await stranger.call('POST', '/api/auth/register', {
          credential: 'abandoned@example.com',
          name: 'Stranger',
          password: 'Secret123',
          confirmPassword: 'Secret123',
        })
      ).status,
    ).toBe(200);

    const a = await signUp(phone(75));
    const b = await signUp(phone(76));
    expectOk(await a.client.call('POST', '/api/me/credential', { credential: 'abandoned@example.com' }), 'OtpSent');
    const code = await t.lastCode('abandoned@example.com');

    // B got hold of the code sent for A's change: it does not move B.
    expectError(
      await b.client.call('POST', '/api/me/credential/verify', { credential: 'abandoned@example.com', code }),
      400,
      'OtpIsNotValid',
    );
    expect((await b.client.call('GET', '/api/me')).json.data.email).toBeNull();

    // A asks again (the first code is spent) and confirms.
    await t.handle.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.credential, 'abandoned@example.com'));
    expectOk(await a.client.call('POST', '/api/me/credential', { credential: 'abandoned@example.com' }), 'OtpSent');
    const done = await a.client.call('POST', '/api/me/credential/verify', {
      credential: 'abandoned@example.com',
      code: await t.lastCode('abandoned@example.com'),
    });
    expectOk(done, 'CredentialChangedSuccessfully');
    expect(done.json.data).toMatchObject({ id: a.user.id, email: 'abandoned@example.com' });
    const holders = await t.handle.db.select().from(users).where(eq(users.email, 'abandoned@example.com'));
    expect(holders.map((u) => u.id)).toEqual([a.user.id]);
    expect(await t.handle.db.select().from(users).where(eq(users.name, 'Stranger'))).toHaveLength(0);
  });
});

describe('POST /api/me/password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const { client, user } = await signUp(phone(80), { password: 'Oldpass123' });
    const other = newClient();
    expectOk(
      await other.call('POST', '/api/auth/login', { credential: phone(80), password: 'Oldpass123' }),
      'LogedInSuccessfully',
    );
    const [before] = await t.handle.db.select().from(users).where(eq(users.id, user.id));

    const wrong = await client.call('POST', '/api/me/password', {
      currentPassword: 'Nope12345',
      password: 'Newpass123',
      confirmPassword: 'Newpass123',
    });
    expectError(wrong, 400, 'CurrentPasswordIncorrect');
    expect(wrong.json.error.fields).toEqual({ currentPassword: 'رمز عبور فعلی نادرست است' });
    expectError(
      await client.call('POST', '/api/me/password', { password: 'Newpass123', confirmPassword: 'Newpass123' }),
      400,
      'CurrentPasswordIncorrect',
    );
    const mismatch = await client.call(
      'POST',
      '/api/me/password',
      { currentPassword: 'Oldpass123', password: 'Newpass123', confirmPassword: 'Newpass321' },
      { 'x-locale': 'en' },
    );
    expectError(mismatch, 422, 'ConfirmPasswordNotMatch', 'en');
    expect(mismatch.json.error.fields).toEqual({ confirmPassword: 'Password confirmation does not match' });
    expectError(
      await client.call('POST', '/api/me/password', {
        currentPassword: 'Oldpass123',
        password: '12345678',
        confirmPassword: '12345678',
      }),
      422,
      'PasswordIsWeak',
    );
    // Refused attempts changed nothing.
    expectOk(await other.call('GET', '/api/me'));

    // The current password typed with Persian digits counts as the same password.
    const done = await client.call('POST', '/api/me/password', {
      currentPassword: 'Oldpass۱۲۳',
      password: 'Newpass123',
      confirmPassword: 'Newpass123',
    });
    expectOk(done, 'PasswordChangedSuccessfully');
    expect(done.json.data).toBeNull();

    const me = await client.call('GET', '/api/me');
    expectOk(me);
    expect(me.json.data.id).toBe(user.id);
    const kicked = await other.call('GET', '/api/me');
    expectError(kicked, 401, 'UnAuthorized');
    expect(kicked.headers.getSetCookie().some((line) => /^user_session=;.*max-age=0/i.test(line))).toBe(true);

    const [after] = await t.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(after!.passwordHash).not.toBe(before!.passwordHash);
    const live = await t.handle.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(1);

    expectError(await login(phone(80), 'Oldpass123'), 401, 'UserNameOrPassIncorrect');
    expectOk(await login(phone(80), 'Newpass123'), 'LogedInSuccessfully');
  });
});
