import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/** Where uploaded and generated files live: local disk by default, S3-compatible when configured (storage-s3.ts). */
export interface Storage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | null>;
  delete(key: string): Promise<void>;
  /** A URL anyone holding it may GET for a while (S3 presigned); absent for local disk. */
  signedGetUrl?(key: string, expiresSeconds: number): string;
}

const contentTypes: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };

export function createLocalStorage(root: string): Storage {
  const resolveKey = (key: string) => {
    const path = normalize(join(root, key));
    // Keys come from our own code, but a key must never climb out of the root all the same.
    if (!path.startsWith(normalize(root) + sep)) throw new Error(`storage key outside root: ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = resolveKey(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    async get(key) {
      try {
        const body = await readFile(resolveKey(key));
        const ext = key.split('.').pop() ?? '';
        return { body, contentType: contentTypes[ext] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolveKey(key), { force: true });
    },
  };
}
