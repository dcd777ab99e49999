import { describe, expect, it } from 'vitest';
import { probe } from './probe';
import { speech } from './speech';
import { splitSentences } from './sentences';

const persian = 'سلام، به رسام خوش آمدید. امروز درباره‌ی ساختن تصویر با هوش مصنوعی صحبت می‌کنیم. آماده‌اید؟';
const english = 'Welcome to Rassam. Today we will talk about making pictures with artificial intelligence. Ready?';
const words = (text: string) => text.split(/\s+/).length;

describe('speech', { timeout: 120_000 }, () => {
  it.each([
    ['fa-female', persian],
    ['fa-male', persian],
    ['en-female', english],
    ['en-male', english],
  ] as const)('speaks with the %s voice as AAC of a plausible length', async (voice, text) => {
    const audio = await speech({ text, voice, speed: 1 });
    expect(audio.mime).toBe('audio/mp4');
    const perWord = audio.durationSeconds / words(text);
    expect(perWord).toBeGreaterThan(0.3);
    expect(perWord).toBeLessThan(1.5);
    const info = await probe(audio.data);
    expect(info.audioCodec).toBe('aac');
    expect(Math.abs(info.durationSeconds - audio.durationSeconds)).toBeLessThan(0.1);
  });

  it('takes longer at half speed than at double speed', async () => {
    const slow = await speech({ text: persian, voice: 'fa-female', speed: 0.5 });
    const fast = await speech({ text: persian, voice: 'fa-female', speed: 2 });
    expect(slow.durationSeconds).toBeGreaterThan(2.5 * fast.durationSeconds);
  });

  it('speaks long texts sentence by sentence, reporting progress', async () => {
    const progress: number[] = [];
    const text = Array.from({ length: 6 }, (_, i) => `This is sentence number ${i + 1}.`).join(' ');
    const audio = await speech({ text, voice: 'en-male', speed: 1.5, onProgress: (value) => progress.push(value) });
    expect(progress).toHaveLength(7);
    expect(progress.at(-1)).toBe(1);
    expect(audio.durationSeconds).toBeGreaterThan(5);
  });

  it('refuses empty text, text without words and a speed out of range', async () => {
    for (const text of ['', '   ', '... ؟!'])
      await expect(speech({ text, voice: 'fa-female', speed: 1 })).rejects.toMatchObject({ kind: 'invalid-input' });
    await expect(speech({ text: 'سلام', voice: 'fa-female', speed: 3 })).rejects.toMatchObject({
      kind: 'invalid-input',
    });
  });
});

describe('splitSentences', { timeout: 120_000 }, () => {
  it('splits Persian and English sentences and line breaks', () => {
    expect(splitSentences('سلام. خوبی؟ بله!\nEnglish here; and more')).toEqual([
      'سلام.',
      'خوبی؟',
      'بله!',
      'English here;',
      'and more',
    ]);
  });

  it('cuts an overlong sentence at commas or spaces', () => {
    const long = Array.from({ length: 80 }, (_, i) => `واژه${i}`).join('، ');
    const parts = splitSentences(long);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((part) => part.length <= 300)).toBe(true);
    expect(parts.join(' ').replace(/\s+/g, ' ')).toBe(long.replace(/\s+/g, ' '));
  });
});
