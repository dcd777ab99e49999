/**
 * Reading a glTF primitive's geometry as plain typed arrays: what both the USDZ writer and the poster
 * renderer need, and what glTF leaves to each reader (normalized integers, index-less primitives,
 * strips and fans). glTF Transform has already de-interleaved and de-sparsed the accessors.
 */
import { Primitive, type Accessor } from '@gltf-transform/core';

/** An attribute as floats, with normalized integers decoded (KHR_mesh_quantization, byte colours). */
export function readFloats(accessor: Accessor): Float32Array {
  const array = accessor.getArray();
  if (!array) return new Float32Array(0);
  if (array instanceof Float32Array) return array;
  const out = new Float32Array(array.length);
  if (!accessor.getNormalized()) {
    out.set(array);
    return out;
  }
  // glTF 2.0 §3.11: unsigned c / max; signed max(c / max, -1).
  const divisor =
    array instanceof Uint8Array
      ? 255
      : array instanceof Int8Array
        ? 127
        : array instanceof Uint16Array
          ? 65535
          : array instanceof Int16Array
            ? 32767
            : 4294967295;
  for (let i = 0; i < array.length; i++) out[i] = Math.max(array[i]! / divisor, -1);
  return out;
}

export type TriangleResult =
  { ok: true; indices: Uint32Array; converted?: 'strip' | 'fan' } | { ok: false; reason: string };

const MODE_NAMES: Record<number, string> = { 0: 'POINTS', 1: 'LINES', 2: 'LINE_LOOP', 3: 'LINE_STRIP' };

/**
 * The primitive's triangles as a flat index list (three per triangle, counter-clockwise like glTF).
 * Strips and fans are unrolled (a strip's every other triangle swaps two corners to keep the winding);
 * points and lines have no faces to show in AR or on a poster, so they are refused with the reason.
 */
export function triangleIndices(primitive: Primitive): TriangleResult {
  const mode = primitive.getMode();
  const position = primitive.getAttribute('POSITION');
  if (!position) return { ok: false, reason: 'the primitive has no POSITION attribute' };
  const source = primitive.getIndices()?.getArray();
  const count = source ? source.length : position.getCount();
  const at = source ? (i: number) => source[i]! : (i: number) => i;

  if (mode === Primitive.Mode.TRIANGLES) {
    const triangles = Math.floor(count / 3);
    const indices = new Uint32Array(triangles * 3);
    if (source) for (let i = 0; i < indices.length; i++) indices[i] = source[i]!;
    else for (let i = 0; i < indices.length; i++) indices[i] = i;
    return { ok: true, indices };
  }
  if (mode === Primitive.Mode.TRIANGLE_STRIP || mode === Primitive.Mode.TRIANGLE_FAN) {
    const strip = mode === Primitive.Mode.TRIANGLE_STRIP;
    const out: number[] = [];
    for (let i = 2; i < count; i++) {
      const [a, b, c] = strip
        ? i % 2 === 0
          ? [at(i - 2), at(i - 1), at(i)]
          : [at(i - 1), at(i - 2), at(i)]
        : [at(0), at(i - 1), at(i)];
      // Degenerate triangles are how strips join; they draw nothing and USD would keep them as faces.
      if (a !== b && b !== c && a !== c) out.push(a, b, c);
    }
    return { ok: true, indices: Uint32Array.from(out), converted: strip ? 'strip' : 'fan' };
  }
  return { ok: false, reason: `${MODE_NAMES[mode] ?? `mode ${mode}`} primitives have no faces` };
}
