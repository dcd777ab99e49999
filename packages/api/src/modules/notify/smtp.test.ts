import { inspect } from 'node:util';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { createSmtpChannel, createSmtpNoticeChannel } from './smtp';
import { DeliveryError, type OtpMessage } from './notify.types';
import { closedPort } from './fake-http-server.test-helper';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let server: SMTPServer;
let port: number;
let authServer: SMTPServer;
let authPort: number;

async function listen(options: SMTPServerOptions): Promise<[SMTPServer, number]> {
  const s = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const fail = (text: string, responseCode: number) => callback(Object.assign(new Error(text), { responseCode }));
      if (address.address.startsWith('reject@')) return fail('Mailbox unavailable', 550);
      if (address.address.startsWith('later@')) return fail('Try again later', 451);
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', () => resolve()));
  return [s, (s.server.address() as AddressInfo).port];
}

beforeAll(async () => {
  [server, port] = await listen({});
  [authServer, authPort] = await listen({
    authOptional: false,
    allowInsecureAuth: true,
    onAuth(_auth, _session, callback) {
      callback(new Error('Invalid username or password'));
    },
  });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => authServer.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
});

// ---- a small MIME reader: enough for nodemailer's output (RFC 2047 words, QP/base64, multipart) ----

interface Part {
  headers: Map<string, string>;
  body: string;
}

function decodeQuotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i];
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047: adjacent encoded words are joined as bytes, since a word may end inside a UTF-8 sequence. */
function decodeWords(value: string): string {
  return value.replace(/(?:=\?[^?]+\?[BbQq]\?[^?]*\?=\s*)+/g, (run) => {
    const bytes = [...run.matchAll(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g)].map(([, enc, data = '']) =>
      enc?.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
    return Buffer.concat(bytes).toString('utf8') + (/\s$/.test(run) ? ' ' : '');
  });
}

function parsePart(raw: string): Part {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Every leaf part of a message with its decoded text. */
function leaves(part: Part): { type: string; text: string }[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return part.body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => leaves(parsePart(chunk.replace(/^\r?\n/, ''))));
  }
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(part.body).toString('utf8')
        : part.body;
  return [{ type: type.split(';')[0]?.trim().toLowerCase() ?? '', text }];
}

function readMail(raw: string): { subject: string; text: string; html: string } {
  const top = parsePart(raw);
  const parts = leaves(top);
  return {
    subject: decodeWords(top.headers.get('subject') ?? ''),
    text: parts.find((p) => p.type === 'text/plain')?.text ?? '',
    html: parts.find((p) => p.type === 'text/html')?.text ?? '',
  };
}

// ---------------------------------------------------------------------------------------------------

const FROM = 'Rassam <no-reply@rassam.test>';

async function failure(promise: Promise<unknown>, secret?: string): Promise<DeliveryError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a DeliveryError');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  const delivery = error as DeliveryError;
  expect(delivery.provider).toBe('smtp');
  if (secret) expect(inspect(delivery, { depth: 10 })).not.toContain(secret);
  return delivery;
}

describe('SMTP channel', () => {
  it('sends a Persian email with the code in Persian digits and an RTL HTML part', async () => {
    const channel = createSmtpChannel({ url: `smtp://127.0.0.1:${port}`, from: FROM });
    const message: OtpMessage = { to: 'user@example.com', code: '12345', locale: 'fa', purpose: 'verify' };
    const result = await channel.send(message);
    expect(result.providerMessageId).toMatch(/^<.+@.+>$/);

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('no-reply@rassam.test');
    expect(mail?.to).toEqual(['user@example.com']);
    const parsed = readMail(mail?.raw ?? '');
    expect(parsed.subject).toBe('کد تأیید رسام: ۱۲۳۴۵');
    expect(parsed.text).toContain('۱۲۳۴۵');
    expect(parsed.text).toContain('۲ دقیقه');
    expect(parsed.text).toContain('نادیده بگیرید');
    expect(parsed.text).not.toContain('12345');
    expect(parsed.html).toContain('dir="rtl"');
    expect(parsed.html).toContain('۱۲۳۴۵');
  });

  it('sends an English email with the code in ASCII digits', async () => {
    const channel = createSmtpChannel({ url: `smtp://127.0.0.1:${port}`, from: FROM });
    await channel.send({ to: 'user@example.com', code: '67890', locale: 'en', purpose: 'login' });
    const parsed = readMail(received[0]?.raw ?? '');
    expect(parsed.subject).toBe('Your Rassam verification code: 67890');
    expect(parsed.text).toContain('67890');
    expect(parsed.text).toContain('2 minutes');
    expect(parsed.text).toMatch(/did not ask/);
    expect(parsed.html).toContain('67890');
    expect(parsed.html).not.toContain('dir="rtl"');
  });

  it('maps a permanent rejection (550) to a non-retryable error', async () => {
    const channel = createSmtpChannel({ url: `smtp://127.0.0.1:${port}`, from: FROM });
    const error = await failure(
      channel.send({ to: 'reject@example.com', code: '12345', locale: 'en', purpose: 'verify' }),
    );
    expect(error.retryable).toBe(false);
    expect(error.status).toBe(550);
    expect(received).toHaveLength(0);
  });

  it('maps a transient rejection (451) to a retryable error', async () => {
    const channel = createSmtpChannel({ url: `smtp://127.0.0.1:${port}`, from: FROM });
    const error = await failure(
      channel.send({ to: 'later@example.com', code: '12345', locale: 'en', purpose: 'verify' }),
    );
    expect(error.retryable).toBe(true);
    expect(error.status).toBe(451);
  });

  it('maps a refused connection to a retryable error', async () => {
    const closed = await closedPort();
    const channel = createSmtpChannel({ url: `smtp://127.0.0.1:${closed}`, from: FROM });
    const error = await failure(
      channel.send({ to: 'user@example.com', code: '12345', locale: 'en', purpose: 'verify' }),
    );
    expect(error.retryable).toBe(true);
  });

  it('maps failed authentication to a non-retryable error without the password', async () => {
    const password = 'Sup3r-Secret-Pass';
    const channel = createSmtpChannel({ url: `smtp://mailer:${password}@127.0.0.1:${authPort}`, from: FROM });
    const error = await failure(
      channel.send({ to: 'user@example.com', code: '12345', locale: 'en', purpose: 'verify' }),
      password,
    );
    expect(error.retryable).toBe(false);
  });

  it('refuses something that is not an email address without connecting', async () => {
    const channel = createSmtpChannel({ url: `smtp://127.0.0.1:${port}`, from: FROM });
    const error = await failure(channel.send({ to: '+989121234567', code: '12345', locale: 'fa', purpose: 'verify' }));
    expect(error.retryable).toBe(false);
    expect(received).toHaveLength(0);
  });
});

describe('SMTP notice channel', () => {
  it('sends the subject, text and HTML it is given', async () => {
    const channel = createSmtpNoticeChannel({ url: `smtp://127.0.0.1:${port}`, from: FROM });
    await channel.send({
      to: 'user@example.com',
      kind: 'ticketReplied',
      subject: 'پاسخ تازه به تیکت ۱۲',
      text: 'پشتیبانی پاسخ داد.',
      html: '<p dir="rtl">پشتیبانی پاسخ داد.</p>',
    });
    const parsed = readMail(received[0]?.raw ?? '');
    expect(parsed).toEqual({
      subject: 'پاسخ تازه به تیکت ۱۲',
      text: 'پشتیبانی پاسخ داد.',
      html: '<p dir="rtl">پشتیبانی پاسخ داد.</p>',
    });
    const refused = await failure(channel.send({ to: 'reject@example.com', kind: 'x', subject: 's', text: 't' }));
    expect(refused.retryable).toBe(false);
  });
});
