import { eq } from 'drizzle-orm';
import { designs, users } from '@rassam/db';
import { findTool, tools } from '@rassam/ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-utils';
import { createProviders, REMOTE_PROVIDERS } from '../generation/providers';
import { createPlanner } from '../generation/routing';
import { routeProviders } from './ai.schemas';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // fal has its key; OpenAI and Replicate have none. The offline provider is on and free.
  t.deps.generation = {
    ...t.deps.generation,
    planner: createPlanner(createProviders({ ...t.deps.env, FAL_KEY: 'key-id:key-secret' }), {
      enabled: true,
      charged: false,
    }),
  };
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
async function account(role: 'user' | 'support' | 'admin' = 'user') {
  n += 1;
  const phone = `0937${String(n).padStart(7, '0')}`;
  const client = await t.signUp(phone);
  const me = await client.call('GET', '/api/me');
  if (role !== 'user') await t.handle.db.update(users).set({ role }).where(eq(users.id, me.json.data.id));
  return { client, id: me.json.data.id as string };
}

type Tool = { slug: string; routes: { provider: string; model: string }[]; offline: boolean; custom: boolean };
type Provider = {
  name: string;
  configured: boolean;
  last24h: Record<string, number | null>;
  lastError: { code: string; detail: string | null; at: string } | null;
};

describe('admin: AI providers', () => {
  it('is for admins only: visitors get 401, users and support 403, and nothing changes', async () => {
    const visitor = t.client({ ip: '10.8.0.1' });
    expect((await visitor.call('GET', '/api/admin/ai')).status).toBe(401);
    expect((await visitor.call('PUT', '/api/admin/ai/routes/upscale', { routes: [], offline: true })).status).toBe(401);
    for (const role of ['user', 'support'] as const) {
      const someone = await account(role);
      const denied = await someone.client.call('GET', '/api/admin/ai');
      expect(denied.status).toBe(403);
      expect(denied.json.error.code).toBe('AccessDenied');
      const put = await someone.client.call('PUT', '/api/admin/ai/routes/upscale', { routes: [], offline: false });
      expect(put.status).toBe(403);
      expect((await someone.client.call('DELETE', '/api/admin/ai/routes/upscale')).status).toBe(403);
    }
    const admin = await account('admin');
    const page = await admin.client.call('GET', '/api/admin/ai');
    expect(page.json.data.tools.find((tool: Tool) => tool.slug === 'upscale')).toMatchObject({ custom: false });
  });

  it('shows the offline provider, each provider with its configuration, and every tool with its routing', async () => {
    const admin = await account('admin');
    const res = await admin.client.call('GET', '/api/admin/ai');
    expect(res.status, res.text).toBe(200);
    const { data } = res.json;
    expect(data.offline).toEqual({ enabled: true, charged: false });
    expect(routeProviders).toEqual(REMOTE_PROVIDERS);
    expect(data.providers.map((p: Provider) => [p.name, p.configured])).toEqual([
      ['fal', true],
      ['openai', false],
      ['replicate', false],
      ['offline', true],
    ]);
    expect(data.tools).toHaveLength(tools.length);
    expect(data.tools.find((tool: Tool) => tool.slug === 'text-to-image')).toEqual({
      slug: 'text-to-image',
      group: 'image',
      outputKind: 'image',
      routes: findTool('text-to-image')!.routes,
      defaultRoutes: findTool('text-to-image')!.routes,
      offline: true,
      offlineMethod: 'preview-image',
      custom: false,
    });
  });

  it('changes a routing, reads it back, and resets it to the default', async () => {
    const admin = await account('admin');
    const routes = [
      { provider: 'replicate', model: 'black-forest-labs/flux-schnell:5599ed30' },
      { provider: 'fal', model: 'fal-ai/flux/schnell' },
    ];
    const put = await admin.client.call('PUT', '/api/admin/ai/routes/text-to-image', { routes, offline: false });
    expect(put.status, put.text).toBe(200);
    expect(put.json.message.code).toBe('UpdateSuccessfully');
    expect(put.json.data).toMatchObject({ slug: 'text-to-image', routes, offline: false, custom: true });

    const page = await admin.client.call('GET', '/api/admin/ai');
    const tool = page.json.data.tools.find((row: Tool) => row.slug === 'text-to-image');
    expect(tool).toMatchObject({
      routes,
      offline: false,
      custom: true,
      defaultRoutes: findTool('text-to-image')!.routes,
    });
    // The planner follows it: Replicate has no key, so fal's model runs.
    const quote = await admin.client.call('POST', '/api/designs/quote', {
      tool: 'text-to-image',
      input: { prompt: 'a cat' },
    });
    expect(quote.json.data).toMatchObject({ provider: 'fal', model: 'fal-ai/flux/schnell' });

    const reset = await admin.client.call('DELETE', '/api/admin/ai/routes/text-to-image');
    expect(reset.status, reset.text).toBe(200);
    expect(reset.json.data).toMatchObject({ routes: findTool('text-to-image')!.routes, offline: true, custom: false });
    const again = await admin.client.call('GET', '/api/admin/ai');
    expect(again.json.data.tools.find((row: Tool) => row.slug === 'text-to-image')).toMatchObject({ custom: false });
    // Resetting a default routing is harmless.
    expect((await admin.client.call('DELETE', '/api/admin/ai/routes/text-to-image')).status).toBe(200);
  });

  it('an empty list with the offline provider off takes a tool out of service', async () => {
    const admin = await account('admin');
    const url = '/api/admin/ai/routes/text-to-music';
    const put = await admin.client.call('PUT', url, { routes: [], offline: false });
    expect(put.status, put.text).toBe(200);
    const quote = () =>
      admin.client.call('POST', '/api/designs/quote', { tool: 'text-to-music', input: { prompt: 'calm piano' } });
    const refused = await quote();
    expect(refused.status).toBe(503);
    expect(refused.json.error.code).toBe('ServiceNotAvailable');
    await admin.client.call('DELETE', url);
    expect((await quote()).json.data).toMatchObject({ provider: 'fal', model: 'fal-ai/stable-audio' });
  });

  it('refuses duplicates, bad model ids, unknown providers and too many routes with 422 and the fields', async () => {
    const admin = await account('admin');
    const url = '/api/admin/ai/routes/text-to-image';
    const put = (body: unknown) => admin.client.call('PUT', url, body, { 'x-locale': 'en' });

    const duplicate = await put({
      routes: [
        { provider: 'fal', model: 'fal-ai/flux/dev' },
        { provider: 'openai', model: 'gpt-image-1' },
        { provider: 'fal', model: 'fal-ai/flux/dev' },
      ],
      offline: true,
    });
    expect(duplicate.status).toBe(422);
    expect(Object.keys(duplicate.json.error.fields)).toEqual(['routes.2.model']);

    for (const model of ['', ' fal-ai/flux', '-flux', 'fal ai/flux', 'flux?x=1', 'x'.repeat(201), 'مدل']) {
      const bad = await put({ routes: [{ provider: 'fal', model }], offline: true });
      expect(bad.status, model).toBe(422);
      expect(Object.keys(bad.json.error.fields), model).toEqual(['routes.0.model']);
    }

    const unknown = await put({ routes: [{ provider: 'runway', model: 'gen-4' }], offline: true });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.json.error.fields)).toEqual(['routes.0.provider']);

    const seven = Array.from({ length: 7 }, (_, i) => ({ provider: 'fal', model: `fal-ai/model-${i}` }));
    const tooMany = await put({ routes: seven, offline: true });
    expect(tooMany.status).toBe(422);
    expect(tooMany.json.error.fields.routes).toBeTruthy();
    // Six is allowed.
    expect((await put({ routes: seven.slice(0, 6), offline: true })).status).toBe(200);

    for (const body of [{ routes: [] }, { routes: [], offline: 'yes' }, { routes: [], offline: true, extra: 1 }]) {
      expect((await put(body)).status).toBe(422);
    }
    await admin.client.call('DELETE', url);
  });

  it('answers an unknown tool with 404 ServiceNotAvailable', async () => {
    const admin = await account('admin');
    const put = await admin.client.call('PUT', '/api/admin/ai/routes/no-such-tool', { routes: [], offline: true });
    expect(put.status).toBe(404);
    expect(put.json.error.code).toBe('ServiceNotAvailable');
    const reset = await admin.client.call('DELETE', '/api/admin/ai/routes/no-such-tool');
    expect(reset.status).toBe(404);
    expect(reset.json.error.code).toBe('ServiceNotAvailable');
  });

  it("counts each provider's designs of the last 24 hours, its run times and its last error", async () => {
    const admin = await account('admin');
    const owner = await account();
    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
    const design = (values: Partial<typeof designs.$inferInsert>) => ({
      userId: owner.id,
      tool: 'text-to-image',
      input: { prompt: 'a cat' },
      cost: 0,
      seed: 1,
      ...values,
    });
    await t.handle.db.insert(designs).values([
      // fal: four completed in 10, 20, 30 and 40 seconds, one refused, one failed, one running, one queued.
      ...[10, 20, 30, 40].map((took) =>
        design({
          status: 'completed',
          provider: 'fal',
          model: 'fal-ai/flux/dev',
          startedAt: ago(3600 + took),
          finishedAt: ago(3600),
        }),
      ),
      design({
        status: 'failed',
        provider: 'fal',
        errorCode: 'ContentRefused',
        errorDetail: 'fal: the prompt was flagged',
        startedAt: ago(1900),
        finishedAt: ago(1800),
      }),
      design({
        status: 'failed',
        provider: 'fal',
        errorCode: 'DesigningFailed',
        errorDetail: `fal answered 500: ${'x'.repeat(400)}`,
        startedAt: ago(700),
        finishedAt: ago(600),
      }),
      design({ status: 'processing', provider: 'fal', startedAt: ago(5) }),
      design({ status: 'queued', routes: [{ provider: 'fal', model: 'fal-ai/flux/dev' }] }),
      // Older than a day: not counted.
      design({
        status: 'completed',
        provider: 'fal',
        createdAt: ago(90_000),
        startedAt: ago(90_000),
        finishedAt: ago(89_990),
      }),
      design({
        status: 'failed',
        provider: 'fal',
        errorCode: 'DesigningFailed',
        finishedAt: ago(88_000),
        createdAt: ago(88_100),
      }),
      // offline: one completed preview, one queued (no remote route planned).
      design({
        status: 'completed',
        provider: 'offline',
        model: 'preview-image',
        preview: true,
        startedAt: ago(62),
        finishedAt: ago(60),
      }),
      design({ status: 'queued', routes: [] }),
      // A provider the page does not list.
      design({ status: 'completed', provider: 'someone-else', startedAt: ago(20), finishedAt: ago(10) }),
    ]);

    const res = await admin.client.call('GET', '/api/admin/ai');
    expect(res.status, res.text).toBe(200);
    const byName = new Map<string, Provider>(res.json.data.providers.map((p: Provider) => [p.name, p]));
    expect(byName.get('fal')!.last24h).toEqual({
      completed: 4,
      failed: 1,
      refused: 1,
      running: 2,
      p50Seconds: 25,
      p95Seconds: 38.5,
    });
    const lastError = byName.get('fal')!.lastError!;
    expect(lastError.code).toBe('DesigningFailed');
    expect([...lastError.detail!]).toHaveLength(300);
    expect(lastError.detail!.startsWith('fal answered 500: xxx')).toBe(true);
    expect(Math.abs(Date.parse(lastError.at) - ago(600).getTime())).toBeLessThan(5_000);

    expect(byName.get('offline')!.last24h).toEqual({
      completed: 1,
      failed: 0,
      refused: 0,
      running: 1,
      p50Seconds: 2,
      p95Seconds: 2,
    });
    expect(byName.get('offline')!.lastError).toBeNull();
    expect(byName.get('openai')!.last24h).toEqual({
      completed: 0,
      failed: 0,
      refused: 0,
      running: 0,
      p50Seconds: null,
      p95Seconds: null,
    });
  });
});
