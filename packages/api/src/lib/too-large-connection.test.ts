import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../test-utils';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
let server: Server;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  // The API behind a real socket, as apps/web/server.mjs serves it.
  server = createServer(getRequestListener(t.app.fetch, { overrideGlobalObjects: false }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

function send(agent: Agent, method: string, path: string, body?: string) {
  return new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method,
      path,
      agent,
      headers: { 'content-type': 'application/json' },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

it('answers the request after a 413 on a keep-alive client (the refused body does not lose it)', async () => {
  // One socket at a time: the second request waits for the first's connection, as a browser's would.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const tooLarge = send(agent, 'POST', '/api/auth/login', JSON.stringify({ credential: 'x'.repeat(2_000_000) }));
    const next = send(agent, 'GET', '/api/health');
    const refused = await tooLarge;
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.text).error.code).toBe('PayloadTooLarge');
    expect(refused.connection).toBe('close');
    expect((await next).status).toBe(200);
  } finally {
    agent.destroy();
  }
});
