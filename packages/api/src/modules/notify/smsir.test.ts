import { inspect } from 'node:util';
import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { createSmsIrChannel, createSmsIrNoticeChannel } from './smsir';
import { DeliveryError, type OtpMessage } from './notify.types';
import {
  closedPort,
  sendJson,
  startFakeServer,
  type FakeServer,
  type RecordedRequest,
} from './fake-http-server.test-helper';

const API_KEY = 'smsir-SECRET-9f8e7d6c5b4a';
const TEMPLATE_ID = 123456;
const message: OtpMessage = { to: '+989351112233', code: '54321', locale: 'en', purpose: 'verify' };

type Mode = 'ok' | 400 | 401 | 429 | 500 | 'status0' | 'malformed' | 'slow';
let mode: Mode = 'ok';
let server: FakeServer;

/** sms.ir as its contract describes it, strict about the request it accepts. */
function problem(req: RecordedRequest): string | null {
  if (req.method !== 'POST') return 'method';
  if (req.path === '/v1/send/bulk') return bulkProblem(req);
  if (req.path !== '/v1/send/verify') return 'path';
  if (req.headers['content-type'] !== 'application/json') return 'content-type';
  if (req.headers['accept'] !== 'application/json') return 'accept';
  let body: unknown;
  try {
    body = JSON.parse(req.body);
  } catch {
    return 'body is not JSON';
  }
  const b = body as { mobile?: unknown; templateId?: unknown; parameters?: unknown };
  if (Object.keys(b).sort().join(',') !== 'mobile,parameters,templateId') return 'fields';
  if (typeof b.mobile !== 'string' || !/^09\d{9}$/.test(b.mobile)) return 'mobile';
  if (typeof b.templateId !== 'number') return 'templateId';
  if (!Array.isArray(b.parameters) || b.parameters.length !== 1) return 'parameters';
  const [p] = b.parameters as { name?: unknown; value?: unknown }[];
  if (typeof p?.name !== 'string' || typeof p.value !== 'string') return 'parameter';
  return null;
}

/** A notification's send/bulk: a line, a text, one mobile. */
function bulkProblem(req: RecordedRequest): string | null {
  const body = JSON.parse(req.body) as { lineNumber?: unknown; messageText?: unknown; mobiles?: unknown };
  if (Object.keys(body).sort().join(',') !== 'lineNumber,messageText,mobiles') return 'fields';
  if (typeof body.lineNumber !== 'number' || typeof body.messageText !== 'string') return 'types';
  if (!Array.isArray(body.mobiles) || body.mobiles.length !== 1 || !/^09\d{9}$/.test(String(body.mobiles[0]))) {
    return 'mobiles';
  }
  return null;
}

beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    if (req.headers['x-api-key'] !== API_KEY) {
      return sendJson(res, 401, { status: 0, message: 'کلید وب سرویس نامعتبر است', data: null });
    }
    const bad = problem(req);
    if (bad) return sendJson(res, 400, { status: 0, message: `bad request: ${bad}`, data: null });
    switch (mode) {
      case 'ok':
        if (req.path === '/v1/send/bulk') {
          return sendJson(res, 200, {
            status: 1,
            message: 'موفق',
            data: { packId: 'p-1', messageIds: [7001], cost: 1.0 },
          });
        }
        return sendJson(res, 200, { status: 1, message: 'موفق', data: { messageId: 89545112, cost: 1.0 } });
      case 400:
        return sendJson(res, 400, { status: 0, message: 'قالب ارسالی یافت نشد', data: null });
      case 401:
        return sendJson(res, 401, { status: 0, message: 'کلید وب سرویس نامعتبر است', data: null });
      case 429:
        return sendJson(res, 429, { status: 0, message: 'تعداد درخواست‌ها بیش از حد مجاز است', data: null });
      case 500:
        return sendJson(res, 500, { status: 0, message: 'خطای داخلی', data: null });
      case 'status0':
        return sendJson(res, 200, { status: 0, message: 'ارسال ناموفق', data: null });
      case 'malformed':
        return sendJson(res, 200, '{"status": 1, "mess');
      case 'slow':
        setTimeout(() => {
          if (!res.writableEnded) sendJson(res, 200, { status: 1, message: 'late', data: { messageId: 1 } });
        }, 2_000).unref();
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

function channel(overrides: Partial<Parameters<typeof createSmsIrChannel>[0]> = {}) {
  return createSmsIrChannel({ apiKey: API_KEY, templateId: TEMPLATE_ID, baseUrl: server.baseUrl, ...overrides });
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
  expect(delivery.provider).toBe('smsir');
  expect(delivery.message).not.toContain(API_KEY);
  expect(inspect(delivery, { depth: 10 })).not.toContain(API_KEY);
  return delivery;
}

describe('sms.ir channel', () => {
  it('sends the national number, template id and code and returns the message id', async () => {
    const result = await channel().send(message);
    expect(result).toEqual({ providerMessageId: '89545112' });
    expect(server.requests).toHaveLength(1);
    const [req] = server.requests;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/v1/send/verify');
    expect(req?.headers['x-api-key']).toBe(API_KEY);
    expect(req?.headers['content-type']).toBe('application/json');
    expect(req?.headers['accept']).toBe('application/json');
    expect(JSON.parse(req?.body ?? '')).toEqual({
      mobile: '09351112233',
      templateId: TEMPLATE_ID,
      parameters: [{ name: 'CODE', value: '54321' }],
    });
  });

  it('uses a configured parameter name', async () => {
    await channel({ parameterName: 'VERIFICATIONCODE' }).send(message);
    expect(JSON.parse(server.requests[0]?.body ?? '').parameters).toEqual([
      { name: 'VERIFICATIONCODE', value: '54321' },
    ]);
  });

  it('refuses a non-Iranian number without any request', async () => {
    const error = await failure(channel().send({ ...message, to: '+447700900123' }));
    expect(error.retryable).toBe(false);
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    [400, false],
    [401, false],
    [429, true],
    [500, true],
  ] as const)('maps HTTP %i to a DeliveryError (retryable: %s)', async (status, retryable) => {
    mode = status;
    const error = await failure(channel().send(message));
    expect(error.retryable).toBe(retryable);
    expect(error.status).toBe(status);
    expect(server.requests).toHaveLength(1);
  });

  it('maps a wrong key to a non-retryable 401 without echoing the key', async () => {
    const error = await failure(channel({ apiKey: 'WRONG-smsir-KEY' }).send(message));
    expect(error.retryable).toBe(false);
    expect(error.status).toBe(401);
    expect(error.message).not.toContain('WRONG-smsir-KEY');
  });

  it('treats status 0 on HTTP 200 as a failure', async () => {
    mode = 'status0';
    const error = await failure(channel().send(message));
    expect(error.retryable).toBe(false);
  });

  it('treats malformed JSON on HTTP 200 as a non-retryable failure', async () => {
    mode = 'malformed';
    const error = await failure(channel().send(message));
    expect(error.retryable).toBe(false);
  });

  it('times out a slow answer as a retryable error', async () => {
    mode = 'slow';
    const error = await failure(channel({ timeoutMs: 200 }).send(message));
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/200 ms/);
  });

  it('maps a refused connection to a retryable error', async () => {
    const port = await closedPort();
    const error = await failure(channel({ baseUrl: `http://127.0.0.1:${port}` }).send(message));
    expect(error.retryable).toBe(true);
  });
});

describe('sms.ir notice channel', () => {
  const notice = { to: '+989351112233', kind: 'ticketDone', subject: 'unused', text: 'Rassam: Ticket 12 was closed' };
  const notices = () =>
    createSmsIrNoticeChannel({ apiKey: API_KEY, lineNumber: 30007732000000, baseUrl: server.baseUrl });

  it('sends the text through send/bulk from the configured line and returns the message id', async () => {
    expect(await notices().send(notice)).toEqual({ providerMessageId: '7001' });
    expect(server.requests[0]?.path).toBe('/v1/send/bulk');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      lineNumber: 30007732000000,
      messageText: notice.text,
      mobiles: ['09351112233'],
    });
  });

  it('maps failures as codes do', async () => {
    mode = 500;
    expect((await failure(notices().send(notice))).retryable).toBe(true);
    mode = 401;
    expect((await failure(notices().send(notice))).retryable).toBe(false);
  });
});
