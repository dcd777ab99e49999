import { inspect } from 'node:util';
import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { GatewayError } from './gateway-error';
import { createPayPalGateway, normalizeUsd } from './paypal';
import { reviewCapture, startPayPalFake, type PayPalFake } from './paypal-fake';

const CLIENT_ID = 'AcRassamClientId123';
const CLIENT_SECRET = 'EPx-super-SECRET-9d8c7b6a';
const RETURN_URL = 'https://rassam.example/api/wallet/paypal/return';
const CANCEL_URL = 'https://rassam.example/api/wallet/paypal/cancel';

let fake: PayPalFake;
let counter = 0;

beforeAll(async () => {
  fake = await startPayPalFake({ clients: { [CLIENT_ID]: CLIENT_SECRET } });
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.setMode('normal');
  fake.requests.length = 0;
});

function gateway(overrides: Partial<Parameters<typeof createPayPalGateway>[0]> = {}) {
  return createPayPalGateway({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    baseUrl: fake.baseUrl,
    timeoutMs: 2_000,
    ...overrides,
  });
}

function requestId(): string {
  counter += 1;
  return `wallet-order-${counter}-${Date.now()}`;
}

async function failure(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a GatewayError');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  const gatewayError = error as GatewayError;
  expect(gatewayError.provider).toBe('paypal');
  const shown = `${gatewayError.message}\n${inspect(gatewayError, { depth: 10 })}`;
  expect(shown).not.toContain(CLIENT_SECRET);
  expect(shown).not.toContain(Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64'));
  for (const token of fake.state.tokens.keys()) expect(shown).not.toContain(token);
  return gatewayError;
}

/** The buyer following approveUrl and pressing a button; returns the redirect target. */
async function buyer(approveUrl: string, button: 'Approve' | 'Cancel'): Promise<URL> {
  const page = await fetch(approveUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('>Approve</button>');
  expect(html).toContain('>Cancel</button>');
  const forms = [
    ...html.matchAll(
      /<form method="post" action="([^"]+)"><input type="hidden" name="token" value="([^"]+)"><button type="submit">(\w+)</g,
    ),
  ];
  const form = forms.find((f) => f[3] === button);
  expect(form).toBeDefined();
  const response = await fetch(new URL(form?.[1] ?? '', approveUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: form?.[2] ?? '' }),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

describe('PayPal gateway against the local fake', () => {
  it('create → approve → capture COMPLETED, with one token for all calls', async () => {
    const paypal = gateway();
    const createId = requestId();
    const { orderId, approveUrl } = await paypal.createOrder({
      amountUsd: '12.5',
      returnUrl: RETURN_URL,
      cancelUrl: CANCEL_URL,
      requestId: createId,
      description: 'Rassam coins',
      customId: 'wallet-order-7',
    });
    expect(orderId).toMatch(/^[A-Z0-9]{17}$/);
    expect(approveUrl).toBe(`${fake.baseUrl}/checkoutnow?token=${orderId}`);

    const create = fake.requests.find((r) => r.path === '/v2/checkout/orders');
    expect(create?.headers['paypal-request-id']).toBe(createId);
    expect(create?.headers.authorization).toMatch(/^Bearer A21AA/);
    expect(JSON.parse(create?.body ?? '{}')).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        { amount: { currency_code: 'USD', value: '12.50' }, description: 'Rassam coins', custom_id: 'wallet-order-7' },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: RETURN_URL,
            cancel_url: CANCEL_URL,
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    });

    expect(await paypal.getOrder(orderId)).toMatchObject({
      orderId,
      status: 'PAYER_ACTION_REQUIRED',
      amountUsd: '12.50',
      currency: 'USD',
      customId: 'wallet-order-7',
      captureId: null,
    });

    const back = await buyer(approveUrl, 'Approve');
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL);
    expect(back.searchParams.get('token')).toBe(orderId);
    expect(back.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]+$/);

    const capture = await paypal.captureOrder(orderId, requestId());
    expect(capture).toMatchObject({
      status: 'COMPLETED',
      captureStatus: 'COMPLETED',
      amountUsd: '12.50',
      currency: 'USD',
    });
    expect(capture.captureId).toMatch(/^[A-Z0-9]{17}$/);

    expect(await paypal.getOrder(orderId)).toMatchObject({ status: 'COMPLETED', captureId: capture.captureId });
    expect(fake.tokenRequests()).toBe(1);
    const token = fake.requests.find((r) => r.path === '/v1/oauth2/token');
    expect(token?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
    );
    expect(token?.body).toBe('grant_type=client_credentials');
  });

  it('reuses the cached token for two calls and renews it once it is about to expire', async () => {
    let clock = 1_000_000;
    const paypal = gateway({ now: () => clock });
    const first = await paypal.createOrder({
      amountUsd: '1.00',
      returnUrl: RETURN_URL,
      cancelUrl: CANCEL_URL,
      requestId: requestId(),
    });
    await paypal.getOrder(first.orderId);
    expect(fake.tokenRequests()).toBe(1);
    clock += 32_400 * 1000 - 30_000; // 30 s before PayPal's expiry: inside the renewal margin
    await paypal.getOrder(first.orderId);
    expect(fake.tokenRequests()).toBe(2);
  });

  it('shares one token request among concurrent calls', async () => {
    const paypal = gateway();
    const input = { amountUsd: '2.00', returnUrl: RETURN_URL, cancelUrl: CANCEL_URL };
    await Promise.all([
      paypal.createOrder({ ...input, requestId: requestId() }),
      paypal.createOrder({ ...input, requestId: requestId() }),
    ]);
    expect(fake.tokenRequests()).toBe(1);
  });

  it('returns the same order for a repeated create with the same request id', async () => {
    const paypal = gateway();
    const input = { amountUsd: '3.00', returnUrl: RETURN_URL, cancelUrl: CANCEL_URL, requestId: requestId() };
    const a = await paypal.createOrder(input);
    const b = await paypal.createOrder(input);
    expect(b.orderId).toBe(a.orderId);
  });

  it('captures once when the capture is repeated with the same request id', async () => {
    const paypal = gateway();
    const { orderId, approveUrl } = await paypal.createOrder({
      amountUsd: '20.00',
      returnUrl: RETURN_URL,
      cancelUrl: CANCEL_URL,
      requestId: requestId(),
    });
    await buyer(approveUrl, 'Approve');
    const captureId = requestId();
    const first = await paypal.captureOrder(orderId, captureId);
    const second = await paypal.captureOrder(orderId, captureId);
    expect(second).toEqual(first);
    const captures = fake.orders.get(orderId)?.capture;
    expect(captures?.id).toBe(first.captureId);

    // A new request id for an order already captured is refused, not paid twice.
    const again = await failure(paypal.captureOrder(orderId, requestId()));
    expect(again.resultCode).toBe('ORDER_ALREADY_CAPTURED');
    expect(again.appCode).toBe('OrderAlreadyCompleted');
    expect(again.retryable).toBe(false);
  });

  it('maps a capture before approval to PaymentNotCompleted, not retryable', async () => {
    const paypal = gateway();
    const { orderId } = await paypal.createOrder({
      amountUsd: '5.00',
      returnUrl: RETURN_URL,
      cancelUrl: CANCEL_URL,
      requestId: requestId(),
    });
    const error = await failure(paypal.captureOrder(orderId, requestId()));
    expect(error.appCode).toBe('PaymentNotCompleted');
    expect(error.code).toBe('PaymentNotCompleted');
    expect(error.resultCode).toBe('ORDER_NOT_APPROVED');
    expect(error.retryable).toBe(false);
    expect(error.httpStatus).toBe(422);
    expect(error.message).toContain('UNPROCESSABLE_ENTITY');
  });

  it('sends a cancelling buyer to the cancel URL, and the order stays uncaptured', async () => {
    const paypal = gateway();
    const { orderId, approveUrl } = await paypal.createOrder({
      amountUsd: '5.00',
      returnUrl: RETURN_URL,
      cancelUrl: CANCEL_URL,
      requestId: requestId(),
    });
    const back = await buyer(approveUrl, 'Cancel');
    expect(`${back.origin}${back.pathname}`).toBe(CANCEL_URL);
    expect(back.searchParams.get('token')).toBe(orderId);
    expect((await failure(paypal.captureOrder(orderId, requestId()))).appCode).toBe('PaymentNotCompleted');
  });

  it('maps a capture answered with 500 to a retryable PaypalServerError, then captures with the same id', async () => {
    const paypal = gateway();
    const { orderId, approveUrl } = await paypal.createOrder({
      amountUsd: '7.25',
      returnUrl: RETURN_URL,
      cancelUrl: CANCEL_URL,
      requestId: requestId(),
    });
    await buyer(approveUrl, 'Approve');
    fake.setMode('capture-500');
    const captureId = requestId();
    const error = await failure(paypal.captureOrder(orderId, captureId));
    expect(error.appCode).toBe('PaypalServerError');
    expect(error.code).toBe('PaypalServerError');
    expect(error.status).toBe(502);
    expect(error.retryable).toBe(true);
    expect(error.httpStatus).toBe(500);
    fake.setMode('normal');
    expect(await paypal.captureOrder(orderId, captureId)).toMatchObject({ status: 'COMPLETED', amountUsd: '7.25' });
  });

  it('reads a capture held for review as PENDING, and its amount once the review completes it', async () => {
    const paypal = gateway();
    const { orderId, approveUrl } = await paypal.createOrder({
      amountUsd: '9.00',
      returnUrl: RETURN_URL,
      cancelUrl: CANCEL_URL,
      requestId: requestId(),
    });
    await buyer(approveUrl, 'Approve');
    fake.setMode('capture-pending');
    const held = await paypal.captureOrder(orderId, requestId());
    expect(held).toMatchObject({ status: 'COMPLETED', captureStatus: 'PENDING', amountUsd: '9.00', currency: 'USD' });
    const raw = await fetch(`${fake.baseUrl}/v2/checkout/orders/${orderId}`, {
      headers: { Authorization: `Bearer ${[...fake.state.tokens.keys()].at(-1)}` },
    });
    const unit = ((await raw.json()) as { purchase_units: { payments: { captures: unknown[] } }[] }).purchase_units[0];
    expect(unit?.payments.captures[0]).toMatchObject({
      status: 'PENDING',
      status_details: { reason: 'PENDING_REVIEW' },
    });
    expect(await paypal.getOrder(orderId)).toMatchObject({ status: 'COMPLETED', captureStatus: 'PENDING' });
    reviewCapture(fake.state, orderId, 'COMPLETED');
    expect(await paypal.getOrder(orderId)).toMatchObject({
      captureStatus: 'COMPLETED',
      captureId: held.captureId,
      captureAmountUsd: '9.00',
      captureCurrency: 'USD',
    });
  });

  it('reports what a capture took when it differs from the order (amount, currency)', async () => {
    const paypal = gateway();
    for (const [mode, amountUsd, currency] of [
      ['wrong-amount', '1.20', 'USD'],
      ['wrong-currency', '12.00', 'EUR'],
    ] as const) {
      fake.setMode('normal');
      const { orderId, approveUrl } = await paypal.createOrder({
        amountUsd: '12.00',
        returnUrl: RETURN_URL,
        cancelUrl: CANCEL_URL,
        requestId: requestId(),
      });
      await buyer(approveUrl, 'Approve');
      fake.setMode(mode);
      expect(await paypal.captureOrder(orderId, requestId())).toMatchObject({ amountUsd, currency });
      expect(await paypal.getOrder(orderId)).toMatchObject({
        amountUsd: '12.00',
        currency: 'USD',
        captureAmountUsd: amountUsd,
        captureCurrency: currency,
      });
    }
  });

  it('maps refused credentials to a non-retryable error that does not reveal the secret', async () => {
    const wrong = 'WRONG-secret-value-42';
    const error = await failure(gateway({ clientSecret: wrong }).getOrder('ABC123'));
    expect(error.retryable).toBe(false);
    expect(error.httpStatus).toBe(401);
    expect(error.appCode).toBe('ServiceNotAvailable');
    expect(error.message).toContain('invalid_client');
    expect(inspect(error, { depth: 10 })).not.toContain(wrong);
  });

  it('maps an unknown order to a non-retryable 404', async () => {
    const error = await failure(gateway().getOrder('0000000000UNKNOWN'));
    expect(error.httpStatus).toBe(404);
    expect(error.resultCode).toBe('INVALID_RESOURCE_ID');
    expect(error.retryable).toBe(false);
  });

  it('refuses bad amounts and request ids before any request', async () => {
    const paypal = gateway();
    for (const amountUsd of ['0', '0.00', '12.345', '-1', 'abc', '1e3', '']) {
      const error = await failure(
        paypal.createOrder({ amountUsd, returnUrl: RETURN_URL, cancelUrl: CANCEL_URL, requestId: 'r1' }),
      );
      expect(error.retryable).toBe(false);
    }
    await failure(
      paypal.createOrder({ amountUsd: '1.00', returnUrl: RETURN_URL, cancelUrl: CANCEL_URL, requestId: '' }),
    );
    await failure(paypal.captureOrder('../../v1/oauth2/token', 'r2'));
    expect(fake.requests).toHaveLength(0);
    expect(normalizeUsd('12')).toBe('12.00');
    expect(normalizeUsd('12.5')).toBe('12.50');
  });

  it('times out and keeps the secret and token out of a leaky fetch error', async () => {
    const leaky: typeof fetch = async (_input, init) => {
      const headers = JSON.stringify(init?.headers ?? {});
      throw new TypeError(`fetch failed, headers ${headers}, body ${String(init?.body)}`);
    };
    const error = await failure(gateway({ fetch: leaky }).getOrder('ABC123'));
    expect(error.retryable).toBe(true);
    expect(error.appCode).toBe('PaypalServerError');
    expect(inspect(error, { depth: 10 })).toContain('[redacted]');

    const hang: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const timeout = await failure(gateway({ fetch: hang, timeoutMs: 100 }).getOrder('ABC123'));
    expect(timeout.retryable).toBe(true);
    expect(timeout.message).toMatch(/100 ms/);
  });
});
