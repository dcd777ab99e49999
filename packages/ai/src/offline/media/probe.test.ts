import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ffmpegPath } from './ffmpeg';
import { probe } from './probe';

/** A clip made by ffmpeg's own test sources, written to stdout (so a streamed WebM states no duration). */
function clip(args: string[]): Buffer {
  const result = spawnSync(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', ...args, 'pipe:1'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(result.stderr.toString());
  return result.stdout;
}

describe('probe', () => {
  it('reads the codecs, size and duration of a video with sound', async () => {
    const mkv = clip([
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25:duration=2'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'matroska'],
    ]);
    const info = await probe(mkv);
    expect(info).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac', width: 320, height: 240 });
    expect(Math.abs(info.durationSeconds - 2)).toBeLessThan(0.1);
  });

  it('measures a recording that does not state its duration', async () => {
    const webm = clip([
      ...['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=25:duration=2'],
      ...['-c:v', 'libvpx', '-deadline', 'realtime', '-f', 'webm'],
    ]);
    const info = await probe(webm);
    expect(info).toMatchObject({ format: 'matroska,webm', videoCodec: 'vp8', width: 160, height: 120 });
    expect(Math.abs(info.durationSeconds - 2)).toBeLessThan(0.1);
  });

  it('refuses empty and non-media bytes', async () => {
    await expect(probe(Buffer.alloc(0))).rejects.toMatchObject({ kind: 'invalid-input' });
    await expect(probe(Buffer.from('%PDF-1.4 not a video'))).rejects.toMatchObject({ kind: 'invalid-input' });
  });
});
