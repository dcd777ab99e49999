import type { ContentDocument, ContentLocale } from './types';

export const about: Record<ContentLocale, ContentDocument> = {
  fa: {
    title: 'درباره‌ی رسام',
    description:
      'رسام سکویی فارسی برای ساخت تصویر، ویدیو، صدا و مدل سه‌بعدی با هوش مصنوعی، ساخت تور مجازی و معرفی کسب‌وکار در بازار است.',
    updatedAt: '2026-11-26',
    sections: [
      {
        id: 'what-is-rassam',
        heading: 'رسام چیست؟',
        paragraphs: [
          'رسام یک سکوی آنلاین است که ابزارهای هوش مصنوعی برای ساخت و ویرایش تصویر، ویدیو، صدا و مدل سه‌بعدی را یک‌جا در اختیارتان می‌گذارد. در کنار این ابزارها می‌توانید مدل‌های سه‌بعدی را در مرورگر و با واقعیت افزوده ببینید، از مکان‌ها تور مجازی بسازید و کسب‌وکارتان را در بازار رسام معرفی کنید.',
          'رسام از روز اول برای فارسی‌زبان‌ها ساخته شده است. رابط کاربری، راهنماها و پشتیبانی به فارسی است و نسخه‌ی انگلیسی هم برای کسانی که بیرون از ایران زندگی می‌کنند یا انگلیسی را ترجیح می‌دهند در دسترس است.',
          'گرداننده‌ی رسام شرکتی مستقر در ایران است که به کاربران داخل و خارج از ایران خدمت می‌دهد.',
        ],
      },
      {
        id: 'who-is-it-for',
        heading: 'رسام برای چه کسانی است؟',
        paragraphs: [
          'هر کسی که می‌خواهد ایده‌اش را سریع و بی‌دردسر به تصویر، ویدیو یا مدل تبدیل کند، در رسام ابزار مناسبی پیدا می‌کند؛ به‌ویژه این گروه‌ها:',
        ],
        list: [
          'تولیدکنندگان محتوا و طراحان: ساخت تصویر و ویدیو برای شبکه‌های اجتماعی، تبلیغات و پروژه‌های شخصی.',
          'فروشگاه‌ها: عکس محصول با پس‌زمینه‌ی تمیز، پرو مجازی لباس و نمایش سه‌بعدی کالا در خانه‌ی مشتری.',
          'کسب‌وکارها و مکان‌ها: معرفی در بازار رسام، تور مجازی از فضای کار و آگهی‌هایی که بیشتر دیده می‌شوند.',
          'معماران و طراحان داخلی: چیدمان اتاق از روی عکس و رندر گرفتن از عکس یا طرح دستی.',
          'دانشجویان و هنرجویان: تمرین، آماده کردن ارائه و امتحان کردن ایده‌ها با هزینه‌ی کم.',
        ],
      },
      {
        id: 'what-you-can-do',
        heading: 'با رسام چه کارهایی می‌شود کرد؟',
        paragraphs: [
          'هر ابزار پیش از اجرا، هزینه‌اش را به سکه نشان می‌دهد تا با خیال راحت تصمیم بگیرید. فهرست مدل‌ها هم ثابت نیست؛ هر وقت مدل تازه و خوبی در دسترس قرار بگیرد، آن را به رسام اضافه می‌کنیم.',
          'ابزارهای هوش مصنوعی رسام در این گروه‌ها دسته‌بندی شده‌اند:',
        ],
        list: [
          'تصویر: ساخت تصویر از متن، ساخت تصویر از تصویر، ویرایش و تغییر تصویر، گسترش کادر، حذف پس‌زمینه، حذف اشیا و افزایش کیفیت، از جمله با مدل Nano Banana.',
          'پرو مجازی: دیدن لباس روی عکس خودتان یا یک مدل، پیش از خرید یا تولید.',
          'معماری و دکوراسیون: چیدمان داخلی از روی عکس اتاق و رندر از روی عکس یا طرح دستی.',
          'سه‌بعدی: ساخت مدل سه‌بعدی از متن، تصویر یا ویدیو.',
          'ویدیو: ساخت ویدیو از متن یا تصویر با مدل‌هایی مانند Kling، Hailuo، Luma، Runway، Seedance، Sora، Veo و Wan.',
          'صدا: تبدیل متن به گفتار و ساخت موسیقی از روی متن.',
        ],
      },
      {
        id: 'models-and-tours',
        heading: 'مدل سه‌بعدی، واقعیت افزوده و تور مجازی',
        paragraphs: [
          'مدل‌های سه‌بعدی را می‌توانید در همان مرورگر بچرخانید و بزرگ و کوچک کنید. روی گوشی هم با واقعیت افزوده (AR) می‌شود مدل را در اندازه‌ی واقعی، داخل اتاق خودتان دید. به‌زودی می‌توانید با کد جاسازی، همین نمایشگر را در سایت یا فروشگاه اینترنتی‌تان هم قرار دهید.',
          'تور مجازی با عکس‌های پانورامای ۳۶۰ درجه ساخته می‌شود و به بازدیدکننده امکان می‌دهد بی‌آنکه حضوری برود، در یک مکان بگردد؛ مناسب هتل، رستوران، نمایشگاه، فروشگاه یا خانه‌ای که برای فروش یا اجاره گذاشته‌اید.',
        ],
      },
      {
        id: 'market',
        heading: 'بازار رسام',
        paragraphs: [
          'در بازار رسام، فروشگاه‌ها، مکان‌ها و ارائه‌دهندگان خدمات با دسته‌بندی، نشانی و موقعیت روی نقشه معرفی می‌شوند. بازدیدکننده‌ها می‌توانند بر اساس دسته و محل جست‌وجو کنند و از روی نقشه، کسب‌وکارهای نزدیک خود را پیدا کنند.',
          'آگهی‌ها پیش از انتشار بررسی می‌شوند تا اطلاعات نادرست یا محتوای نامناسب به بازار راه پیدا نکند. نمایش آگهی هزینه دارد و این هزینه پیش از ثبت به شما نشان داده می‌شود. برای سفارش خدمات هم فاکتور صادر می‌شود تا همه‌چیز روشن و قابل پیگیری باشد.',
        ],
      },
      {
        id: 'how-coins-work',
        heading: 'سکه‌ها چطور کار می‌کنند؟',
        paragraphs: [
          'پرداخت در ابزارهای رسام با سکه است. کیف پولتان را شارژ می‌کنید و هر بار که کاری را اجرا می‌کنید، فقط هزینه‌ی همان کار از موجودی‌تان کم می‌شود.',
          'کاربران داخل ایران کیف پول را با کارت بانکی از درگاه زیبال و به تومان شارژ می‌کنند و کاربران خارج از ایران با پی‌پال و به دلار. قیمت هر کار پیش از ارسال نمایش داده می‌شود و اگر کاری به هر دلیلی ناموفق بماند، سکه‌هایش خودکار به کیف پولتان برمی‌گردد.',
        ],
      },
      {
        id: 'our-values',
        heading: 'آنچه برای ما مهم است',
        paragraphs: ['چند اصل ساده پشت تصمیم‌های ما در رسام است:'],
        list: [
          'حریم خصوصی: فقط اطلاعاتی را می‌گیریم که برای ارائه‌ی خدمت لازم است. اطلاعات کارت بانکی شما هرگز به دست ما نمی‌رسد و اطلاعات و فایل‌هایتان را نمی‌فروشیم.',
          'قیمت منصفانه: هزینه‌ی هر کار را پیش از اجرا می‌بینید، هزینه‌ی پنهان در کار نیست و سکه‌ی کارهای ناموفق بدون نیاز به درخواست برمی‌گردد.',
          'فارسی در اولویت: متن‌ها، راهنماها و پشتیبانی به فارسی است، تاریخ‌ها به تقویم شمسی نمایش داده می‌شوند و می‌توانید پرامپت‌هایتان را به فارسی بنویسید.',
          'شفافیت: اگر آگهی یا محتوایی رد شود، دلیلش را به شما می‌گوییم تا بدانید در آگهی یا درخواست بعدی چه چیزی را تغییر دهید.',
        ],
      },
      {
        id: 'contact',
        heading: 'ارتباط با ما',
        paragraphs: [
          'برای هر پرسش یا مشکلی به نشانی support@rassam.app ایمیل بزنید و اگر حساب دارید، شماره یا ایمیلی را که با آن ثبت‌نام کرده‌اید هم بنویسید.',
          'ثبت تیکت پشتیبانی از پنل کاربری به‌زودی اضافه می‌شود؛ آن وقت پاسخ‌ها همان‌جا ثبت می‌شوند و سابقه‌ی گفت‌وگو از دست نمی‌رود.',
        ],
      },
    ],
  },
  en: {
    title: 'About Rassam',
    description:
      'Rassam is a Persian-first platform for making images, video, audio and 3D models with AI, building virtual tours and listing businesses.',
    updatedAt: '2026-11-26',
    sections: [
      {
        id: 'what-is-rassam',
        heading: 'What is Rassam?',
        paragraphs: [
          'Rassam is an online platform that brings AI tools for creating and editing images, video, audio and 3D models together in one place. Alongside these tools, you can view 3D models in your browser and in augmented reality, build virtual tours of places, and present your business in the Rassam market.',
          'Rassam was built for Persian speakers from day one. The interface, guides and support are in Persian, and an English version is available for people who live outside Iran or simply prefer English.',
          'Rassam is run by a company based in Iran that serves customers both in Iran and abroad.',
        ],
      },
      {
        id: 'who-is-it-for',
        heading: 'Who is Rassam for?',
        paragraphs: [
          'Anyone who wants to turn an idea into an image, a video or a model quickly and without fuss will find a suitable tool in Rassam, especially:',
        ],
        list: [
          'Content creators and designers: images and videos for social media, advertising and personal projects.',
          'Shops: product photos with clean backgrounds, virtual try-on for clothing, and 3D product views in the customer’s own home.',
          'Businesses and places: a presence in the Rassam market, virtual tours of your premises, and listings that get seen.',
          'Architects and interior designers: room makeovers from a photo, and renders from a photo or a hand sketch.',
          'Students and learners: practice, presentation material, and a low-cost way to try out ideas.',
        ],
      },
      {
        id: 'what-you-can-do',
        heading: 'What can you do with Rassam?',
        paragraphs: [
          'Every tool shows its price in coins before it runs, so you can decide with confidence. The list of models is not fixed either: whenever a good new model becomes available, we add it to Rassam.',
          'Rassam’s AI tools fall into these groups:',
        ],
        list: [
          'Images: text to image, image to image, image editing, image expansion, background removal, object removal and upscaling, including with the Nano Banana model.',
          'Virtual try-on: see clothing on your own photo or on a model before you buy or produce it.',
          'Architecture and interiors: interior decoration from a room photo, and renders from a photo or a sketch.',
          '3D: create 3D models from text, an image or a video.',
          'Video: text to video and image to video with models such as Kling, Hailuo, Luma, Runway, Seedance, Sora, Veo and Wan.',
          'Audio: text to speech and text to music.',
        ],
      },
      {
        id: 'models-and-tours',
        heading: '3D models, augmented reality and virtual tours',
        paragraphs: [
          'You can rotate and zoom 3D models right in your browser. On a phone, augmented reality (AR) lets you place a model at real size in your own room. Soon you will also be able to put the same viewer on your website or online shop with an embed code.',
          'Virtual tours are built from 360° panoramic photos and let visitors walk around a place without being there: ideal for hotels, restaurants, exhibitions, shops, or a home you are selling or renting out.',
        ],
      },
      {
        id: 'market',
        heading: 'The Rassam market',
        paragraphs: [
          'In the Rassam market, shops, places and service providers are listed with a category, an address and a location on the map. Visitors can search by category and area, and use the map to find businesses near them.',
          'Listings are reviewed before they are published, so that inaccurate information or inappropriate content stays out of the market. Displaying a listing has a fee, which you see before you submit. Service orders come with an invoice, so everything is clear and easy to follow up.',
        ],
      },
      {
        id: 'how-coins-work',
        heading: 'How coins work',
        paragraphs: [
          'Rassam’s tools are paid for with coins. You top up your wallet, and each time you run a job, only the cost of that job is taken from your balance.',
          'Customers in Iran top up with a bank card through the Zibal gateway; customers outside Iran top up with PayPal in US dollars. The price of each job is shown before you submit it, and if a job fails for any reason, its coins go back to your wallet automatically.',
        ],
      },
      {
        id: 'our-values',
        heading: 'What matters to us',
        paragraphs: ['A few simple principles guide our decisions at Rassam:'],
        list: [
          'Privacy: we only ask for what we need to provide the service. Your card details never reach us, and we do not sell your data or your files.',
          'Fair pricing: you see the cost of every job before it runs, there are no hidden fees, and coins for failed jobs come back without you having to ask.',
          'Persian first: text, guides and support are in Persian, dates are shown in the Persian (Solar Hijri) calendar, and you can write your prompts in Persian.',
          'Transparency: if a listing or a piece of content is rejected, we tell you why, so you know what to change in your next listing or request.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact us',
        paragraphs: [
          'For any question or problem, email us at support@rassam.app and, if you have an account, include the phone number or email you signed up with.',
          'Support tickets in the dashboard are coming soon; replies will then be kept there, so the whole conversation stays in one place.',
        ],
      },
    ],
  },
};
