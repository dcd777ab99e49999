import { isResultCode, resultText } from './catalogue';
import { toPersianDigits } from './digits';
import type { Locale } from './locales';

/**
 * The parts of a zod v4 issue this module reads; a zod issue is assignable to it as is.
 * `inclusive` and `exact` are read when present, so `.positive()` and `.length(n)` get the right words.
 */
export type FieldIssue = {
  code: string;
  message?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  format?: string;
  input?: unknown;
  keys?: string[];
  inclusive?: boolean;
  exact?: boolean;
};

type Texts = Record<Locale, string>;
type Counted = Record<Locale, (n: string) => string>;

// The general texts say what to do where they can (PERSIAN-REVIEW.md §4.2); a schema that knows the
// field better names one of the fieldTexts below instead.
const required: Texts = { fa: 'این فیلد الزامی است', en: 'This field is required' };
const wrongType: Texts = { fa: 'نوع این مقدار درست نیست', en: 'This value has the wrong type' };
const badFormat: Texts = { fa: 'این مقدار را به شکل درست وارد کنید', en: 'Enter this value in the right format' };
const unknownField: Texts = { fa: 'فیلد ناشناخته', en: 'Unknown field' };
const notValid: Texts = {
  fa: 'این مقدار معتبر نیست؛ آن را بررسی کنید',
  en: 'This value is not valid; please check it',
};

/**
 * Texts for one field, named by a shared schema where neither a catalogue code nor zod's own issue would
 * speak the person's words: an empty choice is not an "invalid id", and a shop's phone is not a mobile
 * number. A schema puts the name in the issue's message, as it does a catalogue code; the field shows the
 * text (in the browser and in the API's `fields`), and the request as a whole is a ValidationError.
 */
export const fieldTexts = {
  /** A category select left at its placeholder. */
  ChooseCategory: { fa: 'یک دسته‌بندی انتخاب کنید', en: 'Choose a category' },
  /** A box for a number that holds something else. */
  EnterNumber: { fa: 'یک عدد وارد کنید', en: 'Enter a number' },
  /** A name for the English pages written in Persian letters. */
  LatinLettersOnly: { fa: 'این نام را با حروف لاتین بنویسید', en: 'Write this name in Latin letters' },
  /** A shop's phone: landlines too, so not the mobile number of the sign-in forms. */
  PhoneNumber: {
    fa: 'شماره تلفن معتبر نیست؛ آن را با پیش‌شماره و فقط با رقم بنویسید',
    en: 'The phone number is not valid; enter it with its area code, in digits only',
  },
  WhatsappNumber: {
    fa: 'شماره همراه را با کد کشور بنویسید؛ مثلاً ۹۸۹۱۲۳۴۵۶۷۸۹',
    en: 'Enter a mobile number with its country code, e.g. 989123456789',
  },
  SocialHandle: {
    fa: 'این شناسه معتبر نیست؛ آن را بدون @ و همان‌طور که در آن شبکه آمده است بنویسید',
    en: 'This handle is not valid; write it without @, as the network shows it',
  },
  WebsiteAddress: {
    fa: 'نشانی کامل سایت را بنویسید؛ مثل آنچه در نوار نشانی مرورگر می‌بینید',
    en: 'Enter the full address of the site, starting with https://',
  },
  /** A gallery item shown as a model, from a listing without a ready 3D model. */
  GalleryNeedsModel: {
    fa: 'این آگهی مدل سه‌بعدی آماده ندارد؛ تصویرش را نشان دهید',
    en: 'This listing has no ready 3D model; show its picture instead',
  },
  /** A gallery item shown as a picture, from a listing without one. */
  GalleryNeedsPicture: {
    fa: 'این آگهی تصویری ندارد؛ اول برایش تصویر بگذارید',
    en: 'This listing has no picture; add one to it first',
  },
  /** A tour's panorama that is not twice as wide as it is high (equirectangular). */
  PanoramaMustBeTwoByOne: {
    fa: 'عرض تصویر ۳۶۰ درجه باید دو برابر ارتفاعش باشد؛ مثلاً ۸۰۰۰ در ۴۰۰۰ پیکسل',
    en: 'A 360° picture must be twice as wide as it is high, e.g. 8000 × 4000 pixels',
  },
  /** A panorama past the largest resolution a tour takes. */
  PanoramaTooLarge: {
    fa: 'ابعاد این تصویر بیش از حد مجاز است؛ حداکثر ۱۶۳۸۴ در ۸۱۹۲ پیکسل',
    en: 'This picture is too large; at most 16384 × 8192 pixels',
  },
  /** A tour sent for review without a scene. */
  TourNeedsScene: {
    fa: 'اول دست‌کم یک تصویر ۳۶۰ درجه بارگذاری کنید',
    en: 'Upload at least one 360° picture first',
  },
  /** A hotspot or pin pointing at a scene that is not in the same tour. */
  SceneNotInTour: {
    fa: 'این صحنه در این تور نیست؛ یکی از صحنه‌های همین تور را انتخاب کنید',
    en: 'This scene is not in this tour; choose one of its scenes',
  },
  /** An upload that would take the owner's tours past their storage space. */
  TourStorageFull: {
    fa: 'فضای ذخیره‌سازی تورهای مجازی شما پر شده است؛ چند صحنه یا تور را حذف کنید',
    en: 'Your virtual tours have used up their storage space; delete some scenes or tours',
  },
  // The service catalogue's admin forms and the buyer's order form (issue 19).
  /** A service category's slug that is an AI tool's: `/services/{tool}` is the tool's page. */
  SlugTakenByTool: {
    fa: 'صفحه‌ی یکی از ابزارهای هوش مصنوعی همین نشانی را دارد؛ نامک دیگری بنویسید',
    en: 'An AI tool’s page has this address; choose another slug',
  },
  /** A slug that is a word the site keeps for its own pages. */
  SlugIsReserved: {
    fa: 'این نامک رزرو شده است؛ نامک دیگری بنویسید',
    en: 'This slug is reserved; choose another one',
  },
  /** The key of a step, a question or an option, which the orders' data is kept by. */
  FormKey: {
    fa: 'با یک حرف کوچک لاتین شروع کنید و فقط حروف کوچک لاتین، رقم و زیرخط بنویسید',
    en: 'Start with a lowercase Latin letter and use only lowercase Latin letters, digits and underscores',
  },
  /** A second step, question, option, file or image that is the same as one before it. */
  KeyUsedTwice: {
    fa: 'این مورد تکراری است؛ هر مورد فقط یک بار می‌آید',
    en: 'This is a repeat; each one may appear only once',
  },
  ServiceNeedsTwoSteps: {
    fa: 'دست‌کم دو مرحله لازم است؛ مرحله‌ی آخر تحویل است',
    en: 'At least two steps are needed; the last one is the delivery',
  },
  ChoiceNeedsTwoOptions: { fa: 'دست‌کم دو گزینه بنویسید', en: 'Write at least two options' },
  MinAboveMax: { fa: 'حداکثر نباید از حداقل کمتر باشد', en: 'The maximum must not be less than the minimum' },
  /** A required question of a service's order form left blank. */
  AnswerRequired: { fa: 'به این پرسش پاسخ دهید', en: 'Please answer this question' },
  /** A choice answered with a value that is not one of its options. */
  ChooseOption: { fa: 'یکی از گزینه‌ها را انتخاب کنید', en: 'Choose one of the options' },
  // The blog's editor (decision 048).
  /** A post's cover that is not an image of the blog's library. */
  CoverNotInLibrary: {
    fa: 'این تصویر در کتابخانه‌ی تصاویر وبلاگ نیست؛ تصویری از کتابخانه انتخاب کنید یا تصویر تازه‌ای بارگذاری کنید',
    en: 'This image is not in the blog’s image library; choose one from the library or upload a new one',
  },
  /** A body naming an image of the blog's address that the library does not hold. */
  BodyImageNotInLibrary: {
    fa: 'تصویری در این متن از کتابخانه‌ی تصاویر وبلاگ نیست؛ تصاویر را از کتابخانه اضافه کنید',
    en: 'An image in this text is not in the blog’s image library; add images from the library',
  },
  PublishedInFuture: {
    fa: 'تاریخ انتشار نمی‌تواند در آینده باشد',
    en: 'The publication date cannot be in the future',
  },
  /** A ticket assigned to someone who is not on the desk (support or admin). */
  NotSupportStaff: {
    fa: 'این کاربر عضو تیم پشتیبانی نیست؛ یکی از اعضای پشتیبانی را انتخاب کنید',
    en: 'This person is not on the support team; choose a member of the team',
  },
} as const satisfies Record<string, Texts>;

export type FieldTextName = keyof typeof fieldTexts;

export function isFieldText(value: unknown): value is FieldTextName {
  return typeof value === 'string' && Object.hasOwn(fieldTexts, value);
}

const tooShort: Counted = {
  fa: (n) => `باید دست‌کم ${n} کاراکتر باشد`,
  en: (n) => `Must be at least ${n} character${n === '1' ? '' : 's'}`,
};
const tooLong: Counted = {
  fa: (n) => `باید حداکثر ${n} کاراکتر باشد`,
  en: (n) => `Must be at most ${n} character${n === '1' ? '' : 's'}`,
};
const exactLength: Counted = {
  fa: (n) => `باید دقیقاً ${n} کاراکتر باشد`,
  en: (n) => `Must be exactly ${n} character${n === '1' ? '' : 's'}`,
};
const atLeast: Counted = { fa: (n) => `نباید کمتر از ${n} باشد`, en: (n) => `Must be at least ${n}` };
const atMost: Counted = { fa: (n) => `نباید بیشتر از ${n} باشد`, en: (n) => `Must be at most ${n}` };
const greaterThan: Counted = { fa: (n) => `باید بیشتر از ${n} باشد`, en: (n) => `Must be greater than ${n}` };
const lessThan: Counted = { fa: (n) => `باید کمتر از ${n} باشد`, en: (n) => `Must be less than ${n}` };
const fewItems: Counted = {
  fa: (n) => `دست‌کم ${n} مورد را انتخاب کنید`,
  en: (n) => `Choose at least ${n} item${n === '1' ? '' : 's'}`,
};
const manyItems: Counted = {
  fa: (n) => `حداکثر ${n} مورد را انتخاب کنید`,
  en: (n) => `Choose at most ${n} item${n === '1' ? '' : 's'}`,
};
const fileTooSmall: Texts = { fa: 'حجم فایل کمتر از حد مجاز است', en: 'The file is too small' };
const fileTooLarge: Texts = {
  fa: 'حجم فایل بیشتر از حد مجاز است؛ فایل کوچک‌تری انتخاب کنید',
  en: 'The file is too large; choose a smaller one',
};
const dateTooEarly: Texts = { fa: 'این تاریخ زودتر از حد مجاز است', en: 'The date is too early' };
const dateTooLate: Texts = { fa: 'این تاریخ دیرتر از حد مجاز است', en: 'The date is too late' };

const numberOrigins = new Set(['number', 'int', 'bigint']);

/** Persian screens show Persian digits and the Persian decimal separator (U+066B). */
function localNumber(value: number | bigint, locale: Locale): string {
  const text = String(value);
  return locale === 'fa' ? toPersianDigits(text).replace('.', '٫') : text;
}

/**
 * zod leaves `input` out of the issues it returns (unless asked to report it), so a missing value is
 * also recognised by zod's own English message, "Invalid input: expected string, received undefined".
 */
function isMissing(issue: FieldIssue): boolean {
  if ('input' in issue) return issue.input === undefined;
  const received = /received (\w+)/.exec(issue.message ?? '');
  return received === null || received[1] === 'undefined';
}

function sizeMessage(issue: FieldIssue, locale: Locale, small: boolean): string {
  const bound = small ? issue.minimum : issue.maximum;
  const origin = issue.origin ?? '';
  if (bound === undefined) return notValid[locale];
  const n = localNumber(bound, locale);

  if (origin === 'string') {
    if (small && Number(bound) === 1 && issue.inclusive !== false) return required[locale];
    if (issue.exact) return exactLength[locale](n);
    return (small ? tooShort : tooLong)[locale](n);
  }
  if (numberOrigins.has(origin)) {
    if (issue.inclusive === false) return (small ? greaterThan : lessThan)[locale](n);
    return (small ? atLeast : atMost)[locale](n);
  }
  if (origin === 'array' || origin === 'set') return (small ? fewItems : manyItems)[locale](n);
  if (origin === 'file') return (small ? fileTooSmall : fileTooLarge)[locale];
  if (origin === 'date') return (small ? dateTooEarly : dateTooLate)[locale];
  return notValid[locale];
}

/** The text to show beside a form field for one validation issue. */
export function fieldMessage(issue: FieldIssue, locale: Locale): string {
  if (isFieldText(issue.message)) return fieldTexts[issue.message][locale];
  // ValidationError speaks for a whole request ("some fields are not valid"); under one field it would
  // point at the others, so the field gets the general text.
  if (issue.message === 'ValidationError') return notValid[locale];
  if (isResultCode(issue.message)) return resultText(issue.message, locale);

  switch (issue.code) {
    case 'invalid_type':
      return isMissing(issue) ? required[locale] : wrongType[locale];
    case 'too_small':
      return sizeMessage(issue, locale, true);
    case 'too_big':
      return sizeMessage(issue, locale, false);
    case 'invalid_format':
      return issue.format === 'email' ? resultText('EmailIsNotValid', locale) : badFormat[locale];
    case 'unrecognized_keys':
      return unknownField[locale];
    default:
      return notValid[locale];
  }
}
