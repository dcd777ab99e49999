import type { ContentDocument, ContentLocale } from './types';

export const instruction: Record<ContentLocale, ContentDocument> = {
  fa: {
    title: 'نکته‌هایی برای نتیجه‌ی بهتر',
    description:
      'نکته‌های کاربردی برای نوشتن پرامپت، انتخاب عکس، ماسک، نسبت تصویر، افزایش کیفیت، تبدیل متن به گفتار و پرو مجازی در رسام.',
    updatedAt: '2026-11-26',
    sections: [
      {
        id: 'writing-prompts',
        heading: 'نوشتن پرامپت',
        paragraphs: [
          'پرامپت (متن درخواست) را می‌توانید به فارسی یا انگلیسی بنویسید. بعضی مدل‌ها با انگلیسی کمی دقیق‌تر کار می‌کنند، ولی یک پرامپت فارسی روشن هم نتیجه‌ی خوبی می‌دهد.',
          'به‌جای جمله‌های کلی، تصویری را که در ذهن دارید با این چهار جزء توصیف کنید:',
        ],
        list: [
          'موضوع: چه چیزی یا چه کسی، در چه حالی و کجا؛ مثلاً «پیرمردی که در قهوه‌خانه چای می‌نوشد».',
          'سبک: عکاسی، نقاشی آبرنگ، نگارگری ایرانی، انیمیشن سه‌بعدی یا طراحی با مداد.',
          'نور: نور ملایم صبح، نور طلایی غروب، نور استودیویی یا نور شب شهر.',
          'ترکیب‌بندی: نمای نزدیک یا باز، زاویه‌ی دوربین، جای موضوع در کادر و پس‌زمینه.',
        ],
      },
      {
        id: 'prompt-examples',
        heading: 'چند نمونه پرامپت',
        paragraphs: [
          'برای ویدیو، حرکت را هم توصیف کنید؛ مثلاً «دوربین آرام به جلو می‌رود» یا «برگ‌ها در باد تکان می‌خورند». اگر نتیجه دلخواهتان نبود، به‌جای نوشتن پرامپتی از نو، هر بار فقط یک جزء را عوض کنید تا ببینید کدام تغییر اثر دارد.',
          'به‌جای «یک عکس قشنگ»، چیزی شبیه این‌ها بنویسید:',
        ],
        list: [
          'گربه‌ی سفیدی که کنار پنجره خوابیده، نقاشی آبرنگ، نور ملایم صبح، نمای نزدیک',
          'استکان چای روی میز چوبی، عکاسی محصول، نور طبیعی از سمت چپ، پس‌زمینه‌ی محو، کادر مربعی',
          'کوچه‌ای قدیمی در کاشان هنگام غروب، سبک سینمایی، نور طلایی، نمای باز از زاویه‌ی پایین',
          'اتاق نشیمن کوچک با مبلمان چوبی ساده و گلدان‌های سبز، سبک اسکاندیناوی، نور روز، نمای روبه‌رو',
        ],
      },
      {
        id: 'choosing-images',
        heading: 'انتخاب عکس ورودی',
        paragraphs: ['کیفیت نتیجه به کیفیت عکس ورودی بستگی دارد. عکسی انتخاب کنید که:'],
        list: [
          'واضح باشد و ضلع کوچک‌ترش دست‌کم ۱۰۲۴ پیکسل باشد؛ عکس‌های خیلی کوچک یا فشرده‌شده‌ی شبکه‌های اجتماعی جزئیات کافی ندارند.',
          'نور کافی و یکنواخت داشته باشد؛ سایه‌های تند، نور از پشت سر و عکس تاریک نتیجه را خراب می‌کنند.',
          'یک موضوع روشن و اصلی داشته باشد؛ کادر شلوغ، به‌ویژه در حذف پس‌زمینه و ساخت مدل سه‌بعدی، مدل را گیج می‌کند.',
          'فیلتر، قاب، نوشته یا واترمارک نداشته باشد.',
          'برای مدل سه‌بعدی، کل جسم را در کادر نشان دهد و از روبه‌رو یا کمی از بالا گرفته شده باشد.',
        ],
      },
      {
        id: 'object-removal-masks',
        heading: 'ماسک برای حذف اشیا',
        paragraphs: [
          'ماسک به ابزار می‌گوید کجای عکس باید پاک و دوباره ساخته شود. روی چیزی که می‌خواهید حذف شود رنگ بکشید و این نکته‌ها را در نظر داشته باشید:',
        ],
        list: [
          'سایه و بازتاب جسم را هم بپوشانید؛ وگرنه پس از حذف، سایه‌ای بی‌صاحب باقی می‌ماند.',
          'کمی بیرون از لبه‌ها رنگ بکشید؛ ماسکی که درست به لبه چسبیده باشد، ردی از جسم باقی می‌گذارد.',
          'چیزهای بزرگ را یکی‌یکی حذف کنید. هر چه ماسک بزرگ‌تر باشد، ابزار باید بخش بیشتری را از خودش بسازد.',
          'اگر بخشی از نتیجه درست درنیامد، فقط همان بخش را با ماسکی کوچک‌تر دوباره اصلاح کنید.',
        ],
      },
      {
        id: 'aspect-ratios',
        heading: 'نسبت تصویر',
        paragraphs: [
          'نسبت تصویر را پیش از ساخت و بر اساس جایی که نتیجه را به کار می‌برید انتخاب کنید؛ بریدن بعدی، بخشی از تصویر را از بین می‌برد. برای تغییر نسبت عکسی که از قبل دارید، از ابزار گسترش تصویر کمک بگیرید.',
        ],
        list: [
          '۱:۱ برای تصویر پروفایل و پست مربعی.',
          '۴:۵ برای پست عمودی شبکه‌های اجتماعی.',
          '۹:۱۶ برای استوری، ریلز و ویدیوی عمودی گوشی.',
          '۱۶:۹ برای ویدیوی افقی، بنر سایت و ارائه.',
          '۳:۲ یا ۴:۳ برای عکس چاپی و کاتالوگ.',
        ],
      },
      {
        id: 'upscaling',
        heading: 'انتخاب ضریب افزایش کیفیت',
        paragraphs: [
          'ضریب ۲ برابر برای بیشتر کارها کافی است: عکس سایت و شبکه‌های اجتماعی، یا تصویری که فقط کمی کوچک است. ضریب ۴ برابر را برای چاپ یا وقتی عکس اصلی خیلی کوچک است نگه دارید. قیمت هر ضریب پیش از ارسال نمایش داده می‌شود.',
          'افزایش کیفیت جزئیات را تیزتر می‌کند، اما عکسی را که از اصل تار یا لرزان است واقعاً درست نمی‌کند و ممکن است جزئیات ساختگی به آن اضافه کند. اگر عکس از قبل بزرگ است، افزایش کیفیت دوباره فقط حجم فایل را بالا می‌برد.',
        ],
      },
      {
        id: 'speech-text',
        heading: 'متن برای تبدیل به گفتار',
        paragraphs: [
          'گوینده‌ی هوش مصنوعی متن را همان‌طور که نوشته شده می‌خواند؛ پس متن را برای شنیدن بنویسید، نه برای دیدن:',
        ],
        list: [
          'نشانه‌گذاری را جدی بگیرید: ویرگول مکث کوتاه می‌سازد، نقطه مکث بلندتر و علامت سؤال لحن پرسشی.',
          'عددها و تاریخ‌ها را همان‌طور که باید خوانده شوند با حروف بنویسید؛ مثلاً «سوم فروردین» به‌جای «۱/۳».',
          'نمادها و اختصارها را کامل بنویسید؛ مثلاً «درصد» به‌جای «٪» و «تومان» به‌جای «ت».',
          'نیم‌فاصله‌ها را درست بگذارید و برای واژه‌های دوپهلو اعراب بگذارید؛ مثلاً «کُشتی» یا «کِشتی».',
          'متن بلند را به بندهای کوتاه تقسیم کنید و جمله‌ها را کوتاه نگه دارید.',
        ],
      },
      {
        id: 'virtual-try-on',
        heading: 'عکس مناسب برای پرو مجازی',
        paragraphs: ['پرو مجازی وقتی خوب کار می‌کند که هم عکس شخص و هم عکس لباس روشن و کامل باشد:'],
        list: [
          'عکس شخص: تمام‌قد یا دست‌کم تا زیر کمر، ایستاده و رو به دوربین، بی‌آنکه دست‌ها جلوی بدن را بپوشانند.',
          'لباس تن شخص بهتر است ساده و اندازه باشد؛ پالتوی بلند یا لباس گشاد فرم بدن را پنهان می‌کند.',
          'پس‌زمینه‌ی ساده و نور یکنواخت، بدون سایه‌ی تند روی بدن.',
          'عکس لباس: کل لباس در کادر، صاف و بی‌چروک، روی زمینه‌ی ساده یا تن مانکن و فقط یک لباس در هر عکس.',
          'اگر لباس طرح یا نوشته دارد، عکسی با وضوح بالا بدهید تا جزئیات درست منتقل شود.',
        ],
      },
      {
        id: 'safety-rules',
        heading: 'قواعد ایمنی',
        paragraphs: ['چند قاعده‌ی ساده که رعایتشان هم از شما محافظت می‌کند و هم از دیگران:'],
        list: [
          'از چهره یا صدای افراد واقعی بدون رضایت خودشان استفاده نکنید و محتوای ساختگی را واقعی جا نزنید.',
          'عکس کودکان دیگران را بدون اجازه‌ی سرپرستشان بارگذاری نکنید.',
          'مدارک شخصی مثل کارت ملی، کارت بانکی یا گذرنامه را در ابزارها بارگذاری نکنید.',
          'از آثار، نشان‌های تجاری و عکس‌های دیگران فقط وقتی استفاده کنید که اجازه‌اش را دارید.',
          'محتوای غیرقانونی، خشونت‌آمیز یا آزارنده نسازید؛ این کار به بسته شدن حساب می‌انجامد.',
          'پیش از عمومی کردن یک نتیجه، مطمئن شوید چیز خصوصی در آن دیده نمی‌شود؛ نتیجه‌ی عمومی را همه می‌بینند.',
        ],
      },
    ],
  },
  en: {
    title: 'Tips for better results',
    description:
      'Practical tips for prompts, choosing photos, masks, aspect ratios, upscaling, text to speech and virtual try-on on Rassam.',
    updatedAt: '2026-11-26',
    sections: [
      {
        id: 'writing-prompts',
        heading: 'Writing prompts',
        paragraphs: [
          'You can write prompts in Persian or English. Some models are a little more precise with English, but a clear Persian prompt also gives good results.',
          'Instead of vague sentences, describe the picture in your head using these four parts:',
        ],
        list: [
          'Subject: what or who, doing what, and where; for example “an old man drinking tea in a teahouse”.',
          'Style: photography, watercolour, Persian miniature, 3D animation or pencil drawing.',
          'Light: soft morning light, golden sunset light, studio lighting or city lights at night.',
          'Composition: close-up or wide shot, camera angle, where the subject sits in the frame, and the background.',
        ],
      },
      {
        id: 'prompt-examples',
        heading: 'A few example prompts',
        paragraphs: [
          'For video, describe the motion too, such as “the camera slowly moves forward” or “leaves sway in the wind”. If a result is not what you wanted, change one part at a time instead of rewriting the whole prompt, so you can see which change makes the difference.',
          'Instead of “a nice photo”, try something like:',
        ],
        list: [
          'A white cat asleep by a window, watercolour painting, soft morning light, close-up',
          'A glass of tea on a wooden table, product photography, natural light from the left, blurred background, square frame',
          'An old alley in Kashan at sunset, cinematic style, golden light, wide shot from a low angle',
          'A small living room with simple wooden furniture and green plants, Scandinavian style, daylight, straight-on view',
        ],
      },
      {
        id: 'choosing-images',
        heading: 'Choosing an input photo',
        paragraphs: ['The result can only be as good as the photo you start with. Choose a photo that:'],
        list: [
          'is sharp, with the shorter side at least 1024 pixels; very small or heavily compressed social media images lack detail;',
          'has enough even light; harsh shadows, backlight and dark photos spoil the result;',
          'has one clear main subject; a busy frame confuses the model, especially for background removal and 3D;',
          'has no filters, frames, text or watermarks;',
          'for 3D, shows the whole object in frame, taken from the front or slightly above.',
        ],
      },
      {
        id: 'object-removal-masks',
        heading: 'Masks for object removal',
        paragraphs: [
          'The mask tells the tool which part of the photo to erase and rebuild. Paint over what you want removed, and keep these points in mind:',
        ],
        list: [
          'Cover the object’s shadow and reflection too; otherwise a shadow with nothing to cast it stays behind.',
          'Paint a little beyond the edges; a mask that hugs the outline exactly leaves a trace of the object.',
          'Remove large things one at a time. The bigger the mask, the more the tool has to invent.',
          'If part of the result is not right, fix just that part again with a smaller mask.',
        ],
      },
      {
        id: 'aspect-ratios',
        heading: 'Aspect ratios',
        paragraphs: [
          'Choose the aspect ratio before you create, based on where the result will be used; cropping later throws part of the image away. To change the ratio of a photo you already have, use the image expansion tool.',
        ],
        list: [
          '1:1 for profile pictures and square posts.',
          '4:5 for portrait social media posts.',
          '9:16 for stories, reels and vertical phone video.',
          '16:9 for landscape video, website banners and presentations.',
          '3:2 or 4:3 for printed photos and catalogues.',
        ],
      },
      {
        id: 'upscaling',
        heading: 'Choosing an upscaling factor',
        paragraphs: [
          'A 2× factor is enough for most uses: photos for websites and social media, or an image that is only slightly too small. Keep 4× for print, or for when the original is very small. The price of each factor is shown before you submit.',
          'Upscaling sharpens detail, but it cannot truly fix a photo that was blurry or shaky to begin with, and it may invent details. If a photo is already large, upscaling it again only makes the file bigger.',
        ],
      },
      {
        id: 'speech-text',
        heading: 'Writing text for speech',
        paragraphs: ['The AI voice reads exactly what is written, so write for the ear, not the eye:'],
        list: [
          'Take punctuation seriously: a comma makes a short pause, a full stop a longer one, and a question mark a questioning tone.',
          'Write numbers and dates the way they should be spoken, for example “the third of March” rather than “3/3”.',
          'Spell out symbols and abbreviations, for example “percent” instead of “%” and “Doctor” instead of “Dr.”.',
          'If a word can be pronounced in two ways, such as “read” or “lead”, rephrase the sentence so the meaning is clear.',
          'Break long text into short paragraphs and keep sentences short.',
        ],
      },
      {
        id: 'virtual-try-on',
        heading: 'Photos that work for virtual try-on',
        paragraphs: [
          'Virtual try-on works best when both the photo of the person and the photo of the garment are clear and complete:',
        ],
        list: [
          'Person: full length, or at least to below the waist, standing and facing the camera, with arms not covering the body.',
          'The person’s own clothes should be simple and well fitted; a long coat or baggy clothes hide the shape of the body.',
          'A plain background and even light, with no harsh shadows on the body.',
          'Garment: the whole garment in frame, flat and unwrinkled, on a plain background or a mannequin, and only one garment per photo.',
          'If the garment has a pattern or lettering, use a high-resolution photo so the details carry over correctly.',
        ],
      },
      {
        id: 'safety-rules',
        heading: 'Safety rules',
        paragraphs: ['A few simple rules that protect both you and others:'],
        list: [
          'Do not use the face or voice of a real person without their consent, and do not pass off fabricated content as real.',
          'Do not upload photos of other people’s children without their guardian’s permission.',
          'Do not upload personal documents such as ID cards, bank cards or passports to the tools.',
          'Use other people’s works, trademarks and photos only when you have permission.',
          'Do not create illegal, violent or abusive content; doing so leads to your account being closed.',
          'Before making a result public, check that nothing private is visible in it; everyone can see public results.',
        ],
      },
    ],
  },
};
