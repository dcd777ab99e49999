/**
 * A minimal glTF 2.0 binary (GLB) writer: one buffer holding every array and embedded image, the
 * bufferViews and accessors that describe them, and the container (12-byte header, JSON chunk padded
 * with spaces, BIN chunk padded with zeros, both to 4 bytes). The scene itself is the caller's JSON.
 */

const ARRAY_BUFFER = 34962;
const ELEMENT_ARRAY_BUFFER = 34963;

const COMPONENTS = { SCALAR: 1, VEC2: 2, VEC3: 3 } as const;
type AccessorType = keyof typeof COMPONENTS;

function componentType(data: Float32Array | Uint16Array | Uint32Array): number {
  if (data instanceof Float32Array) return 5126;
  if (data instanceof Uint16Array) return 5123;
  return 5125;
}

export class GlbWriter {
  private readonly chunks: Buffer[] = [];
  private byteLength = 0;
  readonly bufferViews: Record<string, unknown>[] = [];
  readonly accessors: Record<string, unknown>[] = [];

  private view(data: Buffer, target?: number): number {
    // Every view starts on a 4-byte boundary: the largest component (float, uint32) needs it.
    const padding = (4 - (this.byteLength % 4)) % 4;
    if (padding) this.chunks.push(Buffer.alloc(padding));
    this.byteLength += padding;
    this.bufferViews.push({
      buffer: 0,
      byteOffset: this.byteLength,
      byteLength: data.length,
      ...(target ? { target } : {}),
    });
    this.chunks.push(data);
    this.byteLength += data.length;
    return this.bufferViews.length - 1;
  }

  /**
   * Adds an attribute (`bounds` for POSITION, whose min/max glTF requires) or, as SCALAR integers, an
   * index array. Returns the accessor's index.
   */
  accessor(
    data: Float32Array | Uint16Array | Uint32Array,
    type: AccessorType,
    options: { bounds?: boolean } = {},
  ): number {
    const size = COMPONENTS[type];
    const isIndex = type === 'SCALAR' && !(data instanceof Float32Array);
    const bufferView = this.view(
      Buffer.from(data.buffer, data.byteOffset, data.byteLength),
      isIndex ? ELEMENT_ARRAY_BUFFER : ARRAY_BUFFER,
    );
    const accessor: Record<string, unknown> = {
      bufferView,
      componentType: componentType(data),
      count: data.length / size,
      type,
    };
    if (options.bounds) {
      const min = Array.from({ length: size }, () => Infinity);
      const max = Array.from({ length: size }, () => -Infinity);
      for (let i = 0; i < data.length; i += 1) {
        const c = i % size;
        min[c] = Math.min(min[c]!, data[i]!);
        max[c] = Math.max(max[c]!, data[i]!);
      }
      Object.assign(accessor, { min, max });
    }
    this.accessors.push(accessor);
    return this.accessors.length - 1;
  }

  /** Embeds an image (PNG or JPEG bytes); returns its bufferView for `images[].bufferView`. */
  image(data: Buffer): number {
    return this.view(data);
  }

  /** The GLB file: `json` plus the buffer, bufferViews and accessors gathered so far. */
  toGlb(json: Record<string, unknown>): Buffer {
    const binPadding = (4 - (this.byteLength % 4)) % 4;
    const bin = Buffer.concat([...this.chunks, Buffer.alloc(binPadding)]);
    const document = {
      ...json,
      buffers: [{ byteLength: bin.length }],
      bufferViews: this.bufferViews,
      accessors: this.accessors,
    };
    const text = Buffer.from(JSON.stringify(document), 'utf8');
    const jsonChunk = Buffer.concat([text, Buffer.alloc((4 - (text.length % 4)) % 4, 0x20)]);
    const header = Buffer.alloc(12);
    header.writeUInt32LE(0x46546c67, 0); // "glTF"
    header.writeUInt32LE(2, 4);
    header.writeUInt32LE(12 + 8 + jsonChunk.length + 8 + bin.length, 8);
    const chunkHeader = (length: number, type: number) => {
      const head = Buffer.alloc(8);
      head.writeUInt32LE(length, 0);
      head.writeUInt32LE(type, 4);
      return head;
    };
    return Buffer.concat([
      header,
      chunkHeader(jsonChunk.length, 0x4e4f534a), // "JSON"
      jsonChunk,
      chunkHeader(bin.length, 0x004e4942), // "BIN\0"
      bin,
    ]);
  }
}
