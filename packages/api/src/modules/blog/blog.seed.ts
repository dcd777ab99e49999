/**
 * The demo's blog (demo mode only, once per installation): two categories, three published posts in Persian
 * and English dated over the last weeks, and a Persian-only draft, each with a cover drawn here. Every post goes
 * through the admins' schema and service, so the demo is what an admin could write.
 */
import { appMeta, blogCategories, blogPosts, type Database } from '@rassam/db';
import { eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../lib/context';
import { drawing, uploader } from '../services/services.seed';
import { blogCategoryBody, blogPostBody } from './blog.schemas';
import { createPost, uploadBlogImage } from './blog.service';

const MARKER = 'demo-blog';
const DAY_MS = 24 * 60 * 60 * 1000;

const categories = [
  { slug: 'guides', name: 'راهنما', nameEn: 'Guides', sortOrder: 0 },
  { slug: 'news', name: 'خبرها', nameEn: 'News', sortOrder: 1 },
];

/** A cover per post (1200 × 630, the size link previews use): shapes only, so one serves both languages. */
const covers = {
  ar: `<rect width="1200" height="630" fill="#14213d"/>
    <path d="M0 470 L1200 470 M0 540 L1200 540 M200 630 L420 470 M600 630 L600 470 M1000 630 L780 470" stroke="#2f4b7c" stroke-width="4"/>
    <rect x="740" y="80" width="270" height="480" rx="40" fill="#e5e5e5"/><rect x="762" y="120" width="226" height="400" rx="14" fill="#fca311"/>
    <polygon points="420,230 560,300 420,370 280,300" fill="#ffffff"/><polygon points="280,300 420,370 420,500 280,430" fill="#a3bffa"/>
    <polygon points="560,300 420,370 420,500 560,430" fill="#4361ee"/>
    <polygon points="875,250 935,280 875,310 815,280" fill="#ffffff"/><polygon points="815,280 875,310 875,370 815,340" fill="#a3bffa"/>
    <polygon points="935,280 875,310 875,370 935,340" fill="#4361ee"/>`,
  tour: `<rect width="1200" height="630" fill="#264653"/><rect x="0" y="150" width="1200" height="330" fill="#2a9d8f"/>
    <rect x="80" y="230" width="180" height="250" fill="#e9c46a"/><rect x="330" y="190" width="260" height="290" fill="#f4a261"/>
    <rect x="660" y="250" width="160" height="230" fill="#e76f51"/><rect x="890" y="210" width="230" height="270" fill="#e9c46a"/>
    <rect x="400" y="300" width="110" height="180" fill="#264653"/>
    <circle cx="455" cy="420" r="28" fill="#ffffff" opacity="0.9"/><circle cx="740" cy="430" r="28" fill="#ffffff" opacity="0.9"/>
    <path d="M120 560 Q600 480 1080 560" fill="none" stroke="#ffffff" stroke-width="10" stroke-dasharray="30 20"/>`,
  photos: `<rect width="1200" height="630" fill="#f1faee"/><rect x="170" y="90" width="420" height="450" rx="24" fill="#a8dadc"/>
    <rect x="610" y="90" width="420" height="450" rx="24" fill="#1d3557"/>
    <rect x="330" y="220" width="100" height="240" rx="30" fill="#e63946"/><rect x="355" y="170" width="50" height="60" rx="10" fill="#e63946"/>
    <rect x="770" y="220" width="100" height="240" rx="30" fill="#e63946"/><rect x="795" y="170" width="50" height="60" rx="10" fill="#e63946"/>
    <ellipse cx="820" cy="470" rx="120" ry="20" fill="#457b9d"/>
    <path d="M960 150 l12 30 l30 12 l-30 12 l-12 30 l-12 -30 l-30 -12 l30 -12 z" fill="#f1faee"/>`,
  market: `<rect width="1200" height="630" fill="#fefae0"/><rect x="150" y="160" width="900" height="360" rx="20" fill="#dda15e"/>
    <path d="M150 160 L250 80 L950 80 L1050 160 Z" fill="#bc6c25"/>
    <rect x="220" y="240" width="220" height="220" rx="12" fill="#fefae0"/><rect x="490" y="240" width="220" height="220" rx="12" fill="#fefae0"/>
    <rect x="760" y="240" width="220" height="220" rx="12" fill="#fefae0"/><circle cx="870" cy="350" r="60" fill="#606c38"/>`,
};

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

const posts: {
  cover: keyof typeof covers;
  category: string;
  daysAgo?: number;
  body: Record<string, unknown>;
}[] = [
  {
    cover: 'ar',
    category: 'guides',
    daysAgo: 24,
    body: {
      slug: '3d-model-of-a-product-for-ar',
      title: 'ساختن مدل سه‌بعدی محصول برای واقعیت افزوده',
      summary:
        'از یک عکس یا فایل سه‌بعدی تا مدلی که مشتری با گوشی در خانه‌ی خودش می‌بیند: سه راه ساختن مدل در رسام و نکته‌هایی برای نتیجه‌ی بهتر.',
      body: `وقتی مشتری بتواند مبل، گلدان یا چراغی را پیش از خرید در اتاق خودش ببیند، با اطمینان بیشتری تصمیم می‌گیرد. واقعیت افزوده همین کار را می‌کند: مدل سه‌بعدی محصول با دوربین گوشی و در اندازه‌ی واقعی روی زمین یا میز دیده می‌شود. در رسام برای این کار به نصب برنامه‌ی جداگانه‌ای نیاز نیست؛ صفحه‌ی مدل روی گوشی باز می‌شود و دکمه‌ی «دیدن در فضای خودتان» بقیه‌ی کار را انجام می‌دهد.

## سه راه برای داشتن مدل

- **از یک عکس:** ابزار «تصویر به سه‌بعدی» از یک عکس خوب محصول، مدلی کامل می‌سازد. برای کالاهای ساده مثل ظرف، کفش یا اسباب‌بازی نتیجه‌ی خوبی می‌دهد.
- **از متن یا ویدیو:** اگر عکس مناسبی ندارید، محصول را در چند جمله توصیف کنید یا از دورتادور آن یک ویدیوی کوتاه بگیرید و به ابزار «متن به سه‌بعدی» یا «ویدیو به سه‌بعدی» بدهید.
- **از فایل آماده:** اگر طراحتان مدل را ساخته است، فایل GLB، فایل glTF همراه با فایل‌هایش در یک زیپ یا فایل USDZ را در بخش «مدل‌های واقعیت افزوده» بارگذاری کنید.

## عکس خوب، مدل خوب

کیفیت مدلی که از عکس ساخته می‌شود بیش از هر چیز به خود عکس بستگی دارد:

1. محصول را روی زمینه‌ای ساده و یک‌رنگ بگذارید.
2. در نور یکنواخت روز عکس بگیرید و از فلاش و سایه‌های تند دوری کنید.
3. همه‌ی محصول باید در کادر باشد و هیچ بخشی از آن بریده نشود.
4. اگر محصول براق یا شفاف است، زاویه‌ای را انتخاب کنید که بازتاب کمتری دارد.

اگر پس‌زمینه شلوغ است، پیش از ساختن مدل آن را با ابزار «حذف پس‌زمینه» پاک کنید.

## آماده برای هر گوشی

پس از بارگذاری یا ساخت، رسام مدل را برای وب سبک می‌کند و نسخه‌ی USDZ آن را هم برای آیفون می‌سازد؛ پس یک پیوند هم روی اندروید کار می‌کند و هم روی آیفون. در ویرایشگر مدل می‌توانید ابعاد واقعی محصول را به متر وارد کنید تا در اتاق مشتری درست به همان اندازه دیده شود. همان‌جا یک تصویر پوستر هم انتخاب کنید و روی بخش‌های مهم محصول یادداشت بگذارید.

## مدل را به مشتری نشان دهید

مدل آماده را به آگهی‌تان در بازار وصل کنید تا در صفحه‌ی آگهی و در گالری سه‌بعدی فروشگاهتان دیده شود. با کد جاسازی هم می‌توانید همان مدل را در سایت خودتان نشان دهید.

> وقت ساختن مدل را ندارید؟ سفارش «مدل سه‌بعدی محصول» را از بخش [خدمات](/services) ثبت کنید تا تیم ما آن را برایتان بسازد.`,
      titleEn: 'Making a 3D model of your product for AR',
      summaryEn:
        'From a photo or a 3D file to a model your customers place in their own room with a phone: three ways to make one on Rassam, and tips for a better result.',
      bodyEn: `Customers buy with more confidence when they can see a sofa, a vase or a lamp in their own room before they pay. Augmented reality does exactly that: your product's 3D model appears through the phone's camera, at its real size, on the floor or on a table. On Rassam there is no app to install: the model's page opens on the phone, and the "View in your space" button does the rest.

## Three ways to get a model

- **From a photo:** the Image to 3D tool builds a complete model from one good photo of the product. It works well for simple objects such as bowls, shoes or toys.
- **From text or video:** no suitable photo? Describe the product in a few sentences, or film a short walk around it, and give that to Text to 3D or Video to 3D.
- **From a finished file:** if a designer has made the model for you, upload the GLB, a glTF with its files in a zip, or a USDZ under AR models.

## A good photo makes a good model

A model made from a photo is only as good as the photo:

1. Put the product on a plain background of a single colour.
2. Shoot in even daylight, without the flash and without hard shadows.
3. Keep the whole product in the frame; no part of it should be cut off.
4. If it is shiny or transparent, pick the angle with the fewest reflections.

If the background is busy, clear it with Background removal before you make the model.

## Ready for every phone

Once a model is uploaded or made, Rassam makes it light for the web and builds a USDZ copy for iPhones, so one link works on Android and iPhone alike. In the model editor you can enter the product's real size in metres, so it appears at exactly that size in your customer's room. While you are there, choose a poster image and pin notes to the parts that matter.

## Show it to your customers

Attach the finished model to your listing in the market, and it appears on the listing's page and in your shop's 3D gallery. With the embed code you can show the same model on your own website.

> No time to make it yourself? Order "3D model of a product" under [Services](/services) and our team will make it for you.`,
    },
  },
  {
    cover: 'tour',
    category: 'news',
    daysAgo: 13,
    body: {
      slug: 'virtual-tours-for-shops',
      title: 'تور مجازی حالا کنار آگهی‌های بازار',
      summary:
        'از این پس می‌توانید تور مجازی مکانتان را به آگهی‌اش در بازار وصل کنید تا مشتری پیش از آمدن، فضای شما را از هر زاویه ببیند.',
      body: `از این پس می‌توانید تور مجازی مکانتان را در رسام بسازید و پس از بررسی، آن را به آگهی‌اش در بازار وصل کنید. کسی که صفحه‌ی آگهی را باز می‌کند، به‌جای چند عکس جدا از هم، در فضای شما قدم می‌زند: از در ورودی تا پیشخوان، از سالن تا حیاط.

## تور مجازی چه کمکی می‌کند؟

مشتری‌ها پیش از رفتن به کافه، باشگاه، تالار یا فروشگاه دوست دارند بدانند با چه جایی روبه‌رو می‌شوند. تور مجازی به پرسش‌هایشان پاسخ می‌دهد:

- **فضا واقعاً چه شکلی است؟** عکس ۳۶۰ درجه چیزی را پنهان نمی‌کند و همین اعتماد می‌سازد.
- **جای کافی دارد؟** برای مهمانی یا جلسه، دیدن اندازه‌ی سالن از هر توضیحی روشن‌تر است.
- **کجا را ببینم؟** بازدیدکننده با نقطه‌های اتصال از یک بخش به بخش دیگر می‌رود و روی نقشه‌ی ساختمان می‌بیند کجاست.

نتیجه این است که کسانی که به شما سر می‌زنند، از پیش می‌دانند دنبال چه هستند و وقت کمتری صرف پاسخ به پرسش‌های تکراری می‌شود.

## چطور یک تور بسازید

1. با دوربین ۳۶۰ درجه، یا حالت پانورامای گوشی روی سه‌پایه، از هر بخش مکان یک عکس بگیرید. دوربین را در ارتفاع چشم و وسط فضا بگذارید.
2. در بخش «تورهای مجازی» پنل کاربری، یک تور جدید بسازید و عکس‌ها را بارگذاری کنید؛ هر عکس یک صحنه‌ی تور می‌شود.
3. صحنه‌ها را با نقطه‌های اتصال به هم وصل کنید و برای چیزهای دیدنی یادداشت بگذارید.
4. تصویر نقشه‌ی ساختمان را اضافه کنید و جای هر صحنه را روی آن مشخص کنید.
5. تور را برای بررسی بفرستید و پس از تأیید، آن را به آگهی‌تان در بازار وصل کنید.

تور را با پیوند یا کد جاسازی در سایت و شبکه‌های اجتماعی خودتان هم به اشتراک بگذارید. اگر تورتان را قبلاً با ابزار دیگری ساخته‌اید، فایل آن را وارد کنید تا لازم نباشد از اول شروع کنید.

## عکاسی را به ما بسپارید

دوربین ۳۶۰ درجه ندارید؟ سفارش «عکاسی تور مجازی» را از بخش [خدمات](/services) ثبت کنید. عکاس ما به محل شما می‌آید، از همه‌ی فضاها عکس می‌گیرد و تور کامل را با نقطه‌های اتصال و نقشه تحویل می‌دهد.`,
      titleEn: 'Virtual tours now sit beside market listings',
      summaryEn:
        'You can now attach a virtual tour of your place to its market listing, so customers can look around from every angle before they visit.',
      bodyEn: `You can now build a virtual tour of your place on Rassam and, once it has been reviewed, attach it to the place's listing in the market. Whoever opens the listing no longer flicks through a handful of separate photos: they walk through your space, from the front door to the counter, from the hall to the garden.

## How does a virtual tour help?

Before heading to a café, a gym, a venue or a shop, people like to know what they will find there. A virtual tour answers their questions:

- **What does it really look like?** A 360° photo hides nothing, and that builds trust.
- **Is there enough room?** For a party or a meeting, seeing the size of the hall beats any description.
- **Where should I look?** Hotspots take visitors from one part of the place to the next, and the floor plan shows where they are.

The people who then come to you already know what they are looking for, and you spend less time answering the same questions.

## How to build a tour

1. With a 360° camera, or your phone's panorama mode on a tripod, take one photo of each part of the place. Set the camera at eye level in the middle of the space.
2. Under Virtual tours in your dashboard, create a new tour and upload the photos; each one becomes a scene.
3. Link the scenes with hotspots, and add notes for anything worth pointing out.
4. Add a picture of the floor plan and mark where each scene is on it.
5. Send the tour for review and, once it is accepted, attach it to your listing in the market.

You can also share the tour with a link, or embed it on your own website and social pages. If you made your tour with another tool, import its file and skip starting from scratch.

## Leave the photography to us

No 360° camera? Order "Virtual tour shoot" under [Services](/services). Our photographer comes to your place, photographs every space and delivers the finished tour, with its hotspots and floor plan.`,
    },
  },
  {
    cover: 'photos',
    category: 'guides',
    daysAgo: 4,
    body: {
      slug: 'product-photos-with-ai',
      title: 'عکس محصول حرفه‌ای با ابزارهای هوش مصنوعی',
      summary:
        'از یک عکس معمولی با گوشی تا عکسی تمیز و چشم‌گیر برای آگهی: چهار ابزار رسام که به همین ترتیب به کار می‌آیند، و چند نکته برای نتیجه‌ی بهتر.',
      body: `عکس خوب نیمی از فروش آنلاین است، ولی همیشه استودیو و عکاس حرفه‌ای در دسترس نیست. با ابزارهای هوش مصنوعی رسام می‌توانید از یک عکس معمولی که با گوشی گرفته‌اید، عکسی تمیز و چشم‌گیر برای آگهی و فروشگاهتان بسازید.

## از عکس خام تا عکس آگهی

این چهار ابزار را به همین ترتیب به کار ببرید:

1. **حذف پس‌زمینه:** محصول را از زمینه‌ی شلوغ جدا می‌کند و تصویری با پس‌زمینه‌ی شفاف تحویل می‌دهد.
2. **حذف اشیا از عکس:** سیم، برچسب قیمت یا هر چیز اضافه‌ای را که در عکس مانده است پاک می‌کند؛ کافی است روی آن رنگ بزنید.
3. **ویرایش تصویر:** با یک جمله، محصول را در صحنه‌ای تازه بگذارید؛ مثلاً «روی میز چوبی کنار پنجره، در نور صبح».
4. **افزایش کیفیت:** عکس نهایی را بزرگ‌تر و واضح‌تر می‌کند تا در صفحه‌های بزرگ هم دقیق دیده شود.

برای بنر یا پست شبکه‌های اجتماعی، ابزار «گسترش تصویر» قاب را به شکل دلخواه، مثلاً مربع یا عمودی، بزرگ‌تر می‌کند و دور محصول را طبیعی پر می‌کند.

## نکته‌هایی برای نتیجه‌ی بهتر

- عکس اولیه هرچه واضح‌تر باشد، نتیجه بهتر است. در نور روز و بدون لرزش دست عکس بگیرید.
- در پرامپت، جنس، رنگ و حال‌وهوای صحنه را دقیق بنویسید و از توصیف‌های کلی مثل «زیبا» دوری کنید.
- رنگ و شکل محصول را در نتیجه با نمونه‌ی واقعی مقایسه کنید؛ عکس آگهی باید همان چیزی را نشان دهد که مشتری تحویل می‌گیرد.
- چند نتیجه بسازید و بهترین را انتخاب کنید. همه‌ی نتیجه‌ها در سابقه‌ی طرح‌هایتان می‌مانند.

## هزینه و زمان

هزینه‌ی هر اجرا با سکه از کیف پولتان پرداخت می‌شود و پیش از ارسال نمایش داده می‌شود. بیشتر ابزارهای تصویر در چند ثانیه تا یک دقیقه نتیجه می‌دهند. اگر اجرایی ناموفق شود، سکه‌اش خودکار به کیف پولتان برمی‌گردد.

نتیجه‌ها را از بخش «تصاویر و طرح‌ها» در فروشگاه من به فروشگاهتان اضافه کنید تا در آگهی‌ها از آن‌ها استفاده کنید. برای دیدن همه‌ی ابزارها به صفحه‌ی [ابزارهای هوش مصنوعی](/services/ai) سر بزنید.`,
      titleEn: 'Professional product photos with the AI tools',
      summaryEn:
        'From an everyday phone photo to a clean, striking picture for your listing: four Rassam tools to use in this order, and a few tips for a better result.',
      bodyEn: `Good photos sell half of what sells online, but a studio and a professional photographer are not always at hand. With Rassam's AI tools you can turn an everyday photo taken with your phone into a clean, striking picture for your listings and your shop.

## From a raw photo to a listing photo

Use these four tools in this order:

1. **Background removal:** lifts the product off a busy background and gives you a picture with a transparent one.
2. **Object removal:** wipes out a cable, a price tag or anything else left in the shot; just paint over it.
3. **Image editing:** one sentence puts the product in a new scene, for example "on a wooden table by the window, in morning light".
4. **Upscale:** makes the final picture larger and sharper, so it stays crisp on big screens too.

For a banner or a social post, Expand image widens the frame to the shape you need, such as a square or a portrait, and fills in the space around the product naturally.

## Tips for a better result

- The sharper the original photo, the better the result. Shoot in daylight and hold the phone steady.
- In your prompt, name the material, the colours and the mood of the scene; avoid vague words such as "beautiful".
- Compare the product's colour and shape in the result with the real thing: a listing photo must show what the customer will receive.
- Make several results and keep the best. All of them stay in your design history.

## Cost and time

Each run is paid for with coins from your wallet, and its cost is shown before you submit. Most image tools finish in a few seconds to a minute. If a run fails, its coins go back to your wallet automatically.

Add your results to your shop from Images and designs under My shop, and use them in your listings. To see every tool, visit the [AI tools](/services/ai) page.`,
    },
  },
  {
    cover: 'market',
    category: 'guides',
    body: {
      slug: 'open-your-shop-in-the-market',
      title: 'چطور فروشگاهتان را در بازار رسام باز کنید',
      summary: 'پیش‌نویس: گام‌های باز کردن فروشگاه، ثبت آگهی و پرداخت هزینه‌ی نمایش، برای کسانی که تازه شروع می‌کنند.',
      body: `باز کردن فروشگاه در بازار رسام چند دقیقه بیشتر طول نمی‌کشد.

## گام‌ها

1. از پنل کاربری به «فروشگاه من» بروید و نام، پیوند و دسته‌بندی فروشگاه را بنویسید.
2. تصویر پروفایل، تصویر بنر و ساعت کاری را اضافه کنید.
3. اولین آگهی را ثبت کنید و هزینه‌ی نمایش را با سکه بپردازید.

آگهی پیش از انتشار بررسی می‌شود و نتیجه‌ی بررسی را در فهرست آگهی‌هایتان می‌بینید.`,
      status: 'draft',
    },
  },
];

/** Seeds the demo blog once; false when it was seeded before. */
export async function seedDemoBlog(deps: Pick<AppDeps, 'db' | 'storage'>): Promise<boolean> {
  const db: Database = deps.db;
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, MARKER)).limit(1);
  if (done) return false;

  for (const category of categories) {
    const { name, ...input } = blogCategoryBody.parse(category);
    await db
      .insert(blogCategories)
      .values({ ...input, nameFa: name })
      .onConflictDoNothing();
  }
  const rows = await db
    .select()
    .from(blogCategories)
    .where(
      inArray(
        blogCategories.slug,
        categories.map((category) => category.slug),
      ),
    );
  const idOf = new Map(rows.map((row) => [row.slug, row.id]));

  const owner = await uploader(db);
  for (const post of posts) {
    const [existing] = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.slug, String(post.body.slug)));
    if (existing) continue;
    const cover = owner
      ? (await uploadBlogImage(deps as AppDeps, owner.id, await drawing(covers[post.cover], 1200, 630))).id
      : null;
    const input = blogPostBody.parse({
      status: 'published',
      ...post.body,
      categoryId: idOf.get(post.category) ?? null,
      coverId: cover,
      ...(post.daysAgo === undefined ? {} : { publishedAt: daysAgo(post.daysAgo) }),
    });
    await createPost(db, owner?.id ?? null, input);
  }
  await db
    .insert(appMeta)
    .values({ key: MARKER, value: { seededAt: new Date().toISOString() } })
    .onConflictDoNothing();
  return true;
}
