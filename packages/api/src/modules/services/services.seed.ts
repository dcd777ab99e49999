/**
 * The demo's service catalogue (demo mode only, once per installation): two root categories, one with two
 * children, and five services in Persian and English, fixed-price and on quote, each with its steps, form and
 * a picture drawn here. Every row goes through the admins' own schemas, so the demo is what an admin could make.
 */
import { appMeta, serviceCategories, services, users, type Database } from '@rassam/db';
import { asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppDeps } from '../../lib/context';
import { demoAdmin } from '../../seed';
import { serviceBody, serviceCategoryBody, type ServiceQuestion } from './services.schemas';
import { uploadServiceImage } from './services.service';

const MARKER = 'demo-services';

/** Roots before their children. */
const categories: { slug: string; parent?: string; nameFa: string; nameEn: string; sortOrder: number }[] = [
  { slug: '3d-and-ar', nameFa: 'سه‌بعدی و واقعیت افزوده', nameEn: '3D and AR', sortOrder: 0 },
  { slug: '3d-models', parent: '3d-and-ar', nameFa: 'مدل سه‌بعدی', nameEn: '3D models', sortOrder: 0 },
  { slug: 'virtual-tours', parent: '3d-and-ar', nameFa: 'تور مجازی', nameEn: 'Virtual tours', sortOrder: 1 },
  { slug: 'graphic-design', nameFa: 'طراحی گرافیک', nameEn: 'Graphic design', sortOrder: 1 },
];

const step = (key: string, fa: string, en: string) => ({ key, name: { fa, en } });
const brief = step('brief', 'دریافت توضیحات', 'Brief');
const filesReceived = step('files_received', 'دریافت فایل‌ها', 'Files received');
const production = step('production', 'در حال ساخت', 'In production');
const review = step('review', 'بازبینی', 'Review');
const delivered = step('delivered', 'تحویل', 'Delivered');

const text = (fa: string, en: string) => ({ fa, en });
const qa = (question: [string, string], answer: [string, string]) => ({
  question: text(...question),
  answer: text(...answer),
});
const notes: ServiceQuestion = {
  key: 'notes',
  type: 'longText',
  label: text('توضیحات بیشتر', 'Anything else we should know'),
  required: false,
  maxLength: 2000,
};

/** A picture per service: shapes only (no words, so one picture serves both languages). */
const pictures = {
  model: `<rect width="1200" height="800" fill="#1d3557"/><ellipse cx="600" cy="640" rx="330" ry="70" fill="#457b9d"/>
    <polygon points="600,170 850,300 600,430 350,300" fill="#f1faee"/><polygon points="350,300 600,430 600,690 350,560" fill="#a8dadc"/>
    <polygon points="850,300 600,430 600,690 850,560" fill="#e63946"/>`,
  tour: `<rect width="1200" height="800" fill="#0b2545"/><circle cx="600" cy="400" r="270" fill="#13315c" stroke="#8da9c4" stroke-width="8"/>
    <ellipse cx="600" cy="400" rx="270" ry="90" fill="none" stroke="#8da9c4" stroke-width="6"/>
    <ellipse cx="600" cy="400" rx="110" ry="270" fill="none" stroke="#8da9c4" stroke-width="6"/>
    <circle cx="760" cy="300" r="34" fill="#eef4ed"/>`,
  ar: `<rect width="1200" height="800" fill="#f4a261"/><rect x="210" y="190" width="420" height="470" rx="18" fill="#fefae0"/>
    <rect x="640" y="130" width="330" height="560" rx="46" fill="#264653"/><rect x="668" y="180" width="274" height="450" rx="18" fill="#e9f5f2"/>
    <polygon points="805,300 880,340 805,380 730,340" fill="#e76f51"/><polygon points="730,340 805,380 805,470 730,430" fill="#2a9d8f"/>
    <polygon points="880,340 805,380 805,470 880,430" fill="#264653"/>`,
  logo: `<rect width="1200" height="800" fill="#fefae0"/><circle cx="520" cy="400" r="190" fill="#bc6c25"/>
    <polygon points="640,250 860,560 420,560" fill="#283618" opacity="0.9"/><circle cx="760" cy="300" r="60" fill="#dda15e"/>`,
  banner: `<rect width="1200" height="800" fill="#e0fbfc"/><rect x="150" y="220" width="900" height="360" rx="24" fill="#3d5a80"/>
    <rect x="210" y="290" width="420" height="50" rx="12" fill="#e0fbfc"/><rect x="210" y="370" width="300" height="36" rx="10" fill="#98c1d9"/>
    <circle cx="880" cy="400" r="110" fill="#ee6c4d"/>`,
};

const demoServices = [
  {
    picture: 'model',
    body: {
      category: '3d-models',
      slug: '3d-product-model',
      titleFa: 'مدل سه‌بعدی محصول',
      titleEn: '3D model of a product',
      descriptionFa:
        'از روی عکس‌ها و ابعاد محصولتان یک مدل سه‌بعدی دقیق می‌سازیم تا مشتریان آن را در فروشگاهتان از هر طرف ببینند و با واقعیت افزوده در خانه‌ی خودشان بگذارند. مدل را برای گوشی هم بهینه می‌کنیم و فایل‌هایش را برای وب و آیفون تحویل می‌دهیم.',
      descriptionEn:
        'From photos and measurements of your product we build an accurate 3D model that customers can turn around in your shop and place in their own room with augmented reality. It is optimised for phones and delivered for the web and for iPhones.',
      price: 450,
      deliveryDays: 7,
      featured: true,
      steps: [brief, filesReceived, production, review, delivered],
      faq: [
        qa(
          ['چه عکس‌هایی لازم است؟', 'Which photos do you need?'],
          [
            'از هر طرف محصول دست‌کم یک عکس روشن و واضح روی زمینه‌ی ساده. اگر محصول جزئیات ریز دارد، از نزدیک هم عکس بگیرید.',
            'At least one clear, well-lit photo of each side on a plain background. If the product has fine details, add close-ups.',
          ],
        ),
        qa(
          ['فایل نهایی با چه قالبی تحویل می‌شود؟', 'What format is the final file?'],
          [
            'GLB برای وب و اندروید و USDZ برای آیفون؛ هر دو برای واقعیت افزوده آماده‌اند.',
            'GLB for the web and Android, and USDZ for iPhone; both are ready for augmented reality.',
          ],
        ),
        qa(
          ['اگر مدل تغییر لازم داشته باشد چه می‌شود؟', 'What if the model needs changes?'],
          [
            'پس از تحویل می‌توانید درخواست اصلاح بدهید؛ صفحه‌ی سفارش نشان می‌دهد چند بار دیگر می‌توانید.',
            'After delivery you can ask for a revision; the order page shows how many you have left.',
          ],
        ),
      ],
      form: [
        { key: 'product', type: 'text', label: text('نام محصول', 'Product name'), required: true, maxLength: 120 },
        {
          key: 'dimensions',
          type: 'text',
          label: text('ابعاد محصول', 'Dimensions'),
          help: text(
            'طول، عرض و ارتفاع را به سانتی‌متر بنویسید؛ مثلاً ۳۰ × ۲۰ × ۱۵',
            'Length, width and height in centimetres, e.g. 30 × 20 × 15',
          ),
          required: true,
          maxLength: 60,
        },
        {
          key: 'photos',
          type: 'file',
          label: text('عکس‌های محصول', 'Product photos'),
          help: text(
            'از هر طرف محصول دست‌کم یک عکس واضح در نور روز بگیرید',
            'At least one sharp photo of each side, in daylight',
          ),
          required: true,
          kinds: ['image'],
          maxMb: 15,
          maxFiles: 8,
        },
        {
          key: 'surface',
          type: 'choice',
          label: text('جنس سطح', 'Surface'),
          required: false,
          options: [
            { value: 'matte', label: text('مات', 'Matte') },
            { value: 'glossy', label: text('براق', 'Glossy') },
            { value: 'metal', label: text('فلزی', 'Metal') },
            { value: 'fabric', label: text('پارچه‌ای', 'Fabric') },
          ],
        },
        notes,
      ],
    },
  },
  {
    picture: 'tour',
    body: {
      category: 'virtual-tours',
      slug: 'virtual-tour-shoot',
      titleFa: 'عکاسی تور مجازی',
      titleEn: 'Virtual tour shoot',
      descriptionFa:
        'عکاس ما به محل شما می‌آید، از همه‌ی فضاها عکس ۳۶۰ درجه می‌گیرد و تور مجازی کاملی با نقطه‌های اتصال و نقشه می‌سازد که روی آگهی‌تان در بازار و در سایت خودتان نمایش داده می‌شود. هزینه به متراژ و تعداد فضاها بستگی دارد و پس از بررسی درخواست اعلام می‌شود.',
      descriptionEn:
        'Our photographer comes to your place, takes 360° photos of every space and builds a complete virtual tour with links and a floor plan, shown on your market listing and on your own site. The price depends on the floor area and the number of spaces; we quote it once we have read your request.',
      price: null,
      deliveryDays: 10,
      featured: true,
      steps: [
        step('booking', 'هماهنگی زمان عکاسی', 'Booking'),
        step('shoot', 'عکاسی ۳۶۰ درجه', '360° shoot'),
        step('production', 'ساخت تور', 'Building the tour'),
        review,
        delivered,
      ],
      faq: [
        qa(
          ['عکاسی چقدر طول می‌کشد؟', 'How long does the shoot take?'],
          [
            'بسته به اندازه‌ی مکان، معمولاً یک تا سه ساعت.',
            'Depending on the size of the place, usually one to three hours.',
          ],
        ),
        qa(
          ['تور را کجا می‌توانم نشان دهم؟', 'Where can I show the tour?'],
          [
            'روی صفحه‌ی مکانتان در بازار رسام، و با کد جاسازی در سایت خودتان.',
            'On your place’s page in the Rassam market, and on your own site with its embed code.',
          ],
        ),
      ],
      form: [
        { key: 'place', type: 'text', label: text('نام مکان', 'Name of the place'), required: true, maxLength: 120 },
        { key: 'address', type: 'longText', label: text('نشانی', 'Address'), required: true, maxLength: 500 },
        {
          key: 'area',
          type: 'number',
          label: text('متراژ تقریبی (متر مربع)', 'Approximate floor area (m²)'),
          required: true,
          min: 10,
          max: 100000,
        },
        {
          key: 'spaces',
          type: 'number',
          label: text('تعداد فضاها', 'Number of rooms or spaces'),
          required: false,
          min: 1,
          max: 200,
        },
        {
          key: 'when',
          type: 'text',
          label: text('زمان مناسب برای عکاسی', 'When the shoot would suit you'),
          required: false,
          maxLength: 120,
        },
        {
          key: 'plan',
          type: 'file',
          label: text('نقشه‌ی ساختمان', 'Floor plan'),
          required: false,
          kinds: ['pdf', 'image'],
          maxMb: 20,
          maxFiles: 1,
        },
      ],
    },
  },
  {
    picture: 'ar',
    body: {
      category: '3d-models',
      slug: 'ar-catalogue',
      titleFa: 'واقعیت افزوده برای کاتالوگ',
      titleEn: 'AR for a catalogue',
      descriptionFa:
        'برای محصولات کاتالوگ چاپی یا سایتتان مدل سه‌بعدی می‌سازیم و کنار هر محصول کدی می‌گذاریم که مشتری با گوشی اسکن می‌کند و محصول را در اندازه‌ی واقعی جلوی خودش می‌بیند.',
      descriptionEn:
        'We build 3D models of the products in your printed or online catalogue and put a code beside each one: customers scan it with their phone and see the product life-size in front of them.',
      price: 1800,
      deliveryDays: 14,
      steps: [brief, filesReceived, production, review, delivered],
      form: [
        {
          key: 'catalogue',
          type: 'file',
          label: text('فایل کاتالوگ', 'Your catalogue'),
          required: true,
          kinds: ['pdf'],
          maxMb: 50,
          maxFiles: 1,
        },
        {
          key: 'products',
          type: 'number',
          label: text('تعداد محصولات', 'Number of products'),
          required: true,
          min: 1,
          max: 200,
        },
        {
          key: 'medium',
          type: 'choice',
          label: text('کاتالوگ کجا دیده می‌شود؟', 'Where is the catalogue seen?'),
          required: true,
          options: [
            { value: 'print', label: text('نسخه‌ی چاپی', 'In print') },
            { value: 'web', label: text('سایت', 'On a website') },
            { value: 'both', label: text('هر دو', 'Both') },
          ],
        },
        notes,
      ],
    },
  },
  {
    picture: 'logo',
    body: {
      category: 'graphic-design',
      slug: 'logo-design',
      titleFa: 'طراحی لوگو',
      titleEn: 'Logo design',
      descriptionFa:
        'طراحان ما بر اساس نام، حوزه‌ی کاری و سلیقه‌ی شما سه طرح اولیه می‌فرستند، طرح انتخابی را تا دو بار اصلاح می‌کنند و فایل نهایی را در اندازه‌ها و قالب‌های لازم برای چاپ و وب تحویل می‌دهند.',
      descriptionEn:
        'Our designers send three first drafts based on your name, line of business and taste, revise the one you choose up to twice, and deliver the final files in every size and format you need for print and the web.',
      price: 900,
      deliveryDays: 10,
      featured: true,
      steps: [
        brief,
        step('drafts', 'طرح‌های اولیه', 'First drafts'),
        step('revision', 'اصلاح طرح', 'Revisions'),
        step('delivered', 'تحویل فایل‌ها', 'Files delivered'),
      ],
      form: [
        { key: 'brand', type: 'text', label: text('نام برند', 'Brand name'), required: true, maxLength: 60 },
        {
          key: 'brand_latin',
          type: 'text',
          label: text('نام برند با حروف لاتین', 'Brand name in Latin letters'),
          required: false,
          maxLength: 60,
        },
        {
          key: 'business',
          type: 'text',
          label: text('حوزه‌ی کاری', 'Line of business'),
          required: true,
          maxLength: 120,
        },
        {
          key: 'style',
          type: 'choice',
          label: text('سبک لوگو', 'Style'),
          required: true,
          options: [
            { value: 'minimal', label: text('ساده و مینیمال', 'Simple and minimal') },
            { value: 'lettering', label: text('نوشتاری', 'Lettering') },
            { value: 'pictorial', label: text('تصویری', 'Pictorial') },
            { value: 'classic', label: text('کلاسیک', 'Classic') },
          ],
        },
        {
          key: 'colours',
          type: 'text',
          label: text('رنگ‌های دلخواه', 'Colours you like'),
          required: false,
          maxLength: 120,
        },
        {
          key: 'examples',
          type: 'file',
          label: text('نمونه‌هایی که می‌پسندید', 'Examples you like'),
          required: false,
          kinds: ['image'],
          maxMb: 10,
          maxFiles: 5,
        },
        notes,
      ],
    },
  },
  {
    picture: 'banner',
    body: {
      category: 'graphic-design',
      slug: 'banner-design',
      titleFa: 'طراحی بنر',
      titleEn: 'Banner design',
      descriptionFa:
        'بنر فروشگاه، پست شبکه‌های اجتماعی یا تصویر تبلیغ را با متن و لوگوی شما و در اندازه‌ی موردنظر طراحی می‌کنیم.',
      descriptionEn:
        'A shop banner, a social media post or an ad picture, designed with your text and logo at the size you need.',
      price: 250,
      deliveryDays: 3,
      steps: [brief, step('design', 'طراحی', 'Design'), delivered],
      form: [
        {
          key: 'size',
          type: 'choice',
          label: text('اندازه', 'Size'),
          required: true,
          options: [
            { value: 'shop_banner', label: text('بنر فروشگاه در بازار', 'Market shop banner') },
            { value: 'square_post', label: text('پست مربعی', 'Square post') },
            { value: 'story', label: text('استوری', 'Story') },
          ],
        },
        { key: 'copy', type: 'longText', label: text('متن بنر', 'Text on the banner'), required: true, maxLength: 500 },
        {
          key: 'logo',
          type: 'file',
          label: text('لوگو', 'Logo'),
          required: false,
          kinds: ['image'],
          maxMb: 10,
          maxFiles: 1,
        },
      ],
    },
  },
] as const;

/** A picture drawn from SVG shapes, as the PNG an admin would upload. */
export async function drawing(shapes: string, width = 1200, height = 800): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes}</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

/** Who the demo's pictures are uploaded as: the demo admin, or else the first admin; none: they go without. */
export async function uploader(db: Database) {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.phone, demoAdmin.phone)).limit(1);
  if (demo) return demo;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return admin ?? null;
}

/** Seeds the demo catalogue once; false when it was seeded before. */
export async function seedDemoServices(deps: Pick<AppDeps, 'db' | 'storage'>): Promise<boolean> {
  const { db } = deps;
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, MARKER)).limit(1);
  if (done) return false;

  for (const { parent, ...category } of categories) {
    const input = serviceCategoryBody.parse(category);
    const parentId = parent
      ? (await db.select().from(serviceCategories).where(eq(serviceCategories.slug, parent)).limit(1))[0]?.id
      : null;
    await db
      .insert(serviceCategories)
      .values({ ...input, parentId: parentId ?? null })
      .onConflictDoNothing();
  }
  const slugs = categories.map((category) => category.slug);
  const rows = await db.select().from(serviceCategories).where(inArray(serviceCategories.slug, slugs));
  const idOf = new Map(rows.map((row) => [row.slug, row.id]));

  const owner = await uploader(db);
  for (const [i, { picture, body }] of demoServices.entries()) {
    const { category, ...rest } = body;
    const categoryId = idOf.get(category);
    if (!categoryId) continue;
    const [existing] = await db.select({ id: services.id }).from(services).where(eq(services.slug, body.slug));
    if (existing) continue;
    const images: string[] = [];
    if (owner) images.push((await uploadServiceImage(deps as AppDeps, owner.id, await drawing(pictures[picture]))).id);
    const input = serviceBody.parse({ ...rest, categoryId, images, sortOrder: i });
    await db.insert(services).values(input).onConflictDoNothing();
  }
  await db
    .insert(appMeta)
    .values({ key: MARKER, value: { seededAt: new Date().toISOString() } })
    .onConflictDoNothing();
  return true;
}
