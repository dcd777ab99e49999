/**
 * Every tool of the catalogue, end to end on the offline provider: created through the API, run by real
 * workers on the real runner, and its stored output checked for being what it claims (a PNG, an H.264
 * MP4 of the asked length, a sound, a valid GLB). Driven by `tools`: a new catalogue entry is covered
 * as soon as it exists (or fails here until the test learns to fill in its input).
 */
import { eq } from 'drizzle-orm';
import { validateBytes } from 'gltf-validator';
import sharp from 'sharp';
import { designs } from '@rassam/db';
import { inputJsonSchema, tools, type ToolDefinition } from '@rassam/ai';
import { probe } from '@rassam/ai/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-utils';
import { checkLedger, credit } from '../wallet/wallet.service';
import { clip, mask, photo, PHOTO } from './offline-tools.fixtures';
import { createDesignRunner } from './runner';
import { createPlanner } from './routing';
import { startWorkers } from './worker';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<TestApp['client']>;

const PROMPT = 'a red apple on a wooden table';
const SPEECH = 'سلام، به رسام خوش آمدید. این صدا را ابزار آفلاین ساخته است.';
const STARTING_COINS = 500;
/** Methods that only illustrate the prompt: their outputs are labelled previews. */
const PREVIEW_METHODS = new Set(['preview-image', 'preview-video', 'preview-model3d']);
/** Shape choices a tool's defaults do not make on their own. */
const CHOICES: Record<string, Record<string, unknown>> = { 'image-expand': { aspectRatio: '16:9' } };

let t: TestApp;
let workers: ReturnType<typeof startWorkers>;
let media: { photo: Buffer; mask: Buffer; video: Buffer };

beforeAll(async () => {
  t = await createTestApp();
  const still = await photo();
  media = { photo: still, mask: await mask(), video: await clip(still) };
  // Two loops for two cores: a video run keeps ffmpeg busy, a second loop takes the light tools meanwhile.
  const runner = createDesignRunner({ db: t.deps.db, storage: t.deps.storage, providers: {}, pollMs: 50 });
  workers = startWorkers(t.deps, runner, 2, { leaseMs: 120_000, idleMs: 100, owner: 'offline-tools' });
});

afterAll(async () => {
  await workers?.stop();
  if (t) expect(await checkLedger(t.handle.db)).toEqual([]);
  await t?.close();
});

let accounts = 0;
/** A fresh account with coins, each from its own address (sign-up codes are limited per address). */
async function account() {
  accounts += 1;
  const client = t.client({ ip: `198.51.100.${accounts}` });
  const credential = `0936${String(accounts).padStart(7, '0')}`;
  const registered = await client.call('POST', '/api/auth/register', {
    credential,
    name: 'Offline Tester',
    password: 'Secret123',
    confirmPassword: 'Secret123',
  });
  if (registered.status !== 200) throw new Error(`register failed: ${registered.text}`);
  const code = await t.lastCode(registered.json.data.credential);
  const verified = await client.call('POST', '/api/auth/verify', { credential, code });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.text}`);
  const id = (await client.call('GET', '/api/me')).json.data.id as string;
  await credit(t.handle.db, id, STARTING_COINS, { reason: 'admin_adjustment', note: 'offline tools test' });
  return client;
}

async function upload(client: Client, bytes: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await client.call('POST', '/api/files', form);
  if (res.status !== 201) throw new Error(`upload of ${name} failed: ${res.text}`);
  return res.json.data.id as string;
}

/** A stored file's bytes and type, as the browser gets them. */
async function download(client: Client, url: string) {
  const res = await t.app.request(url, {
    headers: { cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
  return { type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

const balance = async (client: Client) => (await client.call('GET', '/api/wallet')).json.data.balance as number;

interface JsonProperty {
  type?: string;
  enum?: unknown[];
  minimum?: number;
}

/**
 * A valid input for `tool` from its file fields and its JSON Schema (what the web form reads): our own
 * uploads for files (the mask for `mask`), a sentence for prompts and text, the shortest duration, two
 * pictures where a count is asked, factor 2, a fixed seed; everything else stays at its default.
 */
async function inputFor(client: Client, tool: ToolDefinition): Promise<Record<string, unknown>> {
  const schema = inputJsonSchema(tool) as { properties?: Record<string, JsonProperty>; required?: string[] };
  const properties = schema.properties ?? {};
  const input: Record<string, unknown> = {};
  for (const [field, kind] of Object.entries(tool.files)) {
    // Optional pictures (a video model's start frame) go to every other tool, so that both ways of
    // those tools are run: from the prompt alone, and from a picture.
    if (!schema.required?.includes(field) && tools.findIndex((entry) => entry.slug === tool.slug) % 2 === 0) continue;
    const id =
      kind === 'video'
        ? await upload(client, media.video, 'clip.mp4')
        : kind === 'image'
          ? await upload(client, field === 'mask' ? media.mask : media.photo, `${field}.png`)
          : undefined;
    if (!id) throw new Error(`no fixture for a ${kind} field (${tool.slug}.${field})`);
    input[field] = properties[field]?.type === 'array' ? [id] : id;
  }
  if (properties.prompt) input.prompt = PROMPT;
  if (properties.text) input.text = SPEECH;
  const duration = properties.duration;
  if (duration) {
    const allowed = (duration.enum as number[] | undefined) ?? [duration.minimum];
    input.duration = Math.min(...allowed.filter((value): value is number => typeof value === 'number'));
  }
  if (properties.count) input.count = 2;
  if (properties.factor) input.factor = 2;
  if (properties.seed) input.seed = 7;
  Object.assign(input, CHOICES[tool.slug]);
  const parsed = tool.input.safeParse(input);
  if (!parsed.success) throw new Error(`the test builds no valid input for ${tool.slug}: ${parsed.error.message}`);
  return input;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the design as its page would until it settles; a failure carries the worker's detail. */
async function settled(client: Client, id: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const view = (await client.call('GET', `/api/designs/${id}`)).json.data;
    if (view.status === 'failed') {
      const [row] = await t.handle.db.select().from(designs).where(eq(designs.id, id));
      throw new Error(`design ${view.tool} failed: ${row?.errorCode} ${row?.errorDetail}`);
    }
    if (view.status !== 'queued' && view.status !== 'processing') return view;
    if (Date.now() > deadline) throw new Error(`design ${view.tool} still ${view.status} after ${timeoutMs} ms`);
    await sleep(200);
  }
}

interface OutputView {
  url: string;
  mime: string;
  kind: string;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  thumbnailUrl: string | null;
}

/** The pixels of a decoded picture, for looking at alpha. */
async function pixels(bytes: Buffer) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return {
    ...info,
    alpha: (x: number, y: number) => (info.channels === 4 ? data[(y * info.width + x) * 4 + 3]! : 255),
  };
}

async function checkImage(client: Client, tool: ToolDefinition, input: Record<string, unknown>, outputs: OutputView[]) {
  expect(outputs).toHaveLength(typeof input.count === 'number' ? input.count : 1);
  for (const output of outputs) {
    expect(output).toMatchObject({ mime: 'image/png', kind: 'image', thumbnailUrl: expect.any(String) });
    const { type, bytes } = await download(client, output.url);
    expect(type).toBe('image/png');
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([output.width, output.height]);

    if (tool.offline === 'remove-bg') {
      expect(meta.hasAlpha).toBe(true);
      const cut = await pixels(bytes);
      expect(cut.channels).toBe(4);
      const [right, bottom] = [cut.width - 2, cut.height - 2];
      for (const [x, y] of [
        [1, 1],
        [right, 1],
        [1, bottom],
        [right, bottom],
      ] as const) {
        expect(cut.alpha(x, y), `alpha at ${x},${y}`).toBe(0);
      }
      expect(cut.alpha(Math.floor(cut.width / 2), Math.floor(cut.height / 2))).toBe(255);
    }
    if (tool.offline === 'upscale') {
      expect([meta.width, meta.height]).toEqual([
        PHOTO.width * Number(input.factor),
        PHOTO.height * Number(input.factor),
      ]);
    }
    if (tool.offline === 'expand') {
      const [w, h] = String(input.aspectRatio).split(':').map(Number) as [number, number];
      expect(meta.width! / meta.height!).toBeCloseTo(w / h, 2);
      expect(meta.width!).toBeGreaterThanOrEqual(PHOTO.width);
      expect(meta.height!).toBeGreaterThanOrEqual(PHOTO.height);
      expect(meta.width! * meta.height!).toBeGreaterThan(PHOTO.width * PHOTO.height);
    }
  }
}

async function checkVideo(client: Client, input: Record<string, unknown>, outputs: OutputView[]) {
  expect(outputs).toHaveLength(1);
  const [output] = outputs as [OutputView];
  expect(output).toMatchObject({ mime: 'video/mp4', kind: 'video', thumbnailUrl: expect.any(String) });
  const { bytes } = await download(client, output.url);
  const info = await probe(bytes);
  expect(info.format).toContain('mp4');
  expect(info).toMatchObject({ videoCodec: 'h264', pixelFormat: 'yuv420p' });
  expect(Math.abs(info.durationSeconds - Number(input.duration))).toBeLessThanOrEqual(0.25);
  expect(output).toMatchObject({ width: info.width, height: info.height });
  expect(Math.abs(output.durationSeconds! - Number(input.duration))).toBeLessThanOrEqual(0.25);
  const poster = await download(client, output.thumbnailUrl!);
  expect(poster.type).toMatch(/^image\//);
  const still = await sharp(poster.bytes).metadata();
  expect(still.width).toBeGreaterThan(0);
  expect(still.height).toBeGreaterThan(0);
}

async function checkAudio(client: Client, input: Record<string, unknown>, outputs: OutputView[]) {
  expect(outputs).toHaveLength(1);
  const [output] = outputs as [OutputView];
  expect(output.kind).toBe('audio');
  expect(output.mime).toMatch(/^audio\//);
  const { bytes } = await download(client, output.url);
  const info = await probe(bytes);
  expect(info.audioCodec).toBeTruthy();
  expect(output.durationSeconds).toBeCloseTo(info.durationSeconds, 1);
  if (typeof input.duration === 'number') {
    expect(Math.abs(output.durationSeconds! - input.duration)).toBeLessThanOrEqual(0.5);
  } else {
    // A spoken sentence: more than a blip, far less than a minute.
    expect(output.durationSeconds!).toBeGreaterThan(0.5);
    expect(output.durationSeconds!).toBeLessThan(60);
  }
}

async function checkModel(client: Client, outputs: OutputView[]) {
  expect(outputs).toHaveLength(1);
  const [output] = outputs as [OutputView];
  expect(output).toMatchObject({ mime: 'model/gltf-binary', kind: 'model3d' });
  const { bytes } = await download(client, output.url);
  expect(bytes.toString('latin1', 0, 4)).toBe('glTF');
  const report = await validateBytes(new Uint8Array(bytes));
  expect(report.issues.numErrors, JSON.stringify(report.issues.messages.slice(0, 5))).toBe(0);
}

describe('refusals before anything runs', () => {
  it('another user’s file is FileNotFound at creation, and nothing is charged or queued', async () => {
    const client = await account();
    const stranger = await account();
    const theirs = await upload(stranger, media.photo, 'theirs.png');
    // Charged for this one request (the workers are idle until the next block), so "nothing" means something.
    const free = t.deps.generation.planner;
    t.deps.generation.planner = createPlanner({}, { enabled: true, charged: true });
    const quoted = await client.call('POST', '/api/designs/quote', { tool: 'remove-bg', input: { image: theirs } });
    const res = await client.call('POST', '/api/designs', { tool: 'remove-bg', input: { image: theirs } });
    t.deps.generation.planner = free;
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('FileNotFound');
    expect(Object.keys(res.json.error.fields)).toEqual(['input.image']);
    expect(quoted.json.data.cost).toBeGreaterThan(0);
    expect(await balance(client)).toBe(STARTING_COINS);
    expect((await client.call('GET', '/api/designs')).json.meta.total).toBe(0);
  });

  it('a tool that does not exist is ServiceNotAvailable', async () => {
    const client = await account();
    const res = await client.call('POST', '/api/designs', { tool: 'mind-reader', input: { prompt: PROMPT } });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('ServiceNotAvailable');
    expect(await balance(client)).toBe(STARTING_COINS);
  });
});

describe.concurrent('every tool on the offline provider', () => {
  for (const tool of tools as readonly ToolDefinition[]) {
    it(`${tool.slug}: ${tool.offline} makes a real ${tool.outputKind}, free`, { timeout: 300_000 }, async () => {
      const client = await account();
      const input = await inputFor(client, tool);
      const created = await client.call('POST', '/api/designs', { tool: tool.slug, input });
      expect(created.status, created.text).toBe(201);
      expect(created.json.data).toMatchObject({ status: 'queued', cost: 0 });

      const view = await settled(client, created.json.data.id, 290_000);
      expect(view).toMatchObject({
        status: 'completed',
        progress: 1,
        provider: 'offline',
        model: tool.offline,
        preview: PREVIEW_METHODS.has(tool.offline),
        cost: 0,
        refunded: false,
      });
      const outputs = view.outputs as OutputView[];
      if (tool.outputKind === 'image') await checkImage(client, tool, input, outputs);
      else if (tool.outputKind === 'video') await checkVideo(client, input, outputs);
      else if (tool.outputKind === 'audio') await checkAudio(client, input, outputs);
      else await checkModel(client, outputs);

      expect(await balance(client)).toBe(STARTING_COINS);
      const spent = (await client.call('GET', '/api/wallet/transactions')).json.data.filter(
        (entry: { reason: string }) => entry.reason !== 'admin_adjustment',
      );
      expect(spent).toEqual([]);
    });
  }
});
