import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe } from './probe';
import { clip, craftedPlaylists, videoWithSound, watchedServer } from './test-utils';
import { configureMediaTools } from './tools';

const work = mkdtempSync(join(tmpdir(), 'probe-log-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// The demo on a machine without ffmpeg: the bundled build, and no ffprobe (this file runs in its own process).
beforeAll(async () => {
  const tools = await configureMediaTools({ allowBundled: true, searchPath: '/nonexistent' });
  expect(tools.ffprobe).toBeNull();
});

describe("probe on the demo's bundled ffmpeg", { timeout: 120_000 }, () => {
  it('reads the codecs, size and duration from its log', async () => {
    const info = await probe(await videoWithSound());
    expect(info).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac', width: 320, height: 240 });
    expect(Math.abs(info.durationSeconds - 2)).toBeLessThan(0.1);
  });

  it('refuses empty bytes, garbage and a container with no sound or picture', async () => {
    await expect(probe(Buffer.alloc(0))).rejects.toMatchObject({ kind: 'invalid-input' });
    await expect(probe(Buffer.from('%PDF-1.4 not a video'))).rejects.toMatchObject({ kind: 'invalid-input' });
    const subtitles = join(work, 'only.srt');
    writeFileSync(subtitles, '1\n00:00:00,000 --> 00:00:02,000\nhello\n');
    const mkv = await clip(['-i', subtitles, '-c:s', 'srt', '-f', 'matroska']);
    await expect(probe(mkv)).rejects.toMatchObject({ kind: 'invalid-input' });
  });

  it('refuses playlists naming other files and URLs', async () => {
    const server = await watchedServer();
    try {
      const segment = join(work, 'segment.mkv');
      writeFileSync(segment, await videoWithSound());
      for (const playlist of Object.values(craftedPlaylists(server.url, segment))) {
        await expect(probe(Buffer.from(playlist))).rejects.toMatchObject({ kind: 'invalid-input' });
      }
      expect(server.requests()).toBe(0);
    } finally {
      await server.close();
    }
  });
});
