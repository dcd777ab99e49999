/**
 * What a music prompt asks for, read from its words (Persian and English): tempo, mode, timbre,
 * percussion and how busy the melody is. Words that say nothing leave the choice to the seed.
 */
import { promptWords, seededRandom } from '../random';

export type Mode = 'major' | 'minor' | 'persian';
export type Timbre = 'piano' | 'pad' | 'pluck' | 'bell';

export interface MusicStyle {
  tempo: number;
  mode: Mode;
  timbre: Timbre;
  percussion: boolean;
  /** 0..1: the chance of a melody note on each eighth. */
  density: number;
  /** 0..1: how much reverb. */
  space: number;
}

const KEYWORDS = {
  calm: 'calm slow relax relaxing ambient sleep sleepy peaceful meditation soft gentle quiet lullaby chill dreamy آرام آهسته ملایم خواب آرامش لالایی مدیتیشن آرامبخش رویایی',
  energetic:
    'fast energetic energy dance party upbeat rock action epic workout electronic exciting تند پرانرژی هیجان هیجان‌انگیز رقص جشن حماسی ورزش',
  minor:
    'sad dark melancholy melancholic night minor lonely mysterious rain tragic غمگین تاریک شب غم تنها مرموز باران دلتنگ سوگ',
  major: 'happy bright major sunny joyful cheerful wedding hopeful شاد روشن آفتابی خوشحال عروسی امید شادی',
  persian: 'persian iranian traditional oriental eastern dastgah ایرانی سنتی اصیل دستگاه شرقی',
  piano: 'piano keys پیانو',
  pad: 'pad ambient strings synth violin cello orchestra orchestral cinematic space ویولن کمانچه ارکستر سینمایی فضایی',
  pluck: 'guitar santur harp tar setar oud pluck گیتار سنتور چنگ تار سه‌تار عود',
  bell: 'bell bells chime chimes crystal ناقوس زنگ کریستال',
  drums: 'drum drums beat beats rhythm groove percussion hip hop tombak daf طبل ضرب تنبک دف ریتم بیت کوبه‌ای',
};

type Group = keyof typeof KEYWORDS;
const LOOKUP = new Map<string, Group[]>();
for (const [group, words] of Object.entries(KEYWORDS) as [Group, string][]) {
  for (const word of words.split(' ')) LOOKUP.set(word, [...(LOOKUP.get(word) ?? []), group]);
}

export function musicStyle(prompt: string, seed: number): MusicStyle {
  const score = Object.fromEntries(Object.keys(KEYWORDS).map((group) => [group, 0])) as Record<Group, number>;
  for (const word of promptWords(prompt)) for (const group of LOOKUP.get(word) ?? []) score[group] += 1;
  const random = seededRandom(seed ^ 0x9e3779b9);
  const pick = <T>(options: T[]) => options[Math.floor(random() * options.length)]!;

  const pace = score.calm > score.energetic ? 'calm' : score.energetic > score.calm ? 'energetic' : 'middle';
  const tempo = { calm: 66, middle: 92, energetic: 124 }[pace] + Math.round((random() - 0.5) * 12);
  const mode: Mode =
    score.persian > 0
      ? 'persian'
      : score.minor > score.major
        ? 'minor'
        : score.major > score.minor
          ? 'major'
          : pick<Mode>(['major', 'minor']);
  const timbres = (['piano', 'pad', 'pluck', 'bell'] as const).filter((timbre) => score[timbre] > 0);
  const timbre: Timbre = timbres.length
    ? timbres.reduce((best, timbre) => (score[timbre] > score[best] ? timbre : best))
    : mode === 'persian'
      ? 'pluck'
      : pace === 'calm'
        ? pick<Timbre>(['pad', 'piano'])
        : pick<Timbre>(['piano', 'pluck', 'pad']);
  const percussion = score.drums > 0 || (pace === 'energetic' ? true : pace === 'middle' && random() < 0.5);
  const density = { calm: 0.3, middle: 0.5, energetic: 0.7 }[pace] + (random() - 0.5) * 0.1;
  const space = pace === 'calm' ? 0.4 : pace === 'middle' ? 0.28 : 0.18;
  return { tempo, mode, timbre, percussion, density, space };
}
