import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadOutput, type HttpContext } from './http';
import { bytesOf, failure } from './test-helpers';

const CHUNK = Buffer.alloc(64 * 1024, 7);
/** Far more than the cap, and than the sockets' buffers between the server and the client hold. */
const OVERSIZED = 32 * 1024 * 1024;
const CAP = 1024 * 1024;

interface Served {
  sent: number;
  /** Resolves with whether the client closed the connection before the whole body was sent. */
  closedEarly: Promise<boolean>;
}

/** Writes `total` bytes as fast as the client takes them (waiting on backpressure), counting them. */
function stream(response: ServerResponse, total: number, served: Served) {
  const next = () => {
    while (served.sent < total && !response.destroyed) {
      const chunk = CHUNK.subarray(0, Math.min(CHUNK.length, total - served.sent));
      served.sent += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', next);
    }
    if (!response.destroyed) response.end();
  };
  next();
}

const requests: Served[] = [];
const server = createServer((request, response) => {
  const [, kind, size] = /^\/(stated|unstated|broken)\/(\d+)$/.exec(request.url ?? '') ?? [];
  if (!kind) return void response.writeHead(404).end();
  const total = Number(size);
  let resolveClosed: (early: boolean) => void = () => {};
  const served: Served = { sent: 0, closedEarly: new Promise((resolve) => (resolveClosed = resolve)) };
  requests.push(served);
  response.on('close', () => resolveClosed(!response.writableFinished));
  response.writeHead(200, {
    'content-type': 'video/mp4',
    ...(kind === 'stated'
      ? { 'content-length': String(total) }
      : kind === 'broken'
        ? { 'content-length': String(2 * total) }
        : {}),
  });
  // `broken`: the connection drops after `size` bytes of a body that said it was twice as long.
  if (kind === 'broken') return void response.write(CHUNK.subarray(0, total), () => response.destroy());
  stream(response, total, served);
});
let origin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const http: HttpContext = { provider: 'fal', fetch, timeoutMs: 30_000, secrets: [] };
const download = (path: string, options: { signal?: AbortSignal } = {}) =>
  downloadOutput(http, { mime: 'video/mp4', url: `${origin}${path}` }, { maxBytes: CAP, ...options });

describe('downloadOutput', () => {
  it('streams a body within the cap whole, with and without a stated length', async () => {
    for (const kind of ['stated', 'unstated']) {
      const bytes = await bytesOf(download(`/${kind}/${CAP}`));
      expect(bytes.length).toBe(CAP);
      expect(bytes.every((byte) => byte === 7)).toBe(true);
    }
  });

  it('hands over bytes already in hand (data, a data: URI) as a stream, under the same cap', async () => {
    expect(await bytesOf(downloadOutput(http, { mime: 'image/png', data: Buffer.from('abc') }))).toEqual(
      Buffer.from('abc'),
    );
    const uri = `data:text/plain;base64,${Buffer.from('hello').toString('base64')}`;
    expect((await bytesOf(downloadOutput(http, { mime: 'text/plain', url: uri }))).toString()).toBe('hello');
    const error = await failure(downloadOutput(http, { mime: 'image/png', data: Buffer.alloc(11) }, { maxBytes: 10 }));
    expect(error).toMatchObject({ kind: 'invalid-input' });
  });

  it('refuses a stated length over the cap without reading the body, and closes the connection', async () => {
    const error = await failure(download(`/stated/${OVERSIZED}`));
    expect(error).toMatchObject({ kind: 'invalid-input', retryable: false });
    expect(error.message).toContain(`larger than ${CAP} bytes`);
    const served = requests.at(-1)!;
    expect(await served.closedEarly).toBe(true);
    expect(served.sent).toBeLessThan(OVERSIZED / 4);
  });

  it('errors the stream of a body with no stated length once it passes the cap, and closes the connection', async () => {
    const error = await failure(bytesOf(download(`/unstated/${OVERSIZED}`)));
    expect(error).toMatchObject({ kind: 'invalid-input', retryable: false });
    expect(error.message).toContain(`larger than ${CAP} bytes`);
    const served = requests.at(-1)!;
    expect(await served.closedEarly).toBe(true);
    expect(served.sent).toBeLessThan(OVERSIZED / 4);
  });

  it('reads only as its reader asks: a reader that stops after one chunk closes the connection', async () => {
    const stream = await downloadOutput(http, { mime: 'video/mp4', url: `${origin}/unstated/${OVERSIZED}` });
    const reader = stream.getReader();
    expect((await reader.read()).value!.length).toBeGreaterThan(0);
    await reader.cancel();
    const served = requests.at(-1)!;
    expect(await served.closedEarly).toBe(true);
    expect(served.sent).toBeLessThan(OVERSIZED / 4);
  });

  it('errors the stream as a retryable network failure when the body breaks off', async () => {
    const error = await failure(bytesOf(download(`/broken/${64 * 1024}`)));
    expect(error).toMatchObject({ kind: 'network', retryable: true });
  });

  it("passes on the caller's abort as it came, mid-body", async () => {
    const controller = new AbortController();
    const reason = new Error('the job was cancelled');
    const stream = await download(`/unstated/${OVERSIZED}`, { signal: controller.signal });
    const reader = stream.getReader();
    await reader.read();
    controller.abort(reason);
    await expect(
      (async () => {
        for (;;) if ((await reader.read()).done) return;
      })(),
    ).rejects.toBe(reason);
  });
});
