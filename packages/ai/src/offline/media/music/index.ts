/**
 * text-to-music offline: a procedural piece shaped by the prompt's words (see style.ts), composed
 * from the seed and synthesised in JavaScript, then encoded as AAC (M4A). Same prompt, seed and duration,
 * same bytes.
 */
import { encodeAac, type EncodedAudio } from '../encode-audio';
import { checkDuration } from '../errors';
import { compose } from './score';
import { musicStyle } from './style';
import { SAMPLE_RATE, synthesize } from './synth';

export interface MusicOptions {
  prompt: string;
  durationSeconds: number;
  seed: number;
  signal?: AbortSignal;
}

export async function music(options: MusicOptions): Promise<EncodedAudio> {
  checkDuration(options.durationSeconds, 300);
  const style = musicStyle(options.prompt, options.seed);
  const notes = compose(style, options.seed, options.durationSeconds);
  const samples = synthesize(notes, style, options.seed, options.durationSeconds);
  return encodeAac(samples, { sampleRate: SAMPLE_RATE, channels: 2, bitrate: '128k', signal: options.signal });
}
