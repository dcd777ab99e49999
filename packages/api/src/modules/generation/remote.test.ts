/**
 * Designs on remote providers, end to end: the API, the planner, the real worker and runner, and the
 * real fal / OpenAI adapters talking HTTP to their local fakes, which call our webhook route back over
 * HTTP. Every path settles once: charged once on success, refunded once on failure.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { designs, ledgerEntries } from '@rassam/db';
import { startFalFake, startOpenAIFake, type FalFake, type OpenAIFake } from '@rassam/ai/fakes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-utils';
import { checkLedger, credit } from '../wallet/wallet.service';
import { createProviders, type Providers } from './providers';
import { createPlanner } from './routing';
import { createDesignRunner } from './runner';
import { processNext, type DesignRunner } from './worker';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<TestApp['client']>;

let t: TestApp;
let fal: FalFake;
let openai: OpenAIFake;
let server: ServerType;
let origin: string;
let providers: Providers;
let runner: DesignRunner;

const FAL_KEY = 'fal-fake-key:fal-fake-secret';

beforeAll(async () => {
  [fal, openai] = await Promise.all([startFalFake({ autoAdvance: false }), startOpenAIFake()]);
  t = await createTestApp();
  // The fakes call our webhook route over HTTP, as the providers would.
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  providers = createProviders({
    FAL_KEY,
    FAL_QUEUE_URL: fal.baseUrl,
    FAL_JWKS_URL: fal.jwksUrl,
    OPENAI_API_KEY: 'sk-fake-openai-key',
    OPENAI_BASE_URL: openai.baseUrl,
    REPLICATE_API_TOKEN: undefined,
    REPLICATE_BASE_URL: 'http://127.0.0.1:9',
    REPLICATE_WEBHOOK_SECRET: undefined,
  });
  t.deps.generation.planner = createPlanner(providers, { enabled: true, charged: false });
  runner = createDesignRunner({
    db: t.deps.db,
    storage: t.deps.storage,
    providers,
    webhookOrigin: origin,
    pollMs: 50,
  });
});

afterAll(async () => {
  if (t) expect(await checkLedger(t.handle.db)).toEqual([]);
  await new Promise((resolve) => server?.close(resolve));
  await Promise.all([fal?.close(), openai?.close(), t?.close()]);
});

beforeEach(() => {
  fal.setMode('normal');
  openai.setMode('normal');
  fal.state.files.ttlMs = null;
});

let n = 0;
async function account(coins = 100) {
  n += 1;
  const client = await t.signUp(`0936${String(n).padStart(7, '0')}`);
  const id = (await client.call('GET', '/api/me')).json.data.id as string;
  if (coins) await credit(t.handle.db, id, coins, { reason: 'admin_adjustment', note: 'test coins' });
  return { client, id };
}

const balance = async (client: Client) => (await client.call('GET', '/api/wallet')).json.data.balance as number;
const lease = (owner: string, ms = 30_000) => ({ owner, ms });

async function create(client: Client, tool: string, input: Record<string, unknown>) {
  const res = await client.call('POST', '/api/designs', { tool, input });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data as { id: string; cost: number };
}

/** The fal job of the next submission, once the worker has sent it. */
async function nextFalJob(before: number) {
  for (let i = 0; i < 400; i++) {
    if (fal.jobs.size > before) return [...fal.jobs.values()].at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the worker sent nothing to fal');
}

const refundsOf = (designId: string) =>
  t.handle.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reason, 'design_refund'), eq(ledgerEntries.refId, designId)));

describe('fal, end to end', () => {
  it('queued → running → done: follows the request, re-hosts the outputs and charges once', async () => {
    const { client } = await account();
    const design = await create(client, 'text-to-image', { prompt: 'a red apple', count: 2 });
    expect(design.cost).toBe(8);
    const jobs = fal.jobs.size;
    const running = processNext(t.deps, runner, lease('fal-1'));
    const job = await nextFalJob(jobs);
    expect(job.model).toBe('fal-ai/flux/dev');
    expect(job.webhookUrl).toBe(`${origin}/api/webhooks/ai/fal`);

    // The request id is written to the design as soon as fal has accepted it, before any result.
    await expect
      .poll(async () => (await t.handle.db.select().from(designs).where(eq(designs.id, design.id)))[0])
      .toMatchObject({ status: 'processing', provider: 'fal', providerRequestId: job.id });

    await fal.advance(job.id); // running
    await fal.advance(job.id); // completed: the webhook reaches our route
    await running;
    expect(fal.webhooks.at(-1)).toMatchObject({ status: 200 });

    const view = (await client.call('GET', `/api/designs/${design.id}`)).json.data;
    expect(view).toMatchObject({ status: 'completed', progress: 1, provider: 'fal', model: 'fal-ai/flux/dev' });
    expect(view.preview).toBe(false);
    expect(view.outputs).toHaveLength(2);
    // Provider URLs never reach the user: every output is ours, and its bytes are the image.
    expect(JSON.stringify(view)).not.toContain(fal.baseUrl);
    const file = await client.call('GET', view.outputs[0].url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(await balance(client)).toBe(100 - 8);
  });

  it('follows by polling alone when there is no webhook (a lost delivery is reconciled)', async () => {
    const { client } = await account();
    const design = await create(client, 'upscale', { image: await uploadPng(client), factor: 4 });
    const polling = createDesignRunner({ db: t.deps.db, storage: t.deps.storage, providers, pollMs: 50 });
    const jobs = fal.jobs.size;
    const running = processNext(t.deps, polling, lease('fal-poll'));
    const job = await nextFalJob(jobs);
    expect(job.webhookUrl).toBeNull();
    await fal.complete(job.id);
    await running;
    const view = (await client.call('GET', `/api/designs/${design.id}`)).json.data;
    expect(view).toMatchObject({ status: 'completed', provider: 'fal', model: 'fal-ai/esrgan' });
    expect(await balance(client)).toBe(100 - 4);
  });

  it('a moderation refusal fails at once as ContentRefused and refunds once', async () => {
    const { client } = await account();
    fal.setMode('moderation');
    const design = await create(client, 'text-to-image', { prompt: 'something refused' });
    const jobs = fal.jobs.size;
    const running = processNext(t.deps, runner, lease('fal-mod'));
    await fal.complete((await nextFalJob(jobs)).id);
    await running;
    const view = (await client.call('GET', `/api/designs/${design.id}`)).json.data;
    expect(view).toMatchObject({ status: 'failed', refunded: true, error: { code: 'ContentRefused' } });
    expect(await balance(client)).toBe(100);
    expect(await refundsOf(design.id)).toHaveLength(1);
    // Never sent again: one request for the design.
    expect(fal.jobs.size).toBe(jobs + 1);
  });

  it('a rate-limited submit (429) is retried after Retry-After and then succeeds', async () => {
    const { client } = await account();
    fal.setMode('rate-limit-once');
    fal.state.retryAfterSeconds = 0;
    const design = await create(client, 'remove-bg', { image: await uploadPng(client) });
    const jobs = fal.jobs.size;
    const running = processNext(t.deps, runner, lease('fal-429'));
    await fal.complete((await nextFalJob(jobs)).id);
    await running;
    const view = (await client.call('GET', `/api/designs/${design.id}`)).json.data;
    expect(view.status).toBe('completed');
    // Two submits: the refused one and its retry; one job made.
    expect(fal.requests.filter((r) => r.method === 'POST' && r.path.includes('birefnet'))).toHaveLength(2);
    expect(fal.jobs.size).toBe(jobs + 1);
  });

  it('an expired provider URL fails the design and refunds it once', async () => {
    const { client } = await account();
    fal.state.files.ttlMs = -1; // every file the fake serves is already gone
    const design = await create(client, 'text-to-image', { prompt: 'gone too soon' });
    const jobs = fal.jobs.size;
    const running = processNext(t.deps, runner, lease('fal-expired'));
    await fal.complete((await nextFalJob(jobs)).id);
    await running;
    const view = (await client.call('GET', `/api/designs/${design.id}`)).json.data;
    expect(view).toMatchObject({ status: 'failed', refunded: true, error: { code: 'DesigningFailed' } });
    expect(await balance(client)).toBe(100);
    expect(await refundsOf(design.id)).toHaveLength(1);
  });
});

describe('webhooks', () => {
  async function completedDesign() {
    const { client } = await account();
    const design = await create(client, 'text-to-image', { prompt: 'a blue bird' });
    const jobs = fal.jobs.size;
    const running = processNext(t.deps, runner, lease(`hook-${design.id}`));
    const job = await nextFalJob(jobs);
    await expect
      .poll(async () => (await t.handle.db.select().from(designs).where(eq(designs.id, design.id)))[0])
      .toMatchObject({ providerRequestId: job.id });
    await fal.complete(job.id);
    await running;
    return { client, design, job, delivery: fal.webhooks.at(-1)! };
  }

  const post = (body: string, headers: Record<string, string>) =>
    fetch(`${origin}/api/webhooks/ai/fal`, { method: 'POST', headers, body });

  it('a replayed delivery is acknowledged and settles nothing again', async () => {
    const { client, design, delivery } = await completedDesign();
    expect(delivery.status).toBe(200);
    const replay = await post(delivery.body, delivery.headers);
    expect(replay.status).toBe(200);
    expect((await replay.json()).data).toEqual({ accepted: false });
    const view = (await client.call('GET', `/api/designs/${design.id}`)).json.data;
    expect(view).toMatchObject({ status: 'completed' });
    expect(view.outputs).toHaveLength(1);
    expect(await balance(client)).toBe(96);
  });

  it('refuses a delivery whose body or signature was changed, or that is stale', async () => {
    const { delivery, job } = await completedDesign();
    const tampered = delivery.body.replace('"OK"', '"ERROR"');
    expect((await post(tampered, delivery.headers)).status).toBe(401);
    const badSignature = { ...delivery.headers, 'x-fal-webhook-signature': '00'.repeat(64) };
    expect((await post(delivery.body, badSignature)).status).toBe(401);
    const stale = fal.signWebhook(job.id, delivery.body, Math.floor(Date.now() / 1000) - 3600);
    const res = await post(delivery.body, { 'content-type': 'application/json', ...stale });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('UnAuthorized');
  });

  it('a delivery for a request no design names yet answers 404, so the provider delivers it again', async () => {
    const body = JSON.stringify({ request_id: 'not-ours-yet', gateway_request_id: 'x', status: 'OK', payload: {} });
    const res = await post(body, { 'content-type': 'application/json', ...fal.signWebhook('not-ours-yet', body) });
    expect(res.status).toBe(404);
  });

  it('a provider that is not configured has no webhook', async () => {
    const res = await fetch(`${origin}/api/webhooks/ai/replicate`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
  });
});

describe('failover and takeover', () => {
  it('an error at submit moves on to the next route (fal refuses the key → OpenAI makes it)', async () => {
    const { client } = await account();
    const wrongFal = createProviders({
      FAL_KEY: 'wrong:key',
      FAL_QUEUE_URL: fal.baseUrl,
      FAL_JWKS_URL: fal.jwksUrl,
      OPENAI_API_KEY: 'sk-fake-openai-key',
      OPENAI_BASE_URL: openai.baseUrl,
      REPLICATE_API_TOKEN: undefined,
      REPLICATE_BASE_URL: 'http://127.0.0.1:9',
      REPLICATE_WEBHOOK_SECRET: undefined,
    });
    const planner = t.deps.generation.planner;
    t.deps.generation.planner = createPlanner(wrongFal, { enabled: true, charged: false });
    try {
      const design = await create(client, 'text-to-image', { prompt: 'a green pear' });
      const failing = createDesignRunner({ db: t.deps.db, storage: t.deps.storage, providers: wrongFal, pollMs: 50 });
      await processNext(t.deps, failing, lease('failover'));
      const view = (await client.call('GET', `/api/designs/${design.id}`)).json.data;
      expect(view).toMatchObject({ status: 'completed', provider: 'openai', model: 'gpt-image-1' });
      expect(await balance(client)).toBe(96);
    } finally {
      t.deps.generation.planner = planner;
    }
  });

  it('a worker that dies after submitting: the next one follows the same request, never a second one', async () => {
    const { client } = await account();
    const design = await create(client, 'text-to-image', { prompt: 'an orange cat' });
    const jobs = fal.jobs.size;
    // The first worker submits, then its lease runs out (it stopped renewing: killed).
    const first = processNext(t.deps, runner, lease('dies', 300));
    const job = await nextFalJob(jobs);
    await expect
      .poll(async () => (await t.handle.db.select().from(designs).where(eq(designs.id, design.id)))[0])
      .toMatchObject({ providerRequestId: job.id });
    await t.handle.db
      .update(designs)
      .set({ leaseExpiresAt: new Date(Date.now() - 1000), leaseOwner: 'dead-worker' })
      .where(eq(designs.id, design.id));
    await first; // it notices the lease is gone and stops without settling
    const second = processNext(t.deps, runner, lease('takes-over'));
    // The job finishes once the second worker holds the design (not after a guessed pause).
    await expect
      .poll(async () => (await t.handle.db.select().from(designs).where(eq(designs.id, design.id)))[0]?.leaseOwner)
      .toBe('takes-over');
    await fal.complete(job.id);
    await second;
    expect(fal.jobs.size).toBe(jobs + 1);
    const view = (await client.call('GET', `/api/designs/${design.id}`)).json.data;
    expect(view).toMatchObject({ status: 'completed', provider: 'fal' });
    expect(view.outputs).toHaveLength(1);
    expect(await balance(client)).toBe(96);
  });

  it('with no provider configured and the offline provider off, a tool is ServiceNotAvailable', async () => {
    const { client } = await account();
    const planner = t.deps.generation.planner;
    t.deps.generation.planner = createPlanner({}, { enabled: false, charged: false });
    try {
      const res = await client.call('POST', '/api/designs', { tool: 'text-to-image', input: { prompt: 'nothing' } });
      expect(res.status).toBe(503);
      expect(res.json.error.code).toBe('ServiceNotAvailable');
      expect(await balance(client)).toBe(100);
    } finally {
      t.deps.generation.planner = planner;
    }
  });
});

async function uploadPng(client: Client) {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(png)]), 'x.png');
  const res = await client.call('POST', '/api/files', form);
  expect(res.status).toBe(201);
  return res.json.data.id as string;
}
