/** Small helpers shared by the local fake gateways (node:http only). */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequestRecord {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export function readBody(req: IncomingMessage, limit = 64 * 1024): Promise<string> {
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
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

/** The fake gateways' pages share one small stylesheet, allowed by its hash (no other inline code runs). */
export const FAKE_PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}form{display:inline-block;margin:.5rem}button{font-size:1rem;padding:.5rem 1.5rem}';
const styleHash = `'sha256-${createHash('sha256').update(FAKE_PAGE_STYLE).digest('base64')}'`;

/**
 * A page of a fake gateway, with a policy that lets it do only what it does: show itself with its stylesheet
 * and submit its buttons to itself, which then redirect to `returnTo` (the shop's return address; browsers
 * check a form's redirects against form-action too).
 */
export function sendHtml(res: ServerResponse, status: number, html: string, returnTo?: string) {
  const formTargets = ["'self'", ...(returnTo && URL.canParse(returnTo) ? [new URL(returnTo).origin] : [])];
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src ${styleHash}; form-action ${formTargets.join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
  });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string) {
  res.writeHead(302, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
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

export async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ baseUrl: string; close(): Promise<void> }> {
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
