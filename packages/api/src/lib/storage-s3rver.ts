/**
 * s3rver (npm), an S3 implementation written by others, on 127.0.0.1 with its objects in a temporary
 * folder: the storage's tests and the file-serving bench run our S3 client against it as well as against
 * our own fake, so that one misreading of S3 shared by our client and our fake cannot pass unseen.
 * It does not check SigV4 signatures (our fake does); it does check everything else a request says.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { createS3Storage, type S3Storage } from './storage-s3';

export interface RunningS3rver {
  /** Options for createS3Storage (and the S3_* variables). */
  options: { endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string };
  storage: () => S3Storage;
  close(): Promise<void>;
}

export async function startS3rver(bucket = 'rassam'): Promise<RunningS3rver> {
  const directory = mkdtempSync(join(tmpdir(), 'rassam-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  // The credentials s3rver's one account accepts.
  const options = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    options,
    storage: () => createS3Storage(options),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
