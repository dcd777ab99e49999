/**
 * text-to-speech offline: espeak-ng's Persian and English voices, sentence by sentence, encoded as AAC (M4A).
 * A formant synthesiser: clear and robotic, never mistaken for a neural voice.
 */
import { encodeAac, type EncodedAudio } from './encode-audio';
import { invalidInput } from './errors';
import { espeak } from './espeak';
import { splitSentences } from './sentences';

export type SpeechVoice = 'fa-female' | 'fa-male' | 'en-female' | 'en-male';

/** espeak voice + variant: female3 and male3 are the clearest of espeak's variants. */
const VOICES: Record<SpeechVoice, string> = {
  'fa-female': 'fa+f3',
  'fa-male': 'fa+m3',
  'en-female': 'en-us+f3',
  'en-male': 'en-us+m3',
};

/** espeak's normal rate; `speed` scales it within espeak's range (80–450 words a minute). */
const WORDS_PER_MINUTE = 175;

export interface SpeechOptions {
  text: string;
  voice: SpeechVoice;
  /** 0.5 (slow) to 2 (fast). */
  speed: number;
  onProgress?: (value: number) => void;
  signal?: AbortSignal;
}

export async function speech(options: SpeechOptions): Promise<EncodedAudio> {
  const voice = VOICES[options.voice];
  if (!voice) throw invalidInput(`unknown voice ${String(options.voice)}`);
  if (!Number.isFinite(options.speed) || options.speed < 0.5 || options.speed > 2)
    throw invalidInput('speed must be between 0.5 and 2');
  const sentences = splitSentences(options.text);
  if (!sentences.length) throw invalidInput('nothing to say');
  const wordsPerMinute = Math.round(Math.min(450, Math.max(80, WORDS_PER_MINUTE * options.speed)));

  const parts: Int16Array[] = [];
  let sampleRate = 0;
  for (const [index, sentence] of sentences.entries()) {
    options.signal?.throwIfAborted();
    // espeak ends every sentence with its own pause, so the parts are joined as they are.
    const pcm = await espeak(sentence, { voice, wordsPerMinute });
    sampleRate = pcm.sampleRate;
    parts.push(pcm.samples);
    options.onProgress?.((0.9 * (index + 1)) / sentences.length);
  }
  const samples = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    samples.set(part, offset);
    offset += part.length;
  }
  const audio = await encodeAac(samples, { sampleRate, channels: 1, bitrate: '64k', signal: options.signal });
  options.onProgress?.(1);
  return audio;
}
