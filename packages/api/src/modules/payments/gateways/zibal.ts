/**
 * Zibal (Iranian rial) payment gateway: request a track, send the payer to `/start/{trackId}`, read the
 * callback as a hint and verify server-side. `POST {baseUrl}/v1/{request|verify|inquiry}`, JSON bodies that
 * all carry `merchant`. The merchant id is a secret: it never goes into an error message or cause.
 */
import type { ResultCode } from '@rassam/i18n';
import { toAsciiDigits } from '../../notify/provider-http';
import { GatewayError } from './gateway-error';
import {
  DEFAULT_GATEWAY_TIMEOUT_MS,
  gatewayRequest,
  isRecord,
  isRetryableStatus,
  redact,
  trimBaseUrl,
} from './gateway-http';

const PROVIDER = 'zibal';
export const ZIBAL_MIN_AMOUNT_RIALS = 1_000;

/** Zibal's `result` codes (contract "Zibal (IRR)"). `appCode` and `retryable` apply when it is a failure. */
export const ZIBAL_RESULTS: Record<number, { meaning: string; appCode?: ResultCode; retryable?: boolean }> = {
  100: { meaning: 'success' },
  102: { meaning: 'merchant not found', appCode: 'ServiceNotAvailable', retryable: false },
  103: { meaning: 'merchant inactive', appCode: 'ServiceNotAvailable', retryable: false },
  104: { meaning: 'merchant invalid', appCode: 'ServiceNotAvailable', retryable: false },
  105: { meaning: 'amount too low (minimum 1,000 rials)', appCode: 'PaymentNotCompleted', retryable: false },
  106: { meaning: 'invalid callbackUrl', appCode: 'ServiceNotAvailable', retryable: false },
  113: { meaning: 'amount above the limit', appCode: 'PaymentNotCompleted', retryable: false },
  201: { meaning: 'already verified' },
  202: { meaning: 'unpaid or failed' },
  203: { meaning: 'invalid trackId', appCode: 'PaymentNotCompleted', retryable: false },
};

/** Zibal's transaction `status` codes (contract "Zibal (IRR)"). */
export const ZIBAL_STATUSES: Record<number, string> = {
  [-1]: 'awaiting payment',
  [-2]: 'internal error',
  1: 'paid and verified',
  2: 'paid, not verified',
  3: 'cancelled by payer',
  4: 'invalid card',
  5: 'insufficient funds',
  6: 'wrong PIN',
  7: 'too many requests',
  8: 'daily transaction count limit',
  9: 'daily transaction amount limit',
  10: 'invalid card issuer',
  11: 'switch error',
  12: 'card not accessible',
  15: 'refunded',
  16: 'refunding',
  18: 'reversed',
};

export function describeZibalResult(result: number): string {
  return ZIBAL_RESULTS[result]?.meaning ?? 'unknown result';
}

export function describeZibalStatus(status: number): string {
  return ZIBAL_STATUSES[status] ?? 'unknown status';
}

export interface ZibalRequestInput {
  /** Integer rials, at least 1,000. */
  amountRials: number;
  callbackUrl: string;
  orderId: string;
  description?: string;
  /** `09…`, `+989…`, `989…` or `00989…`; sent only when it normalizes to `09\d{9}`. */
  mobile?: string;
}

export type ZibalVerification =
  | {
      /** `verified`: this call verified it (result 100); `already-verified`: an earlier call did (201). */
      outcome: 'verified' | 'already-verified';
      trackId: string;
      /** The amount Zibal reports: the caller must compare it with its order. */
      amountRials: number;
      refNumber: string | null;
      /** Masked card number, e.g. `621986******1234`. */
      cardNumber: string | null;
      paidAt: string | null;
      orderId: string | null;
    }
  | {
      /** Result 202: not paid (cancelled, failed or still pending). Nothing to credit. */
      outcome: 'unpaid';
      trackId: string;
      /** The transaction status when Zibal gave one (see ZIBAL_STATUSES), else null. */
      status: number | null;
    };

export interface ZibalInquiry {
  trackId: string;
  status: number;
  statusMeaning: string;
  amountRials: number | null;
  orderId: string | null;
  refNumber: string | null;
  cardNumber: string | null;
  paidAt: string | null;
  verifiedAt: string | null;
  description: string | null;
}

export interface ZibalCallback {
  trackId: string;
  /** True when the payer came back with `success=1` and a paid status: worth a verify, still not proof. */
  success: boolean;
  status: number;
  orderId: string | null;
}

export interface ZibalGateway {
  request(input: ZibalRequestInput): Promise<{ trackId: string; startUrl: string }>;
  verify(trackId: string): Promise<ZibalVerification>;
  inquiry(trackId: string): Promise<ZibalInquiry>;
  parseCallback(query: URLSearchParams): ZibalCallback;
}

/** `+989121234567`, `989121234567`, `00989121234567`, Persian digits… → `09121234567`, or null. */
export function toZibalMobile(mobile: string): string | null {
  let digits = toAsciiDigits(mobile).replace(/[\s\-()]/g, '');
  if (digits.startsWith('+98')) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith('0098')) digits = `0${digits.slice(4)}`;
  else if (/^989\d{9}$/.test(digits)) digits = `0${digits.slice(2)}`;
  else if (/^9\d{9}$/.test(digits)) digits = `0${digits}`;
  return /^09\d{9}$/.test(digits) ? digits : null;
}

function refuse(message: string, appCode: ResultCode = 'PaymentNotCompleted'): GatewayError {
  return new GatewayError(PROVIDER, { retryable: false, appCode, message: `${PROVIDER}: ${message}` });
}

function text(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function num(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  return null;
}

function checkTrackId(trackId: string): string {
  const id = toAsciiDigits(String(trackId).trim());
  if (!/^\d{1,20}$/.test(id)) throw refuse('the trackId must be digits');
  return id;
}

export function createZibalGateway(options: {
  merchant: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): ZibalGateway {
  const baseUrl = trimBaseUrl(options.baseUrl ?? 'https://gateway.zibal.ir');
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_GATEWAY_TIMEOUT_MS;
  const secrets = [options.merchant];

  /** One call; returns the body when Zibal answered with a `result`, throws a GatewayError otherwise. */
  async function call(
    operation: 'request' | 'verify' | 'inquiry',
    body: Record<string, unknown>,
  ): Promise<{ result: number; json: Record<string, unknown> }> {
    const { status, json } = await gatewayRequest({
      provider: PROVIDER,
      url: `${baseUrl}/v1/${operation}`,
      init: {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ merchant: options.merchant, ...body }),
      },
      fetch: doFetch,
      timeoutMs,
      secrets,
      networkAppCode: 'ServiceNotAvailable',
      operation,
    });
    const result = isRecord(json) ? num(json.result) : null;
    if (isRetryableStatus(status) || result === null || !isRecord(json)) {
      // Every Zibal call is safe to repeat (a new track, an idempotent verify, a read), so an answer we
      // cannot read is worth another attempt, as are rate limits and gateway-side failures.
      const retryable = isRetryableStatus(status) || (status >= 200 && status < 300);
      throw new GatewayError(PROVIDER, {
        retryable,
        appCode: 'ServiceNotAvailable',
        message: `${PROVIDER} ${operation}: HTTP ${status}${result === null ? ', no result in the answer' : `, result ${result}`}`,
        httpStatus: status,
        ...(result === null ? {} : { resultCode: result }),
      });
    }
    return { result, json };
  }

  function failure(operation: string, result: number, json: Record<string, unknown>, httpStatus: number) {
    const known = ZIBAL_RESULTS[result];
    const providerMessage = typeof json.message === 'string' ? redact(json.message, secrets) : undefined;
    const detail = [known?.meaning ?? 'unexpected result', providerMessage].filter(Boolean).join(': ');
    return new GatewayError(PROVIDER, {
      retryable: known?.retryable ?? false,
      appCode: known?.appCode ?? 'ServiceNotAvailable',
      message: `${PROVIDER} ${operation}: result ${result} (${detail})`,
      resultCode: result,
      httpStatus,
    });
  }

  async function inquiry(trackIdInput: string): Promise<ZibalInquiry> {
    const trackId = checkTrackId(trackIdInput);
    const { result, json } = await call('inquiry', { trackId: Number(trackId) });
    if (result !== 100) throw failure('inquiry', result, json, 200);
    const status = num(json.status) ?? -2;
    return {
      trackId,
      status,
      statusMeaning: describeZibalStatus(status),
      amountRials: num(json.amount),
      orderId: text(json.orderId),
      refNumber: text(json.refNumber),
      cardNumber: text(json.cardNumber),
      paidAt: text(json.paidAt),
      verifiedAt: text(json.verifiedAt),
      description: text(json.description),
    };
  }

  return {
    async request(input) {
      const amount = input.amountRials;
      if (!Number.isSafeInteger(amount) || amount < ZIBAL_MIN_AMOUNT_RIALS) {
        throw refuse(`the amount must be an integer number of rials of at least ${ZIBAL_MIN_AMOUNT_RIALS}`);
      }
      let callback: URL;
      try {
        callback = new URL(input.callbackUrl);
      } catch {
        throw refuse('the callbackUrl is not a URL', 'ServiceNotAvailable');
      }
      if (callback.protocol !== 'http:' && callback.protocol !== 'https:') {
        throw refuse('the callbackUrl must be http or https', 'ServiceNotAvailable');
      }
      const body: Record<string, unknown> = { amount, callbackUrl: input.callbackUrl, orderId: input.orderId };
      if (input.description) body.description = input.description;
      const mobile = input.mobile === undefined ? null : toZibalMobile(input.mobile);
      if (mobile) body.mobile = mobile;

      const { result, json } = await call('request', body);
      if (result !== 100) throw failure('request', result, json, 200);
      const trackId = text(json.trackId);
      if (!trackId || !/^\d+$/.test(trackId)) {
        throw new GatewayError(PROVIDER, {
          retryable: true,
          appCode: 'ServiceNotAvailable',
          message: `${PROVIDER} request: result 100 without a trackId`,
          resultCode: result,
        });
      }
      return { trackId, startUrl: `${baseUrl}/start/${trackId}` };
    },

    async verify(trackIdInput) {
      const trackId = checkTrackId(trackIdInput);
      const { result, json } = await call('verify', { trackId: Number(trackId) });
      if (result === 202) return { outcome: 'unpaid', trackId, status: num(json.status) };
      if (result !== 100 && result !== 201) throw failure('verify', result, json, 200);

      const outcome = result === 100 ? 'verified' : 'already-verified';
      let amountRials = num(json.amount);
      let details = {
        refNumber: text(json.refNumber),
        cardNumber: text(json.cardNumber),
        paidAt: text(json.paidAt),
        orderId: text(json.orderId),
      };
      if (amountRials === null) {
        // A repeat verify may come back without the payment's details; the inquiry has them.
        const found = await inquiry(trackId);
        amountRials = found.amountRials;
        details = {
          refNumber: details.refNumber ?? found.refNumber,
          cardNumber: details.cardNumber ?? found.cardNumber,
          paidAt: details.paidAt ?? found.paidAt,
          orderId: details.orderId ?? found.orderId,
        };
      }
      if (amountRials === null) {
        throw new GatewayError(PROVIDER, {
          retryable: true,
          appCode: 'ServiceNotAvailable',
          message: `${PROVIDER} verify: result ${result} without an amount`,
          resultCode: result,
        });
      }
      return { outcome, trackId, amountRials, ...details };
    },

    inquiry,

    parseCallback(query) {
      const rawTrackId = query.get('trackId');
      if (rawTrackId === null) throw refuse('the callback has no trackId');
      const trackId = checkTrackId(rawTrackId);
      const status = num(toAsciiDigits(query.get('status') ?? '')) ?? -2;
      const orderId = query.get('orderId');
      return {
        trackId,
        success: query.get('success') === '1' && (status === 2 || status === 1),
        status,
        orderId: orderId === null || orderId === '' ? null : orderId,
      };
    },
  };
}
