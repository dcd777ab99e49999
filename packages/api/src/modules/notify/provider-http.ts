/** Shared plumbing of the HTTP SMS adapters: one POST with a timeout, secrets kept out of errors. */
import { redact, sanitizeError } from '@rassam/ai/providers';
import { DeliveryError } from './notify.types';

export const DEFAULT_TIMEOUT_MS = 10_000;

// One implementation of secret redaction for every outside service (SMS, payments, AI providers).
export { redact, sanitizeError } from '@rassam/ai/providers';

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function describeNetworkError(error: unknown, secrets: readonly string[]): string {
  if (!(error instanceof Error)) return 'network error';
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const code = (cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown }).code;
  const detail = cause ? cause.message : error.message;
  return redact(`network error${typeof code === 'string' ? ` (${code})` : ''}: ${detail}`, secrets);
}

export interface ProviderResponse {
  status: number;
  /** The parsed JSON body, or undefined when the body was not JSON. */
  json: unknown;
}

/**
 * Sends one request and reads its body within `timeoutMs`. A network error or a timeout becomes the
 * error `fail` makes from a secret-free message and cause (the caller's type: SMS or payment); HTTP
 * statuses are left to the caller.
 */
export async function requestJson(
  options: {
    label: string;
    url: string;
    init: RequestInit;
    fetch: typeof fetch;
    timeoutMs: number;
    secrets: readonly string[];
  },
  fail: (message: string, cause: unknown) => Error,
): Promise<ProviderResponse> {
  const { label, secrets, timeoutMs } = options;
  try {
    const response = await options.fetch(options.url, { ...options.init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json };
  } catch (error) {
    const message = isTimeout(error)
      ? `${label}: no answer within ${timeoutMs} ms`
      : `${label}: ${describeNetworkError(error, secrets)}`;
    throw fail(message, sanitizeError(error, secrets));
  }
}

/** One request of an SMS adapter: network errors and timeouts are retryable DeliveryErrors. */
export function providerRequest(options: {
  provider: string;
  url: string;
  init: RequestInit;
  fetch: typeof fetch;
  timeoutMs: number;
  secrets: readonly string[];
}): Promise<ProviderResponse> {
  return requestJson(
    { ...options, label: options.provider },
    (message, cause) => new DeliveryError(options.provider, true, message, { cause }),
  );
}

/** Retry policy shared by the HTTP adapters: rate limits and provider-side failures may pass later. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Persian and Arabic-Indic digits → ASCII; providers' templates expect the code as plain digits. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[۰-۹٠-٩]/g, (d) => String((d.charCodeAt(0) - (d >= '۰' ? 0x06f0 : 0x0660)) % 10));
}

/** The code must be a short run of digits: the providers reject spaces and the templates expect digits. */
export function checkCode(provider: string, code: string): string {
  const ascii = toAsciiDigits(code.trim());
  if (!/^\d{1,20}$/.test(ascii)) throw new DeliveryError(provider, false, `${provider}: the code must be digits`);
  return ascii;
}
