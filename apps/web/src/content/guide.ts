import type { ContentDocument, ContentLocale } from './types';

export const guide: Record<ContentLocale, ContentDocument> = {
  fa: {
    title: 'راهنمای استفاده از رسام',
    description:
      'راهنمای گام‌به‌گام رسام: ثبت‌نام، کیف پول و سکه، کار با ابزارهای هوش مصنوعی، سه‌بعدی و واقعیت افزوده، تور مجازی، بازار و پشتیبانی.',
    updatedAt: '2026-11-26',
    sections: [
      {
        id: 'getting-started',
        heading: 'شروع کار',
        paragraphs: [
          'برای ساختن حساب، شماره همراه یا ایمیلتان را وارد کنید. یک کد یک‌بارمصرف با پیامک یا ایمیل برایتان فرستاده می‌شود؛ آن را وارد کنید تا شماره یا ایمیلتان تأیید شود. کد فقط چند دقیقه اعتبار دارد و اگر به دستتان نرسید، پس از چند لحظه می‌توانید دوباره درخواستش کنید.',
          'بعد از تأیید، پروفایلتان را کامل کنید:',
        ],
        list: [
          'نام: همان نامی که می‌خواهید در فاکتورها و پیام‌ها ببینید.',
          'نام کاربری: شناسه‌ی یکتای شما که کنار نتیجه‌های عمومی و آگهی‌هایتان دیده می‌شود.',
          'تصویر پروفایل: اختیاری است و کنار نام کاربری‌تان نمایش داده می‌شود.',
          'رمز عبور: اگر رمز عبور بگذارید، می‌توانید بدون منتظر ماندن برای کد هم وارد شوید.',
          'شماره یا ایمیل دوم: اگر با شماره ثبت‌نام کرده‌اید، ایمیل هم اضافه کنید (و برعکس) تا اگر به یکی دسترسی نداشتید، باز هم بتوانید وارد حسابتان شوید.',
        ],
      },
      {
        id: 'signing-in',
        heading: 'ورود به حساب',
        paragraphs: [
          'برای ورود، شماره یا ایمیلتان را وارد کنید و یکی از دو روش را انتخاب کنید: رمز عبور، یا کد یک‌بارمصرفی که برایتان فرستاده می‌شود.',
          'اگر رمز عبورتان را فراموش کرده‌اید، پیوند «رمز عبور را فراموش کرده‌اید؟» را بزنید و با کدی که برایتان فرستاده می‌شود، رمز تازه‌ای بگذارید. پس از چند تلاش ناموفق، ورود برای مدت کوتاهی محدود می‌شود؛ این محدودیت برای محافظت از حساب شماست.',
          'اگر از رایانه‌ی مشترک یا عمومی استفاده می‌کنید، پس از پایان کار حتماً از حساب خارج شوید.',
        ],
      },
      {
        id: 'wallet-and-coins',
        heading: 'کیف پول و سکه',
        paragraphs: [
          'برای افزایش موجودی، به صفحه‌ی کیف پول بروید، یک بسته‌ی سکه را انتخاب کنید یا تعداد سکه‌ی دلخواهتان را بنویسید و درگاه پرداخت را برگزینید. کاربران داخل ایران با کارت بانکی از درگاه زیبال و به تومان پرداخت می‌کنند و کاربران خارج از ایران با پی‌پال و به دلار. پس از پرداخت موفق به رسام برمی‌گردید و سکه‌ها بلافاصله به کیف پولتان اضافه می‌شود.',
          'در سابقه‌ی تراکنش‌ها، هر شارژ، هر مصرف سکه و هر بازگشت سکه با تاریخ و شرح ثبت شده است.',
          'اگر پولی از حسابتان کم شد ولی سکه‌ای اضافه نشد، نگران نباشید. در پرداخت با کارت بانکی معمولاً بانک ظرف ۷۲ ساعت مبلغ را برمی‌گرداند؛ اگر برنگشت یا با پی‌پال پرداخت کرده بودید، کد پیگیری را به support@rassam.app بفرستید.',
        ],
      },
      {
        id: 'using-ai-tools',
        heading: 'کار با ابزارهای هوش مصنوعی',
        paragraphs: [
          'اگر موجودی کیف پولتان برای کاری کافی نباشد، پیش از ارسال به شما گفته می‌شود تا اول موجودی‌تان را افزایش دهید.',
          'همه‌ی ابزارها روال یکسانی دارند:',
        ],
        list: [
          'ابزار را انتخاب کنید: از فهرست ابزارها، کاری را که می‌خواهید، مثل ساخت تصویر از متن یا حذف پس‌زمینه، پیدا کنید. برای ویدیو، صفحه‌ی هر مدل (مثل Kling یا Veo) توضیح می‌دهد که آن مدل برای چه کاری مناسب‌تر است.',
          'ورودی را آماده کنید: پرامپت را بنویسید یا فایل لازم را بارگذاری کنید. بعضی ابزارها هر دو را می‌خواهند.',
          'تنظیمات را انتخاب کنید: مثلاً مدل، نسبت تصویر، مدت ویدیو یا ضریب افزایش کیفیت.',
          'قیمت را ببینید: هزینه‌ی کار به سکه، بر اساس تنظیماتی که انتخاب کرده‌اید، پیش از ارسال نمایش داده می‌شود.',
          'ارسال کنید: با زدن دکمه‌ی ساخت، کار ثبت می‌شود و هزینه‌اش از کیف پولتان کم می‌شود.',
        ],
      },
      {
        id: 'following-jobs',
        heading: 'پیگیری کار و دریافت نتیجه',
        paragraphs: [
          'پس از ارسال، وضعیت کار را در همان صفحه و در سابقه‌ی طرح‌هایتان می‌بینید: در صف، در حال ساخت، آماده یا ناموفق. لازم نیست صفحه را باز نگه دارید؛ ساخت ادامه پیدا می‌کند و هر وقت برگردید، نتیجه در سابقه‌ی طرح‌هایتان منتظرتان است. ساخت تصویر معمولاً زود تمام می‌شود، ولی ویدیو و مدل سه‌بعدی ممکن است چند دقیقه طول بکشد.',
          'وقتی کار تمام شد، نتیجه را ببینید، دانلود کنید یا پیوندش را به اشتراک بگذارید. اگر کار ناموفق شود، سکه‌اش خودکار به کیف پولتان برمی‌گردد و می‌توانید با تنظیمات دیگری دوباره امتحان کنید.',
        ],
      },
      {
        id: 'models-and-ar',
        heading: 'مدل سه‌بعدی و واقعیت افزوده',
        paragraphs: [
          'هر مدل سه‌بعدی صفحه‌ی نمایش خودش را دارد. در این صفحه می‌توانید مدل را با ماوس یا انگشت بچرخانید، بزرگ‌نمایی و کوچک‌نمایی کنید و از زاویه‌های مختلف ببینید.',
          'برای دیدن مدل در فضای واقعی، صفحه‌ی مدل را روی گوشی باز کنید و دکمه‌ی «دیدن در فضای خودتان» را بزنید. دوربین باز می‌شود؛ دوربین گوشی را رو به کف اتاق یا سطح میز بگیرید و آرام حرکت دهید تا سطح شناسایی شود و مدل در اندازه‌ی واقعی روی آن قرار بگیرد. روی اندروید قالب GLB و روی آیفون قالب USDZ به کار می‌رود و لازم نیست برنامه‌ی جداگانه‌ای نصب کنید؛ فقط گوشی باید از واقعیت افزوده پشتیبانی کند.',
          'نمایش مدل در سایت خودتان با کد جاسازی به‌زودی اضافه می‌شود. فعلاً می‌توانید طرح را به اشتراک بگذارید و پیوند صفحه‌ی آن را برای دیگران بفرستید.',
        ],
      },
      {
        id: 'virtual-tours',
        heading: 'تور مجازی',
        paragraphs: [
          'ساخت تور مجازی به‌زودی به پنل کاربری اضافه می‌شود؛ این بخش می‌گوید چطور کار خواهد کرد. تور مجازی از یک یا چند عکس پانورامای ۳۶۰ درجه ساخته می‌شود. برای هر بخش از مکان، مثلاً ورودی، سالن و آشپزخانه، یک عکس پانوراما بارگذاری کنید و بخش‌ها را به هم پیوند دهید تا بازدیدکننده بتواند از یکی به دیگری برود.',
          'بازدیدکننده روی رایانه با کشیدن ماوس و روی گوشی با کشیدن انگشت، اطرافش را می‌بیند. تور را می‌توانید به آگهی‌تان در بازار وصل کنید یا با پیوند و کد جاسازی به اشتراک بگذارید.',
          'برای عکس پانوراما از دوربین ۳۶۰ درجه یا حالت پانورامای کامل گوشی روی سه‌پایه استفاده کنید. دوربین را در ارتفاع چشم و وسط فضا بگذارید و در نور یکنواخت عکس بگیرید.',
        ],
      },
      {
        id: 'shop-and-listings',
        heading: 'فروشگاه و آگهی در بازار',
        paragraphs: [
          'برای حضور در بازار، از پنل کاربری فروشگاه یا مکان خود را بسازید: نام، دسته‌بندی، توضیحات، نشانی، راه‌های تماس و عکس‌ها را وارد کنید و موقعیت را روی نقشه مشخص کنید.',
          'سپس آگهی را ثبت کنید، تعداد ماه‌های نمایش را انتخاب کنید و هزینه‌ی نمایش را با سکه بپردازید؛ هزینه پیش از پرداخت نشان داده می‌شود. آگهی پیش از انتشار بررسی می‌شود و نتیجه‌ی بررسی را در فهرست آگهی‌هایتان می‌بینید. اگر آگهی رد شود، دلیلش کنار آگهی نوشته می‌شود و هزینه‌ی نمایش به کیف پولتان برمی‌گردد. آگهی ردشده دیگر قابل ویرایش نیست؛ با در نظر گرفتن دلیل رد، آگهی تازه‌ای ثبت کنید.',
          'وضعیت هر آگهی (پیش‌نویس، در انتظار بررسی، فعال، منقضی‌شده، ردشده یا غیرفعال) و تاریخ پایان نمایش آن در فهرست آگهی‌هایتان دیده می‌شود. پیش از پایان مدت می‌توانید نمایش را تمدید کنید.',
        ],
      },
      {
        id: 'orders-and-invoices',
        heading: 'سفارش‌ها و فاکتورها',
        paragraphs: [
          'برای هر افزایش موجودی فاکتور صادر می‌شود. فاکتورها را در کیف پول، بخش «سوابق افزایش موجودی»، می‌بینید و هر وقت لازم شد می‌توانید چاپ کنید.',
          'سفارش خدمات از خود رسام، مثل ساخت مدل سه‌بعدی یا تور مجازی از مکانتان، به‌زودی اضافه می‌شود. برای هر سفارش هم فاکتوری با شرح کار، مبلغ و زمان تحویل صادر خواهد شد. اگر درباره‌ی پرداختی سؤال دارید، شماره‌ی فاکتور یا کد پیگیری را در پیامتان بنویسید.',
        ],
      },
      {
        id: 'support-tickets',
        heading: 'پشتیبانی',
        paragraphs: [
          'برای هر سؤال یا مشکلی، به support@rassam.app ایمیل بزنید. مشکل را با جزئیات بنویسید و اگر لازم است، تصویر صفحه یا فایل مرتبط را پیوست کنید؛ شماره یا ایمیلی را که با آن ثبت‌نام کرده‌اید هم بنویسید. ثبت تیکت پشتیبانی از پنل کاربری به‌زودی اضافه می‌شود.',
          'هرگز رمز عبور یا کد ورودتان را برای کسی نفرستید. برای پیگیری سریع‌تر، این اطلاعات را از همان اول بنویسید:',
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
        heading: 'زبان، ظاهر و اعلان‌ها',
        paragraphs: ['زبان، ظاهر و اعلان‌ها را در بخش تنظیمات و مشخصات حسابتان را در صفحه‌ی پروفایل تغییر می‌دهید:'],
        list: [
          'زبان: فارسی یا انگلیسی. زبان انتخاب‌شده روی حسابتان ذخیره می‌شود و برای پیام‌هایی که برایتان می‌فرستیم هم به کار می‌رود.',
          'ظاهر: روشن، تیره یا هماهنگ با دستگاه.',
          'اعلان‌ها: دریافت اعلان با پیامک و با ایمیل را جداگانه روشن یا خاموش کنید. کدهای ورود و تأیید همیشه فرستاده می‌شوند.',
          'پروفایل: نام، نام کاربری، تصویر پروفایل و رمز عبور را از صفحه‌ی پروفایل تغییر دهید و شماره و ایمیلتان را همان‌جا با تأیید کد عوض کنید.',
        ],
      },
    ],
  },
  en: {
    title: 'Rassam user guide',
    description:
      'A step-by-step guide to Rassam: signing up, wallet and coins, using the AI tools, 3D and AR, virtual tours, the market and support.',
    updatedAt: '2026-11-26',
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
          'If you have forgotten your password, choose “Forgot your password?” and set a new one using the code we send you. After several failed attempts, sign-in is paused for a short while; this protects your account.',
          'If you are using a shared or public computer, always sign out when you are done.',
        ],
      },
      {
        id: 'wallet-and-coins',
        heading: 'Wallet and coins',
        paragraphs: [
          'To top up, go to the wallet page, pick a coin package or enter the number of coins you want, and choose a payment gateway. Customers in Iran pay with a bank card through the Zibal gateway; customers outside Iran pay with PayPal in US dollars. After a successful payment you return to Rassam, and the coins are added to your wallet right away.',
          'Your transaction history lists every top-up, every coin spent and every coin refunded, with its date and a description.',
          'If money left your account but no coins were added, don’t worry. For bank card payments the bank usually reverses the charge within 72 hours; if it does not, or if you paid with PayPal, send the tracking code to support@rassam.app.',
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
          'Pick the settings: for example the model, aspect ratio, video length or upscale factor.',
          'Check the price: the cost in coins, based on the settings you chose, is shown before you submit.',
          'Submit: press the create button; the job is queued and its cost is taken from your wallet.',
        ],
      },
      {
        id: 'following-jobs',
        heading: 'Following a job and getting the result',
        paragraphs: [
          'After you submit, you can follow the job on the same page and in your design history: in the queue, running, done or failed. You do not need to keep the page open; the job carries on, and the result waits for you in your design history. Images are usually ready quickly, while videos and 3D models can take a few minutes.',
          'When the job is done, view the result, download it or share its link. If a job fails, its coins go back to your wallet automatically, and you can try again with different settings.',
        ],
      },
      {
        id: 'models-and-ar',
        heading: '3D models and augmented reality',
        paragraphs: [
          'Every 3D model has its own viewer page, where you can rotate it with your mouse or finger, zoom in and out, and look at it from every angle.',
          'To see a model in your real surroundings, open its page on your phone and tap “View in your space”. The camera opens; move the phone slowly over the floor or a table until the surface is detected and the model appears on it at real size. Android uses the GLB format and iPhone uses USDZ, and you do not need to install a separate app; your phone just needs to support augmented reality.',
          'Showing a model on your own website with an embed code is coming soon. For now you can share the design and send others the link to its page.',
        ],
      },
      {
        id: 'virtual-tours',
        heading: 'Virtual tours',
        paragraphs: [
          'Making virtual tours is coming to the dashboard soon; this section tells you how they will work. A virtual tour is built from one or more 360° panoramic photos. Upload a panorama for each part of the place, such as the entrance, the hall and the kitchen, and link the parts together so visitors can move from one to the next.',
          'Visitors look around by dragging with the mouse on a computer, or with a finger on a phone. You can attach a tour to your market listing, or share it with a link and an embed code.',
          'For the panoramas, use a 360° camera or your phone’s full panorama mode on a tripod. Place the camera at eye level in the middle of the space, and shoot in even light.',
        ],
      },
      {
        id: 'shop-and-listings',
        heading: 'Your shop and market listings',
        paragraphs: [
          'To appear in the market, create your shop or place from the dashboard: enter its name, category, description, address, contact details and photos, and mark its location on the map.',
          'Then save a listing, choose how many months it should be displayed and pay the display fee in coins; the fee is shown before you pay. Listings are reviewed before they go live, and your list of listings shows the outcome. If a listing is rejected, the reason is shown beside it and the display fee goes back to your wallet. A rejected listing can no longer be edited: create a new listing that takes the reason into account.',
          'Your list of listings shows each one’s status (draft, awaiting review, active, expired, rejected or disabled) and the date its display period ends. You can extend the display period before it runs out.',
        ],
      },
      {
        id: 'orders-and-invoices',
        heading: 'Orders and invoices',
        paragraphs: [
          'Every top-up gets an invoice. Find your invoices in your wallet, under “Top-up history”, and print one whenever you need it.',
          'Ordering services from Rassam itself, such as a 3D model or a virtual tour of your premises, is coming soon; each order will get an invoice that sets out the work, the price and the delivery time. If you have a question about a payment, include its invoice number or tracking code in your message.',
        ],
      },
      {
        id: 'support-tickets',
        heading: 'Support',
        paragraphs: [
          'For any question or problem, email support@rassam.app. Describe the issue in detail and, if useful, attach a screenshot or the related file; include the phone number or email you signed up with. Support tickets in the dashboard are coming soon.',
          'Never send anyone your password or a sign-in code. To help us act faster, include these details from the start:',
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
        heading: 'Language, appearance and notifications',
        paragraphs: [
          'Change language, appearance and notifications in settings, and your account details on your profile page:',
        ],
        list: [
          'Language: Persian or English. Your choice is saved to your account and is also used for the messages we send you.',
          'Appearance: light, dark, or matching your device.',
          'Notifications: turn SMS and email notifications on or off separately. Sign-in and verification codes are always sent.',
          'Profile: change your name, username, profile picture and password on your profile page, and switch your phone number or email there after confirming with a code.',
        ],
      },
    ],
  },
};
