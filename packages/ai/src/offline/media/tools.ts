/**
 * Which ffmpeg and ffprobe the media code runs (decision 021). A maintained build is wanted: every uploaded
 * video and sound goes through it. So the programs are, in order: the configured paths (`FFMPEG_PATH`,
 * `FFPROBE_PATH`, passed in by the API, which alone reads the environment), then the machine's own on
 * `PATH` (Debian's `ffmpeg` package brings both), and only then, where the caller allows it (the demo),
 * the static ffmpeg of `@ffmpeg-installer` (a 2018 build, with no ffprobe beside it).
 */
import { spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export interface MediaProgram {
  /** What is spawned: an absolute path, or a bare name the process's `PATH` resolves. */
  command: string;
  /** The first line of `-version` without its copyright, e.g. `ffmpeg version 7.1.2-0+deb13u1`. */
  version: string;
  origin: 'configured' | 'system' | 'bundled';
}

export interface MediaTools {
  ffmpeg: MediaProgram;
  /** Absent only in the demo on a machine without it: probing then reads ffmpeg's log (probe-log.ts). */
  ffprobe: MediaProgram | null;
}

export interface MediaToolsOptions {
  ffmpegPath?: string | undefined;
  ffprobePath?: string | undefined;
  /** May the bundled 2018 ffmpeg stand in when the machine has none? Only for the demo. */
  allowBundled: boolean;
  /** A `PATH` to search instead of the process's own (tests: a machine without ffmpeg). */
  searchPath?: string;
}

/** `-version` answers at once; a program that hangs there is not one to trust with uploads. */
const VERSION_TIMEOUT_MS = 10_000;

/** The first line of `command -version`, or null when it cannot run or is not the program wanted. */
function versionOf(command: string, name: 'ffmpeg' | 'ffprobe', searchPath: string | undefined): string | null {
  const result = spawnSync(command, ['-version'], {
    encoding: 'utf8',
    timeout: VERSION_TIMEOUT_MS,
    maxBuffer: 1024 * 1024,
    ...(searchPath === undefined ? {} : { env: { ...process.env, PATH: searchPath } }),
  });
  const line =
    result.status === 0
      ? (result.stdout
          .split('\n')[0]
          ?.replace(/ Copyright.*/, '')
          .trim() ?? '')
      : '';
  return line.startsWith(`${name} version`) ? line : null;
}

function configured(path: string, name: 'ffmpeg' | 'ffprobe', searchPath: string | undefined): MediaProgram {
  const version = versionOf(path, name, searchPath);
  // A configured path that does not work is a mistake to report, not a reason to run another build.
  if (!version) throw new Error(`${name.toUpperCase()}_PATH=${path} is not a ${name} that runs (${name} -version)`);
  return { command: path, version, origin: 'configured' };
}

function system(name: 'ffmpeg' | 'ffprobe', searchPath: string | undefined): MediaProgram | null {
  const version = versionOf(name, name, searchPath);
  return version ? { command: name, version, origin: 'system' } : null;
}

async function bundled(): Promise<MediaProgram> {
  const { default: installer } = await import('@ffmpeg-installer/ffmpeg');
  // Some installs (copies, extracted tarballs) lose the binary's execute bit: it is restored.
  try {
    accessSync(installer.path, constants.X_OK);
  } catch {
    chmodSync(installer.path, 0o755);
  }
  return { command: installer.path, version: `ffmpeg version ${installer.version} (bundled)`, origin: 'bundled' };
}

/** Finds the programs as the module comment says; throws a readable message when there are none to use. */
export async function resolveMediaTools(options: MediaToolsOptions): Promise<MediaTools> {
  const { ffmpegPath, ffprobePath, allowBundled, searchPath } = options;
  const ffmpeg = ffmpegPath ? configured(ffmpegPath, 'ffmpeg', searchPath) : system('ffmpeg', searchPath);

  let ffprobe: MediaProgram | null = null;
  if (ffprobePath) ffprobe = configured(ffprobePath, 'ffprobe', searchPath);
  else if (ffmpegPath && basename(ffmpegPath) === 'ffmpeg' && ffmpegPath.includes('/')) {
    // A build unpacked somewhere (FFMPEG_PATH=/opt/ffmpeg/bin/ffmpeg) has its ffprobe beside it.
    const beside = join(dirname(ffmpegPath), 'ffprobe');
    const version = versionOf(beside, 'ffprobe', searchPath);
    if (version) ffprobe = { command: beside, version, origin: 'configured' };
  }
  ffprobe ??= system('ffprobe', searchPath);

  if (ffmpeg && ffprobe) return { ffmpeg, ffprobe };
  if (!allowBundled) {
    throw new Error(
      `no ${ffmpeg ? 'ffprobe' : 'ffmpeg'} on this machine: install the distribution's ffmpeg package ` +
        '(Debian: apt-get install ffmpeg) or set FFMPEG_PATH and FFPROBE_PATH; the bundled 2018 build is only for the demo',
    );
  }
  // The demo on a machine without them: the bundled build stands in for ffmpeg, and without ffprobe the
  // probe reads ffmpeg's log.
  return { ffmpeg: ffmpeg ?? (await bundled()), ffprobe };
}

let current: Promise<MediaTools> | undefined;

/**
 * Sets the programs for this process (the API does, once, at start, from its configuration) and returns
 * them to be logged. Until then the first use resolves them with the defaults: the machine's own, else the
 * bundled build (what the package's own tests and benchmarks want).
 */
export function configureMediaTools(options: MediaToolsOptions): Promise<MediaTools> {
  current = resolveMediaTools(options);
  return current;
}

export function mediaTools(): Promise<MediaTools> {
  current ??= resolveMediaTools({ allowBundled: true });
  return current;
}

/** One line for the start-up log: which builds run, and from where. */
export function describeMediaTools(tools: MediaTools): string {
  const part = (program: MediaProgram) => `${program.version} [${program.origin}: ${program.command}]`;
  return tools.ffprobe
    ? `${part(tools.ffmpeg)}; ${part(tools.ffprobe)}`
    : `${part(tools.ffmpeg)}; no ffprobe: probing reads ffmpeg's log`;
}
