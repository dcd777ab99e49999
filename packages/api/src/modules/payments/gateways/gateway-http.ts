/** Shared plumbing of the payment gateway adapters: one request with a timeout, secrets kept out of errors. */
import type { ResultCode } from '@rassam/i18n';
import { requestJson } from '../../notify/provider-http';
import { GatewayError, type GatewayProvider } from './gateway-error';

export { isRecord, redact } from '../../notify/provider-http';

export const DEFAULT_GATEWAY_TIMEOUT_MS = 15_000;

export interface GatewayResponse {
  status: number;
  /** The parsed JSON body, or undefined when the body was empty or not JSON. */
  json: unknown;
}

/**
 * One request of a gateway adapter: network errors and timeouts become retryable GatewayErrors with
 * `networkAppCode`; HTTP statuses are left to the caller.
 */
export function gatewayRequest(options: {
  provider: GatewayProvider;
  url: string;
  init: RequestInit;
  fetch: typeof fetch;
  timeoutMs: number;
  secrets: readonly string[];
  networkAppCode: ResultCode;
  /** What was being done, for the message ("verify", "create order"). */
  operation: string;
}): Promise<GatewayResponse> {
  return requestJson(
    { ...options, label: `${options.provider} ${options.operation}` },
    (message, cause) =>
      new GatewayError(options.provider, { retryable: true, appCode: options.networkAppCode, message, cause }),
  );
}

/** Rate limits and gateway-side failures may pass later. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

export function trimBaseUrl(url: string): string {
  return url.replace(/\/+$/, '');
}
