/**
 * A local fake of PayPal's Orders v2 API: the OAuth2 token endpoint (basic auth checked), create order,
 * a `/checkoutnow?token=` approve page whose Approve and Cancel buttons return to the order's return and
 * cancel URLs, capture (idempotent by PayPal-Request-Id; an unapproved order answers 422
 * ORDER_NOT_APPROVED) and get order. Modes change what captures answer, still in PayPal's words:
 * `capture-500` fails them with a 500; `capture-pending` holds the funds for review (order COMPLETED, capture
 * PENDING with `status_details.reason`) until `reviewCapture` completes or declines it, as PayPal's risk
 * review does; `wrong-amount` and `wrong-currency` capture another amount or currency than the order's.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  escapeHtml,
  FAKE_PAGE_STYLE,
  listen,
  localPath,
  readBody,
  redirect,
  sendHtml,
  sendJson,
  type FakeRequestRecord,
} from './fake-http';

export type PayPalFakeMode = 'normal' | 'capture-500' | 'capture-pending' | 'wrong-amount' | 'wrong-currency';
export type PayPalFakeCaptureStatus = 'COMPLETED' | 'PENDING' | 'DECLINED';
export type PayPalFakeOrderStatus = 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';

export interface PayPalFakeOrder {
  id: string;
  clientId: string;
  status: PayPalFakeOrderStatus;
  amount: { currency_code: string; value: string };
  description: string | null;
  customId: string | null;
  returnUrl: string;
  cancelUrl: string;
  payerId: string | null;
  capture: {
    id: string;
    status: PayPalFakeCaptureStatus;
    amount: { currency_code: string; value: string };
    create_time: string;
  } | null;
  createTime: string;
}

export interface PayPalFakeState {
  /** client id → client secret. */
  clients: Map<string, string>;
  /** access token → { client id, expiry (ms epoch) }. */
  tokens: Map<string, { clientId: string; expiresAt: number }>;
  orders: Map<string, PayPalFakeOrder>;
  /** `operation|PayPal-Request-Id` → the answer given, replayed for a repeat. */
  idempotent: Map<string, { status: number; body: unknown }>;
  requests: FakeRequestRecord[];
  mode: PayPalFakeMode;
  tokenTtlSeconds: number;
  /** Public base URL used in links (set by startPayPalFake, or by the app when mounting). */
  publicBaseUrl: string;
  basePath: string;
}

export function createPayPalFakeState(
  options: { clients?: Record<string, string>; publicBaseUrl?: string; basePath?: string } = {},
): PayPalFakeState {
  return {
    clients: new Map(Object.entries(options.clients ?? { 'test-client': 'test-secret' })),
    tokens: new Map(),
    orders: new Map(),
    idempotent: new Map(),
    requests: [],
    mode: 'normal',
    tokenTtlSeconds: 32_400,
    publicBaseUrl: (options.publicBaseUrl ?? '').replace(/\/+$/, ''),
    basePath: (options.basePath ?? '').replace(/\/+$/, ''),
  };
}

function id(length: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  return [...randomBytes(length)].map((b) => alphabet[b % alphabet.length]).join('');
}

function debugId(): string {
  return randomBytes(7).toString('hex');
}

function error(status: number, name: string, message: string, issue?: string, description?: string) {
  return {
    status,
    body: {
      name,
      message,
      debug_id: debugId(),
      ...(issue ? { details: [{ issue, description: description ?? issue }] } : {}),
    },
  };
}

function orderJson(state: PayPalFakeState, order: PayPalFakeOrder) {
  const base = `${state.publicBaseUrl}/v2/checkout/orders/${order.id}`;
  const links: { href: string; rel: string; method: string }[] = [{ href: base, rel: 'self', method: 'GET' }];
  if (order.status === 'PAYER_ACTION_REQUIRED') {
    links.push({ href: `${state.publicBaseUrl}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' });
  }
  if (order.status === 'APPROVED') links.push({ href: `${base}/capture`, rel: 'capture', method: 'POST' });
  const unit: Record<string, unknown> = { reference_id: 'default', amount: order.amount };
  if (order.description) unit.description = order.description;
  if (order.customId) unit.custom_id = order.customId;
  if (order.capture) {
    unit.payments = {
      captures: [
        {
          id: order.capture.id,
          status: order.capture.status,
          ...(order.capture.status === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
          amount: order.capture.amount,
          final_capture: true,
          create_time: order.capture.create_time,
        },
      ],
    };
  }
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    create_time: order.createTime,
    payment_source: { paypal: order.payerId ? { account_id: order.payerId, email_address: 'buyer@example.com' } : {} },
    purchase_units: [unit],
    links,
  };
}

function rec(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function tokenAnswer(state: PayPalFakeState, req: IncomingMessage, body: string) {
  const auth = req.headers.authorization ?? '';
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(auth);
  const decoded = match ? Buffer.from(match[1] ?? '', 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  const clientId = colon > 0 ? decoded.slice(0, colon) : '';
  const secret = colon > 0 ? decoded.slice(colon + 1) : '';
  if (!clientId || state.clients.get(clientId) !== secret) {
    return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
  }
  if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
    return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' } };
  }
  const accessToken = `A21AA${id(40)}`;
  state.tokens.set(accessToken, { clientId, expiresAt: Date.now() + state.tokenTtlSeconds * 1000 });
  return {
    status: 200,
    body: {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: accessToken,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: state.tokenTtlSeconds,
      nonce: `${new Date().toISOString()}${id(8)}`,
    },
  };
}

function bearerClient(state: PayPalFakeState, req: IncomingMessage): string | null {
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const entry = token ? state.tokens.get(token) : undefined;
  return entry && entry.expiresAt > Date.now() ? entry.clientId : null;
}

function createOrder(state: PayPalFakeState, clientId: string, json: Record<string, unknown>) {
  const unit = rec(Array.isArray(json.purchase_units) ? json.purchase_units[0] : undefined);
  const amount = rec(unit.amount);
  const experience = rec(rec(rec(json.payment_source).paypal).experience_context);
  const legacy = rec(json.application_context);
  const returnUrl = experience.return_url ?? legacy.return_url;
  const cancelUrl = experience.cancel_url ?? legacy.cancel_url;
  if (json.intent !== 'CAPTURE' && json.intent !== 'AUTHORIZE') {
    return error(
      400,
      'INVALID_REQUEST',
      'Request is not well-formed, syntactically incorrect, or violates schema.',
      'MISSING_REQUIRED_PARAMETER',
      'intent',
    );
  }
  if (typeof amount.currency_code !== 'string' || !/^[A-Z]{3}$/.test(amount.currency_code)) {
    return error(
      400,
      'INVALID_REQUEST',
      'Request is not well-formed, syntactically incorrect, or violates schema.',
      'MISSING_REQUIRED_PARAMETER',
      'currency_code',
    );
  }
  if (typeof amount.value !== 'string' || !/^\d{1,10}(\.\d{2})?$/.test(amount.value) || Number(amount.value) <= 0) {
    return error(
      422,
      'UNPROCESSABLE_ENTITY',
      'The requested action could not be performed.',
      'DECIMAL_PRECISION',
      'amount.value',
    );
  }
  if (
    typeof returnUrl !== 'string' ||
    typeof cancelUrl !== 'string' ||
    !URL.canParse(returnUrl) ||
    !URL.canParse(cancelUrl)
  ) {
    return error(
      400,
      'INVALID_REQUEST',
      'Request is not well-formed, syntactically incorrect, or violates schema.',
      'INVALID_PARAMETER_SYNTAX',
      'return_url / cancel_url',
    );
  }
  const order: PayPalFakeOrder = {
    id: id(17),
    clientId,
    status: 'PAYER_ACTION_REQUIRED',
    amount: { currency_code: amount.currency_code, value: amount.value },
    description: typeof unit.description === 'string' ? unit.description : null,
    customId: typeof unit.custom_id === 'string' ? unit.custom_id : null,
    returnUrl,
    cancelUrl,
    payerId: null,
    capture: null,
    createTime: new Date().toISOString(),
  };
  state.orders.set(order.id, order);
  const full = orderJson(state, order);
  return {
    status: 200,
    body: { id: full.id, status: full.status, payment_source: full.payment_source, links: full.links },
  };
}

/** What the payer is charged: the order's amount, unless a mode makes the capture disagree with it. */
function capturedAmount(state: PayPalFakeState, order: PayPalFakeOrder) {
  if (state.mode === 'wrong-amount') {
    return { currency_code: order.amount.currency_code, value: (Number(order.amount.value) / 10).toFixed(2) };
  }
  if (state.mode === 'wrong-currency') return { currency_code: 'EUR', value: order.amount.value };
  return { ...order.amount };
}

function captureOrder(state: PayPalFakeState, order: PayPalFakeOrder) {
  if (order.status === 'COMPLETED') {
    return error(
      422,
      'UNPROCESSABLE_ENTITY',
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
      'ORDER_ALREADY_CAPTURED',
      'Order already captured. If intent=CAPTURE only one capture per order is allowed.',
    );
  }
  if (order.status !== 'APPROVED') {
    return error(
      422,
      'UNPROCESSABLE_ENTITY',
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
      'ORDER_NOT_APPROVED',
      'Payer has not yet approved the Order for payment.',
    );
  }
  order.status = 'COMPLETED';
  order.capture = {
    id: id(17),
    status: state.mode === 'capture-pending' ? 'PENDING' : 'COMPLETED',
    amount: capturedAmount(state, order),
    create_time: new Date().toISOString(),
  };
  return { status: 201, body: orderJson(state, order) };
}

/** PayPal's review of a PENDING capture ends: the funds are taken (COMPLETED) or not (DECLINED). */
export function reviewCapture(state: PayPalFakeState, orderId: string, outcome: 'COMPLETED' | 'DECLINED'): void {
  const capture = state.orders.get(orderId)?.capture;
  if (capture?.status !== 'PENDING') throw new Error(`order ${orderId} has no capture under review`);
  capture.status = outcome;
}

function approvePage(order: PayPalFakeOrder): string {
  const amount = `${escapeHtml(order.amount.value)} ${escapeHtml(order.amount.currency_code)}`;
  const open = order.status === 'PAYER_ACTION_REQUIRED';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>PayPal test checkout</title>
<style>${FAKE_PAGE_STYLE}</style>
</head>
<body>
  <h1>PayPal test checkout</h1>
  <p>Pay ${amount}${order.description ? ` for ${escapeHtml(order.description)}` : ''}</p>
  <p>Order ${escapeHtml(order.id)}</p>
  ${
    open
      ? `<form method="post" action="checkoutnow/approve"><input type="hidden" name="token" value="${escapeHtml(order.id)}"><button type="submit">Approve</button></form>
  <form method="post" action="checkoutnow/cancel"><input type="hidden" name="token" value="${escapeHtml(order.id)}"><button type="submit">Cancel</button></form>`
      : `<p>This order is ${escapeHtml(order.status)}.</p>`
  }
</body>
</html>`;
}

function withParams(url: string, params: Record<string, string>): string {
  const out = new URL(url);
  for (const [key, value] of Object.entries(params)) out.searchParams.set(key, value);
  return out.toString();
}

/** The fake's HTTP handling, independent of any server: `(req, res) => void` for node:http or a mount. */
export function createPayPalFakeHandler(state: PayPalFakeState): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    void (async () => {
      const local = localPath(req.url ?? '/', state.basePath);
      if (!local) return sendJson(res, 404, error(404, 'RESOURCE_NOT_FOUND', 'Not found').body);
      const method = req.method ?? 'GET';
      const body = await readBody(req);
      const { path, query } = local;
      const reply = (answer: { status: number; body: unknown }) => sendJson(res, answer.status, answer.body);

      if (path === '/checkoutnow' && method === 'GET') {
        const order = state.orders.get(query.get('token') ?? '');
        if (!order) return sendHtml(res, 404, '<!doctype html><p>Unknown order</p>');
        return sendHtml(res, 200, approvePage(order), order.returnUrl);
      }
      const buyer = /^\/checkoutnow\/(approve|cancel)$/.exec(path);
      if (buyer && method === 'POST') {
        const order = state.orders.get(new URLSearchParams(body).get('token') ?? '');
        if (!order) return sendHtml(res, 404, '<!doctype html><p>Unknown order</p>');
        if (order.status !== 'PAYER_ACTION_REQUIRED') return sendHtml(res, 409, '<!doctype html><p>Order closed</p>');
        if (buyer[1] === 'approve') {
          order.status = 'APPROVED';
          order.payerId = id(13);
          return redirect(res, withParams(order.returnUrl, { token: order.id, PayerID: order.payerId }));
        }
        return redirect(res, withParams(order.cancelUrl, { token: order.id }));
      }

      state.requests.push({ method, path, headers: req.headers, body });

      if (path === '/v1/oauth2/token' && method === 'POST') return reply(tokenAnswer(state, req, body));

      if (!path.startsWith('/v2/checkout/orders')) {
        return reply(error(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.'));
      }
      const clientId = bearerClient(state, req);
      if (!clientId) {
        return reply(
          error(
            401,
            'AUTHENTICATION_FAILURE',
            'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
          ),
        );
      }
      const requestId = typeof req.headers['paypal-request-id'] === 'string' ? req.headers['paypal-request-id'] : '';

      if (path === '/v2/checkout/orders' && method === 'POST') {
        let json: Record<string, unknown>;
        try {
          json = rec(JSON.parse(body));
        } catch {
          return reply(
            error(
              400,
              'INVALID_REQUEST',
              'Request is not well-formed, syntactically incorrect, or violates schema.',
              'MALFORMED_REQUEST_JSON',
            ),
          );
        }
        const key = `create|${clientId}|${requestId}`;
        const seen = requestId ? state.idempotent.get(key) : undefined;
        if (seen) return reply(seen);
        const answer = createOrder(state, clientId, json);
        if (requestId && answer.status < 300) state.idempotent.set(key, answer);
        return reply(answer);
      }

      const match = /^\/v2\/checkout\/orders\/([A-Za-z0-9-]+)(\/capture)?$/.exec(path);
      const order = match ? state.orders.get(match[1] ?? '') : undefined;
      if (!match || !order || order.clientId !== clientId) {
        return reply(
          error(
            404,
            'RESOURCE_NOT_FOUND',
            'The specified resource does not exist.',
            'INVALID_RESOURCE_ID',
            'Specified resource ID does not exist.',
          ),
        );
      }
      if (!match[2] && method === 'GET') return reply({ status: 200, body: orderJson(state, order) });
      if (match[2] && method === 'POST') {
        if (state.mode === 'capture-500') {
          return reply(error(500, 'INTERNAL_SERVER_ERROR', 'An internal server error has occurred.'));
        }
        const key = `capture|${order.id}|${requestId}`;
        const seen = requestId ? state.idempotent.get(key) : undefined;
        if (seen) return reply(seen);
        const answer = captureOrder(state, order);
        if (requestId) state.idempotent.set(key, answer);
        return reply(answer);
      }
      return reply(error(405, 'METHOD_NOT_SUPPORTED', 'The server does not implement the requested HTTP method.'));
    })().catch(() => {
      if (!res.headersSent) sendJson(res, 400, { name: 'INVALID_REQUEST', message: 'Bad request' });
      else res.destroy();
    });
  };
}

export interface PayPalFake {
  baseUrl: string;
  close(): Promise<void>;
  state: PayPalFakeState;
  orders: Map<string, PayPalFakeOrder>;
  /** Every API call (token and /v2) received, in order. */
  requests: FakeRequestRecord[];
  /** How many tokens were issued. */
  tokenRequests(): number;
  setMode(mode: PayPalFakeMode): void;
}

/** Starts the fake on 127.0.0.1 with a free port; accepts the given client id/secret pairs. */
export async function startPayPalFake(options: { clients?: Record<string, string> } = {}): Promise<PayPalFake> {
  const state = createPayPalFakeState({ clients: options.clients });
  const server = await listen(createPayPalFakeHandler(state));
  state.publicBaseUrl = server.baseUrl;
  return {
    baseUrl: server.baseUrl,
    close: server.close,
    state,
    orders: state.orders,
    requests: state.requests,
    tokenRequests: () => state.requests.filter((r) => r.path === '/v1/oauth2/token').length,
    setMode(mode) {
      state.mode = mode;
    },
  };
}
