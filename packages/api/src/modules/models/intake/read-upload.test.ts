import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_INTAKE_LIMITS, resolveIntakeLimits } from './limits';
import { readUpload } from './read-upload';
import { texturedCube, toGlb, toGltfFiles } from './test-models.fixtures';
import { makeZip } from './test-zip.fixtures';
import { computeStats } from './stats';
import { documentToUsdz } from '../usdz';

const limits = DEFAULT_INTAKE_LIMITS;
const refused = (reason: string) => ({ code: 'FileFormatIsNotValid', details: expect.objectContaining({ reason }) });

async function cubePackage() {
  return (await toGltfFiles(await texturedCube(64))).map((file) => ({ ...file, method: 'deflate' as const }));
}

describe('readUpload: GLB', () => {
  it('reads a GLB by its magic bytes, whatever its name', async () => {
    const glb = await toGlb(await texturedCube(64));
    const upload = await readUpload(glb, 'model.bin', limits);
    expect(upload.kind).toBe('glb');
    if (upload.kind !== 'glb') return;
    expect(upload.bytes).toBe(glb);
    expect(upload.document.getRoot().listMeshes()).toHaveLength(1);
    expect(upload.document.getRoot().listTextures()[0]!.getImage()!.byteLength).toBeGreaterThan(100);
  });

  it('reads a GLB that sits at an odd offset of a larger buffer (a pooled Node buffer)', async () => {
    const glb = await toGlb(await texturedCube(64));
    const pooled = Buffer.alloc(glb.byteLength + 3);
    pooled.set(glb, 1);
    const upload = await readUpload(pooled.subarray(1, 1 + glb.byteLength), 'model.glb', limits);
    expect(upload.kind).toBe('glb');
  });

  it('refuses a PNG renamed .glb', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    await expect(readUpload(png, 'model.glb', limits)).rejects.toMatchObject(refused('not-a-model'));
  });

  it('refuses a truncated GLB', async () => {
    const glb = await toGlb(await texturedCube(64));
    await expect(readUpload(glb.subarray(0, glb.byteLength - 100), 'model.glb', limits)).rejects.toMatchObject(
      refused('truncated-glb'),
    );
    await expect(readUpload(glb.subarray(0, 16), 'model.glb', limits)).rejects.toMatchObject(refused('truncated-glb'));
  });

  it('refuses a GLB whose chunk claims more bytes than the file has', async () => {
    const glb = Buffer.from(await toGlb(await texturedCube(64)));
    glb.writeUInt32LE(glb.byteLength, 12); // the JSON chunk's length: past the end
    await expect(readUpload(glb, 'model.glb', limits)).rejects.toMatchObject(refused('truncated-glb'));
  });

  it('refuses an empty file, and calls an empty or garbage .zip a zip that was not found', async () => {
    await expect(readUpload(new Uint8Array(), 'model.glb', limits)).rejects.toMatchObject(refused('empty-file'));
    await expect(readUpload(new Uint8Array(), 'model.zip', limits)).rejects.toMatchObject({ code: 'ZipFileNotFound' });
    const garbage = new TextEncoder().encode('this is not a zip at all, just words');
    await expect(readUpload(garbage, 'model.zip', limits)).rejects.toMatchObject({ code: 'ZipFileNotFound' });
    // A zip's signature with nothing behind it.
    await expect(readUpload(Buffer.from('PK\u0003\u0004garbage'), 'model.zip', limits)).rejects.toMatchObject({
      code: 'ZipFileNotFound',
    });
  });

  it('asks for a zip when a lone .gltf is uploaded', async () => {
    const gltf = new TextEncoder().encode('{"asset":{"version":"2.0"}}');
    await expect(readUpload(gltf, 'scene.gltf', limits)).rejects.toMatchObject(refused('gltf-needs-zip'));
  });

  it('refuses an upload over the size limit before reading it', async () => {
    const glb = await toGlb(await texturedCube(64));
    await expect(readUpload(glb, 'model.glb', resolveIntakeLimits({ maxUploadBytes: 1000 }))).rejects.toMatchObject({
      code: 'FileSizeValidationError',
      status: 413,
      details: { maxBytes: 1000 },
    });
  });
});

describe('readUpload: glTF in a zip', () => {
  it('reads a .gltf in a folder with its .bin and texture in subfolders, names percent-encoded', async () => {
    const files = await cubePackage();
    expect(files.map((file) => file.name)).toEqual([
      'model/scene.gltf',
      'model/textures/checker image.png',
      'model/bin/scene data.bin',
    ]);
    // macOS Finder's resource forks beside the real files must not be mistaken for the model.
    const zip = makeZip([{ name: '__MACOSX/model/._scene.gltf', data: new Uint8Array(8) }, ...files]);
    const upload = await readUpload(zip, 'cube.zip', limits);
    expect(upload).toMatchObject({ kind: 'gltf-zip', index: 'model/scene.gltf' });
    if (upload.kind !== 'gltf-zip') return;
    const root = upload.document.getRoot();
    expect(root.listAccessors()[0]!.getCount()).toBe(24);
    const image = root.listTextures()[0]!.getImage()!;
    expect(Buffer.from(image).equals(Buffer.from(files[1]!.data))).toBe(true);
  });

  it('reads a GLB inside a zip', async () => {
    const glb = await toGlb(await texturedCube(64));
    const upload = await readUpload(
      makeZip([
        { name: 'readme.txt', data: new Uint8Array(3) },
        { name: 'x/cube.glb', data: glb },
      ]),
      'cube.zip',
      limits,
    );
    expect(upload).toMatchObject({ kind: 'gltf-zip', index: 'x/cube.glb' });
  });

  it('accepts data: URIs', async () => {
    const files = await cubePackage();
    const json = JSON.parse(new TextDecoder().decode(files[0]!.data));
    const bin = files.find((file) => file.name.endsWith('.bin'))!.data;
    json.buffers[0].uri = `data:application/octet-stream;base64,${Buffer.from(bin).toString('base64')}`;
    const zip = makeZip([
      { name: 'model/scene.gltf', data: new TextEncoder().encode(JSON.stringify(json)) },
      files[1]!,
    ]);
    const upload = await readUpload(zip, 'cube.zip', limits);
    expect(upload.kind).toBe('gltf-zip');
  });

  it.each([
    ['https://example.com/scene.bin', 'remote-uri'],
    ['http://127.0.0.1/scene.bin', 'remote-uri'],
    ['file:///etc/passwd', 'remote-uri'],
    ['//example.com/scene.bin', 'remote-uri'],
    ['../../outside.bin', 'unsafe-path'],
    ['%2Fetc%2Fpasswd', 'unsafe-path'],
    ['missing.bin', 'missing-resource'],
  ])('refuses a buffer URI %s (%s) and never fetches it', async (uri, reason) => {
    const files = await cubePackage();
    const json = JSON.parse(new TextDecoder().decode(files[0]!.data));
    json.buffers[0].uri = uri;
    const zip = makeZip([
      { name: 'model/scene.gltf', data: new TextEncoder().encode(JSON.stringify(json)) },
      ...files.slice(1),
    ]);
    await expect(readUpload(zip, 'cube.zip', limits)).rejects.toMatchObject(refused(reason));
  });

  it('resolves ../ that stays inside the zip', async () => {
    const files = await cubePackage();
    const json = JSON.parse(new TextDecoder().decode(files[0]!.data));
    json.buffers[0].uri = '../shared/scene.bin';
    const zip = makeZip([
      { name: 'model/scene.gltf', data: new TextEncoder().encode(JSON.stringify(json)) },
      files[1]!,
      { name: 'shared/scene.bin', data: files[2]!.data },
    ]);
    expect((await readUpload(zip, 'cube.zip', limits)).kind).toBe('gltf-zip');
  });

  it('answers IndexFileNotFoundInZipException for a zip with no .gltf or .glb', async () => {
    const zip = makeZip([
      { name: 'textures/a.png', data: new Uint8Array(10) },
      { name: 'notes.txt', data: new Uint8Array(4) },
    ]);
    await expect(readUpload(zip, 'model.zip', limits)).rejects.toMatchObject({
      code: 'IndexFileNotFoundInZipException',
    });
  });

  it('answers ZipFileNotFound for a zip with no entries', async () => {
    await expect(readUpload(makeZip([]), 'model.zip', limits)).rejects.toMatchObject({
      code: 'ZipFileNotFound',
      details: { reason: 'empty-zip' },
    });
  });

  it('refuses a .gltf that is not JSON', async () => {
    const zip = makeZip([{ name: 'scene.gltf', data: new TextEncoder().encode('{ nope') }]);
    await expect(readUpload(zip, 'model.zip', limits)).rejects.toMatchObject(refused('unreadable-gltf'));
  });
});

describe('readUpload: USDZ', () => {
  it('takes a zip whose first file is a USD layer as a USDZ, bytes untouched, its USD read into glTF', async () => {
    const usdz = await documentToUsdz(await texturedCube(16));
    const upload = await readUpload(usdz, 'scene.zip', limits);
    expect(upload).toMatchObject({ kind: 'usdz', bytes: usdz, index: 'model.usda', warnings: [] });
    expect(upload.kind === 'usdz' && computeStats(upload.document, 0).triangles).toBe(12);
    // The rest of reading a USDZ is tested in usdz-read/.
  });

  it('refuses a layer three.js cannot read', async () => {
    const usdz = makeZip([
      { name: 'scene.usdc', data: new TextEncoder().encode('PXR-USDC') },
      { name: '0/texture.png', data: new Uint8Array(16) },
    ]);
    await expect(readUpload(usdz, 'scene.usdz', limits)).rejects.toMatchObject(refused('unreadable-usd'));
  });

  it('holds a USDZ to the same zip rules', async () => {
    const usdz = makeZip([
      { name: 'scene.usda', data: new Uint8Array(4) },
      { name: '../evil.png', data: new Uint8Array(4) },
    ]);
    await expect(readUpload(usdz, 'scene.usdz', limits)).rejects.toMatchObject(refused('unsafe-path'));
  });
});
