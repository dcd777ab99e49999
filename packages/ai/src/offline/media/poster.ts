/**
 * A still of a video, as PNG: the poster of a generated or uploaded video, and the picture video-to-3d
 * shapes its relief from offline. ffmpeg's `thumbnail` filter picks the most representative of the first
 * frames (not a black first frame).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { invalidInput } from './errors';
import { runFfmpeg, untrustedInput } from './ffmpeg';
import type { MediaSource } from './probe';
import { withTempDir } from './temp';

export async function posterFrame(video: MediaSource, signal?: AbortSignal): Promise<Buffer> {
  return withTempDir(async (dir) => {
    const output = join(dir, 'poster.png');
    let input: string;
    if (Buffer.isBuffer(video)) {
      input = join(dir, 'input');
      await writeFile(input, video);
    } else input = video.path;
    await runFfmpeg([...untrustedInput(input), '-vf', 'thumbnail=60', '-frames:v', '1', output], { signal }).catch(
      (error: unknown) => {
        if (signal?.aborted) throw error;
        throw invalidInput('no picture could be read from the video');
      },
    );
    return readFile(output);
  });
}
