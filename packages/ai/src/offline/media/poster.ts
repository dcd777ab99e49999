/**
 * A still of a video, as PNG: the poster of a generated or uploaded video, and the picture video-to-3d
 * shapes its relief from offline. ffmpeg's `thumbnail` filter picks the most representative of the first
 * frames (not a black first frame).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { invalidInput } from './errors';
import { runFfmpeg, untrustedInput } from './ffmpeg';
import { withTempDir } from './temp';

export async function posterFrame(video: Buffer, signal?: AbortSignal): Promise<Buffer> {
  return withTempDir(async (dir) => {
    const input = join(dir, 'input');
    const output = join(dir, 'poster.png');
    await writeFile(input, video);
    await runFfmpeg([...untrustedInput(input), '-vf', 'thumbnail=60', '-frames:v', '1', output], { signal }).catch(
      (error: unknown) => {
        if (signal?.aborted) throw error;
        throw invalidInput('no picture could be read from the video');
      },
    );
    return readFile(output);
  });
}
