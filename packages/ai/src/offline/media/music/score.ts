/**
 * The composition: a chord progression in the style's mode, a bass line on the roots, a melody built
 * from two seeded two-bar motifs (A A B A, each laid on the chord of its bar, so it always fits), and
 * a drum pattern. The result is a list of notes in seconds; synth.ts turns them into sound.
 */
import { seededRandom } from '../random';
import type { Mode, MusicStyle } from './style';

export type Voice = 'lead' | 'chord' | 'bass' | 'kick' | 'snare' | 'hat';

export interface Note {
  voice: Voice;
  /** Seconds from the start. */
  time: number;
  duration: number;
  /** MIDI note number (drums: unused). */
  pitch: number;
  velocity: number;
}

const SCALES: Record<Mode, number[]> = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  // Chahargah's colour in twelve tones: minor seconds around augmented ones.
  persian: [0, 1, 4, 5, 7, 8, 11],
};

/** Progressions as scale degrees, one chord a bar; the Persian mode mostly holds its tonic, like a drone. */
const PROGRESSIONS: Record<Mode, number[][]> = {
  major: [
    [0, 4, 5, 3],
    [0, 5, 3, 4],
    [0, 3, 0, 4],
  ],
  minor: [
    [0, 5, 2, 6],
    [0, 3, 4, 0],
    [0, 6, 5, 4],
  ],
  persian: [
    [0, 0, 1, 0],
    [0, 1, 0, 6],
  ],
};

/** The pitch of scale degree `degree` (any integer, octaves wrap) above `tonic`. */
function pitchOf(tonic: number, scale: number[], degree: number): number {
  const octave = Math.floor(degree / scale.length);
  return tonic + 12 * octave + scale[degree - octave * scale.length]!;
}

interface MotifNote {
  /** In eighths from the start of the two bars. */
  start: number;
  length: number;
  /** Scale steps above the bar's chord root. */
  step: number;
}

/** Two bars of melody: a note on every downbeat, others by density, moving mostly by step. */
function motif(random: () => number, density: number): MotifNote[] {
  const onsets = Array.from({ length: 16 }, (_, eighth) => eighth % 8 === 0 || random() < density);
  const notes: MotifNote[] = [];
  let step = [0, 2, 4][Math.floor(random() * 3)]!;
  onsets.forEach((on, eighth) => {
    if (!on) return;
    if (notes.length) {
      const move = random();
      step += move < 0.35 ? 1 : move < 0.7 ? -1 : move < 0.85 ? 2 : -2;
      step = Math.max(-2, Math.min(9, step));
    }
    // Downbeats land on a chord tone (root, third, fifth or octave of the bar's chord).
    if (eighth % 8 === 0)
      step = [0, 2, 4, 7].reduce((best, tone) => (Math.abs(tone - step) < Math.abs(best - step) ? tone : best));
    let next = eighth + 1;
    while (next < 16 && !onsets[next]) next += 1;
    notes.push({ start: eighth, length: Math.min(next - eighth, 4), step });
  });
  return notes;
}

export function compose(style: MusicStyle, seed: number, durationSeconds: number): Note[] {
  const random = seededRandom(seed);
  const scale = SCALES[style.mode];
  // The melody's tonic, A3 to E4; chords sit an octave below it, the bass two.
  const tonic = 57 + Math.floor(random() * 8);
  const progression = PROGRESSIONS[style.mode][Math.floor(random() * PROGRESSIONS[style.mode].length)]!;
  const motifs = [motif(random, style.density), motif(random, style.density)];
  const beat = 60 / style.tempo;
  const bar = 4 * beat;
  const eighth = beat / 2;
  const bars = Math.ceil(durationSeconds / bar);
  const notes: Note[] = [];

  for (let index = 0; index < bars; index += 1) {
    const start = index * bar;
    const degree = progression[index % progression.length]!;
    // Triads from the scale itself, so every chord belongs to the mode.
    for (const [i, tone] of [0, 2, 4].entries())
      notes.push({
        voice: 'chord',
        time: start + i * 0.012,
        duration: bar,
        pitch: pitchOf(tonic - 12, scale, degree + tone),
        velocity: 0.32,
      });
    notes.push({
      voice: 'bass',
      time: start,
      duration: bar / 2,
      pitch: pitchOf(tonic - 24, scale, degree),
      velocity: 0.55,
    });
    notes.push({
      voice: 'bass',
      time: start + bar / 2,
      duration: bar / 2,
      pitch: pitchOf(tonic - 24, scale, degree + (index % 2 ? 4 : 0)),
      velocity: 0.45,
    });

    // The first two bars introduce the harmony alone; then the motifs A A B A, two bars each.
    if (index >= 2) {
      const phrase = Math.floor((index - 2) / 2) % 4;
      const half = (index - 2) % 2;
      for (const note of motifs[phrase === 2 ? 1 : 0]!) {
        if (Math.floor(note.start / 8) !== half) continue;
        notes.push({
          voice: 'lead',
          time: start + (note.start % 8) * eighth,
          duration: note.length * eighth,
          pitch: pitchOf(tonic, scale, degree + note.step),
          velocity: note.start % 8 === 0 ? 0.7 : 0.55 + random() * 0.1,
        });
      }
    }

    if (style.percussion && index >= 1) {
      for (let b = 0; b < 4; b += 1) {
        const time = start + b * beat;
        if (b % 2 === 0 || style.tempo > 110)
          notes.push({ voice: 'kick', time, duration: 0.3, pitch: 0, velocity: 0.9 });
        if (b % 2 === 1) notes.push({ voice: 'snare', time, duration: 0.2, pitch: 0, velocity: 0.6 });
        for (const off of [0, eighth])
          notes.push({ voice: 'hat', time: time + off, duration: 0.05, pitch: 0, velocity: off ? 0.25 : 0.35 });
      }
    }
  }
  return notes.filter((note) => note.time < durationSeconds);
}
