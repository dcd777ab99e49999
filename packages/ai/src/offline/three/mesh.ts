/**
 * A growing triangle list for one glTF primitive: positions, normals, optional UVs and indices, turned
 * into typed arrays (16-bit indices when they fit, as most viewers prefer).
 */
export type Vec3 = [number, number, number];

export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export function normalize(v: Vec3): Vec3 {
  const length = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / length, v[1] / length, v[2] / length];
}

export class MeshBuilder {
  readonly positions: number[] = [];
  readonly normals: number[] = [];
  readonly uvs: number[] = [];
  readonly indices: number[] = [];

  get vertexCount(): number {
    return this.positions.length / 3;
  }

  vertex(position: Vec3, normal: Vec3, uv?: [number, number]): number {
    this.positions.push(...position);
    this.normals.push(...normalize(normal));
    if (uv) this.uvs.push(...uv);
    return this.vertexCount - 1;
  }

  triangle(a: number, b: number, c: number): void {
    this.indices.push(a, b, c);
  }

  /** Adds triangle a b c, or a c b: whichever order makes its front face `outward` (saves working out windings). */
  triangleFacing(a: number, b: number, c: number, outward: Vec3): void {
    const at = (k: number): Vec3 => [this.positions[3 * k]!, this.positions[3 * k + 1]!, this.positions[3 * k + 2]!];
    const facing = dot(cross(sub(at(b), at(a)), sub(at(c), at(a))), outward) >= 0;
    this.triangle(a, facing ? b : c, facing ? c : b);
  }

  arrays() {
    return {
      positions: Float32Array.from(this.positions),
      normals: Float32Array.from(this.normals),
      uvs: this.uvs.length ? Float32Array.from(this.uvs) : undefined,
      indices: this.vertexCount <= 65_536 ? Uint16Array.from(this.indices) : Uint32Array.from(this.indices),
    };
  }
}
