import { and, eq, sql } from 'drizzle-orm';
import {
  designs,
  notifications,
  outboxMessages,
  payments,
  rateLimits,
  ticketDepartments,
  ticketMessages,
  ticketPriorities,
  tickets,
  ticketStatuses,
  users,
  type Database,
} from '@rassam/db';
import { skipWithoutPostgres } from '@rassam/db/test-db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-utils';
import { makeZip } from '../models/intake/test-zip.fixtures';
import { ticketFileLink } from './ticket-views';
import { MAX_TICKET_FILES, TICKET_DEPARTMENTS, TICKET_PRIORITIES, TICKET_STATUSES } from './tickets.schemas';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<TestApp['client']>;
let t: TestApp;
let db: Database;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({}, { TICKET_FILE_MAX_MB: '1', TICKET_REOPEN_DAYS: '7', TICKET_FIRST_REPLY_HOURS: '24' });
  db = t.handle.db;
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
async function account(role: 'user' | 'support' | 'admin' = 'user', credential?: string) {
  n += 1;
  await db.delete(rateLimits).where(sql`${rateLimits.key} like 'otp:%' or ${rateLimits.key} like 'auth:%'`);
  const client = await t.signUp(credential ?? `0937${String(n).padStart(7, '0')}`, 'Secret123', `Person ${n}`);
  const me = await client.call('GET', '/api/me');
  const id = me.json.data.id as string;
  if (role !== 'user') await db.update(users).set({ role }).where(eq(users.id, id));
  return { client, id };
}

async function open(client: Client, body: Record<string, unknown> = {}) {
  const res = await client.call('POST', '/api/tickets', {
    subject: 'Coins not credited',
    message: 'I paid but my wallet did not change.',
    ...body,
  });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: string; number: number; messageId: string };
}

const view = async (client: Client, id: string) => {
  const res = await client.call('GET', `/api/tickets/${id}`);
  expect(res.status, res.text).toBe(200);
  return res.json.data;
};
const deskView = async (staff: Client, id: string) => {
  const res = await staff.call('GET', `/api/support/tickets/${id}`);
  expect(res.status, res.text).toBe(200);
  return res.json.data;
};
const staffSays = async (staff: Client, id: string, text: string, extra: Record<string, unknown> = {}) => {
  const res = await staff.call('POST', `/api/support/tickets/${id}/messages`, { text, ...extra });
  expect(res.status, res.text).toBe(201);
  return res.json.data;
};

function form(bytes: Uint8Array, name: string, fields: Record<string, string> = {}) {
  const body = new FormData();
  body.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
}

/** A signed address read as a stranger would: no cookie. */
async function download(url: string) {
  const res = await t.app.request(url);
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const png = async () =>
  new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .png()
      .toBuffer(),
  );
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
/** A Windows program: its "MZ" header and the NUL bytes no text has. */
const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);

async function notificationsOf(userId: string) {
  return db.select().from(notifications).where(eq(notifications.userId, userId));
}
/** What the outbox "sent" to an address for notifications (not sign-in codes). */
async function noticesTo(recipient: string) {
  const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
  return rows.filter((row) => row.meta && 'notification' in row.meta);
}

describe('the lists', () => {
  it('agree with the database’s checks', () => {
    expect([...TICKET_STATUSES]).toEqual([...ticketStatuses]);
    expect([...TICKET_DEPARTMENTS]).toEqual([...ticketDepartments]);
    expect([...TICKET_PRIORITIES]).toEqual([...ticketPriorities]);
  });
});

describe('POST /api/tickets', () => {
  it('opens a ticket (new, waiting for the desk) with its first message and a number', async () => {
    const { client } = await account();
    const first = await open(client);
    expect(Object.keys(first).sort()).toEqual(['id', 'messageId', 'number']);
    const second = await open(client, { department: 'technical', priority: 'urgent' });
    expect(second.number).toBeGreaterThan(first.number);
    const ticket = await view(client, second.id);
    expect(ticket).toMatchObject({ status: 'new', department: 'technical', priority: 'urgent', unread: 0 });
    expect(ticket.messages).toEqual([
      expect.objectContaining({ id: second.messageId, from: 'user', text: 'I paid but my wallet did not change.' }),
    ]);
    expect((await view(client, first.id)).department).toBe('general');
  });

  it('is about the user’s own payment or design; another user’s is 404 on its field', async () => {
    const { client, id } = await account();
    const other = await account();
    const [payment] = await db
      .insert(payments)
      .values({ userId: id, portal: 'zibal', coins: 10, amount: 100_000, currency: 'IRR', invoiceLines: [] })
      .returning();
    const [design] = await db
      .insert(designs)
      .values({ userId: id, tool: 'remove-bg', input: {}, cost: 1, seed: 7 })
      .returning();
    const about = await open(client, { paymentId: payment!.id, designId: design!.id, department: 'billing' });
    expect(await view(client, about.id)).toMatchObject({ paymentId: payment!.id, designId: design!.id });

    const stranger = await other.client.call('POST', '/api/tickets', {
      subject: 'Not mine',
      message: 'Someone else’s payment',
      paymentId: payment!.id,
    });
    expect(stranger.status).toBe(404);
    expect(stranger.json.error).toMatchObject({ code: 'PaymentNotFound', fields: { paymentId: expect.any(String) } });
    const strangerDesign = await other.client.call('POST', '/api/tickets', {
      subject: 'Not mine',
      message: 'Someone else’s design',
      designId: design!.id,
    });
    expect(strangerDesign.status).toBe(404);
    expect(strangerDesign.json.error.code).toBe('DesigningNotFound');
    expect(await db.select().from(tickets).where(eq(tickets.userId, other.id))).toHaveLength(0);
  });

  it('refuses bad input: a short subject, unknown fields, control characters, no session', async () => {
    const { client } = await account();
    for (const [body, code] of [
      [{ subject: 'ab', message: 'x' }, 'ValidationError'],
      [{ subject: 'Fine subject', message: '   ' }, 'ValidationError'],
      [{ subject: 'Fine subject', message: 'x', status: 'done' }, 'ValidationError'],
      [{ subject: 'Fine subject', message: 'x', priority: 'asap' }, 'ValidationError'],
      [{ subject: 'Fine\u0000subject', message: 'x' }, 'TextHasControlCharacters'],
    ] as const) {
      const res = await client.call('POST', '/api/tickets', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.error.code).toBe(code);
    }
    const visitor = t.client();
    expect((await visitor.call('POST', '/api/tickets', { subject: 'Hello there', message: 'x' })).status).toBe(401);
  });
});

describe('the user’s tickets', () => {
  it('lists only the user’s own, latest activity first, by status, pages in any digits, with unread replies', async () => {
    const { client } = await account();
    const staff = await account('support');
    const stranger = await account();
    const a = await open(client, { subject: 'First question' });
    const b = await open(client, { subject: 'Second question' });
    await open(stranger.client, { subject: 'Not in the list' });

    await staffSays(staff.client, a.id, 'We are looking into it.');
    const listed = await client.call('GET', '/api/tickets?page=۱&pageSize=۱۰');
    expect(listed.status, listed.text).toBe(200);
    expect(listed.json.data.map((ticket: { id: string }) => ticket.id)).toEqual([a.id, b.id]);
    expect(listed.json.data[0]).toMatchObject({ status: 'waiting_user', unread: 1 });
    expect(listed.json.meta).toMatchObject({ page: 1, pageSize: 10, total: 2, unread: 1 });
    expect((await client.call('GET', '/api/tickets/unread')).json.data).toEqual({ tickets: 1 });

    const waiting = await client.call('GET', '/api/tickets?status=waiting_user');
    expect(waiting.json.data.map((ticket: { id: string }) => ticket.id)).toEqual([a.id]);
    const second = await client.call('GET', '/api/tickets?page=٢&pageSize=1');
    expect(second.json.data.map((ticket: { id: string }) => ticket.id)).toEqual([b.id]);
    expect((await client.call('GET', '/api/tickets?page=0')).status).toBe(422);

    // Reading the thread marks the reply read.
    expect((await view(client, a.id)).unread).toBe(0);
    expect((await client.call('GET', '/api/tickets/unread')).json.data).toEqual({ tickets: 0 });
    expect((await client.call('GET', '/api/tickets')).json.data[0].unread).toBe(0);
  });

  it('answers another user’s ticket 404 on every route, and a bad id 422', async () => {
    const owner = await account();
    const other = await account();
    const ticket = await open(owner.client);
    const upload = await owner.client.call('POST', `/api/tickets/${ticket.id}/files`, form(pdf, 'receipt.pdf'));
    expect(upload.status, upload.text).toBe(201);
    const fileId = upload.json.data.id;
    for (const [method, path, body] of [
      ['GET', `/api/tickets/${ticket.id}`, undefined],
      ['POST', `/api/tickets/${ticket.id}/messages`, { text: 'Hi' }],
      ['POST', `/api/tickets/${ticket.id}/files`, form(pdf, 'x.pdf')],
      ['GET', `/api/tickets/${ticket.id}/files/${fileId}`, undefined],
      ['POST', `/api/tickets/${ticket.id}/done`, undefined],
      ['POST', `/api/tickets/${ticket.id}/reopen`, undefined],
    ] as const) {
      const res = await other.client.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.json.error.code, `${method} ${path}`).toBe('TicketNotFound');
    }
    // Another user's file on one's own ticket is not found either.
    const mine = await open(other.client);
    const foreign = await other.client.call('GET', `/api/tickets/${mine.id}/files/${fileId}`);
    expect(foreign.status).toBe(404);
    expect(foreign.json.error.code).toBe('FileNotFound');
    const bad = await owner.client.call('GET', '/api/tickets/not-a-uuid');
    expect(bad.status).toBe(422);
    expect(bad.json.error.code).toBe('TicketIdIsNotValid');
    expect((await view(owner.client, ticket.id)).messages).toHaveLength(1);
  });
});

describe('the conversation', () => {
  it('moves the status: the desk’s reply is the user’s turn, the user’s is the desk’s; new stays new until answered', async () => {
    const { client, id: userId } = await account();
    const staff = await account('support');
    const ticket = await open(client);
    const more = await client.call('POST', `/api/tickets/${ticket.id}/messages`, { text: 'One more detail.' });
    expect(more.status, more.text).toBe(201);
    expect(more.json.data.status).toBe('new');

    const replied = await staffSays(staff.client, ticket.id, 'Which payment was it?');
    expect(replied.status).toBe('waiting_user');
    expect(replied.firstReply.at).toEqual(expect.any(String));
    const answered = await client.call('POST', `/api/tickets/${ticket.id}/messages`, { text: 'The one from today.' });
    expect(answered.json.data.status).toBe('waiting_staff');
    expect(answered.json.data.messages.map((m: { from: string }) => m.from)).toEqual(['user', 'user', 'staff', 'user']);
    expect(answered.json.data.messages[2]).toMatchObject({ authorName: expect.stringMatching(/^Person/) });

    // The reply notified the user in the app; the user's own messages notified nobody.
    const notes = await notificationsOf(userId);
    expect(notes.map((note) => note.kind)).toEqual(['ticketReplied']);
    expect(notes[0]!.data).toEqual({ ticketId: ticket.id, number: ticket.number, subject: 'Coins not credited' });
    expect(await notificationsOf(staff.id)).toEqual([]);
  });

  it('keeps internal notes from the user: not in the thread, the list, the unread count or a notification', async () => {
    const { client, id: userId } = await account();
    const staff = await account('support');
    const ticket = await open(client);
    const note = await staffSays(staff.client, ticket.id, 'SECRET: refund looks suspicious', { internal: true });
    expect(note.status).toBe('new');
    expect(note.messages.at(-1)).toMatchObject({ internal: true, text: 'SECRET: refund looks suspicious' });
    const internalFile = await staff.client.call(
      'POST',
      `/api/support/tickets/${ticket.id}/files`,
      form(new TextEncoder().encode('internal log'), 'trace.log', { internal: 'true' }),
    );
    expect(internalFile.status, internalFile.text).toBe(201);
    expect(internalFile.json.data.internal).toBe(true);

    const seen = await client.call('GET', `/api/tickets/${ticket.id}`);
    expect(seen.text).not.toContain('SECRET');
    expect(seen.text).not.toContain('trace.log');
    expect(seen.json.data.messages).toHaveLength(1);
    const listed = await client.call('GET', '/api/tickets');
    expect(listed.text).not.toContain('SECRET');
    expect(listed.json.data[0].unread).toBe(0);
    expect((await client.call('GET', '/api/tickets/unread')).json.data.tickets).toBe(0);
    expect(await notificationsOf(userId)).toEqual([]);
    const bell = await client.call('GET', '/api/notifications');
    expect(bell.text).not.toContain('SECRET');
    // Its file is not the user's to ask for.
    const link = await client.call('GET', `/api/tickets/${ticket.id}/files/${internalFile.json.data.id}`);
    expect(link.status).toBe(404);
    expect(link.json.error.code).toBe('FileNotFound');
  });

  it('refuses a reply and a file on a done ticket, each with its code; a note the desk may still write', async () => {
    const { client } = await account();
    const staff = await account('support');
    const ticket = await open(client);
    const done = await client.call('POST', `/api/tickets/${ticket.id}/done`);
    expect(done.status, done.text).toBe(200);
    expect(done.json.data).toMatchObject({ status: 'done', resolvedAt: expect.any(String) });
    expect((await client.call('POST', `/api/tickets/${ticket.id}/done`)).json.data.resolvedAt).toBe(
      done.json.data.resolvedAt,
    );

    const reply = await client.call('POST', `/api/tickets/${ticket.id}/messages`, { text: 'Still there?' });
    expect(reply.status).toBe(409);
    expect(reply.json.error.code).toBe('CannotReplyOnTicket');
    const file = await client.call('POST', `/api/tickets/${ticket.id}/files`, form(pdf, 'late.pdf'));
    expect(file.status).toBe(409);
    expect(file.json.error.code).toBe('CannotUploadFileOnTicket');
    const staffReply = await staff.client.call('POST', `/api/support/tickets/${ticket.id}/messages`, {
      text: 'Hello?',
    });
    expect(staffReply.status).toBe(409);
    expect(staffReply.json.error.code).toBe('CannotReplyOnTicket');
    const staffFile = await staff.client.call('POST', `/api/support/tickets/${ticket.id}/files`, form(pdf, 'x.pdf'));
    expect(staffFile.status).toBe(409);
    expect(staffFile.json.error.code).toBe('CannotUploadFileOnTicket');
    const note = await staffSays(staff.client, ticket.id, 'Closed by the user.', { internal: true });
    expect(note.status).toBe('done');
    expect((await view(client, ticket.id)).messages).toHaveLength(1);
  });

  it('reopens a done ticket once, within the days allowed; after that it stays done (TicketIsDone)', async () => {
    const { client } = await account();
    const ticket = await open(client);
    // Not done: reopening changes nothing.
    expect((await client.call('POST', `/api/tickets/${ticket.id}/reopen`)).json.data.status).toBe('new');
    await client.call('POST', `/api/tickets/${ticket.id}/done`);
    const until = (await view(client, ticket.id)).reopenableUntil;
    expect(new Date(until).getTime() - Date.now()).toBeGreaterThan(6.9 * DAY);
    const reopened = await client.call('POST', `/api/tickets/${ticket.id}/reopen`);
    expect(reopened.status, reopened.text).toBe(200);
    expect(reopened.json.data).toMatchObject({ status: 'waiting_staff', resolvedAt: null, reopenableUntil: null });
    expect((await client.call('POST', `/api/tickets/${ticket.id}/messages`, { text: 'It came back.' })).status).toBe(
      201,
    );

    await client.call('POST', `/api/tickets/${ticket.id}/done`);
    expect((await view(client, ticket.id)).reopenableUntil).toBeNull();
    const twice = await client.call('POST', `/api/tickets/${ticket.id}/reopen`);
    expect(twice.status).toBe(409);
    expect(twice.json.error.code).toBe('TicketIsDone');

    // Closed too long ago: eight days back is past the seven allowed, six is not.
    const old = await open(client);
    await client.call('POST', `/api/tickets/${old.id}/done`);
    await db
      .update(tickets)
      .set({ resolvedAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(tickets.id, old.id));
    const late = await client.call('POST', `/api/tickets/${old.id}/reopen`);
    expect(late.status).toBe(409);
    expect(late.json.error.code).toBe('TicketIsDone');
    expect((await view(client, old.id)).status).toBe('done');
    await db
      .update(tickets)
      .set({ resolvedAt: new Date(Date.now() - 6 * DAY) })
      .where(eq(tickets.id, old.id));
    expect((await client.call('POST', `/api/tickets/${old.id}/reopen`)).json.data.status).toBe('waiting_staff');
  });
});

describe('files', () => {
  it('keeps pictures, PDFs, zips and text under their names, and serves them by a signed address as downloads', async () => {
    const { client } = await account();
    const ticket = await open(client);
    const picture = await png();
    const zip = makeZip([{ name: 'notes.txt', data: new TextEncoder().encode('hello') }]);
    const cases = [
      [picture, 'screenshot ۱.png', 'image/png', 'screenshot ۱.png'],
      [pdf, 'رسید پرداخت.pdf', 'application/pdf', 'رسید پرداخت.pdf'],
      [new Uint8Array(zip), 'logs.zip', 'application/zip', 'logs.zip'],
      [new TextEncoder().encode('سلام\nline two\ttab'), 'notes.txt', 'text/plain', 'notes.txt'],
      // Text is text: a script keeps its name but cannot leave as something that runs.
      [new TextEncoder().encode('@echo off\r\ndel *.*'), 'run.bat', 'text/plain', 'run.bat.txt'],
      // A picture named as something else gets its own extension; folders and direction tricks are dropped.
      [picture, 'C:\\Users\\me\\invoice\u202Egnp.exe', 'image/png', 'invoicegnp.exe.png'],
    ] as const;
    for (const [bytes, name, mime, kept] of cases) {
      const res = await client.call('POST', `/api/tickets/${ticket.id}/files`, form(bytes, name));
      expect(res.status, `${name}: ${res.text}`).toBe(201);
      expect(res.json.data).toMatchObject({ name: kept, mime, size: bytes.length, from: 'user', messageId: null });
      const got = await download(res.json.data.url);
      expect(got.status, name).toBe(200);
      expect(Buffer.from(got.bytes).equals(Buffer.from(bytes)), name).toBe(true);
      expect(got.headers.get('content-disposition'), name).toContain(`filename*=UTF-8''${encodeURIComponent(kept)}`);
      expect(got.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(got.headers.get('x-content-type-options')).toBe('nosniff');
      expect(got.headers.get('content-security-policy')).toContain('sandbox');
      expect(got.headers.get('content-type')).toContain(mime);
    }
    const thread = await view(client, ticket.id);
    expect(thread.files.map((file: { name: string }) => file.name)).toEqual(cases.map(([, , , kept]) => kept));
  });

  it('refuses another type, a renamed program, an empty file, no file and a file over the limit', async () => {
    const { client } = await account();
    const ticket = await open(client);
    for (const [bytes, name, code, status] of [
      [exe, 'invoice.pdf', 'FileFormatIsNotValid', 400],
      [exe, 'setup.exe', 'FileFormatIsNotValid', 400],
      [
        new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00]),
        'a.txt',
        'FileFormatIsNotValid',
        400,
      ],
      [new Uint8Array([0xff, 0xfe, 0xfd, 0x00, 0x41]), 'latin1.txt', 'FileFormatIsNotValid', 400],
      [new Uint8Array(0), 'empty.txt', 'FileFormatIsNotValid', 400],
      [new TextEncoder().encode('x'.repeat(1024 * 1024 + 1)), 'big.txt', 'FileSizeValidationError', 413],
    ] as const) {
      const res = await client.call('POST', `/api/tickets/${ticket.id}/files`, form(bytes, name));
      expect(res.status, name).toBe(status);
      expect(res.json.error.code, name).toBe(code);
    }
    const noFile = new FormData();
    noFile.append('file', 'just text');
    const missing = await client.call('POST', `/api/tickets/${ticket.id}/files`, noFile);
    expect(missing.status).toBe(400);
    expect(missing.json.error.code).toBe('FileFormatIsNotValid');
    // A body past the limit is refused before it is read.
    const huge = await client.call(
      'POST',
      `/api/tickets/${ticket.id}/files`,
      form(new TextEncoder().encode('y'.repeat(3 * 1024 * 1024)), 'huge.txt'),
    );
    expect(huge.status).toBe(413);
    expect(huge.json.error.code).toBe('FileSizeValidationError');
    expect((await view(client, ticket.id)).files).toEqual([]);
  });

  it('sends files with a message; another user’s or a used file is FileNotFound', async () => {
    const { client } = await account();
    const other = await account();
    const ticket = await open(client);
    const a = (await client.call('POST', `/api/tickets/${ticket.id}/files`, form(pdf, 'a.pdf'))).json.data;
    const b = (await client.call('POST', `/api/tickets/${ticket.id}/files`, form(pdf, 'b.pdf'))).json.data;
    const sent = await client.call('POST', `/api/tickets/${ticket.id}/messages`, {
      text: 'Both receipts',
      fileIds: [a.id, b.id],
    });
    expect(sent.status, sent.text).toBe(201);
    const message = sent.json.data.messages.at(-1);
    expect(message.files.map((file: { id: string }) => file.id)).toEqual([a.id, b.id]);
    expect(sent.json.data.files).toEqual([]);

    const again = await client.call('POST', `/api/tickets/${ticket.id}/messages`, { text: 'Again', fileIds: [a.id] });
    expect(again.status).toBe(404);
    expect(again.json.error.code).toBe('FileNotFound');
    const theirs = await open(other.client);
    const foreign = (await other.client.call('POST', `/api/tickets/${theirs.id}/files`, form(pdf, 'c.pdf'))).json.data;
    const stolen = await client.call('POST', `/api/tickets/${ticket.id}/messages`, {
      text: 'Theirs',
      fileIds: [foreign.id],
    });
    expect(stolen.status).toBe(404);
    expect(stolen.json.error.code).toBe('FileNotFound');
    // Neither refused message was kept.
    expect((await view(client, ticket.id)).messages).toHaveLength(2);
  });

  it('signs addresses that run out (FileValidityTimeExpired) and renews them for the owner and the desk', async () => {
    const { client } = await account();
    const staff = await account('support');
    const ticket = await open(client);
    const file = (await client.call('POST', `/api/tickets/${ticket.id}/files`, form(pdf, 'receipt.pdf'))).json.data;
    expect(new Date(file.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);

    // An address signed two hours ago for thirty minutes.
    const old = ticketFileLink(t.deps, file.id, Date.now() - 2 * 3_600_000);
    const expired = await t.app.request(old.url, { headers: { 'x-locale': 'en' } });
    expect(expired.status).toBe(400);
    const body = await expired.json();
    expect(body.error.code).toBe('FileValidityTimeExpired');
    expect(body.error.message).toMatch(/expired/);

    const tampered = new URL(file.url, 'http://x');
    tampered.searchParams.set('sig', 'A'.repeat(43));
    expect((await download(`${tampered.pathname}${tampered.search}`)).status).toBe(404);
    const later = new URL(file.url, 'http://x');
    later.searchParams.set('exp', String(Number(later.searchParams.get('exp')) + 3600));
    expect((await download(`${later.pathname}${later.search}`)).status).toBe(404);
    expect((await download(`/api/ticket-files/${file.id}`)).status).toBe(404);

    const renewed = await client.call('GET', `/api/tickets/${ticket.id}/files/${file.id}`);
    expect(renewed.status, renewed.text).toBe(200);
    expect((await download(renewed.json.data.url)).status).toBe(200);
    const forDesk = await staff.client.call('GET', `/api/support/tickets/${ticket.id}/files/${file.id}`);
    expect((await download(forDesk.json.data.url)).status).toBe(200);
  });

  it('holds at most the files allowed', async () => {
    const { client } = await account();
    const ticket = await open(client);
    const text = new TextEncoder().encode('a line');
    for (let i = 0; i < MAX_TICKET_FILES; i++) {
      const res = await client.call('POST', `/api/tickets/${ticket.id}/files`, form(text, `n${i}.txt`));
      expect(res.status, res.text).toBe(201);
      if (i % 10 === 9) await db.delete(rateLimits);
    }
    const over = await client.call('POST', `/api/tickets/${ticket.id}/files`, form(text, 'one-more.txt'));
    expect(over.status).toBe(409);
    expect(over.json.error).toMatchObject({
      code: 'CannotUploadFileOnTicket',
      details: { maxFiles: MAX_TICKET_FILES },
    });
    // The user's files are their turn, as a message is: a ticket nobody answered yet stays new.
    expect((await view(client, ticket.id)).status).toBe('new');
  });
});

describe('the desk', () => {
  it('is for support and admin only: a user is 403 on every desk route, a visitor 401', async () => {
    const { client } = await account();
    const ticket = await open(client);
    const visitor = t.client();
    const id = ticket.id;
    const fileId = '00000000-0000-4000-8000-000000000000';
    for (const [method, path, body] of [
      ['GET', '/api/support/tickets', undefined],
      ['GET', '/api/support/counts', undefined],
      ['GET', `/api/support/tickets/${id}`, undefined],
      ['POST', `/api/support/tickets/${id}/messages`, { text: 'Hi' }],
      ['POST', `/api/support/tickets/${id}/files`, form(pdf, 'x.pdf')],
      ['GET', `/api/support/tickets/${id}/files/${fileId}`, undefined],
      ['POST', `/api/support/tickets/${id}/assign`, { staffId: null }],
      ['POST', `/api/support/tickets/${id}/status`, { status: 'done' }],
      ['GET', '/api/support/replies', undefined],
      ['POST', '/api/support/replies', { titleFa: 'سلام', bodyFa: 'سلام' }],
      ['PATCH', `/api/support/replies/${fileId}`, { titleFa: 'سلام' }],
      ['DELETE', `/api/support/replies/${fileId}`, undefined],
    ] as const) {
      const res = await client.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.json.error.code).toBe('AccessDenied');
      expect((await visitor.call(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    expect((await view(client, id)).status).toBe('new');
  });

  it('queues the longest-waiting first, counts, filters and searches (any digits), and shows the targets', async () => {
    // A desk of its own: the counts below are over every ticket, so the others are moved out of the way.
    await db
      .update(tickets)
      .set({ status: 'done', resolvedAt: new Date() })
      .where(sql`true`);
    const alice = await account('user');
    await db.update(users).set({ name: 'علی رضایی' }).where(eq(users.id, alice.id));
    const staff = await account('support');
    const admin = await account('admin');
    const older = await open(alice.client, { subject: 'Old billing question', department: 'billing' });
    const newer = await open(alice.client, {
      subject: 'مشکل فنی استودیو',
      department: 'technical',
      priority: 'urgent',
    });
    const answered = await open(alice.client, { subject: 'Answered already' });
    await db
      .update(tickets)
      .set({ waitingSince: new Date(Date.now() - 30 * 3_600_000), createdAt: new Date(Date.now() - 30 * 3_600_000) })
      .where(eq(tickets.id, older.id));
    await staffSays(staff.client, answered.id, 'Done on our side.');

    const res = await staff.client.call('GET', '/api/support/tickets');
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.map((row: { id: string }) => row.id)).toEqual([older.id, newer.id, answered.id]);
    expect(res.json.meta.counts).toMatchObject({
      new: 2,
      waiting_user: 1,
      waitingForUs: 2,
      unassigned: 2,
      mine: 0,
      overdue: 1,
    });
    expect(res.json.meta.targets).toEqual({ firstReplyHours: 24, resolutionHours: 72 });
    const [first] = res.json.data;
    expect(first).toMatchObject({
      number: older.number,
      user: { id: alice.id, name: 'علی رضایی' },
      assignee: null,
      firstReply: { at: null, overdue: true },
      resolution: { at: null, overdue: false },
    });
    expect(res.json.data[2].firstReply).toMatchObject({ at: expect.any(String), overdue: false });

    const assigned = await staff.client.call('POST', `/api/support/tickets/${newer.id}/assign`, { staffId: staff.id });
    expect(assigned.status, assigned.text).toBe(200);
    expect(assigned.json.data.assignee).toEqual({ id: staff.id, name: expect.any(String) });
    const ids = async (query: string, who = staff.client) =>
      (await who.call('GET', `/api/support/tickets?${query}`)).json.data.map((row: { id: string }) => row.id);
    expect(await ids('assigned=me')).toEqual([newer.id]);
    expect(await ids('assigned=me', admin.client)).toEqual([]);
    expect(await ids('assigned=none')).toEqual([older.id, answered.id]);
    expect(await ids('department=billing')).toEqual([older.id]);
    expect(await ids('priority=urgent')).toEqual([newer.id]);
    expect(await ids('priority=normal')).toEqual([older.id, answered.id]);
    expect(await ids('status=waiting_user')).toEqual([answered.id]);
    expect(await ids(`q=${encodeURIComponent('استودیو')}`)).toEqual([newer.id]);
    expect(await ids(`q=${encodeURIComponent('رضايي')}`)).toHaveLength(3);
    const persianNumber = String(older.number).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    expect(await ids(`q=${encodeURIComponent(persianNumber)}`)).toEqual([older.id]);
    expect(await ids('page=۲&pageSize=۲')).toEqual([answered.id]);
    expect((await staff.client.call('GET', '/api/support/tickets?status=lost')).status).toBe(422);

    const counts = await staff.client.call('GET', '/api/support/counts');
    expect(counts.json.data).toMatchObject({ waitingForUs: 2, mine: 1, unassigned: 1 });

    // Whom a ticket may be assigned to: the desk's accounts, never a plain user; the list is the desk's alone.
    const team = await staff.client.call('GET', '/api/support/staff');
    expect(team.status, team.text).toBe(200);
    const members = team.json.data as { id: string; role: string }[];
    expect(members).toEqual(expect.arrayContaining([expect.objectContaining({ id: staff.id, role: 'support' })]));
    expect(members).toEqual(expect.arrayContaining([expect.objectContaining({ id: admin.id, role: 'admin' })]));
    expect(members.some((member) => member.id === alice.id)).toBe(false);
    expect((await alice.client.call('GET', '/api/support/staff')).status).toBe(403);
    const all = await staff.client.call('GET', '/api/support/tickets?status=all&pageSize=50');
    expect(all.json.meta.total).toBe(
      all.json.meta.counts.new +
        all.json.meta.counts.waiting_staff +
        all.json.meta.counts.waiting_user +
        all.json.meta.counts.done,
    );
  });

  it('shows the user, the payment and design a ticket is about, and its internal notes', async () => {
    const { client, id } = await account();
    const staff = await account('admin');
    const [payment] = await db
      .insert(payments)
      .values({ userId: id, portal: 'zibal', coins: 50, amount: 500_000, currency: 'IRR', invoiceLines: [] })
      .returning();
    const [design] = await db
      .insert(designs)
      .values({ userId: id, tool: 'upscale', input: {}, cost: 2, seed: 3 })
      .returning();
    const ticket = await open(client, { paymentId: payment!.id, designId: design!.id });
    await staffSays(staff.client, ticket.id, 'Checked the gateway', { internal: true });
    const seen = await deskView(staff.client, ticket.id);
    expect(seen.user).toMatchObject({ id, phone: expect.stringMatching(/^\+98/), locale: 'fa' });
    expect(seen.payment).toMatchObject({ id: payment!.id, status: 'pending', amount: 500_000, coins: 50 });
    expect(seen.design).toMatchObject({ id: design!.id, tool: 'upscale', status: 'queued' });
    expect(seen.messages.map((m: { internal: boolean }) => m.internal)).toEqual([false, true]);
    const missing = await staff.client.call('GET', '/api/support/tickets/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.json.error.code).toBe('TicketNotFound');
  });

  it('assigns only to the desk, and sets statuses; done notifies the user', async () => {
    const { client, id: userId } = await account();
    const staff = await account('support');
    const plain = await account();
    const ticket = await open(client);
    const wrong = await staff.client.call('POST', `/api/support/tickets/${ticket.id}/assign`, { staffId: plain.id });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error.fields.staffId).toEqual(expect.any(String));
    const nobody = await staff.client.call('POST', `/api/support/tickets/${ticket.id}/assign`, {
      staffId: '00000000-0000-4000-8000-000000000000',
    });
    expect(nobody.status).toBe(422);
    await staff.client.call('POST', `/api/support/tickets/${ticket.id}/assign`, { staffId: staff.id });
    const cleared = await staff.client.call('POST', `/api/support/tickets/${ticket.id}/assign`, { staffId: null });
    expect(cleared.json.data.assignee).toBeNull();

    expect(
      (await staff.client.call('POST', `/api/support/tickets/${ticket.id}/status`, { status: 'new' })).status,
    ).toBe(422);
    const closed = await staff.client.call('POST', `/api/support/tickets/${ticket.id}/status`, { status: 'done' });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.json.data).toMatchObject({ status: 'done', resolution: { at: expect.any(String) } });
    // Again: no change, no second notification.
    await staff.client.call('POST', `/api/support/tickets/${ticket.id}/status`, { status: 'done' });
    const notes = await notificationsOf(userId);
    expect(notes.map((note) => note.kind)).toEqual(['ticketDone']);
    expect(notes[0]!.data).toMatchObject({ ticketId: ticket.id, reopenDays: 7 });
    // Moved back by the desk: open again, and the user's one reopening is still theirs.
    const back = await staff.client.call('POST', `/api/support/tickets/${ticket.id}/status`, {
      status: 'waiting_staff',
    });
    expect(back.json.data).toMatchObject({ status: 'waiting_staff', reopenCount: 0, resolution: { at: null } });
  });

  it('keeps saved replies in Persian and English', async () => {
    const staff = await account('support');
    const created = await staff.client.call('POST', '/api/support/replies', {
      titleFa: 'پیگیری پرداخت',
      bodyFa: 'پرداخت شما بررسی شد.',
      titleEn: 'Payment follow-up',
      bodyEn: 'We checked your payment.',
    });
    expect(created.status, created.text).toBe(201);
    const id = created.json.data.id;
    const persianOnly = await staff.client.call('POST', '/api/support/replies', {
      titleFa: 'سلام',
      bodyFa: 'سلام و وقت بخیر',
    });
    expect(persianOnly.json.data).toMatchObject({ titleEn: null, bodyEn: null });
    const changed = await staff.client.call('PATCH', `/api/support/replies/${id}`, { bodyEn: 'We checked it again.' });
    expect(changed.json.data).toMatchObject({ titleFa: 'پیگیری پرداخت', bodyEn: 'We checked it again.' });
    expect((await staff.client.call('PATCH', `/api/support/replies/${id}`, {})).json.data.bodyEn).toBe(
      'We checked it again.',
    );
    const listed = await staff.client.call('GET', '/api/support/replies');
    expect(listed.json.data.map((reply: { titleFa: string }) => reply.titleFa)).toEqual(['پیگیری پرداخت', 'سلام']);
    expect((await staff.client.call('DELETE', `/api/support/replies/${id}`)).status).toBe(200);
    for (const [method, body] of [
      ['PATCH', { titleFa: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const gone = await staff.client.call(method, `/api/support/replies/${id}`, body);
      expect(gone.status).toBe(404);
      expect(gone.json.error.code).toBe('CannedReplyNotFound');
    }
    expect((await staff.client.call('POST', '/api/support/replies', { titleFa: '', bodyFa: 'x' })).status).toBe(422);
  });
});

describe('notifications from tickets', () => {
  it('sends the desk’s reply by SMS in the user’s language, and by email when they have one; not when turned off', async () => {
    const phoneUser = await account();
    const mailUser = await account('user', `mail${n}@example.com`);
    const quiet = await account();
    await db.update(users).set({ notifyBySms: false }).where(eq(users.id, quiet.id));
    await db.update(users).set({ locale: 'en' }).where(eq(users.id, mailUser.id));
    const staff = await account('support');
    const [phone] = await db.select().from(users).where(eq(users.id, phoneUser.id));
    const [mail] = await db.select().from(users).where(eq(users.id, mailUser.id));
    const [silent] = await db.select().from(users).where(eq(users.id, quiet.id));

    const a = await open(phoneUser.client, { subject: 'پرداخت ناموفق' });
    const b = await open(mailUser.client, { subject: 'Refund please' });
    const c = await open(quiet.client);
    for (const ticket of [a, b, c]) await staffSays(staff.client, ticket.id, 'Answered.');

    const [sms] = await noticesTo(phone!.phone!);
    const persian = String(a.number).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    expect(sms!.channel).toBe('sms');
    expect(sms!.body).toBe(`رسام: پاسخ تازه به تیکت ${persian}\nhttp://localhost:3000/dashboard/ticket/${a.id}`);
    const [email] = await noticesTo(mail!.email!);
    expect(email).toMatchObject({ channel: 'email', subject: `New reply to ticket ${b.number}` });
    expect(email!.body).toContain('Support replied to your ticket “\u2068Refund please\u2069”.');
    expect(email!.body).toContain(`http://localhost:3000/en/dashboard/ticket/${b.id}`);
    expect(email!.body).toContain('http://localhost:3000/en/dashboard/settings');
    expect(await noticesTo(silent!.phone!)).toEqual([]);
    // In the app, whatever the settings.
    expect(await notificationsOf(quiet.id)).toHaveLength(1);
  });

  it('reading the ticket reads its notices too: the bell counts what the user has not seen, other tickets’ stay', async () => {
    const { client } = await account();
    const staff = await account('support');
    const first = await open(client, { subject: 'First' });
    const second = await open(client, { subject: 'Second' });
    await staffSays(staff.client, first.id, 'About the first.');
    await staffSays(staff.client, second.id, 'About the second.');
    expect((await client.call('GET', '/api/notifications')).json.meta.unread).toBe(2);
    expect((await client.call('GET', `/api/tickets/${first.id}`)).status).toBe(200);
    const bell = await client.call('GET', '/api/notifications');
    expect(bell.json.meta.unread).toBe(1);
    const unread = bell.json.data.filter((note: { readAt: string | null }) => note.readAt === null);
    expect(unread.map((note: { data: { ticketId: string } }) => note.data.ticketId)).toEqual([second.id]);
  });
});

describe.skipIf(skipWithoutPostgres())('on PostgreSQL', () => {
  it('two replies of the desk and the user’s "done" at once leave one consistent state', async () => {
    const { client, id: userId } = await account();
    const first = await account('support');
    const second = await account('admin');
    for (let round = 0; round < 8; round++) {
      await db.delete(rateLimits);
      const ticket = await open(client, { subject: `Race ${round}` });
      const [one, two, done] = await Promise.all([
        first.client.call('POST', `/api/support/tickets/${ticket.id}/messages`, { text: `one ${round}` }),
        second.client.call('POST', `/api/support/tickets/${ticket.id}/messages`, { text: `two ${round}` }),
        client.call('POST', `/api/tickets/${ticket.id}/done`),
      ]);
      expect(done.status, done.text).toBe(200);
      const replies = [one, two];
      for (const reply of replies) {
        expect([201, 409], reply.text).toContain(reply.status);
        if (reply.status === 409) expect(reply.json.error.code).toBe('CannotReplyOnTicket');
      }
      const accepted = replies.filter((reply) => reply.status === 201).length;
      const [row] = await db.select().from(tickets).where(eq(tickets.id, ticket.id));
      // "Done" came last in every order the locks allow: a reply after it was refused.
      expect(row).toMatchObject({ status: 'done', resolvedAt: expect.any(Date) });
      const staffMessages = await db
        .select()
        .from(ticketMessages)
        .where(and(eq(ticketMessages.ticketId, ticket.id), eq(ticketMessages.staff, true)));
      expect(staffMessages).toHaveLength(accepted);
      expect(row!.firstRepliedAt === null).toBe(accepted === 0);
      const replied = (await notificationsOf(userId)).filter(
        (note) => note.kind === 'ticketReplied' && note.data.ticketId === ticket.id,
      );
      expect(replied).toHaveLength(accepted);
      for (const message of staffMessages)
        expect(message.createdAt.getTime()).toBeLessThanOrEqual(row!.resolvedAt!.getTime());
    }
  });
});
