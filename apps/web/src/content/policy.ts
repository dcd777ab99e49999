import type { ContentDocument, ContentLocale } from './types';

export const policy: Record<ContentLocale, ContentDocument> = {
  fa: {
    title: 'سیاست حریم خصوصی',
    description:
      'رسام چه اطلاعاتی از شما جمع می‌کند، چرا و تا کی نگه می‌دارد، با چه کسانی به اشتراک می‌گذارد و شما چه حقی بر اطلاعاتتان دارید.',
    updatedAt: '2026-11-26',
    sections: [
      {
        id: 'introduction',
        heading: 'مقدمه',
        paragraphs: [
          'این سند توضیح می‌دهد که رسام هنگام استفاده‌ی شما از وب‌سایت و خدماتش چه اطلاعاتی جمع می‌کند، با آن‌ها چه می‌کند و شما چه اختیاری بر اطلاعاتتان دارید. گرداننده‌ی رسام شرکتی مستقر در ایران است و مسئولیت نگهداری اطلاعاتی که در این سند آمده، بر عهده‌ی همین شرکت است.',
          'سعی کرده‌ایم این متن را ساده و روشن بنویسیم. این سیاست در کنار «قوانین و مقررات» خوانده می‌شود. اگر بخشی از آن برایتان روشن نیست، از راه تیکت پشتیبانی یا ایمیل بپرسید.',
        ],
      },
      {
        id: 'information-we-collect',
        heading: 'چه اطلاعاتی جمع می‌کنیم؟',
        paragraphs: [
          'فقط اطلاعاتی را جمع می‌کنیم که برای ساختن حساب، اجرای کارهای شما و امن نگه داشتن سامانه لازم است:',
        ],
        list: [
          'اطلاعات حساب: شماره همراه یا ایمیل (یا هر دو)، نام، نام کاربری، تصویر پروفایل و رمز عبور. رمز عبور هیچ‌وقت به شکل اصلی ذخیره نمی‌شود؛ توضیحش در بخش امنیت آمده است.',
          'ورودی‌های ابزارها: پرامپت‌ها، متن‌ها و فایل‌هایی که برای اجرای یک کار بارگذاری می‌کنید، مثل عکس، ویدیو، طرح دستی یا ماسک.',
          'نتیجه‌ها: تصاویر، ویدیوها، صداها و مدل‌های سه‌بعدی که ابزارها برایتان می‌سازند، همراه با تنظیمات و وضعیت هر کار.',
          'اطلاعات بازار: نام و مشخصات فروشگاه یا مکان، دسته‌بندی، نشانی، موقعیت روی نقشه، عکس‌ها و تورهای مجازی که برای آگهی ثبت می‌کنید.',
          'سوابق مالی: شارژهای کیف پول، مبلغ و واحد پول، کد پیگیری درگاه، مصرف و بازگشت سکه، سفارش‌ها و فاکتورها.',
          'مکاتبات: متن تیکت‌های پشتیبانی و فایل‌هایی که به آن‌ها پیوست می‌کنید.',
          'اطلاعات فنی: نشانی آی‌پی، نوع مرورگر و دستگاه، زمان ورود و خروج و گزارش خطاها.',
        ],
      },
      {
        id: 'payments',
        heading: 'اطلاعات پرداخت',
        paragraphs: [
          'شارژ کیف پول از داخل ایران با درگاه زیبال و از خارج از ایران با پی‌پال انجام می‌شود. شماره‌ی کارت، رمز دوم، تاریخ انقضا و دیگر اطلاعات کارت را مستقیم در صفحه‌ی درگاه وارد می‌کنید و این اطلاعات هیچ‌وقت به سرورهای رسام نمی‌رسد.',
          'از درگاه فقط نتیجه‌ی پرداخت را دریافت می‌کنیم: مبلغ، وضعیت، زمان و کد پیگیری. اگر درگاه شماره‌ی کارت را به شکل پوشیده (مثلاً فقط چهار رقم آخر) برگرداند، آن را فقط برای پیگیری همان پرداخت نگه می‌داریم.',
        ],
      },
      {
        id: 'cookies-and-logs',
        heading: 'کوکی‌ها و گزارش‌های فنی',
        paragraphs: [
          'سرورهای ما برای امنیت و رفع خطا، گزارش‌های فنی مثل نشانی آی‌پی، زمان درخواست و نوع مرورگر را ثبت می‌کنند. این گزارش‌ها برای شناسایی ورودهای مشکوک، جلوگیری از سوءاستفاده و پیدا کردن خطاها به کار می‌روند.',
          'در حال حاضر از کوکی تبلیغاتی یا ابزار ردیابی شخص ثالث استفاده نمی‌کنیم. اگر روزی چنین تغییری لازم شود، پیش از آن همین سیاست را به‌روز می‌کنیم. رسام فقط این دو کوکی را به کار می‌برد که برای کار کردن سایت لازم‌اند:',
        ],
        list: [
          'کوکی user_session: پس از ورود، شما را وارد نگه می‌دارد. اسکریپت‌های صفحه به این کوکی دسترسی ندارند و با خروج از حساب یا پایان اعتبار نشست، از کار می‌افتد.',
          'کوکی زبان: زبانی را که انتخاب کرده‌اید (فارسی یا انگلیسی) به خاطر می‌سپارد تا در بازدید بعدی لازم نباشد دوباره انتخابش کنید.',
        ],
      },
      {
        id: 'how-we-use-information',
        heading: 'از اطلاعات شما چه استفاده‌ای می‌کنیم؟',
        paragraphs: [
          'از پرامپت‌ها، فایل‌ها و نتیجه‌های خصوصی شما برای تبلیغات استفاده نمی‌کنیم و آن‌ها را به کسی نمی‌فروشیم.',
          'اطلاعات شما فقط برای این کارها به کار می‌رود:',
        ],
        list: [
          'ساختن و اداره‌ی حساب، تأیید شماره یا ایمیل و فرستادن کد یک‌بارمصرف.',
          'اجرای کارهایی که در ابزارها ثبت می‌کنید و نگه داشتن نتیجه‌ها در حسابتان.',
          'ثبت پرداخت‌ها، محاسبه‌ی موجودی سکه، بازگرداندن سکه‌ی کارهای ناموفق و صدور فاکتور.',
          'بررسی و نمایش آگهی‌های بازار و پاسخ به تیکت‌های پشتیبانی.',
          'فرستادن اعلان‌های لازم، مثل پایان یک کار، پاسخ تیکت یا نتیجه‌ی بررسی آگهی، از راه پیامک یا ایمیل و بسته به تنظیمات شما.',
          'حفظ امنیت، جلوگیری از تقلب و سوءاستفاده و پایبندی به قانون.',
          'بهتر کردن رسام با آمار کلی و بی‌نام، مثل این‌که کدام ابزارها بیشتر استفاده می‌شوند.',
        ],
      },
      {
        id: 'retention',
        heading: 'اطلاعات را تا کی نگه می‌داریم؟',
        paragraphs: [
          'هر نوع اطلاعات را فقط تا وقتی نگه می‌داریم که برای هدفش لازم باشد. نسخه‌های پشتیبان در چرخه‌ی عادی خود بازنویسی می‌شوند؛ بنابراین اطلاعات حذف‌شده حداکثر ۹۰ روز بعد از نسخه‌های پشتیبان هم پاک می‌شود.',
          'مدت نگهداری هر دسته از اطلاعات این است:',
        ],
        list: [
          'اطلاعات حساب و تیکت‌ها: تا وقتی حسابتان فعال است. پس از حذف حساب، ظرف ۳۰ روز از سامانه‌های اصلی پاک می‌شود.',
          'ورودی‌ها، نتیجه‌ها و آگهی‌ها: تا وقتی خودتان حذفشان نکنید یا حسابتان را نبندید.',
          'سوابق مالی و فاکتورها: تا زمانی که قوانین مالیاتی و حسابداری لازم می‌داند، حتی پس از حذف حساب.',
          'گزارش‌های فنی: حداکثر ۹۰ روز، مگر این‌که برای بررسی یک حادثه‌ی امنیتی یا سوءاستفاده لازم باشد.',
          'کدهای یک‌بارمصرف: فقط چند دقیقه اعتبار دارند و پس از مصرف یا انقضا دیگر کاربردی ندارند.',
        ],
      },
      {
        id: 'sharing',
        heading: 'اطلاعات را با چه کسانی به اشتراک می‌گذاریم؟',
        paragraphs: [
          'اطلاعات شخصی شما را نمی‌فروشیم. فقط در این موارد و فقط به اندازه‌ی لازم، بخشی از اطلاعات در اختیار دیگران قرار می‌گیرد:',
        ],
        list: [
          'درگاه‌های پرداخت (زیبال و پی‌پال): مبلغ و شناسه‌ی سفارش برای انجام پرداخت. آنچه در صفحه‌ی درگاه وارد می‌کنید، تابع سیاست حریم خصوصی همان درگاه است.',
          'سرویس‌های ارسال پیامک و ایمیل: شماره همراه یا ایمیل و متن پیام، برای فرستادن کد یک‌بارمصرف و اعلان‌ها.',
          'ارائه‌دهندگان هوش مصنوعی: برخی ابزارها روی سرویس شرکت‌های دیگر اجرا می‌شوند. برای هر کار فقط ورودی‌های همان کار (پرامپت، فایل‌ها و تنظیمات) فرستاده می‌شود، نه نام، شماره یا ایمیل شما. ممکن است این سرویس‌ها بیرون از ایران باشند.',
          'کاربران دیگر: فقط آنچه خودتان عمومی می‌کنید، مثل نتیجه‌هایی که به اشتراک گذاشته‌اید یا آگهی‌های تأییدشده، همراه با نام کاربری و تصویر پروفایلتان.',
          'مراجع قانونی: فقط وقتی قانون یا حکم مرجع قضایی صالح ما را به این کار ملزم کند.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'حقوق شما',
        paragraphs: [
          'اطلاعات شما متعلق به خودتان است. به درخواست‌های حذف حساب و دریافت نسخه حداکثر ظرف ۳۰ روز پاسخ می‌دهیم. برای اطمینان از این‌که درخواست از طرف خود شماست، ممکن است هویتتان را با کد یک‌بارمصرف تأیید کنیم. سوابق مالی‌ای که قانون نگهداری‌شان را لازم می‌داند، با حذف حساب پاک نمی‌شوند.',
          'این اختیارها را دارید:',
        ],
        list: [
          'دیدن: اطلاعات حساب، سابقه‌ی طرح‌ها، تراکنش‌ها و فاکتورهایتان را هر وقت بخواهید در پنل کاربری می‌بینید.',
          'اصلاح: نام، نام کاربری، تصویر پروفایل، رمز عبور، شماره یا ایمیل را از صفحه‌ی پروفایل تغییر دهید. تغییر شماره یا ایمیل با کد تأیید انجام می‌شود.',
          'حذف: هر نتیجه یا فایل را جداگانه حذف کنید. برای بستن و حذف کامل حساب، از راه تیکت پشتیبانی درخواست دهید.',
          'دریافت نسخه: با ثبت تیکت، نسخه‌ای از اطلاعات حساب و فهرست کارها و تراکنش‌هایتان را در قالبی استاندارد و قابل خواندن با رایانه دریافت کنید.',
          'انتخاب اعلان‌ها: اعلان‌های پیامکی و ایمیلی را در تنظیمات روشن یا خاموش کنید. پیام‌های ضروری، مثل کد ورود، همیشه فرستاده می‌شوند.',
        ],
      },
      {
        id: 'security',
        heading: 'امنیت اطلاعات',
        paragraphs: [
          'هیچ سامانه‌ای صددرصد امن نیست و شما هم در امنیت حسابتان سهم دارید: رمز عبوری قوی انتخاب کنید که جای دیگری از آن استفاده نکرده‌اید، کد یک‌بارمصرف را به هیچ‌کس ندهید، حتی به کسی که خود را پشتیبان رسام معرفی می‌کند، و اگر در حسابتان فعالیت مشکوکی دیدید، فوراً رمز عبورتان را عوض کنید و به ما خبر دهید.',
          'اگر حادثه‌ای امنیتی اطلاعات شما را در معرض خطر قرار دهد، در اولین فرصت از راه پیامک یا ایمیل به شما اطلاع می‌دهیم. از طرف ما، این کارها برای محافظت از اطلاعاتتان انجام می‌شود:',
        ],
        list: [
          'رمز عبور هرگز به شکل اصلی ذخیره نمی‌شود؛ فقط هش آن با الگوریتمی یک‌طرفه نگه داشته می‌شود و حتی کارکنان رسام هم نمی‌توانند آن را ببینند.',
          'کدهای یک‌بارمصرف هم به شکل هش‌شده ذخیره می‌شوند، فقط چند دقیقه اعتبار دارند و دفعات وارد کردنشان محدود است.',
          'تعداد تلاش‌ها برای ورود و درخواست کد محدود است تا حدس زدن رمز یا کد عملاً ممکن نباشد.',
          'ارتباط مرورگر شما با رسام رمزنگاری‌شده است و کوکی نشست از دسترس اسکریپت‌های صفحه دور است.',
          'فقط کارکنانی که برای پشتیبانی یا مدیریت به اطلاعات نیاز دارند، به آن دسترسی دارند.',
        ],
      },
      {
        id: 'children',
        heading: 'کودکان',
        paragraphs: [
          'رسام برای کودکان زیر ۱۳ سال ساخته نشده است و آگاهانه از آن‌ها اطلاعاتی جمع نمی‌کنیم. کاربران زیر ۱۸ سال فقط با اجازه و زیر نظر پدر، مادر یا سرپرست قانونی‌شان از رسام استفاده کنند و پرداخت‌ها باید با رضایت آن‌ها انجام شود.',
          'اگر فکر می‌کنید کودکی بدون اجازه حساب ساخته است، به support@rassam.app خبر دهید تا حساب و اطلاعاتش را حذف کنیم. لطفاً عکس کودکان دیگران را هم بدون اجازه‌ی سرپرستشان در ابزارها بارگذاری نکنید.',
        ],
      },
      {
        id: 'changes',
        heading: 'تغییر این سیاست',
        paragraphs: [
          'ممکن است با تغییر خدمات یا قوانین، این سیاست را به‌روز کنیم. تاریخ آخرین به‌روزرسانی همیشه در همین صفحه درج شده است.',
          'اگر تغییر مهمی در کار باشد، مثلاً نوع تازه‌ای از اطلاعات را جمع کنیم یا اطلاعات را با گروه تازه‌ای به اشتراک بگذاریم، پیش از اجرای تغییر از راه ایمیل، پیامک یا اعلان در پنل کاربری به شما خبر می‌دهیم.',
        ],
      },
      {
        id: 'contact',
        heading: 'ارتباط با ما',
        paragraphs: [
          'برای هر پرسش یا درخواستی درباره‌ی اطلاعاتتان، از پنل کاربری تیکت پشتیبانی ثبت کنید. اگر به حسابتان دسترسی ندارید، به support@rassam.app ایمیل بزنید و شماره یا ایمیلی را که با آن ثبت‌نام کرده‌اید بنویسید.',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy Policy',
    description:
      'What Rassam collects about you, why, how long we keep it, who we share it with, and the rights you have over your data.',
    updatedAt: '2026-11-26',
    sections: [
      {
        id: 'introduction',
        heading: 'Introduction',
        paragraphs: [
          'This policy explains what information Rassam collects when you use our website and services, what we do with it, and what control you have over it. Rassam is run by a company based in Iran, which is responsible for the information described here.',
          'We have tried to keep this text plain and clear. It should be read together with our Terms of Use. If anything here is unclear, ask us through a support ticket or by email.',
        ],
      },
      {
        id: 'information-we-collect',
        heading: 'What we collect',
        paragraphs: ['We only collect what we need to create your account, run your jobs and keep the service secure:'],
        list: [
          'Account details: your mobile number or email address (or both), name, username, profile picture and password. Your password is never stored as you typed it; see the Security section.',
          'Tool inputs: the prompts, text and files you upload to run a job, such as photos, videos, sketches or masks.',
          'Results: the images, videos, audio and 3D models the tools create for you, together with each job’s settings and status.',
          'Market details: the name and details of your shop or place, its category, address, map location, photos and virtual tours you add to a listing.',
          'Payment records: wallet top-ups, amount and currency, the gateway’s tracking code, coins spent and refunded, orders and invoices.',
          'Correspondence: the text of your support tickets and any files you attach.',
          'Technical data: IP address, browser and device type, sign-in and sign-out times, and error reports.',
        ],
      },
      {
        id: 'payments',
        heading: 'Payment information',
        paragraphs: [
          'Top-ups from Iran go through the Zibal gateway, and top-ups from outside Iran go through PayPal. You enter your card number, PIN, expiry date and other card details directly on the gateway’s page, and they never reach Rassam’s servers.',
          'From the gateway we only receive the outcome of the payment: the amount, status, time and tracking code. If the gateway returns a masked card number (for example, only the last four digits), we keep it solely to follow up on that payment.',
        ],
      },
      {
        id: 'cookies-and-logs',
        heading: 'Cookies and technical logs',
        paragraphs: [
          'For security and troubleshooting, our servers log technical data such as IP address, request time and browser type. These logs help us spot suspicious sign-ins, prevent abuse and find bugs.',
          'We do not currently use advertising cookies or third-party trackers. If that ever needs to change, we will update this policy first. Rassam uses only these two cookies, both needed for the site to work:',
        ],
        list: [
          'The user_session cookie keeps you signed in. Scripts on the page cannot read it, and it stops working when you sign out or the session expires.',
          'The language cookie remembers the language you chose (Persian or English), so you do not have to pick it again on your next visit.',
        ],
      },
      {
        id: 'how-we-use-information',
        heading: 'How we use your information',
        paragraphs: [
          'We do not use your private prompts, files or results for advertising, and we do not sell them to anyone.',
          'We use your information only to:',
        ],
        list: [
          'create and manage your account, verify your phone number or email, and send one-time codes;',
          'run the jobs you submit and keep the results in your account;',
          'record payments, keep your coin balance, refund coins for failed jobs and issue invoices;',
          'review and display market listings and answer support tickets;',
          'send necessary notifications, such as a finished job, a ticket reply or a listing review outcome, by SMS or email depending on your settings;',
          'keep the service secure, prevent fraud and abuse, and comply with the law;',
          'improve Rassam using aggregate, anonymous statistics, such as which tools are used most.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        paragraphs: [
          'We keep each kind of information only as long as it serves its purpose. Backups are overwritten in their normal cycle, so deleted information also disappears from backups within 90 days at most.',
          'Here is how long we keep each kind:',
        ],
        list: [
          'Account details and tickets: while your account is active. After the account is deleted, they are removed from our main systems within 30 days.',
          'Inputs, results and listings: until you delete them or close your account.',
          'Payment records and invoices: for as long as tax and accounting law requires, even after the account is deleted.',
          'Technical logs: up to 90 days, unless they are needed to investigate a security incident or abuse.',
          'One-time codes: valid for only a few minutes and useless once used or expired.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Who we share it with',
        paragraphs: [
          'We do not sell your personal information. We share part of it only in the following cases, and only as much as is needed:',
        ],
        list: [
          'Payment gateways (Zibal and PayPal): the amount and order reference needed to process a payment. Whatever you enter on the gateway’s page is covered by that gateway’s own privacy policy.',
          'SMS and email providers: your mobile number or email address and the message text, to deliver one-time codes and notifications.',
          'AI providers: some tools run on other companies’ services. For each job we send only that job’s inputs (prompt, files and settings), never your name, phone number or email. These providers may be located outside Iran.',
          'Other users: only what you make public yourself, such as results you share or approved listings, shown with your username and profile picture.',
          'Legal authorities: only when the law or an order from a competent court requires us to.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        paragraphs: [
          'Your information belongs to you. We respond to account deletion and export requests within 30 days at most. To make sure a request really comes from you, we may ask you to confirm it with a one-time code. Payment records that the law requires us to keep are not erased when an account is deleted.',
          'You can:',
        ],
        list: [
          'See it: your account details, design history, transactions and invoices are available in your dashboard at any time.',
          'Correct it: change your name, username, profile picture, password, phone number or email on your profile page. Changing your phone number or email requires a verification code.',
          'Delete it: remove any result or file individually. To close and fully delete your account, send a request through a support ticket.',
          'Export it: open a ticket to receive a copy of your account details and a list of your jobs and transactions in a standard, machine-readable format.',
          'Choose your notifications: turn SMS and email notifications on or off in settings. Essential messages, such as sign-in codes, are always sent.',
        ],
      },
      {
        id: 'security',
        heading: 'Security',
        paragraphs: [
          'No system is perfectly secure, and you play a part in keeping your account safe: choose a strong password that you do not use anywhere else, never give your one-time code to anyone (even someone who claims to be Rassam support), and if you notice anything suspicious in your account, change your password straight away and let us know.',
          'If a security incident puts your information at risk, we will tell you by SMS or email as soon as possible. On our side, to protect your information we:',
        ],
        list: [
          'never store your password as is: we keep only a one-way hash, which not even Rassam staff can turn back into your password;',
          'store one-time codes hashed as well; they are valid for only a few minutes and can be tried only a limited number of times;',
          'limit sign-in attempts and code requests, so that guessing a password or code is not practical;',
          'encrypt the connection between your browser and Rassam, and keep the session cookie out of reach of page scripts;',
          'give access to your information only to staff who need it for support or administration.',
        ],
      },
      {
        id: 'children',
        heading: 'Children',
        paragraphs: [
          'Rassam is not designed for children under 13, and we do not knowingly collect their information. Users under 18 should use Rassam only with the permission and supervision of a parent or legal guardian, and payments must be made with their consent.',
          'If you believe a child has created an account without permission, tell us at support@rassam.app and we will delete the account and its data. Please also do not upload photos of other people’s children to the tools without their guardian’s permission.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        paragraphs: [
          'We may update this policy as our services or the law change. The date of the latest update is always shown on this page.',
          'If a change is significant, for example if we start collecting a new kind of information or sharing it with a new kind of recipient, we will let you know by email, SMS or a notice in your dashboard before the change takes effect.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact us',
        paragraphs: [
          'For any question or request about your information, open a support ticket from your dashboard. If you cannot get into your account, email support@rassam.app and include the phone number or email address you signed up with.',
        ],
      },
    ],
  },
};
