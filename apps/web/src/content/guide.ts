import type { ContentDocument, ContentLocale } from './types';

export const guide: Record<ContentLocale, ContentDocument> = {
  fa: {
    title: 'راهنمای استفاده از رسام',
    description:
      'راهنمای گام‌به‌گام رسام: ثبت‌نام، کیف پول و سکه، کار با ابزارهای هوش مصنوعی، سه‌بعدی و واقعیت افزوده، تور مجازی، بازار و پشتیبانی.',
    updatedAt: '2026-11-21',
    sections: [
      {
        id: 'getting-started',
        heading: 'شروع کار',
        paragraphs: [
          'برای ساختن حساب، شماره‌ی موبایل یا ایمیلتان را وارد کنید. یک کد یک‌بارمصرف با پیامک یا ایمیل برایتان فرستاده می‌شود؛ آن را وارد کنید تا شماره یا ایمیلتان تأیید شود. کد فقط چند دقیقه اعتبار دارد و اگر به دستتان نرسید، پس از چند لحظه می‌توانید دوباره درخواستش کنید.',
          'بعد از تأیید، پروفایلتان را کامل کنید:',
        ],
        list: [
          'نام: همان نامی که می‌خواهید در فاکتورها و پیام‌ها ببینید.',
          'نام کاربری: شناسه‌ی یکتای شما که کنار نتیجه‌های عمومی و آگهی‌هایتان دیده می‌شود.',
          'تصویر پروفایل: اختیاری است و کنار نام کاربری‌تان نمایش داده می‌شود.',
          'رمز عبور: اگر رمز عبور بگذارید، می‌توانید بدون منتظر ماندن برای کد هم وارد شوید.',
          'شماره یا ایمیل دوم: اگر با شماره ثبت‌نام کرده‌اید، ایمیل هم اضافه کنید (و برعکس) تا اگر به یکی دسترسی نداشتید، از حسابتان جا نمانید.',
        ],
      },
      {
        id: 'signing-in',
        heading: 'ورود به حساب',
        paragraphs: [
          'برای ورود، شماره یا ایمیلتان را وارد کنید و یکی از دو روش را انتخاب کنید: رمز عبور، یا کد یک‌بارمصرفی که برایتان فرستاده می‌شود.',
          'اگر رمز عبورتان را فراموش کرده‌اید، گزینه‌ی «فراموشی رمز عبور» را بزنید و با کدی که برایتان فرستاده می‌شود، رمز تازه‌ای بگذارید. پس از چند تلاش ناموفق، ورود برای مدت کوتاهی محدود می‌شود؛ این محدودیت برای محافظت از حساب شماست.',
          'اگر از رایانه‌ی مشترک یا عمومی استفاده می‌کنید، پس از پایان کار حتماً از حساب خارج شوید.',
        ],
      },
      {
        id: 'wallet-and-coins',
        heading: 'کیف پول و سکه',
        paragraphs: [
          'برای شارژ کیف پول، به صفحه‌ی کیف پول بروید، مبلغ شارژ را انتخاب کنید و روش پرداخت را برگزینید. کاربران داخل ایران با درگاه زیبال و به ریال پرداخت می‌کنند و کاربران خارج از ایران با پی‌پال و به دلار. پس از پرداخت موفق به رسام برمی‌گردید و سکه‌ها بلافاصله به کیف پولتان اضافه می‌شود.',
          'در سابقه‌ی تراکنش‌ها، هر شارژ، هر مصرف سکه و هر بازگشت سکه با تاریخ و شرح ثبت شده است.',
          'اگر پولی از حسابتان کم شد ولی سکه‌ای اضافه نشد، نگران نباشید. در پرداخت‌های ریالی معمولاً بانک ظرف ۷۲ ساعت مبلغ را برمی‌گرداند؛ اگر برنگشت یا با پی‌پال پرداخت کرده بودید، با کد پیگیری تیکت ثبت کنید.',
        ],
      },
      {
        id: 'using-ai-tools',
        heading: 'کار با ابزارهای هوش مصنوعی',
        paragraphs: [
          'اگر موجودی کیف پولتان برای کاری کافی نباشد، پیش از ارسال به شما گفته می‌شود تا اول کیف پول را شارژ کنید.',
          'همه‌ی ابزارها روال یکسانی دارند:',
        ],
        list: [
          'ابزار را انتخاب کنید: از فهرست ابزارها، کاری را که می‌خواهید، مثل ساخت تصویر از متن یا حذف پس‌زمینه، پیدا کنید. برای ویدیو، صفحه‌ی هر مدل (مثل Kling یا Veo) توضیح می‌دهد که آن مدل برای چه کاری مناسب‌تر است.',
          'ورودی را آماده کنید: پرامپت را بنویسید یا فایل لازم را بارگذاری کنید. بعضی ابزارها هر دو را می‌خواهند.',
          'تنظیمات را انتخاب کنید: مثلاً مدل، نسبت تصویر، مدت ویدیو یا ضریب بزرگ‌نمایی.',
          'قیمت را ببینید: هزینه‌ی کار به سکه، بر اساس تنظیماتی که انتخاب کرده‌اید، پیش از ارسال نمایش داده می‌شود.',
          'ارسال کنید: با زدن دکمه‌ی ساخت، کار ثبت می‌شود و هزینه‌اش از کیف پولتان کم می‌شود.',
        ],
      },
      {
        id: 'following-jobs',
        heading: 'پیگیری کار و دریافت نتیجه',
        paragraphs: [
          'پس از ارسال، وضعیت کار را در همان صفحه و در سابقه‌ی کارهایتان می‌بینید: در صف، در حال ساخت، انجام‌شده یا ناموفق. لازم نیست صفحه را باز نگه دارید؛ ساخت ادامه پیدا می‌کند و اگر اعلان‌ها روشن باشد، از پایان کار باخبرتان می‌کنیم. ساخت تصویر معمولاً زود تمام می‌شود، ولی ویدیو و مدل سه‌بعدی ممکن است چند دقیقه طول بکشد.',
          'وقتی کار تمام شد، نتیجه را ببینید، دانلود کنید یا پیوندش را به اشتراک بگذارید. اگر کار ناموفق شود، سکه‌اش خودکار به کیف پولتان برمی‌گردد و می‌توانید با تنظیمات دیگری دوباره امتحان کنید.',
        ],
      },
      {
        id: 'models-and-ar',
        heading: 'مدل سه‌بعدی و واقعیت افزوده',
        paragraphs: [
          'هر مدل سه‌بعدی صفحه‌ی نمایش خودش را دارد. در این صفحه می‌توانید مدل را با موس یا انگشت بچرخانید، بزرگ و کوچک کنید و از زاویه‌های مختلف ببینید.',
          'برای دیدن مدل در فضای واقعی، صفحه‌ی مدل را روی گوشی باز کنید و دکمه‌ی AR را بزنید. دوربین باز می‌شود؛ دوربین گوشی را رو به کف اتاق یا سطح میز بگیرید و آرام حرکت دهید تا سطح شناسایی شود و مدل در اندازه‌ی واقعی روی آن قرار بگیرد. روی اندروید قالب GLB و روی آیفون قالب USDZ به کار می‌رود و لازم نیست برنامه‌ی جداگانه‌ای نصب کنید؛ فقط گوشی باید از واقعیت افزوده پشتیبانی کند.',
          'برای نمایش مدل در سایت خودتان، در صفحه‌ی مدل گزینه‌ی کد جاسازی را بزنید، کد را کپی کنید و در صفحه‌ی سایتتان بگذارید. هر کسی که آن صفحه را باز کند، مدل را می‌بیند.',
        ],
      },
      {
        id: 'virtual-tours',
        heading: 'تور مجازی',
        paragraphs: [
          'تور مجازی از یک یا چند عکس پانورامای ۳۶۰ درجه ساخته می‌شود. برای هر بخش از مکان، مثلاً ورودی، سالن و آشپزخانه، یک عکس پانوراما بارگذاری کنید و بخش‌ها را به هم پیوند دهید تا بازدیدکننده بتواند از یکی به دیگری برود.',
          'بازدیدکننده روی رایانه با کشیدن موس و روی گوشی با کشیدن انگشت، اطرافش را می‌بیند. تور را می‌توانید به آگهی‌تان در بازار وصل کنید یا با پیوند و کد جاسازی به اشتراک بگذارید.',
          'برای عکس پانوراما از دوربین ۳۶۰ درجه یا حالت پانورامای کامل گوشی روی سه‌پایه استفاده کنید. دوربین را در ارتفاع چشم و وسط فضا بگذارید و در نور یکنواخت عکس بگیرید.',
        ],
      },
      {
        id: 'shop-and-listings',
        heading: 'فروشگاه و آگهی در بازار',
        paragraphs: [
          'برای حضور در بازار، از پنل کاربری فروشگاه یا مکان خود را بسازید: نام، دسته‌بندی، توضیحات، نشانی، راه‌های تماس و عکس‌ها را وارد کنید و موقعیت را روی نقشه مشخص کنید.',
          'سپس آگهی را ثبت کنید و مدت نمایش را به ماه انتخاب کنید. هزینه‌ی نمایش پیش از ثبت نشان داده می‌شود و از کیف پولتان کم می‌شود. آگهی پیش از انتشار بررسی می‌شود و نتیجه را با اعلان دریافت می‌کنید. اگر آگهی رد شود، دلیلش را می‌بینید و هزینه به کیف پولتان برمی‌گردد؛ آن را اصلاح کنید و دوباره بفرستید.',
          'وضعیت هر آگهی (در انتظار بررسی، منتشرشده، ردشده یا پایان‌یافته) و تاریخ پایان نمایش آن در فهرست آگهی‌هایتان دیده می‌شود. پیش از پایان مدت می‌توانید نمایش را تمدید کنید.',
        ],
      },
      {
        id: 'orders-and-invoices',
        heading: 'سفارش‌ها و فاکتورها',
        paragraphs: [
          'وقتی خدمتی از رسام سفارش می‌دهید، مثلاً ساخت مدل سه‌بعدی یا تور مجازی از مکانتان، برای آن فاکتور صادر می‌شود. در فاکتور، شرح کار، مبلغ و زمان تحویل آمده است.',
          'سفارش‌ها و فاکتورهایتان در پنل کاربری فهرست شده‌اند. وضعیت هر سفارش را از پرداخت تا تحویل همان‌جا دنبال کنید و هر وقت لازم شد، فاکتور را ببینید یا چاپ کنید. اگر درباره‌ی سفارشی سؤال دارید، شماره‌ی سفارش یا فاکتور را در تیکت بنویسید.',
        ],
      },
      {
        id: 'support-tickets',
        heading: 'تیکت پشتیبانی',
        paragraphs: [
          'برای هر سؤال یا مشکلی، از بخش پشتیبانی در پنل کاربری تیکت تازه ثبت کنید. موضوع را انتخاب کنید، مشکل را با جزئیات بنویسید و اگر لازم است، تصویر صفحه یا فایل مرتبط را پیوست کنید. پاسخ ما در همان تیکت ثبت می‌شود و اگر اعلان‌ها روشن باشد، با پیامک یا ایمیل خبرتان می‌کنیم.',
          'هرگز رمز عبور یا کد ورودتان را در تیکت ننویسید. برای پیگیری سریع‌تر، این اطلاعات را از همان اول بنویسید:',
        ],
        list: [
          'مشکل پرداخت: کد پیگیری، مبلغ و زمان پرداخت.',
          'کار ناموفق یا نتیجه‌ی خراب: نام ابزار و زمان تقریبی کار.',
          'آگهی: نام آگهی و دلیلی که برای رد آن دیده‌اید.',
          'سفارش: شماره‌ی سفارش یا فاکتور.',
        ],
      },
      {
        id: 'settings',
        heading: 'زبان، پوسته و اعلان‌ها',
        paragraphs: ['از بخش تنظیمات می‌توانید این موارد را تغییر دهید:'],
        list: [
          'زبان: فارسی یا انگلیسی. زبان انتخاب‌شده روی حسابتان ذخیره می‌شود و برای پیام‌هایی که برایتان می‌فرستیم هم به کار می‌رود.',
          'پوسته: روشن، تیره یا هماهنگ با تنظیمات دستگاه.',
          'اعلان‌ها: دریافت اعلان با پیامک و با ایمیل را جداگانه روشن یا خاموش کنید. کدهای ورود و تأیید همیشه فرستاده می‌شوند.',
          'حساب: نام، نام کاربری، تصویر پروفایل و رمز عبور را تغییر دهید یا شماره و ایمیلتان را با تأیید کد عوض کنید.',
        ],
      },
    ],
  },
  en: {
    title: 'Rassam user guide',
    description:
      'A step-by-step guide to Rassam: signing up, wallet and coins, using the AI tools, 3D and AR, virtual tours, the market and support.',
    updatedAt: '2026-11-21',
    sections: [
      {
        id: 'getting-started',
        heading: 'Getting started',
        paragraphs: [
          'To create an account, enter your mobile number or email address. We send you a one-time code by SMS or email; enter it to verify your number or address. The code is valid for only a few minutes, and if it does not arrive, you can request a new one after a short wait.',
          'Once you are verified, complete your profile:',
        ],
        list: [
          'Name: the name you want to see on invoices and messages.',
          'Username: your unique handle, shown next to your public results and listings.',
          'Profile picture: optional, shown next to your username.',
          'Password: with a password set, you can sign in without waiting for a code.',
          'A second contact: if you signed up with a phone number, add an email address too (or the other way round), so you are not locked out if you lose access to one of them.',
        ],
      },
      {
        id: 'signing-in',
        heading: 'Signing in',
        paragraphs: [
          'To sign in, enter your phone number or email and choose one of two methods: your password, or a one-time code that we send you.',
          'If you have forgotten your password, choose “Forgot password” and set a new one using the code we send you. After several failed attempts, sign-in is paused for a short while; this protects your account.',
          'If you are using a shared or public computer, always sign out when you are done.',
        ],
      },
      {
        id: 'wallet-and-coins',
        heading: 'Wallet and coins',
        paragraphs: [
          'To top up, go to the wallet page, choose an amount and pick a payment method. Customers in Iran pay through the Zibal gateway in rials; customers outside Iran pay with PayPal in US dollars. After a successful payment you return to Rassam, and the coins are added to your wallet right away.',
          'Your transaction history lists every top-up, every coin spent and every coin refunded, with its date and a description.',
          'If money left your account but no coins were added, don’t worry. For rial payments the bank usually reverses the charge within 72 hours; if it does not, or if you paid with PayPal, open a ticket with the tracking code.',
        ],
      },
      {
        id: 'using-ai-tools',
        heading: 'Using an AI tool',
        paragraphs: [
          'If your wallet balance is not enough for a job, you are told before submitting, so you can top up first.',
          'Every tool works the same way:',
        ],
        list: [
          'Choose a tool: find what you want to do in the tool list, such as text to image or background removal. For video, each model’s page (for example Kling or Veo) explains what that model is best at.',
          'Prepare your input: write a prompt or upload the file the tool needs. Some tools need both.',
          'Pick the settings: for example the model, aspect ratio, video length or upscaling factor.',
          'Check the price: the cost in coins, based on the settings you chose, is shown before you submit.',
          'Submit: press the create button; the job is queued and its cost is taken from your wallet.',
        ],
      },
      {
        id: 'following-jobs',
        heading: 'Following a job and getting the result',
        paragraphs: [
          'After you submit, you can follow the job on the same page and in your job history: queued, in progress, done or failed. You do not need to keep the page open; the job carries on, and if notifications are on, we let you know when it finishes. Images are usually ready quickly, while videos and 3D models can take a few minutes.',
          'When the job is done, view the result, download it or share its link. If a job fails, its coins go back to your wallet automatically, and you can try again with different settings.',
        ],
      },
      {
        id: 'models-and-ar',
        heading: '3D models and augmented reality',
        paragraphs: [
          'Every 3D model has its own viewer page, where you can rotate it with your mouse or finger, zoom in and out, and look at it from every angle.',
          'To see a model in your real surroundings, open its page on your phone and tap the AR button. The camera opens; move the phone slowly over the floor or a table until the surface is detected and the model appears on it at real size. Android uses the GLB format and iPhone uses USDZ, and you do not need to install a separate app; your phone just needs to support augmented reality.',
          'To show a model on your own website, choose the embed code option on the model’s page, copy the code and paste it into your page. Anyone who opens that page will see the model.',
        ],
      },
      {
        id: 'virtual-tours',
        heading: 'Virtual tours',
        paragraphs: [
          'A virtual tour is built from one or more 360° panoramic photos. Upload a panorama for each part of the place, such as the entrance, the hall and the kitchen, and link the parts together so visitors can move from one to the next.',
          'Visitors look around by dragging with the mouse on a computer, or with a finger on a phone. You can attach a tour to your market listing, or share it with a link and an embed code.',
          'For the panoramas, use a 360° camera or your phone’s full panorama mode on a tripod. Place the camera at eye level in the middle of the space, and shoot in even light.',
        ],
      },
      {
        id: 'shop-and-listings',
        heading: 'Your shop and market listings',
        paragraphs: [
          'To appear in the market, create your shop or place from the dashboard: enter its name, category, description, address, contact details and photos, and mark its location on the map.',
          'Then submit a listing and choose how many months it should be displayed. The display fee is shown before you submit and is taken from your wallet. Listings are reviewed before they go live, and you are notified of the outcome. If a listing is rejected, you will see the reason and the fee goes back to your wallet; fix the listing and send it again.',
          'Your list of listings shows each one’s status (awaiting review, published, rejected or ended) and the date its display period ends. You can extend the display period before it runs out.',
        ],
      },
      {
        id: 'orders-and-invoices',
        heading: 'Orders and invoices',
        paragraphs: [
          'When you order a service from Rassam, such as a 3D model or a virtual tour of your premises, an invoice is issued for it. The invoice sets out the work, the price and the delivery time.',
          'Your orders and invoices are listed in your dashboard. Follow each order there from payment to delivery, and view or print an invoice whenever you need it. If you have a question about an order, include its order or invoice number in your ticket.',
        ],
      },
      {
        id: 'support-tickets',
        heading: 'Support tickets',
        paragraphs: [
          'For any question or problem, open a new ticket from the support section of your dashboard. Choose a topic, describe the issue in detail and, if useful, attach a screenshot or the related file. Our reply is added to the same ticket, and if notifications are on, we let you know by SMS or email.',
          'Never put your password or a sign-in code in a ticket. To help us act faster, include these details from the start:',
        ],
        list: [
          'Payment problem: the tracking code, the amount and when you paid.',
          'Failed job or broken result: the tool’s name and roughly when you ran it.',
          'Listing: the listing’s name and the rejection reason you saw.',
          'Order: the order or invoice number.',
        ],
      },
      {
        id: 'settings',
        heading: 'Language, theme and notifications',
        paragraphs: ['In settings you can change:'],
        list: [
          'Language: Persian or English. Your choice is saved to your account and is also used for the messages we send you.',
          'Theme: light, dark, or matching your device’s setting.',
          'Notifications: turn SMS and email notifications on or off separately. Sign-in and verification codes are always sent.',
          'Account: change your name, username, profile picture and password, or switch your phone number or email after confirming with a code.',
        ],
      },
    ],
  },
};
