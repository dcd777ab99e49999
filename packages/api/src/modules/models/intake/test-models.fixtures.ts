/**
 * Models built in code for the tests and the bench (no binary fixtures in git): a textured cube and a UV
 * sphere of any density, as glTF Transform documents, GLBs or glTF packages.
 */
import { Document, Format, type Texture } from '@gltf-transform/core';
import sharp from 'sharp';
import { gltfIO } from '../gltf-io';

/** A texture with detail (a checker, a gradient and a ripple), PNG or JPEG, optionally with real alpha. */
export async function makeTexture(
  size: number,
  options: { format?: 'png' | 'jpeg'; alpha?: boolean } = {},
): Promise<Uint8Array> {
  const channels = options.alpha ? 4 : 3;
  const pixels = Buffer.alloc(size * size * channels);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const i = (y * size + x) * channels;
      const checker = ((x >> 6) ^ (y >> 6)) & 1 ? 200 : 60;
      pixels[i] = checker;
      pixels[i + 1] = (x * 255) / size;
      pixels[i + 2] = 128 + 100 * Math.sin((x + y) / 9);
      if (options.alpha) pixels[i + 3] = x < size / 2 ? 255 : 80;
    }
  }
  const image = sharp(pixels, { raw: { width: size, height: size, channels } });
  const encoded = options.format === 'jpeg' ? image.jpeg({ quality: 92 }) : image.png({ compressionLevel: 6 });
  return new Uint8Array(await encoded.toBuffer());
}

function addMesh(
  document: Document,
  name: string,
  arrays: { positions: Float32Array; normals: Float32Array; uvs: Float32Array; indices: Uint32Array },
  texture?: Texture,
) {
  const buffer = document.getRoot().listBuffers()[0] ?? document.createBuffer();
  const accessor = (type: 'VEC3' | 'VEC2' | 'SCALAR', array: Float32Array | Uint32Array) =>
    document.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const material = document.createMaterial(`${name} material`).setRoughnessFactor(0.8).setMetallicFactor(0);
  if (texture) material.setBaseColorTexture(texture);
  const primitive = document
    .createPrimitive()
    .setAttribute('POSITION', accessor('VEC3', arrays.positions))
    .setAttribute('NORMAL', accessor('VEC3', arrays.normals))
    .setAttribute('TEXCOORD_0', accessor('VEC2', arrays.uvs))
    .setIndices(accessor('SCALAR', arrays.indices))
    .setMaterial(material);
  const mesh = document.createMesh(name).addPrimitive(primitive);
  const node = document.createNode(name).setMesh(mesh);
  const scene = document.getRoot().listScenes()[0] ?? document.createScene('Scene');
  scene.addChild(node);
  return document;
}

/** A 1 m cube, 24 vertices and 12 triangles, its base colour from a `textureSize` texture. */
export async function texturedCube(
  textureSize = 256,
  options: { format?: 'png' | 'jpeg'; alpha?: boolean } = {},
): Promise<Document> {
  const document = new Document();
  const format = options.format ?? 'png';
  const texture = document
    .createTexture('checker')
    .setImage(await makeTexture(textureSize, options))
    .setMimeType(`image/${format}`);
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  const faces: [number[], number[], number[]][] = [
    [
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ],
    [
      [-1, 0, 0],
      [0, 1, 0],
      [0, 0, -1],
    ],
    [
      [0, 1, 0],
      [0, 0, 1],
      [1, 0, 0],
    ],
    [
      [0, -1, 0],
      [0, 0, -1],
      [1, 0, 0],
    ],
    [
      [0, 0, 1],
      [1, 0, 0],
      [0, 1, 0],
    ],
    [
      [0, 0, -1],
      [-1, 0, 0],
      [0, 1, 0],
    ],
  ].map(([n, u, v]) => [n!, u!, v!]);
  for (const [normal, u, v] of faces) {
    const base = positions.length / 3;
    for (const [a, b] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ] as const) {
      for (let k = 0; k < 3; k += 1) positions.push(0.5 * (normal[k]! + a * u[k]! + b * v[k]!));
      normals.push(...normal);
      uvs.push((a + 1) / 2, (1 - b) / 2);
    }
    indices.push(base, base + 2, base + 1, base, base + 3, base + 2);
  }
  fixWinding(positions, normals, indices);
  return addMesh(
    document,
    'cube',
    {
      positions: new Float32Array(positions),
      normals: new Float32Array(normals),
      uvs: new Float32Array(uvs),
      indices: new Uint32Array(indices),
    },
    texture,
  );
}

/** Flips any triangle whose winding disagrees with its vertex normals (counter-clockwise is front). */
function fixWinding(positions: number[], normals: number[], indices: number[]) {
  for (let t = 0; t < indices.length; t += 3) {
    const [a, b, c] = [indices[t]!, indices[t + 1]!, indices[t + 2]!];
    const p = (i: number, k: number) => positions[3 * i + k]!;
    const e1 = [p(b, 0) - p(a, 0), p(b, 1) - p(a, 1), p(b, 2) - p(a, 2)];
    const e2 = [p(c, 0) - p(a, 0), p(c, 1) - p(a, 1), p(c, 2) - p(a, 2)];
    const cross = [
      e1[1]! * e2[2]! - e1[2]! * e2[1]!,
      e1[2]! * e2[0]! - e1[0]! * e2[2]!,
      e1[0]! * e2[1]! - e1[1]! * e2[0]!,
    ];
    const facing = cross[0]! * normals[3 * a]! + cross[1]! * normals[3 * a + 1]! + cross[2]! * normals[3 * a + 2]!;
    if (facing < 0) [indices[t + 1], indices[t + 2]] = [c, b];
  }
}

/**
 * A UV sphere of radius 0.5 with `segments` around and `rings` from pole to pole: 2 × segments ×
 * (rings − 1) triangles (one per quad at the poles, no degenerate ones). The seam and poles repeat
 * their vertices for the UVs, as every exporter does.
 */
export async function uvSphere(segments: number, rings: number, texture?: Uint8Array): Promise<Document> {
  const document = new Document();
  const vertexCount = (segments + 1) * (rings + 1);
  const positions = new Float32Array(vertexCount * 3);
  const normals = new Float32Array(vertexCount * 3);
  const uvs = new Float32Array(vertexCount * 2);
  for (let r = 0; r <= rings; r += 1) {
    const theta = (r / rings) * Math.PI;
    for (let s = 0; s <= segments; s += 1) {
      const phi = (s / segments) * 2 * Math.PI;
      const i = r * (segments + 1) + s;
      const n = [Math.sin(theta) * Math.cos(phi), Math.cos(theta), -Math.sin(theta) * Math.sin(phi)];
      normals.set(n, 3 * i);
      positions.set(
        n.map((value) => value * 0.5),
        3 * i,
      );
      uvs.set([s / segments, r / rings], 2 * i);
    }
  }
  const indices = new Uint32Array(2 * segments * (rings - 1) * 3);
  let t = 0;
  for (let r = 0; r < rings; r += 1) {
    for (let s = 0; s < segments; s += 1) {
      const a = r * (segments + 1) + s;
      const b = a + segments + 1;
      if (r !== 0) indices.set([a, b, a + 1], (t += 3) - 3);
      if (r !== rings - 1) indices.set([a + 1, b, b + 1], (t += 3) - 3);
    }
  }
  const image = texture
    ? document
        .createTexture('surface')
        .setImage(texture)
        .setMimeType(texture[0] === 0x89 ? 'image/png' : 'image/jpeg')
    : undefined;
  return addMesh(document, 'sphere', { positions, normals, uvs, indices }, image);
}

export async function toGlb(document: Document): Promise<Uint8Array> {
  return (await gltfIO()).writeBinary(document);
}

/**
 * The document as a .gltf package's files: `model/scene.gltf`, its buffer in `model/bin/scene data.bin`
 * and its textures in `model/textures/` (names with spaces, percent-encoded in the JSON as exporters do).
 */
export async function toGltfFiles(document: Document): Promise<{ name: string; data: Uint8Array }[]> {
  for (const texture of document.getRoot().listTextures()) {
    const extension = texture.getMimeType() === 'image/png' ? 'png' : 'jpg';
    texture.setURI(`textures/${texture.getName() || 'texture'} image.${extension}`);
  }
  document.getRoot().listBuffers()[0]?.setURI('bin/scene data.bin');
  const { json, resources } = await (await gltfIO()).writeJSON(document, { format: Format.GLTF, basename: 'scene' });
  for (const item of [...(json.buffers ?? []), ...(json.images ?? [])]) {
    if (item.uri) item.uri = encodeURI(item.uri);
  }
  return [
    { name: 'model/scene.gltf', data: new TextEncoder().encode(JSON.stringify(json)) },
    ...Object.entries(resources).map(([uri, data]) => ({ name: `model/${uri}`, data })),
  ];
}
