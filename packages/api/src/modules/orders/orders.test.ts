import { and, eq, sql } from 'drizzle-orm';
import {
  factors,
  ledgerEntries,
  notifications,
  orderFiles,
  orderStatuses,
  orders,
  rateLimits,
  users,
  wallets,
  type Database,
} from '@rassam/db';
import { skipWithoutPostgres } from '@rassam/db/test-db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-utils';
import { checkLedger, credit } from '../wallet/wallet.service';
import { orderFileLink } from './order-files';
import { ORDER_STATUSES } from './orders.schemas';
import { sweepOrders } from './orders.service';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<TestApp['client']>;
let t: TestApp;
let db: Database;
const DAY = 86_400_000;

let n = 0;
async function account(role: 'user' | 'support' | 'admin' = 'user') {
  n += 1;
  await db.delete(rateLimits);
  const client = await t.signUp(`0935${String(n).padStart(7, '0')}`, 'Secret123', `Person ${n}`);
  const id = (await client.call('GET', '/api/me')).json.data.id as string;
  if (role !== 'user') await db.update(users).set({ role }).where(eq(users.id, id));
  return { client, id };
}

const steps = [
  { key: 'brief', name: { fa: 'دریافت توضیحات', en: 'Brief' } },
  { key: 'production', name: { fa: 'در حال ساخت', en: 'In production' } },
  { key: 'review', name: { fa: 'بازبینی', en: 'Review' } },
  { key: 'delivered', name: { fa: 'تحویل', en: 'Delivered' } },
];
const label = { fa: 'پرسش', en: 'Question' };
const form = [
  { key: 'product', type: 'text', label, required: true, maxLength: 80 },
  { key: 'count', type: 'number', label, required: false, min: 1, max: 10 },
  {
    key: 'style',
    type: 'choice',
    label,
    required: false,
    options: [
      { value: 'modern', label },
      { value: 'classic', label },
    ],
  },
  { key: 'photos', type: 'file', label, required: false, kinds: ['image'], maxMb: 1, maxFiles: 3 },
];

let admin: Client;
let staff: { client: Client; id: string };
let fixedId: string;
let quotedId: string;

let seq = 0;
async function makeService(price: number | null) {
  seq += 1;
  const category = await admin.call('POST', '/api/admin/service-categories', {
    slug: `orders-category-${seq}`,
    nameFa: `دسته ${seq}`,
    nameEn: `Category ${seq}`,
  });
  expect(category.status, category.text).toBe(201);
  const res = await admin.call('POST', '/api/admin/services', {
    categoryId: category.json.data.id,
    slug: `orders-service-${seq}`,
    titleFa: `خدمت ${seq}`,
    titleEn: `Service ${seq}`,
    descriptionFa: 'توضیح خدمت',
    descriptionEn: 'About the service',
    price,
    deliveryDays: 7,
    steps,
    form,
  });
  expect(res.status, res.text).toBe(201);
  return res.json.data.id as string;
}

beforeAll(async () => {
  t = await createTestApp({}, { ORDER_MAX_REVISIONS: '2', ORDER_ACCEPT_DAYS: '7', ORDER_FILE_MAX_MB: '2' });
  db = t.handle.db;
  admin = (await account('admin')).client;
  staff = await account('support');
  fixedId = await makeService(450);
  quotedId = await makeService(null);
});
afterAll(async () => {
  await t?.close();
});

const png = async () =>
  new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 20, g: 90, b: 200 } } })
      .png()
      .toBuffer(),
  );
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

function form_(bytes: Uint8Array, name: string) {
  const body = new FormData();
  body.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  return body;
}

async function upload(client: Client, path: string, bytes: Uint8Array, name: string) {
  const res = await client.call('POST', path, form_(bytes, name));
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: string; name: string; url: string };
}

async function place(client: Client, serviceId = fixedId, answers: Record<string, unknown> = { product: 'A chair' }) {
  const res = await client.call('POST', '/api/orders', { serviceId, answers });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: string; status: string; factorId: string | null; number: number };
}

async function fund(userId: string, coins: number) {
  await db.transaction((tx) => credit(tx, userId, coins, { reason: 'admin_adjustment', note: 'test' }));
}
async function balance(userId: string) {
  const [row] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  return row?.balance ?? 0;
}
const view = async (client: Client, id: string) => {
  const res = await client.call('GET', `/api/orders/${id}`);
  expect(res.status, res.text).toBe(200);
  return res.json.data;
};
async function desk(path: string, body?: unknown, status = 200) {
  const res = await staff.client.call('POST', `/api/support/orders/${path}`, body);
  expect(res.status, res.text).toBe(status);
  return res.json;
}
async function kindsOf(userId: string) {
  const rows = await db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.map((row) => row.kind);
}
/** A paid order of the fixed-price service. */
async function paidOrder() {
  const buyer = await account();
  await fund(buyer.id, 1000);
  const order = await place(buyer.client);
  const paid = await buyer.client.call('POST', `/api/factors/${order.factorId}/pay`);
  expect(paid.status, paid.text).toBe(200);
  return { buyer, order };
}

describe('the lists', () => {
  it('agree with the database’s check', () => {
    expect([...ORDER_STATUSES]).toEqual([...orderStatuses]);
  });
});

describe('a fixed-price order, from the form to completion', () => {
  it('is placed with its invoice, paid from the wallet, worked through its steps, delivered with a file and accepted', async () => {
    const buyer = await account();
    await fund(buyer.id, 1000);
    const photo = await upload(buyer.client, '/api/orders/files', await png(), 'محصول.png');
    const order = await place(buyer.client, fixedId, {
      product: ' A chair ',
      count: '۳',
      style: 'modern',
      photos: [photo.id],
    });
    expect(order).toMatchObject({ status: 'awaiting_payment', factorId: expect.any(String) });
    const [factor] = await db.select().from(factors).where(eq(factors.id, order.factorId!));
    expect(factor).toMatchObject({
      subjectType: 'order',
      subjectId: order.id,
      total: 450,
      status: 'issued',
      currency: 'COIN',
    });

    let seen = await view(buyer.client, order.id);
    expect(seen.answers).toEqual({ product: 'A chair', count: 3, style: 'modern', photos: [photo.id] });
    expect(seen.actions).toEqual(expect.arrayContaining(['pay', 'cancel']));
    expect(seen.files).toHaveLength(1);
    expect(seen.files[0]).toMatchObject({ id: photo.id, name: 'محصول.png', from: 'user', delivery: false });

    const paid = await buyer.client.call('POST', `/api/factors/${order.factorId}/pay`);
    expect(paid.status, paid.text).toBe(200);
    expect(await balance(buyer.id)).toBe(550);
    seen = await view(buyer.client, order.id);
    expect(seen).toMatchObject({ status: 'paid', paidAt: expect.any(String) });

    await desk(`${order.id}/step`, { step: 'brief' });
    // Only forward while in progress; the last step is the delivery's.
    const again = await staff.client.call('POST', `/api/support/orders/${order.id}/step`, { step: 'brief' });
    expect(again.status).toBe(422);
    expect(again.json.error.code).toBe('OrderStepIsNotValid');
    const last = await staff.client.call('POST', `/api/support/orders/${order.id}/step`, { step: 'delivered' });
    expect(last.status).toBe(422);
    await desk(`${order.id}/step`, { step: 'review' });
    const back = await staff.client.call('POST', `/api/support/orders/${order.id}/step`, { step: 'production' });
    expect(back.json.error.code).toBe('OrderStepIsNotValid');

    const result = await upload(staff.client, `/api/support/orders/${order.id}/files`, pdf, 'model.pdf');
    await desk(`${order.id}/messages`, { text: 'Only for us', internal: true }, 201);
    const delivered = await desk(`${order.id}/deliver`, { message: 'Here it is', fileIds: [result.id] });
    expect(delivered.data).toMatchObject({ status: 'delivered', step: 'delivered' });

    seen = await view(buyer.client, order.id);
    expect(seen.status).toBe('delivered');
    expect(seen.completesAt).toEqual(expect.any(String));
    expect(seen.actions).toEqual(expect.arrayContaining(['accept', 'revision']));
    expect(seen.messages.map((m: { text: string }) => m.text)).toEqual(['Here it is']);
    expect(seen.messages[0]).not.toHaveProperty('internal');
    const file = seen.files.find((f: { id: string }) => f.id === result.id);
    expect(file).toMatchObject({ delivery: true, from: 'staff', name: 'model.pdf', messageId: seen.messages[0].id });
    const download = await t.app.request(file.url);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
    expect(seen.steps.map((s: { state: string }) => s.state)).toEqual(['done', 'done', 'done', 'done']);
    expect(seen.timeline.map((e: { kind: string }) => e.kind)).toEqual([
      'created',
      'paid',
      'step',
      'step',
      'delivered',
    ]);

    const accepted = await buyer.client.call('POST', `/api/orders/${order.id}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json.data).toMatchObject({
      status: 'completed',
      completedAt: expect.any(String),
      actions: ['message'],
    });
    const twice = await buyer.client.call('POST', `/api/orders/${order.id}/accept`);
    expect(twice.status).toBe(409);
    expect(twice.json.error.code).toBe('OrderAlreadyCompleted');

    expect(await kindsOf(buyer.id)).toEqual(expect.arrayContaining(['orderStep', 'orderDelivered']));
    expect((await kindsOf(buyer.id)).filter((kind) => kind === 'orderReplied')).toHaveLength(0);
    // The order's page was read after its notices: they count as seen (the bell's count).
    expect((await buyer.client.call('GET', '/api/notifications')).json.meta.unread).toBe(0);
    const list = await buyer.client.call('GET', '/api/orders?page=۱&status=completed');
    expect(list.status).toBe(200);
    expect(list.json.data.map((o: { id: string }) => o.id)).toEqual([order.id]);
    // The list names the step an order is at, in both languages, from the order's own copy of the steps.
    expect(list.json.data[0].stepName).toEqual(steps.at(-1)!.name);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('a service with orders is not deleted: ServiceIsInUse', async () => {
    const res = await admin.call('DELETE', `/api/admin/services/${fixedId}`);
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('ServiceIsInUse');
  });
});

describe('placing twice', () => {
  it('with one Idempotency-Key places one order and one invoice', async () => {
    const buyer = await account();
    const body = { serviceId: fixedId, answers: { product: 'A lamp' } };
    const first = await buyer.client.call('POST', '/api/orders', body, { 'idempotency-key': 'order-key-1' });
    const second = await buyer.client.call('POST', '/api/orders', body, { 'idempotency-key': 'order-key-1' });
    expect(first.status, first.text).toBe(201);
    expect(second.status).toBe(201);
    expect(second.json.data.id).toBe(first.json.data.id);
    expect(await db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(1);
  });
});

describe('an on-quote order', () => {
  it('waits for the desk’s price, which issues the invoice the buyer pays', async () => {
    const buyer = await account();
    await fund(buyer.id, 2000);
    const order = await place(buyer.client, quotedId);
    expect(order).toMatchObject({ status: 'awaiting_quote', factorId: null });
    const early = await staff.client.call('POST', `/api/support/orders/${order.id}/step`, { step: 'brief' });
    expect(early.json.error.code).toBe('OrderActionNotAllowed');
    const quoted = await desk(`${order.id}/quote`, { price: '۱۲۰۰' });
    expect(quoted.data).toMatchObject({ status: 'awaiting_payment', price: 1200, factorId: expect.any(String) });
    const twice = await staff.client.call('POST', `/api/support/orders/${order.id}/quote`, { price: 10 });
    expect(twice.json.error.code).toBe('OrderActionNotAllowed');
    expect(await kindsOf(buyer.id)).toContain('orderQuoted');
    const paid = await buyer.client.call('POST', `/api/factors/${quoted.data.factorId}/pay`);
    expect(paid.status, paid.text).toBe(200);
    expect(await balance(buyer.id)).toBe(800);
    expect((await view(buyer.client, order.id)).status).toBe('paid');
  });
});

describe('cancelling', () => {
  it('refunds a paid order to the wallet once; a second cancel changes nothing', async () => {
    const { buyer, order } = await paidOrder();
    expect(await balance(buyer.id)).toBe(550);
    const first = await buyer.client.call('POST', `/api/orders/${order.id}/cancel`);
    expect(first.status, first.text).toBe(200);
    expect(first.json.data).toMatchObject({ status: 'cancelled', actions: ['message'] });
    expect(await balance(buyer.id)).toBe(1000);
    const second = await buyer.client.call('POST', `/api/orders/${order.id}/cancel`);
    expect(second.status).toBe(200);
    expect(await balance(buyer.id)).toBe(1000);
    const refunds = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reason, 'order_refund'), eq(ledgerEntries.refId, order.id)));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 450, refType: 'order' });
    expect(await checkLedger(db)).toEqual([]);
  });

  it('cancels an unpaid order with its invoice, which can no longer be paid', async () => {
    const buyer = await account();
    await fund(buyer.id, 1000);
    const order = await place(buyer.client);
    const res = await buyer.client.call('POST', `/api/orders/${order.id}/cancel`);
    expect(res.json.data.status).toBe('cancelled');
    const [factor] = await db.select().from(factors).where(eq(factors.id, order.factorId!));
    expect(factor!.status).toBe('cancelled');
    const pay = await buyer.client.call('POST', `/api/factors/${order.factorId}/pay`);
    expect(pay.status).toBeGreaterThanOrEqual(400);
    expect(pay.status).toBeLessThan(500);
    expect(await balance(buyer.id)).toBe(1000);
  });

  it('refuses once work has started: OrderCannotBeCancelled', async () => {
    const { buyer, order } = await paidOrder();
    await desk(`${order.id}/step`, { step: 'brief' });
    const res = await buyer.client.call('POST', `/api/orders/${order.id}/cancel`);
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('OrderCannotBeCancelled');
    expect(await balance(buyer.id)).toBe(550);
  });
});

describe('revisions', () => {
  it('are bounded by ORDER_MAX_REVISIONS', async () => {
    const { buyer, order } = await paidOrder();
    const early = await buyer.client.call('POST', `/api/orders/${order.id}/revision`, { text: 'Bigger' });
    expect(early.json.error.code).toBe('OrderIsNotDelivered');
    for (let round = 1; round <= 2; round++) {
      await desk(`${order.id}/deliver`, {});
      const res = await buyer.client.call('POST', `/api/orders/${order.id}/revision`, { text: `Change ${round}` });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data).toMatchObject({ status: 'revision_requested', revisions: { used: round, max: 2 } });
      // Work opens again at any step.
      await desk(`${order.id}/step`, { step: 'brief' });
    }
    await desk(`${order.id}/deliver`, {});
    const seen = await view(buyer.client, order.id);
    expect(seen.actions).not.toContain('revision');
    const refused = await buyer.client.call('POST', `/api/orders/${order.id}/revision`, { text: 'Once more' });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('OrderRevisionLimitReached');
  });
});

describe('the acceptance time', () => {
  it('completes a delivered order ORDER_ACCEPT_DAYS after its delivery, telling the buyer', async () => {
    const { buyer, order } = await paidOrder();
    await desk(`${order.id}/deliver`, {});
    await db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 6 * DAY) })
      .where(eq(orders.id, order.id));
    expect((await view(buyer.client, order.id)).status).toBe('delivered');
    await db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(orders.id, order.id));
    const seen = await view(buyer.client, order.id);
    expect(seen.status).toBe('completed');
    expect(seen.timeline.at(-1)).toMatchObject({ kind: 'completed', by: 'system' });
    expect((await kindsOf(buyer.id)).filter((kind) => kind === 'orderCompleted')).toHaveLength(1);
    const accept = await buyer.client.call('POST', `/api/orders/${order.id}/accept`);
    expect(accept.json.error.code).toBe('OrderAlreadyCompleted');
  });
});

describe('the hourly sweep', () => {
  it('completes orders past their acceptance time that nobody reads, and deletes uploads no order took', async () => {
    const { buyer, order } = await paidOrder();
    await desk(`${order.id}/deliver`, {});
    await db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(orders.id, order.id));
    const loose = await upload(buyer.client, '/api/orders/files', pdf, 'left.pdf');
    await db
      .update(orderFiles)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(orderFiles.id, loose.id));
    const result = await sweepOrders(t.deps);
    expect(result.completed).toBeGreaterThanOrEqual(1);
    expect(result.uploadsDeleted).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'completed', completedAt: expect.any(Date) });
    expect(await db.select().from(orderFiles).where(eq(orderFiles.id, loose.id))).toEqual([]);
    expect(await sweepOrders(t.deps)).toEqual({ completed: 0, uploadsDeleted: 0 });
  });
});

describe('bad answers', () => {
  it('refuses a required answer left blank, a choice not offered, and reads Persian digits', async () => {
    const buyer = await account();
    const blank = await buyer.client.call(
      'POST',
      '/api/orders',
      { serviceId: fixedId, answers: { product: '  ' } },
      { 'x-locale': 'en' },
    );
    expect(blank.status).toBe(422);
    // AnswerRequired is the field's text, under the question, as the order page shows it.
    expect(blank.json.error.fields).toEqual({ 'answers.product': 'Please answer this question' });
    const choice = await buyer.client.call('POST', '/api/orders', {
      serviceId: fixedId,
      answers: { product: 'x', style: 'gothic' },
    });
    expect(choice.status).toBe(422);
    expect(Object.keys(choice.json.error.fields)).toEqual(['answers.style']);
    const range = await buyer.client.call('POST', '/api/orders', {
      serviceId: fixedId,
      answers: { product: 'x', count: '۱۱' },
    });
    expect(range.status).toBe(422);
    const unknown = await buyer.client.call('POST', '/api/orders', {
      serviceId: fixedId,
      answers: { product: 'x', extra: 1 },
    });
    expect(unknown.status).toBe(422);
    const digits = await place(buyer.client, fixedId, { product: 'x', count: '٤' });
    expect((await view(buyer.client, digits.id)).answers.count).toBe(4);
  });

  it('takes only the buyer’s own uploads of the kinds asked, once', async () => {
    const buyer = await account();
    const other = await account();
    const theirs = await upload(other.client, '/api/orders/files', await png(), 'a.png');
    const res = await buyer.client.call('POST', '/api/orders', {
      serviceId: fixedId,
      answers: { product: 'x', photos: [theirs.id] },
    });
    expect(res.status).toBe(404);
    expect(res.json.error.fields).toHaveProperty('answers.photos');
    const document = await upload(buyer.client, '/api/orders/files', pdf, 'a.pdf');
    const kind = await buyer.client.call('POST', '/api/orders', {
      serviceId: fixedId,
      answers: { product: 'x', photos: [document.id] },
    });
    expect(kind.status).toBe(422);
    expect(kind.json.error.code).toBe('FileFormatIsNotValid');
    const mine = await upload(buyer.client, '/api/orders/files', await png(), 'b.png');
    await place(buyer.client, fixedId, { product: 'x', photos: [mine.id] });
    const reuse = await buyer.client.call('POST', '/api/orders', {
      serviceId: fixedId,
      answers: { product: 'x', photos: [mine.id] },
    });
    expect(reuse.status).toBe(404);
  });

  it('deletes uploads no order took within a day, with the buyer’s next upload', async () => {
    const buyer = await account();
    const old = await upload(buyer.client, '/api/orders/files', await png(), 'old.png');
    await db
      .update(orderFiles)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(orderFiles.id, old.id));
    const fresh = await upload(buyer.client, '/api/orders/files', await png(), 'new.png');
    const left = await db.select({ id: orderFiles.id }).from(orderFiles).where(eq(orderFiles.uploaderId, buyer.id));
    expect(left.map((row) => row.id)).toEqual([fresh.id]);
    const gone = await buyer.client.call('POST', '/api/orders', {
      serviceId: fixedId,
      answers: { product: 'x', photos: [old.id] },
    });
    expect(gone.status).toBe(404);
  });

  it('signs downloads for a while: FileValidityTimeExpired after, FileNotFound for an address not ours', async () => {
    const buyer = await account();
    const file = await upload(buyer.client, '/api/orders/files', pdf, 'brief.pdf');
    const expired = orderFileLink(t.deps, file.id, Date.now() - 2 * 3_600_000);
    const late = await t.app.request(expired.url);
    expect(late.status).toBe(400);
    expect((await late.json()).error.code).toBe('FileValidityTimeExpired');
    const forged = await t.app.request(file.url.replace(/sig=[^&]+/, 'sig=forged'));
    expect(forged.status).toBe(404);
    const fine = await t.app.request(file.url);
    expect(fine.status).toBe(200);
    expect(fine.headers.get('content-disposition')).toContain('brief.pdf');
  });

  it('refuses a program as an upload', async () => {
    const buyer = await account();
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);
    const res = await buyer.client.call('POST', '/api/orders/files', form_(exe, 'photo.png'));
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('FileFormatIsNotValid');
  });
});

describe('ownership and roles', () => {
  it('answers another user’s order, and its files, with 404 on every route', async () => {
    const { order } = await paidOrder();
    const stranger = await account();
    const mine = await place(stranger.client);
    const myFile = await upload(stranger.client, `/api/orders/${mine.id}/files`, pdf, 'x.pdf');
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/orders/${order.id}`],
      ['POST', `/api/orders/${order.id}/messages`, { text: 'hi' }],
      ['POST', `/api/orders/${order.id}/files`, form_(pdf, 'x.pdf')],
      ['POST', `/api/orders/${order.id}/accept`],
      ['POST', `/api/orders/${order.id}/revision`, { text: 'hi' }],
      ['POST', `/api/orders/${order.id}/cancel`],
    ];
    for (const [method, path, body] of routes) {
      const res = await stranger.client.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.json.error.code).toBe('OrderNotFound');
    }
    // A file of another order on a message of mine.
    const foreign = await upload(staff.client, `/api/support/orders/${order.id}/files`, pdf, 'y.pdf');
    const res = await stranger.client.call('POST', `/api/orders/${mine.id}/messages`, {
      text: 'hi',
      fileIds: [foreign.id],
    });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('FileNotFound');
    const ok = await stranger.client.call('POST', `/api/orders/${mine.id}/messages`, {
      text: 'hi',
      fileIds: [myFile.id],
    });
    expect(ok.status, ok.text).toBe(201);
    const ticket = await stranger.client.call('POST', '/api/tickets', {
      subject: 'About an order',
      message: 'Where is it?',
      orderId: order.id,
    });
    expect(ticket.status).toBe(404);
    expect(ticket.json.error.fields).toHaveProperty('orderId');
    const own = await stranger.client.call('POST', '/api/tickets', {
      subject: 'About my order',
      message: 'Where is it?',
      orderId: mine.id,
    });
    expect(own.status, own.text).toBe(201);
    const deskTicket = await staff.client.call('GET', `/api/support/tickets/${own.json.data.id}`);
    expect(deskTicket.json.data.order).toMatchObject({ id: mine.id, status: 'awaiting_payment' });
  });

  it('refuses the desk’s routes to a user (403)', async () => {
    const { buyer, order } = await paidOrder();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/support/orders'],
      ['GET', `/api/support/orders/${order.id}`],
      ['POST', `/api/support/orders/${order.id}/step`, { step: 'brief' }],
      ['POST', `/api/support/orders/${order.id}/deliver`, {}],
      ['POST', `/api/support/orders/${order.id}/assign`, { staffId: null }],
      ['POST', `/api/support/orders/${order.id}/messages`, { text: 'hi' }],
      ['POST', `/api/support/orders/${order.id}/files`, form_(pdf, 'x.pdf')],
      ['POST', `/api/support/orders/${order.id}/quote`, { price: 1 }],
    ];
    for (const [method, path, body] of routes) {
      const res = await buyer.client.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('the desk', () => {
  it('lists orders by state, service, assignee and age, and assigns them', async () => {
    const { order, buyer: orderer } = await paidOrder();
    // The buyer's language, which the desk answers in (saved replies are inserted in it).
    await db.update(users).set({ locale: 'en' }).where(eq(users.id, orderer.id));
    const assigned = await desk(`${order.id}/assign`, { staffId: staff.id });
    expect(assigned.data.assignee).toMatchObject({ id: staff.id });
    expect(assigned.data.user).toMatchObject({ id: orderer.id, locale: 'en' });
    const buyer = await account();
    const refused = await staff.client.call('POST', `/api/support/orders/${order.id}/assign`, { staffId: buyer.id });
    expect(refused.status).toBe(422);
    const mine = await staff.client.call('GET', `/api/support/orders?assigned=me&status=paid&service=${fixedId}`);
    expect(mine.status, mine.text).toBe(200);
    expect(mine.json.data.map((o: { id: string }) => o.id)).toContain(order.id);
    const old = await staff.client.call('GET', '/api/support/orders?age=7');
    expect(old.json.data.map((o: { id: string }) => o.id)).not.toContain(order.id);
    await db
      .update(orders)
      .set({ statusAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(orders.id, order.id));
    const aged = await staff.client.call('GET', '/api/support/orders?age=7&page=۱');
    expect(aged.json.data.map((o: { id: string }) => o.id)).toContain(order.id);
    const note = await desk(`${order.id}/messages`, { text: 'A note', internal: true }, 201);
    expect(note.data.messages.at(-1)).toMatchObject({ text: 'A note', internal: true });
  });
});

describe.skipIf(skipWithoutPostgres())('on PostgreSQL', () => {
  it('50 payments of one order’s invoice at once: paid once, one debit', async () => {
    const buyer = await account();
    await fund(buyer.id, 10_000);
    const order = await place(buyer.client);
    await db.delete(rateLimits);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => buyer.client.call('POST', `/api/factors/${order.factorId}/pay`)),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const res of results) expect(res.status, res.text).toBeLessThan(500);
    expect(await balance(buyer.id)).toBe(10_000 - 450);
    const debits = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reason, 'order_payment'), eq(ledgerEntries.refId, order.factorId!)));
    expect(debits).toHaveLength(1);
    const events = await db.execute(
      sql`select count(*)::int as n from order_events where order_id = ${order.id} and kind = 'paid'`,
    );
    expect((events.rows[0] as { n: number }).n).toBe(1);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('a cancel racing the payment ends one way, the ledger consistent', async () => {
    const buyer = await account();
    await fund(buyer.id, 100_000);
    for (let round = 0; round < 10; round++) {
      await db.delete(rateLimits);
      const order = await place(buyer.client);
      const before = await balance(buyer.id);
      const [pay, cancel] = await Promise.all([
        buyer.client.call('POST', `/api/factors/${order.factorId}/pay`),
        buyer.client.call('POST', `/api/orders/${order.id}/cancel`),
      ]);
      expect(pay.status, pay.text).toBeLessThan(500);
      expect(cancel.status, cancel.text).toBe(200);
      const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
      // The cancel always wins in the end (before the payment, or after it with a refund): the coins are back.
      expect(row!.status).toBe('cancelled');
      expect(await balance(buyer.id)).toBe(before);
      const [factor] = await db.select().from(factors).where(eq(factors.id, order.factorId!));
      const refunds = await db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.reason, 'order_refund'), eq(ledgerEntries.refId, order.id)));
      expect(refunds).toHaveLength(pay.status === 200 ? 1 : 0);
      expect(factor!.status).toBe(pay.status === 200 ? 'paid' : 'cancelled');
    }
    expect(await checkLedger(db)).toEqual([]);
  });
});
