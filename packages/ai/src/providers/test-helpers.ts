/**
 * Shared by the provider tests: input files, a sleep recorder, "this must throw a ProviderError", and a
 * downloaded stream read whole.
 */
import { inspect } from 'node:util';
import { expect } from 'vitest';
import type { InputFile } from '../types';
import { ProviderError } from './errors';
import { tinyPng } from './fake-assets';

export function inputFile(options: { id?: string; mime?: string; data?: Buffer; url?: string } = {}): InputFile {
  const data = options.data ?? tinyPng(40, 30);
  return {
    id: options.id ?? '00000000-0000-4000-8000-000000000001',
    mime: options.mime ?? 'image/png',
    read: async () => data,
    ...(options.url === undefined ? {} : { url: options.url }),
  };
}

/** A sleep that returns at once and remembers what it was asked to wait. */
export function recordingSleep() {
  const waits: number[] = [];
  return {
    waits,
    sleep: async (ms: number) => {
      waits.push(ms);
    },
  };
}

export async function failure(promise: Promise<unknown>, secrets: readonly string[] = []): Promise<ProviderError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a ProviderError');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  const shown = `${(error as Error).message}\n${inspect(error, { depth: 10 })}`;
  for (const secret of secrets) expect(shown).not.toContain(secret);
  return error as ProviderError;
}

/** A stream (a download) read to its end, as one Buffer. */
export async function bytesOf(
  stream: Promise<ReadableStream<Uint8Array>> | ReadableStream<Uint8Array>,
): Promise<Buffer> {
  return Buffer.from(await new Response(await stream).arrayBuffer());
}
