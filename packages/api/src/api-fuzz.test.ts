import { rateLimits, users } from '@rassam/db';
import { isResultCode } from '@rassam/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnsWithControlCharacters, generateOperations, type FuzzRequest, type Operation } from './api-fuzz.cases';
import { createTestApp } from './test-utils';

/**
 * Walks every operation of /api/openapi.json with bad input generated from its own schemas, as a
 * visitor, a signed-in user (who owns a shop, so /api/shops/me/* reach their queries) and an admin, and
 * fails on any 5xx and on any error body that is not {error: {code, message, fields?}}. A new operation
 * is walked as soon as it is documented.
 */

const SEED = 20261126;
/** A route that refuses the caller (401, 403) before reading anything gets only the baseline and one NUL in its URL. */
const GATED_CASES = 2;
/** Once one caller got every case of an operation, the next ungated callers get every SAMPLE_EVERY-th. */
const SAMPLE_EVERY = 16;
/** Rate limits are cleared this often, so no case is hidden behind a 429 of the cases before it. */
const CLEAR_LIMITS_EVERY = 40;
/**
 * The one operation that ends the caller's own session, walked last so the signed-in callers stay
 * signed in for the rest (a lost session is also caught after each operation and signed in again).
 */
const LAST = new Set(['POST /api/auth/logout']);

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

interface Caller {
  role: 'visitor' | 'user' | 'admin';
  ip: string;
  cookie?: string;
  credential?: string;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function cookieOf(jar: Map<string, string>): string {
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

async function signedIn(role: 'user' | 'admin', credential: string, ip: string): Promise<Caller> {
  const client = await t.signUp(credential);
  if (role === 'admin') {
    const me = await client.call('GET', '/api/me');
    await t.handle.db.update(users).set({ role: 'admin' }).where(eq(users.id, me.json.data.id));
  }
  return { role, ip, credential, cookie: cookieOf(client.jar) };
}

async function send(request: FuzzRequest, caller: Caller, locale: 'fa' | 'en', ip: string) {
  const headers: Record<string, string> = {
    ...request.headers,
    'x-locale': locale,
    'x-forwarded-for': ip,
    ...(caller.cookie ? { cookie: caller.cookie } : {}),
  };
  let body: BodyInit | undefined;
  const sent = request.body;
  if (sent?.kind === 'json') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(sent.value);
  } else if (sent?.kind === 'raw') {
    if (sent.contentType) headers['content-type'] = sent.contentType;
    body = sent.text;
  } else if (sent?.kind === 'form') {
    const form = new FormData();
    for (const [name, value] of sent.fields) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new File([value.bytes as Uint8Array<ArrayBuffer>], value.name, { type: value.type }));
    }
    body = form;
  }
  const res = await t.app.request(
    request.url,
    { method: request.method, headers, body },
    { incoming: { socket: { remoteAddress: ip } } },
  );
  // A live event stream would never end; its status and headers are all this test reads of it.
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status, text: '' };
  }
  return { status: res.status, text: await res.text() };
}

/** A documentation address (RFC 5737) per request: the per-address limits count each case apart. */
function addressOf(n: number): string {
  return `203.0.${113 + ((n >> 8) % 2)}.${n % 256}`;
}

/** Why an answer breaks the contract, or null when it keeps it. */
function contractBreach(status: number, text: string): string | null {
  if (status >= 500) return `status ${status}`;
  if (status < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'error body is not JSON';
  }
  if (typeof body !== 'object' || body === null || Object.keys(body).join() !== 'error') return 'not {error}';
  const error = (body as { error: Record<string, unknown> }).error;
  const extra = Object.keys(error).filter((k) => !['code', 'message', 'fields', 'details'].includes(k));
  if (extra.length) return `unexpected keys ${extra.join()}`;
  if (!isResultCode(error.code)) return `code ${String(error.code)} is not in the catalogue`;
  if (typeof error.message !== 'string' || error.message === '') return 'no message';
  if (error.fields !== undefined) {
    const fields = error.fields;
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return 'fields is not a map';
    if (Object.values(fields).some((v) => typeof v !== 'string')) return 'fields holds a value that is not text';
  }
  return null;
}

describe('every operation of the OpenAPI document, with bad input', () => {
  // 3,568 requests, 24 s of CPU on PGlite; the margin is for a shared machine (130 s of wall time at a
  // load of 25 on two cores).
  it('answers no 5xx and only catalogue errors', { timeout: 600_000 }, async () => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const documented = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    const operations = generateOperations(doc, { seed: SEED, extraPerSlot: 1 }).sort(
      (a, b) => Number(LAST.has(`${a.method} ${a.path}`)) - Number(LAST.has(`${b.method} ${b.path}`)),
    );

    const user = await signedIn('user', '09350000001', '198.51.100.2');
    const admin = await signedIn('admin', '09350000002', '198.51.100.3');
    const visitor: Caller = { role: 'visitor', ip: '198.51.100.1' };
    const owned = await t.app.request('/api/shops/me', {
      method: 'POST',
      headers: { cookie: user.cookie!, 'content-type': 'application/json', 'x-forwarded-for': user.ip },
      body: JSON.stringify({ name: 'فروشگاه آزمون', nameEn: 'Fuzz shop', link: 'fuzz-shop' }),
    });
    expect(owned.status).toBe(201);

    const breaches: string[] = [];
    const statuses = new Map<number, number>();
    let requests = 0;
    let signInsAgain = 0;
    const walked = new Set<string>();

    for (const operation of operations) {
      const name = `${operation.method} ${operation.path}`;
      walked.add(name);
      let walkedInFull = false;
      for (const caller of [visitor, user, admin]) {
        let cases = operation.cases;
        for (let i = 0; i < cases.length; i++) {
          const request = cases[i]!;
          if (requests % CLEAR_LIMITS_EVERY === 0) await t.handle.db.delete(rateLimits);
          const { status, text } = await send(request, caller, requests % 2 ? 'en' : 'fa', addressOf(requests));
          requests += 1;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          const breach = contractBreach(status, text);
          if (breach) breaches.push(`${name} as ${caller.role}, ${request.label}: ${breach} ${text.slice(0, 200)}`);
          if (i > 0) continue;
          if (status === 401 || status === 403) cases = cases.slice(0, GATED_CASES);
          else if (walkedInFull) cases = cases.filter((_, j) => j < GATED_CASES || j % SAMPLE_EVERY === 0);
          else walkedInFull = true;
        }
        if (caller.cookie) {
          const me = await t.app.request('/api/me', { headers: { cookie: caller.cookie } });
          if (me.status === 401) {
            signInsAgain += 1;
            const again = t.client({ ip: caller.ip });
            const login = await again.call('POST', '/api/auth/login', {
              credential: caller.credential,
              password: 'Secret123',
            });
            expect(login.status, `${caller.role} signs in again after ${name}`).toBe(200);
            caller.cookie = cookieOf(again.jar);
          }
        }
      }
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { user: cpuUser, system: cpuSystem } = process.cpuUsage(cpu);
    const cpuSeconds = ((cpuUser + cpuSystem) / 1e6).toFixed(1);
    const seen = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(
      `api fuzz: ${walked.size} operations, ${requests} requests in ${seconds}s (${cpuSeconds}s of CPU), statuses ${seen.join(' ')}, signed in again ${signInsAgain}×`,
    );
    // One assertion, so a failing run shows every kind of failure at once.
    expect({
      breaches,
      walked: walked.size,
      storedControlCharacters: await columnsWithControlCharacters(t.handle.db),
    }).toEqual({ breaches: [], walked: documented, storedControlCharacters: [] });
    // A case answered 429 never reached its route: a few are fine, many mean the limits hid the walk.
    expect(statuses.get(429) ?? 0, 'answers of 429').toBeLessThan(requests / 100);
  });
});
