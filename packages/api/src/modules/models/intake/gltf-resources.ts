import { posix } from 'node:path';
import type { GLTF } from '@gltf-transform/core';
import { refuse } from './refuse';

/**
 * Finds the bytes behind every `uri` of a glTF's buffers and images, among the files it came with and
 * nowhere else: `data:` URIs are left to glTF Transform, a relative URI is percent-decoded and resolved
 * from the .gltf's own folder and must name one of those files, and anything with a scheme (http, https,
 * file, ...) or an absolute path is refused: the server never fetches what an upload points at.
 *
 * `folder` is where the .gltf sits in the zip ('' at its root); `read` returns a file's bytes, or
 * undefined when there is no such file.
 */
export async function resolveResources(
  json: GLTF.IGLTF,
  folder: string,
  read: (name: string) => Promise<Uint8Array | undefined>,
): Promise<Record<string, Uint8Array>> {
  const resources: Record<string, Uint8Array> = {};
  const uris = [...(json.buffers ?? []), ...(json.images ?? [])]
    .map((resource) => resource.uri)
    .filter((uri): uri is string => typeof uri === 'string' && !uri.startsWith('data:'));
  for (const uri of new Set(uris)) {
    const name = entryNameOf(uri, folder);
    const bytes = await read(name);
    if (!bytes) throw refuse('missing-resource', { uri });
    resources[uri] = bytes;
  }
  return resources;
}

/** The zip entry a relative URI names, or a refusal. Exported for the tests. */
export function entryNameOf(uri: string, folder: string): string {
  if (/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(uri) || uri.startsWith('//')) {
    throw refuse('remote-uri', { uri: uri.slice(0, 200) });
  }
  // A URI reference may carry a query or fragment; neither names a file.
  const path = uri.replace(/[?#].*$/, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    throw refuse('missing-resource', { uri });
  }
  if (decoded.startsWith('/') || decoded.includes('\\') || decoded.includes('\0')) {
    throw refuse('unsafe-path', { uri });
  }
  const joined = posix.normalize(posix.join(folder, decoded));
  // `..` may climb out of the .gltf's folder, never out of the zip.
  if (joined === '..' || joined.startsWith('../')) throw refuse('unsafe-path', { uri });
  return joined;
}
