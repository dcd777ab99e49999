import { describe, it, expect, vi, afterEach } from 'vitest';
import { ProviderError, redact, retryAfterMs } from './errors';
import { backoffMs, withRetries } from './retry';

const server = () => new ProviderError('fal', 'server', 'fal: HTTP 503');

afterEach(() => {
  vi.useRealTimers();
});

describe('ProviderError', () => {
  it('is retryable only for rate limits, server, network and timeout, and never more than the kind allows', () => {
    const kinds = [
      'moderation',
      'invalid-input',
      'rate-limited',
      'server',
      'network',
      'timeout',
      'not-found',
      'auth',
    ] as const;
    expect(kinds.filter((kind) => new ProviderError('openai', kind, 'x').retryable)).toEqual([
      'rate-limited',
      'server',
      'network',
      'timeout',
    ]);
    expect(new ProviderError('fal', 'moderation', 'x', { retryable: true }).retryable).toBe(false);
    expect(new ProviderError('fal', 'server', 'x', { retryable: false }).retryable).toBe(false);
  });

  it('reads Retry-After-Ms, Retry-After seconds and dates', () => {
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '1500' }))).toBe(1500);
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }))).toBe(2000);
    const now = Date.parse('2026-11-20T10:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': 'Fri, 20 Nov 2026 10:00:05 GMT' }), now)).toBe(5000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(retryAfterMs(new Headers())).toBeUndefined();
  });

  it('redacts raw and URL-encoded secrets', () => {
    expect(redact('key a+b/c= and a%2Bb%2Fc%3D', ['a+b/c='])).toBe('key [redacted] and [redacted]');
  });
});

describe('withRetries', () => {
  it('retries retryable errors with full-jitter exponential backoff, then succeeds', async () => {
    const waits: number[] = [];
    let calls = 0;
    const value = await withRetries(
      async () => {
        calls += 1;
        if (calls < 4) throw server();
        return 'done';
      },
      { attempts: 5, baseMs: 100, random: () => 0.999, sleep: async (ms) => void waits.push(ms) },
    );
    expect(value).toBe('done');
    expect(waits).toEqual([99, 199, 399]);
  });

  it('draws each wait in [0, min(cap, base·2ⁿ)]', () => {
    const options = { attempts: 9, baseMs: 100, maxMs: 500 };
    expect(backoffMs(1, { ...options, random: () => 0 })).toBe(0);
    expect(backoffMs(3, { ...options, random: () => 0.5 })).toBe(200);
    expect(backoffMs(8, { ...options, random: () => 0.5 })).toBe(250);
    const asked = new ProviderError('replicate', 'rate-limited', 'x', { retryAfterMs: 3000 });
    expect(backoffMs(1, { ...options, random: () => 0.5 }, asked)).toBe(3000);
  });

  it('does not retry moderation, invalid input, auth or plain errors', async () => {
    for (const error of [
      new ProviderError('fal', 'moderation', 'x'),
      new ProviderError('fal', 'invalid-input', 'x'),
      new ProviderError('fal', 'auth', 'x'),
      new Error('bug'),
    ]) {
      let calls = 0;
      await expect(
        withRetries(
          async () => {
            calls += 1;
            throw error;
          },
          { attempts: 5, baseMs: 1, sleep: async () => {} },
        ),
      ).rejects.toBe(error);
      expect(calls).toBe(1);
    }
  });

  it('stops after the attempts and throws the last error', async () => {
    let calls = 0;
    const error = await withRetries(
      async () => {
        calls += 1;
        throw server();
      },
      { attempts: 3, baseMs: 1, sleep: async () => {} },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(calls).toBe(3);
  });

  it('gives up at once when the provider asks for a longer wait than allowed', async () => {
    let calls = 0;
    await expect(
      withRetries(
        async () => {
          calls += 1;
          throw new ProviderError('openai', 'rate-limited', 'x', { retryAfterMs: 120_000 });
        },
        { attempts: 5, baseMs: 1, maxRetryAfterMs: 30_000, sleep: async () => {} },
      ),
    ).rejects.toBeInstanceOf(ProviderError);
    expect(calls).toBe(1);
  });

  it('honours retryIf (a submit retries only rate limits)', async () => {
    let calls = 0;
    await expect(
      withRetries(
        async () => {
          calls += 1;
          throw server();
        },
        { attempts: 5, baseMs: 1, sleep: async () => {}, retryIf: (e) => (e as ProviderError).kind === 'rate-limited' },
      ),
    ).rejects.toBeInstanceOf(ProviderError);
    expect(calls).toBe(1);
  });

  it('waits on real timers by default (fake timers here), and an abort ends the wait', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const run = withRetries(
      async () => {
        calls += 1;
        if (calls === 1) throw server();
        return calls;
      },
      { attempts: 2, baseMs: 1000, random: () => 0.5 },
    );
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(run).resolves.toBe(2);

    const controller = new AbortController();
    const aborted = withRetries(
      async () => {
        throw server();
      },
      { attempts: 3, baseMs: 10_000, random: () => 0.5, signal: controller.signal },
    );
    const caught = aborted.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort(new Error('job cancelled'));
    expect(((await caught) as Error).message).toBe('job cancelled');
  });
});
