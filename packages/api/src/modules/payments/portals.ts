/**
 * The payment portals this process can take money through. A portal with a real account (ZIBAL_MERCHANT,
 * PAYPAL_CLIENT_ID) talks to its gateway; without one, and in demo mode (decision 017), the real
 * adapter talks to the gateway's fake mounted inside this app (`/api/dev/zibal`, `/api/dev/paypal`) with
 * Zibal's sandbox merchant `zibal`, so the embedded default has a working top-up whose start page lets
 * you pay or cancel. The adapters are the same code either way: only the base URL and the fetch differ.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { PaymentPortal } from '@rassam/db';
import type { Env } from '../../env';
import { createPayPalGateway, type PayPalGateway } from './gateways/paypal';
import { createPayPalFakeHandler, createPayPalFakeState, type PayPalFakeState } from './gateways/paypal-fake';
import { createZibalGateway, type ZibalGateway } from './gateways/zibal';
import { createZibalFakeHandler, createZibalFakeState, type ZibalFakeState } from './gateways/zibal-fake';

export const DEV_ZIBAL_PATH = '/api/dev/zibal';
export const DEV_PAYPAL_PATH = '/api/dev/paypal';
const DEV_PAYPAL_CLIENT = { id: 'dev-client', secret: 'dev-secret' };

type RequestHandler = (request: Request) => Promise<Response>;

/**
 * A page of the dev payment portal, moved to `origin`: the portal is this app, which answers on every
 * address it is opened at, so the payer stays on the one they opened (a page under /api/dev/ on the site's
 * origin). Any other address, a real gateway's, is returned as it is, and so is every address without
 * `origin`.
 */
export function devPortalPageAt(url: string, env: Pick<Env, 'siteOrigin'>, origin: string | null): string {
  if (!origin || !URL.canParse(url)) return url;
  const page = new URL(url);
  if (page.origin !== env.siteOrigin || !page.pathname.startsWith('/api/dev/')) return url;
  return `${origin}${page.pathname}${page.search}`;
}

export interface Portals {
  zibal: ZibalGateway | null;
  paypal: PayPalGateway | null;
  /** The fakes' state when the dev payment portal serves a portal (tests set their modes). */
  dev: { zibal: ZibalFakeState | null; paypal: PayPalFakeState | null };
  /** Connects the in-process dev gateways to the API that mounts them. */
  bindApi(handler: RequestHandler): void;
  enabled(): PaymentPortal[];
}

/** A fetch served by this app in-process, that still honours the caller's timeout signal. */
function inProcessFetch(handler: () => RequestHandler): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const signal = init?.signal;
    if (!signal) return handler()(request);
    signal.throwIfAborted();
    return Promise.race([
      handler()(request),
      new Promise<never>((_, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      }),
    ]);
  };
}

export function createPortals(
  env: Env,
  overrides: { zibal?: ZibalGateway | null; paypal?: PayPalGateway | null; timeoutMs?: number } = {},
): Portals {
  let api: RequestHandler | null = null;
  const selfFetch = inProcessFetch(() => {
    if (!api) throw new Error('the dev payment portal is not mounted');
    return api;
  });
  const timeoutMs = overrides.timeoutMs;
  const dev: Portals['dev'] = { zibal: null, paypal: null };

  let zibal: ZibalGateway | null = null;
  if (overrides.zibal !== undefined) zibal = overrides.zibal;
  else if (env.ZIBAL_MERCHANT) {
    zibal = createZibalGateway({ merchant: env.ZIBAL_MERCHANT, baseUrl: env.ZIBAL_BASE_URL, timeoutMs });
  } else if (env.demoMode) {
    // Track ids must not repeat across restarts (the fake's state is in memory, our payments are not).
    dev.zibal = createZibalFakeState({ basePath: DEV_ZIBAL_PATH, firstTrackId: Date.now() });
    zibal = createZibalGateway({
      merchant: 'zibal',
      baseUrl: `${env.siteOrigin}${DEV_ZIBAL_PATH}`,
      fetch: selfFetch,
      timeoutMs,
    });
  }

  let paypal: PayPalGateway | null = null;
  if (overrides.paypal !== undefined) paypal = overrides.paypal;
  else if (env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET) {
    paypal = createPayPalGateway({
      clientId: env.PAYPAL_CLIENT_ID,
      clientSecret: env.PAYPAL_CLIENT_SECRET,
      baseUrl: env.PAYPAL_BASE_URL,
      timeoutMs,
    });
  } else if (env.demoMode) {
    const publicBaseUrl = `${env.siteOrigin}${DEV_PAYPAL_PATH}`;
    dev.paypal = createPayPalFakeState({
      clients: { [DEV_PAYPAL_CLIENT.id]: DEV_PAYPAL_CLIENT.secret },
      publicBaseUrl,
      basePath: DEV_PAYPAL_PATH,
    });
    paypal = createPayPalGateway({
      clientId: DEV_PAYPAL_CLIENT.id,
      clientSecret: DEV_PAYPAL_CLIENT.secret,
      baseUrl: publicBaseUrl,
      fetch: selfFetch,
      timeoutMs,
    });
  }

  return {
    zibal,
    paypal,
    dev,
    bindApi(handler) {
      api = handler;
    },
    enabled() {
      return [...(zibal ? (['zibal'] as const) : []), ...(paypal ? (['paypal'] as const) : [])];
    },
  };
}

/**
 * Runs a node:http handler (the fakes are written for node:http so tests can also serve them on a port)
 * for a fetch Request, collecting what it writes into a Response.
 */
export function serveNodeHandler(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  request: Request,
): Promise<Response> {
  return request.arrayBuffer().then(
    (body) =>
      new Promise<Response>((resolve) => {
        const url = new URL(request.url);
        const req = Readable.from(body.byteLength ? [Buffer.from(body)] : []) as unknown as IncomingMessage;
        Object.assign(req, {
          url: url.pathname + url.search,
          method: request.method,
          headers: Object.fromEntries(request.headers),
        });
        let status = 200;
        let headers: Record<string, string> = {};
        const res = {
          headersSent: false,
          writableEnded: false,
          destroyed: false,
          writeHead(code: number, head: Record<string, string> = {}) {
            status = code;
            headers = head;
            res.headersSent = true;
            return res;
          },
          end(chunk?: string) {
            res.writableEnded = true;
            resolve(new Response(status === 204 || status === 302 ? null : (chunk ?? ''), { status, headers }));
          },
          destroy() {
            res.destroyed = true;
            resolve(new Response(null, { status: 502 }));
          },
        };
        handler(req, res as unknown as ServerResponse);
      }),
  );
}

export function devGatewayHandlers(portals: Portals) {
  return {
    zibal: portals.dev.zibal ? createZibalFakeHandler(portals.dev.zibal) : null,
    paypal: portals.dev.paypal ? createPayPalFakeHandler(portals.dev.paypal) : null,
  };
}
