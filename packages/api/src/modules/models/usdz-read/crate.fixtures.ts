/**
 * A small USD crate (usdc) writer for the tests: no USD tool runs here (no usdcat, no pxr Python module,
 * and only npm and Debian packages can be installed), so binary layers are built by hand. It writes the
 * crate's uncompressed layout (version 0.3.0: tables before 0.4 were stored as they are, arrays before
 * 0.7 count with 32 bits), which three's USDCParser reads with the same value code as newer crates;
 * LZ4 and integer-compressed tables (what Pixar's writer makes since 0.4) are not exercised by it.
 * Layout: https://openusd.org/release/ (crateFile.cpp); the numbers are crateDataTypes.h's.
 */

export type CrateValue =
  | { token: string }
  | { tokens: string[] }
  | { tokenArray: string[] }
  | { asset: string }
  | { double: number }
  | { float: number }
  | { bool: boolean }
  | { ints: number[] }
  | { vec2f: number[] }
  | { vec3f: number[] }
  | { float4: number[] }
  | { matrix4d: number[] }
  | { paths: string[] }
  /** Raw ValueRep words, to write what a valid writer never would. */
  | { rep: [number, number] };

export interface CrateSpec {
  path: string;
  kind: 'prim' | 'attribute' | 'relationship';
  fields: Record<string, CrateValue>;
}

const SPEC_TYPE = { attribute: 1, prim: 6, relationship: 8 } as const;
const TYPE = {
  Bool: 1,
  Int: 3,
  Float: 8,
  Double: 9,
  Token: 11,
  AssetPath: 12,
  Matrix4d: 15,
  Vec2f: 20,
  Vec3f: 24,
  Vec4f: 28,
  PathListOp: 34,
  TokenVector: 41,
};
const ARRAY = 0x80000000;
const INLINED = 0x40000000;

class Bytes {
  private chunks: Buffer[] = [];
  length = 0;
  push(buffer: Buffer) {
    this.chunks.push(buffer);
    this.length += buffer.length;
  }
  u8(value: number) {
    this.push(Buffer.from([value]));
  }
  u32(value: number) {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(value >>> 0);
    this.push(b);
  }
  u64(value: number) {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(value));
    this.push(b);
  }
  f32s(values: number[]) {
    const b = Buffer.alloc(values.length * 4);
    values.forEach((v, i) => b.writeFloatLE(v, i * 4));
    this.push(b);
  }
  f64s(values: number[]) {
    const b = Buffer.alloc(values.length * 8);
    values.forEach((v, i) => b.writeDoubleLE(v, i * 8));
    this.push(b);
  }
  i32s(values: number[]) {
    const b = Buffer.alloc(values.length * 4);
    values.forEach((v, i) => b.writeInt32LE(v, i * 4));
    this.push(b);
  }
  concat() {
    return Buffer.concat(this.chunks, this.length);
  }
}

/** Writes the specs as a crate; every path a field names must be one of the specs' paths. */
export function writeCrate(specs: CrateSpec[]): Uint8Array {
  const HEADER = 88;
  const tokens: string[] = [];
  const tokenIndex = (token: string) => {
    let index = tokens.indexOf(token);
    if (index < 0) index = tokens.push(token) - 1;
    return index;
  };

  // Paths: the root and every spec's path, each with its parents.
  const pathList: string[] = ['/'];
  const pathIndex = new Map<string, number>([['/', 0]]);
  const addPath = (path: string): number => {
    const known = pathIndex.get(path);
    if (known !== undefined) return known;
    const dot = path.lastIndexOf('.');
    const slash = path.lastIndexOf('/');
    const parent = dot > slash ? path.slice(0, dot) : slash === 0 ? '/' : path.slice(0, slash);
    addPath(parent);
    pathIndex.set(path, pathList.length);
    pathList.push(path);
    return pathList.length - 1;
  };
  for (const spec of specs) addPath(spec.path);
  for (const spec of specs) {
    for (const value of Object.values(spec.fields)) if ('paths' in value) value.paths.forEach(addPath);
  }

  // Values not inlined go right after the header, in order.
  const values = new Bytes();
  const at = () => HEADER + values.length;
  const rep = (type: number, flags: number, payload: number): [number, number] => [
    payload % 0x100000000,
    (flags | (type << 16) | Math.floor(payload / 0x100000000)) >>> 0,
  ];
  const encode = (value: CrateValue): [number, number] => {
    if ('rep' in value) return value.rep;
    if ('token' in value) return rep(TYPE.Token, INLINED, tokenIndex(value.token));
    if ('asset' in value) return rep(TYPE.AssetPath, INLINED, tokenIndex(value.asset));
    if ('bool' in value) return rep(TYPE.Bool, INLINED, value.bool ? 1 : 0);
    if ('float' in value) {
      const b = Buffer.alloc(4);
      b.writeFloatLE(value.float);
      return rep(TYPE.Float, INLINED, b.readUInt32LE());
    }
    const offset = at();
    if ('double' in value) {
      values.f64s([value.double]);
      return rep(TYPE.Double, 0, offset);
    }
    if ('tokens' in value) {
      values.u64(value.tokens.length);
      value.tokens.forEach((token) => values.u32(tokenIndex(token)));
      return rep(TYPE.TokenVector, 0, offset);
    }
    if ('matrix4d' in value) {
      values.f64s(value.matrix4d);
      return rep(TYPE.Matrix4d, 0, offset);
    }
    if ('paths' in value) {
      // Explicit items only: flag 0x01 (make explicit) | 0x02 (has explicit items).
      values.u8(0x03);
      values.u64(value.paths.length);
      value.paths.forEach((path) => values.u32(pathIndex.get(path)!));
      return rep(TYPE.PathListOp, 0, offset);
    }
    if ('tokenArray' in value) {
      values.u32(value.tokenArray.length);
      value.tokenArray.forEach((token) => values.u32(tokenIndex(token)));
      return rep(TYPE.Token, ARRAY, offset);
    }
    if ('ints' in value) {
      values.u32(value.ints.length);
      values.i32s(value.ints);
      return rep(TYPE.Int, ARRAY, offset);
    }
    if ('float4' in value) {
      values.f32s(value.float4);
      return rep(TYPE.Vec4f, 0, offset);
    }
    const [type, size, numbers] =
      'vec2f' in value ? [TYPE.Vec2f, 2, value.vec2f] : [TYPE.Vec3f, 3, (value as { vec3f: number[] }).vec3f];
    values.u32(numbers.length / size);
    values.f32s(numbers);
    return rep(type, ARRAY, offset);
  };

  // Fields and field sets: one run per spec, ended by ~0.
  const fields: { token: number; rep: [number, number] }[] = [];
  const fieldSets: number[] = [];
  const specRows: { path: number; fieldSet: number; type: number }[] = [];
  for (const spec of specs) {
    const start = fieldSets.length;
    for (const [name, value] of Object.entries(spec.fields)) {
      fieldSets.push(fields.length);
      fields.push({ token: tokenIndex(name), rep: encode(value) });
    }
    fieldSets.push(0xffffffff);
    specRows.push({ path: pathIndex.get(spec.path)!, fieldSet: start, type: SPEC_TYPE[spec.kind] });
  }
  // The path tree names each path by its last element.
  const element = (path: string) => {
    const dot = path.lastIndexOf('.');
    const slash = path.lastIndexOf('/');
    return dot > slash ? path.slice(dot + 1) : path.slice(slash + 1);
  };
  for (const path of pathList) tokenIndex(element(path));

  const out = new Bytes();
  out.push(Buffer.alloc(HEADER));
  out.push(values.concat());
  const sections: { name: string; start: number; size: number }[] = [];
  const section = (name: string, write: () => void) => {
    const start = out.length;
    write();
    sections.push({ name, start, size: out.length - start });
  };

  section('TOKENS', () => {
    const data = Buffer.from(tokens.map((token) => `${token}\0`).join(''), 'utf8');
    out.u64(tokens.length);
    out.u64(data.length);
    out.push(data);
  });
  section('STRINGS', () => out.u64(0));
  section('FIELDS', () => {
    for (const field of fields) {
      out.u32(field.token);
      out.u32(field.rep[0]);
      out.u32(field.rep[1]);
    }
  });
  section('FIELDSETS', () => fieldSets.forEach((index) => out.u32(index)));
  section('PATHS', () => writePathTree(out, pathList, pathIndex, tokenIndex, element));
  section('SPECS', () => {
    for (const row of specRows) {
      out.u32(row.path);
      out.u32(row.fieldSet);
      out.u32(row.type);
    }
  });
  const tocOffset = out.length;
  out.u64(sections.length);
  for (const { name, start, size } of sections) {
    const label = Buffer.alloc(16);
    label.write(name, 'ascii');
    out.push(label);
    out.u64(start);
    out.u64(size);
  }

  const file = out.concat();
  file.write('PXR-USDC', 0, 'ascii');
  file[8] = 0;
  file[9] = 3;
  file[10] = 0;
  file.writeBigUInt64LE(BigInt(tocOffset), 16);
  return new Uint8Array(file);
}

/** The uncompressed path tree: each node, then its children, then (at a recorded offset) its siblings. */
function writePathTree(
  out: Bytes,
  paths: string[],
  index: Map<string, number>,
  token: (name: string) => number,
  element: (path: string) => string,
) {
  const children = new Map<string, string[]>();
  for (const path of paths.slice(1)) {
    const dot = path.lastIndexOf('.');
    const slash = path.lastIndexOf('/');
    const parent = dot > slash ? path.slice(0, dot) : slash === 0 ? '/' : path.slice(0, slash);
    children.set(parent, [...(children.get(parent) ?? []), path]);
  }
  out.u64(paths.length);
  // Sibling offsets are absolute; the section starts where `out` is now.
  const patches: { position: number; target: () => number }[] = [];
  const body = new Bytes();
  const base = out.length;
  const writeList = (list: string[]) => {
    list.forEach((path, i) => {
      const kids = children.get(path) ?? [];
      const hasSibling = i < list.length - 1;
      const isProperty = path.lastIndexOf('.') > path.lastIndexOf('/');
      body.u32(index.get(path)!);
      body.u32(path === '/' ? 0 : token(element(path)));
      body.u8((kids.length ? 1 : 0) | (hasSibling ? 2 : 0) | (isProperty ? 4 : 0));
      if (kids.length && hasSibling) {
        const position = body.length;
        body.u64(0);
        writeList(kids);
        const sibling = base + body.length;
        patches.push({ position, target: () => sibling });
      } else if (kids.length) writeList(kids);
    });
  };
  writeList(['/']);
  const bytes = body.concat();
  for (const patch of patches) bytes.writeBigUInt64LE(BigInt(patch.target()), patch.position);
  out.push(bytes);
}

/**
 * A unit cube (24 vertices, 12 triangles) as crate specs, with a UsdPreviewSurface whose base colour
 * reads `texture` (a package path) and is scaled by `color`; `root` metadata as given.
 */
export function cubeCrateSpecs(
  options: { texture?: string; color?: [number, number, number]; upAxis?: 'Y' | 'Z'; metersPerUnit?: number } = {},
): CrateSpec[] {
  const positions: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  const counts: number[] = [];
  // Each face: its normal n and in-plane axes u, v with u × v = n, so that the corners below run
  // counter-clockwise seen from outside (USD's right-handed default).
  const faces: [number[], number[], number[]][] = [
    [
      [1, 0, 0],
      [0, 0, -1],
      [0, 1, 0],
    ],
    [
      [-1, 0, 0],
      [0, 0, 1],
      [0, 1, 0],
    ],
    [
      [0, 1, 0],
      [1, 0, 0],
      [0, 0, -1],
    ],
    [
      [0, -1, 0],
      [1, 0, 0],
      [0, 0, 1],
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
  ];
  for (const [n, u, v] of faces) {
    const base = positions.length / 3;
    for (const [a, b] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ] as const) {
      for (let k = 0; k < 3; k += 1) positions.push(0.5 * (n[k]! + a * u[k]! + b * v[k]!));
      uvs.push((a + 1) / 2, (b + 1) / 2);
    }
    indices.push(base, base + 1, base + 2, base + 3);
    counts.push(4);
  }
  const root: Record<string, CrateValue> = { defaultPrim: { token: 'Root' }, primChildren: { tokens: ['Root'] } };
  if (options.upAxis) root.upAxis = { token: options.upAxis };
  if (options.metersPerUnit !== undefined) root.metersPerUnit = { double: options.metersPerUnit };
  const texture = options.texture;
  const color = options.color ?? [1, 1, 1];
  const specs: CrateSpec[] = [
    { path: '/', kind: 'prim', fields: root },
    {
      path: '/Root',
      kind: 'prim',
      fields: { typeName: { token: 'Xform' }, primChildren: { tokens: ['Cube', 'Mat'] } },
    },
    { path: '/Root/Cube', kind: 'prim', fields: { typeName: { token: 'Mesh' } } },
    {
      path: '/Root/Cube.points',
      kind: 'attribute',
      fields: { typeName: { token: 'point3f[]' }, default: { vec3f: positions } },
    },
    {
      path: '/Root/Cube.faceVertexCounts',
      kind: 'attribute',
      fields: { typeName: { token: 'int[]' }, default: { ints: counts } },
    },
    {
      path: '/Root/Cube.faceVertexIndices',
      kind: 'attribute',
      fields: { typeName: { token: 'int[]' }, default: { ints: indices } },
    },
    {
      path: '/Root/Cube.primvars:st',
      kind: 'attribute',
      fields: { typeName: { token: 'texCoord2f[]' }, default: { vec2f: uvs } },
    },
    {
      path: '/Root/Cube.doubleSided',
      kind: 'attribute',
      fields: { typeName: { token: 'bool' }, default: { bool: true } },
    },
    { path: '/Root/Cube.material:binding', kind: 'relationship', fields: { targetPaths: { paths: ['/Root/Mat'] } } },
    { path: '/Root/Mat', kind: 'prim', fields: { typeName: { token: 'Material' } } },
    { path: '/Root/Mat/Surface', kind: 'prim', fields: { typeName: { token: 'Shader' } } },
    {
      path: '/Root/Mat/Surface.info:id',
      kind: 'attribute',
      fields: { typeName: { token: 'token' }, default: { token: 'UsdPreviewSurface' } },
    },
    {
      path: '/Root/Mat/Surface.inputs:roughness',
      kind: 'attribute',
      fields: { typeName: { token: 'float' }, default: { float: 0.25 } },
    },
    {
      path: '/Root/Mat/Surface.inputs:metallic',
      kind: 'attribute',
      fields: { typeName: { token: 'float' }, default: { float: 0.5 } },
    },
  ];
  if (texture) {
    specs.push(
      {
        path: '/Root/Mat/Surface.inputs:diffuseColor',
        kind: 'attribute',
        fields: { typeName: { token: 'color3f' }, connectionPaths: { paths: ['/Root/Mat/Tex.outputs:rgb'] } },
      },
      { path: '/Root/Mat/Tex', kind: 'prim', fields: { typeName: { token: 'Shader' } } },
      {
        path: '/Root/Mat/Tex.info:id',
        kind: 'attribute',
        fields: { typeName: { token: 'token' }, default: { token: 'UsdUVTexture' } },
      },
      {
        path: '/Root/Mat/Tex.inputs:file',
        kind: 'attribute',
        fields: { typeName: { token: 'asset' }, default: { asset: texture } },
      },
      {
        path: '/Root/Mat/Tex.inputs:scale',
        kind: 'attribute',
        fields: { typeName: { token: 'float4' }, default: { float4: [...color, 1] } },
      },
      { path: '/Root/Mat/Tex.outputs:rgb', kind: 'attribute', fields: { typeName: { token: 'float3' } } },
    );
  }
  return specs;
}
