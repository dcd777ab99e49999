import { inspect } from 'node:util';
import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { GatewayError } from './gateway-error';
import { createZibalGateway, toZibalMobile, ZIBAL_RESULTS, ZIBAL_STATUSES } from './zibal';
import { startZibalFake, type ZibalFake } from './zibal-fake';

const MERCHANT = 'rassam-merchant-7f3c91e2-SECRET';
const CALLBACK = 'https://rassam.example/api/wallet/zibal/callback?lang=fa';

let fake: ZibalFake;

beforeAll(async () => {
  fake = await startZibalFake({ merchants: [MERCHANT], slowVerifyMs: 1_500 });
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.setMode('normal');
  fake.requests.length = 0;
});

function gateway(overrides: Partial<Parameters<typeof createZibalGateway>[0]> = {}) {
  return createZibalGateway({ merchant: MERCHANT, baseUrl: fake.baseUrl, timeoutMs: 2_000, ...overrides });
}

async function failure(promise: Promise<unknown>, secret = MERCHANT): Promise<GatewayError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a GatewayError');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  const gatewayError = error as GatewayError;
  expect(gatewayError.provider).toBe('zibal');
  expect(gatewayError.message).not.toContain(secret);
  expect(inspect(gatewayError, { depth: 10 })).not.toContain(secret);
  return gatewayError;
}

/** The payer on the start page pressing a button: the form POST, its redirect not followed. */
async function press(startUrl: string, button: 'pay' | 'cancel'): Promise<URL> {
  const page = await fetch(startUrl);
  const html = await page.text();
  const action = new RegExp(`<form method="post" action="([^"]+/${button})"`).exec(html)?.[1];
  expect(action).toBeDefined();
  const response = await fetch(new URL(action ?? '', startUrl), { method: 'POST', redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

describe('Zibal gateway against the local fake', () => {
  it('request → start page → pay → callback → verify → verified, then already-verified', async () => {
    const zibal = gateway();
    const { trackId, startUrl } = await zibal.request({
      amountRials: 1_250_000,
      callbackUrl: CALLBACK,
      orderId: 'order-42',
      description: 'شارژ کیف پول',
      mobile: '+989121234567',
    });
    expect(trackId).toMatch(/^\d+$/);
    expect(startUrl).toBe(`${fake.baseUrl}/start/${trackId}`);

    const sent = JSON.parse(fake.requests[0]?.body ?? '{}') as Record<string, unknown>;
    expect(fake.requests[0]?.path).toBe('/v1/request');
    expect(sent).toEqual({
      merchant: MERCHANT,
      amount: 1_250_000,
      callbackUrl: CALLBACK,
      orderId: 'order-42',
      description: 'شارژ کیف پول',
      mobile: '09121234567',
    });

    const page = await fetch(startUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('پرداخت / Pay');
    expect(html).toContain('انصراف / Cancel');
    expect(html).toContain('dir="rtl"');
    expect(html).toContain(`action="${trackId}/pay"`);
    expect(html).toContain(`action="${trackId}/cancel"`);

    const location = await press(startUrl, 'pay');
    expect(`${location.origin}${location.pathname}`).toBe('https://rassam.example/api/wallet/zibal/callback');
    expect(location.searchParams.get('lang')).toBe('fa');
    expect(location.searchParams.get('trackId')).toBe(trackId);
    expect(location.searchParams.get('success')).toBe('1');
    expect(location.searchParams.get('status')).toBe('2');
    expect(location.searchParams.get('orderId')).toBe('order-42');

    const callback = zibal.parseCallback(location.searchParams);
    expect(callback).toEqual({ trackId, success: true, status: 2, orderId: 'order-42' });

    const verified = await zibal.verify(callback.trackId);
    expect(verified).toMatchObject({ outcome: 'verified', trackId, amountRials: 1_250_000, orderId: 'order-42' });
    if (verified.outcome === 'unpaid') throw new Error('unreachable');
    expect(verified.refNumber).toMatch(/^\d+$/);
    expect(verified.cardNumber).toContain('*');
    expect(verified.paidAt).not.toBeNull();
    expect(fake.transactions.get(trackId)?.state).toBe('verified');

    const again = await zibal.verify(trackId);
    expect(again).toMatchObject({ outcome: 'already-verified', trackId, amountRials: 1_250_000, orderId: 'order-42' });

    const inquiry = await zibal.inquiry(trackId);
    expect(inquiry).toMatchObject({ trackId, status: 1, statusMeaning: 'paid and verified', amountRials: 1_250_000 });
    expect(inquiry.verifiedAt).not.toBeNull();
  });

  it('cancel → callback success=0 status=3 → verify says unpaid', async () => {
    const zibal = gateway();
    const { trackId, startUrl } = await zibal.request({ amountRials: 50_000, callbackUrl: CALLBACK, orderId: 'o-2' });
    const location = await press(startUrl, 'cancel');
    expect(location.searchParams.get('trackId')).toBe(trackId);
    expect(location.searchParams.get('success')).toBe('0');
    expect(location.searchParams.get('status')).toBe('3');
    expect(location.searchParams.get('orderId')).toBe('o-2');

    const callback = zibal.parseCallback(location.searchParams);
    expect(callback).toEqual({ trackId, success: false, status: 3, orderId: 'o-2' });
    expect(await zibal.verify(trackId)).toEqual({ outcome: 'unpaid', trackId, status: 3 });
    // A closed track cannot be paid afterwards.
    const late = await fetch(`${startUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(late.status).toBe(409);
  });

  it('inquiry of a pending track reports awaiting payment, and its verify is unpaid', async () => {
    const zibal = gateway();
    const { trackId } = await zibal.request({ amountRials: 10_000, callbackUrl: CALLBACK, orderId: 'o-3' });
    const inquiry = await zibal.inquiry(trackId);
    expect(inquiry).toMatchObject({
      trackId,
      status: -1,
      statusMeaning: 'awaiting payment',
      amountRials: 10_000,
      orderId: 'o-3',
      refNumber: null,
      paidAt: null,
    });
    expect(await zibal.verify(trackId)).toEqual({ outcome: 'unpaid', trackId, status: -1 });
  });

  it('omits a mobile number that is not an Iranian mobile', async () => {
    await gateway().request({ amountRials: 1_000, callbackUrl: CALLBACK, orderId: 'o-4', mobile: '+14155550123' });
    const sent = JSON.parse(fake.requests[0]?.body ?? '{}') as Record<string, unknown>;
    expect(sent).not.toHaveProperty('mobile');
    expect(toZibalMobile('۰۹۱۲ ۱۲۳ ۴۵۶۷')).toBe('09121234567');
    expect(toZibalMobile('00989121234567')).toBe('09121234567');
    expect(toZibalMobile('+982188776655')).toBeNull();
  });

  it('maps an unknown merchant to a non-retryable 102 without echoing the merchant', async () => {
    const error = await failure(
      gateway({ merchant: 'wrong-merchant-SECRET' }).request({
        amountRials: 5_000,
        callbackUrl: CALLBACK,
        orderId: 'x',
      }),
      'wrong-merchant-SECRET',
    );
    expect(error.resultCode).toBe(102);
    expect(error.retryable).toBe(false);
    expect(error.appCode).toBe('ServiceNotAvailable');
    expect(error.code).toBe('ServiceNotAvailable');
    expect(error.message).toContain('merchant not found');
  });

  it.each([999, 0, -5, 1500.5, Number.NaN])('refuses amount %s before any request', async (amountRials) => {
    const error = await failure(gateway().request({ amountRials, callbackUrl: CALLBACK, orderId: 'x' }));
    expect(error.retryable).toBe(false);
    expect(error.appCode).toBe('PaymentNotCompleted');
    expect(fake.requests).toHaveLength(0);
  });

  it('passes the gateway result 105 and 113 through when the fake is called directly', async () => {
    const tooHigh = await failure(
      gateway().request({ amountRials: 9_000_000_000, callbackUrl: CALLBACK, orderId: 'x' }),
    );
    expect(tooHigh.resultCode).toBe(113);
    expect(tooHigh.retryable).toBe(false);
    const direct = await fetch(`${fake.baseUrl}/v1/request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ merchant: 'zibal', amount: 999, callbackUrl: CALLBACK }),
    });
    expect(((await direct.json()) as { result: number }).result).toBe(105);
  });

  it('refuses a callbackUrl that is not http(s) before any request', async () => {
    const error = await failure(
      gateway().request({ amountRials: 5_000, callbackUrl: 'javascript:alert(1)', orderId: 'x' }),
    );
    expect(error.retryable).toBe(false);
    expect(fake.requests).toHaveLength(0);
  });

  it('maps an unknown trackId to a non-retryable 203', async () => {
    const error = await failure(gateway().verify('987654321'));
    expect(error.resultCode).toBe(203);
    expect(error.retryable).toBe(false);
    const inquiry = await failure(gateway().inquiry('987654321'));
    expect(inquiry.resultCode).toBe(203);
    await expect(gateway().verify('12; drop')).rejects.toBeInstanceOf(GatewayError);
  });

  it('times out a slow verify as a retryable error; the next verify finds it already verified', async () => {
    const zibal = gateway({ timeoutMs: 300 });
    const { trackId, startUrl } = await zibal.request({ amountRials: 20_000, callbackUrl: CALLBACK, orderId: 'o-5' });
    await press(startUrl, 'pay');
    fake.setMode('slow-verify');
    // The answer would come after an hour: the verify settles only through the adapter's 300 ms timeout.
    const slowVerifyMs = fake.state.slowVerifyMs;
    fake.state.slowVerifyMs = 3_600_000;
    const error = await failure(zibal.verify(trackId)).finally(() => {
      fake.state.slowVerifyMs = slowVerifyMs;
    });
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/300 ms/);

    fake.setMode('normal');
    expect(await zibal.verify(trackId)).toMatchObject({ outcome: 'already-verified', amountRials: 20_000 });
  });

  it('maps a verify answered with HTTP 500 to a retryable error, and verifies once the gateway is back', async () => {
    const zibal = gateway();
    const { trackId, startUrl } = await zibal.request({ amountRials: 30_000, callbackUrl: CALLBACK, orderId: 'o-6' });
    await press(startUrl, 'pay');
    fake.setMode('verify-500');
    const error = await failure(zibal.verify(trackId));
    expect(error.retryable).toBe(true);
    expect(error.httpStatus).toBe(500);
    expect(error.appCode).toBe('ServiceNotAvailable');
    fake.setMode('normal');
    expect(await zibal.verify(trackId)).toMatchObject({ outcome: 'verified', amountRials: 30_000 });
  });

  it('reports the amount the gateway verified, for the caller to compare with its order', async () => {
    const zibal = gateway();
    const { trackId, startUrl } = await zibal.request({ amountRials: 400_000, callbackUrl: CALLBACK, orderId: 'o-7' });
    await press(startUrl, 'pay');
    fake.setMode('wrong-amount');
    const result = await zibal.verify(trackId);
    expect(result).toMatchObject({ outcome: 'verified', amountRials: 40_000, orderId: 'o-7' });
  });

  it('maps a refused connection to a retryable error and keeps the merchant out of a leaky fetch error', async () => {
    const leaky: typeof fetch = async (_input, init) => {
      throw new TypeError(`fetch failed with body ${String(init?.body)}`, {
        cause: new Error(`connect ECONNREFUSED, body ${String(init?.body)}`),
      });
    };
    const error = await failure(gateway({ fetch: leaky }).verify('1000001'));
    expect(error.retryable).toBe(true);
    expect(inspect(error, { depth: 10 })).toContain('[redacted]');
  });

  it('parses callbacks defensively', () => {
    const zibal = gateway();
    expect(zibal.parseCallback(new URLSearchParams('trackId=15&success=1&status=2&orderId='))).toEqual({
      trackId: '15',
      success: true,
      status: 2,
      orderId: null,
    });
    // success=1 with a failure status is not worth a verify.
    expect(zibal.parseCallback(new URLSearchParams('trackId=15&success=1&status=5')).success).toBe(false);
    expect(() => zibal.parseCallback(new URLSearchParams('success=1&status=2'))).toThrow(GatewayError);
  });

  it('documents every result and status code of the contract', () => {
    expect(
      Object.keys(ZIBAL_RESULTS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([100, 102, 103, 104, 105, 106, 113, 201, 202, 203]);
    expect(
      Object.keys(ZIBAL_STATUSES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([-2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 16, 18]);
  });
});
