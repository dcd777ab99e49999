import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('react-toastify/unstyled', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const { toast } = await import('react-toastify/unstyled');
const { api, ApiError } = await import('./api-client');

type Reply = { status: number; body: unknown };

function stubFetch(replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const reply = replies.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

beforeEach(() => {
  vi.stubGlobal('document', { documentElement: { lang: 'en' } });
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const failure = (code: string, message: string) => ({ error: { code, message } });

describe('api client', () => {
  it('sends the page language and JSON, and returns the data', async () => {
    const calls = stubFetch([{ status: 200, body: { data: { ok: 1 } } }]);
    const result = await api.post('/auth/check', { credential: '0912' }, { toastSuccess: false });
    expect(result.data).toEqual({ ok: 1 });
    expect(calls[0]!.url).toBe('/api/auth/check');
    expect((calls[0]!.init.headers as Record<string, string>)['x-locale']).toBe('en');
    expect(calls[0]!.init.body).toBe(JSON.stringify({ credential: '0912' }));
  });

  it('sends an Idempotency-Key only when given one, and PUT through the shorthand', async () => {
    const calls = stubFetch([
      { status: 200, body: { data: 1 } },
      { status: 200, body: { data: 2 } },
      { status: 200, body: { data: 3 } },
    ]);
    await api.post('/wallet/topups', { coins: 10 }, { idempotencyKey: 'key-1', toastSuccess: false });
    await api.post('/wallet/topups', { coins: 10 }, { toastSuccess: false });
    await api.put('/admin/coin-prices/zibal', { coinPrice: 1 }, { idempotencyKey: 'key-2', toastSuccess: false });
    const header = (index: number) => new Headers(calls[index]!.init.headers).get('Idempotency-Key');
    expect(header(0)).toBe('key-1');
    expect(header(1)).toBeNull();
    expect(calls[2]!.init.method).toBe('PUT');
    expect(header(2)).toBe('key-2');
  });

  it('never repeats a write that carries an Idempotency-Key behind the caller', async () => {
    const calls = stubFetch([
      { status: 503, body: failure('ServerError', 'down') },
      { status: 200, body: { data: 'second' } },
    ]);
    await expect(api.post('/wallet/topups', {}, { idempotencyKey: 'key', toastErrors: false })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(calls).toHaveLength(1);
  });

  it('makes a fresh Idempotency-Key each time, with or without randomUUID', async () => {
    const { newIdempotencyKey } = await import('./api-client');
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(newIdempotencyKey()).not.toBe(first);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const fallback = newIdempotencyKey();
    vi.unstubAllGlobals();
    expect(fallback).toMatch(/^[0-9a-f]{32}$/);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a read once on %i', async (status) => {
    const calls = stubFetch([
      { status, body: failure('ServerError', 'x') },
      { status: 200, body: { data: 'second' } },
    ]);
    await expect(api.get('/me')).resolves.toEqual({ data: 'second' });
    expect(calls).toHaveLength(2);
  });

  it('retries a read only once', async () => {
    const calls = stubFetch([
      { status: 503, body: failure('ServerError', 'down') },
      { status: 503, body: failure('ServerError', 'still down') },
      { status: 200, body: { data: 'never' } },
    ]);
    await expect(api.get('/me', { toastErrors: false })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never repeats a %s', async (method) => {
    const calls = stubFetch([
      { status: 503, body: failure('ServerError', 'down') },
      { status: 200, body: { data: 'second' } },
    ]);
    const { apiRequest } = await import('./api-client');
    await expect(apiRequest('/x', { method, body: {}, toastErrors: false })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  it('does not retry other failures (400, 401, 404, 422)', async () => {
    for (const status of [400, 401, 404, 422]) {
      const calls = stubFetch([
        { status, body: failure('UnAuthorized', 'no') },
        { status: 200, body: { data: 'x' } },
      ]);
      await expect(api.get('/me', { toastErrors: false })).rejects.toBeInstanceOf(ApiError);
      expect(calls).toHaveLength(1);
    }
  });

  it("shows the server's localized message as a toast, with the code and fields on the error", async () => {
    stubFetch([
      {
        status: 422,
        body: {
          error: { code: 'ValidationError', message: 'Some fields are not valid', fields: { name: 'Too short' } },
        },
      },
    ]);
    const error = await api.post('/me', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).code).toBe('ValidationError');
    expect((error as InstanceType<typeof ApiError>).fields).toEqual({ name: 'Too short' });
    // The toast comes once react-toastify's module is there (imported on first use).
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Some fields are not valid', expect.anything()));
  });

  it('shows the success message of a write, and not of a read', async () => {
    stubFetch([
      { status: 200, body: { data: null, message: { code: 'UpdateSuccessfully', text: 'Updated' } } },
      { status: 200, body: { data: null, message: { code: 'FetchSuccessfully', text: 'Fetched' } } },
    ]);
    await api.patch('/me/settings', {});
    await api.get('/me');
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Updated'));
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into a localized error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await api.get('/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toMatch(/reach the server/);
  });
});
