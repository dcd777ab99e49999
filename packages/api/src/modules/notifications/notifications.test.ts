import { eq, sql } from 'drizzle-orm';
import { notifications, rateLimits, users, type Database } from '@rassam/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Logger } from '../../lib/logger';
import { createTestApp } from '../../test-utils';
import type { NoticeChannel, NoticeMessage } from '../notify/notify.types';
import { NOTIFICATION_KINDS, notificationKinds, type NotificationKind } from './kinds';
import { noticeEmail, noticeSms, notificationPath, notificationText } from './notification-texts';
import { deliver, notify } from './notify.service';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let db: Database;

/** What the channels were handed, and the warnings the log got. */
const sent: { channel: 'sms' | 'email'; message: NoticeMessage }[] = [];
const warnings: { msg: string; fields?: Record<string, unknown> }[] = [];
let emailFails = false;
const recording = (channel: 'sms' | 'email'): NoticeChannel => ({
  name: `recording-${channel}`,
  async send(message) {
    if (channel === 'email' && emailFails) throw new Error('smtp: 451 try again later');
    sent.push({ channel, message });
    return {};
  },
});
const logger: Logger = {
  debug: () => {},
  info: () => {},
  warn: (msg, fields) => void warnings.push({ msg, fields }),
  error: () => {},
  child: () => logger,
};

beforeAll(async () => {
  t = await createTestApp({ logger, notices: { sms: recording('sms'), email: recording('email') } });
  db = t.handle.db;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  sent.length = 0;
  warnings.length = 0;
  emailFails = false;
});

let n = 0;
async function account(credential?: string) {
  n += 1;
  await db.delete(rateLimits).where(sql`${rateLimits.key} like 'otp:%' or ${rateLimits.key} like 'auth:%'`);
  const client = await t.signUp(credential ?? `0938${String(n).padStart(7, '0')}`);
  const id = (await client.call('GET', '/api/me')).json.data.id as string;
  return { client, id };
}

const ticket = (number: number, subject = 'Coins not credited') => ({
  ticketId: '4b6f1a4e-8d3c-4a7e-9f1e-2c5d6e7f8a9b',
  number,
  subject,
});

const order = (number: number) => ({
  orderId: '5c7f2b5f-9e4d-4b8f-8a2f-3d6e7f8a9b0c',
  number,
  title: 'مدل سه‌بعدی محصول',
  titleEn: '3D model of a product',
});

/** Sample data for every kind, to render each in both languages. */
const samples: { [K in NotificationKind]: Parameters<typeof notify<K>>[3] } = {
  ticketReplied: ticket(1024),
  ticketDone: { ...ticket(1025), reopenDays: 7 },
  orderQuoted: { ...order(2048), price: 1200 },
  orderStep: { ...order(2049), step: 'در حال ساخت', stepEn: 'In production' },
  orderDelivered: { ...order(2050), acceptDays: 7 },
  orderCompleted: order(2051),
  orderReplied: order(2052),
};

describe('the kinds and their words', () => {
  it('word a text kept in both languages in the reader’s (`title` in Persian, `titleEn` in English)', () => {
    expect(notificationText('orderStep', samples.orderStep, 'en').body).toContain('“⁨3D model of a product⁩”');
    expect(notificationText('orderStep', samples.orderStep, 'en').body).toContain('“⁨In production⁩”');
    expect(notificationText('orderStep', samples.orderStep, 'fa').body).toContain('«⁨مدل سه‌بعدی محصول⁩»');
  });

  it('isolate the texts they quote (FSI … PDI), so an English subject keeps its order in a Persian sentence', () => {
    const data = { ...samples.ticketReplied, subject: 'Refund 2 of 3' };
    const fa = notificationText('ticketReplied', data, 'fa').body;
    expect(fa).toContain('\u2068Refund 2 of 3\u2069');
    // Numbers of ours are the reader's digits, not isolated; the quoted text keeps its own.
    expect(fa).not.toContain('\u2068۱');
  });

  it('word every kind in both languages, numbers in the reader’s digits, with no argument missing', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const data = samples[kind] as Record<string, unknown>;
      expect(notificationKinds[kind].data.safeParse(data).success, kind).toBe(true);
      const fa = notificationText(kind, data, 'fa');
      const en = notificationText(kind, data, 'en');
      for (const text of [fa.title, fa.body, en.title, en.body]) expect(text, kind).not.toMatch(/[{}]/);
      expect(fa.title, kind).toMatch(/[۰-۹]/);
      expect(`${fa.title}${fa.body}`, kind).not.toMatch(/[0-9]/);
      expect(en.title, kind).toMatch(/\d/);
      expect(notificationPath(kind, data)).toMatch(/^\/dashboard\//);
    }
    expect(notificationText('ticketDone', samples.ticketDone, 'fa').body).toContain('۷ روز');
  });

  it('makes the SMS and the email in the reader’s language and direction', () => {
    const fa = notificationText('ticketReplied', samples.ticketReplied, 'fa');
    expect(noticeSms(fa, 'https://rassam.app/dashboard/ticket/x', 'fa')).toBe(
      'رسام: پاسخ تازه به تیکت ۱۰۲۴\nhttps://rassam.app/dashboard/ticket/x',
    );
    const email = noticeEmail(fa, 'https://rassam.app/t?a=1&b=<2>', 'https://rassam.app/dashboard/settings', 'fa');
    expect(email.subject).toBe('پاسخ تازه به تیکت ۱۰۲۴');
    expect(email.html).toContain('dir="rtl"');
    expect(email.html).toContain('href="https://rassam.app/t?a=1&#38;b=&#60;2&#62;"');
    expect(email.text).toContain('https://rassam.app/dashboard/settings');
    const en = noticeEmail(
      notificationText('ticketReplied', ticket(7, '<b>bold</b>'), 'en'),
      'https://rassam.app/en/x',
      'https://rassam.app/en/dashboard/settings',
      'en',
    );
    expect(en.html).toContain('dir="ltr"');
    expect(en.html).toContain('&#60;b&#62;bold&#60;/b&#62;');
    expect(en.html).not.toContain('<b>bold');
  });
});

describe('notify and deliver', () => {
  it('checks the data against the kind’s schema', async () => {
    const { id } = await account();
    await expect(
      notify(db, id, 'ticketReplied', { ticketId: 'nope', number: 1, subject: 'x' } as never),
    ).rejects.toThrow();
    await expect(notify(db, id, 'ticketDone', ticket(3) as never)).rejects.toThrow();
    expect(await db.select().from(notifications).where(eq(notifications.userId, id))).toEqual([]);
  });

  it('sends by SMS and email as the user’s settings say, to verified addresses, in their language', async () => {
    const phone = await account();
    const mail = await account(`notice${n}@example.com`);
    const [phoneUser] = await db.select().from(users).where(eq(users.id, phone.id));
    const [mailUser] = await db.select().from(users).where(eq(users.id, mail.id));
    await db.update(users).set({ locale: 'en' }).where(eq(users.id, mail.id));

    await deliver(t.deps, [
      await notify(db, phone.id, 'ticketReplied', ticket(10)),
      await notify(db, mail.id, 'ticketDone', { ...ticket(11), reopenDays: 7 }),
    ]);
    expect(sent.map((s) => [s.channel, s.message.to, s.message.kind])).toEqual([
      ['sms', phoneUser!.phone, 'ticketReplied'],
      ['email', mailUser!.email, 'ticketDone'],
    ]);
    expect(sent[0]!.message.text).toContain('۱۰');
    expect(sent[1]!.message).toMatchObject({ subject: 'Ticket 11 was closed' });
    expect(sent[1]!.message.html).toContain('within 7 days');

    // Turned off, unverified, or disabled: nothing leaves the app, but the notification is there.
    sent.length = 0;
    await db.update(users).set({ notifyBySms: false }).where(eq(users.id, phone.id));
    await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, mail.id));
    const disabled = await account();
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));
    await deliver(t.deps, [
      await notify(db, phone.id, 'ticketReplied', ticket(12)),
      await notify(db, mail.id, 'ticketReplied', ticket(13)),
      await notify(db, disabled.id, 'ticketReplied', ticket(14)),
    ]);
    expect(sent).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, disabled.id))).toHaveLength(1);
  });

  it('logs a channel’s failure and goes on to the next', async () => {
    const both = await account();
    await db
      .update(users)
      .set({ email: `both${n}@example.com`, emailVerifiedAt: new Date() })
      .where(eq(users.id, both.id));
    const other = await account();
    emailFails = true;
    await deliver(t.deps, [
      await notify(db, both.id, 'ticketReplied', ticket(20)),
      await notify(db, other.id, 'ticketReplied', ticket(21)),
    ]);
    expect(sent.map((s) => s.channel)).toEqual(['sms', 'sms']);
    expect(warnings).toEqual([
      {
        msg: 'notification not sent',
        fields: expect.objectContaining({ channel: 'email', provider: 'recording-email', kind: 'ticketReplied' }),
      },
    ]);
  });
});

describe('GET /api/notifications and POST /api/notifications/read', () => {
  it('lists the notices of one change in the order they were written (one transaction: one now())', async () => {
    const { client, id } = await account();
    await db.transaction(async (tx) => {
      for (const number of [7, 8, 9]) await notify(tx, id, 'ticketReplied', ticket(number));
    });
    const listed = await client.call('GET', '/api/notifications');
    expect(listed.json.data.map((item: { data: { number: number } }) => item.data.number)).toEqual([9, 8, 7]);
  });

  it('lists the user’s own, newest first, worded in the request’s language, with the unread count; pages in any digits', async () => {
    const { client, id } = await account();
    const other = await account();
    await notify(db, other.id, 'ticketReplied', ticket(99, 'Not yours'));
    for (const number of [1, 2, 3]) await notify(db, id, 'ticketReplied', ticket(number));
    // A kind this version does not know (an older or newer process wrote it) is not shown or counted.
    await db.insert(notifications).values({ userId: id, kind: 'somethingElse', data: {} });

    const fa = await client.call('GET', '/api/notifications');
    expect(fa.status, fa.text).toBe(200);
    expect(fa.json.meta).toEqual({ page: 1, pageSize: 20, total: 3, unread: 3 });
    expect(fa.json.data.map((item: { data: { number: number } }) => item.data.number)).toEqual([3, 2, 1]);
    expect(fa.json.data[0]).toMatchObject({
      kind: 'ticketReplied',
      title: 'پاسخ تازه به تیکت ۳',
      path: `/dashboard/ticket/${ticket(3).ticketId}`,
      readAt: null,
    });
    expect(fa.text).not.toContain('Not yours');
    const en = await client.call('GET', '/api/notifications?page=۲&pageSize=۲', undefined, { 'x-locale': 'en' });
    expect(en.json.data.map((item: { title: string }) => item.title)).toEqual(['New reply to ticket 1']);
    expect(en.json.meta).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect((await client.call('GET', '/api/notifications?pageSize=500')).status).toBe(422);
    expect((await t.client().call('GET', '/api/notifications')).status).toBe(401);
  });

  it('marks the named ones read, or all; another user’s id is NotificationNotFound and marks nothing', async () => {
    const { client, id } = await account();
    const other = await account();
    const mine = [await notify(db, id, 'ticketReplied', ticket(1)), await notify(db, id, 'ticketReplied', ticket(2))];
    const theirs = await notify(db, other.id, 'ticketReplied', ticket(3));

    const refused = await client.call('POST', '/api/notifications/read', { ids: [mine[0]!.id, theirs.id] });
    expect(refused.status).toBe(404);
    expect(refused.json.error.code).toBe('NotificationNotFound');
    const unknown = await client.call('POST', '/api/notifications/read', {
      ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.status).toBe(404);
    expect((await client.call('GET', '/api/notifications')).json.meta.unread).toBe(2);

    const one = await client.call('POST', '/api/notifications/read', { ids: [mine[0]!.id, mine[0]!.id] });
    expect(one.status, one.text).toBe(200);
    expect(one.json.data).toEqual({ marked: 1, unread: 1 });
    expect((await client.call('POST', '/api/notifications/read', { ids: [mine[0]!.id] })).json.data).toEqual({
      marked: 0,
      unread: 1,
    });
    const all = await client.call('POST', '/api/notifications/read', {});
    expect(all.json.data).toEqual({ marked: 1, unread: 0 });
    const listed = await client.call('GET', '/api/notifications');
    expect(listed.json.data.every((item: { readAt: string | null }) => item.readAt !== null)).toBe(true);
    // The other user's stayed unread.
    expect((await other.client.call('GET', '/api/notifications')).json.meta.unread).toBe(1);

    for (const body of [{ ids: [] }, { ids: ['x'] }, { ids: [mine[0]!.id], extra: 1 }]) {
      expect((await client.call('POST', '/api/notifications/read', body)).status, JSON.stringify(body)).toBe(422);
    }
  });
});
