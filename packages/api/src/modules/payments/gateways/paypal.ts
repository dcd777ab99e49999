/**
 * PayPal Orders v2 (USD): an OAuth2 client-credentials token (cached until shortly before it expires),
 * `POST /v2/checkout/orders` with intent CAPTURE and `payment_source.paypal.experience_context` return and
 * cancel URLs, the payer approves at the `payer-action` link, then `POST /v2/checkout/orders/{id}/capture`.
 * Every write carries `PayPal-Request-Id`, so repeating a call with the same id cannot pay twice.
 * The client secret and access tokens never go into an error message or cause.
 */
import type { ResultCode } from '@rassam/i18n';
import { GatewayError } from './gateway-error';
import {
  DEFAULT_GATEWAY_TIMEOUT_MS,
  gatewayRequest,
  isRecord,
  isRetryableStatus,
  redact,
  trimBaseUrl,
} from './gateway-http';

const PROVIDER = 'paypal';
/** Renew the token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export interface PayPalCreateOrderInput {
  /** USD as a decimal string with at most two decimals, e.g. "12.50". */
  amountUsd: string;
  returnUrl: string;
  cancelUrl: string;
  /** Idempotency key sent as `PayPal-Request-Id`: the same key returns the same order. */
  requestId: string;
  description?: string;
  /** Our own reference (e.g. the wallet order id), stored as the purchase unit's `custom_id`. */
  customId?: string;
}

export interface PayPalCapture {
  /** The order's status after the capture: `COMPLETED` when the capture went through. */
  status: string;
  /** The capture's own status: `COMPLETED`, or `PENDING` when PayPal holds the funds for review. */
  captureStatus: string;
  captureId: string;
  amountUsd: string;
  currency: string;
}

export interface PayPalOrder {
  orderId: string;
  /** CREATED, SAVED, APPROVED, VOIDED, COMPLETED or PAYER_ACTION_REQUIRED. */
  status: string;
  amountUsd: string | null;
  currency: string | null;
  customId: string | null;
  captureId: string | null;
  captureStatus: string | null;
  /** What the capture took (it can differ from the order's amount): the money to check, not the order's. */
  captureAmountUsd: string | null;
  captureCurrency: string | null;
  approveUrl: string | null;
}

export interface PayPalGateway {
  createOrder(input: PayPalCreateOrderInput): Promise<{ orderId: string; approveUrl: string }>;
  captureOrder(orderId: string, requestId: string): Promise<PayPalCapture>;
  getOrder(orderId: string): Promise<PayPalOrder>;
}

/** PayPal issues (422/400 `details[].issue`) that mean the payer has not (successfully) paid. */
const NOT_PAID_ISSUES = new Set([
  'ORDER_NOT_APPROVED',
  'PAYER_ACTION_REQUIRED',
  'INSTRUMENT_DECLINED',
  'PAYER_CANNOT_PAY',
  'TRANSACTION_REFUSED',
  'ORDER_EXPIRED',
  'ORDER_COMPLETED_OR_VOIDED',
]);

function appCodeFor(status: number, issue: string | undefined, name: string | undefined): ResultCode {
  if (isRetryableStatus(status)) return 'PaypalServerError';
  if (issue === 'ORDER_ALREADY_CAPTURED') return 'OrderAlreadyCompleted';
  if (issue && NOT_PAID_ISSUES.has(issue)) return 'PaymentNotCompleted';
  if (status === 404 || name === 'RESOURCE_NOT_FOUND') return 'PaymentNotCompleted';
  if (status === 401 || status === 403) return 'ServiceNotAvailable';
  return 'PaymentNotCompleted';
}

const USD = /^(?:0|[1-9]\d{0,8})(?:\.\d{1,2})?$/;

/** "12.5" → "12.50"; throws for anything that is not a positive USD amount. */
export function normalizeUsd(amount: string): string {
  const trimmed = String(amount).trim();
  if (!USD.test(trimmed)) throw refuse('the amount must be a USD decimal string such as "12.50"');
  const [whole, cents = ''] = trimmed.split('.');
  const value = `${whole}.${cents.padEnd(2, '0')}`;
  if (value === '0.00') throw refuse('the amount must be above zero');
  return value;
}

function refuse(message: string, appCode: ResultCode = 'PaymentNotCompleted'): GatewayError {
  return new GatewayError(PROVIDER, { retryable: false, appCode, message: `${PROVIDER}: ${message}` });
}

function checkUrl(value: string, field: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse(`the ${field} is not a URL`, 'ServiceNotAvailable');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw refuse(`the ${field} must be http or https`, 'ServiceNotAvailable');
  }
  return value;
}

function checkOrderId(orderId: string): string {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(orderId)) throw refuse('the order id is malformed');
  return orderId;
}

function checkRequestId(requestId: string): string {
  if (!/^[\x21-\x7e]{1,108}$/.test(requestId)) throw refuse('the request id must be 1 to 108 visible ASCII characters');
  return requestId;
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function linkOf(json: Record<string, unknown>, ...rels: string[]): string | null {
  const links = Array.isArray(json.links) ? json.links : [];
  for (const rel of rels) {
    const link: unknown = links.find((l: unknown) => isRecord(l) && l.rel === rel);
    if (isRecord(link) && typeof link.href === 'string') return link.href;
  }
  return null;
}

function firstUnit(json: Record<string, unknown>): Record<string, unknown> | undefined {
  const units = Array.isArray(json.purchase_units) ? json.purchase_units : [];
  const unit: unknown = units[0];
  return isRecord(unit) ? unit : undefined;
}

function firstCapture(json: Record<string, unknown>): Record<string, unknown> | undefined {
  const payments = firstUnit(json)?.payments;
  const captures = isRecord(payments) && Array.isArray(payments.captures) ? payments.captures : [];
  const capture: unknown = captures[0];
  return isRecord(capture) ? capture : undefined;
}

function money(value: unknown): { value: string | null; currency: string | null } {
  return isRecord(value)
    ? { value: str(value.value), currency: str(value.currency_code) }
    : { value: null, currency: null };
}

export function createPayPalGateway(options: {
  clientId: string;
  clientSecret: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Clock for the token cache (tests). */
  now?: () => number;
}): PayPalGateway {
  const baseUrl = trimBaseUrl(options.baseUrl ?? 'https://api-m.paypal.com');
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_GATEWAY_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`, 'utf8').toString('base64');
  const secrets: string[] = [options.clientSecret, basic];

  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  function apiError(operation: string, status: number, json: unknown): GatewayError {
    const body = isRecord(json) ? json : {};
    const name = str(body.name) ?? str(body.error) ?? undefined;
    const detail: unknown = Array.isArray(body.details) ? body.details[0] : undefined;
    const issue = isRecord(detail) ? (str(detail.issue) ?? undefined) : undefined;
    const description = isRecord(detail) ? str(detail.description) : null;
    const text = [str(body.message) ?? str(body.error_description), description].filter(Boolean).join(' ');
    const debugId = str(body.debug_id);
    const message = redact(
      `${PROVIDER} ${operation}: HTTP ${status}${name ? ` ${name}` : ''}${issue ? ` ${issue}` : ''}` +
        `${text ? `: ${text}` : ''}${debugId ? ` (debug_id ${debugId})` : ''}`,
      secrets,
    );
    return new GatewayError(PROVIDER, {
      retryable: isRetryableStatus(status),
      appCode: appCodeFor(status, issue, name),
      message,
      httpStatus: status,
      ...(issue || name ? { resultCode: issue ?? name } : {}),
    });
  }

  async function fetchToken(): Promise<string> {
    const { status, json } = await gatewayRequest({
      provider: PROVIDER,
      url: `${baseUrl}/v1/oauth2/token`,
      init: {
        method: 'POST',
        headers: { Authorization: `Basic ${basic}`, Accept: 'application/json' },
        body: new URLSearchParams({ grant_type: 'client_credentials' }),
      },
      fetch: doFetch,
      timeoutMs,
      secrets,
      networkAppCode: 'PaypalServerError',
      operation: 'token',
    });
    if (status !== 200 || !isRecord(json) || typeof json.access_token !== 'string') {
      const error = apiError('token', status, json);
      // Refused credentials are a configuration problem, not the payer's.
      if (status === 401 || status === 400) {
        throw new GatewayError(PROVIDER, {
          retryable: false,
          appCode: 'ServiceNotAvailable',
          message: error.message,
          httpStatus: status,
          ...(error.resultCode === undefined ? {} : { resultCode: error.resultCode }),
        });
      }
      if (status === 200) {
        throw new GatewayError(PROVIDER, {
          retryable: true,
          appCode: 'PaypalServerError',
          message: `${PROVIDER} token: HTTP 200 without an access token`,
          httpStatus: status,
        });
      }
      throw error;
    }
    const token = json.access_token;
    secrets[2] = token; // the current token only: older ones are dead anyway
    const expiresIn = typeof json.expires_in === 'number' && json.expires_in > 0 ? json.expires_in : 300;
    cached = { token, expiresAt: now() + Math.max(expiresIn * 1000 - TOKEN_MARGIN_MS, (expiresIn * 1000) / 2) };
    return token;
  }

  async function token(): Promise<string> {
    if (cached && now() < cached.expiresAt) return cached.token;
    // One token request at a time, however many calls wait for it.
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function api(
    operation: string,
    method: 'GET' | 'POST',
    path: string,
    init: { body?: unknown; requestId?: string; representation?: boolean } = {},
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    for (let attempt = 0; ; attempt++) {
      const accessToken = await token();
      const headers: Record<string, string> = { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' };
      if (init.body !== undefined) headers['Content-Type'] = 'application/json';
      if (init.requestId) headers['PayPal-Request-Id'] = init.requestId;
      if (init.representation) headers.Prefer = 'return=representation';
      const { status, json } = await gatewayRequest({
        provider: PROVIDER,
        url: `${baseUrl}${path}`,
        init: { method, headers, ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }) },
        fetch: doFetch,
        timeoutMs,
        secrets,
        networkAppCode: 'PaypalServerError',
        operation,
      });
      if (status === 401 && attempt === 0) {
        // Revoked or expired early: fetch a new token once and repeat (safe: the request id guards writes).
        cached = null;
        continue;
      }
      if (status < 200 || status >= 300) throw apiError(operation, status, json);
      if (!isRecord(json)) {
        throw new GatewayError(PROVIDER, {
          retryable: true,
          appCode: 'PaypalServerError',
          message: `${PROVIDER} ${operation}: HTTP ${status} with an unreadable body`,
          httpStatus: status,
        });
      }
      return { status, json };
    }
  }

  function unexpected(operation: string, what: string): GatewayError {
    return new GatewayError(PROVIDER, {
      retryable: true,
      appCode: 'PaypalServerError',
      message: `${PROVIDER} ${operation}: ${what}`,
    });
  }

  return {
    async createOrder(input) {
      const value = normalizeUsd(input.amountUsd);
      const requestId = checkRequestId(input.requestId);
      const unit: Record<string, unknown> = { amount: { currency_code: 'USD', value } };
      if (input.description) unit.description = input.description.slice(0, 127);
      if (input.customId) unit.custom_id = input.customId.slice(0, 127);
      const body = {
        intent: 'CAPTURE',
        purchase_units: [unit],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: checkUrl(input.returnUrl, 'returnUrl'),
              cancel_url: checkUrl(input.cancelUrl, 'cancelUrl'),
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
            },
          },
        },
      };
      const { json } = await api('create order', 'POST', '/v2/checkout/orders', { body, requestId });
      const orderId = str(json.id);
      const approveUrl = linkOf(json, 'payer-action', 'approve');
      if (!orderId || !approveUrl) throw unexpected('create order', 'answer without an order id or approve link');
      return { orderId, approveUrl };
    },

    async captureOrder(orderId, requestId) {
      const id = checkOrderId(orderId);
      const { json } = await api('capture', 'POST', `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, {
        body: {},
        requestId: checkRequestId(requestId),
        representation: true,
      });
      const capture = firstCapture(json);
      const amount = money(capture?.amount);
      const captureId = str(capture?.id);
      const status = str(json.status);
      const captureStatus = str(capture?.status);
      if (!status || !capture || !captureId || !captureStatus || !amount.value || !amount.currency) {
        throw unexpected('capture', 'answer without a capture');
      }
      return { status, captureStatus, captureId, amountUsd: amount.value, currency: amount.currency };
    },

    async getOrder(orderId) {
      const id = checkOrderId(orderId);
      const { json } = await api('get order', 'GET', `/v2/checkout/orders/${encodeURIComponent(id)}`);
      const unit = firstUnit(json);
      const amount = money(unit?.amount);
      const capture = firstCapture(json);
      const captured = money(capture?.amount);
      const status = str(json.status);
      if (!status) throw unexpected('get order', 'answer without a status');
      return {
        orderId: str(json.id) ?? id,
        status,
        amountUsd: amount.value,
        currency: amount.currency,
        customId: str(unit?.custom_id),
        captureId: str(capture?.id),
        captureStatus: str(capture?.status),
        captureAmountUsd: captured.value,
        captureCurrency: captured.currency,
        approveUrl: linkOf(json, 'payer-action', 'approve'),
      };
    },
  };
}
