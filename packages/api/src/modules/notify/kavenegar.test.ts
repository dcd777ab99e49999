import { inspect } from 'node:util';
import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { createKavenegarChannel, createKavenegarNoticeChannel } from './kavenegar';
import { DeliveryError, type OtpMessage } from './notify.types';
import { closedPort, sendJson, startFakeServer, type FakeServer } from './fake-http-server.test-helper';

const API_KEY = '6A2F-SECRET-KEY-4B7E9C';
const TEMPLATE = 'rassam-otp';
const message: OtpMessage = { to: '+989121234567', code: '12345', locale: 'fa', purpose: 'login' };

type Mode = 'ok' | 424 | 426 | 418 | 500 | 'malformed' | 'malformed500' | 'slow';
let mode: Mode = 'ok';
let server: FakeServer;

/** Kavenegar as its contract describes it, strict about the request it accepts. */
function problem(req: { method: string; path: string; headers: Record<string, unknown>; body: string }): string | null {
  if (req.method !== 'POST') return 'method';
  if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return 'content-type';
  const form = new URLSearchParams(req.body);
  const keys = [...form.keys()].sort();
  if (keys.join(',') !== 'receptor,template,token,type') return `fields ${keys.join(',')}`;
  if (!/^09\d{9}$/.test(form.get('receptor') ?? '')) return 'receptor';
  if (form.get('type') !== 'sms') return 'type';
  if (!/^\d+$/.test(form.get('token') ?? '')) return 'token';
  return null;
}

beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    if (req.path === `/v1/${API_KEY}/sms/send.json`) {
      const form = new URLSearchParams(req.body);
      const keys = [...form.keys()].sort().join(',');
      if (keys !== 'message,receptor' && keys !== 'message,receptor,sender') {
        return sendJson(res, 400, { return: { status: 400, message: `fields ${keys}` }, entries: null });
      }
      if (mode === 500)
        return sendJson(res, 500, { return: { status: 500, message: 'internal error' }, entries: null });
      return sendJson(res, 200, {
        return: { status: 200, message: 'تایید شد' },
        entries: [{ messageid: 99001, message: form.get('message'), status: 1, receptor: form.get('receptor') }],
      });
    }
    if (req.path !== `/v1/${API_KEY}/verify/lookup.json`) {
      return sendJson(res, 403, {
        return: { status: 403, message: 'کد شناسائی API-Key معتبر نمی‌باشد' },
        entries: null,
      });
    }
    const bad = problem(req);
    if (bad) return sendJson(res, 400, { return: { status: 400, message: `bad request: ${bad}` }, entries: null });
    const form = new URLSearchParams(req.body);
    if (form.get('template') !== TEMPLATE && mode === 'ok') {
      return sendJson(res, 424, { return: { status: 424, message: 'الگوی مورد نظر پیدا نشد' }, entries: null });
    }
    switch (mode) {
      case 'ok':
        return sendJson(res, 200, {
          return: { status: 200, message: 'تایید شد' },
          entries: [
            {
              messageid: 8792343,
              message: 'کد شما 12345',
              status: 5,
              statustext: 'ارسال به مخابرات',
              sender: '10004346',
              receptor: form.get('receptor'),
              date: 1356619709,
              cost: 120,
            },
          ],
        });
      case 424:
        return sendJson(res, 424, { return: { status: 424, message: 'الگوی مورد نظر پیدا نشد' }, entries: null });
      case 426:
        return sendJson(res, 426, {
          return: { status: 426, message: 'استفاده از این متد نیازمند سرویس پیشرفته می‌باشد' },
          entries: null,
        });
      case 418:
        return sendJson(res, 418, { return: { status: 418, message: 'اعتبار حساب شما کافی نیست' }, entries: null });
      case 500:
        return sendJson(res, 500, { return: { status: 500, message: 'internal error' }, entries: null });
      case 'malformed':
        return sendJson(res, 200, '<html>not json');
      case 'malformed500':
        return sendJson(res, 502, '<html>Bad Gateway</html>');
      case 'slow':
        // Never answers: only the channel's own timeout can end the request.
        return;
    }
  });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  mode = 'ok';
  server.requests.length = 0;
});

function channel(overrides: Partial<Parameters<typeof createKavenegarChannel>[0]> = {}) {
  return createKavenegarChannel({ apiKey: API_KEY, template: TEMPLATE, baseUrl: server.baseUrl, ...overrides });
}

async function failure(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a DeliveryError');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  const delivery = error as DeliveryError;
  expect(delivery.provider).toBe('kavenegar');
  // The key is in Kavenegar's URL path: it must not leak through the message, the stack or any cause.
  expect(delivery.message).not.toContain(API_KEY);
  expect(inspect(delivery, { depth: 10 })).not.toContain(API_KEY);
  return delivery;
}

describe('Kavenegar channel', () => {
  it('sends the national number, template and code and returns the message id', async () => {
    const result = await channel().send(message);
    expect(result).toEqual({ providerMessageId: '8792343' });
    expect(server.requests).toHaveLength(1);
    const [req] = server.requests;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe(`/v1/${API_KEY}/verify/lookup.json`);
    expect(req?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(req?.body))).toEqual({
      receptor: '09121234567',
      template: TEMPLATE,
      token: '12345',
      type: 'sms',
    });
  });

  it('sends Persian-digit codes as ASCII digits', async () => {
    await channel().send({ ...message, code: '۱۲۳۴۵' });
    expect(new URLSearchParams(server.requests[0]?.body).get('token')).toBe('12345');
  });

  it('refuses a non-Iranian number without any request', async () => {
    const error = await failure(channel().send({ ...message, to: '+14155550123' }));
    expect(error.retryable).toBe(false);
    const landline = await failure(channel().send({ ...message, to: '+982188776655' }));
    expect(landline.retryable).toBe(false);
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    [424, false],
    [426, false],
    [418, false],
    [500, true],
  ] as const)('maps HTTP %i to a DeliveryError (retryable: %s)', async (status, retryable) => {
    mode = status;
    const error = await failure(channel().send(message));
    expect(error.retryable).toBe(retryable);
    expect(error.status).toBe(status);
    expect(error.message).toContain(String(status));
    expect(server.requests).toHaveLength(1);
  });

  it('maps a wrong key (403) to a non-retryable error without echoing the key', async () => {
    const error = await failure(channel({ apiKey: 'WRONG-KEY-123' }).send(message));
    expect(error.retryable).toBe(false);
    expect(error.status).toBe(403);
    expect(error.message).not.toContain('WRONG-KEY-123');
  });

  it('treats an unreadable 200 as not retryable and an unreadable 502 as retryable', async () => {
    mode = 'malformed';
    expect((await failure(channel().send(message))).retryable).toBe(false);
    mode = 'malformed500';
    const gateway = await failure(channel().send(message));
    expect(gateway.retryable).toBe(true);
    expect(gateway.status).toBe(502);
  });

  it('times out a slow answer as a retryable error', async () => {
    mode = 'slow';
    // The fake never answers, so this settles only through the 200 ms timeout (no clock to read).
    const error = await failure(channel({ timeoutMs: 200 }).send(message));
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/200 ms/);
  });

  it('maps a refused connection to a retryable error', async () => {
    const port = await closedPort();
    const error = await failure(channel({ baseUrl: `http://127.0.0.1:${port}` }).send(message));
    expect(error.retryable).toBe(true);
  });

  it('keeps the key out of errors thrown by a fetch that names the URL', async () => {
    const leaky: typeof fetch = async (input) => {
      throw new TypeError(`fetch failed for ${String(input)}`, { cause: new Error(`connect to ${String(input)}`) });
    };
    const error = await failure(channel({ fetch: leaky }).send(message));
    expect(error.retryable).toBe(true);
    expect(inspect(error, { depth: 10 })).toContain('[redacted]');
  });
});

describe('Kavenegar notice channel', () => {
  const notice = {
    to: '+989121234567',
    kind: 'ticketReplied',
    subject: 'unused',
    text: 'رسام: پاسخ تازه به تیکت ۱۲\nhttps://x',
  };
  const notices = (sender?: string) =>
    createKavenegarNoticeChannel({ apiKey: API_KEY, baseUrl: server.baseUrl, ...(sender ? { sender } : {}) });

  it('sends the text through sms/send from the configured line and returns the message id', async () => {
    expect(await notices('10004346').send(notice)).toEqual({ providerMessageId: '99001' });
    const [req] = server.requests;
    expect(req?.path).toBe(`/v1/${API_KEY}/sms/send.json`);
    expect(Object.fromEntries(new URLSearchParams(req?.body))).toEqual({
      receptor: '09121234567',
      message: notice.text,
      sender: '10004346',
    });
  });

  it('sends from the account’s default line when none is configured, and maps failures as codes do', async () => {
    await notices().send(notice);
    expect([...new URLSearchParams(server.requests[0]?.body).keys()].sort()).toEqual(['message', 'receptor']);
    mode = 500;
    const error = await failure(notices().send(notice));
    expect(error.retryable).toBe(true);
    const foreign = await failure(notices().send({ ...notice, to: '+14155550123' }));
    expect(foreign.retryable).toBe(false);
  });
});
