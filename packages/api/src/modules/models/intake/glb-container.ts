import { refuse } from './refuse';

const GLB_MAGIC = 0x46546c67; // 'glTF'
const CHUNK_JSON = 0x4e4f534a; // 'JSON'
const CHUNK_BIN = 0x004e4942; // 'BIN\0'

/** True when the bytes start like a GLB ('glTF' magic), whatever the file was called. */
export function looksLikeGlb(bytes: Uint8Array): boolean {
  return bytes.byteLength >= 4 && view(bytes).getUint32(0, true) === GLB_MAGIC;
}

/**
 * Checks the container before glTF Transform reads it: its reader trusts the header and the chunk
 * lengths, and reads them through typed arrays on the underlying ArrayBuffer, so a truncated or lying
 * GLB could make it read past the upload (into whatever else shares a pooled Node buffer) or throw a
 * RangeError nobody can explain to a user. Returns the bytes as a copy that starts on an aligned offset.
 */
export function checkGlbContainer(bytes: Uint8Array): Uint8Array {
  if (bytes.byteLength < 20) throw refuse('truncated-glb', { bytes: bytes.byteLength });
  const data = view(bytes);
  const version = data.getUint32(4, true);
  const declared = data.getUint32(8, true);
  if (version !== 2) throw refuse('malformed-glb', { version });
  if (declared > bytes.byteLength) throw refuse('truncated-glb', { declared, bytes: bytes.byteLength });
  if (declared !== bytes.byteLength) throw refuse('malformed-glb', { declared, bytes: bytes.byteLength });

  let offset = 12;
  let chunk = 0;
  while (offset < declared) {
    if (offset + 8 > declared) throw refuse('truncated-glb', { chunk });
    const length = data.getUint32(offset, true);
    const type = data.getUint32(offset + 4, true);
    if (offset + 8 + length > declared) throw refuse('truncated-glb', { chunk, length });
    // The JSON chunk must come first; the optional BIN chunk second. Unknown chunks may follow (the spec
    // says to skip them), so they are allowed.
    if (chunk === 0 && type !== CHUNK_JSON)
      throw refuse('malformed-glb', { chunk, problem: 'first chunk is not JSON' });
    if (chunk > 0 && type === CHUNK_JSON) throw refuse('malformed-glb', { chunk, problem: 'second JSON chunk' });
    if (chunk > 1 && type === CHUNK_BIN) throw refuse('malformed-glb', { chunk, problem: 'BIN chunk out of place' });
    offset += 8 + length;
    chunk += 1;
  }
  if (chunk === 0) throw refuse('truncated-glb', { chunk });
  // glTF Transform makes Uint32Arrays at byteOffset + 12: an unaligned Node buffer slice would throw.
  return bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
