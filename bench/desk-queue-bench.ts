// The support desk's queues with 100k tickets and 100k orders (issue 19): each queue as staff open it, through
// the whole API route (session, role check, the query, the counts, the JSON), p50 and p99 over many calls per
// view, on PGlite and (when it answers) PostgreSQL. The rows are made in bulk by SQL (generate_series): spread
// over 2,000 people, every status, ages over 60 days, a fifth assigned. The orders copy one real order (its
// service snapshot and invoice), which the queue reads but never joins. Run by scripts/bench.mjs; prints one
// JSON line last.
import { eq, sql } from 'drizzle-orm';
import { createDb, rateLimits, users } from '@rassam/db';
import { createTestApp } from '../packages/api/src/test-utils';
import { credit } from '../packages/api/src/modules/wallet/wallet.service';

const TICKETS = Number(process.env.BENCH_DESK_TICKETS ?? 100_000);
const ORDERS = Number(process.env.BENCH_DESK_ORDERS ?? 100_000);
const PEOPLE = 2_000;
const CALLS = Number(process.env.BENCH_DESK_CALLS ?? 60);

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function staffAndOneOrder(t: TestApp) {
  const db = t.deps.db;
  const admin = await t.signUp('09350000001', 'Secret123', 'Desk bench');
  const adminId = (await admin.call('GET', '/api/me')).json.data.id as string;
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, adminId));
  const must = async (res: Awaited<ReturnType<typeof admin.call>>, status: number) => {
    if (res.status !== status) throw new Error(`${res.status}: ${res.text}`);
    return res.json.data;
  };
  const category = await must(
    await admin.call('POST', '/api/admin/service-categories', {
      slug: 'bench-category',
      nameFa: 'دسته',
      nameEn: 'Category',
    }),
    201,
  );
  const service = await must(
    await admin.call('POST', '/api/admin/services', {
      categoryId: category.id,
      slug: 'bench-service',
      titleFa: 'خدمت',
      titleEn: 'Service',
      descriptionFa: 'توضیح',
      descriptionEn: 'About',
      price: 100,
      deliveryDays: 7,
      steps: [
        { key: 'brief', name: { fa: 'توضیحات', en: 'Brief' } },
        { key: 'production', name: { fa: 'ساخت', en: 'Production' } },
        { key: 'delivered', name: { fa: 'تحویل', en: 'Delivered' } },
      ],
      form: [{ key: 'product', type: 'text', label: { fa: 'کالا', en: 'Product' }, required: true, maxLength: 80 }],
    }),
    201,
  );
  await db.transaction((tx) => credit(tx, adminId, 1_000, { reason: 'admin_adjustment', note: 'bench' }));
  const order = await must(
    await admin.call('POST', '/api/orders', { serviceId: service.id, answers: { product: 'A chair' } }),
    201,
  );
  await must(await admin.call('POST', `/api/factors/${order.factorId}/pay`, {}), 200);
  return { admin, adminId, orderId: order.id as string };
}

/** 100k of each, in batches of 20k (one statement each). */
async function seed(t: TestApp, adminId: string, orderId: string) {
  const db = t.deps.db;
  await db.execute(sql`
    insert into users (name, phone)
    select 'Bench person ' || g, '+98936' || lpad(g::text, 7, '0') from generate_series(1, ${PEOPLE}::int) g`);
  const people = sql`(select array_agg(id) from users where phone like '+98936%')`;
  for (let from = 1; from <= TICKETS; from += 20_000) {
    const to = Math.min(TICKETS, from + 19_999);
    await db.execute(sql`
      with p as (select ${people} as ids)
      insert into tickets (user_id, subject, department, priority, status, assignee_id, waiting_since,
                           last_message_at, first_replied_at, resolved_at, created_at)
      select p.ids[1 + g % ${PEOPLE}::int], 'Bench ticket ' || g,
             (array['general','billing','technical','market','studio'])[1 + g % 5],
             (array['low','normal','high','urgent'])[1 + g % 4],
             s.status,
             case when g % 5 = 0 then ${adminId}::uuid end,
             now() - (g % 86400) * interval '1 minute',
             now() - (g % 86400) * interval '1 minute',
             case when s.status <> 'new' then now() - (g % 86400) * interval '1 minute' end,
             case when s.status = 'done' then now() - (g % 43200) * interval '1 minute' end,
             now() - (g % 86400) * interval '1 minute' - interval '1 hour'
      from generate_series(${from}::int, ${to}::int) g, p,
           lateral (select (array['new','waiting_staff','waiting_user','done','done','done'])[1 + g % 6] as status) s`);
  }
  for (let from = 1; from <= ORDERS; from += 20_000) {
    const to = Math.min(ORDERS, from + 19_999);
    await db.execute(sql`
      with p as (select ${people} as ids), o as (select * from orders where id = ${orderId})
      insert into orders (user_id, service_id, service, answers, price, status, step, assignee_id, factor_id,
                          paid_at, delivered_at, completed_at, cancelled_at, status_at, created_at)
      select p.ids[1 + g % ${PEOPLE}::int], o.service_id, o.service, o.answers, o.price, s.status,
             case when s.status in ('in_progress', 'revision_requested') then 'production' end,
             case when g % 5 = 0 then ${adminId}::uuid end,
             o.factor_id,
             case when s.status not in ('awaiting_payment', 'cancelled') then now() end,
             case when s.status in ('delivered', 'completed') then now() end,
             case when s.status = 'completed' then now() end,
             case when s.status = 'cancelled' then now() end,
             now() - (g % 86400) * interval '1 minute',
             now() - (g % 86400) * interval '1 minute'
      from generate_series(${from}::int, ${to}::int) g, p, o,
           lateral (select (array['awaiting_payment','paid','in_progress','revision_requested','completed',
                                  'completed','completed','cancelled'])[1 + g % 8] as status) s`);
  }
  // Delivered orders are swept to completed by every queue read; none is seeded past its time, but a few are
  // delivered recently, as the queue meets them.
  await db.execute(sql`update orders set status = 'delivered', completed_at = null, status_at = now()
    where id in (select id from orders where status = 'completed' limit ${Math.round(ORDERS / 100)}::int)`);
  await db.execute(sql`analyze`);
}

async function run(label: string, databaseUrl?: string) {
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  else delete process.env.TEST_DATABASE_URL;
  const t = await createTestApp();
  try {
    const { admin, adminId, orderId } = await staffAndOneOrder(t);
    const seedStart = performance.now();
    await seed(t, adminId, orderId);
    const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
    const views: Record<string, string> = {
      'tickets: waiting for us': '/api/support/tickets?status=open',
      'tickets: new, mine': '/api/support/tickets?status=new&assigned=me',
      'tickets: done, page 50': '/api/support/tickets?status=done&page=50',
      'tickets: search a number': `/api/support/tickets?status=all&q=${encodeURIComponent('۴۲۴۲')}`,
      'sidebar counts': '/api/support/counts',
      'orders: open': '/api/support/orders?status=open',
      'orders: paid, unassigned, older than 7 days': '/api/support/orders?status=paid&assigned=none&age=7',
      'orders: all, page 50': '/api/support/orders?status=all&page=50',
    };
    const rows = [];
    for (const [name, path] of Object.entries(views)) {
      await t.deps.db.delete(rateLimits);
      const times: number[] = [];
      for (let i = 0; i < CALLS + 3; i++) {
        const start = performance.now();
        const res = await admin.call('GET', path);
        const ms = performance.now() - start;
        if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
        if (i >= 3) times.push(ms); // the first calls warm the caches
        if (i % 25 === 24) await t.deps.db.delete(rateLimits);
      }
      times.sort((a, b) => a - b);
      rows.push({
        name,
        p50: Math.round(percentile(times, 50) * 10) / 10,
        p99: Math.round(percentile(times, 99) * 10) / 10,
      });
    }
    return { label, tickets: TICKETS, orders: ORDERS, people: PEOPLE, calls: CALLS, seedSeconds, rows };
  } finally {
    await t.close();
  }
}

const results = [await run('PGlite')];
const url = process.env.BENCH_POSTGRES_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const probe = await createDb({ databaseUrl: url, poolSize: 1 });
const reachable = await probe.exec('select 1').then(
  () => true,
  () => false,
);
await probe.close();
if (reachable) results.push(await run('PostgreSQL', url));
console.log(JSON.stringify(results));
