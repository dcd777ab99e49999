import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-utils';
import { eq } from 'drizzle-orm';
import { designs } from '@rassam/db';
import { seedDemoData } from '../../seed';
import { seedExamples } from './examples';
import { processNext, type DesignRunner } from './worker';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<TestApp['client']>;
let t: TestApp;

const runner: DesignRunner = {
  async run(design) {
    const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    return { provider: 'offline', model: design.tool, preview: true, outputs: [{ mime: 'image/png', data }] };
  },
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
const signUp = () => {
  n += 1;
  return t.signUp(`0937${String(n).padStart(7, '0')}`);
};

async function completedDesign(client: Client, prompt = 'a quiet harbour at dawn') {
  const created = await client.call('POST', '/api/designs', { tool: 'text-to-image', input: { prompt } });
  expect(created.status).toBe(201);
  await processNext(t.deps, runner, { owner: `share-${created.json.data.id}`, ms: 30_000 });
  return created.json.data.id as string;
}

describe('shared results', () => {
  it('shares a completed design without its prompt by default; anyone can open it and its files', async () => {
    const owner = await signUp();
    const id = await completedDesign(owner);
    const shared = await owner.call('POST', `/api/designs/${id}/share`, {});
    expect(shared.status).toBe(200);
    const { slug, url } = shared.json.data;
    expect(slug).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(url).toBe(`/shared/${slug}`);

    const visitor = t.client();
    const page = await visitor.call('GET', `/api/shared/${slug}`);
    expect(page.status).toBe(200);
    expect(page.json.data).toMatchObject({ slug, tool: 'text-to-image', prompt: null, preview: true });
    expect(JSON.stringify(page.json.data)).not.toContain('/api/files/');
    const [output] = page.json.data.outputs;
    const file = await visitor.call('GET', output.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toContain('public');
    expect((await visitor.call('GET', output.thumbnailUrl)).status).toBe(200);

    // The owner's own view says it is shared; sharing again keeps the link and shows the prompt now.
    expect((await owner.call('GET', `/api/designs/${id}`)).json.data.share).toEqual({
      slug,
      url,
      showPrompt: false,
    });
    const again = await owner.call('POST', `/api/designs/${id}/share`, { showPrompt: true });
    expect(again.json.data.slug).toBe(slug);
    expect((await visitor.call('GET', `/api/shared/${slug}`)).json.data.prompt).toBe('a quiet harbour at dawn');
  });

  it('serves a shared picture at a smaller width as WebP, made once; an unknown width is refused', async () => {
    const owner = await signUp();
    const created = await owner.call('POST', '/api/designs', { tool: 'text-to-image', input: { prompt: 'wide' } });
    const wide: DesignRunner = {
      async run(design) {
        const data = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#27a' } })
          .png()
          .toBuffer();
        return { provider: 'offline', model: design.tool, preview: true, outputs: [{ mime: 'image/png', data }] };
      },
    };
    await processNext(t.deps, wide, { owner: `share-${created.json.data.id}`, ms: 30_000 });
    const { slug } = (await owner.call('POST', `/api/designs/${created.json.data.id}/share`, {})).json.data;
    const [output] = (await t.client().call('GET', `/api/shared/${slug}`)).json.data.outputs;
    const get = async (path: string) => {
      const res = await t.app.request(path);
      return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
    };

    const sized = await get(`${output.url}?w=640`);
    expect(sized).toMatchObject({ status: 200, type: 'image/webp' });
    expect(await sharp(sized.body).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
    // Kept: the second ask is the same bytes, and the original is still the PNG at full size.
    expect((await get(`${output.url}?w=640`)).body.equals(sized.body)).toBe(true);
    const original = await get(output.url);
    expect(original.type).toBe('image/png');
    expect((await sharp(original.body).metadata()).width).toBe(1600);
    // Ranges and tags as on every file route (lib/serve-stored.ts), the sized copy included.
    for (const path of [output.url, `${output.url}?w=640`]) {
      const whole = await t.app.request(path);
      const etag = whole.headers.get('etag')!;
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      const part = await t.app.request(path, { headers: { range: 'bytes=0-9' } });
      expect(part.status).toBe(206);
      expect(Buffer.from(await part.arrayBuffer()).equals(Buffer.from(await whole.arrayBuffer()).subarray(0, 10))).toBe(
        true,
      );
      expect((await t.app.request(path, { headers: { 'if-none-match': etag } })).status).toBe(304);
    }
    expect((await get(`${output.url}?w=700`)).status).toBe(422);
    expect((await get(`${output.url}?w=${'۶۴۰'}`)).type).toBe('image/webp');
  });

  it('serves only that design’s files under its link, and nothing once unshared or deleted', async () => {
    const owner = await signUp();
    const first = await completedDesign(owner, 'first picture');
    const second = await completedDesign(owner, 'second picture');
    const { slug } = (await owner.call('POST', `/api/designs/${first}/share`, {})).json.data;
    const secondFile = (await owner.call('GET', `/api/designs/${second}`)).json.data.outputs[0].id;
    const visitor = t.client();
    // Another design's file, even of the same owner, is not reachable through this link.
    expect((await visitor.call('GET', `/api/shared/${slug}/files/${secondFile}`)).status).toBe(404);
    // Nor are the private file routes.
    expect((await visitor.call('GET', `/api/files/${secondFile}`)).status).toBe(401);

    expect((await owner.call('DELETE', `/api/designs/${first}/share`)).status).toBe(200);
    expect((await visitor.call('GET', `/api/shared/${slug}`)).status).toBe(404);

    const { slug: secondSlug } = (await owner.call('POST', `/api/designs/${second}/share`, {})).json.data;
    expect((await owner.call('DELETE', `/api/designs/${second}`)).status).toBe(200);
    expect((await visitor.call('GET', `/api/shared/${secondSlug}`)).status).toBe(404);
  });

  it('shows the input image as before for an upscale, never for a removal', async () => {
    const owner = await signUp();
    const photo = await sharp({ create: { width: 20, height: 15, channels: 3, background: '#c52' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
    const image = (await owner.call('POST', '/api/files', form)).json.data.id as string;
    const shareOf = async (tool: string) => {
      const created = await owner.call('POST', '/api/designs', { tool, input: { image } });
      expect(created.status).toBe(201);
      await processNext(t.deps, runner, { owner: `before-${tool}`, ms: 30_000 });
      const { slug } = (await owner.call('POST', `/api/designs/${created.json.data.id}/share`, {})).json.data;
      return slug as string;
    };
    const visitor = t.client();

    const upscaled = await shareOf('upscale');
    const { before } = (await visitor.call('GET', `/api/shared/${upscaled}`)).json.data;
    expect(before).toBe(`/api/shared/${upscaled}/files/${image}`);
    const original = await visitor.call('GET', before);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');

    const removed = await shareOf('remove-bg');
    expect((await visitor.call('GET', `/api/shared/${removed}`)).json.data.before).toBeNull();
    expect((await visitor.call('GET', `/api/shared/${removed}/files/${image}`)).status).toBe(404);
  });

  it('refuses another user’s design, a design not completed, and malformed slugs', async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const id = await completedDesign(owner);
    const foreign = await stranger.call('POST', `/api/designs/${id}/share`, { showPrompt: true });
    expect(foreign.status).toBe(404);
    expect(foreign.json.error.code).toBe('DesigningNotFound');
    expect((await stranger.call('DELETE', `/api/designs/${id}/share`)).status).toBe(404);

    const queued = await owner.call('POST', '/api/designs', { tool: 'text-to-image', input: { prompt: 'waiting' } });
    const early = await owner.call('POST', `/api/designs/${queued.json.data.id}/share`, {});
    expect(early.status).toBe(409);
    expect(early.json.error.code).toBe('DesigningNotComplete');
    await processNext(t.deps, runner, { owner: 'share-drain', ms: 30_000 });

    expect((await t.client().call('POST', `/api/designs/${id}/share`, {})).status).toBe(401);
    expect((await owner.call('POST', `/api/designs/${id}/share`, { showPrompt: 'yes' })).status).toBe(422);
    expect((await t.client().call('GET', '/api/shared/..%2F..%2Fetc')).status).toBe(404);
    expect((await t.client().call('GET', '/api/shared/AAAAAAAAAAAA')).status).toBe(404);
  });
});

describe('examples on the public pages', () => {
  it('demo data queues featured, shared examples once; only finished ones are shown', async () => {
    await seedDemoData(t.handle.db);
    expect(await seedExamples(t.deps)).toBe(true);
    expect(await seedExamples(t.deps)).toBe(false);
    const queued = await t.handle.db.select().from(designs).where(eq(designs.featured, true));
    expect(queued.length).toBeGreaterThanOrEqual(8);
    expect(queued.every((row) => row.cost === 0 && row.shareSlug && row.status === 'queued')).toBe(true);
    expect((await t.client().call('GET', '/api/examples')).json.data).toEqual([]);

    const upscale = queued.find((row) => row.tool === 'upscale')!;
    await t.handle.db
      .update(designs)
      .set({ runAfter: new Date(Date.now() + 60_000) })
      .where(eq(designs.featured, true));
    await t.handle.db
      .update(designs)
      .set({ runAfter: new Date(0) })
      .where(eq(designs.id, upscale.id));
    await processNext(t.deps, runner, { owner: 'examples', ms: 30_000 });

    const all = (await t.client().call('GET', '/api/examples')).json.data;
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ tool: 'upscale', slug: upscale.shareSlug, prompt: null });
    expect((await t.client().call('GET', all[0].outputs[0].url)).status).toBe(200);
    expect((await t.client().call('GET', '/api/examples?tool=remove-bg')).json.data).toEqual([]);
    // Out of the way of the other tests' workers.
    await t.handle.db.update(designs).set({ status: 'cancelled' }).where(eq(designs.status, 'queued'));
  });
});
