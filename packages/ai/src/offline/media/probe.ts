/**
 * What a media file is, as ffprobe sees it: used by the upload checker, the generation worker and the
 * tests. The bytes go to a temp file without an extension, so that the content is recognised and not a
 * name, and only a real stream of sound or picture counts: a file with none is refused.
 */
import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { invalidInput } from './errors';
import { FfprobeFailed, runFfprobe, untrustedInput } from './ffmpeg';
import { probeByLog } from './probe-log';
import { withTempDir } from './temp';
import { mediaTools } from './tools';

export interface MediaInfo {
  /** The demuxer, e.g. `mov,mp4,m4a,3gp,3g2,mj2`, `mp3`, `matroska,webm`. */
  format: string;
  durationSeconds: number;
  width?: number;
  height?: number;
  videoCodec?: string;
  /** e.g. yuv420p: what browsers decode; 10-bit or 4:4:4 video often is not. */
  pixelFormat?: string;
  audioCodec?: string;
}

/** Reading every packet of a 100 MB upload takes about a second; a file that takes this long is refused. */
const PROBE_TIMEOUT_MS = 30_000;
/** The streams' description is a few KB; a file declaring thousands of streams is not one we want. */
const MAX_DESCRIPTION_BYTES = 1024 * 1024;
/** A line per packet (about 20 bytes): ten minutes of 60 fps video with sound fit many times over. */
const MAX_PACKET_LIST_BYTES = 16 * 1024 * 1024;

/** A number ffprobe writes as text (`"2.000000"`), or absent; `N/A` and the like are absent too. */
const seconds = z
  .string()
  .optional()
  .transform((value) => (value !== undefined && Number.isFinite(Number(value)) ? Number(value) : undefined));

const description = z.object({
  format: z.object({ format_name: z.string(), duration: seconds }),
  streams: z.array(
    z.object({
      codec_type: z.string().optional(),
      codec_name: z.string().optional(),
      width: z.number().int().optional(),
      height: z.number().int().optional(),
      pix_fmt: z.string().optional(),
      duration: seconds,
      nb_read_packets: z.coerce.number().optional(),
      disposition: z.object({ attached_pic: z.number().optional() }).optional(),
      // Where a phone's rotation is: the display matrix (ffprobe 5 and later), or the older `rotate` tag.
      side_data_list: z.array(z.object({ rotation: z.coerce.number().optional() })).optional(),
      tags: z.object({ rotate: z.coerce.number().optional() }).optional(),
    }),
  ),
});
type Stream = z.infer<typeof description>['streams'][number];

/**
 * Media bytes in memory, or a file already on disk (`{ path }`: a generated output streamed to storage
 * keeps its copy there, decision 022), which is read where it is.
 */
export type MediaSource = Buffer | { path: string };

export async function probe(source: MediaSource, signal?: AbortSignal): Promise<MediaInfo> {
  const tools = await mediaTools();
  const read = (file: string) => (tools.ffprobe ? probeByFfprobe(file, signal) : probeByLog(file, signal));
  if (!Buffer.isBuffer(source)) {
    if ((await stat(source.path)).size === 0) throw invalidInput('empty file');
    return read(source.path);
  }
  if (!source.length) throw invalidInput('empty file');
  return withTempDir(async (dir) => {
    const file = join(dir, 'input');
    await writeFile(file, source);
    return read(file);
  });
}

async function ffprobe(args: string[], maxOutputBytes: number, signal: AbortSignal | undefined) {
  return runFfprobe(args, { signal, timeoutMs: PROBE_TIMEOUT_MS, maxOutputBytes }).catch((error: unknown) => {
    if (error instanceof FfprobeFailed) throw invalidInput(`not a media file ffprobe can read (${error.message})`);
    throw error;
  });
}

async function probeByFfprobe(file: string, signal?: AbortSignal): Promise<MediaInfo> {
  // -count_packets reads the file to its end: one whose header looks right but whose body is not media
  // fails here, as it would in the user's player.
  const answer = await ffprobe(
    ['-print_format', 'json', '-show_format', '-show_streams', '-count_packets', ...untrustedInput(file)],
    MAX_DESCRIPTION_BYTES,
    signal,
  );
  let parsed;
  try {
    parsed = description.safeParse(JSON.parse(answer));
  } catch {
    throw invalidInput('ffprobe gave no description');
  }
  if (!parsed.success) throw invalidInput('ffprobe gave no description');
  const { format, streams } = parsed.data;

  const real = (stream: Stream) => (stream.nb_read_packets ?? 0) > 0;
  // A video stream that is a cover picture (an MP3's album art) is not a picture that moves.
  const video = streams.find(
    (stream) =>
      stream.codec_type === 'video' &&
      !stream.disposition?.attached_pic &&
      real(stream) &&
      stream.width &&
      stream.height,
  );
  const audio = streams.find((stream) => stream.codec_type === 'audio' && real(stream));
  if (!video && !audio) throw invalidInput('no audio or video stream');

  const info: MediaInfo = {
    format: format.format_name,
    durationSeconds: format.duration ?? Math.max(0, ...streams.map((stream) => stream.duration ?? 0)),
  };
  // Browser recordings (a streamed WebM) state no duration: their last packet's end is it.
  if (!(info.durationSeconds > 0)) info.durationSeconds = await lastPacketEnd(file, signal);
  if (video) {
    info.videoCodec = video.codec_name;
    info.pixelFormat = video.pix_fmt;
    // Phone videos are stored sideways with a rotation to apply: report the size as shown.
    const rotation = video.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? video.tags?.rotate;
    const quarterTurn = rotation !== undefined && Math.abs(rotation) % 180 === 90;
    info.width = quarterTurn ? video.height : video.width;
    info.height = quarterTurn ? video.width : video.height;
  }
  if (audio) info.audioCodec = audio.codec_name;
  return info;
}

async function lastPacketEnd(file: string, signal?: AbortSignal): Promise<number> {
  const list = await ffprobe(
    ['-show_entries', 'packet=pts_time,duration_time', '-print_format', 'csv=p=0', ...untrustedInput(file)],
    MAX_PACKET_LIST_BYTES,
    signal,
  );
  let end = 0;
  for (const line of list.split('\n')) {
    const [pts, duration] = line.split(',').map(Number);
    if (Number.isFinite(pts)) end = Math.max(end, pts! + (Number.isFinite(duration) ? duration! : 0));
  }
  return end;
}
