import { getRequestListener } from '@hono/node-server';

type Fetch = (request: Request, connection: { incoming: unknown; outgoing: unknown }) => Response | Promise<Response>;

/**
 * The API as a Node request listener (apps/web/server.mjs serves /api with it). The connection, whose
 * socket gives the client's address (lib/client-address.ts), goes to the API with each request.
 *
 * Next.js shares the process: the globals Request and Response stay Node's own. The listener's light
 * request then cannot be copied by `new Request(request, …)` (Hono's body limit does that for a body
 * without a length, such as a DELETE's), so a request that may carry a body is made a standard one.
 */
export function apiRequestListener(fetch: Fetch) {
  const standardRequest = (request: Request) =>
    request.method === 'GET' || request.method === 'HEAD'
      ? request
      : new globalThis.Request(request.url, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          // @ts-expect-error: Node's fetch needs `duplex` for a streamed body; the DOM type does not know it.
          duplex: 'half',
          signal: request.signal,
        });
  return getRequestListener((request, connection) => fetch(standardRequest(request), connection), {
    overrideGlobalObjects: false,
  });
}

/**
 * Idle keep-alive sockets outlive the client's. A client (a proxy, a browser, a test's request context)
 * reuses an idle socket; if the server closes it at that moment, the request dies with ECONNRESET. Node
 * closes idle sockets after 5 s; waiting longer than any proxy in front (60 s is the usual load balancer's)
 * leaves the closing to the client. headersTimeout must stay above it.
 */
export function keepIdleSocketsOpen(server: { keepAliveTimeout: number; headersTimeout: number }) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}
