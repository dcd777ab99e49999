import type { ContentDocument, ContentLocale } from './types';

export const terms: Record<ContentLocale, ContentDocument> = {
  fa: {
    title: 'قوانین و مقررات',
    description:
      'قواعد استفاده از رسام: حساب کاربری، استفاده‌ی مجاز، سکه و پرداخت، مالکیت محتوا، آگهی‌های بازار، مسئولیت‌ها و حل اختلاف.',
    updatedAt: '2026-11-26',
    sections: [
      {
        id: 'acceptance',
        heading: 'پذیرش شرایط',
        paragraphs: [
          'این شرایط، قواعد استفاده از وب‌سایت و خدمات رسام را مشخص می‌کند. رسام را شرکتی مستقر در ایران اداره می‌کند که در این متن «ما» نامیده می‌شود. با ساختن حساب یا استفاده از هر بخش رسام، این شرایط و «سیاست حریم خصوصی» را می‌پذیرید. اگر با آن‌ها موافق نیستید، لطفاً از رسام استفاده نکنید.',
          'کودکان زیر ۱۳ سال نباید حساب بسازند. اگر کمتر از ۱۸ سال دارید، فقط با اجازه و زیر نظر پدر، مادر یا سرپرست قانونی‌تان از رسام استفاده کنید. اگر حساب را برای یک شرکت یا کسب‌وکار می‌سازید، تأیید می‌کنید که اختیار پذیرفتن این شرایط را از طرف آن دارید.',
        ],
      },
      {
        id: 'account-and-security',
        heading: 'حساب کاربری و امنیت',
        paragraphs: [
          'ثبت‌نام با شماره همراه یا ایمیل و تأیید آن با کد یک‌بارمصرف انجام می‌شود. اطلاعاتی که وارد می‌کنید باید درست و متعلق به خودتان باشد. حساب کاربری قابل فروش یا واگذاری به دیگری نیست.',
          'نگهداری رمز عبور و کدهای یک‌بارمصرف بر عهده‌ی شماست و تا وقتی به ما خبر نداده‌اید، مسئولیت هر کاری که با حسابتان انجام شود با شماست. اگر فکر می‌کنید کس دیگری به حسابتان دسترسی پیدا کرده، فوراً رمز عبور را عوض کنید و از راه تیکت پشتیبانی به ما اطلاع دهید.',
          'رسام هرگز رمز عبور یا کد ورود شما را از شما نمی‌پرسد؛ نه در تیکت، نه با تلفن و نه با پیام.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'استفاده‌ی مجاز',
        paragraphs: [
          'از رسام فقط برای کارهای قانونی استفاده کنید؛ یعنی کارهایی که هم طبق قوانین جمهوری اسلامی ایران و هم طبق قوانین کشوری که در آن زندگی می‌کنید مجاز باشد.',
          'اگر این قواعد رعایت نشود، ممکن است محتوا را حذف کنیم، کار را متوقف کنیم یا حسابتان را تعلیق کنیم. این کارها در رسام ممنوع است:',
        ],
        list: [
          'ساختن، بارگذاری یا انتشار محتوای غیرقانونی، از جمله هر محتوای جنسی که به کودکان و نوجوانان مربوط باشد، ترویج خشونت یا تروریسم و هر چیزی که قانون منع کرده است.',
          'نقض حقوق دیگران: استفاده از آثار، عکس‌ها، نشان‌های تجاری یا طرح‌هایی که حق استفاده از آن‌ها را ندارید.',
          'نقض حریم خصوصی: بارگذاری عکس، صدا یا اطلاعات شخصی دیگران بدون اجازه‌ی آن‌ها، یا انتشار اطلاعات خصوصی افراد.',
          'جعل عمیق: ساختن تصویر، ویدیو یا صدای ساختگی از افراد واقعی و قابل شناسایی بدون رضایت صریح خودشان، یا جا زدن محتوای ساختگی به‌جای واقعیت برای فریب دیگران.',
          'آزار، تهدید، افترا یا تحقیر دیگران و ساختن محتوای نفرت‌پراکن.',
          'کلاهبرداری، جعل هویت یا سند و تبلیغ کالا یا خدمات غیرقانونی.',
          'تلاش برای دور زدن محدودیت‌های فنی یا امنیتی، استفاده‌ی خودکار و انبوه بدون اجازه، یا ایجاد اختلال در کار رسام و کاربران دیگر.',
        ],
      },
      {
        id: 'coins-and-payments',
        heading: 'سکه و پرداخت',
        paragraphs: [
          'سکه اعتبار پیش‌پرداختی است که فقط داخل رسام و برای خدمات رسام به کار می‌رود. سکه بیرون از رسام ارزش نقدی ندارد، به پول تبدیل نمی‌شود، به حساب دیگری منتقل نمی‌شود و خرید و فروشش بیرون از رسام مجاز نیست.',
          'مبلغ شارژ به تومان (با درگاه زیبال) یا به دلار (با پی‌پال) و هزینه‌ی هر کار به سکه، پیش از پرداخت نمایش داده می‌شود. ممکن است قیمت‌ها را تغییر دهیم، ولی تغییر قیمت روی کاری که پیش‌تر ثبت کرده‌اید اثری ندارد.',
          'قواعد بازگشت سکه و وجه این است:',
        ],
        list: [
          'کار ناموفق: اگر کاری به هر دلیل به نتیجه نرسد، سکه‌اش خودکار و بدون نیاز به درخواست به کیف پولتان برمی‌گردد.',
          'نتیجه‌ی دلخواه نبود: سکه‌ی کاری که با موفقیت انجام شده برنمی‌گردد، حتی اگر نتیجه‌اش به سلیقه‌تان نباشد؛ چون هزینه‌ی اجرای آن پرداخت شده است. اما اگر نتیجه آشکارا خراب است، مثلاً فایل خالی یا ناقص است، تیکت ثبت کنید تا بررسی کنیم.',
          'شارژ کیف پول: شارژ قطعی است و به پول بازگردانده نمی‌شود، مگر جایی که قانون بازگرداندن آن را لازم بداند.',
          'کسر وجه بدون شارژ: اگر پولی از حسابتان کم شد ولی سکه‌ای به کیف پولتان اضافه نشد، در پرداخت با کارت بانکی معمولاً بانک ظرف ۷۲ ساعت مبلغ را برمی‌گرداند. اگر برنگشت، یا پرداختتان با پی‌پال بود، با کد پیگیری تیکت ثبت کنید تا سکه‌ها را به کیف پولتان اضافه کنیم یا مبلغ را بازگردانیم.',
        ],
      },
      {
        id: 'content-ownership',
        heading: 'مالکیت محتوا',
        paragraphs: [
          'حقوق ورودی‌هایی که بارگذاری می‌کنید، مثل عکس‌ها و متن‌ها، مال خودتان یا صاحبان اصلی آن‌هاست و بارگذاری در رسام چیزی از این حقوق را به ما منتقل نمی‌کند. تا جایی که قانون و شرایط مدل استفاده‌شده اجازه می‌دهد، نتیجه‌هایی که با ابزارهای رسام می‌سازید هم متعلق به شماست و می‌توانید از آن‌ها در کارهای شخصی و تجاری استفاده کنید.',
          'برای ارائه‌ی خدمات، به ما اجازه‌ای غیرانحصاری و رایگان می‌دهید که ورودی‌ها و نتیجه‌هایتان را ذخیره و پردازش کنیم و به خودتان نشان دهیم، آن‌ها را برای اجرای کار به ارائه‌دهندگان هوش مصنوعی بفرستیم و آنچه را خودتان عمومی کرده یا به اشتراک گذاشته‌اید، در رسام نمایش دهیم. این اجازه با حذف محتوا پایان می‌یابد؛ جز برای نسخه‌های پشتیبان که در چرخه‌ی عادی خود پاک می‌شوند.',
          'نتیجه‌های هوش مصنوعی ممکن است نادرست باشند یا به آثار دیگران شبیه شوند و یکتا بودنشان تضمین نمی‌شود. پیش از استفاده‌ی تجاری یا انتشار عمومی، نتیجه را بررسی کنید؛ مسئولیت استفاده از آن با شماست.',
        ],
      },
      {
        id: 'public-content',
        heading: 'نتیجه‌های عمومی و اشتراک‌گذاری',
        paragraphs: [
          'تا وقتی خودتان نتیجه‌ای را عمومی نکنید یا پیوند یا کد جاسازی‌اش را به اشتراک نگذارید، فقط شما آن را می‌بینید. وقتی نتیجه‌ای را عمومی می‌کنید، هر کسی می‌تواند آن را ببیند و ممکن است آن را همراه با نام کاربری‌تان در بخش‌های عمومی رسام نمایش دهیم.',
          'هر وقت بخواهید می‌توانید نتیجه را دوباره خصوصی یا حذف کنید؛ از همان لحظه در رسام دیده نمی‌شود و کدهای جاسازی‌اش از کار می‌افتد. اما نسخه‌هایی که دیگران پیش از آن ذخیره یا جای دیگری منتشر کرده‌اند، از اختیار ما بیرون است.',
          'محتوای عمومی هم باید با قواعد استفاده‌ی مجاز سازگار باشد. محتوای عمومی‌ای را که این قواعد را نقض کند، ممکن است بدون اطلاع قبلی از دید عموم خارج کنیم.',
        ],
      },
      {
        id: 'market-listings',
        heading: 'بازار، آگهی‌ها و سفارش خدمات',
        paragraphs: [
          'با ثبت فروشگاه، مکان یا خدمت در بازار، تأیید می‌کنید که اجازه‌ی معرفی آن کسب‌وکار را دارید و اطلاعات آگهی، مثل نام، دسته‌بندی، نشانی، موقعیت روی نقشه و عکس‌ها، درست و به‌روز است. هر آگهی پیش از انتشار بررسی می‌شود. اگر آگهی رد شود، دلیلش را به شما می‌گوییم. آگهی ردشده قابل ویرایش نیست؛ می‌توانید با در نظر گرفتن دلیل رد، آگهی تازه‌ای ثبت کنید. آگهی منتشرشده‌ای هم که بعداً نادرست یا خلاف قواعد شناخته شود، ممکن است با ذکر دلیل از نمایش خارج شود.',
          'نمایش آگهی هزینه دارد و هزینه‌ی مدتی که انتخاب می‌کنید، پیش از ثبت نمایش داده می‌شود. اگر آگهی در بررسی رد شود، هزینه‌ی نمایش به کیف پولتان برمی‌گردد. اگر آگهی تأییدشده را خودتان پیش از پایان مدت نمایش حذف کنید، یا آگهی به دلیل نقض قواعد از نمایش خارج شود، هزینه‌ی مدت باقی‌مانده برگردانده نمی‌شود.',
          'رسام طرف معامله‌ی میان شما و کسب‌وکارهای بازار نیست و مسئولیت کالا یا خدمتی که آن‌ها ارائه می‌دهند با خودشان است. برای خدماتی که از خود رسام سفارش می‌دهید، فاکتوری صادر می‌شود که شرح کار، مبلغ و زمان تحویل را مشخص می‌کند و پرداخت فاکتور به معنای پذیرش همان شرح و شرایط است.',
        ],
      },
      {
        id: 'availability',
        heading: 'دسترسی و تغییر خدمات',
        paragraphs: [
          'تلاش می‌کنیم رسام همیشه در دسترس باشد، اما گاهی برای نگهداری و به‌روزرسانی، یا به دلیل مشکلات اینترنت و ارائه‌دهندگان هوش مصنوعی، بخشی از خدمات مدتی قطع یا کند می‌شود. زمان اجرای کارها هم بسته به مدل و شلوغی متفاوت است.',
          'ممکن است ابزار یا مدلی را اضافه، تغییر یا حذف کنیم. اگر ابزاری کنار گذاشته شود، کارهای در حال اجرا یا کامل می‌شوند یا سکه‌شان برمی‌گردد، نتیجه‌های قبلی در حسابتان می‌ماند و سکه‌های کیف پول برای ابزارهای دیگر قابل استفاده است.',
          'نتیجه‌های مهم را دانلود کنید و نسخه‌ای از آن‌ها را پیش خودتان نگه دارید؛ رسام جای نسخه‌ی پشتیبان شخصی شما را نمی‌گیرد.',
        ],
      },
      {
        id: 'liability',
        heading: 'محدودیت مسئولیت',
        paragraphs: [
          'رسام و نتیجه‌های ابزارهایش «همان‌گونه که هست» ارائه می‌شوند. تضمین نمی‌کنیم که نتیجه‌ها همیشه دقیق، بی‌نقص یا مناسب هدف خاص شما باشند.',
          'تا جایی که قانون اجازه می‌دهد، مسئولیت ما در برابر هر خسارتی که از استفاده از رسام به شما برسد، حداکثر به اندازه‌ی مبلغی است که در سه ماه پیش از آن رویداد به رسام پرداخته‌اید. ما مسئول خسارت‌های غیرمستقیم، مثل عدم‌النفع یا از دست رفتن داده، نیستیم.',
          'هیچ بخشی از این شرایط مسئولیتی را که طبق قانون قابل سلب نیست، یا حقوقی را که قوانین حمایت از مصرف‌کننده برایتان در نظر گرفته، از بین نمی‌برد. در مقابل، مسئولیت محتوایی که بارگذاری، تولید یا منتشر می‌کنید با شماست و اگر استفاده‌ی شما برخلاف این شرایط، برای ما ادعا یا خسارتی به بار بیاورد، جبرانش بر عهده‌ی شماست.',
        ],
      },
      {
        id: 'termination',
        heading: 'تعلیق و بستن حساب',
        paragraphs: [
          'هر وقت بخواهید می‌توانید با ثبت تیکت پشتیبانی، بستن و حذف حسابتان را درخواست کنید. سکه‌های باقی‌مانده با بستن حساب از بین می‌روند و به پول تبدیل نمی‌شوند، مگر جایی که قانون چیز دیگری بخواهد؛ پس بهتر است پیش از درخواست، آن‌ها را مصرف کنید.',
          'اگر این شرایط را نقض کنید، ممکن است دسترسی‌تان را محدود کنیم یا حسابتان را تعلیق کنیم یا ببندیم. در موارد جدی، مثل محتوای غیرقانونی یا کلاهبرداری، این کار بدون اطلاع قبلی انجام می‌شود؛ در بقیه‌ی موارد دلیل را به شما می‌گوییم و فرصت توضیح می‌دهیم. اگر فکر می‌کنید تصمیم ما نادرست بوده، از راه تیکت یا ایمیل اعتراض کنید.',
          'اگر روزی ارائه‌ی خدمات رسام را برای همیشه متوقف کنیم، دست‌کم ۳۰ روز پیش‌تر خبر می‌دهیم و برای سکه‌های خریداری‌شده و استفاده‌نشده راه بازپرداخت منصفانه‌ای فراهم می‌کنیم.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'قانون حاکم و حل اختلاف',
        paragraphs: [
          'این شرایط تابع قوانین جمهوری اسلامی ایران است. اگر بیرون از ایران زندگی می‌کنید، قوانین آمره‌ی کشور محل زندگی‌تان که از مصرف‌کننده حمایت می‌کند، همچنان درباره‌ی شما اجرا می‌شود.',
          'اگر اختلافی پیش آمد، ابتدا از راه تیکت پشتیبانی یا ایمیل آن را با ما در میان بگذارید؛ بیشتر مشکلات همین‌جا حل می‌شود. اگر ظرف ۳۰ روز به نتیجه نرسیدیم، رسیدگی به اختلاف با مراجع قضایی صالح در ایران است، مگر این‌که قانون کشور شما حق مراجعه به مرجع دیگری را به شما داده باشد.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'تغییر شرایط و ارتباط با ما',
        paragraphs: [
          'ممکن است این شرایط را به‌روز کنیم. تاریخ آخرین به‌روزرسانی در همین صفحه درج شده است و تغییرهای مهم را پیش از اجرا از راه ایمیل، پیامک یا اعلان در پنل کاربری خبر می‌دهیم. ادامه‌ی استفاده از رسام پس از اجرای تغییر به معنای پذیرش شرایط تازه است؛ اگر با آن موافق نیستید، می‌توانید حسابتان را ببندید.',
          'برای هر پرسشی درباره‌ی این شرایط، از پنل کاربری تیکت پشتیبانی ثبت کنید یا به support@rassam.app ایمیل بزنید.',
        ],
      },
    ],
  },
  en: {
    title: 'Terms of Use',
    description:
      'The rules for using Rassam: your account, acceptable use, coins and payments, content ownership, market listings, liability and disputes.',
    updatedAt: '2026-11-26',
    sections: [
      {
        id: 'acceptance',
        heading: 'Accepting these terms',
        paragraphs: [
          'These terms set out the rules for using the Rassam website and services. Rassam is run by a company based in Iran, referred to here as “we” or “us”. By creating an account or using any part of Rassam, you accept these terms and our Privacy Policy. If you do not agree with them, please do not use Rassam.',
          'Children under 13 must not create an account. If you are under 18, use Rassam only with the permission and supervision of a parent or legal guardian. If you create an account on behalf of a company or business, you confirm that you have the authority to accept these terms for it.',
        ],
      },
      {
        id: 'account-and-security',
        heading: 'Your account and its security',
        paragraphs: [
          'You sign up with a mobile number or an email address and confirm it with a one-time code. The details you provide must be accurate and your own. An account cannot be sold or handed over to someone else.',
          'You are responsible for keeping your password and one-time codes safe, and you are responsible for anything done with your account until you tell us otherwise. If you think someone else has got into your account, change your password straight away and let us know through a support ticket.',
          'Rassam will never ask you for your password or sign-in code, whether in a ticket, by phone or by message.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Acceptable use',
        paragraphs: [
          'Use Rassam only for lawful purposes, meaning things that are allowed both under the laws of the Islamic Republic of Iran and under the laws of the country where you live.',
          'If these rules are broken, we may remove content, stop a job or suspend your account. The following are not allowed on Rassam:',
        ],
        list: [
          'creating, uploading or publishing illegal content, including any sexual content involving children or teenagers, promotion of violence or terrorism, and anything else the law forbids;',
          'infringing other people’s rights: using works, photos, trademarks or designs you have no right to use;',
          'violating privacy: uploading other people’s photos, voices or personal data without their permission, or publishing someone’s private information;',
          'deepfakes: creating fake images, videos or voices of real, identifiable people without their explicit consent, or passing off fabricated content as real in order to mislead;',
          'harassing, threatening, defaming or demeaning others, or creating hateful content;',
          'fraud, impersonation or forged documents, and advertising illegal goods or services;',
          'trying to get around technical or security limits, automated bulk use without our permission, or disrupting Rassam or other users.',
        ],
      },
      {
        id: 'coins-and-payments',
        heading: 'Coins and payments',
        paragraphs: [
          'Coins are prepaid credit that can only be used inside Rassam, for Rassam’s services. Coins have no cash value outside Rassam, cannot be exchanged for money or moved to another account, and may not be bought or sold outside Rassam.',
          'The top-up amount in rials (through Zibal) or US dollars (through PayPal), and the cost of each job in coins, are shown before you pay. We may change prices, but a price change never affects a job you have already submitted.',
          'These are the rules for coin and payment refunds:',
        ],
        list: [
          'Failed jobs: if a job does not complete for any reason, its coins go back to your wallet automatically, without you having to ask.',
          'Results you did not like: coins for a job that completed successfully are not refunded, even if the result is not to your taste, because the cost of running it has already been paid. If a result is clearly broken, for example an empty or truncated file, open a ticket and we will look into it.',
          'Wallet top-ups: a top-up is final and is not refunded as money, except where the law requires a refund.',
          'Charged but not credited: if money left your account but no coins were added to your wallet, for rial payments the bank usually reverses the charge within 72 hours. If it does not, or if you paid with PayPal, open a ticket with the tracking code and we will either credit the coins or refund the payment.',
        ],
      },
      {
        id: 'content-ownership',
        heading: 'Who owns the content',
        paragraphs: [
          'The rights to the inputs you upload, such as photos and text, stay with you or their original owners; uploading them to Rassam transfers none of those rights to us. To the extent the law and the terms of the model used allow, the results you create with Rassam’s tools also belong to you, and you may use them for personal and commercial purposes.',
          'To provide the service, you give us a non-exclusive, free licence to store and process your inputs and results and show them to you, to send them to AI providers to run your jobs, and to display on Rassam whatever you have made public or shared. This licence ends when you delete the content, except for backups, which are cleared in their normal cycle.',
          'AI results can be inaccurate or resemble other people’s work, and they are not guaranteed to be unique. Check a result before using it commercially or publishing it; how you use it is your responsibility.',
        ],
      },
      {
        id: 'public-content',
        heading: 'Public and shared results',
        paragraphs: [
          'Unless you make a result public or share its link or embed code, only you can see it. Once you make a result public, anyone can view it, and we may show it, with your username, in public areas of Rassam.',
          'You can make a result private again or delete it at any time; from that moment it is no longer visible on Rassam and its embed codes stop working. Copies that others saved or republished elsewhere before then are beyond our control.',
          'Public content must also follow the acceptable use rules. We may remove public content that breaks these rules from public view without prior notice.',
        ],
      },
      {
        id: 'market-listings',
        heading: 'The market, listings and service orders',
        paragraphs: [
          'By listing a shop, place or service in the market, you confirm that you are entitled to represent that business and that the listing details, such as its name, category, address, map location and photos, are accurate and up to date. Every listing is reviewed before it is published. If a listing is rejected, we tell you why. A rejected listing cannot be edited; you can create a new listing that takes the reason into account. A published listing that later turns out to be inaccurate or against the rules may also be taken down, with the reason given.',
          'Displaying a listing has a fee, and the fee for the period you choose is shown before you submit. If a listing is rejected in review, the display fee goes back to your wallet. If you remove an approved listing yourself before its display period ends, or it is taken down for breaking the rules, the fee for the remaining period is not refunded.',
          'Rassam is not a party to dealings between you and businesses in the market, and they are responsible for the goods and services they offer. For services you order from Rassam itself, we issue an invoice setting out the work, the price and the delivery time; paying the invoice means you accept that description and those conditions.',
        ],
      },
      {
        id: 'availability',
        heading: 'Availability and changes to the service',
        paragraphs: [
          'We work to keep Rassam available at all times, but now and then parts of the service may be down or slow for maintenance and updates, or because of internet problems or issues at AI providers. How long a job takes also depends on the model and on how busy it is.',
          'We may add, change or remove tools and models. If a tool is retired, jobs in progress either complete or have their coins refunded, your earlier results stay in your account, and the coins in your wallet can be used with other tools.',
          'Download your important results and keep your own copy; Rassam is not a substitute for your personal backups.',
        ],
      },
      {
        id: 'liability',
        heading: 'Limitation of liability',
        paragraphs: [
          'Rassam and the results of its tools are provided “as is”. We do not guarantee that results will always be accurate, flawless or fit for your particular purpose.',
          'To the extent the law allows, our liability for any loss you suffer from using Rassam is limited to the amount you paid Rassam in the three months before the event. We are not liable for indirect losses, such as lost profits or lost data.',
          'Nothing in these terms removes any liability that cannot be excluded by law, or any rights that consumer protection law gives you. In turn, you are responsible for the content you upload, create or publish, and if your use in breach of these terms leads to a claim or loss for us, you are responsible for making it good.',
        ],
      },
      {
        id: 'termination',
        heading: 'Suspension and closing your account',
        paragraphs: [
          'You can ask us to close and delete your account at any time by opening a support ticket. Any remaining coins are lost when the account is closed and are not converted to money, unless the law requires otherwise, so it is best to use them up before you ask.',
          'If you break these terms, we may limit your access or suspend or close your account. In serious cases, such as illegal content or fraud, we do this without prior notice; otherwise we tell you the reason and give you a chance to explain. If you think our decision was wrong, you can appeal through a ticket or by email.',
          'If we ever shut down Rassam for good, we will give at least 30 days’ notice and provide a fair way to refund coins you bought but did not use.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Governing law and disputes',
        paragraphs: [
          'These terms are governed by the laws of the Islamic Republic of Iran. If you live outside Iran, the mandatory consumer protection laws of your country of residence still apply to you.',
          'If a dispute comes up, please raise it with us first through a support ticket or by email; most problems are solved this way. If we cannot resolve it within 30 days, the dispute will be settled by the competent courts in Iran, unless the law of your country gives you the right to go to another forum.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Changes to these terms and contact',
        paragraphs: [
          'We may update these terms. The date of the latest update is shown on this page, and we announce significant changes in advance by email, SMS or a notice in your dashboard. Continuing to use Rassam after a change takes effect means you accept the new terms; if you do not agree, you can close your account.',
          'For any question about these terms, open a support ticket from your dashboard or email support@rassam.app.',
        ],
      },
    ],
  },
};
