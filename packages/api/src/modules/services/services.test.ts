import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { files, services, type Database } from '@rassam/db';
import { fieldMessage, resultText } from '@rassam/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPublicChange } from '../../lib/public-changes';
import { createTestApp, fileForm, pngImage } from '../../test-utils';
import { answersSchema } from './services.schemas';
import { seedDemoServices } from './services.seed';
import { availableService } from './services.service';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<TestApp['client']>;
let t: TestApp;
let db: Database;

let admin: Client;
let otherAdmin: Client;
let user: Client;
const visitor = () => t.client();

beforeAll(async () => {
  t = await createTestApp();
  db = t.handle.db;
  admin = (await t.account('admin')).client;
  otherAdmin = (await t.account('admin')).client;
  user = (await t.account()).client;
});
afterAll(async () => {
  await t?.close();
});

const steps = [
  { key: 'brief', name: { fa: 'دریافت توضیحات', en: 'Brief' } },
  { key: 'production', name: { fa: 'در حال ساخت', en: 'In production' } },
  { key: 'delivered', name: { fa: 'تحویل', en: 'Delivered' } },
];
const form = [
  {
    key: 'product',
    type: 'text',
    label: { fa: 'نام محصول', en: 'Product name' },
    required: true,
    maxLength: 80,
  },
  {
    key: 'photos',
    type: 'file',
    label: { fa: 'عکس‌ها', en: 'Photos' },
    required: true,
    kinds: ['image'],
    maxMb: 15,
    maxFiles: 5,
  },
];

let seq = 0;
async function category(body: Record<string, unknown> = {}, by: Client = admin) {
  seq += 1;
  const res = await by.call('POST', '/api/admin/service-categories', {
    slug: `category-${seq}`,
    nameFa: `دسته ${seq}`,
    nameEn: `Category ${seq}`,
    ...body,
  });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: string; slug: string };
}

function serviceBody(categoryId: string, body: Record<string, unknown> = {}) {
  seq += 1;
  return {
    categoryId,
    slug: `service-${seq}`,
    titleFa: `خدمت ${seq}`,
    titleEn: `Service ${seq}`,
    descriptionFa: 'توضیح خدمت',
    descriptionEn: 'About the service',
    price: 450,
    deliveryDays: 7,
    steps,
    form,
    ...body,
  };
}

async function service(categoryId: string, body: Record<string, unknown> = {}, by: Client = admin) {
  const res = await by.call('POST', '/api/admin/services', serviceBody(categoryId, body));
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: string; slug: string; faq: unknown[] };
}

async function image(by: Client = admin, width = 1200, height = 800) {
  const res = await by.call('POST', '/api/admin/service-images', fileForm(await pngImage(width, height)));
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: string; url: string };
}

async function publicTree() {
  const res = await visitor().call('GET', '/api/services');
  expect(res.status, res.text).toBe(200);
  return res.json.data as {
    slug: string;
    services: { slug: string; title: string }[];
    children: { slug: string; services: { slug: string }[] }[];
  }[];
}
const slugsIn = (tree: Awaited<ReturnType<typeof publicTree>>) =>
  tree.flatMap((root) => [
    ...root.services.map((s) => s.slug),
    ...root.children.flatMap((child) => child.services.map((s) => s.slug)),
  ]);

describe('who may manage the catalogue', () => {
  it('is the admins only: a visitor is 401, a user or a support agent 403, on every admin route', async () => {
    const support = (await t.account('support')).client;
    const some = '00000000-0000-4000-8000-000000000001';
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/services'],
      ['POST', '/api/admin/services', serviceBody(some)],
      ['GET', `/api/admin/services/${some}`],
      ['PATCH', `/api/admin/services/${some}`, { titleFa: 'الف' }],
      ['POST', `/api/admin/services/${some}/disable`],
      ['POST', `/api/admin/services/${some}/enable`],
      ['DELETE', `/api/admin/services/${some}`],
      ['POST', '/api/admin/services/reorder', { ids: [some] }],
      ['GET', '/api/admin/service-categories'],
      ['POST', '/api/admin/service-categories', { slug: 'x', nameFa: 'الف', nameEn: 'A' }],
      ['PATCH', `/api/admin/service-categories/${some}`, { nameFa: 'الف' }],
      ['POST', `/api/admin/service-categories/${some}/disable`],
      ['DELETE', `/api/admin/service-categories/${some}`],
      ['POST', '/api/admin/service-categories/reorder', { ids: [some] }],
      ['GET', '/api/admin/service-images'],
      ['DELETE', `/api/admin/service-images/${some}`],
    ];
    expect(await t.notRefused(routes, [user, support])).toEqual([]);
    const form = fileForm(await pngImage(10, 10));
    expect((await user.call('POST', '/api/admin/service-images', form)).status).toBe(403);
    expect(await db.select().from(services)).toEqual([]);
  });

  it('is shared: one admin edits what another made, with the images another uploaded', async () => {
    const root = await category({}, admin);
    const picture = await image(admin);
    const made = await service(root.id, { images: [picture.id] }, admin);
    const changed = await otherAdmin.call('PATCH', `/api/admin/services/${made.id}`, {
      titleEn: 'Changed by another admin',
      images: [picture.id, (await image(otherAdmin)).id],
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.data.titleEn).toBe('Changed by another admin');
    expect(changed.json.data.images).toHaveLength(2);
    const listed = await otherAdmin.call('GET', '/api/admin/service-images');
    expect(listed.json.data.map((i: { id: string }) => i.id)).toContain(picture.id);
    expect((await otherAdmin.call('DELETE', `/api/admin/services/${made.id}`)).status).toBe(200);
  });
});

describe('the public catalogue', () => {
  it('is the tree of enabled categories with their enabled services, in order, the same for everyone', async () => {
    const root = await category({ slug: 'design-tree', nameFa: 'طراحی', nameEn: 'Design', sortOrder: -10 });
    const child = await category({ slug: 'logos-tree', parentId: root.id });
    const picture = await image();
    const second = await service(root.id, { slug: 'tree-banner', sortOrder: 2 });
    const first = await service(root.id, {
      slug: 'tree-logo',
      sortOrder: 1,
      featured: true,
      images: [picture.id],
      price: null,
    });
    await service(child.id, { slug: 'logo-redesign' });
    const hidden = await service(root.id, { slug: 'hidden-one', disabled: true });

    const res = await visitor().call('GET', '/api/services');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const mine = (res.json.data as { slug: string }[]).find((c) => c.slug === 'design-tree') as Record<string, unknown>;
    expect(mine).toMatchObject({
      id: root.id,
      name: 'طراحی',
      nameEn: 'Design',
      services: [
        {
          id: first.id,
          slug: 'tree-logo',
          categorySlug: 'design-tree',
          title: expect.any(String),
          titleEn: expect.any(String),
          price: null,
          deliveryDays: 7,
          steps,
          featured: true,
          image: picture.url,
        },
        { id: second.id, slug: 'tree-banner', price: 450, image: null, featured: false },
      ],
      children: [{ id: child.id, slug: 'logos-tree', services: [{ slug: 'logo-redesign' }] }],
    });
    expect(JSON.stringify(res.json.data)).not.toContain(hidden.slug);
    // A signed-in user, in English, gets the very same answer.
    const asUser = await user.call('GET', '/api/services', undefined, { 'x-locale': 'en' });
    expect(asUser.text).toBe(res.text);
    // One that clears a stale session's cookie on the way is kept by the browser only.
    const stale = await visitor().call('GET', '/api/services', undefined, { cookie: 'user_session=stale' });
    expect(stale.headers.getSetCookie().join()).toContain('user_session=;');
    expect(stale.headers.get('cache-control')).toBe('private, max-age=60');
    expect(stale.text).toBe(res.text);
  });

  it('answers one service whole, with what its order page builds the form from', async () => {
    const root = await category({ nameFa: 'سه‌بعدی', nameEn: '3D' });
    const child = await category({ parentId: root.id });
    const pictures = [await image(), await image()];
    const made = await service(child.id, { slug: 'product-model', images: pictures.map((p) => p.id) });
    const res = await visitor().call('GET', '/api/services/Product-Model');
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.json.data).toMatchObject({
      id: made.id,
      slug: 'product-model',
      categorySlug: child.slug,
      description: 'توضیح خدمت',
      descriptionEn: 'About the service',
      price: 450,
      deliveryDays: 7,
      steps,
      form,
      image: pictures[0]!.url,
      images: pictures.map((p) => ({ id: p.id, url: p.url, width: 1200, height: 800 })),
      category: {
        id: child.id,
        slug: child.slug,
        parent: { id: root.id, slug: root.slug, name: 'سه‌بعدی', nameEn: '3D' },
      },
    });
    // The order page validates the buyer's answers with the schema built from this very form.
    const answers = answersSchema(res.json.data.form);
    expect(answers.safeParse({ product: ' Lamp ', photos: [pictures[0]!.id] })).toEqual({
      success: true,
      data: { product: 'Lamp', photos: [pictures[0]!.id] },
    });
    expect(answers.safeParse({ product: 'Lamp' }).success).toBe(false);

    const missing = await visitor().call('GET', '/api/services/no-such-service', undefined, { 'x-locale': 'en' });
    expect(missing.status).toBe(404);
    expect(missing.json.error).toMatchObject({ code: 'ServiceNotFound', message: 'The service was not found' });
  });

  it('answers ServiceNotAvailable for a disabled service, or one under a disabled category or parent, until enabled', async () => {
    const root = await category();
    const child = await category({ parentId: root.id });
    const made = await service(child.id);
    const path = `/api/services/${made.slug}`;
    const expectUnavailable = async (why: string) => {
      const res = await visitor().call('GET', path, undefined, { 'x-locale': 'en' });
      expect(res.status, why).toBe(404);
      expect(res.json.error, why).toMatchObject({
        code: 'ServiceNotAvailable',
        message: resultText('ServiceNotAvailable', 'en'),
      });
      expect(slugsIn(await publicTree()), why).not.toContain(made.slug);
    };
    expect((await visitor().call('GET', path)).status).toBe(200);

    const off = await admin.call('POST', `/api/admin/services/${made.id}/disable`);
    expect(off.status, off.text).toBe(200);
    expect(off.json).toMatchObject({ data: { disabled: true }, message: { code: 'UpdateSuccessfully' } });
    await expectUnavailable('service disabled');
    expect((await admin.call('POST', `/api/admin/services/${made.id}/enable`)).json.data.disabled).toBe(false);
    expect((await visitor().call('GET', path)).status).toBe(200);

    expect((await admin.call('POST', `/api/admin/service-categories/${child.id}/disable`)).status).toBe(200);
    await expectUnavailable('category disabled');
    expect((await admin.call('POST', `/api/admin/service-categories/${child.id}/enable`)).status).toBe(200);

    expect((await admin.call('POST', `/api/admin/service-categories/${root.id}/disable`)).status).toBe(200);
    await expectUnavailable('parent disabled');
    expect((await publicTree()).map((c) => c.slug)).not.toContain(root.slug);
    // The orders' entry point says the same, on the field the order form sends.
    await expect(availableService(db, made.id)).rejects.toMatchObject({
      code: 'ServiceNotAvailable',
      fields: { serviceId: 'ServiceNotAvailable' },
    });
    expect((await admin.call('POST', `/api/admin/service-categories/${root.id}/enable`)).status).toBe(200);
    expect((await visitor().call('GET', path)).status).toBe(200);
    expect((await availableService(db, made.id)).id).toBe(made.id);
    await expect(availableService(db, '00000000-0000-4000-8000-000000000009')).rejects.toMatchObject({
      code: 'ServiceNotFound',
    });
  });

  it('shows an admin’s change at once, and tells the web server its pages changed', async () => {
    const root = await category();
    const made = await service(root.id, { titleFa: 'پیش از تغییر' });
    expect(JSON.stringify(await publicTree())).toContain('پیش از تغییر');
    expect((await visitor().call('GET', `/api/services/${made.slug}`)).json.data.title).toBe('پیش از تغییر');
    let changes = 0;
    const stop = onPublicChange(() => {
      changes += 1;
    });
    try {
      const patched = await admin.call('PATCH', `/api/admin/services/${made.id}`, { titleFa: 'پس از تغییر' });
      expect(patched.status).toBe(200);
      expect(changes).toBe(1);
      // A refused change changes nothing public.
      await admin.call('PATCH', `/api/admin/services/${made.id}`, { price: -1 });
      expect(changes).toBe(1);
    } finally {
      stop();
    }
    expect(JSON.stringify(await publicTree())).toContain('پس از تغییر');
    expect((await visitor().call('GET', `/api/services/${made.slug}`)).json.data.title).toBe('پس از تغییر');
  });
});

describe('categories', () => {
  it("refuses an AI tool's slug and reserved words with a clear field text, and a slug taken", async () => {
    for (const [slug, text] of [
      ['image-to-tryon', 'SlugTakenByTool'],
      ['Text-To-Image', 'SlugTakenByTool'],
      ['ai', 'SlugIsReserved'],
      ['image-to-tryone', 'SlugIsReserved'],
    ] as const) {
      const res = await admin.call(
        'POST',
        '/api/admin/service-categories',
        { slug, nameFa: 'الف', nameEn: 'A' },
        { 'x-locale': 'en' },
      );
      expect(res.status, slug).toBe(422);
      expect(res.json.error.fields, slug).toEqual({ slug: fieldMessage({ code: 'custom', message: text }, 'en') });
    }
    const taken = await admin.call('POST', '/api/admin/service-categories', {
      slug: 'Remove-BG',
      nameFa: 'الف',
      nameEn: 'A',
    });
    expect(taken.json.error.fields.slug).toBe(
      'صفحه‌ی یکی از ابزارهای هوش مصنوعی همین نشانی را دارد؛ نامک دیگری بنویسید',
    );
    const bad = await admin.call('POST', '/api/admin/service-categories', { slug: 'a b', nameFa: 'الف', nameEn: 'A' });
    expect(bad.json.error.code).toBe('SlugIdIsNotValid');

    const existing = await category();
    const twice = await admin.call('POST', '/api/admin/service-categories', {
      slug: existing.slug.toUpperCase(),
      nameFa: 'الف',
      nameEn: 'A',
    });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toMatchObject({ code: 'SlugAlreadyExists', fields: { slug: expect.any(String) } });
    const other = await category();
    const renamed = await admin.call('PATCH', `/api/admin/service-categories/${other.id}`, { slug: 'image-to-video' });
    expect(renamed.status).toBe(422);
    const clash = await admin.call('PATCH', `/api/admin/service-categories/${other.id}`, { slug: existing.slug });
    expect(clash.status).toBe(409);
  });

  it('keeps the tree at two levels', async () => {
    const root = await category();
    const child = await category({ parentId: root.id });
    const deeper = await admin.call('POST', '/api/admin/service-categories', {
      slug: 'too-deep',
      nameFa: 'الف',
      nameEn: 'A',
      parentId: child.id,
    });
    expect(deeper.status).toBe(400);
    expect(deeper.json.error).toMatchObject({
      code: 'CategoryParentIsNotValid',
      fields: { parentId: expect.any(String) },
    });
    const orphan = await admin.call('POST', '/api/admin/service-categories', {
      slug: 'orphan',
      nameFa: 'الف',
      nameEn: 'A',
      parentId: '00000000-0000-4000-8000-000000000009',
    });
    expect(orphan.status).toBe(404);
    expect(orphan.json.error.code).toBe('CategoryNotFound');
    const other = await category();
    // A root with children cannot go under another root, nor a category under itself.
    for (const [id, parentId] of [
      [root.id, other.id],
      [other.id, other.id],
    ]) {
      const moved = await admin.call('PATCH', `/api/admin/service-categories/${id}`, { parentId });
      expect(moved.status).toBe(400);
      expect(moved.json.error.code).toBe('CategoryParentIsNotValid');
    }
    // A child moves to another root, and back to the top.
    const moved = await admin.call('PATCH', `/api/admin/service-categories/${child.id}`, { parentId: other.id });
    expect(moved.json.data).toMatchObject({ parentId: other.id });
    expect(
      (await admin.call('PATCH', `/api/admin/service-categories/${child.id}`, { parentId: null })).json.data,
    ).toMatchObject({
      parentId: null,
    });
    const unchanged = await admin.call('PATCH', `/api/admin/service-categories/${child.id}`, {});
    expect(unchanged.status).toBe(200);

    const tree = await admin.call('GET', '/api/admin/service-categories');
    expect(tree.status).toBe(200);
    const node = tree.json.data.find((c: { id: string }) => c.id === root.id);
    expect(node).toMatchObject({ disabled: false, services: 0, children: [] });
  });

  it('deletes only a category without children and services', async () => {
    const root = await category();
    const child = await category({ parentId: root.id });
    const made = await service(child.id);
    for (const id of [root.id, child.id]) {
      const refused = await admin.call('DELETE', `/api/admin/service-categories/${id}`, undefined, {
        'x-locale': 'en',
      });
      expect(refused.status).toBe(409);
      expect(refused.json.error).toMatchObject({
        code: 'ServiceCategoryIsInUse',
        message: 'This category has subcategories or services and cannot be deleted. Move or delete them first.',
      });
    }
    expect((await admin.call('DELETE', `/api/admin/services/${made.id}`)).status).toBe(200);
    expect((await admin.call('DELETE', `/api/admin/service-categories/${child.id}`)).status).toBe(200);
    expect((await admin.call('DELETE', `/api/admin/service-categories/${root.id}`)).json).toMatchObject({
      data: { id: root.id },
      message: { code: 'DeleteSuccessfully' },
    });
    expect((await admin.call('DELETE', `/api/admin/service-categories/${root.id}`)).status).toBe(404);
  });

  it('puts categories and services in a new order', async () => {
    const root = await category({ sortOrder: -50 });
    const [a, b, c] = [await service(root.id), await service(root.id), await service(root.id)];
    const reordered = await admin.call('POST', '/api/admin/services/reorder', { ids: [c.id, a.id, b.id] });
    expect(reordered.status, reordered.text).toBe(200);
    const mine = (await publicTree()).find((node) => node.slug === root.slug)!;
    expect(mine.services.map((s) => s.slug)).toEqual([c.slug, a.slug, b.slug]);
    const listed = await admin.call('GET', `/api/admin/services?category=${root.id}`);
    expect(listed.json.data.map((s: { id: string; sortOrder: number }) => [s.id, s.sortOrder])).toEqual([
      [c.id, 0],
      [a.id, 1],
      [b.id, 2],
    ]);

    const other = await category({ sortOrder: -60 });
    const roots = await admin.call('POST', '/api/admin/service-categories/reorder', { ids: [root.id, other.id] });
    expect(roots.status).toBe(200);
    const order = (await publicTree()).map((node) => node.slug);
    expect(order.indexOf(root.slug)).toBeLessThan(order.indexOf(other.slug));

    const unknown = await admin.call('POST', '/api/admin/services/reorder', {
      ids: [a.id, '00000000-0000-4000-8000-000000000009'],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('ServiceNotFound');
    expect((await admin.call('POST', '/api/admin/service-categories/reorder', { ids: [a.id] })).json.error.code).toBe(
      'CategoryNotFound',
    );
    expect((await admin.call('POST', '/api/admin/services/reorder', { ids: [a.id, a.id] })).status).toBe(422);
    expect((await admin.call('POST', '/api/admin/services/reorder', { ids: [] })).status).toBe(422);
  });
});

describe('services', () => {
  it('validates every field of the admin form', async () => {
    const root = await category();
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      ['bad slug', { slug: 'Logo Design!' }, { slug: 'SlugIdIsNotValid' }],
      ['one step', { steps: steps.slice(0, 1) }, { steps: 'ServiceNeedsTwoSteps' }],
      ['no steps', { steps: [] }, { steps: 'ServiceNeedsTwoSteps' }],
      ['step key twice', { steps: [steps[0], steps[0]] }, { 'steps.1.key': 'KeyUsedTwice' }],
      ['bad question key', { form: [{ ...form[0], key: 'Product Name' }] }, { 'form.0.key': 'FormKey' }],
      ['question key twice', { form: [form[0], form[0]] }, { 'form.1.key': 'KeyUsedTwice' }],
      [
        'choice of one',
        {
          form: [{ key: 'c', type: 'choice', label: form[0]!.label, options: [{ value: 'a', label: form[0]!.label }] }],
        },
        { 'form.0.options': 'ChoiceNeedsTwoOptions' },
      ],
      [
        'min above max',
        { form: [{ key: 'n', type: 'number', label: form[0]!.label, min: 9, max: 1 }] },
        { 'form.0.max': 'MinAboveMax' },
      ],
      ['unknown kind', { form: [{ ...form[1], kinds: ['exe'] }] }, { 'form.0.kinds.0': 'ValidationError' }],
      ['price zero', { price: 0 }, { price: 'ValidationError' }],
      ['price in words', { price: 'free' }, { price: 'EnterNumber' }],
      ['days too many', { deliveryDays: '۴۰۰' }, { deliveryDays: 'ValidationError' }],
      ['no category', { categoryId: '' }, { categoryId: 'ChooseCategory' }],
      ['image twice', { images: [root.id, root.id] }, { images: 'KeyUsedTwice' }],
      ['unknown field', { colour: 'red' }, { colour: 'ValidationError' }],
      ['no Persian title', { titleFa: '  ' }, { titleFa: 'ValidationError' }],
      ['control character', { titleEn: 'Logo\u0007' }, { titleEn: 'TextHasControlCharacters' }],
    ];
    for (const [name, change, expected] of cases) {
      const res = await admin.call('POST', '/api/admin/services', serviceBody(root.id, change), { 'x-locale': 'en' });
      expect(res.status, `${name}: ${res.text}`).toBe(422);
      const fields = res.json.error.fields as Record<string, string>;
      expect(Object.keys(fields), name).toEqual(Object.keys(expected));
      for (const [field, code] of Object.entries(expected)) {
        if (code === 'ValidationError') continue;
        expect(fields[field], name).toBe(fieldMessage({ code: 'custom', message: code }, 'en'));
      }
    }
    expect((await admin.call('GET', `/api/admin/services?category=${root.id}`)).json.data).toEqual([]);
  });

  it('reads the price and the delivery days in Persian digits, and an empty price as on quote', async () => {
    const root = await category();
    const made = await admin.call(
      'POST',
      '/api/admin/services',
      serviceBody(root.id, { price: '۱٬۲۵۰', deliveryDays: '۱۴' }),
    );
    expect(made.status, made.text).toBe(201);
    expect(made.json.data).toMatchObject({ price: 1250, deliveryDays: 14, disabled: false, featured: false });
    const quote = await admin.call('PATCH', `/api/admin/services/${made.json.data.id}`, {
      price: '',
      deliveryDays: '٣',
    });
    expect(quote.json.data).toMatchObject({ price: null, deliveryDays: 3 });
    expect((await visitor().call('GET', `/api/services/${made.json.data.slug}`)).json.data.price).toBeNull();
  });

  it('refuses a missing category, an image not in the library and a slug taken; ids that are not found are 404', async () => {
    const root = await category();
    const absent = '00000000-0000-4000-8000-000000000009';
    const noCategory = await admin.call('POST', '/api/admin/services', serviceBody(absent));
    expect(noCategory.status).toBe(404);
    expect(noCategory.json.error).toMatchObject({
      code: 'CategoryNotFound',
      fields: { categoryId: expect.any(String) },
    });
    // A file an admin can read is not a library image: a user's upload stays theirs.
    const users = await user.call('POST', '/api/files', fileForm(await pngImage(40, 40)));
    expect(users.status, users.text).toBe(201);
    const notLibrary = await admin.call(
      'POST',
      '/api/admin/services',
      serviceBody(root.id, { images: [users.json.data.id] }),
    );
    expect(notLibrary.status).toBe(404);
    expect(notLibrary.json.error).toMatchObject({ code: 'FileNotFound', fields: { images: expect.any(String) } });
    expect((await visitor().call('GET', `/api/services/files/${users.json.data.id}`)).status).toBe(404);

    const made = await service(root.id);
    const twice = await admin.call('POST', '/api/admin/services', serviceBody(root.id, { slug: made.slug }));
    expect(twice.status).toBe(409);
    expect(twice.json.error).toMatchObject({ code: 'SlugAlreadyExists', fields: { slug: expect.any(String) } });
    const moved = await admin.call('PATCH', `/api/admin/services/${made.id}`, { categoryId: absent });
    expect(moved.status).toBe(404);

    for (const [method, path] of [
      ['GET', `/api/admin/services/${absent}`],
      ['PATCH', `/api/admin/services/${absent}`],
      ['POST', `/api/admin/services/${absent}/disable`],
      ['DELETE', `/api/admin/services/${absent}`],
    ] as const) {
      const res = await admin.call(method, path, method === 'PATCH' ? { titleFa: 'الف' } : undefined);
      expect(res.status, path).toBe(404);
      expect(res.json.error.code, path).toBe('ServiceNotFound');
    }
    const badId = await admin.call('GET', '/api/admin/services/not-an-id');
    expect(badId.status).toBe(422);
    expect(badId.json.error.code).toBe('ServiceIdIsNotValid');
    expect((await admin.call('PATCH', `/api/admin/service-categories/${absent}`, { nameFa: 'الف' })).status).toBe(404);
  });

  it('keeps the questions buyers ask, in order, in both languages, and shows them on the public service', async () => {
    const root = await category();
    const made = await service(root.id, { slug: 'faq-service' });
    expect(made.faq).toEqual([]);
    const faq = [
      { question: { fa: 'چقدر طول می‌کشد؟', en: 'How long does it take?' }, answer: { fa: 'یک هفته.', en: 'A week.' } },
      { question: { fa: 'فایل‌ها؟', en: 'Files?' }, answer: { fa: 'GLB و USDZ.', en: 'GLB and USDZ.' } },
    ];
    const patched = await admin.call('PATCH', `/api/admin/services/${made.id}`, { faq });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.json.data.faq).toEqual(faq);
    expect((await visitor().call('GET', '/api/services/faq-service')).json.data.faq).toEqual(faq);

    const item = faq[0]!;
    const tooMany = await admin.call('PATCH', `/api/admin/services/${made.id}`, { faq: Array(21).fill(item) });
    expect(tooMany.status).toBe(422);
    expect(Object.keys(tooMany.json.error.fields)).toEqual(['faq']);
    const blank = await admin.call('PATCH', `/api/admin/services/${made.id}`, {
      faq: [{ ...item, answer: { fa: ' ', en: 'A week.' } }],
    });
    expect(blank.status).toBe(422);
    expect(Object.keys(blank.json.error.fields)).toEqual(['faq.0.answer.fa']);
    const control = await admin.call('PATCH', `/api/admin/services/${made.id}`, {
      faq: [{ ...item, question: { fa: 'چرا\u0007؟', en: 'Why?' } }],
    });
    expect(control.status).toBe(422);
    expect((await admin.call('GET', `/api/admin/services/${made.id}`)).json.data.faq).toEqual(faq);
  });

  it('replaces steps and form whole, and answers an empty change with the service as it is', async () => {
    const root = await category();
    const made = await service(root.id);
    const newSteps = [steps[0], { key: 'review', name: { fa: 'بازبینی', en: 'Review' } }, steps[2]];
    const patched = await admin.call('PATCH', `/api/admin/services/${made.id}`, { steps: newSteps, form: [] });
    expect(patched.json.data).toMatchObject({ steps: newSteps, form: [] });
    const same = await admin.call('PATCH', `/api/admin/services/${made.id}`, {});
    expect(same.status).toBe(200);
    expect(same.json.data).toEqual(patched.json.data);
    const one = await admin.call('GET', `/api/admin/services/${made.id}`);
    expect(one.json.data).toEqual(patched.json.data);
  });
});

describe('images', () => {
  it('are uploaded by admins, checked by content, public with card sizes, and leave every service when removed', async () => {
    const picture = await image(admin, 2000, 1000);
    expect(picture.url).toBe(`/api/services/files/${picture.id}`);
    const [stored] = await db.select().from(files).where(eq(files.id, picture.id));
    for (const width of [320, 640])
      expect(await t.deps.storage.get(`${stored!.storageKey}.w${width}.webp`)).not.toBeNull();

    const full = await t.app.request(picture.url);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/png');
    expect(full.headers.get('cache-control')).toBe('public, max-age=300');
    const small = await t.app.request(`${picture.url}?w=۳۲۰`);
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(320);
    expect((await t.app.request(`${picture.url}?w=333`)).status).toBe(422);

    const text = await admin.call(
      'POST',
      '/api/admin/service-images',
      fileForm(new TextEncoder().encode('not an image at all'), 'image/png'),
    );
    expect(text.status).toBe(400);
    expect(text.json.error.code).toBe('FileFormatIsNotValid');
    const noFile = new FormData();
    noFile.append('title', 'x');
    // The form's schema wants a file: told before the body is read as one.
    const missing = await admin.call('POST', '/api/admin/service-images', noFile);
    expect([missing.status, Object.keys(missing.json.error.fields ?? {})]).toEqual([422, ['file']]);
    const bytes = new Uint8Array(16 * 1024 * 1024);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const huge = await admin.call('POST', '/api/admin/service-images', fileForm(bytes));
    expect(huge.status).toBe(413);
    expect(huge.json.error.code).toBe('FileSizeValidationError');

    const root = await category();
    const other = await image();
    const made = await service(root.id, { images: [picture.id, other.id] });
    const library = await admin.call('GET', '/api/admin/service-images');
    expect(library.json.data.find((i: { id: string }) => i.id === picture.id)).toMatchObject({
      usedBy: 1,
      width: 2000,
    });

    const removed = await otherAdmin.call('DELETE', `/api/admin/service-images/${picture.id}`);
    expect(removed.status, removed.text).toBe(200);
    expect(
      (await admin.call('GET', `/api/admin/services/${made.id}`)).json.data.images.map((i: { id: string }) => i.id),
    ).toEqual([other.id]);
    expect((await visitor().call('GET', `/api/services/${made.slug}`)).json.data.image).toBe(other.url);
    expect((await t.app.request(picture.url)).status).toBe(404);
    // Nothing else named it: its row and its stored files are gone.
    expect(await db.select().from(files).where(eq(files.id, picture.id))).toEqual([]);
    expect(await t.deps.storage.get(stored!.storageKey)).toBeNull();
    expect(await t.deps.storage.get(`${stored!.storageKey}.w320.webp`)).toBeNull();
    expect((await admin.call('DELETE', `/api/admin/service-images/${picture.id}`)).status).toBe(404);
  });
});

describe('the demo catalogue', () => {
  it('seeds categories and services in both languages once, fixed-price and on quote, each with a picture', async () => {
    expect(await seedDemoServices(t.deps)).toBe(true);
    const tree = await publicTree();
    const demo = tree.filter((root) => ['3d-and-ar', 'graphic-design'].includes(root.slug));
    expect(demo.map((root) => [root.slug, root.children.map((child) => child.slug)])).toEqual([
      ['3d-and-ar', ['3d-models', 'virtual-tours']],
      ['graphic-design', []],
    ]);
    const seeded = demo.flatMap((root) => [...root.services, ...root.children.flatMap((child) => child.services)]) as {
      slug: string;
      price: number | null;
      image: string | null;
    }[];
    expect(seeded.map((s) => s.slug).sort()).toEqual(
      ['3d-product-model', 'ar-catalogue', 'banner-design', 'logo-design', 'virtual-tour-shoot'].sort(),
    );
    expect(seeded.find((s) => s.slug === 'virtual-tour-shoot')!.price).toBeNull();
    expect(seeded.find((s) => s.slug === '3d-product-model')!.price).toBe(450);
    for (const { image } of seeded) {
      const res = await t.app.request(`${image}?w=320`);
      expect(res.status, image!).toBe(200);
    }
    const model = await visitor().call('GET', '/api/services/3d-product-model');
    expect(model.json.data.steps.map((s: { key: string }) => s.key)).toEqual([
      'brief',
      'files_received',
      'production',
      'review',
      'delivered',
    ]);
    expect(model.json.data.form.map((q: { key: string }) => q.key)).toEqual([
      'product',
      'dimensions',
      'photos',
      'surface',
      'notes',
    ]);
    expect(
      answersSchema(model.json.data.form).safeParse({
        product: 'چراغ مطالعه',
        dimensions: '۳۰ × ۲۰ × ۱۵',
        photos: ['00000000-0000-4000-8000-000000000001'],
        surface: 'matte',
      }).success,
    ).toBe(true);
    expect(await seedDemoServices(t.deps)).toBe(false);
  });
});
