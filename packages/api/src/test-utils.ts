import { users } from '@rassam/db';
import { createTestDb } from '@rassam/db/test-db';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createApi } from './app';
import { parseEnv } from './env';
import type { AppDeps } from './lib/context';
import { createLogger } from './lib/logger';
import { createLocalStorage } from './lib/storage';
import { createOutboxChannel, createOutboxNoticeChannel, readOutbox } from './modules/notify/outbox';
import { createPortals } from './modules/payments/portals';
import { createPlanner } from './modules/generation/routing';
import { createDesignEventHub } from './modules/generation/events';
import { createRateLimiter } from './runtime';

/**
 * A whole API on a fresh database for one test file, with the outbox as SMS and email: it stands in for
 * the configured sender of a channel, and in demo mode for a channel with none; a channel that has none
 * out of demo mode is null, as in runtime.ts's otpChannels. `call` sends JSON and keeps cookies like a
 * browser would (one jar per `client()`). With REDIS_URL among `envOverrides` the rate limits count in
 * Redis, under a key prefix of this app's own (`redisPrefix`).
 */
export async function createTestApp(overrides: Partial<AppDeps> = {}, envOverrides: Record<string, string> = {}) {
  const handle = await createTestDb();
  const dataDir = mkdtempSync(join(tmpdir(), 'rassam-test-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'x'.repeat(40),
    LOG_LEVEL: 'silent',
    ...envOverrides,
  });
  const logger = createLogger('silent');
  const redisPrefix = `test:${randomBytes(6).toString('hex')}:`;
  // A generous timeout: on a busy machine a slow answer is not the outage the fallback is for.
  const limiter = createRateLimiter(env, handle.db, logger, { keyPrefix: redisPrefix, commandTimeoutMs: 10_000 });
  const deps: AppDeps = {
    db: handle.db,
    dbKind: handle.kind,
    env,
    logger,
    limiter,
    otp: {
      sms: env.demoMode || env.realChannels.sms ? createOutboxChannel(handle.db, 'sms') : null,
      email: env.demoMode || env.realChannels.email ? createOutboxChannel(handle.db, 'email') : null,
    },
    notices: {
      sms: env.demoMode || env.realChannels.sms ? createOutboxNoticeChannel(handle.db, 'sms') : null,
      email: env.demoMode || env.realChannels.email ? createOutboxNoticeChannel(handle.db, 'email') : null,
    },
    storage: createLocalStorage(join(dataDir, 'files')),
    portals: createPortals(env, { timeoutMs: 2_000 }),
    generation: {
      planner: createPlanner({}, { enabled: true, charged: env.AI_OFFLINE_CHARGED }),
      events: createDesignEventHub(handle),
    },
    models: { processor: null },
    ...overrides,
  };
  const app = createApi(deps);

  function client(defaults: { ip?: string; locale?: 'fa' | 'en' } = {}) {
    const jar = new Map<string, string>();
    async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      const init: RequestInit = {
        method,
        headers: {
          ...(body !== undefined && typeof body !== 'string' && !(body instanceof FormData)
            ? { 'content-type': 'application/json' }
            : {}),
          ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
          ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
          ...(defaults.locale ? { 'x-locale': defaults.locale } : {}),
          ...headers,
        },
        body:
          body === undefined
            ? undefined
            : typeof body === 'string' || body instanceof FormData
              ? body
              : JSON.stringify(body),
      };
      // The address arrives as @hono/node-server hands it over: the socket's peer.
      const res = await app.request(path, init, {
        incoming: { socket: { remoteAddress: defaults.ip ?? '203.0.113.10' } },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...rest] = pair!.split('=');
        const value = rest.join('=');
        if (!value || /max-age=0/i.test(line) || /expires=thu, 01 jan 1970/i.test(line)) jar.delete(name!.trim());
        else jar.set(name!.trim(), value);
      }
      // The body's bytes for binary answers (zips, pictures), and as text for the rest.
      const bytes = new Uint8Array(await res.arrayBuffer());
      const text = new TextDecoder().decode(bytes);
      // Tests read replies loosely (json.data.user.id); each assertion states the shape it expects.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      let json: any;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: res.status, json, text, bytes, headers: res.headers };
    }
    return { call, jar };
  }

  /** The newest code the outbox holds for an address. */
  async function lastCode(to: string): Promise<string> {
    const [message] = await readOutbox(handle.db, to, 1);
    const code = message?.meta?.code;
    if (typeof code !== 'string') throw new Error(`no code in the outbox for ${to}`);
    return code;
  }

  let accounts = 0;
  /**
   * Registers and verifies an account; returns a signed-in client, on an address of its own (198.18.0.0/15,
   * kept for tests), as separate people have: a file's accounts do not share the per-address code limit.
   */
  async function signUp(credential: string, password = 'Secret123', name = 'Test User') {
    accounts += 1;
    const user = client({ ip: `198.18.${Math.floor(accounts / 250)}.${(accounts % 250) + 1}` });
    const registered = await user.call('POST', '/api/auth/register', {
      credential,
      name,
      password,
      confirmPassword: password,
    });
    if (registered.status !== 200) throw new Error(`register failed: ${registered.text}`);
    const verified = await user.call('POST', '/api/auth/verify', {
      credential,
      code: await lastCode(registered.json.data.credential),
    });
    if (verified.status !== 200) throw new Error(`verify failed: ${verified.text}`);
    return user;
  }

  /**
   * What each route answers that is not a refusal: a visitor must get 401 UnAuthorized, and each of `refused`
   * (signed in without the role the route needs) 403 AccessDenied. None: [].
   */
  async function notRefused(
    routes: readonly (readonly [method: string, path: string, body?: unknown])[],
    refused: readonly ReturnType<typeof client>[],
  ) {
    const wrong: string[] = [];
    for (const [method, path, body] of routes) {
      const callers = [{ caller: client(), expected: [401, 'UnAuthorized'] }];
      for (const caller of refused) callers.push({ caller, expected: [403, 'AccessDenied'] });
      for (const { caller, expected } of callers) {
        const answer = await caller.call(method, path, body);
        const got = [answer.status, answer.json?.error?.code];
        if (got.join() !== expected.join()) wrong.push(`${method} ${path}: ${got.join(' ')}`);
      }
    }
    return wrong;
  }

  let staff = 0;
  /** A signed-in account of its own number with a role, and its id. */
  async function account(role: 'user' | 'support' | 'admin' = 'user') {
    staff += 1;
    const signedIn = await signUp(`0920${String(staff).padStart(7, '0')}`);
    const id = (await signedIn.call('GET', '/api/me')).json.data.id as string;
    if (role !== 'user') await handle.db.update(users).set({ role }).where(eq(users.id, id));
    return { client: signedIn, id };
  }

  async function close() {
    await limiter.close();
    await handle.close();
  }

  return { app, deps, handle, redisPrefix, client, lastCode, signUp, account, notRefused, close };
}

/** A PNG of one colour, as a person would upload one. */
export const pngImage = (width: number, height: number, background = '#36c') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A form holding one file, as an upload form sends it. */
export function fileForm(bytes: Uint8Array, type = 'image/png', name = 'image.png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
