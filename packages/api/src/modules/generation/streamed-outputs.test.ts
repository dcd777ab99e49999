/**
 * Remote outputs are piped from the provider's URL into storage (decision 022): the real worker and the
 * real download (`downloadOutput`, which every adapter uses) against a local server, on local disk. What is
 * kept equals what was served (bytes, size, sha256), videos get their facts and poster from the copy on
 * disk, and an output refused on the way (too large, of no known type, cut off) leaves no object behind.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { designs, files } from '@rassam/db';
import type { ProducedOutput, RunResult } from '@rassam/ai';
import { downloadOutput } from '@rassam/ai/providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../../../ai/src/offline/media/ffmpeg';
import { ObjectTooLarge } from '../../lib/storage';
import { createTestApp } from '../../test-utils';
import { streamOutput } from './files.service';
import { processNext, type DesignRunner } from './worker';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let server: Server;
let origin = '';
const served = new Map<string, Buffer>();
/** What an adapter hands its downloads (fal's, here): no key is sent to an output's URL. */
const http: Parameters<typeof downloadOutput>[0] = { provider: 'fal', fetch, timeoutMs: 30_000, secrets: [] };

async function video(): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'rassam-streamed-'));
  try {
    const out = join(dir, 'clip.mp4');
    await runFfmpeg(['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10:duration=2', '-pix_fmt', 'yuv420p', out]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  served.set(
    '/picture.png',
    await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3a7bd5' } })
      .png()
      .toBuffer(),
  );
  served.set('/clip.mp4', await video());
  served.set('/unknown.bin', Buffer.alloc(4096, 0x42));
  server = createServer((request, response) => {
    const path = request.url ?? '';
    // `/cut/…`: half of a file, then the connection drops (the length said all of it).
    const cut = path.startsWith('/cut/');
    const bytes = served.get(cut ? path.slice(4) : path);
    if (!bytes) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-length': String(bytes.length) });
    if (cut) return void response.write(bytes.subarray(0, bytes.length >> 1), () => response.destroy());
    response.end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

/** A runner whose run ends with outputs at these URLs, for the worker to fetch as it does a provider's. */
function remoteRunner(paths: string[]): DesignRunner {
  return {
    async run(): Promise<RunResult> {
      const outputs: ProducedOutput[] = paths.map((path) => {
        const output = { mime: 'application/octet-stream', url: `${origin}${path}` };
        return { ...output, open: () => downloadOutput(http, output) };
      });
      return { provider: 'fal', model: 'fake/model', outputs };
    },
  };
}

let n = 0;
/** A signed-up user with one queued design (a text tool: no input files), and its id. */
async function queuedDesign() {
  await t.handle.db.update(designs).set({ status: 'cancelled' }).where(eq(designs.status, 'queued'));
  n += 1;
  const client = await t.signUp(`0937${String(n).padStart(7, '0')}`);
  const userId = (await client.call('GET', '/api/me')).json.data.id as string;
  const created = await client.call('POST', '/api/designs', { tool: 'text-to-image', input: { prompt: 'a teapot' } });
  expect(created.status, created.text).toBe(201);
  return { client, userId, designId: created.json.data.id as string };
}

/** The objects under a user's folder on the local disk. */
const objectsOf = (userId: string) => {
  try {
    return readdirSync(join(t.deps.env.DATA_DIR, 'files', 'media', userId));
  } catch {
    return [];
  }
};

const lease = { owner: 'streamed-test', ms: 30_000 };

describe('remote outputs streamed into storage', () => {
  it('keeps a picture and a video exactly as served, with their facts, poster and thumbnails', async () => {
    const { client, userId, designId } = await queuedDesign();
    expect(await processNext(t.deps, remoteRunner(['/picture.png', '/clip.mp4']), lease)).toBe(true);
    const view = (await client.call('GET', `/api/designs/${designId}`)).json.data;
    expect(view.status, JSON.stringify(view.error)).toBe('completed');
    const [picture, clip] = view.outputs;
    expect(picture).toMatchObject({ kind: 'image', mime: 'image/png', width: 320, height: 200 });
    // The video's size and length were read by ffprobe from the copy on disk; its poster made the thumbnail.
    expect(clip).toMatchObject({ kind: 'video', mime: 'video/mp4', width: 160, height: 120 });
    expect(clip.thumbnailUrl).toEqual(expect.any(String));
    expect(picture.thumbnailUrl).toEqual(expect.any(String));
    for (const [output, path] of [
      [picture, '/picture.png'],
      [clip, '/clip.mp4'],
    ] as const) {
      const [row] = await t.handle.db
        .select()
        .from(files)
        .where(eq(files.id, output.url.split('/').pop()));
      const bytes = served.get(path)!;
      expect(row).toMatchObject({ size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
      expect(row!.durationMs === null).toBe(path.endsWith('.png'));
      expect((await client.call('GET', output.url)).status).toBe(200);
      const stored = await readFile(join(t.deps.env.DATA_DIR, 'files', row!.storageKey));
      expect(stored.equals(bytes)).toBe(true);
    }
    // Two outputs and two thumbnails, and nothing half-written beside them.
    expect(objectsOf(userId)).toHaveLength(4);
    expect(objectsOf(userId).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('fails the design on bytes of no known type, and keeps no object of the run', async () => {
    const { client, userId, designId } = await queuedDesign();
    await processNext(t.deps, remoteRunner(['/picture.png', '/unknown.bin']), lease);
    const view = (await client.call('GET', `/api/designs/${designId}`)).json.data;
    expect(view).toMatchObject({ status: 'failed', error: { code: 'DesigningFailed' } });
    expect(objectsOf(userId)).toEqual([]);
    const rows = await t.handle.db
      .select()
      .from(files)
      .where(and(eq(files.userId, userId), eq(files.purpose, 'output')));
    expect(rows).toEqual([]);
  });

  it('sends a design whose output was cut off back to the queue (a retryable failure), leaving nothing', async () => {
    const { userId, designId } = await queuedDesign();
    await processNext(t.deps, remoteRunner(['/cut/clip.mp4']), lease);
    const [design] = await t.handle.db.select().from(designs).where(eq(designs.id, designId));
    expect(design).toMatchObject({ status: 'queued', attempts: 1 });
    expect(objectsOf(userId)).toEqual([]);
  });
});

describe('streamOutput', () => {
  it('stops at maxBytes: ObjectTooLarge, the download cancelled, no object', async () => {
    const { userId } = await queuedDesign();
    const dir = await mkdtemp(join(tmpdir(), 'rassam-streamed-'));
    try {
      const clip = served.get('/clip.mp4')!;
      const body = await downloadOutput(http, { mime: 'video/mp4', url: `${origin}/clip.mp4` });
      const refused = await streamOutput(t.deps, userId, body, {
        copyTo: join(dir, 'copy'),
        maxBytes: clip.length - 1,
      }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ObjectTooLarge);
      expect(objectsOf(userId)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
