/** Models built in code for the tests of the converter and the poster (no binary fixtures in git). */
import { Document, type Material, type Node, type Primitive } from '@gltf-transform/core';
import sharp from 'sharp';

/** A picture whose top half is one colour and bottom half another, encoded as `format`. */
export async function twoToneImage(
  size: number,
  top: [number, number, number],
  bottom: [number, number, number],
  format: 'png' | 'jpeg' | 'webp' = 'png',
): Promise<Uint8Array> {
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    const [r, g, b] = y < size / 2 ? top : bottom;
    for (let x = 0; x < size; x++) pixels.set([r, g, b], (y * size + x) * 3);
  }
  const image = sharp(pixels, { raw: { width: size, height: size, channels: 3 } });
  const encoded = format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg() : image.webp({ lossless: true });
  return new Uint8Array(await encoded.toBuffer());
}

/** A unit cube (−0.5…0.5) with 24 vertices, normals and one whole-texture UV square per face. */
export function cubePrimitive(document: Document, options: { indexed?: boolean } = {}): Primitive {
  const buffer = document.getRoot().listBuffers()[0] ?? document.createBuffer();
  const faces: [number[], number[], number[]][] = [
    // normal, u axis, v axis (v runs down the picture: glTF's UV origin is the top left)
    [
      [0, 0, 1],
      [1, 0, 0],
      [0, -1, 0],
    ],
    [
      [0, 0, -1],
      [-1, 0, 0],
      [0, -1, 0],
    ],
    [
      [1, 0, 0],
      [0, 0, -1],
      [0, -1, 0],
    ],
    [
      [-1, 0, 0],
      [0, 0, 1],
      [0, -1, 0],
    ],
    [
      [0, 1, 0],
      [1, 0, 0],
      [0, 0, 1],
    ],
    [
      [0, -1, 0],
      [1, 0, 0],
      [0, 0, -1],
    ],
  ];
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  faces.forEach(([n, u, v], f) => {
    for (const [a, b] of [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ] as const) {
      for (let c = 0; c < 3; c++) positions.push(n[c]! * 0.5 + (a - 0.5) * u[c]! + (b - 0.5) * v[c]!);
      normals.push(...n);
      uvs.push(a, b);
    }
    // (0,0) → (1,0) → (1,1) runs u then v; v points down the face, so this order faces outwards.
    indices.push(f * 4, f * 4 + 2, f * 4 + 1, f * 4, f * 4 + 3, f * 4 + 2);
  });
  const accessor = (array: Float32Array | Uint32Array, type: 'VEC3' | 'VEC2' | 'SCALAR') =>
    document.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const primitive = document.createPrimitive();
  if (options.indexed === false) {
    const expand = (source: number[], size: number) =>
      Float32Array.from(indices.flatMap((i) => source.slice(i * size, i * size + size)));
    primitive
      .setAttribute('POSITION', accessor(expand(positions, 3), 'VEC3'))
      .setAttribute('NORMAL', accessor(expand(normals, 3), 'VEC3'))
      .setAttribute('TEXCOORD_0', accessor(expand(uvs, 2), 'VEC2'));
  } else {
    primitive
      .setAttribute('POSITION', accessor(Float32Array.from(positions), 'VEC3'))
      .setAttribute('NORMAL', accessor(Float32Array.from(normals), 'VEC3'))
      .setAttribute('TEXCOORD_0', accessor(Float32Array.from(uvs), 'VEC2'))
      .setIndices(accessor(Uint32Array.from(indices), 'SCALAR'));
  }
  return primitive;
}

/** A document with one scene holding `node`s. */
export function sceneOf(document: Document, ...nodes: Node[]): Document {
  const scene = document.createScene('Scene');
  for (const node of nodes) scene.addChild(node);
  document.getRoot().setDefaultScene(scene);
  return document;
}

/** A cube with the given material as a one-node scene. */
export function cubeModel(material: (document: Document) => Material | null): Document {
  const document = new Document();
  document.createBuffer();
  const primitive = cubePrimitive(document).setMaterial(material(document));
  const mesh = document.createMesh('Cube').addPrimitive(primitive);
  return sceneOf(document, document.createNode('Cube').setMesh(mesh));
}

/** A UV sphere of about `triangles` triangles (radius 1), for timing the poster. */
export function sphereModel(triangles: number): Document {
  const rings = Math.max(4, Math.round(Math.sqrt(triangles / 4)));
  const segments = rings * 2;
  const positions = new Float32Array((rings + 1) * (segments + 1) * 3);
  const normals = new Float32Array(positions.length);
  let at = 0;
  for (let r = 0; r <= rings; r++) {
    const phi = (r / rings) * Math.PI;
    for (let s = 0; s <= segments; s++) {
      const theta = (s / segments) * 2 * Math.PI;
      const n = [Math.sin(phi) * Math.sin(theta), Math.cos(phi), Math.sin(phi) * Math.cos(theta)];
      positions.set(n, at);
      normals.set(n, at);
      at += 3;
    }
  }
  const indices = new Uint32Array(rings * segments * 6);
  at = 0;
  for (let r = 0; r < rings; r++) {
    for (let s = 0; s < segments; s++) {
      const a = r * (segments + 1) + s;
      const b = a + segments + 1;
      indices.set([a, b, a + 1, a + 1, b, b + 1], at);
      at += 6;
    }
  }
  const document = new Document();
  const buffer = document.createBuffer();
  const material = document.createMaterial('Clay').setBaseColorFactor([0.8, 0.5, 0.3, 1]).setMetallicFactor(0);
  const primitive = document
    .createPrimitive()
    .setAttribute('POSITION', document.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer))
    .setAttribute('NORMAL', document.createAccessor().setType('VEC3').setArray(normals).setBuffer(buffer))
    .setIndices(document.createAccessor().setType('SCALAR').setArray(indices).setBuffer(buffer))
    .setMaterial(material);
  const mesh = document.createMesh('Sphere').addPrimitive(primitive);
  return sceneOf(document, document.createNode('Sphere').setMesh(mesh));
}
