import { describe, expect, it } from 'vitest';
import { probe } from '../probe';
import { music } from './index';
import { musicStyle } from './style';

describe('music', { timeout: 120_000 }, () => {
  it.each([5, 20])('lasts the asked %i seconds', async (seconds) => {
    const audio = await music({ prompt: 'موسیقی آرام پیانو', durationSeconds: seconds, seed: 4 });
    expect(audio.mime).toBe('audio/mp4');
    expect(audio.durationSeconds).toBe(seconds);
    const info = await probe(audio.data);
    expect(info.audioCodec).toBe('aac');
    expect(Math.abs(info.durationSeconds - seconds)).toBeLessThanOrEqual(0.2);
  });

  it('gives the same bytes for the same prompt and seed, and other bytes for another seed', async () => {
    const options = { prompt: 'energetic dance track with drums', durationSeconds: 8, seed: 99 };
    const first = await music(options);
    expect((await music(options)).data.equals(first.data)).toBe(true);
    expect((await music({ ...options, seed: 100 })).data.equals(first.data)).toBe(false);
  });

  it('refuses a zero duration', async () => {
    await expect(music({ prompt: 'calm', durationSeconds: 0, seed: 1 })).rejects.toMatchObject({
      kind: 'invalid-input',
    });
  });
});

describe('musicStyle', { timeout: 120_000 }, () => {
  it('reads tempo, mode, timbre and percussion from Persian and English words', () => {
    expect(musicStyle('یک موسیقی آرام برای خواب', 1).tempo).toBeLessThan(80);
    expect(musicStyle('calm ambient', 1)).toMatchObject({ percussion: false });
    const dance = musicStyle('energetic dance party', 1);
    expect(dance.tempo).toBeGreaterThan(110);
    expect(dance.percussion).toBe(true);
    expect(musicStyle('a sad night', 1).mode).toBe('minor');
    expect(musicStyle('آهنگ شاد', 1).mode).toBe('major');
    expect(musicStyle('موسیقی سنتی ایرانی', 1).mode).toBe('persian');
    expect(musicStyle('پیانو', 1).timbre).toBe('piano');
    expect(musicStyle('سنتور', 1).timbre).toBe('pluck');
    expect(musicStyle('strings', 1).timbre).toBe('pad');
    expect(musicStyle('bells', 1).timbre).toBe('bell');
  });
});
