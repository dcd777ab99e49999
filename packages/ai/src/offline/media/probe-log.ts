/**
 * The probe of the demo on a machine without ffprobe (decision 021): what the bundled ffmpeg prints while
 * copying every packet to nowhere. That reads the header (and, for files that do not state their
 * duration, such as browser recordings, the timestamps up to the end) without decoding anything.
 */
import { invalidInput } from './errors';
import { runFfmpeg, untrustedInput } from './ffmpeg';
import type { MediaInfo } from './probe';

const seconds = (h: string, m: string, s: string) => Number(h) * 3600 + Number(m) * 60 + Number(s);

export async function probeByLog(file: string, signal?: AbortSignal): Promise<MediaInfo> {
  const log = await runFfmpeg([...untrustedInput(file), '-map', '0', '-c', 'copy', '-f', 'null', '-'], {
    signal,
  }).catch((error: unknown) => {
    if (signal?.aborted) throw error;
    throw invalidInput('not a media file ffmpeg can read');
  });
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
  if (!info.videoCodec && !info.audioCodec) throw invalidInput('no audio or video stream');
  return info;
}
