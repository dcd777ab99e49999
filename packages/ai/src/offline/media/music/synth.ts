/**
 * Turns the notes of score.ts into stereo PCM with classical synthesis: wavetable additive tones with
 * envelopes (piano-like, pad, bass), Karplus–Strong plucked strings, FM bells, noise-and-sine drums,
 * and a small Schroeder reverb. Every noise comes from the seeded generator, so the output is a pure
 * function of its inputs.
 */
import { seededRandom } from '../random';
import type { Note, Voice } from './score';
import type { MusicStyle, Timbre } from './style';

export const SAMPLE_RATE = 44_100;

const TABLE_SIZE = 2048;

/** One cycle of a sum of harmonics (amplitude per harmonic, 1-based), scaled to a peak of 1. */
function wavetable(amplitudes: number[]): Float32Array {
  const table = new Float32Array(TABLE_SIZE + 1);
  for (let i = 0; i <= TABLE_SIZE; i += 1) {
    const phase = (2 * Math.PI * i) / TABLE_SIZE;
    table[i] = amplitudes.reduce((sum, amplitude, k) => sum + amplitude * Math.sin((k + 1) * phase), 0);
  }
  const peak = table.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
  return table.map((value) => value / peak);
}

const TABLES = {
  mellow: wavetable([1, 0.45, 0.18, 0.08, 0.03]),
  bright: wavetable(Array.from({ length: 12 }, (_, k) => 1 / (k + 1) ** 1.3)),
  saw: wavetable(Array.from({ length: 10 }, (_, k) => 1 / (k + 1))),
};

const SINE = wavetable([1]);

const frequency = (pitch: number) => 440 * 2 ** ((pitch - 69) / 12);

/** Reads a wavetable at a phase in cycles (linear interpolation). */
function lookup(table: Float32Array, phase: number): number {
  const position = (phase - Math.floor(phase)) * TABLE_SIZE;
  const index = Math.floor(position);
  return table[index]! + (table[index + 1]! - table[index]!) * (position - index);
}

/** Linear attack, linear release after the note's end (`duration`), 1 in between. */
function edges(t: number, attack: number, duration: number, release: number): number {
  const rise = t < attack ? t / attack : 1;
  return t > duration ? rise * Math.max(0, 1 - (t - duration) / release) : rise;
}

/** A tone is rendered whole into its own buffer, then mixed: tight loops, no per-sample calls. */
const buffer = (seconds: number) => new Float32Array(Math.round(seconds * SAMPLE_RATE));

function pianoTone(f: number, duration: number): Float32Array {
  const out = buffer(duration + 0.18);
  const decay = 1.1 + f / 600;
  for (let i = 0; i < out.length; i += 1) {
    const t = i / SAMPLE_RATE;
    // The bright table fades into the mellow one: a struck string loses its upper partials first.
    const brightness = Math.exp(-t * 5);
    const phase = f * t;
    const body = brightness * lookup(TABLES.bright, phase) + (1 - brightness) * lookup(TABLES.mellow, phase);
    out[i] = edges(t, 0.004, duration, 0.18) * Math.exp(-t * decay) * body;
  }
  return out;
}

function padTone(f: number, duration: number): Float32Array {
  const out = buffer(duration + 0.9);
  for (let i = 0; i < out.length; i += 1) {
    const t = i / SAMPLE_RATE;
    // Two saws a few cents apart beat slowly against each other (the chorus of a string pad),
    // with a slow swell in loudness.
    const swell = 0.8 + 0.08 * lookup(SINE, 0.3 * t);
    const saws = lookup(TABLES.saw, f * 1.002 * t) + lookup(TABLES.saw, f * 0.998 * t);
    out[i] = 0.55 * edges(t, 0.4, duration, 0.9) * swell * saws;
  }
  return out;
}

/** FM: a sine carrier whose phase is pushed by a sine at 3.5 times its frequency, fading to pure. */
function bellTone(f: number, duration: number): Float32Array {
  const out = buffer(Math.max(duration, 1.8));
  for (let i = 0; i < out.length; i += 1) {
    const t = i / SAMPLE_RATE;
    const index = 2.5 * Math.exp(-t * 3);
    const body = lookup(SINE, f * t + (index * lookup(SINE, 3.5 * f * t)) / (2 * Math.PI));
    out[i] = Math.min(1, t / 0.002) * Math.exp(-t * 1.8) * body;
  }
  return out;
}

function bassTone(f: number, duration: number): Float32Array {
  const out = buffer(duration + 0.1);
  for (let i = 0; i < out.length; i += 1) {
    const t = i / SAMPLE_RATE;
    out[i] = edges(t, 0.008, duration, 0.1) * Math.exp(-t * 1.4) * lookup(TABLES.mellow, f * t);
  }
  return out;
}

/** Karplus–Strong: a burst of noise circulating in a delay line of one period, averaged as it goes. */
function pluckTone(f: number, duration: number, random: () => number): Float32Array {
  const period = Math.max(2, Math.round(SAMPLE_RATE / f));
  const out = buffer(duration + 0.8);
  const line = Float32Array.from({ length: period }, () => random() * 2 - 1);
  let previous = 0;
  for (let i = 0; i < out.length; i += 1) {
    const current = line[i % period]!;
    line[i % period] = 0.996 * 0.5 * (current + previous);
    previous = current;
    out[i] = 1.4 * current;
  }
  return out;
}

function drumTone(voice: 'kick' | 'snare' | 'hat', random: () => number): Float32Array {
  const out = buffer(voice === 'kick' ? 0.45 : voice === 'snare' ? 0.25 : 0.08);
  let low = 0;
  for (let i = 0; i < out.length; i += 1) {
    const t = i / SAMPLE_RATE;
    if (voice === 'kick') {
      // A sine whose pitch falls from ~135 to 45 Hz: the phase is the integral of that frequency.
      out[i] = Math.exp(-t * 9) * lookup(SINE, 45 * t + 3 * (1 - Math.exp(-t * 30)));
    } else if (voice === 'snare') {
      out[i] = 0.7 * Math.exp(-t * 18) * (random() * 2 - 1) + 0.4 * Math.exp(-t * 25) * lookup(SINE, 185 * t);
    } else {
      // Hi-hat: noise minus its own low-passed copy leaves the hiss.
      const noise = random() * 2 - 1;
      low += 0.3 * (noise - low);
      out[i] = Math.exp(-t * 60) * (noise - low);
    }
  }
  return out;
}

/** Left/right gains for a pan in -1..1 (equal power). */
function panGains(pan: number): [number, number] {
  const angle = ((pan + 1) * Math.PI) / 4;
  return [Math.cos(angle), Math.sin(angle)];
}

const PAN: Record<Voice, number> = { lead: 0.12, chord: -0.2, bass: 0, kick: 0, snare: -0.08, hat: 0.3 };
const LEVEL: Record<Voice, number> = { lead: 0.5, chord: 0.3, bass: 0.55, kick: 0.8, snare: 0.35, hat: 0.18 };
/** How much of each voice goes to the reverb: drums and bass stay mostly dry. */
const SEND: Record<Voice, number> = { lead: 1, chord: 1, bass: 0.1, kick: 0.05, snare: 0.4, hat: 0.2 };

function render(note: Note, timbre: Timbre, random: () => number): Float32Array {
  const { voice, duration } = note;
  if (voice === 'kick' || voice === 'snare' || voice === 'hat') return drumTone(voice, random);
  const f = frequency(note.pitch);
  if (voice === 'bass') return bassTone(f, duration);
  // Bell and pluck chords would clutter: chords take a pad (or the piano under a piano melody).
  const kind = voice === 'chord' ? (timbre === 'piano' ? 'piano' : 'pad') : timbre;
  if (kind === 'pluck') return pluckTone(f, duration, random);
  return kind === 'piano' ? pianoTone(f, duration) : kind === 'bell' ? bellTone(f, duration) : padTone(f, duration);
}

/** Freeverb-style: four damped combs in parallel, then two all-passes; the right side is detuned. */
function reverb(input: Float32Array, spread: number): Float32Array {
  const out = new Float32Array(input.length);
  for (const delay of [1116, 1188, 1277, 1356].map((d) => d + spread)) {
    const buffer = new Float32Array(delay);
    let filtered = 0;
    for (let i = 0; i < input.length; i += 1) {
      const delayed = buffer[i % delay]!;
      filtered = delayed * 0.7 + filtered * 0.3;
      buffer[i % delay] = input[i]! + filtered * 0.8;
      out[i] = out[i]! + delayed * 0.25;
    }
  }
  for (const delay of [556, 441].map((d) => d + spread)) {
    const buffer = new Float32Array(delay);
    for (let i = 0; i < out.length; i += 1) {
      const delayed = buffer[i % delay]!;
      buffer[i % delay] = out[i]! + delayed * 0.5;
      out[i] = delayed - out[i]! * 0.5;
    }
  }
  return out;
}

/** Interleaved 16-bit stereo PCM of exactly `durationSeconds`, peak-normalised, with a fade-out. */
export function synthesize(notes: Note[], style: MusicStyle, seed: number, durationSeconds: number): Int16Array {
  const random = seededRandom(seed ^ 0x5bd1e995);
  const length = Math.round(durationSeconds * SAMPLE_RATE);
  const dry = [new Float32Array(length), new Float32Array(length)] as const;
  const send = [new Float32Array(length), new Float32Array(length)] as const;

  for (const note of notes) {
    const start = Math.round(note.time * SAMPLE_RATE);
    const tone = render(note, style.timbre, random);
    const [left, right] = panGains(PAN[note.voice] + (note.voice === 'chord' ? (note.pitch % 3) * 0.15 : 0));
    const level = LEVEL[note.voice] * note.velocity;
    const reverbShare = SEND[note.voice];
    const end = Math.min(length, start + tone.length);
    for (let at = start; at < end; at += 1) {
      const value = tone[at - start]! * level;
      dry[0][at] = dry[0][at]! + value * left;
      dry[1][at] = dry[1][at]! + value * right;
      send[0][at] = send[0][at]! + value * left * reverbShare;
      send[1][at] = send[1][at]! + value * right * reverbShare;
    }
  }

  const wet = [reverb(send[0], 0), reverb(send[1], 23)];
  const mixed = [0, 1].map((c) => dry[c]!.map((value, i) => value + style.space * wet[c]![i]!));
  const peak = mixed.reduce((max, channel) => channel.reduce((m, value) => Math.max(m, Math.abs(value)), max), 1e-9);
  const gain = 0.89 / peak; // -1 dBFS
  const fadeIn = Math.round(0.02 * SAMPLE_RATE);
  const fadeOut = Math.round(Math.min(2, durationSeconds * 0.2) * SAMPLE_RATE);
  const out = new Int16Array(length * 2);
  for (let i = 0; i < length; i += 1) {
    const fade = Math.min(1, i / fadeIn, (length - i) / fadeOut);
    out[2 * i] = Math.round(mixed[0]![i]! * gain * fade * 32767);
    out[2 * i + 1] = Math.round(mixed[1]![i]! * gain * fade * 32767);
  }
  return out;
}
