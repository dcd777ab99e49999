/**
 * The one way the media code runs ffmpeg and ffprobe (the programs tools.ts chose): arguments as an array
 * (never a shell), progress from `-progress pipe:1`, a kill when the job is aborted or runs too long, and
 * inputs we did not make opened so that they cannot make ffmpeg read anything else.
 */
import { spawn } from 'node:child_process';
import { mediaTools } from './tools';

/**
 * The containers we accept from users and providers (MP4/MOV/M4A, Matroska/WebM, MP3, WAV, Ogg, FLAC, ADTS
 * AAC). A playlist (HLS, concat, DASH, IMF) names other files or URLs for ffmpeg to open: with only these
 * demuxers allowed, and only the `file` protocol, such an input is refused instead of read.
 */
const MEDIA_DEMUXERS = 'mov,matroska,webm,mp3,wav,ogg,flac,aac';

/** The arguments that open a file whose bytes came from outside (an upload, a provider's output). */
export function untrustedInput(path: string): string[] {
  return ['-protocol_whitelist', 'file', '-format_whitelist', MEDIA_DEMUXERS, '-i', path];
}

export interface FfmpegOptions {
  /** Written to ffmpeg's stdin (for `-i pipe:0`). */
  input?: Buffer;
  signal?: AbortSignal;
  /** Called with 0..1 as ffmpeg reports the time it has written, out of `durationSeconds`. */
  onProgress?: (value: number) => void;
  durationSeconds?: number;
}

/** Keeps only the end of ffmpeg's log: all of it for a probe, bounded for long runs. */
const LOG_TAIL = 64_000;

/** Runs ffmpeg with `args` (inputs, filters, output) and resolves with its log (stderr) once it succeeds. */
export async function runFfmpeg(args: string[], options: FfmpegOptions = {}): Promise<string> {
  const { input, signal, onProgress, durationSeconds } = options;
  signal?.throwIfAborted();
  const { ffmpeg } = await mediaTools();
  signal?.throwIfAborted();
  const progressArgs = onProgress ? ['-progress', 'pipe:1', '-nostats'] : [];
  const child = spawn(ffmpeg.command, ['-hide_banner', '-y', ...progressArgs, ...args], {
    stdio: [input ? 'pipe' : 'ignore', onProgress ? 'pipe' : 'ignore', 'pipe'],
  });

  let log = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    log = (log + chunk).slice(-LOG_TAIL);
  });

  if (onProgress && child.stdout) {
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // out_time_ms is in microseconds too (a long-standing ffmpeg quirk), like out_time_us.
        const time = /^out_time_(?:us|ms)=(\d+)/.exec(line);
        if (time && durationSeconds) onProgress(Math.min(1, Number(time[1]) / 1e6 / durationSeconds));
        if (line.startsWith('progress=end')) onProgress(1);
      }
    });
  }

  if (input && child.stdin) {
    // ffmpeg may stop reading early (bad input): its exit code tells why, the broken pipe does not.
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  }

  const abort = () => child.kill('SIGKILL');
  signal?.addEventListener('abort', abort, { once: true });

  return new Promise((resolve, reject) => {
    child.on('error', (error) => {
      signal?.removeEventListener('abort', abort);
      reject(error);
    });
    // 'close' comes after the process has exited and its pipes are drained: only then may the caller
    // delete the files ffmpeg was writing.
    child.on('close', (code) => {
      signal?.removeEventListener('abort', abort);
      if (signal?.aborted) reject(signal.reason);
      else if (code === 0) resolve(log);
      else reject(new Error(`ffmpeg exited with ${code}: ${log.trim().split('\n').slice(-5).join(' | ')}`));
    });
  });
}

export interface FfprobeOptions {
  signal?: AbortSignal;
  /** Killed after this long: a probe reads a file of at most a few hundred MB, which takes seconds. */
  timeoutMs: number;
  /** Killed when it writes more than this: a crafted file must not make us hold its endless answer. */
  maxOutputBytes: number;
}

/** Why an ffprobe run gave no answer to read: the file's fault (refuse it), unlike a caller's abort. */
export class FfprobeFailed extends Error {
  override name = 'FfprobeFailed';
}

/** Runs ffprobe with `args` and resolves with what it wrote on stdout once it succeeds. */
export async function runFfprobe(args: string[], options: FfprobeOptions): Promise<string> {
  const { signal, timeoutMs, maxOutputBytes } = options;
  signal?.throwIfAborted();
  const { ffprobe } = await mediaTools();
  if (!ffprobe) throw new Error('no ffprobe on this machine');
  signal?.throwIfAborted();
  const child = spawn(ffprobe.command, ['-hide_banner', '-v', 'error', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const chunks: Buffer[] = [];
  let size = 0;
  let log = '';
  let failure: string | undefined;
  const stop = (why: string) => {
    failure ??= why;
    child.kill('SIGKILL');
  };
  child.stdout.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > maxOutputBytes) stop(`more than ${maxOutputBytes} bytes of output`);
    else chunks.push(chunk);
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    log = (log + chunk).slice(-LOG_TAIL);
  });
  const timer = setTimeout(() => stop(`no answer within ${timeoutMs} ms`), timeoutMs);
  const abort = () => child.kill('SIGKILL');
  signal?.addEventListener('abort', abort, { once: true });

  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    };
    child.on('error', (error) => {
      done();
      reject(error);
    });
    child.on('close', (code) => {
      done();
      if (signal?.aborted) reject(signal.reason);
      else if (failure) reject(new FfprobeFailed(`ffprobe stopped: ${failure}`));
      else if (code !== 0) {
        reject(new FfprobeFailed(`ffprobe exited with ${code}: ${log.trim().split('\n').slice(-3).join(' | ')}`));
      } else resolve(Buffer.concat(chunks).toString('utf8'));
    });
  });
}
