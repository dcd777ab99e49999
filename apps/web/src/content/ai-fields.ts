/**
 * Labels for the AI tool forms, which are built from each tool's input schema
 * (`packages/ai/src/catalogue/tools.ts`): one generic label per field name, a few per-tool overrides
 * where the generic one would mislead, and labels for every enum value.
 */
import { toPersianDigits } from '@rassam/i18n';
import type { ContentLocale } from './types';

export interface FieldCopy {
  label: string;
  help?: string;
  placeholder?: string;
}

type Localized<T> = Record<ContentLocale, T>;

export const aiFieldCopy: Record<string, Localized<FieldCopy>> = {
  prompt: {
    fa: {
      label: 'چه چیزی بسازیم؟',
      help: 'به فارسی یا انگلیسی بنویسید؛ هرچه دقیق‌تر بنویسید، نتیجه به خواسته‌تان نزدیک‌تر است.',
      placeholder: 'مثلاً: فنجان چای روی میز چوبی، نور صبح، عکس از نزدیک',
    },
    en: {
      label: 'What should we make?',
      help: 'Write in Persian or English; the more precise you are, the closer the result.',
      placeholder: 'e.g. a cup of tea on a wooden table, morning light, close-up',
    },
  },
  negativePrompt: {
    fa: {
      label: 'چه چیزهایی نباشد؟',
      help: 'چیزهایی که نمی‌خواهید در نتیجه ببینید.',
      placeholder: 'مثلاً: نوشته، لوگو، آدم',
    },
    en: {
      label: 'Leave out',
      help: 'Things you don’t want to see in the result.',
      placeholder: 'e.g. text, logos, people',
    },
  },
  aspectRatio: {
    fa: { label: 'نسبت تصویر', help: 'شکل قاب: افقی، عمودی یا مربع.' },
    en: { label: 'Aspect ratio', help: 'The shape of the frame: landscape, portrait or square.' },
  },
  style: {
    fa: { label: 'سبک' },
    en: { label: 'Style' },
  },
  count: {
    fa: { label: 'تعداد تصویر', help: 'هزینه‌ی هر تصویر جداگانه حساب می‌شود.' },
    en: { label: 'Number of images', help: 'Each image is priced separately.' },
  },
  seed: {
    fa: {
      label: 'کد تکرار',
      help: 'با همان کد و همان تنظیمات، نتیجه‌ی مشابهی می‌گیرید. خالی بگذارید تا هر بار نتیجه‌ی تازه‌ای ساخته شود.',
    },
    en: {
      label: 'Seed',
      help: 'The same seed with the same settings gives a similar result. Leave it empty for a new result each time.',
    },
  },
  image: {
    fa: { label: 'عکس', help: 'JPG، PNG یا WebP، تا ۱۵ مگابایت.' },
    en: { label: 'Image', help: 'JPG, PNG or WebP, up to 15 MB.' },
  },
  mask: {
    fa: { label: 'ناحیه‌ی تغییر', help: 'روی بخشی از عکس که باید تغییر کند رنگ بزنید.' },
    en: { label: 'Area to change', help: 'Paint over the part of the picture that should change.' },
  },
  images: {
    fa: { label: 'عکس‌ها', help: 'تا ۴ عکس برای ویرایش یا ترکیب؛ JPG، PNG یا WebP.' },
    en: { label: 'Images', help: 'Up to 4 pictures to edit or combine; JPG, PNG or WebP.' },
  },
  garment: {
    fa: { label: 'عکس لباس', help: 'لباس کامل و صاف، روی زمینه‌ی ساده یا تن مانکن.' },
    en: { label: 'Garment photo', help: 'The whole garment, laid flat or on a mannequin, on a plain background.' },
  },
  garmentKind: {
    fa: { label: 'نوع لباس' },
    en: { label: 'Garment type' },
  },
  roomType: {
    fa: { label: 'نوع فضا' },
    en: { label: 'Room type' },
  },
  strength: {
    fa: { label: 'میزان تغییر', help: 'عدد کم نتیجه را به عکس اصلی نزدیک نگه می‌دارد؛ عدد زیاد آزادی بیشتری می‌دهد.' },
    en: { label: 'How much to change', help: 'Low keeps the result close to the original; high gives more freedom.' },
  },
  factor: {
    fa: { label: 'ضریب افزایش کیفیت' },
    en: { label: 'Upscale factor' },
  },
  // Its choices say «۵ ثانیه» themselves; a free number says its unit in its own label (text-to-music).
  duration: {
    fa: { label: 'مدت' },
    en: { label: 'Length' },
  },
  text: {
    fa: {
      label: 'متن',
      help: 'متنی که باید خوانده شود، به فارسی یا انگلیسی. هزینه به طول متن بستگی دارد.',
      placeholder: 'مثلاً: به فروشگاه ما خوش آمدید.',
    },
    en: {
      label: 'Text',
      help: 'What should be read, in Persian or English. The price depends on its length.',
      placeholder: 'e.g. Welcome to our shop.',
    },
  },
  voice: {
    fa: { label: 'صدا' },
    en: { label: 'Voice' },
  },
  speed: {
    fa: { label: 'سرعت خواندن', help: '۱ یعنی سرعت عادی؛ کمتر آرام‌تر و بیشتر تندتر.' },
    en: { label: 'Speed', help: '1 is normal speed; lower is slower, higher is faster.' },
  },
  video: {
    fa: { label: 'ویدیو', help: 'MP4، MOV یا WebM، تا ۱۰۰ مگابایت.' },
    en: { label: 'Video', help: 'MP4, MOV or WebM, up to 100 MB.' },
  },
  left: {
    fa: { label: 'گسترش از چپ (پیکسل)' },
    en: { label: 'Extend left (pixels)' },
  },
  right: {
    fa: { label: 'گسترش از راست (پیکسل)' },
    en: { label: 'Extend right (pixels)' },
  },
  top: {
    fa: { label: 'گسترش از بالا (پیکسل)' },
    en: { label: 'Extend top (pixels)' },
  },
  bottom: {
    fa: { label: 'گسترش از پایین (پیکسل)' },
    en: { label: 'Extend bottom (pixels)' },
  },
};

type Overrides = Record<string, Localized<Partial<FieldCopy>>>;

const videoModelOverrides: Overrides = {
  prompt: {
    fa: {
      label: 'توضیح ویدیو',
      placeholder: 'مثلاً: بخار از فنجان قهوه بلند می‌شود و دوربین آرام نزدیک می‌شود',
    },
    en: {
      label: 'Describe the video',
      placeholder: 'e.g. steam rises from a coffee cup as the camera slowly moves in',
    },
  },
  image: {
    fa: { label: 'عکس شروع', help: 'ویدیو از این عکس شروع می‌شود؛ JPG، PNG یا WebP، تا ۱۵ مگابایت.' },
    en: { label: 'Start image', help: 'The video starts from this picture; JPG, PNG or WebP, up to 15 MB.' },
  },
};

const videoModels = [
  'hailuo-ai',
  'kling-ai',
  'luma-ai',
  'runway-ai',
  'seedance-ai',
  'sora-openai',
  'veo-google',
  'wan-ai',
];

/** Per-tool wording where the generic label would mislead; merged over the generic copy. */
export const aiFieldOverrides: Record<string, Overrides> = {
  'text-to-image': {
    prompt: { fa: { label: 'توضیح تصویر' }, en: { label: 'Describe the image' } },
  },
  'image-to-image': {
    prompt: {
      fa: { label: 'نتیجه چه شکلی باشد؟', placeholder: 'مثلاً: همین صحنه در برف، با نور غروب' },
      en: { label: 'Describe the result', placeholder: 'e.g. the same scene in snow, at sunset' },
    },
  },
  'image-modify': {
    prompt: {
      fa: { label: 'چه چیزی را تغییر دهیم؟', placeholder: 'مثلاً: رنگ مبل را سبز تیره کن' },
      en: { label: 'What should change?', placeholder: 'e.g. make the sofa dark green' },
    },
    mask: {
      fa: {
        label: 'ناحیه‌ی تغییر',
        help: 'اگر تغییر باید فقط در یک بخش باشد، روی همان بخش رنگ بزنید.',
      },
      en: { label: 'Area to change', help: 'If only one part should change, paint over it.' },
    },
  },
  'image-expand': {
    aspectRatio: {
      fa: {
        label: 'شکل نهایی',
        help: 'یا شکل نهایی را انتخاب کنید، یا بنویسید از هر طرف چند پیکسل اضافه شود.',
      },
      en: { label: 'Final shape', help: 'Either choose the final shape or enter how many pixels to add on each side.' },
    },
    prompt: {
      fa: {
        label: 'در فضای تازه چه باشد؟',
        help: 'بدون توضیح، فضای تازه هماهنگ با خود عکس پر می‌شود.',
        placeholder: 'مثلاً: ادامه‌ی ساحل و آسمان',
      },
      en: {
        label: 'What goes in the new space?',
        help: 'Without a description, the new space is filled to match the photo.',
        placeholder: 'e.g. more beach and sky',
      },
    },
  },
  'remove-object': {
    mask: {
      fa: { label: 'ناحیه‌ی حذف', help: 'روی چیزی که باید حذف شود، کمی بیشتر از خودش، رنگ بزنید.' },
      en: { label: 'Area to remove', help: 'Paint over what should go, a little beyond its edges.' },
    },
  },
  'image-to-tryon': {
    image: {
      fa: { label: 'عکس شخص', help: 'تمام‌قد یا نیم‌تنه، از روبه‌رو و در نور خوب.' },
      en: { label: 'Photo of the person', help: 'Full or half body, facing the camera, in good light.' },
    },
  },
  'image-to-decor': {
    image: {
      fa: { label: 'عکس اتاق', help: 'از گوشه‌ی اتاق و در نور روز، طوری که دیوارها و کف دیده شوند.' },
      en: { label: 'Photo of the room', help: 'From a corner in daylight, with the walls and floor in view.' },
    },
    style: { fa: { label: 'سبک دکوراسیون' }, en: { label: 'Decor style' } },
  },
  'image-to-render': {
    image: {
      fa: { label: 'عکس یا طرح دستی', help: 'طرح با خطوط روشن یا عکس ساده؛ JPG، PNG یا WebP، تا ۱۵ مگابایت.' },
      en: {
        label: 'Photo or sketch',
        help: 'A sketch with clear lines or a plain photo; JPG, PNG or WebP, up to 15 MB.',
      },
    },
    style: { fa: { label: 'سبک رندر' }, en: { label: 'Render style' } },
    prompt: {
      fa: { label: 'توضیح بیشتر', placeholder: 'مثلاً: نمای آجری، پنجره‌های بلند، نور عصر' },
      en: { label: 'More details', placeholder: 'e.g. brick front, tall windows, afternoon light' },
    },
  },
  'image-to-image3d': {
    image: {
      fa: { label: 'عکس، لوگو یا طرح دستی' },
      en: { label: 'Photo, logo or drawing' },
    },
  },
  'text-to-3d': {
    prompt: {
      fa: { label: 'چه شیئی بسازیم؟', placeholder: 'مثلاً: گلدان سفالی آبی با دو دسته' },
      en: { label: 'What object should we make?', placeholder: 'e.g. a blue clay vase with two handles' },
    },
  },
  'image-to-3d': {
    image: {
      fa: { label: 'عکس شیء', help: 'یک شیء تنها، کامل و واضح، روی زمینه‌ی ساده.' },
      en: { label: 'Photo of the object', help: 'One object, whole and sharp, on a plain background.' },
    },
  },
  'video-to-3d': {
    video: {
      fa: {
        label: 'ویدیوی دور شیء',
        help: 'آرام دور شیء بچرخید تا همه‌ی طرف‌هایش دیده شود؛ MP4، MOV یا WebM، تا ۱۰۰ مگابایت.',
      },
      en: {
        label: 'Video around the object',
        help: 'Walk slowly around the object so every side shows; MP4, MOV or WebM, up to 100 MB.',
      },
    },
  },
  'text-to-video': { prompt: videoModelOverrides.prompt! },
  'image-to-video': {
    prompt: {
      fa: {
        label: 'حرکت و صحنه',
        help: 'بدون توضیح، حرکتی طبیعی برای صحنه انتخاب می‌شود.',
        placeholder: 'مثلاً: موها در باد تکان می‌خورند و دوربین آرام نزدیک می‌شود',
      },
      en: {
        label: 'Motion',
        help: 'Without a description, a natural motion is chosen for the scene.',
        placeholder: 'e.g. hair moves in the wind as the camera slowly moves in',
      },
    },
  },
  'text-to-music': {
    prompt: {
      fa: { label: 'چه موسیقی‌ای؟', placeholder: 'مثلاً: موسیقی آرام با پیانو و گیتار، حس صبح' },
      en: { label: 'Describe the music', placeholder: 'e.g. calm piano and guitar, a morning feel' },
    },
    duration: { fa: { label: 'مدت (ثانیه)' }, en: { label: 'Length (seconds)' } },
  },
  'nano-banana': {
    prompt: {
      fa: {
        label: 'چه کنیم؟',
        placeholder: 'مثلاً: کیف عکس اول را در دست شخص عکس دوم بگذار',
      },
      en: {
        label: 'What should it make or change?',
        placeholder: 'e.g. put the bag from the first photo in the hand of the person in the second',
      },
    },
  },
  ...Object.fromEntries(videoModels.map((slug) => [slug, videoModelOverrides])),
};

const ratio = (fa: string, en: string, value: string) => ({
  fa: `${fa} ${toPersianDigits(value)}`,
  en: `${en} ${value}`,
});

const ratios: Record<string, Localized<string>> = {
  '1:1': ratio('مربع', 'Square', '1:1'),
  '4:3': ratio('افقی', 'Landscape', '4:3'),
  '3:4': ratio('عمودی', 'Portrait', '3:4'),
  '16:9': ratio('افقی', 'Landscape', '16:9'),
  '9:16': ratio('عمودی', 'Portrait', '9:16'),
  '3:2': ratio('افقی', 'Landscape', '3:2'),
  '2:3': ratio('عمودی', 'Portrait', '2:3'),
};

const seconds = (value: number): Localized<string> => ({
  fa: `${toPersianDigits(value)} ثانیه`,
  en: `${value} seconds`,
});

const durations = [5, 6, 8, 9, 10];

/** Turns `{ value: { fa, en } }` into `{ fa: { value }, en: { value } }`. */
function byLocale(entries: Record<string, Localized<string>>): Localized<Record<string, string>> {
  const out: Localized<Record<string, string>> = { fa: {}, en: {} };
  for (const [value, labels] of Object.entries(entries)) {
    out.fa[value] = labels.fa;
    out.en[value] = labels.en;
  }
  return out;
}

export const aiOptionCopy: Record<string, Localized<Record<string, string>>> = {
  // Image styles, decor styles and render styles share the field name `style`.
  style: byLocale({
    none: { fa: 'بدون سبک', en: 'No style' },
    photo: { fa: 'عکس واقعی', en: 'Photo' },
    illustration: { fa: 'تصویرسازی', en: 'Illustration' },
    anime: { fa: 'انیمه', en: 'Anime' },
    '3d': { fa: 'سه‌بعدی', en: '3D' },
    painting: { fa: 'نقاشی', en: 'Painting' },
    sketch: { fa: 'طراحی مدادی', en: 'Sketch' },
    modern: { fa: 'مدرن', en: 'Modern' },
    minimal: { fa: 'مینیمال', en: 'Minimal' },
    classic: { fa: 'کلاسیک', en: 'Classic' },
    scandinavian: { fa: 'اسکاندیناوی', en: 'Scandinavian' },
    industrial: { fa: 'صنعتی', en: 'Industrial' },
    persian: { fa: 'ایرانی', en: 'Persian' },
    photoreal: { fa: 'واقع‌گرایانه', en: 'Photoreal' },
    architectural: { fa: 'معماری', en: 'Architectural' },
    product: { fa: 'عکس محصول', en: 'Product shot' },
    watercolor: { fa: 'آبرنگ', en: 'Watercolour' },
    clay: { fa: 'خمیری', en: 'Clay' },
  }),
  garmentKind: byLocale({
    tops: { fa: 'بالاتنه', en: 'Top' },
    bottoms: { fa: 'پایین‌تنه', en: 'Bottom' },
    'one-pieces': { fa: 'یک‌تکه (پیراهن بلند، سرهمی)', en: 'One-piece (dress, jumpsuit)' },
  }),
  roomType: byLocale({
    'living-room': { fa: 'پذیرایی', en: 'Living room' },
    bedroom: { fa: 'اتاق خواب', en: 'Bedroom' },
    kitchen: { fa: 'آشپزخانه', en: 'Kitchen' },
    bathroom: { fa: 'حمام و سرویس', en: 'Bathroom' },
    office: { fa: 'دفتر کار', en: 'Office' },
    shop: { fa: 'مغازه', en: 'Shop' },
  }),
  voice: byLocale({
    'fa-female': { fa: 'زن (فارسی)', en: 'Female (Persian)' },
    'fa-male': { fa: 'مرد (فارسی)', en: 'Male (Persian)' },
    'en-female': { fa: 'زن (انگلیسی)', en: 'Female (English)' },
    'en-male': { fa: 'مرد (انگلیسی)', en: 'Male (English)' },
  }),
  aspectRatio: byLocale(ratios),
  factor: byLocale({
    '2': { fa: '۲ برابر', en: '2×' },
    '4': { fa: '۴ برابر', en: '4×' },
  }),
  duration: byLocale(Object.fromEntries(durations.map((value) => [String(value), seconds(value)]))),
};

const own = <T extends object>(record: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(record, key);

/** A field's label for a tool: the tool's override over the generic copy, else the field name itself. */
export function fieldCopy(tool: string, field: string, locale: ContentLocale): FieldCopy {
  const safeLocale: ContentLocale = locale === 'en' ? 'en' : 'fa';
  const generic = own(aiFieldCopy, field) ? aiFieldCopy[field]?.[safeLocale] : undefined;
  const toolOverrides = own(aiFieldOverrides, tool) ? aiFieldOverrides[tool] : undefined;
  const override = toolOverrides && own(toolOverrides, field) ? toolOverrides[field]?.[safeLocale] : undefined;
  const label = override?.label ?? generic?.label ?? field;
  return { ...generic, ...override, label };
}

/** An option's label; a length in seconds not listed still reads as one; anything else falls back to the raw value. */
export function optionCopy(field: string, value: string | number, locale: ContentLocale): string {
  const safeLocale: ContentLocale = locale === 'en' ? 'en' : 'fa';
  const key = String(value);
  const options = own(aiOptionCopy, field) ? aiOptionCopy[field]?.[safeLocale] : undefined;
  if (options && own(options, key)) return options[key]!;
  if (field === 'duration' && /^\d+$/.test(key)) return seconds(Number(key))[safeLocale];
  return key;
}
