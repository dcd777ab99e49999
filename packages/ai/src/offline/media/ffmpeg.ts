/**
 * The one way the offline media code runs ffmpeg: the static binary of @ffmpeg-installer, arguments as
 * an array (never a shell), progress from `-progress pipe:1`, and a kill when the job is aborted.
 */
import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants } from 'node:fs';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';

let checkedPath: string | undefined;

/** The binary's path; some installs (copies, extracted tarballs) lose its execute bit, so it is restored. */
export function ffmpegPath(): string {
  if (checkedPath) return checkedPath;
  const path = ffmpegInstaller.path;
  try {
    accessSync(path, constants.X_OK);
  } catch {
    chmodSync(path, 0o755);
  }
  checkedPath = path;
  return path;
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
export function runFfmpeg(args: string[], options: FfmpegOptions = {}): Promise<string> {
  const { input, signal, onProgress, durationSeconds } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const progressArgs = onProgress ? ['-progress', 'pipe:1', '-nostats'] : [];
  const child = spawn(ffmpegPath(), ['-hide_banner', '-y', ...progressArgs, ...args], {
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
