/**
 * PCM to AAC in an MP4 file (audio/mp4, .m4a): every current browser plays it, ffmpeg's own AAC
 * encoder is several times faster than LAME here, and the MP4 edit list lets players skip the
 * encoder's priming samples, so the file lasts what the PCM lasted. Written to a temp file, not a
 * pipe, because +faststart rewrites the file to put the index first.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg } from './ffmpeg';
import { withTempDir } from './temp';

export interface EncodedAudio {
  data: Buffer;
  mime: string;
  durationSeconds: number;
}

/** `samples` are 16-bit, channels interleaved. */
export async function encodeAac(
  samples: Int16Array,
  options: { sampleRate: number; channels: 1 | 2; bitrate: string; signal?: AbortSignal },
): Promise<EncodedAudio> {
  const { sampleRate, channels } = options;
  const pcm = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const data = await withTempDir(async (dir) => {
    const output = join(dir, 'out.m4a');
    await runFfmpeg(
      [
        ...['-f', 's16le', '-ar', String(sampleRate), '-ac', String(channels), '-i', 'pipe:0'],
        ...['-c:a', 'aac', '-b:a', options.bitrate, '-movflags', '+faststart', output],
      ],
      { input: pcm, signal: options.signal },
    );
    return readFile(output);
  });
  return { data, mime: 'audio/mp4', durationSeconds: samples.length / channels / sampleRate };
}
