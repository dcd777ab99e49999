import { ipxFSStorage, type IPXStorage } from 'ipx';
import type { Storage } from '@rassam/api';

/**
 * The only stored files the image proxy may read: profile images, public by design (`/api/files/avatars/…`
 * serves them to anyone). Uploads and outputs are their owners' and go through the API's checks, never here.
 */
const PUBLIC_STORED_PREFIX = '/avatars/';

/**
 * Where `/_ipx` finds a local source: stored files through the API's storage (local disk or S3, whichever is
 * configured), the rest in the web app's public folder.
 */
export function ipxSources(storage: () => Promise<Storage>, publicDir: string, maxAge: number): IPXStorage {
  const publicFiles = ipxFSStorage({ dir: publicDir, maxAge });
  // ipx asks for the meta, then the data, of one id; a second stat of the same key is not worth a cache.
  const storedKey = (id: string) => {
    if (!id.startsWith(PUBLIC_STORED_PREFIX)) return null;
    const key = id.slice(1);
    // One flat name under avatars/, as the API makes them: no way out of the folder, no sub-folders.
    return /^avatars\/[\w-]{1,80}\.webp$/.test(key) ? key : '';
  };
  return {
    name: 'rassam:sources',
    async getMeta(id, opts) {
      const key = storedKey(id);
      if (key === null) return publicFiles.getMeta(id, opts);
      if (!key) return undefined;
      // Stored keys are never rewritten (a new picture gets a new name): the tag alone says nothing new.
      return (await (await storage()).stat(key)) ? { maxAge } : undefined;
    },
    async getData(id, opts) {
      const key = storedKey(id);
      if (key === null) return publicFiles.getData(id, opts);
      if (!key) return undefined;
      const stored = await (await storage()).get(key);
      if (!stored) return undefined;
      const { buffer, byteOffset, byteLength } = stored.body;
      return buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer;
    },
  };
}
