/**
 * What a media file is, as ffmpeg sees it: used by the tests and by the upload checker. The bytes go to
 * a temp file without an extension, so that ffmpeg recognises the content and not a name.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { invalidInput } from './errors';
import { runFfmpeg } from './ffmpeg';
import { withTempDir } from './temp';

export interface MediaInfo {
  /** ffmpeg's demuxer, e.g. `mov,mp4,m4a,3gp,3g2,mj2`, `mp3`, `matroska,webm`, `image2`. */
  format: string;
  durationSeconds: number;
  width?: number;
  height?: number;
  videoCodec?: string;
  /** e.g. yuv420p: what browsers decode; 10-bit or 4:4:4 video often is not. */
  pixelFormat?: string;
  audioCodec?: string;
}

const seconds = (h: string, m: string, s: string) => Number(h) * 3600 + Number(m) * 60 + Number(s);

export async function probe(data: Buffer, signal?: AbortSignal): Promise<MediaInfo> {
  if (!data.length) throw invalidInput('empty file');
  return withTempDir(async (dir) => {
    const file = join(dir, 'input');
    await writeFile(file, data);
    // Copying every packet to nowhere reads the header (and, for files that do not state their
    // duration, such as browser recordings, the timestamps up to the end) without decoding anything.
    const log = await runFfmpeg(['-i', file, '-map', '0', '-c', 'copy', '-f', 'null', '-'], { signal }).catch(
      (error: unknown) => {
        if (signal?.aborted) throw error;
        throw invalidInput('not a media file ffmpeg can read');
      },
    );
    const format = /Input #0, (.+?), from /.exec(log)?.[1];
    if (!format) throw invalidInput('not a media file ffmpeg can read');
    const info: MediaInfo = { format, durationSeconds: 0 };

    const stated = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(log);
    const reached = [...log.matchAll(/time=(\d+):(\d\d):(\d\d(?:\.\d+)?)/g)].at(-1);
    const duration = stated ?? reached;
    if (duration) info.durationSeconds = seconds(duration[1]!, duration[2]!, duration[3]!);

    const inputPart = log.split(/^Output #0/m)[0] ?? log;
    const video = /Stream #0:\d+[^:]*: Video: (\w+)[^,\n]*, (\w+).*?, (\d{2,5})x(\d{2,5})/.exec(inputPart);
    if (video) {
      info.videoCodec = video[1];
      info.pixelFormat = video[2];
      // Phone videos are stored sideways with a rotation to apply: report the size as shown.
      const rotation = /rotate\s*: (-?\d+)|rotation of (-?[\d.]+) degrees/.exec(inputPart);
      const quarterTurn = rotation && Math.abs(Number(rotation[1] ?? rotation[2])) % 180 === 90;
      info.width = Number(quarterTurn ? video[4] : video[3]);
      info.height = Number(quarterTurn ? video[3] : video[4]);
    }
    const audio = /Stream #0:\d+[^:]*: Audio: (\w+)/.exec(inputPart);
    if (audio) info.audioCodec = audio[1];
    return info;
  });
}
