import { beforeAll, describe, expect, it } from 'vitest';
import { cameraMove } from './camera-move';
import { probe } from './probe';
import { privateTempDir, testPicture } from './test-utils';

const leftovers = privateTempDir();
let picture: Buffer;
beforeAll(async () => {
  picture = await testPicture();
});

describe('cameraMove', { timeout: 120_000 }, () => {
  it('makes a 5 s 16:9 H.264 MP4 and reports progress up to 1', async () => {
    const progress: number[] = [];
    const video = await cameraMove(picture, {
      durationSeconds: 5,
      aspectRatio: '16:9',
      seed: 7,
      onProgress: (value) => progress.push(value),
    });
    const info = await probe(video);
    expect(info).toMatchObject({ videoCodec: 'h264', pixelFormat: 'yuv420p', width: 1280, height: 720 });
    expect(info.durationSeconds).toBeGreaterThanOrEqual(4.9);
    expect(info.durationSeconds).toBeLessThanOrEqual(5.1);
    // faststart: the index (moov) comes before the media data (mdat).
    expect(video.indexOf('moov')).toBeLessThan(video.indexOf('mdat'));
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('makes a 10 s portrait video', async () => {
    const info = await probe(await cameraMove(picture, { durationSeconds: 10, aspectRatio: '9:16', seed: 3 }));
    expect(info).toMatchObject({ videoCodec: 'h264', width: 720, height: 1280 });
    expect(Math.abs(info.durationSeconds - 10)).toBeLessThanOrEqual(0.1);
  });

  it('refuses bytes that are not a picture, and a zero duration', async () => {
    await expect(
      cameraMove(Buffer.from('not an image at all'), { durationSeconds: 5, aspectRatio: '1:1', seed: 1 }),
    ).rejects.toMatchObject({ kind: 'invalid-input' });
    await expect(cameraMove(picture, { durationSeconds: 0, aspectRatio: '1:1', seed: 1 })).rejects.toMatchObject({
      kind: 'invalid-input',
    });
  });

  it('stops ffmpeg when aborted and leaves no temp files', async () => {
    const controller = new AbortController();
    const run = cameraMove(picture, {
      durationSeconds: 10,
      aspectRatio: '16:9',
      seed: 1,
      signal: controller.signal,
      onProgress: (value) => value > 0 && controller.abort(new Error('cancelled')),
    });
    await expect(run).rejects.toThrow('cancelled');
    expect(leftovers()).toEqual([]);
  });
});
