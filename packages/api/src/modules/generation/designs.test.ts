import { eq } from 'drizzle-orm';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { tinyMp4 } from '@rassam/ai/fakes';
import { runFfmpeg } from '../../../../ai/src/offline/media/ffmpeg';
import { designs, users } from '@rassam/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunResult } from '@rassam/ai';
import { createTestApp } from '../../test-utils';
import { credit, checkLedger } from '../wallet/wallet.service';
import { createPlanner } from './routing';
import { claimNext, complete } from './queue';
import { processNext, type DesignRunner } from './worker';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<TestApp['client']>;
let t: TestApp;

let n = 0;
async function account() {
  n += 1;
  const client = await t.signUp(`0935${String(n).padStart(7, '0')}`);
  const id = (await client.call('GET', '/api/me')).json.data.id as string;
  return { client, id };
}

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

async function upload(client: Client, bytes: Buffer, name = 'x.png') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  return client.call('POST', '/api/files', form);
}

const balance = async (client: Client) => (await client.call('GET', '/api/wallet')).json.data.balance as number;

/** A runner that does what the test tells it: produce a PNG, or throw. */
function runner(behaviour: 'ok' | 'fail' | 'retry' | 'moderation'): DesignRunner {
  return {
    async run(design, context): Promise<RunResult> {
      context.progress(0.5);
      if (behaviour === 'fail') throw new Error('the method crashed');
      if (behaviour === 'retry') throw Object.assign(new Error('provider 503'), { retryable: true });
      if (behaviour === 'moderation') throw Object.assign(new Error('nsfw'), { kind: 'moderation' });
      return {
        provider: 'offline',
        model: design.tool,
        preview: true,
        outputs: [{ mime: 'image/png', data: await png(80, 60) }],
      };
    },
  };
}

const lease = (owner: string, ms = 30_000) => ({ owner, ms });

beforeAll(async () => {
  // Charged offline runs, so the ledger side of every path is exercised.
  t = await createTestApp();
  t.deps.generation.planner = createPlanner({}, { enabled: true, charged: true });
});
afterAll(async () => {
  if (t) expect(await checkLedger(t.handle.db)).toEqual([]);
  await t?.close();
});

/** Clears the queue, so each test's worker sees only its own designs. */
async function drain() {
  await t.handle.db.update(designs).set({ status: 'cancelled' }).where(eq(designs.status, 'queued'));
}

describe('tools and files', () => {
  it('lists all 27 tools with their input schema and price rule', async () => {
    const res = await t.client().call('GET', '/api/tools');
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(27);
    const upscale = res.json.data.find((tool: { slug: string }) => tool.slug === 'upscale');
    expect(upscale).toMatchObject({ outputKind: 'image', files: { image: 'image' }, price: { per: 'factor' } });
    expect(upscale.inputSchema.properties.factor).toBeDefined();
    // The cost of a run with the form's defaults, on the provider that would run it now.
    expect(upscale).toMatchObject({ available: true, provider: 'offline', cost: 2 });
    const video = res.json.data.find((tool: { slug: string }) => tool.slug === 'text-to-video');
    expect(video.cost).toBe(15);
  });

  it('takes images by content, re-encodes them and refuses what is not a file we accept', async () => {
    const { client } = await account();
    const withExif = await sharp(await png(40, 30))
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } })
      .toBuffer();
    expect(withExif.includes(Buffer.from('secret-gps'))).toBe(true);
    const ok = await upload(client, withExif, 'photo.png');
    expect(ok.status, ok.text).toBe(201);
    expect(ok.json.data).toMatchObject({ mime: 'image/jpeg', kind: 'image', width: 40, height: 30 });
    const stored = await client.call('GET', ok.json.data.url);
    expect(stored.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(
      await (
        await t.app.request(ok.json.data.url, {
          headers: { cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        })
      ).arrayBuffer(),
    );
    expect(bytes.includes(Buffer.from('secret-gps'))).toBe(false);

    const junk = await upload(client, Buffer.from('<?php system($_GET[1]); ?> pretending'), 'cat.png');
    expect(junk.status).toBe(400);
    expect(junk.json.error.code).toBe('FileFormatIsNotValid');
    const truncated = await upload(client, (await png()).subarray(0, 40), 'broken.png');
    expect(truncated.json.error.code).toBe('FileFormatIsNotValid');
    const huge = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]), Buffer.alloc(16 * 1024 * 1024)]);
    const big = await upload(client, huge);
    expect(big.status).toBe(413);
    expect(big.json.error.code).toBe('FileSizeValidationError');

    const other = await account();
    expect((await other.client.call('GET', ok.json.data.url)).status).toBe(404);
  });

  it('reads videos and sounds whole before keeping them: real ones get their size and length, fakes are refused', async () => {
    const { client } = await account();
    const clip = await runFfmpegTo('mp4', [
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=160x120:rate=10:duration=2',
      '-pix_fmt',
      'yuv420p',
    ]);
    const video = await upload(client, clip, 'clip.mov');
    expect(video.status, video.text).toBe(201);
    expect(video.json.data).toMatchObject({ kind: 'video', mime: 'video/mp4', width: 160, height: 120 });

    // An .mp4 with sound and no picture is a sound.
    const voice = await runFfmpegTo('mp4', ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-c:a', 'aac']);
    const sound = await upload(client, voice, 'voice.mp4');
    expect(sound.status, sound.text).toBe(201);
    expect(sound.json.data).toMatchObject({ kind: 'audio', mime: 'audio/mp4' });

    // The right signature with nothing playable behind it.
    const fake = await upload(client, tinyMp4(), 'video.mp4');
    expect(fake.status).toBe(400);
    expect(fake.json.error).toMatchObject({ code: 'FileFormatIsNotValid', fields: { file: expect.any(String) } });
    const noise = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(4096, 7)]);
    expect((await upload(client, noise, 'song.mp3')).json.error.code).toBe('FileFormatIsNotValid');
  });
});

/** A small media file made by ffmpeg from its built-in test sources. */
async function runFfmpegTo(ext: string, args: string[]): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'rassam-upload-'));
  try {
    const out = join(dir, `out.${ext}`);
    await runFfmpeg([...args, out]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('designs', () => {
  it('prices, pays and queues in one step; NotEnoughCoin pays nothing; a retried create charges once', async () => {
    const { client, id } = await account();
    const input = { prompt: 'یک گربه‌ی نارنجی روی فرش ایرانی', count: 2 };
    const quote = await client.call('POST', '/api/designs/quote', { tool: 'text-to-image', input });
    expect(quote.json.data).toEqual({ cost: 8, provider: 'offline', model: 'preview-image' });

    const poor = await client.call('POST', '/api/designs', { tool: 'text-to-image', input });
    expect(poor.status).toBe(402);
    expect(poor.json.error.code).toBe('NotEnoughCoin');
    expect((await client.call('GET', '/api/designs')).json.meta.total).toBe(0);

    await credit(t.handle.db, id, 20, { reason: 'admin_adjustment', note: 'test' });
    const key = { 'Idempotency-Key': 'create-1' };
    const first = await client.call('POST', '/api/designs', { tool: 'text-to-image', input }, key);
    const again = await client.call('POST', '/api/designs', { tool: 'text-to-image', input }, key);
    expect(first.status, first.text).toBe(201);
    expect(first.json.data).toMatchObject({ status: 'queued', cost: 8 });
    expect(again.json).toEqual(first.json);
    expect(await balance(client)).toBe(12);
    const [entry] = (await client.call('GET', '/api/wallet/transactions')).json.data;
    expect(entry).toMatchObject({
      amount: -8,
      reason: 'design_spend',
      ref: { type: 'design', id: first.json.data.id },
    });
    await drain();
  });

  it('refuses bad input field by field, unknown tools, and files that are not the user’s own', async () => {
    const { client } = await account();
    const bad = await client.call('POST', '/api/designs', { tool: 'upscale', input: { factor: 3 } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['input.factor', 'input.image']);
    const unknown = await client.call('POST', '/api/designs', { tool: 'mind-reader', input: {} });
    expect(unknown.status).toBe(404);
    const stranger = await account();
    const theirs = await upload(stranger.client, await png());
    const stolen = await client.call('POST', '/api/designs', {
      tool: 'upscale',
      input: { image: theirs.json.data.id },
    });
    expect(stolen.status).toBe(404);
    expect(stolen.json.error.code).toBe('FileNotFound');
    const extra = await client.call('POST', '/api/designs', {
      tool: 'remove-bg',
      input: { image: theirs.json.data.id, admin: true },
    });
    expect(extra.status).toBe(422);
  });

  it('a worker runs it: outputs stored with a thumbnail, provenance kept, progress and events', async () => {
    await drain();
    const { client, id } = await account();
    await credit(t.handle.db, id, 10, { reason: 'admin_adjustment', note: 'test' });
    const image = (await upload(client, await png(100, 50))).json.data.id;
    const created = await client.call('POST', '/api/designs', { tool: 'upscale', input: { image, factor: 4 } });
    expect(created.json.data.cost).toBe(4);
    const designId = created.json.data.id;

    const stream = await t.app.request(`/api/designs/${designId}/events`, {
      headers: { cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);

    expect(await processNext(t.deps, runner('ok'), lease('w1'))).toBe(true);
    const view = (await client.call('GET', `/api/designs/${designId}`)).json.data;
    expect(view).toMatchObject({
      status: 'completed',
      progress: 1,
      provider: 'offline',
      model: 'upscale',
      preview: true,
      refunded: false,
    });
    expect(view.input).toEqual({ image, factor: 4 });
    expect(view.outputs).toEqual([
      expect.objectContaining({
        mime: 'image/png',
        kind: 'image',
        width: 80,
        height: 60,
        thumbnailUrl: expect.any(String),
      }),
    ]);
    expect((await client.call('GET', view.outputs[0].url)).status).toBe(200);
    expect((await client.call('GET', view.outputs[0].thumbnailUrl)).headers.get('content-type')).toBe('image/webp');

    const text = await stream.text();
    const events = text
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)).status);
    expect(events[0]).toBe('queued');
    expect(events.at(-1)).toBe('completed');
    expect(await processNext(t.deps, runner('ok'), lease('w1'))).toBe(false);
  });

  it('a failure refunds once; a retryable one goes back to the queue, then fails and refunds after the limit', async () => {
    await drain();
    const { client, id } = await account();
    await credit(t.handle.db, id, 10, { reason: 'admin_adjustment', note: 'test' });
    const input = { text: 'سلام، خوش آمدید' };
    const crashed = (await client.call('POST', '/api/designs', { tool: 'text-to-speech', input })).json.data.id;
    await processNext(t.deps, runner('fail'), lease('w2'));
    expect((await client.call('GET', `/api/designs/${crashed}`)).json.data).toMatchObject({
      status: 'failed',
      refunded: true,
      error: { code: 'DesigningFailed' },
    });
    expect(await balance(client)).toBe(10);

    const flaky = (await client.call('POST', '/api/designs', { tool: 'text-to-speech', input })).json.data.id;
    for (let attempt = 1; attempt <= 3; attempt++) {
      // Backoff is real: make the design due at once for the test.
      await t.handle.db
        .update(designs)
        .set({ runAfter: new Date(0) })
        .where(eq(designs.id, flaky));
      expect(await processNext(t.deps, runner('retry'), lease('w2'))).toBe(true);
      const state = (await client.call('GET', `/api/designs/${flaky}`)).json.data;
      expect(state.status).toBe(attempt < 3 ? 'queued' : 'failed');
    }
    expect(await balance(client)).toBe(10);
    const refunds = (await client.call('GET', '/api/wallet/transactions')).json.data.filter(
      (e: { reason: string }) => e.reason === 'design_refund',
    );
    expect(refunds).toHaveLength(2);

    const refused = (await client.call('POST', '/api/designs', { tool: 'text-to-speech', input })).json.data.id;
    await processNext(t.deps, runner('moderation'), lease('w2'));
    expect((await client.call('GET', `/api/designs/${refused}`)).json.data).toMatchObject({
      status: 'failed',
      error: { code: 'ContentRefused' },
      refunded: true,
    });
    expect(await balance(client)).toBe(10);
  });

  it('cancel while queued refunds; running designs cannot be cancelled or deleted; settled ones can be deleted once', async () => {
    await drain();
    const { client, id } = await account();
    await credit(t.handle.db, id, 30, { reason: 'admin_adjustment', note: 'test' });
    const input = { prompt: 'a calm sea at dawn' };
    const queued = (await client.call('POST', '/api/designs', { tool: 'text-to-3d', input: { prompt: 'a tea cup' } }))
      .json.data.id;
    expect(await balance(client)).toBe(10);
    const cancelled = await client.call('POST', `/api/designs/${queued}/cancel`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json.data).toMatchObject({ status: 'cancelled', refunded: true });
    expect(await balance(client)).toBe(30);
    expect((await client.call('POST', `/api/designs/${queued}/cancel`)).status).toBe(409);

    const running = (await client.call('POST', '/api/designs', { tool: 'text-to-music', input })).json.data.id;
    const claimed = await claimNext(t.handle.db, lease('w3'));
    expect(claimed?.id).toBe(running);
    const refusedDelete = await client.call('DELETE', `/api/designs/${running}`);
    expect(refusedDelete.status).toBe(409);
    expect(refusedDelete.json.error.code).toBe('DesigningIsInProcess');
    expect((await client.call('POST', `/api/designs/${running}/cancel`)).json.error.code).toBe('DesigningIsInProcess');
    await complete(t.handle.db, running, lease('w3'), {
      provider: 'offline',
      model: 'music',
      preview: false,
      outputs: [],
    });
    expect((await client.call('DELETE', `/api/designs/${running}`)).status).toBe(200);
    expect((await client.call('DELETE', `/api/designs/${running}`)).json.error.code).toBe('DesigningIsDeleted');
    expect((await client.call('GET', `/api/designs/${running}`)).json.error.code).toBe('DesigningIsDeleted');
    expect((await client.call('GET', '/api/designs')).json.data.map((d: { id: string }) => d.id)).not.toContain(
      running,
    );
    // Provenance stays for ever.
    const [row] = await t.handle.db.select().from(designs).where(eq(designs.id, running));
    expect(row).toMatchObject({
      status: 'deleted',
      tool: 'text-to-music',
      cost: 4,
      input: { prompt: input.prompt, duration: 20 },
    });

    const other = await account();
    expect((await other.client.call('GET', `/api/designs/${running}`)).status).toBe(404);
    expect((await other.client.call('DELETE', `/api/designs/${queued}`)).status).toBe(404);
    expect((await client.call('GET', '/api/designs/not-a-uuid')).json.error.code).toBe('DesigningIdIsNotValid');
  });

  it('a worker that lost its lease cannot settle: the one that took over does, once', async () => {
    await drain();
    const { client, id } = await account();
    await credit(t.handle.db, id, 10, { reason: 'admin_adjustment', note: 'test' });
    const designId = (
      await client.call('POST', '/api/designs', {
        tool: 'remove-bg',
        input: { image: (await upload(client, await png())).json.data.id },
      })
    ).json.data.id;
    const dead = await claimNext(t.handle.db, lease('dead', 1));
    expect(dead?.id).toBe(designId);
    // Its lease runs out (the worker died): moved into the past rather than waited for.
    await t.handle.db
      .update(designs)
      .set({ leaseExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(designs.id, designId));
    expect(await processNext(t.deps, runner('ok'), lease('alive'))).toBe(true);
    expect(
      await complete(t.handle.db, designId, lease('dead', 1), {
        provider: 'offline',
        model: 'x',
        preview: false,
        outputs: [],
      }),
    ).toBe(false);
    const view = (await client.call('GET', `/api/designs/${designId}`)).json.data;
    expect(view.outputs).toHaveLength(1);
    const [row] = await t.handle.db.select().from(designs).where(eq(designs.id, designId));
    expect(row!.attempts).toBe(2);
    expect(await balance(client)).toBe(8);
    const [owner] = await t.handle.db.select().from(users).where(eq(users.id, id));
    expect(owner).toBeDefined();
  });
});
