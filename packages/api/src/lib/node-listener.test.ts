import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { keepIdleSocketsOpen } from './node-listener';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** The Keep-Alive header a keep-alive client is answered with: how long the server keeps the idle socket. */
async function keepAliveAnswered(prepare: (server: Server) => void) {
  server = createServer((_req, res) => res.end('ok'));
  prepare(server);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise<string | undefined>((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', headers: { connection: 'keep-alive' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers['keep-alive'] as string | undefined));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('keepIdleSocketsOpen', () => {
  it('keeps an idle socket longer than a load balancer (60 s), where Node alone keeps it 5 s', async () => {
    expect(await keepAliveAnswered(() => undefined)).toBe('timeout=5');
    server!.close();
    server = undefined;
    const kept = Number(/timeout=(\d+)/.exec((await keepAliveAnswered(keepIdleSocketsOpen)) ?? '')?.[1]);
    expect(kept).toBeGreaterThan(60);
    expect(server!.headersTimeout).toBeGreaterThan(server!.keepAliveTimeout);
  });
});
