import { like } from 'drizzle-orm';
import { rateLimits } from '@rassam/db';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../app';
import { parseEnv } from '../env';
import { createTestApp } from '../test-utils';
import { normalizeAddress, parseTrustProxy, rateLimitAddress, resolveClientAddress } from './client-address';
import { apiRequestListener } from './node-listener';

describe('normalizeAddress', () => {
  it('keeps IPv4, unmaps IPv4-mapped IPv6, lowers IPv6 and drops brackets and ports', () => {
    expect(normalizeAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(normalizeAddress(' ::ffff:127.0.0.1 ')).toBe('127.0.0.1');
    expect(normalizeAddress('::FFFF:10.1.2.3')).toBe('10.1.2.3');
    expect(normalizeAddress('2001:DB8::1')).toBe('2001:db8::1');
    expect(normalizeAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('[::1]')).toBe('::1');
    expect(normalizeAddress('198.51.100.4:51234')).toBe('198.51.100.4');
  });

  it('refuses what is not an address', () => {
    for (const garbage of [
      undefined,
      '',
      ' ',
      'unknown',
      'foo',
      '1.2.3',
      '256.1.1.1',
      '1.2.3.4.5',
      '<script>',
      '1.2.3.4/8',
      '::ffff:999.1.1.1',
      'a'.repeat(500),
    ]) {
      expect(normalizeAddress(garbage), String(garbage)).toBeUndefined();
    }
  });
});

describe('rateLimitAddress', () => {
  it('counts IPv6 by its /64, whatever the writing; IPv4 and unknown by themselves', () => {
    expect(rateLimitAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(rateLimitAddress('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(rateLimitAddress('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(rateLimitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitAddress('2001:db8:0:0:1::')).toBe('2001:db8:0:0::/64');
    expect(rateLimitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('::')).toBe('0:0:0:0::/64');
    // An IPv4 tail sits in the last 32 bits, outside the prefix.
    expect(rateLimitAddress('64:ff9b:1:2::198.51.100.7')).toBe('64:ff9b:1:2::/64');
    expect(rateLimitAddress('2001:db8:1:3::1')).not.toBe(rateLimitAddress('2001:db8:1:2::1'));
    expect(rateLimitAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress(normalizeAddress('::ffff:203.0.113.7')!)).toBe('203.0.113.7');
    expect(rateLimitAddress('unknown')).toBe('unknown');
  });
});

describe('parseTrustProxy', () => {
  it('trusts nobody when off', () => {
    for (const off of [undefined, '', 'false', 'FALSE', '0']) {
      const trust = parseTrustProxy(off);
      expect(trust('127.0.0.1', 0)).toBe(false);
      expect(trust('10.0.0.1', 0)).toBe(false);
    }
  });

  it('reads a hop count as the n addresses nearest the server, whatever they are', () => {
    const two = parseTrustProxy('2');
    expect([two('8.8.8.8', 0), two('8.8.8.8', 1), two('8.8.8.8', 2)]).toEqual([true, true, false]);
  });

  it('reads a list of addresses, CIDR ranges and names, IPv4 and IPv6', () => {
    const trust = parseTrustProxy('loopback, 10.0.0.0/8, 2001:db8::/32, 192.0.2.9');
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('127.8.9.10', 5)).toBe(true);
    expect(trust('::1', 0)).toBe(true);
    expect(trust('10.200.3.4', 0)).toBe(true);
    expect(trust('2001:db8:ffff::1', 0)).toBe(true);
    expect(trust('192.0.2.9', 0)).toBe(true);
    expect(trust('192.0.2.10', 0)).toBe(false);
    expect(trust('11.0.0.1', 0)).toBe(false);
    expect(trust('2001:db9::1', 0)).toBe(false);
    const local = parseTrustProxy('uniquelocal,linklocal');
    expect(
      ['172.16.0.1', '172.31.255.255', '192.168.1.1', 'fd12::1', '169.254.1.1', 'fe80::1'].map((a) => local(a, 0)),
    ).toEqual([true, true, true, true, true, true]);
    expect(['172.32.0.1', '127.0.0.1', '8.8.8.8'].map((a) => local(a, 0))).toEqual([false, false, false]);
  });

  it('refuses true, nonsense and impossible ranges with a sentence that says why', () => {
    expect(() => parseTrustProxy('true')).toThrow(/number of proxies .* or their addresses/);
    expect(() => parseTrustProxy('yes')).toThrow(/"yes" is not an address/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/prefix length out of range \(0–32\)/);
    expect(() => parseTrustProxy('::1/129')).toThrow(/0–128/);
    expect(() => parseTrustProxy('10.0.0.0/8/8')).toThrow(/not an address/);
    expect(() => parseTrustProxy('10.0.0.0/x')).toThrow(/prefix length/);
    expect(() => parseTrustProxy('1000')).toThrow(/at most 32/);
  });

  it('stops the process at start with the variable named (env.ts)', () => {
    const base = { DATA_DIR: mkdtempSync(join(tmpdir(), 'rassam-env-')), SESSION_SECRET: 'x'.repeat(40) };
    expect(() => parseEnv({ ...base, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would believe/);
    expect(() => parseEnv({ ...base, TRUST_PROXY: 'loopback, 300.1.1.1' })).toThrow(/TRUST_PROXY: "300.1.1.1"/);
    expect(parseEnv({ ...base, TRUST_PROXY: 'loopback' }).TRUST_PROXY('127.0.0.1', 0)).toBe(true);
    expect(parseEnv(base).TRUST_PROXY('127.0.0.1', 0)).toBe(false);
  });
});

describe('resolveClientAddress', () => {
  const nobody = parseTrustProxy('false');
  const oneHop = parseTrustProxy('1');
  const twoHops = parseTrustProxy('2');
  const proxies = parseTrustProxy('10.0.0.0/8');

  it('is the peer when nobody is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('198.51.100.1', '1.2.3.4', nobody)).toBe('198.51.100.1');
    expect(resolveClientAddress('::ffff:198.51.100.1', undefined, nobody)).toBe('198.51.100.1');
    expect(resolveClientAddress(undefined, '1.2.3.4', nobody)).toBeUndefined();
  });

  it('behind one hop takes the right-most entry, which the proxy appended', () => {
    expect(resolveClientAddress('10.0.0.2', '203.0.113.9', oneHop)).toBe('203.0.113.9');
    // nginx's $proxy_add_x_forwarded_for keeps what the client wrote and appends the client's real address.
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 203.0.113.9', oneHop)).toBe('203.0.113.9');
    // A request from the proxy itself (no header) is the proxy's.
    expect(resolveClientAddress('10.0.0.2', undefined, oneHop)).toBe('10.0.0.2');
  });

  it('counts hops from the right and stops at the left end of the chain', () => {
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 203.0.113.9, 10.0.0.1', twoHops)).toBe('203.0.113.9');
    expect(resolveClientAddress('10.0.0.2', '203.0.113.9', twoHops)).toBe('203.0.113.9');
  });

  it('with a list, walks past trusted addresses to the first one that is not', () => {
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 203.0.113.9, 10.1.1.1, 10.2.2.2', proxies)).toBe('203.0.113.9');
    // An untrusted peer ends it at once: its header is the client's own writing.
    expect(resolveClientAddress('198.51.100.1', '10.1.1.1, 10.2.2.2', proxies)).toBe('198.51.100.1');
    // Every address trusted: the left-most (the chain started inside).
    expect(resolveClientAddress('10.0.0.2', '10.9.9.9', proxies)).toBe('10.9.9.9');
  });

  it('handles IPv6 and IPv4-mapped peers and entries', () => {
    const v6 = parseTrustProxy('fd00::/8');
    expect(resolveClientAddress('fd00::1', '2001:DB8::7', v6)).toBe('2001:db8::7');
    expect(resolveClientAddress('::ffff:10.0.0.2', '::ffff:203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(resolveClientAddress('10.0.0.2', '[2001:db8::7]:4711', proxies)).toBe('2001:db8::7');
  });

  it('ends the walk at the proxy that passed on an entry that is not an address', () => {
    expect(resolveClientAddress('10.0.0.2', 'garbage', oneHop)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', '203.0.113.9, , 10.1.1.1', proxies)).toBe('10.1.1.1');
    expect(resolveClientAddress('10.0.0.2', '203.0.113.9, <script>', twoHops)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', '', oneHop)).toBe('10.0.0.2');
  });
});

/** One POST to a server bound on 127.0.0.1, sent from `from` (any 127.x address is this machine). */
function post(
  server: Server,
  path: string,
  body: unknown,
  options: { from?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const { port } = server.address() as AddressInfo;
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: options.from ?? '127.0.0.1',
        headers: { 'content-type': 'application/json', 'x-locale': 'en', ...options.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('the client address over a real socket (the listener apps/web/server.mjs serves /api with)', () => {
  type TestApp = Awaited<ReturnType<typeof createTestApp>>;
  let t: TestApp;
  const servers: Server[] = [];

  async function listen(fetch: TestApp['app']['fetch']): Promise<Server> {
    const server = createServer(apiRequestListener((request, connection) => fetch(request, connection)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    return server;
  }

  /** A server of the same app behind proxies TRUST_PROXY names. */
  const behind = (trustProxy: string) =>
    listen(createApi({ ...t.deps, env: { ...t.deps.env, TRUST_PROXY: parseTrustProxy(trustProxy) } }).fetch);

  const buckets = async (name: string) =>
    Object.fromEntries(
      (
        await t.handle.db
          .select()
          .from(rateLimits)
          .where(like(rateLimits.key, `${name}:%`))
      ).map((row) => [row.key.slice(name.length + 1), row.hits]),
    );
  const clearBuckets = () => t.handle.db.delete(rateLimits).where(like(rateLimits.key, 'auth:ip:%'));
  const check = { credential: '09011110000' };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await t?.close();
  });

  it('a forged X-Forwarded-For changes nothing, and a second source address has its own bucket', async () => {
    await clearBuckets();
    const server = await listen(t.app.fetch);
    for (let i = 0; i < 60; i += 1) {
      const res = await post(server, '/api/auth/check', check, { headers: { 'x-forwarded-for': `198.51.100.${i}` } });
      expect(res.status, `call ${i + 1}: ${res.text}`).toBe(200);
    }
    const over = await post(server, '/api/auth/check', check, { headers: { 'x-forwarded-for': '203.0.113.250' } });
    expect(over.status).toBe(429);
    // Nor does the header server.mjs uses for its own pages, sent by a client.
    const internal = await post(server, '/api/auth/check', check, {
      headers: { 'x-rassam-client-address': '203.0.113.251' },
    });
    expect(internal.status).toBe(429);
    const second = await post(server, '/api/auth/check', check, { from: '127.0.0.2' });
    expect(second.status, second.text).toBe(200);
    expect(await buckets('auth:ip')).toEqual({ '127.0.0.1': 62, '127.0.0.2': 1 });
  });

  it('behind one trusted hop the right-most entry is the client, also when the proxy appends to a forged one', async () => {
    await clearBuckets();
    const server = await behind('1');
    await post(server, '/api/auth/check', check, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    // nginx with $proxy_add_x_forwarded_for: the client wrote 6.6.6.6, the proxy appended its real address.
    await post(server, '/api/auth/check', check, { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' } });
    await post(server, '/api/auth/check', check, { headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.3' } });
    expect(await buckets('auth:ip')).toEqual({ '203.0.113.9': 2, '198.51.100.3': 1 });
  });

  it('with a list, only the proxies named are believed: loopback here, not the other source address', async () => {
    await clearBuckets();
    const server = await behind('127.0.0.1');
    await post(server, '/api/auth/check', check, { headers: { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' } });
    await post(server, '/api/auth/check', check, { from: '127.0.0.2', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(await buckets('auth:ip')).toEqual({ '203.0.113.9': 1, '127.0.0.2': 1 });
  });

  it('believes X-Forwarded-Proto (the Secure cookie) only from a trusted proxy', async () => {
    await t.signUp('09011110001', 'Right1234');
    const login = { credential: '09011110001', password: 'Right1234' };
    const https = { 'x-forwarded-proto': 'https' };
    const sessionCookie = (res: Awaited<ReturnType<typeof post>>) =>
      ([res.headers['set-cookie']].flat().find((line) => line?.startsWith('user_session=ey')) ?? '') as string;
    const direct = await post(await listen(t.app.fetch), '/api/auth/login', login, { headers: https });
    expect(direct.status, direct.text).toBe(200);
    expect(sessionCookie(direct)).not.toMatch(/;\s*Secure/i);
    const proxied = await post(await behind('loopback'), '/api/auth/login', login, { headers: https });
    expect(proxied.status, proxied.text).toBe(200);
    expect(sessionCookie(proxied)).toMatch(/;\s*Secure/i);
  });

  it('per-address limits count an IPv6 client by its /64, IPv4 and IPv4-mapped IPv6 by the whole address', async () => {
    await clearBuckets();
    const from = (remoteAddress: string, forwardedFor?: string) =>
      t.app.request(
        '/api/auth/check',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
          body: JSON.stringify(check),
        },
        { incoming: { socket: { remoteAddress } } },
      );
    // 60 calls from 60 addresses of one /64 fill its one bucket: the 61st, from yet another address of it, is 429.
    for (let i = 1; i <= 60; i += 1) {
      const res = await from(`2001:db8:aa:bb:${i.toString(16)}::1`);
      expect(res.status, `call ${i}`).toBe(200);
    }
    const over = await from('2001:db8:aa:bb:ffff:ffff:ffff:ffff');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    // The neighbouring /64 and IPv4 addresses (mapped or not) are buckets of their own.
    expect((await from('2001:db8:aa:bc::1')).status).toBe(200);
    expect((await from('::ffff:198.51.100.7')).status).toBe(200);
    expect((await from('198.51.100.8')).status).toBe(200);
    expect(await buckets('auth:ip')).toEqual({
      '2001:db8:aa:bb::/64': 61,
      '2001:db8:aa:bc::/64': 1,
      '198.51.100.7': 1,
      '198.51.100.8': 1,
    });
  });

  it('behind a trusted proxy, the IPv6 client it names counts by its /64 too', async () => {
    await clearBuckets();
    const server = await behind('loopback');
    await post(server, '/api/auth/check', check, { headers: { 'x-forwarded-for': '2001:db8:5:6:1::1' } });
    await post(server, '/api/auth/check', check, { headers: { 'x-forwarded-for': '[2001:db8:5:6:2::2]:443' } });
    expect(await buckets('auth:ip')).toEqual({ '2001:db8:5:6::/64': 2 });
  });

  it('an in-process caller (the web app’s server components) passes the address it resolved beside the request', async () => {
    await clearBuckets();
    const call = (headers: Record<string, string>, connection?: { clientAddress: string }) =>
      t.app.request(
        '/api/auth/check',
        { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(check) },
        connection,
      );
    expect((await call({}, { clientAddress: '::ffff:198.51.100.20' })).status).toBe(200);
    // Headers are no way in: without a connection the address is unknown.
    expect((await call({ 'x-forwarded-for': '203.0.113.1', 'x-rassam-client-address': '203.0.113.2' })).status).toBe(
      200,
    );
    expect(await buckets('auth:ip')).toEqual({ '198.51.100.20': 1, unknown: 1 });
  });
});
