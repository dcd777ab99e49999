/**
 * The words of the AI studio's tool pages (`/ai/{tool}`) and cards, one entry per catalogue slug
 * (`packages/ai/src/catalogue/tools.ts`). Prices never appear here as numbers: they come from the
 * catalogue at run time. A tool added to the catalogue before it has words here still gets a page
 * through `toolCopy`'s neutral fallback.
 */
import type { ContentLocale } from './types';

export interface AiToolFaq {
  q: string;
  a: string;
}

export interface AiToolCopy {
  /** Short display name; model pages keep the model's brand (in Persian script in fa). */
  name: string;
  /** Latin brand name, for model pages only. */
  brand?: string;
  /** One line, at most 70 characters, for cards and the start of the meta description. */
  tagline: string;
  /** Two or three sentences: what it does and for whom. */
  description: string;
  steps: [string, string, string];
  uses: string[];
  faq: AiToolFaq[];
  /** Search words for the /ai page, in the page's language. */
  keywords: string[];
}

export type AiGroup = 'image' | 'edit' | 'video' | '3d' | 'audio' | 'model';

export interface AiGroupCopy {
  name: string;
  description: string;
}

type Localized<T> = Record<ContentLocale, T>;

const refund: Localized<AiToolFaq> = {
  fa: {
    q: 'اگر کار ناموفق شود، سکه‌ام چه می‌شود؟',
    a: 'سکه‌ی کار ناموفق خودکار به کیف پولتان برمی‌گردد و بازگشت آن را در تراکنش‌ها می‌بینید.',
  },
  en: {
    q: 'What happens to my coins if a job fails?',
    a: 'The coins of a failed job go back to your wallet automatically, and the refund shows in your transactions.',
  },
};

const privacy: Localized<AiToolFaq> = {
  fa: {
    q: 'نتیجه مال کیست و چه کسی آن را می‌بیند؟',
    a: 'نتیجه متعلق به شماست. فایل‌ها و نتیجه‌هایتان خصوصی می‌مانند، مگر این‌که خودتان آن‌ها را به اشتراک بگذارید.',
  },
  en: {
    q: 'Who owns the result, and who can see it?',
    a: 'You do. Your files and results stay private unless you share them.',
  },
};

/** Only for the tools whose offline stand-in is a labelled preview rather than a real result. */
const offline: Localized<AiToolFaq> = {
  fa: {
    q: 'پیش‌نمایش آفلاین چیست؟',
    a: 'اگر سرویس هوش مصنوعی این ابزار در دسترس نباشد، ممکن است به‌جای نتیجه‌ی اصلی یک پیش‌نمایش آفلاین ساخته شود. این پیش‌نمایش روی صفحه برچسب «پیش‌نمایش» دارد.',
  },
  en: {
    q: 'What is an offline preview?',
    a: 'If the AI service for this tool is not available, we may make an offline preview instead of the full result. The page labels it clearly as a preview.',
  },
};

const videoTime: Localized<AiToolFaq> = {
  fa: {
    q: 'ساخت ویدیو چقدر طول می‌کشد و خروجی چیست؟',
    a: 'معمولاً چند دقیقه، و در ساعت‌های شلوغ بیشتر. لازم نیست صفحه را باز نگه دارید؛ نتیجه یک فایل MP4 است که در سابقه‌ی طرح‌هایتان می‌ماند.',
  },
  en: {
    q: 'How long does a video take, and what do I get?',
    a: 'Usually a few minutes, longer at busy times. You don’t need to keep the page open; you get an MP4 file that stays in your history.',
  },
};

const imageTime: Localized<AiToolFaq> = {
  fa: {
    q: 'ساخت تصویر چقدر طول می‌کشد و خروجی چیست؟',
    a: 'معمولاً یکی دو دقیقه، و لازم نیست صفحه را باز نگه دارید. نتیجه یک فایل تصویر رایج، مثل PNG یا JPG، است که در سابقه‌ی طرح‌هایتان می‌ماند.',
  },
  en: {
    q: 'How long does it take, and what do I get?',
    a: 'Usually a minute or two, and you don’t need to keep the page open. You get a common image file, such as PNG or JPG, that stays in your history.',
  },
};

const modelSteps: Localized<[string, string, string]> = {
  fa: [
    'صحنه را توصیف کنید و اگر خواستید، یک عکس شروع بارگذاری کنید.',
    'مدت و قاب ویدیو را انتخاب کنید.',
    'بسازید و ویدیو را پس از آماده شدن دانلود کنید.',
  ],
  en: [
    'Describe the scene and, if you like, add a start image.',
    'Choose the length and the frame of the video.',
    'Create, then download the video when it is ready.',
  ],
};

export const aiToolCopy: Record<string, Localized<AiToolCopy>> = {
  'text-to-image': {
    fa: {
      name: 'متن به تصویر',
      tagline: 'تصویری را که در ذهن دارید بنویسید و آن را بسازید',
      description:
        'با چند جمله توضیح، تصویری تازه بسازید؛ از صحنه‌ی عکس محصول و زمینه‌ی تبلیغ تا تصویرسازی برای پست و وبلاگ. به فارسی یا انگلیسی بنویسید، نسبت تصویر و سبک را انتخاب کنید و در یک بار تا چهار تصویر بگیرید. برای فروشگاه‌های آنلاین، طراحان و تولیدکنندگان محتوا.',
      steps: [
        'تصویری را که می‌خواهید با جزئیات توصیف کنید.',
        'نسبت تصویر، سبک و تعداد را انتخاب کنید.',
        'بسازید و تصویری را که می‌پسندید دانلود کنید.',
      ],
      uses: [
        'زمینه برای بنر و استوری تبلیغاتی',
        'تصویرسازی برای پست اینستاگرام و وبلاگ',
        'ایده‌ی اولیه برای بسته‌بندی یا لوگو',
        'تصویر برای منو یا تابلوی کافه و رستوران',
      ],
      faq: [
        {
          q: 'چه توضیحی نتیجه‌ی بهتری می‌دهد؟',
          a: 'موضوع، محیط، نور، رنگ‌ها و زاویه‌ی دوربین را بنویسید؛ مثلاً «فنجان چای روی میز چوبی، نور صبح، عکس از نزدیک». آنچه را نباید در تصویر باشد، در بخش «چه چیزهایی نباشد؟» بنویسید.',
        },
        imageTime.fa,
        refund.fa,
        offline.fa,
      ],
      keywords: ['متن به تصویر', 'ساخت عکس با هوش مصنوعی', 'تولید تصویر', 'عکس از متن', 'تصویرسازی', 'طراحی تصویر'],
    },
    en: {
      name: 'Text to image',
      tagline: 'Write what you picture and get it as an image',
      description:
        'Turn a few sentences into a new image, from product scenes and ad backgrounds to illustrations for posts and blogs. Write in Persian or English, choose a shape and a style, and get up to four images at once. For online shops, designers and content creators.',
      steps: [
        'Describe the image you want in detail.',
        'Choose the shape, the style and how many images.',
        'Create, then download the one you like.',
      ],
      uses: [
        'Backgrounds for banners and ad stories',
        'Illustrations for Instagram posts and blogs',
        'First ideas for packaging or a logo',
        'Pictures for a café or restaurant menu board',
      ],
      faq: [
        {
          q: 'What makes a good description?',
          a: 'Name the subject, the setting, the light, the colours and the camera angle, for example “a cup of tea on a wooden table, morning light, close-up”. Put anything that should stay out of the picture in “Leave out”.',
        },
        imageTime.en,
        refund.en,
        offline.en,
      ],
      keywords: [
        'text to image',
        'AI image generator',
        'image from text',
        'create a picture',
        'illustration',
        'AI art',
      ],
    },
  },

  'image-to-image': {
    fa: {
      name: 'تصویر به تصویر',
      tagline: 'از یک عکس، نسخه‌ای تازه با سبک و حال‌وهوای دیگر بسازید',
      description:
        'عکس یا طرح دستی را بارگذاری کنید و بنویسید نتیجه چه شکلی باشد؛ ترکیب‌بندی اصلی می‌ماند و سبک، رنگ یا حال‌وهوا عوض می‌شود. با «میزان تغییر» تعیین کنید نتیجه چقدر از عکس اصلی فاصله بگیرد. برای طراحانی که یک ایده را در چند سبک می‌آزمایند و فروشگاه‌هایی که یک محصول را در چند حال‌وهوا می‌خواهند.',
      steps: [
        'عکس یا طرح دستی را بارگذاری کنید.',
        'بنویسید نتیجه چه شکلی باشد و میزان تغییر را تنظیم کنید.',
        'بسازید و نتیجه را با عکس اصلی مقایسه کنید.',
      ],
      uses: [
        'تبدیل طرح دستی به تصویر رنگی',
        'نسخه‌ی زمستانی یا نوروزی از عکس ویترین',
        'یکدست کردن سبک عکس‌های یک مجموعه',
        'امتحان کردن چند سبک برای یک پوستر',
      ],
      faq: [
        {
          q: 'میزان تغییر را چقدر بگذارم؟',
          a: 'عدد کم نتیجه را نزدیک عکس اصلی نگه می‌دارد و عدد زیاد دست ابزار را برای تغییر بازتر می‌گذارد. از مقدار پیش‌فرض شروع کنید و اگر تغییر کم بود، آن را بالا ببرید.',
        },
        {
          q: 'چه عکسی بارگذاری کنم و خروجی چیست؟',
          a: 'عکس JPG، PNG یا WebP تا ۱۵ مگابایت. نتیجه یک فایل تصویر است که معمولاً ظرف یکی دو دقیقه آماده می‌شود.',
        },
        refund.fa,
        offline.fa,
      ],
      keywords: ['تصویر به تصویر', 'تغییر سبک عکس', 'تبدیل عکس', 'طرح به تصویر', 'ویرایش عکس با هوش مصنوعی'],
    },
    en: {
      name: 'Image to image',
      tagline: 'Make a new version of a picture in another style or mood',
      description:
        'Upload a photo or a drawing and describe the result: the layout stays, while the style, colours or mood change. The strength setting decides how far the result moves from the original. For designers trying one idea in several styles and shops that want one product in different moods.',
      steps: [
        'Upload a photo or a drawing.',
        'Describe the result and set how much to change.',
        'Create and compare it with the original.',
      ],
      uses: [
        'Turning a hand sketch into a coloured picture',
        'A winter or Nowruz version of a shop-window photo',
        'Giving a set of pictures one consistent style',
        'Trying several styles for a poster',
      ],
      faq: [
        {
          q: 'How much should I change?',
          a: 'A low strength keeps the result close to the original; a high one gives the tool more freedom. Start with the default and raise it if the change is too small.',
        },
        {
          q: 'What can I upload, and what do I get?',
          a: 'A JPG, PNG or WebP image up to 15 MB. You get an image file, usually ready within a minute or two.',
        },
        refund.en,
        offline.en,
      ],
      keywords: ['image to image', 'change photo style', 'restyle a picture', 'sketch to image', 'AI photo edit'],
    },
  },

  'image-modify': {
    fa: {
      name: 'ویرایش تصویر',
      tagline: 'بنویسید چه چیزی عوض شود و بقیه‌ی عکس را نگه دارید',
      description:
        'با یک جمله عکس را ویرایش کنید: رنگ لباس را عوض کنید، آسمان را آفتابی کنید یا تابلویی را بردارید. اگر می‌خواهید تغییر فقط در بخش خاصی باشد، روی همان بخش رنگ بزنید. برای فروشگاه‌هایی که عکس محصول را بدون عکاسی دوباره اصلاح می‌کنند و طراحانی که تغییرهای کوچک لازم دارند.',
      steps: [
        'عکس را بارگذاری کنید.',
        'بنویسید چه چیزی تغییر کند و اگر لازم است، ناحیه‌اش را رنگ بزنید.',
        'بسازید و نسخه‌ی ویرایش‌شده را دانلود کنید.',
      ],
      uses: [
        'نمایش یک محصول در رنگ‌های دیگر',
        'تغییر پس‌زمینه‌ی عکس برای یک فصل یا مناسبت',
        'برداشتن تابلو یا برچسب مزاحم',
        'اصلاح جزئیات عکس پیش از چاپ',
      ],
      faq: [
        {
          q: 'پرامپت را چطور بنویسم؟',
          a: 'کوتاه و روشن بنویسید چه چیزی به چه چیزی تبدیل شود؛ مثلاً «رنگ مبل را سبز تیره کن». هر بار یک یا دو تغییر بخواهید تا نتیجه دقیق‌تر شود.',
        },
        {
          q: 'رنگ زدن ناحیه لازم است؟',
          a: 'نه. بدون آن، ابزار خودش جای تغییر را پیدا می‌کند؛ با آن، تغییر روی همان بخشی متمرکز می‌شود که رنگ زده‌اید.',
        },
        refund.fa,
        offline.fa,
      ],
      keywords: ['ویرایش عکس', 'ویرایش تصویر با متن', 'تغییر رنگ در عکس', 'اصلاح عکس', 'فتوشاپ با هوش مصنوعی'],
    },
    en: {
      name: 'Image editing',
      tagline: 'Say what to change and keep the rest of the picture',
      description:
        'Edit a photo with one sentence: change the colour of a shirt, make the sky sunny or take away a sign. To limit the change to one area, paint over it. For shops that fix product photos without a new shoot and designers who need small changes.',
      steps: [
        'Upload the photo.',
        'Say what should change and, if needed, paint the area.',
        'Create and download the edited version.',
      ],
      uses: [
        'Showing a product in other colours',
        'Changing the backdrop for a season or an occasion',
        'Taking away an unwanted sign or label',
        'Fixing small details before printing',
      ],
      faq: [
        {
          q: 'How should I word the change?',
          a: 'Say briefly what should become what, for example “make the sofa dark green”. Ask for one or two changes at a time for a more precise result.',
        },
        {
          q: 'Do I have to paint an area?',
          a: 'No. Without one, the tool finds where to make the change; with one, the change focuses on the area you painted.',
        },
        refund.en,
        offline.en,
      ],
      keywords: ['edit photo', 'edit image with text', 'change colour in a photo', 'photo fix', 'AI photo editor'],
    },
  },

  'image-expand': {
    fa: {
      name: 'گسترش تصویر',
      tagline: 'قاب عکس را بزرگ‌تر کنید و لبه‌های تازه را طبیعی پر کنید',
      description:
        'عکسی را که قابش تنگ است بزرگ‌تر کنید: شکل نهایی، مثلاً مربع یا عمودی، را انتخاب کنید یا بگویید از هر طرف چند پیکسل اضافه شود. ابزار فضای تازه را هماهنگ با عکس پر می‌کند. برای وقتی که یک عکس باید در قاب پست، استوری و بنر جا شود.',
      steps: [
        'عکس را بارگذاری کنید.',
        'شکل نهایی یا مقدار گسترش هر طرف را انتخاب کنید.',
        'بسازید و عکس بزرگ‌شده را دانلود کنید.',
      ],
      uses: [
        'تبدیل عکس افقی محصول به استوری عمودی',
        'جا دادن عکس در قاب بنر سایت',
        'باز کردن فضای خالی برای متن تبلیغ',
        'درست کردن عکسی که سوژه‌اش به لبه چسبیده است',
      ],
      faq: [
        {
          q: 'شکل نهایی را انتخاب کنم یا پیکسل‌ها را؟',
          a: 'یکی از این دو کافی است. برای قاب‌های آماده مثل استوری، شکل نهایی را انتخاب کنید؛ اگر فقط یک طرف عکس کم است، مقدار همان طرف را بنویسید.',
        },
        {
          q: 'می‌توانم بگویم در فضای تازه چه باشد؟',
          a: 'بله، نوشتن توضیح اختیاری است؛ مثلاً «ادامه‌ی ساحل و آسمان». بدون آن، ابزار از خود عکس پیروی می‌کند.',
        },
        refund.fa,
        privacy.fa,
      ],
      keywords: ['گسترش تصویر', 'بزرگ کردن قاب عکس', 'تغییر نسبت عکس', 'عکس برای استوری', 'ادامه‌ی تصویر'],
    },
    en: {
      name: 'Expand image',
      tagline: 'Widen the frame of a photo and fill the new edges naturally',
      description:
        'Give a tightly framed photo more room: choose a final shape, such as square or portrait, or set how many pixels to add on each side. The tool fills the new space to match the photo. Useful when one photo has to fit a post, a story and a banner.',
      steps: [
        'Upload the photo.',
        'Choose the final shape or how far to extend each side.',
        'Create and download the wider photo.',
      ],
      uses: [
        'Turning a landscape product photo into a portrait story',
        'Fitting a photo into a website banner',
        'Making empty space for ad text',
        'Fixing a photo whose subject touches the edge',
      ],
      faq: [
        {
          q: 'Should I pick a shape or enter pixels?',
          a: 'One of the two is enough. For standard frames such as a story, pick the shape; if only one side is short, enter that side.',
        },
        {
          q: 'Can I say what goes in the new space?',
          a: 'Yes, a description is optional, for example “more beach and sky”. Without one, the tool follows the photo itself.',
        },
        refund.en,
        privacy.en,
      ],
      keywords: ['expand image', 'outpaint', 'extend photo', 'change aspect ratio', 'photo for stories'],
    },
  },

  'remove-bg': {
    fa: {
      name: 'حذف پس‌زمینه',
      tagline: 'پس‌زمینه‌ی عکس را بردارید و سوژه را روی زمینه‌ی شفاف بگیرید',
      description:
        'سوژه‌ی اصلی عکس، مثل محصول، شخص یا حیوان، را از پس‌زمینه جدا کنید. نتیجه یک فایل PNG با پس‌زمینه‌ی شفاف است که روی هر رنگ یا طرحی می‌نشیند. برای عکس محصول فروشگاه‌های آنلاین، کاتالوگ و بنر.',
      steps: ['عکس را بارگذاری کنید.', 'صبر کنید تا سوژه از پس‌زمینه جدا شود.', 'فایل PNG شفاف را دانلود کنید.'],
      uses: [
        'عکس محصول با زمینه‌ی سفید برای فروشگاه آنلاین',
        'عکس پروفایل با زمینه‌ی دلخواه',
        'ساخت استیکر از عکس',
        'کنار هم چیدن چند محصول در یک بنر',
      ],
      faq: [
        {
          q: 'چه عکسی بهتر جواب می‌دهد؟',
          a: 'عکسی که سوژه در آن واضح و کامل دیده شود و از نظر رنگ یا نور با پس‌زمینه فرق داشته باشد. موهای ریز و اجسام شیشه‌ای ممکن است با دقت کمتری جدا شوند.',
        },
        {
          q: 'خروجی چه قالبی دارد؟',
          a: 'یک فایل PNG با پس‌زمینه‌ی شفاف. این کار معمولاً زود انجام می‌شود و نتیجه در سابقه‌ی طرح‌هایتان هم می‌ماند.',
        },
        refund.fa,
        privacy.fa,
      ],
      keywords: ['حذف پس‌زمینه', 'حذف بک‌گراند', 'پس‌زمینه‌ی شفاف', 'دوربری عکس', 'عکس محصول سفید', 'جدا کردن سوژه'],
    },
    en: {
      name: 'Background removal',
      tagline: 'Cut out the subject and get it on a transparent background',
      description:
        'Separate the main subject of a photo, such as a product, a person or a pet, from its background. The result is a PNG with a transparent background that sits on any colour or design. For online shop product photos, catalogues and banners.',
      steps: ['Upload the photo.', 'Wait while the subject is cut out.', 'Download the transparent PNG.'],
      uses: [
        'White-background product photos for an online shop',
        'Profile photos on a background you choose',
        'Making stickers from photos',
        'Putting several products together in one banner',
      ],
      faq: [
        {
          q: 'Which photos work best?',
          a: 'Photos where the subject is sharp, whole and stands out from the background in colour or light. Fine hair and glass may be cut out less precisely.',
        },
        {
          q: 'What format is the result?',
          a: 'A PNG with a transparent background. It is usually quick, and the result also stays in your history.',
        },
        refund.en,
        privacy.en,
      ],
      keywords: [
        'remove background',
        'background remover',
        'transparent background',
        'cut out',
        'white background product photo',
      ],
    },
  },

  'remove-object': {
    fa: {
      name: 'حذف اشیا از عکس',
      tagline: 'روی چیز مزاحم رنگ بزنید تا از عکس پاک شود',
      description:
        'رهگذرها، سیم‌ها، لکه‌ها یا هر چیز مزاحمی را از عکس پاک کنید. روی همان بخش رنگ بزنید تا ابزار آن را بردارد و جایش را هماهنگ با اطراف پر کند. برای عکس محصول، عکس ملک و مکان و عکس‌های شخصی.',
      steps: ['عکس را بارگذاری کنید.', 'روی چیزی که باید حذف شود رنگ بزنید.', 'بسازید و عکس تمیز را دانلود کنید.'],
      uses: [
        'پاک کردن رهگذرها از عکس نمای مغازه',
        'برداشتن سیم و پریز از عکس خانه برای آگهی',
        'حذف لکه و خط‌وخش از عکس محصول',
        'حذف تاریخ چاپ‌شده روی عکس قدیمی',
      ],
      faq: [
        {
          q: 'ناحیه را چطور رنگ بزنم؟',
          a: 'کمی بیشتر از خود شیء رنگ بزنید تا سایه و لبه‌هایش هم پوشانده شود. اگر چند چیز را می‌خواهید حذف کنید، همه را در یک بار رنگ بزنید.',
        },
        {
          q: 'چه چیزهایی خوب حذف می‌شوند؟',
          a: 'اشیای کوچک و متوسط روی زمینه‌ی ساده بهترین نتیجه را می‌دهند. اگر شیء بخش بزرگی از عکس را گرفته باشد، ممکن است جای خالی طبیعی پر نشود.',
        },
        refund.fa,
        privacy.fa,
      ],
      keywords: ['حذف اشیا', 'پاک کردن از عکس', 'حذف شخص از عکس', 'حذف لکه', 'تمیز کردن عکس'],
    },
    en: {
      name: 'Object removal',
      tagline: 'Paint over an unwanted object and remove it from the photo',
      description:
        'Clean passers-by, cables, stains or anything else in the way out of a photo. Paint over the area and the tool removes it and fills the gap to match its surroundings. For product photos, property and venue photos, and personal pictures.',
      steps: ['Upload the photo.', 'Paint over what should go.', 'Create and download the clean photo.'],
      uses: [
        'Clearing passers-by from a shopfront photo',
        'Taking cables and sockets out of a home photo for a listing',
        'Removing stains and scratches from product photos',
        'Removing a printed date from an old photo',
      ],
      faq: [
        {
          q: 'How do I paint the area?',
          a: 'Paint a little beyond the object so its shadow and edges are covered too. To remove several things, paint them all in one go.',
        },
        {
          q: 'What removes well?',
          a: 'Small and medium objects on a plain background give the best results. If the object covers a large part of the photo, the gap may not be filled naturally.',
        },
        refund.en,
        privacy.en,
      ],
      keywords: ['remove object', 'erase from photo', 'remove person from photo', 'remove stains', 'clean up photo'],
    },
  },

  upscale: {
    fa: {
      name: 'افزایش کیفیت',
      tagline: 'عکس کوچک را دو یا چهار برابر بزرگ‌تر و واضح‌تر کنید',
      description:
        'اندازه‌ی عکس را دو یا چهار برابر کنید و جزئیاتش را واضح نگه دارید؛ مناسب عکس‌هایی که از پیام‌رسان یا سایت برداشته‌اید و برای چاپ یا بنر کوچک‌اند. برای فروشگاه‌ها، چاپخانه‌ها و هر کسی که عکس قدیمی یا کوچک دارد.',
      steps: [
        'عکس را بارگذاری کنید.',
        'ضریب افزایش کیفیت، دو یا چهار برابر، را انتخاب کنید.',
        'بسازید و عکس بزرگ‌تر را دانلود کنید.',
      ],
      uses: [
        'آماده کردن عکس محصول برای کاتالوگ چاپی',
        'بزرگ کردن لوگوی کوچک برای تابلو',
        'بهتر کردن عکس‌های قدیمی خانوادگی',
        'عکس واضح‌تر برای بنر سایت',
      ],
      faq: [
        {
          q: 'دو برابر یا چهار برابر؟',
          a: 'برای سایت و شبکه‌های اجتماعی معمولاً دو برابر کافی است. چهار برابر را برای چاپ بزرگ یا عکس‌های خیلی کوچک انتخاب کنید؛ هزینه‌ی هر کدام پیش از ساخت نشان داده می‌شود.',
        },
        {
          q: 'جزئیات ازدست‌رفته برمی‌گردد؟',
          a: 'ابزار لبه‌ها و بافت‌ها را واضح‌تر می‌کند، اما عکسی که خیلی تار یا فشرده است، مثل یک عکس اصلی باکیفیت نمی‌شود.',
        },
        refund.fa,
        privacy.fa,
      ],
      keywords: ['افزایش کیفیت عکس', 'بزرگ کردن عکس', 'بهبود کیفیت تصویر', 'واضح کردن عکس', 'افزایش وضوح'],
    },
    en: {
      name: 'Upscale',
      tagline: 'Make a small photo two or four times larger and sharper',
      description:
        'Enlarge a photo two or four times while keeping its details clear, for pictures saved from a messenger or a website that are too small for print or a banner. For shops, print shops and anyone with old or small photos.',
      steps: ['Upload the photo.', 'Choose two or four times.', 'Create and download the larger photo.'],
      uses: [
        'Preparing product photos for a printed catalogue',
        'Enlarging a small logo for a sign',
        'Improving old family photos',
        'Sharper pictures for a website banner',
      ],
      faq: [
        {
          q: 'Two times or four times?',
          a: 'Two times is usually enough for websites and social media. Choose four times for large prints or very small photos; the price of each is shown before you start.',
        },
        {
          q: 'Will lost detail come back?',
          a: 'The tool sharpens edges and textures, but a very blurry or heavily compressed photo will not look like a high-quality original.',
        },
        refund.en,
        privacy.en,
      ],
      keywords: ['upscale', 'enlarge photo', 'increase resolution', 'improve image quality', 'sharpen photo'],
    },
  },

  'image-to-tryon': {
    fa: {
      name: 'پرو مجازی لباس',
      tagline: 'لباس را بدون پوشیدن، روی عکس شخص ببینید',
      description:
        'یک عکس از شخص و یک عکس از لباس بارگذاری کنید تا ببینید آن لباس به تنش چطور می‌نشیند. برای فروشگاه‌های پوشاک که می‌خواهند لباس را بدون عکاسی با مدل نشان دهند و خریدارانی که پیش از خرید، لباس را روی خودشان می‌بینند.',
      steps: [
        'عکس شخص و عکس لباس را بارگذاری کنید.',
        'نوع لباس را انتخاب کنید: بالاتنه، پایین‌تنه یا یک‌تکه.',
        'بسازید و نتیجه را ببینید.',
      ],
      uses: [
        'عکس لباس روی مدل برای فروشگاه آنلاین',
        'نمایش یک لباس روی چند مدل مختلف',
        'امتحان لباس پیش از خرید',
        'تصویر برای کاتالوگ فصل تازه',
      ],
      faq: [
        {
          q: 'چه عکس‌هایی بهترین نتیجه را می‌دهند؟',
          a: 'عکس شخص: تمام‌قد یا نیم‌تنه، از روبه‌رو و در نور خوب. عکس لباس: صاف و کامل، روی زمینه‌ی ساده یا تن مانکن.',
        },
        {
          q: 'می‌توانم عکس کس دیگری را بارگذاری کنم؟',
          a: 'فقط با اجازه‌ی خود او. عکس‌ها و نتیجه‌ها خصوصی می‌مانند، مگر این‌که خودتان آن‌ها را به اشتراک بگذارید.',
        },
        refund.fa,
        offline.fa,
      ],
      keywords: ['پرو مجازی', 'پرو لباس آنلاین', 'امتحان لباس با هوش مصنوعی', 'لباس روی مدل', 'عکس پوشاک'],
    },
    en: {
      name: 'Virtual try-on',
      tagline: 'See a garment on a person without a photo shoot',
      description:
        'Upload a photo of a person and a photo of a garment to see how it looks on them. For clothing shops that want to show garments on a model without a photo shoot, and for shoppers who want to see an item on themselves before buying.',
      steps: [
        'Upload a photo of the person and one of the garment.',
        'Choose the garment type: top, bottom or one-piece.',
        'Create and see the result.',
      ],
      uses: [
        'Clothing photos on a model for an online shop',
        'Showing one garment on several models',
        'Trying an outfit before buying',
        'Pictures for a new season’s catalogue',
      ],
      faq: [
        {
          q: 'Which photos work best?',
          a: 'Person: full or half body, facing the camera, in good light. Garment: flat and whole, on a plain background or a mannequin.',
        },
        {
          q: 'Can I upload someone else’s photo?',
          a: 'Only with their permission. Photos and results stay private unless you share them.',
        },
        refund.en,
        offline.en,
      ],
      keywords: ['virtual try-on', 'try on clothes online', 'AI fitting room', 'clothes on a model', 'fashion photo'],
    },
  },

  'image-to-decor': {
    fa: {
      name: 'دکوراسیون داخلی',
      tagline: 'از عکس اتاق، همان فضا را با دکوراسیون تازه ببینید',
      description:
        'از اتاق یا مغازه‌تان عکس بگیرید و سبک دکوراسیون و نوع فضا را انتخاب کنید تا همان فضا را با چیدمان و مبلمان تازه ببینید. برای صاحب‌خانه‌ها پیش از بازسازی، طراحان داخلی برای نشان دادن ایده به مشتری و مشاوران املاک.',
      steps: [
        'یک عکس روشن و کامل از فضا بارگذاری کنید.',
        'سبک دکوراسیون و نوع فضا را انتخاب کنید.',
        'بسازید و طرح تازه را ببینید.',
      ],
      uses: [
        'دیدن ظاهر خانه پیش از بازسازی',
        'ایده‌ی چیدمان برای مغازه یا دفتر کار',
        'نشان دادن چند سبک به مشتری طراحی داخلی',
        'نمایش امکان‌های چیدمان در آگهی ملک خالی',
      ],
      faq: [
        {
          q: 'از اتاق چه عکسی بگیرم؟',
          a: 'از گوشه‌ی اتاق و در نور روز عکس بگیرید تا دیوارها، کف و پنجره‌ها دیده شوند. عکس افقی و واضح بهترین نتیجه را می‌دهد.',
        },
        {
          q: 'دیوارها و اندازه‌ها دقیق می‌مانند؟',
          a: 'ابزار سعی می‌کند ساختار اتاق را نگه دارد، اما نتیجه یک تصویر ایده است، نه نقشه‌ی اجرایی؛ پیش از خرید یا ساخت، اندازه‌ها را جداگانه بسنجید.',
        },
        refund.fa,
        offline.fa,
      ],
      keywords: ['دکوراسیون داخلی', 'طراحی داخلی با هوش مصنوعی', 'چیدمان اتاق', 'بازسازی خانه', 'ایده‌ی دکوراسیون'],
    },
    en: {
      name: 'Interior decor',
      tagline: 'See your room redecorated in a new style from one photo',
      description:
        'Take a photo of a room or a shop, choose a style and the room type, and see the same space with new furniture and finishes. For homeowners before a renovation, interior designers showing ideas to clients, and estate agents.',
      steps: [
        'Upload a clear, well-lit photo of the space.',
        'Choose a decor style and the room type.',
        'Create and see the new look.',
      ],
      uses: [
        'Seeing your home before a renovation',
        'Layout ideas for a shop or an office',
        'Showing a design client several styles',
        'Showing furnishing ideas in an empty property listing',
      ],
      faq: [
        {
          q: 'How should I photograph the room?',
          a: 'Shoot from a corner in daylight so the walls, floor and windows show. A clear landscape photo works best.',
        },
        {
          q: 'Will the walls and sizes stay exact?',
          a: 'The tool tries to keep the room’s structure, but the result is an idea, not a working plan; measure before you buy or build.',
        },
        refund.en,
        offline.en,
      ],
      keywords: ['interior design', 'AI room design', 'room makeover', 'home renovation ideas', 'decor ideas'],
    },
  },

  'image-to-render': {
    fa: {
      name: 'رندر از عکس و طرح',
      tagline: 'طرح دستی یا عکس ساده را به رندری تمیز و حرفه‌ای تبدیل کنید',
      description:
        'طرح دستی، ماکت یا عکس ساده‌ای از ساختمان، فضا یا محصول را بارگذاری کنید و سبک رندر را انتخاب کنید: واقع‌گرایانه، معماری، عکس محصول، آبرنگ یا خمیری. برای معماران و طراحانی که می‌خواهند ایده را پیش از کار اصلی به مشتری نشان دهند.',
      steps: [
        'طرح دستی یا عکس را بارگذاری کنید.',
        'سبک رندر را انتخاب کنید و اگر لازم است، توضیح بدهید.',
        'بسازید و رندر را دانلود کنید.',
      ],
      uses: [
        'نمای ساختمان از روی طرح دستی',
        'رندر محصول از روی عکس نمونه‌ی اولیه',
        'نمایش ایده‌ی طراحی داخلی به کارفرما',
        'تصویر آبرنگی برای بروشور',
      ],
      faq: [
        {
          q: 'طرح دستی باید چقدر دقیق باشد؟',
          a: 'خطوط اصلی و تناسب‌ها کافی است؛ هرچه خطوط روشن‌تر و زمینه ساده‌تر باشد، رندر به طرح شما وفادارتر می‌ماند. با یک توضیح کوتاه، مصالح و رنگ‌ها را هم مشخص کنید.',
        },
        {
          q: 'خروجی چیست و چقدر طول می‌کشد؟',
          a: 'یک تصویر که معمولاً ظرف یکی دو دقیقه آماده می‌شود. رندر تصویر است، نه مدل سه‌بعدی؛ برای مدل سه‌بعدی از ابزار «تصویر به سه‌بعدی» استفاده کنید.',
        },
        refund.fa,
        offline.fa,
      ],
      keywords: ['رندر', 'رندر معماری', 'تبدیل اسکیس به رندر', 'طرح دستی به تصویر', 'رندر محصول', 'رندر از عکس'],
    },
    en: {
      name: 'Render from photo or sketch',
      tagline: 'Turn a hand sketch or a plain photo into a polished render',
      description:
        'Upload a hand sketch, a scale model or a plain photo of a building, a space or a product, and choose a render style: photoreal, architectural, product shot, watercolour or clay. For architects and designers who want to show a client an idea before the real work.',
      steps: [
        'Upload the sketch or photo.',
        'Choose a render style and add details if you like.',
        'Create and download the render.',
      ],
      uses: [
        'A building elevation from a hand sketch',
        'A product render from a prototype photo',
        'Showing an interior idea to a client',
        'A watercolour picture for a brochure',
      ],
      faq: [
        {
          q: 'How detailed must the sketch be?',
          a: 'Main lines and proportions are enough; the clearer the lines and the plainer the paper, the closer the render stays to your drawing. Add a short note to set materials and colours.',
        },
        {
          q: 'What do I get, and how long does it take?',
          a: 'An image, usually ready within a minute or two. A render is a picture, not a 3D model; for a model, use Image to 3D.',
        },
        refund.en,
        offline.en,
      ],
      keywords: ['render', 'architectural render', 'sketch to render', 'sketch to image', 'product render'],
    },
  },

  'image-to-image3d': {
    fa: {
      name: 'تصویر با جلوه‌ی سه‌بعدی',
      tagline: 'به عکس یا لوگو عمق، نور و سایه بدهید تا برجسته دیده شود',
      description:
        'عکس، لوگو یا طرح دستی تخت را به تصویری با عمق، نور و سایه تبدیل کنید که برجسته و سه‌بعدی به نظر می‌رسد. نتیجه یک تصویر است، نه مدل سه‌بعدی؛ برای بنر، پست و معرفی برند مناسب است.',
      steps: ['عکس، لوگو یا طرح دستی را بارگذاری کنید.', 'دکمه‌ی ساخت را بزنید.', 'تصویر برجسته را دانلود کنید.'],
      uses: [
        'لوگوی برجسته برای بنر و کارت ویزیت',
        'جلوه‌ی سه‌بعدی برای پست معرفی محصول',
        'تصویر نقش برجسته از یک طرح یا کاشی',
        'پیش‌نمایش تابلوی برجسته‌ی سردر مغازه',
      ],
      faq: [
        {
          q: 'چه تصویری بهتر جواب می‌دهد؟',
          a: 'طرح‌هایی با شکل‌های روشن و رنگ‌های متمایز، مثل لوگو یا نقش، بهترین نتیجه را می‌دهند. عکس‌های خیلی شلوغ ممکن است جلوه‌ی کمتری بگیرند.',
        },
        {
          q: 'فرق این ابزار با «تصویر به سه‌بعدی» چیست؟',
          a: 'این ابزار تصویری با ظاهر سه‌بعدی می‌سازد. «تصویر به سه‌بعدی» یک مدل GLB می‌سازد که می‌توانید آن را بچرخانید و با AR در فضای واقعی ببینید.',
        },
        refund.fa,
        privacy.fa,
      ],
      keywords: ['جلوه‌ی سه‌بعدی', 'لوگوی سه‌بعدی', 'عکس برجسته', 'نقش برجسته', 'تصویر سه‌بعدی'],
    },
    en: {
      name: '3D-look image',
      tagline: 'Give a photo or a logo depth, light and shadow so it stands out',
      description:
        'Turn a flat photo, logo or drawing into a picture with depth, light and shadow that looks raised and three-dimensional. The result is an image, not a 3D model, suited to banners, posts and brand material.',
      steps: ['Upload a photo, logo or drawing.', 'Press Create.', 'Download the raised-look image.'],
      uses: [
        'A raised logo for banners and business cards',
        'A 3D look for a product post',
        'A relief picture from a pattern or a tile',
        'A preview of a raised shop sign',
      ],
      faq: [
        {
          q: 'Which pictures work best?',
          a: 'Designs with clear shapes and distinct colours, such as logos and patterns, work best. Very busy photos may get a weaker effect.',
        },
        {
          q: 'How is this different from Image to 3D?',
          a: 'This tool makes a picture with a 3D look. Image to 3D makes a GLB model you can turn around and view in your room with AR.',
        },
        refund.en,
        privacy.en,
      ],
      keywords: ['3D effect', '3D logo', 'relief image', 'embossed picture', '3D-look photo'],
    },
  },

  'text-to-3d': {
    fa: {
      name: 'متن به سه‌بعدی',
      tagline: 'شیئی را توصیف کنید و مدل سه‌بعدی آن را بگیرید',
      description:
        'با چند جمله توضیح، مدل سه‌بعدی یک شیء را بسازید و آن را در مرورگر بچرخانید یا با واقعیت افزوده (AR) در فضای واقعی ببینید. برای طراحان محصول، سازندگان بازی و فروشگاه‌هایی که می‌خواهند ایده را سه‌بعدی نشان دهند.',
      steps: [
        'شیء را با شکل، جنس و رنگش توصیف کنید.',
        'بسازید و تا آماده شدن مدل صبر کنید.',
        'مدل را بچرخانید، با AR ببینید یا فایل GLB را دانلود کنید.',
      ],
      uses: [
        'مدل اولیه‌ی محصول برای دیدن ایده',
        'شیء سه‌بعدی برای بازی یا انیمیشن',
        'نمایش کالا با AR در صفحه‌ی فروشگاه',
        'پیش‌نویس برای چاپ سه‌بعدی',
      ],
      faq: [
        {
          q: 'چه توضیحی بهتر جواب می‌دهد؟',
          a: 'یک شیء تنها را با شکل، جنس و رنگش توصیف کنید؛ مثلاً «گلدان سفالی آبی با دو دسته». صحنه‌های شلوغ یا چند شیء کنار هم نتیجه‌ی خوبی نمی‌دهند.',
        },
        {
          q: 'ساخت مدل چقدر طول می‌کشد و خروجی چیست؟',
          a: 'معمولاً چند دقیقه. نتیجه یک فایل GLB است که در صفحه‌ی مدل می‌چرخد و روی گوشی‌هایی که از واقعیت افزوده پشتیبانی می‌کنند، با AR دیده می‌شود.',
        },
        refund.fa,
        offline.fa,
      ],
      keywords: ['متن به سه‌بعدی', 'ساخت مدل سه‌بعدی', 'مدل‌سازی با هوش مصنوعی', 'مدل سه‌بعدی از متن', 'واقعیت افزوده'],
    },
    en: {
      name: 'Text to 3D',
      tagline: 'Describe an object and get a 3D model of it',
      description:
        'Write a few sentences and get a 3D model of an object that you can turn in the browser or place in your room with augmented reality (AR). For product designers, game makers and shops that want to show an idea in 3D.',
      steps: [
        'Describe the object: its shape, material and colour.',
        'Create and wait for the model.',
        'Turn it around, view it in AR or download the GLB file.',
      ],
      uses: [
        'A first product model to see an idea',
        'A 3D object for a game or an animation',
        'Showing an item in AR on a shop page',
        'A first draft for 3D printing',
      ],
      faq: [
        {
          q: 'What description works best?',
          a: 'Describe a single object with its shape, material and colour, for example “a blue clay vase with two handles”. Busy scenes or several objects together do not turn out well.',
        },
        {
          q: 'How long does it take, and what do I get?',
          a: 'Usually a few minutes. You get a GLB file that turns on the model page and can be viewed in AR on phones that support augmented reality.',
        },
        refund.en,
        offline.en,
      ],
      keywords: ['text to 3D', '3D model generator', 'AI 3D modelling', '3D model from text', 'augmented reality'],
    },
  },

  'image-to-3d': {
    fa: {
      name: 'تصویر به سه‌بعدی',
      tagline: 'از عکس یک شیء، مدل سه‌بعدی بسازید و در فضای واقعی ببینید',
      description:
        'از عکس یک کالا یا شیء، مدل سه‌بعدی بسازید تا مشتری آن را از هر زاویه ببیند و با واقعیت افزوده در خانه‌اش بگذارد. برای فروشگاه‌های آنلاین مبلمان، لوازم دکوری و صنایع دستی و هر کسی که می‌خواهد کالایش را سه‌بعدی نشان دهد.',
      steps: [
        'عکس شیء را بارگذاری کنید.',
        'بسازید و تا آماده شدن مدل صبر کنید.',
        'مدل را بچرخانید، با AR ببینید یا در سایت خودتان جاسازی کنید.',
      ],
      uses: [
        'مدل سه‌بعدی کالا برای صفحه‌ی فروشگاه',
        'نمایش صنایع دستی با AR به مشتری',
        'دیدن صندلی یا گلدان در خانه پیش از خرید',
        'مدل اولیه برای بازی یا انیمیشن',
      ],
      faq: [
        {
          q: 'چه عکسی بهتر جواب می‌دهد؟',
          a: 'یک شیء تنها، کامل و واضح، روی زمینه‌ی ساده و در نور یکنواخت؛ بهتر است شیء از روبه‌رو و کمی از بالا دیده شود.',
        },
        {
          q: 'پشت شیء که در عکس نیست چه می‌شود؟',
          a: 'ابزار بخش‌های دیده‌نشده را حدس می‌زند، پس پشت مدل ممکن است با شیء واقعی فرق داشته باشد. برای نتیجه‌ی نزدیک‌تر از همه‌ی طرف‌ها، «ویدیو به سه‌بعدی» را امتحان کنید.',
        },
        {
          q: 'خروجی چیست و چقدر طول می‌کشد؟',
          a: 'یک فایل GLB که معمولاً ظرف چند دقیقه آماده می‌شود. مدل در صفحه‌ی خودش می‌چرخد و روی گوشی‌های سازگار با AR دیده می‌شود.',
        },
        refund.fa,
      ],
      keywords: [
        'تصویر به سه‌بعدی',
        'عکس به مدل سه‌بعدی',
        'ساخت مدل سه‌بعدی از عکس',
        'واقعیت افزوده',
        'نمایش سه‌بعدی کالا',
      ],
    },
    en: {
      name: 'Image to 3D',
      tagline: 'Make a 3D model from a photo of an object and view it in AR',
      description:
        'Turn a photo of a product or an object into a 3D model that customers can see from every side and place in their home with augmented reality. For online shops selling furniture, decor and handicrafts, and anyone who wants to show an item in 3D.',
      steps: [
        'Upload a photo of the object.',
        'Create and wait for the model.',
        'Turn it around, view it in AR or embed it on your own site.',
      ],
      uses: [
        '3D product models for a shop page',
        'Showing handicrafts to customers in AR',
        'Seeing a chair or a vase at home before buying',
        'A starting model for a game or an animation',
      ],
      faq: [
        {
          q: 'Which photo works best?',
          a: 'One object, whole and sharp, on a plain background in even light, seen from the front and slightly above.',
        },
        {
          q: 'What about the back, which the photo doesn’t show?',
          a: 'The tool guesses the hidden parts, so the back may differ from the real object. For a closer match on every side, try Video to 3D.',
        },
        {
          q: 'What do I get, and how long does it take?',
          a: 'A GLB file, usually ready within a few minutes. The model turns on its own page and can be viewed in AR on compatible phones.',
        },
        refund.en,
      ],
      keywords: ['image to 3D', 'photo to 3D model', '3D model from a photo', 'augmented reality', '3D product view'],
    },
  },

  'video-to-3d': {
    fa: {
      name: 'ویدیو به سه‌بعدی',
      tagline: 'با یک ویدیوی کوتاه از دور شیء، مدل سه‌بعدی آن را بسازید',
      description:
        'با گوشی آرام دور یک شیء بچرخید و از آن فیلم بگیرید؛ ابزار از این ویدیو مدل سه‌بعدی می‌سازد. چون شیء از همه‌ی طرف دیده شده، مدل به شیء واقعی نزدیک‌تر است. برای فروشگاه‌ها، موزه‌ها و صنعتگرانی که کالای واقعی را سه‌بعدی نشان می‌دهند.',
      steps: [
        'آرام دور شیء بچرخید و از همه‌ی طرف آن فیلم بگیرید.',
        'ویدیو را بارگذاری کنید.',
        'مدل را بچرخانید، با AR ببینید یا فایل GLB را دانلود کنید.',
      ],
      uses: [
        'مدل سه‌بعدی از کالاهای واقعی فروشگاه',
        'نمایش آثار صنایع دستی و هنری',
        'ثبت سه‌بعدی اشیای موزه یا مجموعه',
        'مدل برای آگهی‌هایتان در بازار',
      ],
      faq: [
        {
          q: 'چطور فیلم بگیرم؟',
          a: 'شیء را روی سطحی ساده و در نور یکنواخت بگذارید و آرام، در یک یا دو دور کامل، دورش بچرخید. شیء باید همیشه کامل در قاب باشد. یک ویدیوی کوتاه کافی است.',
        },
        {
          q: 'چه ویدیویی پذیرفته می‌شود و خروجی چیست؟',
          a: 'ویدیوی MP4، MOV یا WebM تا ۱۰۰ مگابایت. نتیجه یک مدل GLB است که ساختش ممکن است چند دقیقه طول بکشد.',
        },
        refund.fa,
        offline.fa,
      ],
      keywords: ['ویدیو به سه‌بعدی', 'اسکن سه‌بعدی با گوشی', 'مدل سه‌بعدی از فیلم', 'اسکن اشیا', 'فتوگرامتری'],
    },
    en: {
      name: 'Video to 3D',
      tagline: 'Film a short walk around an object and get its 3D model',
      description:
        'Film an object while walking slowly around it with your phone, and the tool builds a 3D model from the video. Because every side is filmed, the model stays closer to the real thing. For shops, museums and craftspeople who show real items in 3D.',
      steps: [
        'Walk slowly around the object, filming every side.',
        'Upload the video.',
        'Turn the model, view it in AR or download the GLB file.',
      ],
      uses: [
        '3D models of the real products in your shop',
        'Showing handicrafts and artworks',
        'Recording museum or collection pieces in 3D',
        'Models for your listings in the market',
      ],
      faq: [
        {
          q: 'How should I film?',
          a: 'Place the object on a plain surface in even light and walk slowly around it once or twice, keeping it whole in the frame. A short video is enough.',
        },
        {
          q: 'Which videos are accepted, and what do I get?',
          a: 'MP4, MOV or WebM video up to 100 MB. You get a GLB model, which can take several minutes to build.',
        },
        refund.en,
        offline.en,
      ],
      keywords: ['video to 3D', '3D scan with a phone', '3D model from video', 'object scan', 'photogrammetry'],
    },
  },

  'text-to-video': {
    fa: {
      name: 'متن به ویدیو',
      tagline: 'صحنه را توصیف کنید و ویدیوی کوتاهش را بسازید',
      description:
        'صحنه، حرکت و حال‌وهوا را بنویسید تا یک ویدیوی کوتاه افقی، عمودی یا مربع ساخته شود؛ برای استوری، تبلیغ کوتاه و معرفی محصول در شبکه‌های اجتماعی. اگر مدل خاصی را می‌خواهید، صفحه‌های مدل‌های ویدیو را هم ببینید.',
      steps: [
        'صحنه و حرکت دوربین را توصیف کنید.',
        'مدت و قاب ویدیو را انتخاب کنید.',
        'بسازید و ویدیو را پس از آماده شدن دانلود کنید.',
      ],
      uses: [
        'استوری و ریلز تبلیغاتی',
        'ویدیوی کوتاه معرفی کافه یا رستوران',
        'پس‌زمینه‌ی متحرک برای سایت',
        'ایده‌ی اولیه‌ی تیزر پیش از فیلم‌برداری',
      ],
      faq: [
        {
          q: 'توضیح را چطور بنویسم؟',
          a: 'بگویید چه کسی یا چه چیزی در صحنه است، چه حرکتی انجام می‌دهد و دوربین چطور حرکت می‌کند؛ مثلاً «بخار از فنجان قهوه بلند می‌شود و دوربین آرام نزدیک می‌شود». یک صحنه‌ی ساده بهتر از داستانی طولانی جواب می‌دهد.',
        },
        videoTime.fa,
        refund.fa,
        offline.fa,
      ],
      keywords: [
        'متن به ویدیو',
        'ساخت ویدیو با هوش مصنوعی',
        'تولید ویدیو',
        'ویدیو از متن',
        'ساخت تیزر',
        'ویدیوی تبلیغاتی',
      ],
    },
    en: {
      name: 'Text to video',
      tagline: 'Describe a scene and get a short video clip',
      description:
        'Describe the scene, the motion and the mood to get a short landscape, portrait or square video, for stories, short ads and product teasers on social media. If you want a particular model, see the video model pages too.',
      steps: [
        'Describe the scene and the camera movement.',
        'Choose the length and the frame of the video.',
        'Create, then download the video when it is ready.',
      ],
      uses: [
        'Ad stories and reels',
        'A short clip introducing a café or restaurant',
        'A moving background for a website',
        'A first idea for a teaser before filming',
      ],
      faq: [
        {
          q: 'How should I write the description?',
          a: 'Say who or what is in the scene, what it does and how the camera moves, for example “steam rises from a coffee cup as the camera slowly moves in”. One simple scene works better than a long story.',
        },
        videoTime.en,
        refund.en,
        offline.en,
      ],
      keywords: ['text to video', 'AI video generator', 'video from text', 'make a video', 'teaser', 'ad video'],
    },
  },

  'image-to-video': {
    fa: {
      name: 'تصویر به ویدیو',
      tagline: 'به عکستان جان بدهید و از آن ویدیوی کوتاه بسازید',
      description:
        'یک عکس بارگذاری کنید و اگر خواستید، بنویسید چه حرکتی در آن رخ دهد تا یک ویدیوی کوتاه ساخته شود. عکس محصول، منظره یا پوستر با حرکت دوربین دیدنی‌تر می‌شود. برای فروشگاه‌ها، تولیدکنندگان محتوا و کسب‌وکارهایی که ویدیو لازم دارند اما فیلم‌برداری نمی‌کنند.',
      steps: [
        'عکس را بارگذاری کنید.',
        'حرکت دلخواه را بنویسید و مدت و قاب را انتخاب کنید.',
        'بسازید و ویدیو را دانلود کنید.',
      ],
      uses: [
        'ویدیوی کوتاه از عکس محصول برای استوری',
        'جان دادن به عکس منظره یا نمای مکان',
        'پوستر متحرک برای تبلیغ یک رویداد',
        'ویدیو از عکس‌های قدیمی خانوادگی',
      ],
      faq: [
        {
          q: 'چه عکسی بهتر جواب می‌دهد؟',
          a: 'عکس واضح با سوژه‌ی مشخص. بهتر است شکل عکس با قاب ویدیو یکی باشد؛ مثلاً برای استوری، عکس عمودی انتخاب کنید.',
        },
        {
          q: 'نوشتن توضیح لازم است؟',
          a: 'نه، اختیاری است. بدون آن، حرکتی طبیعی برای صحنه انتخاب می‌شود؛ با آن، می‌توانید حرکت سوژه یا دوربین را مشخص کنید.',
        },
        videoTime.fa,
        refund.fa,
      ],
      keywords: ['تصویر به ویدیو', 'عکس به ویدیو', 'متحرک کردن عکس', 'ساخت ویدیو از عکس', 'جان دادن به عکس'],
    },
    en: {
      name: 'Image to video',
      tagline: 'Bring a photo to life as a short video clip',
      description:
        'Upload a photo and, if you like, describe the motion you want, to get a short video. Product shots, landscapes and posters catch more eyes with a camera move. For shops, content creators and businesses that need video but don’t film.',
      steps: [
        'Upload the photo.',
        'Describe the motion and choose the length and frame.',
        'Create and download the video.',
      ],
      uses: [
        'A short story clip from a product photo',
        'Bringing a landscape or venue photo to life',
        'A moving poster for an event',
        'Clips from old family photos',
      ],
      faq: [
        {
          q: 'Which photos work best?',
          a: 'A sharp photo with a clear subject. Match the photo’s shape to the video frame, for example a portrait photo for a story.',
        },
        {
          q: 'Do I need to write a description?',
          a: 'No, it is optional. Without one, a natural motion is chosen for the scene; with one, you can set how the subject or the camera moves.',
        },
        videoTime.en,
        refund.en,
      ],
      keywords: [
        'image to video',
        'photo to video',
        'animate a photo',
        'video from a picture',
        'bring a photo to life',
      ],
    },
  },

  'text-to-speech': {
    fa: {
      name: 'متن به گفتار',
      tagline: 'متن فارسی یا انگلیسی را با صدای طبیعی بشنوید و دانلود کنید',
      description:
        'متن را بنویسید، صدای زن یا مرد را انتخاب کنید و سرعت خواندن را تنظیم کنید تا فایل صوتی‌اش ساخته شود. برای صداگذاری ویدیوهای آموزشی و تبلیغاتی، پیام تلفن گویا و نسخه‌ی شنیدنی مطالب سایت.',
      steps: [
        'متن را بنویسید یا بچسبانید.',
        'صدا و سرعت خواندن را انتخاب کنید.',
        'بسازید، گوش کنید و فایل صوتی را دانلود کنید.',
      ],
      uses: [
        'صداگذاری ویدیوی معرفی محصول',
        'پیام خوشامد تلفن گویای فروشگاه',
        'نسخه‌ی صوتی مطالب وبلاگ',
        'شنیدن تلفظ متن انگلیسی',
      ],
      faq: [
        {
          q: 'برای خوانش بهتر چه کنم؟',
          a: 'با نقطه‌گذاری درست بنویسید تا مکث‌ها طبیعی باشند. عددها و اختصارها را اگر می‌شود با حروف بنویسید و برای کلمه‌هایی که دو جور خوانده می‌شوند، اعراب بگذارید.',
        },
        {
          q: 'هزینه چطور حساب می‌شود و خروجی چیست؟',
          a: 'هزینه به طول متن بستگی دارد و پیش از ساخت نشان داده می‌شود. نتیجه یک فایل صوتی رایج است که روی گوشی و رایانه پخش می‌شود.',
        },
        refund.fa,
        privacy.fa,
      ],
      keywords: ['متن به گفتار', 'تبدیل متن به صدا', 'خواندن متن', 'صداگذاری', 'گوینده‌ی هوش مصنوعی', 'صدای فارسی'],
    },
    en: {
      name: 'Text to speech',
      tagline: 'Turn Persian or English text into natural-sounding speech',
      description:
        'Write the text, choose a female or male voice and set the speed to get an audio file of it. For voice-overs in tutorials and ads, phone line messages and listenable versions of your articles.',
      steps: ['Type or paste the text.', 'Choose a voice and a speed.', 'Create, listen and download the audio.'],
      uses: [
        'A voice-over for a product video',
        'A welcome message for a shop’s phone line',
        'Audio versions of blog posts',
        'Hearing how an English text is pronounced',
      ],
      faq: [
        {
          q: 'How do I get a better reading?',
          a: 'Use proper punctuation so the pauses sound natural. Spell out numbers and abbreviations where you can, and in Persian add vowel marks to words that can be read two ways.',
        },
        {
          q: 'How is the price worked out, and what do I get?',
          a: 'The price depends on the length of the text and is shown before you start. You get a common audio file that plays on phones and computers.',
        },
        refund.en,
        privacy.en,
      ],
      keywords: ['text to speech', 'TTS', 'read text aloud', 'voice-over', 'AI voice', 'Persian voice'],
    },
  },

  'text-to-music': {
    fa: {
      name: 'متن به موسیقی',
      tagline: 'حال‌وهوای موسیقی را بنویسید و قطعه‌ای بی‌کلام بسازید',
      description:
        'سبک، سازها، سرعت و حال‌وهوای موسیقی را بنویسید و مدتش را انتخاب کنید تا قطعه‌ای کوتاه ساخته شود. برای پس‌زمینه‌ی ویدیو، تبلیغ، پادکست و فضای فروشگاه.',
      steps: ['حال‌وهوا، سبک و سازها را توصیف کنید.', 'مدت قطعه را انتخاب کنید.', 'بسازید، گوش کنید و دانلود کنید.'],
      uses: [
        'موسیقی پس‌زمینه‌ی ویدیوی تبلیغاتی',
        'قطعه‌ی کوتاه برای شروع پادکست',
        'موسیقی آرام برای فضای کافه یا فروشگاه',
        'صدای زمینه برای استوری',
      ],
      faq: [
        {
          q: 'چه توضیحی بهتر جواب می‌دهد؟',
          a: 'سبک، سازها، سرعت و حس را بنویسید؛ مثلاً «موسیقی آرام با پیانو و گیتار، حس صبح». این ابزار موسیقی بی‌کلام می‌سازد و شعر نمی‌خواند.',
        },
        {
          q: 'ساخت قطعه چقدر طول می‌کشد و خروجی چیست؟',
          a: 'معمولاً یکی دو دقیقه. مدت قطعه را در فرم انتخاب می‌کنید و نتیجه یک فایل صوتی رایج است که روی گوشی و رایانه پخش می‌شود.',
        },
        refund.fa,
        privacy.fa,
      ],
      keywords: ['متن به موسیقی', 'ساخت آهنگ با هوش مصنوعی', 'موسیقی بی‌کلام', 'موسیقی پس‌زمینه', 'آهنگ‌سازی'],
    },
    en: {
      name: 'Text to music',
      tagline: 'Describe a mood and get a short instrumental piece',
      description:
        'Describe the genre, instruments, tempo and mood, choose a length, and get a short piece of music. For video backgrounds, ads, podcasts and in-store music.',
      steps: ['Describe the mood, genre and instruments.', 'Choose the length.', 'Create, listen and download.'],
      uses: [
        'Background music for an ad video',
        'A short intro for a podcast',
        'Calm music for a café or a shop',
        'Background sound for stories',
      ],
      faq: [
        {
          q: 'What description works best?',
          a: 'Name the genre, instruments, tempo and feeling, for example “calm piano and guitar, a morning feel”. The tool makes instrumental music; it does not sing lyrics.',
        },
        {
          q: 'How long does it take, and what do I get?',
          a: 'Usually a minute or two. You choose the length in the form, and you get a common audio file that plays on phones and computers.',
        },
        refund.en,
        privacy.en,
      ],
      keywords: ['text to music', 'AI music generator', 'instrumental music', 'background music', 'make a song'],
    },
  },

  'hailuo-ai': {
    fa: {
      name: 'هایلو',
      brand: 'Hailuo AI',
      tagline: 'ویدیوهای پرجنب‌وجوش با حالت‌های چهره‌ی زنده، از متن یا عکس',
      description:
        'هایلو مدل ویدیوی شرکت مینی‌مکس است و در حرکت‌های پرجنب‌وجوش و حالت‌های چهره قوی است. صحنه را توصیف کنید یا از یک عکس شروع کنید تا ویدیوی کوتاهی بسازد. برای تولیدکنندگان محتوا و تبلیغ‌هایی که به حس و حرکت نیاز دارند.',
      steps: modelSteps.fa,
      uses: [
        'ویدیوی کوتاه با شخصیت‌هایی که حرف می‌زنند یا واکنش نشان می‌دهند',
        'صحنه‌های پرحرکت برای ریلز',
        'متحرک کردن عکس پرتره',
        'تبلیغ کوتاه با حس و هیجان',
      ],
      faq: [
        {
          q: 'هایلو برای چه کاری مناسب‌تر است؟',
          a: 'برای صحنه‌هایی با حرکت زیاد و حالت‌های چهره، مثل خندیدن، دویدن یا رقصیدن. در توضیح، حرکت و احساس شخصیت را روشن بنویسید.',
        },
        videoTime.fa,
        refund.fa,
        offline.fa,
      ],
      keywords: ['هایلو', 'هایلوئو', 'مینی‌مکس', 'ساخت ویدیو با هوش مصنوعی', 'متن به ویدیو', 'عکس به ویدیو'],
    },
    en: {
      name: 'Hailuo AI',
      brand: 'Hailuo AI',
      tagline: 'Lively videos with expressive faces, from text or a photo',
      description:
        'Hailuo is MiniMax’s video model, strong at lively motion and facial expressions. Describe a scene or start from a photo to get a short video. For content creators and ads that need feeling and movement.',
      steps: modelSteps.en,
      uses: [
        'Short clips of characters talking or reacting',
        'Action-packed scenes for reels',
        'Bringing a portrait photo to life',
        'A short, energetic ad',
      ],
      faq: [
        {
          q: 'What is Hailuo best at?',
          a: 'Scenes with a lot of movement and facial expression, such as laughing, running or dancing. Describe the character’s motion and feeling clearly.',
        },
        videoTime.en,
        refund.en,
        offline.en,
      ],
      keywords: ['Hailuo', 'MiniMax', 'AI video', 'text to video', 'image to video'],
    },
  },

  'kling-ai': {
    fa: {
      name: 'کلینگ',
      brand: 'Kling AI',
      tagline: 'ویدیو با حرکت طبیعی آدم‌ها و حرکت نرم دوربین',
      description:
        'کلینگ مدل ویدیوی شرکت کوایشو است و به حرکت طبیعی آدم‌ها و حرکت‌های نرم دوربین شناخته می‌شود. از یک توضیح یا یک عکس شروع کنید تا ویدیوی کوتاهی بسازد. برای تبلیغ محصول، معرفی کسب‌وکار و محتوای شبکه‌های اجتماعی.',
      steps: modelSteps.fa,
      uses: [
        'ویدیوی معرفی محصول با حرکت دوربین دور آن',
        'صحنه‌ای از آدم‌ها در حال کار برای معرفی کسب‌وکار',
        'متحرک کردن عکس محصول برای استوری',
        'تیزر کوتاه برای یک رویداد',
      ],
      faq: [
        {
          q: 'کلینگ برای چه کاری مناسب‌تر است؟',
          a: 'برای صحنه‌های واقع‌گرایانه با آدم‌ها و حرکت‌های کنترل‌شده‌ی دوربین، مثل نزدیک شدن یا چرخیدن دور محصول. حرکت دوربین را در توضیح بنویسید.',
        },
        videoTime.fa,
        refund.fa,
        offline.fa,
      ],
      keywords: ['کلینگ', 'کلینگ هوش مصنوعی', 'کوایشو', 'ساخت ویدیو با هوش مصنوعی', 'متن به ویدیو', 'عکس به ویدیو'],
    },
    en: {
      name: 'Kling AI',
      brand: 'Kling AI',
      tagline: 'Video with natural human motion and smooth camera moves',
      description:
        'Kling is Kuaishou’s video model, known for natural human motion and smooth camera moves. Start from a description or a photo to get a short video. For product ads, business introductions and social media content.',
      steps: modelSteps.en,
      uses: [
        'A product video with the camera circling it',
        'People at work, to introduce a business',
        'Bringing a product photo to life for a story',
        'A short teaser for an event',
      ],
      faq: [
        {
          q: 'What is Kling best at?',
          a: 'Realistic scenes with people and controlled camera moves, such as moving in or circling a product. Write the camera move into your description.',
        },
        videoTime.en,
        refund.en,
        offline.en,
      ],
      keywords: ['Kling', 'Kling AI', 'Kuaishou', 'AI video', 'text to video', 'image to video'],
    },
  },

  'luma-ai': {
    fa: {
      name: 'لوما',
      brand: 'Luma AI',
      tagline: 'ویدیوی روان و سینمایی با نورپردازی چشمگیر',
      description:
        'مدل ویدیوی لوما، که با نام دریم ماشین هم شناخته می‌شود، به حرکت روان و نورپردازی سینمایی معروف است. صحنه را توصیف کنید یا از یک عکس شروع کنید تا ویدیوی کوتاهی بسازد. برای ویدیوهای حال‌وهوایی، معرفی مکان و پس‌زمینه‌ی متحرک.',
      steps: modelSteps.fa,
      uses: [
        'ویدیوی حال‌وهوایی از یک کافه یا هتل',
        'منظره‌ی متحرک برای پس‌زمینه‌ی سایت',
        'نمای سینمایی از یک محصول',
        'شروع و پایان ویدیوی معرفی',
      ],
      faq: [
        {
          q: 'لوما برای چه کاری مناسب‌تر است؟',
          a: 'برای صحنه‌های آرام و سینمایی، منظره‌ها و حرکت روان دوربین. نور و حال‌وهوا را در توضیح بنویسید؛ مثلاً «غروب، نور گرم، دوربین آرام عقب می‌رود».',
        },
        videoTime.fa,
        refund.fa,
        offline.fa,
      ],
      keywords: ['لوما', 'دریم ماشین', 'ساخت ویدیو با هوش مصنوعی', 'ویدیوی سینمایی', 'متن به ویدیو'],
    },
    en: {
      name: 'Luma AI',
      brand: 'Luma AI',
      tagline: 'Smooth, cinematic video with striking light',
      description:
        'Luma’s video model, also called Dream Machine, is known for smooth motion and cinematic lighting. Describe a scene or start from a photo to get a short video. For mood pieces, venue introductions and moving backgrounds.',
      steps: modelSteps.en,
      uses: [
        'A mood video of a café or a hotel',
        'A moving landscape for a website background',
        'A cinematic shot of a product',
        'Openings and endings for an introduction video',
      ],
      faq: [
        {
          q: 'What is Luma best at?',
          a: 'Calm, cinematic scenes, landscapes and smooth camera moves. Describe the light and mood, for example “sunset, warm light, the camera slowly pulls back”.',
        },
        videoTime.en,
        refund.en,
        offline.en,
      ],
      keywords: ['Luma', 'Dream Machine', 'AI video', 'cinematic video', 'text to video'],
    },
  },

  'runway-ai': {
    fa: {
      name: 'ران‌وی',
      brand: 'Runway',
      tagline: 'ویدیوی خلاقانه برای فیلم‌سازان و طراحان',
      description:
        'ران‌وی از ابزارهای شناخته‌شده‌ی فیلم‌سازان و طراحان است و برای صحنه‌های خلاقانه و هنری مناسب است. صحنه را توصیف کنید یا از یک عکس شروع کنید تا ویدیوی کوتاهی بسازد. برای موزیک‌ویدیو، ایده‌پردازی فیلم و محتوای هنری.',
      steps: modelSteps.fa,
      uses: [
        'ایده‌ی تصویری برای فیلم کوتاه',
        'صحنه‌های هنری برای موزیک‌ویدیو',
        'متحرک کردن آثار گرافیکی',
        'ویدیوی خلاقانه برای معرفی برند',
      ],
      faq: [
        {
          q: 'ران‌وی برای چه کاری مناسب‌تر است؟',
          a: 'برای صحنه‌های خلاقانه، سبک‌های هنری و امتحان کردن ایده‌های تصویری پیش از فیلم‌برداری. سبک تصویر را هم در توضیح بنویسید؛ مثلاً «فیلم قدیمی، رنگ‌های کم‌رنگ».',
        },
        videoTime.fa,
        refund.fa,
        offline.fa,
      ],
      keywords: ['ران‌وی', 'رانوی', 'ساخت ویدیو با هوش مصنوعی', 'ویدیوی هنری', 'متن به ویدیو'],
    },
    en: {
      name: 'Runway',
      brand: 'Runway',
      tagline: 'Creative video for filmmakers and designers',
      description:
        'Runway is a well-known tool among filmmakers and designers, suited to creative and artistic scenes. Describe a scene or start from a photo to get a short video. For music videos, film ideas and art content.',
      steps: modelSteps.en,
      uses: [
        'Visual ideas for a short film',
        'Artistic scenes for a music video',
        'Animating graphic artwork',
        'A creative brand video',
      ],
      faq: [
        {
          q: 'What is Runway best at?',
          a: 'Creative scenes, artistic styles and trying visual ideas before a shoot. Put the look into your description too, for example “old film, faded colours”.',
        },
        videoTime.en,
        refund.en,
        offline.en,
      ],
      keywords: ['Runway', 'Runway ML', 'AI video', 'artistic video', 'text to video'],
    },
  },

  'seedance-ai': {
    fa: {
      name: 'سیدنس',
      brand: 'Seedance',
      tagline: 'ویدیوی پایدار که به توضیح شما وفادار می‌ماند',
      description:
        'سیدنس مدل ویدیوی شرکت بایت‌دنس است و حرکت پایدار و پیروی دقیق از توضیح را هدف گرفته است. صحنه را توصیف کنید یا از یک عکس شروع کنید تا ویدیوی کوتاهی بسازد. برای ویدیوهای محصول و تبلیغ‌هایی که باید دقیقاً همان چیزی را نشان دهند که خواسته‌اید.',
      steps: modelSteps.fa,
      uses: [
        'ویدیوی محصول با جزئیات مشخص',
        'صحنه‌ی تبلیغاتی طبق یک سناریوی کوتاه',
        'متحرک کردن عکس بدون به‌هم‌ریختگی',
        'کلیپ کوتاه برای شبکه‌های اجتماعی',
      ],
      faq: [
        {
          q: 'سیدنس برای چه کاری مناسب‌تر است؟',
          a: 'برای وقتی که می‌خواهید ویدیو دقیقاً طبق توضیح ساخته شود و سوژه در طول ویدیو ثابت و یکدست بماند. جزئیات مهم را صریح و به ترتیب بنویسید.',
        },
        videoTime.fa,
        refund.fa,
        offline.fa,
      ],
      keywords: ['سیدنس', 'بایت‌دنس', 'ساخت ویدیو با هوش مصنوعی', 'متن به ویدیو', 'عکس به ویدیو'],
    },
    en: {
      name: 'Seedance',
      brand: 'Seedance',
      tagline: 'Stable video that stays true to your description',
      description:
        'Seedance is ByteDance’s video model, built for stable motion and following the description closely. Describe a scene or start from a photo to get a short video. For product videos and ads that must show exactly what you asked for.',
      steps: modelSteps.en,
      uses: [
        'Product videos with specific details',
        'An ad scene from a short script',
        'Animating a photo without it falling apart',
        'Short clips for social media',
      ],
      faq: [
        {
          q: 'What is Seedance best at?',
          a: 'When the video must follow your description closely and the subject must stay consistent from start to end. Write the important details plainly and in order.',
        },
        videoTime.en,
        refund.en,
        offline.en,
      ],
      keywords: ['Seedance', 'ByteDance', 'AI video', 'text to video', 'image to video'],
    },
  },

  'sora-openai': {
    fa: {
      name: 'سورا',
      brand: 'Sora (OpenAI)',
      tagline: 'صحنه‌های واقع‌گرایانه و پرجزئیات با مدل ویدیوی اوپن‌ای‌آی',
      description:
        'سورا مدل ویدیوی شرکت اوپن‌ای‌آی است و صحنه‌های واقع‌گرایانه با جزئیات زیاد می‌سازد. صحنه را توصیف کنید یا از یک عکس شروع کنید تا ویدیوی کوتاهی بسازد. برای داستان‌گویی تصویری، تبلیغ و محتوای شبکه‌های اجتماعی.',
      steps: modelSteps.fa,
      uses: [
        'صحنه‌ی داستانی کوتاه برای تبلیغ',
        'نمای واقع‌گرایانه از یک مکان یا شهر',
        'ویدیوی معرفی محصول در یک صحنه‌ی روزمره',
        'کلیپ برای شبکه‌های اجتماعی',
      ],
      faq: [
        {
          q: 'سورا برای چه کاری مناسب‌تر است؟',
          a: 'برای صحنه‌های واقع‌گرایانه با محیط و جزئیات زیاد. محیط، زمان روز و کاری را که در صحنه انجام می‌شود، در توضیح بنویسید.',
        },
        videoTime.fa,
        refund.fa,
        offline.fa,
      ],
      keywords: ['سورا', 'اوپن‌ای‌آی', 'ساخت ویدیو با هوش مصنوعی', 'متن به ویدیو', 'ویدیوی واقع‌گرایانه'],
    },
    en: {
      name: 'Sora (OpenAI)',
      brand: 'Sora (OpenAI)',
      tagline: 'Realistic, detailed scenes from OpenAI’s video model',
      description:
        'Sora is OpenAI’s video model and makes realistic scenes with a lot of detail. Describe a scene or start from a photo to get a short video. For visual storytelling, ads and social media content.',
      steps: modelSteps.en,
      uses: [
        'A short story scene for an ad',
        'A realistic view of a place or a city',
        'A product shown in an everyday scene',
        'Clips for social media',
      ],
      faq: [
        {
          q: 'What is Sora best at?',
          a: 'Realistic scenes with a rich setting and lots of detail. Describe the setting, the time of day and what happens in the scene.',
        },
        videoTime.en,
        refund.en,
        offline.en,
      ],
      keywords: ['Sora', 'OpenAI', 'AI video', 'text to video', 'realistic video'],
    },
  },

  'veo-google': {
    fa: {
      name: 'وئو گوگل',
      brand: 'Veo (Google)',
      tagline: 'ویدیوی واقع‌گرایانه و سینمایی با مدل ویدیوی گوگل',
      description:
        'وئو مدل ویدیوی گوگل است و تصاویر واقع‌گرایانه و سینمایی می‌سازد. صحنه را توصیف کنید یا از یک عکس شروع کنید تا ویدیوی کوتاهی بسازد. برای تبلیغ، معرفی محصول و ویدیوهایی که باید حرفه‌ای به نظر برسند.',
      steps: modelSteps.fa,
      uses: [
        'تبلیغ کوتاه با ظاهر حرفه‌ای',
        'نمای سینمایی از محصول یا مکان',
        'صحنه‌ای از طبیعت یا شهر برای معرفی برند',
        'ویدیو از عکس محصول برای صفحه‌ی فروشگاه',
      ],
      faq: [
        {
          q: 'وئو برای چه کاری مناسب‌تر است؟',
          a: 'برای صحنه‌های واقع‌گرایانه و سینمایی با نور و جزئیات دقیق. نوع نما، حرکت دوربین و نور را در توضیح بنویسید؛ مثلاً «نمای نزدیک، نور نرم پنجره».',
        },
        videoTime.fa,
        refund.fa,
        offline.fa,
      ],
      keywords: ['وئو', 'وئو گوگل', 'گوگل', 'ساخت ویدیو با هوش مصنوعی', 'متن به ویدیو', 'ویدیوی سینمایی'],
    },
    en: {
      name: 'Veo (Google)',
      brand: 'Veo (Google)',
      tagline: 'Realistic, cinematic video from Google’s video model',
      description:
        'Veo is Google’s video model and makes realistic, cinematic footage. Describe a scene or start from a photo to get a short video. For ads, product introductions and videos that need to look professional.',
      steps: modelSteps.en,
      uses: [
        'A short ad with a professional look',
        'A cinematic shot of a product or a place',
        'A nature or city scene for a brand introduction',
        'A video from a product photo for a shop page',
      ],
      faq: [
        {
          q: 'What is Veo best at?',
          a: 'Realistic, cinematic scenes with careful light and detail. Describe the shot, the camera move and the light, for example “close-up, soft window light”.',
        },
        videoTime.en,
        refund.en,
        offline.en,
      ],
      keywords: ['Veo', 'Google Veo', 'AI video', 'text to video', 'cinematic video'],
    },
  },

  'wan-ai': {
    fa: {
      name: 'وان',
      brand: 'Wan AI',
      tagline: 'کلیپ‌های کوتاه برای امتحان کردن ایده‌ها، از متن یا عکس',
      description:
        'وان مدل ویدیوی شرکت علی‌بابا است و برای کلیپ‌های کوتاه و امتحان کردن ایده‌ها مناسب است. صحنه را توصیف کنید یا از یک عکس شروع کنید تا ویدیوی کوتاهی بسازد. برای تولیدکنندگان محتوا و کسب‌وکارهایی که چند ایده را پیش از کار اصلی امتحان می‌کنند.',
      steps: modelSteps.fa,
      uses: [
        'امتحان چند ایده برای یک تبلیغ',
        'کلیپ کوتاه برای استوری',
        'متحرک کردن عکس محصول',
        'پیش‌نمایش صحنه پیش از ساخت با مدل‌های دیگر',
      ],
      faq: [
        {
          q: 'وان برای چه کاری مناسب‌تر است؟',
          a: 'برای کلیپ‌های کوتاه و امتحان ایده‌ها. هر بار یک صحنه‌ی ساده و یک حرکت را توصیف کنید.',
        },
        videoTime.fa,
        refund.fa,
        offline.fa,
      ],
      keywords: ['وان', 'وان هوش مصنوعی', 'علی‌بابا', 'ساخت ویدیو با هوش مصنوعی', 'متن به ویدیو', 'عکس به ویدیو'],
    },
    en: {
      name: 'Wan AI',
      brand: 'Wan AI',
      tagline: 'Short clips for trying ideas, from text or a photo',
      description:
        'Wan is Alibaba’s video model, suited to short clips and trying out ideas. Describe a scene or start from a photo to get a short video. For content creators and businesses that test a few ideas before the main work.',
      steps: modelSteps.en,
      uses: [
        'Trying several ideas for an ad',
        'A short clip for a story',
        'Bringing a product photo to life',
        'Previewing a scene before making it with other models',
      ],
      faq: [
        {
          q: 'What is Wan best at?',
          a: 'Short clips and trying out ideas. Describe one simple scene and one movement at a time.',
        },
        videoTime.en,
        refund.en,
        offline.en,
      ],
      keywords: ['Wan', 'Wan AI', 'Alibaba', 'AI video', 'text to video', 'image to video'],
    },
  },

  'nano-banana': {
    fa: {
      name: 'نانو بنانا',
      brand: 'Nano Banana',
      tagline: 'با یک پرامپت، تصویر بسازید، ویرایش کنید یا چند عکس را ترکیب کنید',
      description:
        'نانو بنانا مدل تصویر گوگل است که با پرامپت متنی تصویر تازه می‌سازد، عکس را ویرایش می‌کند یا تا چهار عکس را با هم ترکیب می‌کند و سعی می‌کند چهره‌ها و اشیا را در نتیجه یکسان نگه دارد. برای فروشگاه‌ها، طراحان و تولیدکنندگان محتوا.',
      steps: [
        'بنویسید چه می‌خواهید و اگر لازم است، تا چهار عکس بارگذاری کنید.',
        'نسبت تصویر را انتخاب کنید.',
        'بسازید و نتیجه را دانلود کنید.',
      ],
      uses: [
        'گذاشتن محصول در صحنه‌ای تازه',
        'ترکیب عکس محصول و مدل در یک تصویر',
        'ویرایش عکس با یک جمله',
        'چند تصویر با همان شخصیت برای یک مجموعه پست',
      ],
      faq: [
        {
          q: 'چند عکس می‌توانم بدهم و پرامپت را چطور بنویسم؟',
          a: 'تا چهار عکس؛ بدون عکس هم از روی متن تصویر تازه می‌سازد. بگویید با هر عکس چه کند؛ مثلاً «کیف عکس اول را در دست شخص عکس دوم بگذار».',
        },
        imageTime.fa,
        refund.fa,
        offline.fa,
      ],
      keywords: ['نانو بنانا', 'جمنای', 'گوگل', 'ویرایش عکس با هوش مصنوعی', 'ترکیب عکس', 'ساخت تصویر'],
    },
    en: {
      name: 'Nano Banana',
      brand: 'Nano Banana',
      tagline: 'Create, edit or combine pictures with one instruction',
      description:
        'Nano Banana is Google’s image model: it makes new images from text, edits a photo or combines up to four photos, and tries to keep faces and objects consistent in the result. For shops, designers and content creators.',
      steps: [
        'Say what you want and, if needed, upload up to four photos.',
        'Choose the aspect ratio.',
        'Create and download the result.',
      ],
      uses: [
        'Placing a product in a new scene',
        'Combining a product photo and a model in one picture',
        'Editing a photo with one sentence',
        'Several pictures of the same character for a series of posts',
      ],
      faq: [
        {
          q: 'How many photos can I add, and how should I write the instruction?',
          a: 'Up to four; with none, it makes a new image from the text. Say what to do with each photo, for example “put the bag from the first photo in the hand of the person in the second”.',
        },
        imageTime.en,
        refund.en,
        offline.en,
      ],
      keywords: ['Nano Banana', 'Gemini', 'Google', 'AI photo editing', 'combine photos', 'image generator'],
    },
  },
};

export const aiGroupCopy: Record<AiGroup, Localized<AiGroupCopy>> = {
  image: {
    fa: {
      name: 'ساخت تصویر',
      description:
        'از متن تصویر تازه بسازید، لباس را روی عکس شخص امتحان کنید، اتاق را با دکوراسیون تازه ببینید یا از طرح دستی رندر بگیرید.',
    },
    en: {
      name: 'Create images',
      description:
        'Make new images from text, try garments on a person, see a room redecorated or turn a sketch into a render.',
    },
  },
  edit: {
    fa: {
      name: 'ویرایش تصویر',
      description:
        'پس‌زمینه را حذف کنید، چیزهای مزاحم را پاک کنید، عکس را بزرگ‌تر و واضح‌تر کنید، قابش را گسترش دهید یا با یک جمله تغییرش دهید.',
    },
    en: {
      name: 'Edit images',
      description:
        'Remove backgrounds, erase unwanted objects, make photos larger and sharper, widen the frame or change a picture with one sentence.',
    },
  },
  video: {
    fa: {
      name: 'ساخت ویدیو',
      description: 'از یک توضیح یا یک عکس، ویدیوی کوتاه برای استوری، تبلیغ و معرفی محصول بسازید.',
    },
    en: {
      name: 'Create video',
      description: 'Make short videos for stories, ads and product introductions from a description or a photo.',
    },
  },
  '3d': {
    fa: {
      name: 'سه‌بعدی',
      description:
        'از متن، عکس یا ویدیو مدل سه‌بعدی بسازید و آن را در فضای واقعی ببینید، یا به تصویرتان جلوه‌ی سه‌بعدی بدهید.',
    },
    en: {
      name: '3D',
      description:
        'Make 3D models from text, a photo or a video and view them in your room with AR, or give a picture a 3D look.',
    },
  },
  audio: {
    fa: {
      name: 'صدا و موسیقی',
      description: 'متن فارسی یا انگلیسی را به گفتار تبدیل کنید یا برای ویدیو و تبلیغتان موسیقی بی‌کلام بسازید.',
    },
    en: {
      name: 'Voice and music',
      description: 'Turn Persian or English text into speech, or make instrumental music for your videos and ads.',
    },
  },
  model: {
    fa: {
      name: 'مدل‌های شناخته‌شده',
      description:
        'مدل‌های مشهور ویدیو و تصویر، مثل کلینگ، وئو و نانو بنانا، هرکدام با صفحه‌ی خودشان و توضیح این‌که برای چه کاری مناسب‌ترند.',
    },
    en: {
      name: 'Well-known models',
      description:
        'Popular video and image models such as Kling, Veo and Nano Banana, each on its own page with what it is best at.',
    },
  },
};

/** Slug words a fallback name can be put together from, so a new `image-to-sketch`-like tool still reads. */
const slugWords: Record<string, Localized<string>> = {
  text: { fa: 'متن', en: 'text' },
  image: { fa: 'تصویر', en: 'image' },
  photo: { fa: 'عکس', en: 'photo' },
  video: { fa: 'ویدیو', en: 'video' },
  to: { fa: 'به', en: 'to' },
  '3d': { fa: 'سه‌بعدی', en: '3D' },
  speech: { fa: 'گفتار', en: 'speech' },
  music: { fa: 'موسیقی', en: 'music' },
  audio: { fa: 'صدا', en: 'audio' },
  voice: { fa: 'صدا', en: 'voice' },
  model: { fa: 'مدل', en: 'model' },
  ai: { fa: 'هوش مصنوعی', en: 'AI' },
};

function fallbackName(slug: string, locale: ContentLocale): string {
  const words = slug
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words.length === 0) return locale === 'fa' ? 'ابزار هوش مصنوعی' : 'AI tool';
  const known = (word: string) => (Object.hasOwn(slugWords, word) ? slugWords[word] : undefined);
  if (words.every((word) => known(word))) {
    const name = words.map((word) => known(word)![locale]).join(' ');
    return locale === 'en' ? name.charAt(0).toUpperCase() + name.slice(1) : name;
  }
  const name = words.map((word) => known(word)?.en ?? word).join(' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function fallbackCopy(slug: string, locale: ContentLocale): AiToolCopy {
  const name = fallbackName(slug, locale);
  if (locale === 'fa') {
    return {
      name,
      tagline: 'ابزاری تازه در استودیوی هوش مصنوعی رسام',
      description:
        'ورودی‌های این ابزار را در فرم وارد کنید، پیش از شروع هزینه‌اش را به سکه ببینید و نتیجه را در سابقه‌ی طرح‌هایتان بگیرید. اگر کار ناموفق شود، سکه‌اش خودکار به کیف پولتان برمی‌گردد.',
      steps: [
        'ورودی‌های فرم را وارد کنید.',
        'هزینه را ببینید و دکمه‌ی ساخت را بزنید.',
        'نتیجه را ببینید و دانلود کنید.',
      ],
      uses: [],
      faq: [refund.fa, privacy.fa],
      keywords: [...new Set([name, 'هوش مصنوعی'])],
    };
  }
  return {
    name,
    tagline: 'A new tool in the Rassam AI studio',
    description:
      'Fill in the form, see the price in coins before you start and get the result in your history. If the job fails, its coins go back to your wallet automatically.',
    steps: ['Fill in the form.', 'Check the price and press Create.', 'See and download the result.'],
    uses: [],
    faq: [refund.en, privacy.en],
    keywords: [...new Set([name, 'AI'])],
  };
}

/** The copy of a tool in a locale; a tool with no entry yet gets a neutral copy built from its slug. */
export function toolCopy(slug: string, locale: ContentLocale): AiToolCopy {
  const safeLocale: ContentLocale = locale === 'en' ? 'en' : 'fa';
  const entry = Object.hasOwn(aiToolCopy, slug) ? aiToolCopy[slug] : undefined;
  return entry?.[safeLocale] ?? fallbackCopy(slug, safeLocale);
}
