import { ImageUtils, Primitive, type Document } from '@gltf-transform/core';

export interface TextureStats {
  mime: string;
  /** Null when the image header could not be read (a format glTF Transform does not know). */
  width: number | null;
  height: number | null;
  bytes: number;
}

export interface ModelStats {
  /** Triangles of every mesh, each counted once however many nodes use it. */
  triangles: number;
  vertices: number;
  meshes: number;
  materials: number;
  textures: TextureStats[];
  /** Size of the file these stats describe. */
  totalBytes: number;
}

/**
 * What a model weighs: triangles and vertices of every primitive, its meshes, materials and textures
 * (each with its size read from the image header, without decoding it), and the file's bytes. `bytes`
 * is the file (or its length) the document was read from or written to.
 */
export function computeStats(document: Document, bytes: Uint8Array | number): ModelStats {
  const root = document.getRoot();
  let triangles = 0;
  let vertices = 0;
  for (const mesh of root.listMeshes()) {
    for (const primitive of mesh.listPrimitives()) {
      triangles += primitiveTriangles(primitive);
      vertices += primitive.getAttribute('POSITION')?.getCount() ?? 0;
    }
  }
  return {
    triangles,
    vertices,
    meshes: root.listMeshes().length,
    materials: root.listMaterials().length,
    textures: root.listTextures().map((texture) => {
      const image = texture.getImage();
      const mime = texture.getMimeType() || (image ? (ImageUtils.getMimeType(image) ?? '') : '');
      const size = image && mime ? safeSize(image, mime) : null;
      return { mime, width: size?.[0] ?? null, height: size?.[1] ?? null, bytes: image?.byteLength ?? 0 };
    }),
    totalBytes: typeof bytes === 'number' ? bytes : bytes.byteLength,
  };
}

/** Triangles one primitive draws: lists, strips and fans; points and lines draw none. */
export function primitiveTriangles(primitive: Primitive): number {
  const count = primitive.getIndices()?.getCount() ?? primitive.getAttribute('POSITION')?.getCount() ?? 0;
  switch (primitive.getMode()) {
    case Primitive.Mode.TRIANGLES:
      return Math.floor(count / 3);
    case Primitive.Mode.TRIANGLE_STRIP:
    case Primitive.Mode.TRIANGLE_FAN:
      return Math.max(0, count - 2);
    default:
      return 0;
  }
}

function safeSize(image: Uint8Array, mime: string): [number, number] | null {
  try {
    return ImageUtils.getSize(image, mime);
  } catch {
    return null;
  }
}
