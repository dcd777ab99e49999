import { describe, expect, it } from 'vitest';
import { previewVideo } from './preview-video';
import { probe } from './probe';
import { privateTempDir } from './test-utils';

const leftovers = privateTempDir();
const label = 'پیش‌نمایش آفلاین · Offline preview';

describe('previewVideo', { timeout: 120_000 }, () => {
  it('makes a labelled MP4 of the asked size and length, the same for the same prompt and seed', async () => {
    const options = {
      prompt: 'یک شهر آینده‌نگر در شب با چراغ‌های نئون',
      durationSeconds: 5,
      aspectRatio: '16:9' as const,
      seed: 11,
      label,
    };
    const first = await previewVideo(options);
    const info = await probe(first);
    expect(info).toMatchObject({ videoCodec: 'h264', pixelFormat: 'yuv420p', width: 1280, height: 720 });
    expect(Math.abs(info.durationSeconds - 5)).toBeLessThanOrEqual(0.1);
    expect((await previewVideo(options)).equals(first)).toBe(true);
    expect((await previewVideo({ ...options, seed: 12 })).equals(first)).toBe(false);
    expect(leftovers()).toEqual([]);
  });

  it('makes square videos of 10 s', async () => {
    const video = await previewVideo({
      prompt: 'a calm lake at sunrise',
      durationSeconds: 10,
      aspectRatio: '1:1',
      seed: 1,
      label,
    });
    const info = await probe(video);
    expect(info).toMatchObject({ width: 960, height: 960 });
    expect(Math.abs(info.durationSeconds - 10)).toBeLessThanOrEqual(0.1);
  });

  it('refuses an empty prompt and a zero duration', async () => {
    const options = { prompt: 'x', durationSeconds: 5, aspectRatio: '16:9' as const, seed: 1, label };
    await expect(previewVideo({ ...options, prompt: '   ' })).rejects.toMatchObject({ kind: 'invalid-input' });
    await expect(previewVideo({ ...options, durationSeconds: 0 })).rejects.toMatchObject({ kind: 'invalid-input' });
  });
});
