import { eq } from 'drizzle-orm';
import { rateLimits, users } from '@rassam/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-utils';
import { limits } from './rate-limit';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
async function account(role: 'user' | 'support' | 'admin' = 'user') {
  n += 1;
  const client = await t.signUp(`0937${String(n).padStart(7, '0')}`);
  const id = (await client.call('GET', '/api/me')).json.data.id as string;
  if (role !== 'user') await t.handle.db.update(users).set({ role }).where(eq(users.id, id));
  return { client, id };
}

const writeKey = (userId: string) => `${limits.writesPerAccount.name}:${userId}`;
async function writesCounted(userId: string): Promise<number> {
  const [row] = await t.handle.db
    .select()
    .from(rateLimits)
    .where(eq(rateLimits.key, writeKey(userId)));
  return row?.hits ?? 0;
}
const forgetWrites = (userId: string) => t.handle.db.delete(rateLimits).where(eq(rateLimits.key, writeKey(userId)));

describe('each middleware runs once per request', () => {
  it.each([
    ['POST', '/api/designs', () => ({ tool: 'text-to-image', input: { prompt: 'یک گربه روی فرش' } }), 201],
    ['PATCH', '/api/me', () => ({ name: `Name ${Math.random().toString(36).slice(2, 8)}` }), 200],
    ['PATCH', '/api/shops/me', () => ({ name: `Shop ${Math.random().toString(36).slice(2, 8)}` }), 200],
  ] as const)('%s %s: exactly 120 writes a minute, then 429 with Retry-After', async (method, path, body, status) => {
    const { client, id } = await account();
    if (path === '/api/shops/me') {
      const tag = Math.random().toString(36).slice(2, 8);
      const shop = await client.call('POST', '/api/shops/me', {
        name: `Shop ${tag}`,
        nameEn: 'Shop',
        link: `w-${tag}`,
      });
      expect(shop.status, shop.text).toBe(201);
    }
    await forgetWrites(id);
    for (let i = 1; i <= limits.writesPerAccount.max; i += 1) {
      const res = await client.call(method, path, body());
      expect(res.status, `write ${i}: ${res.text}`).toBe(status);
    }
    const over = await client.call(method, path, body());
    expect(over.status, over.text).toBe(429);
    expect(over.json.error.code).toBe('TooManyRequests');
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('no operation of the API counts more than one write per request', async () => {
    const { client, id } = await account();
    const doc = (await client.call('GET', '/api/openapi.json')).json as {
      paths: Record<string, Record<string, unknown>>;
    };
    const counted: string[] = [];
    for (const [template, operations] of Object.entries(doc.paths)) {
      // Signing out would end this client's session; auth routes are limited per address, not per account.
      if (template.startsWith('/api/auth/')) continue;
      const path = template.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const method of Object.keys(operations)) {
        await forgetWrites(id);
        await client.call(method.toUpperCase(), path, method === 'get' ? undefined : {});
        const hits = await writesCounted(id);
        expect(hits, `${method.toUpperCase()} ${template}`).toBeLessThanOrEqual(method === 'get' ? 0 : 1);
        if (hits) counted.push(`${method.toUpperCase()} ${template}`);
      }
    }
    // The walk did reach the writes the limit is for.
    expect(counted).toEqual(
      expect.arrayContaining([
        'POST /api/designs',
        'PATCH /api/me',
        'PATCH /api/shops/me',
        'POST /api/designs/{id}/share',
      ]),
    );
  });

  it('support reads the payments and the ledger, and nothing below them', async () => {
    const support = await account('support');
    const list = await support.client.call('GET', '/api/admin/payments');
    expect(list.status, list.text).toBe(200);
    expect(list.json.meta).toMatchObject({ page: 1 });
    expect((await support.client.call('GET', '/api/admin/ledger')).status).toBe(200);
    const reconcile = await support.client.call('POST', '/api/admin/payments/reconcile');
    expect(reconcile.status).toBe(403);
    expect(reconcile.json.error.code).toBe('AccessDenied');
    const user = await account();
    expect((await user.client.call('GET', '/api/admin/payments')).status).toBe(403);
    const admin = await account('admin');
    expect((await admin.client.call('POST', '/api/admin/payments/reconcile')).status).toBe(200);
  });
});
