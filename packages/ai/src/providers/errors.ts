/**
 * The one failure type of the remote providers. The worker reads `kind` and `retryable` (see
 * `toFailure` in the API's generation worker): a refusal or bad input is final and refunded at once,
 * infrastructure trouble goes back to the queue. Messages are English, for logs, and never contain an
 * API key, token or webhook secret (adapters build them through `redact`).
 */
import type { RemoteProviderName } from './types';

export type ProviderErrorKind =
  'moderation' | 'invalid-input' | 'rate-limited' | 'server' | 'network' | 'timeout' | 'not-found' | 'auth';

/** Only these may pass on a later attempt; a moderation refusal never does. */
const RETRYABLE_KINDS: ReadonlySet<ProviderErrorKind> = new Set(['rate-limited', 'server', 'network', 'timeout']);

export class ProviderError extends Error {
  readonly provider: RemoteProviderName;
  readonly kind: ProviderErrorKind;
  /**
   * True when the same request may succeed later. Defaults from `kind`; a provider may say less (fal's
   * `X-Fal-Retryable: false` on a 500), never more: a moderation or input error is never retryable.
   */
  readonly retryable: boolean;
  /** How long the provider asked us to wait (Retry-After), when it said. */
  readonly retryAfterMs?: number;
  readonly httpStatus?: number;
  /** The provider's own code: fal's detail `type`, OpenAI's `code`, Replicate's `title`. */
  readonly providerCode?: string;

  constructor(
    provider: RemoteProviderName,
    kind: ProviderErrorKind,
    message: string,
    options: {
      retryable?: boolean;
      retryAfterMs?: number;
      httpStatus?: number;
      providerCode?: string;
      cause?: unknown;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ProviderError';
    this.provider = provider;
    this.kind = kind;
    this.retryable = RETRYABLE_KINDS.has(kind) && options.retryable !== false;
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
    if (options.httpStatus !== undefined) this.httpStatus = options.httpStatus;
    if (options.providerCode !== undefined) this.providerCode = options.providerCode;
  }
}

export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError;
}

/** The kind an HTTP status means when the body says nothing more specific. */
export function kindOfStatus(status: number): ProviderErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 404 || status === 410) return 'not-found';
  if (status === 408 || status === 504) return 'timeout';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'invalid-input';
}

/**
 * `Retry-After-Ms` (OpenAI), then `Retry-After` as seconds or an HTTP date; undefined when absent or
 * unreadable. `now` is injectable so a date can be turned into a wait in tests.
 */
export function retryAfterMs(headers: Headers, now: number = Date.now()): number | undefined {
  const ms = headers.get('retry-after-ms');
  if (ms !== null && /^\d+(\.\d+)?$/.test(ms.trim())) return Math.ceil(Number(ms));
  const value = headers.get('retry-after');
  if (value === null) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.ceil(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Replaces every occurrence of the secrets (raw and URL-encoded) in a text. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (!secret) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join('[redacted]');
  }
  return out;
}

/**
 * A copy of a thrown value safe to attach as a cause: same name, code, message and stack with the
 * secrets replaced, nested causes alike (fetch implementations may put headers or URLs in errors).
 */
export function sanitizeError(value: unknown, secrets: readonly string[], depth = 0): unknown {
  if (!(value instanceof Error)) {
    return value === undefined || value === null ? value : redact(String(value), secrets);
  }
  const copy = new Error(redact(value.message, secrets));
  copy.name = value.name;
  copy.stack = value.stack === undefined ? undefined : redact(value.stack, secrets);
  const code = (value as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') Object.assign(copy, { code });
  if (value.cause !== undefined && depth < 5) copy.cause = sanitizeError(value.cause, secrets, depth + 1);
  return copy;
}

/** A provider's message, shortened for a log line and without secrets. */
export function clip(text: string, secrets: readonly string[], max = 300): string {
  const clean = redact(text, secrets).replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}
