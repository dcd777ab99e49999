/**
 * Exponential backoff with full jitter (a random wait in [0, min(cap, base·2ⁿ)]), so that many workers
 * hitting the same rate limit do not come back in step. Only retryable ProviderErrors are retried; a
 * provider's Retry-After is honoured as a floor, and one longer than `maxRetryAfterMs` ends the attempts
 * at once (the job goes back to the queue instead of holding a worker).
 */
import { isProviderError } from './errors';

export interface RetryOptions {
  /** Total tries, the first included (1 = no retry). */
  attempts: number;
  /** The cap of the first wait; doubles on each retry. */
  baseMs: number;
  /** The largest cap a wait can reach. */
  maxMs?: number;
  /** A provider asking for a longer wait than this ends the retries. */
  maxRetryAfterMs?: number;
  /** Injectable for tests (fake timers or a recorder). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  signal?: AbortSignal;
  /** Narrows what is retried further (e.g. only rate limits for a non-idempotent submit). */
  retryIf?: (error: unknown) => boolean;
  onRetry?: (info: { attempt: number; delayMs: number; error: unknown }) => void;
}

export const DEFAULT_RETRY: Pick<RetryOptions, 'attempts' | 'baseMs' | 'maxMs' | 'maxRetryAfterMs'> = {
  attempts: 3,
  baseMs: 500,
  maxMs: 8_000,
  maxRetryAfterMs: 30_000,
};

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The wait before retry number `retry` (1 = the first retry). */
export function backoffMs(retry: number, options: RetryOptions, error?: unknown): number {
  const cap = Math.min(options.maxMs ?? Number.POSITIVE_INFINITY, options.baseMs * 2 ** Math.max(0, retry - 1));
  const jittered = Math.floor((options.random ?? Math.random)() * cap);
  const asked = isProviderError(error) ? error.retryAfterMs : undefined;
  return asked === undefined ? jittered : Math.max(asked, jittered);
}

export async function withRetries<T>(fn: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const attempts = Math.max(1, Math.floor(options.attempts));
  const wait = options.sleep ?? sleep;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      const retryable = isProviderError(error) && error.retryable && (options.retryIf?.(error) ?? true);
      if (!retryable || attempt >= attempts || options.signal?.aborted) throw error;
      const asked = error.retryAfterMs;
      if (asked !== undefined && asked > (options.maxRetryAfterMs ?? Number.POSITIVE_INFINITY)) throw error;
      const delayMs = backoffMs(attempt, options, error);
      options.onRetry?.({ attempt, delayMs, error });
      await wait(delayMs, options.signal);
    }
  }
}
