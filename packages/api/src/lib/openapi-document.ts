/** The parts of an OpenAPI 3.1 document this module reads and completes. */
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string; content?: unknown }>;
}
export interface OpenApiDocument {
  servers?: { url: string; description?: string }[];
  components?: { securitySchemes?: Record<string, unknown> };
  paths?: Record<string, Record<string, Operation>>;
}

export const SESSION_SCHEME = 'userSession';
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const STATE_CHANGING = new Set(['put', 'post', 'delete', 'patch']);

/**
 * `GET /api/market/shops/{slug}/listings` → `getMarketShopsBySlugListings`: stable while the route is, and
 * readable in generated clients.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', ...param[1]!.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

/**
 * What every operation has in common, added in one place rather than route by route (feature modules add
 * operations freely): its operationId, the session it needs, the answers every state-changing request may
 * get, and the server. An operation that answers 401 UnAuthorized needs the session cookie; the others read
 * it when it is there (or, for the providers' webhooks, take none). Explicit values in a route stay.
 */
export function completeDocument(doc: OpenApiDocument): OpenApiDocument {
  // Relative: whichever host serves the document (the site's, the English host, localhost in the demo).
  doc.servers = [{ url: '/', description: 'The server that serves this document (paths include /api)' }];
  doc.components ??= {};
  doc.components.securitySchemes = {
    ...doc.components.securitySchemes,
    [SESSION_SCHEME]: {
      type: 'apiKey',
      in: 'cookie',
      name: 'user_session',
      description: 'The session cookie that sign-in (POST /api/auth/login, /api/auth/verify …) sets; HttpOnly.',
    },
  };
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      operation.operationId ??= operationIdOf(method, path);
      const responses = (operation.responses ??= {});
      operation.security ??= path.startsWith('/api/webhooks/')
        ? []
        : responses['401']?.description === 'UnAuthorized'
          ? [{ [SESSION_SCHEME]: [] }]
          : [{}, { [SESSION_SCHEME]: [] }];
      if (STATE_CHANGING.has(method) && !path.startsWith('/api/webhooks/')) {
        const crossSite = 'CrossSiteRequest (sent by a page of another site)';
        const forbidden = responses['403'];
        responses['403'] = forbidden
          ? { ...forbidden, description: `${forbidden.description}; or ${crossSite}` }
          : { description: crossSite, content: errorContent };
      }
      // The schema hook answers 422 to any input that does not fit.
      if ((operation.parameters?.length || operation.requestBody) && !responses['422']) {
        responses['422'] = { description: 'A field is not valid (fields name each one)', content: errorContent };
      }
      if (!Object.keys(responses).some((status) => status.startsWith('4'))) {
        responses['4XX'] = { description: 'A client error, in the error shape', content: errorContent };
      }
    }
  }
  return doc;
}
