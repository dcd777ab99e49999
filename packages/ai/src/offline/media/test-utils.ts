/** Helpers for the media tests: pictures and clips to work on, hostile files, a private temp dir. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll } from 'vitest';
import { mediaTools } from './tools';

/** A 1600×1000 PNG with shapes and a gradient (so that motion and crops are visible in frames). */
export function testPicture(width = 1600, height = 1000): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g"><stop offset="0" stop-color="#1d3557"/><stop offset="1" stop-color="#e76f51"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${width * 0.3}" cy="${height * 0.4}" r="${height * 0.2}" fill="#f4d35e"/>` +
    `<rect x="${width * 0.6}" y="${height * 0.5}" width="${width * 0.25}" height="${height * 0.3}" fill="#2a9d8f"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Points os.tmpdir() at a fresh folder for this test file (each file runs in its own process),
 * removed after its tests, and returns a function listing what the media code left there.
 */
export function privateTempDir(): () => string[] {
  const dir = mkdtempSync(join(tmpdir(), 'rassam-media-test-'));
  process.env.TMPDIR = dir;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return () => readdirSync(dir).filter((name) => name.startsWith('rassam-media-'));
}

/** A clip made by ffmpeg's own test sources, written to stdout (so a streamed WebM states no duration). */
export async function clip(args: string[]): Promise<Buffer> {
  const { ffmpeg } = await mediaTools();
  const result = spawnSync(ffmpeg.command, ['-hide_banner', '-loglevel', 'error', ...args, 'pipe:1'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(result.stderr.toString());
  return result.stdout;
}

/** Two seconds of a test picture with a tone, as Matroska (H.264 and AAC). */
export const videoWithSound = () =>
  clip([
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25:duration=2'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'matroska'],
  ]);

/**
 * Playlists an attacker could upload, each naming something for ffmpeg to open besides itself: a media
 * file of this machine (another user's upload, say: `localMedia`), a private file, or a URL (`url`, a
 * server the test watches).
 */
export function craftedPlaylists(url: string, localMedia: string): Record<string, string> {
  const hls = (entry: string) =>
    ['#EXTM3U', '#EXT-X-TARGETDURATION:2', '#EXTINF:2,', entry, '#EXT-X-ENDLIST', ''].join('\n');
  const concat = (entry: string) => ['ffconcat version 1.0', `file '${entry}'`, ''].join('\n');
  return {
    hlsLocalMedia: hls(localMedia),
    hlsPrivateFile: hls('/etc/passwd'),
    hlsUrl: hls(url),
    concatLocalMedia: concat(localMedia),
    concatPrivateFile: concat('/etc/passwd'),
    concatUrl: concat(url),
  };
}

/** A local HTTP server that counts the requests it gets (there must be none). */
export async function watchedServer(): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
  let count = 0;
  const server = createServer((_request, response) => {
    count += 1;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/segment.ts`,
    requests: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
