/**
 * The image proxy on S3: a profile image uploaded through the API to S3 storage (s3rver) is resized by
 * `/_ipx`, which reads stored files through the API's storage (apps/web/src/lib/ipx-sources.ts), not
 * from DATA_DIR/files. The browser tests run on local disk, so this is where the S3 path is proven.
 */
import { join } from 'node:path';
import { files } from '@rassam/db';
import { eq } from 'drizzle-orm';
import { createIPX, createIPXWebServer } from 'ipx';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipxSources } from '../../apps/web/src/lib/ipx-sources';
import { startS3rver, type RunningS3rver } from '../../packages/api/src/lib/storage-s3rver';
import { createTestApp } from '../../packages/api/src/test-utils';

let s3rver: RunningS3rver;
let t: Awaited<ReturnType<typeof createTestApp>>;
let proxy: (path: string) => Promise<Response>;

beforeAll(async () => {
  s3rver = await startS3rver();
  t = await createTestApp({ storage: s3rver.storage() });
  const ipx = createIPX({
    storage: ipxSources(async () => t.deps.storage, join(import.meta.dirname, '../../apps/web/public'), 60),
  });
  const server = createIPXWebServer(ipx);
  proxy = async (path) => (await server(new Request(`http://localhost${path}`))) as Response;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await s3rver?.close();
});

describe('/_ipx with S3 storage', () => {
  it('resizes a profile image uploaded through the API to S3, and finds the public folder still', async () => {
    const user = await t.signUp('09371119001');
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
    const uploaded = await user.call('POST', '/api/me/avatar', form);
    expect(uploaded.status, uploaded.text).toBe(200);
    const source = (uploaded.json.data.avatarUrl as string).replace(/^\/api\/files\//, '');
    // On S3 only: nothing of it under the data folder.
    expect(await s3rver.storage().stat(source)).not.toBeNull();

    const resized = await proxy(`/w_64,f_webp,q_80/${source}`);
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 64,
      height: 64,
    });

    expect((await proxy('/w_32,f_webp/og.png')).status).toBe(200);
  });

  it('reads no stored file but profile images, and nothing outside them', async () => {
    const user = await t.signUp('09371119002');
    const picture = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#a33' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'p.png');
    const upload = await user.call('POST', '/api/files', form);
    expect(upload.status, upload.text).toBe(201);
    const [row] = await t.deps.db.select().from(files).where(eq(files.id, upload.json.data.id));
    const key = row!.storageKey;
    // An upload is its owner's: stored on S3, but not a source of the proxy.
    expect(await s3rver.storage().stat(key)).not.toBeNull();
    expect((await proxy(`/w_16/${key}`)).status).toBe(404);
    for (const path of ['/w_16/avatars/missing.webp', '/w_16/avatars/..%2Fmedia%2Fx.webp', '/w_16/avatars/a/b.webp']) {
      const res = await proxy(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});
