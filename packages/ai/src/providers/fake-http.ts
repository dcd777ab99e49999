/** Small helpers shared by the local provider fakes (node:http only): bodies, JSON answers, a listener. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequestRecord {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export type FakeHandler = (req: IncomingMessage, res: ServerResponse) => void;

export function readBody(req: IncomingMessage, limit = 32 * 1024 * 1024): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export function sendBytes(res: ServerResponse, status: number, mime: string, data: Buffer) {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'Content-Type': mime, 'Content-Length': String(data.length) });
  res.end(data);
}

export function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Strips `basePath` from the request path; null when the request is outside it. */
export function localPath(url: string, basePath: string): { path: string; query: URLSearchParams } | null {
  const parsed = new URL(url, 'http://fake.local');
  let path = parsed.pathname;
  if (basePath) {
    if (path !== basePath && !path.startsWith(`${basePath}/`)) return null;
    path = path.slice(basePath.length) || '/';
  }
  return { path, query: parsed.searchParams };
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

export async function listen(handler: FakeHandler): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A delivery a fake made (or tried): what it sent and what the receiver answered. */
export interface FakeWebhookDelivery {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** The receiver's HTTP status, or null when it could not be reached. */
  status: number | null;
}

/** POSTs a webhook the way a provider does (JSON body, its own headers) and records it. */
export async function deliver(
  log: FakeWebhookDelivery[],
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<FakeWebhookDelivery> {
  const record: FakeWebhookDelivery = {
    url,
    headers: { 'content-type': 'application/json', ...headers },
    body,
    status: null,
  };
  log.push(record);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: record.headers,
      body,
      signal: AbortSignal.timeout(5_000),
    });
    record.status = response.status;
    await response.arrayBuffer();
  } catch {
    record.status = null;
  }
  return record;
}

/** A receiver for webhooks in tests: keeps each POST's headers and exact raw body. */
export async function startWebhookSink(): Promise<{
  url: string;
  received: { headers: IncomingMessage['headers']; rawBody: Buffer }[];
  next(): Promise<{ headers: IncomingMessage['headers']; rawBody: Buffer }>;
  close(): Promise<void>;
}> {
  const received: { headers: IncomingMessage['headers']; rawBody: Buffer }[] = [];
  const waiting: ((value: { headers: IncomingMessage['headers']; rawBody: Buffer }) => void)[] = [];
  let cursor = 0;
  const server = await listen((req, res) => {
    void readBody(req).then((rawBody) => {
      const item = { headers: req.headers, rawBody };
      received.push(item);
      const waiter = waiting.shift();
      if (waiter) {
        cursor += 1;
        waiter(item);
      }
      res.writeHead(200).end();
    });
  });
  return {
    url: `${server.baseUrl}/hooks`,
    received,
    /** The next delivery not yet taken, waiting for it when none has come. */
    next() {
      const item = received[cursor];
      if (item) {
        cursor += 1;
        return Promise.resolve(item);
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: server.close,
  };
}
