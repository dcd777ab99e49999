import { appMeta, chargingPackages, coinPrices, users, type Database, type Transaction } from '@rassam/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { hashPassword, verifyPassword } from './modules/auth/password';
import { seedCategories, seedDemoMarket, seedLocations } from './modules/market/market.seed';

export const demoAccount = {
  phone: '+989120000001',
  password: 'Rassam1234',
  name: 'سارا محمدی',
  username: 'sara',
} as const;

/** The demo back-office account: only in demo mode (decision 017), which a real deployment has off. */
export const demoAdmin = {
  phone: '+989120000002',
  password: 'Rassam1234',
  name: 'مدیر نمونه',
  username: 'admin',
} as const;

/** The demo support-desk account (the support role: the desk, not the back office); only in demo mode too. */
export const demoSupport = {
  phone: '+989120000003',
  password: 'Rassam1234',
  name: 'پشتیبان نمونه',
  username: 'support',
} as const;

/**
 * Demo prices: a coin is 1,000 toman (10,000 rials) or 5 cents; packages give more coins per toman the
 * bigger they are, never under the minimum coin price.
 */
const demoCoinPrices = [
  { portal: 'zibal', currency: 'IRR', coinPrice: 10_000, minCoinPrice: 7_000 },
  { portal: 'paypal', currency: 'USD', coinPrice: 5, minCoinPrice: 3 },
] as const;

const demoPackages = [
  { portal: 'zibal', currency: 'IRR', coins: 50, price: 500_000, sortOrder: 1 },
  { portal: 'zibal', currency: 'IRR', coins: 120, price: 1_100_000, sortOrder: 2 },
  { portal: 'zibal', currency: 'IRR', coins: 300, price: 2_550_000, sortOrder: 3 },
  { portal: 'zibal', currency: 'IRR', coins: 700, price: 5_600_000, sortOrder: 4 },
  { portal: 'paypal', currency: 'USD', coins: 100, price: 500, sortOrder: 1 },
  { portal: 'paypal', currency: 'USD', coins: 250, price: 1_100, sortOrder: 2 },
  { portal: 'paypal', currency: 'USD', coins: 600, price: 2_400, sortOrder: 3 },
] as const;

type Step = (tx: Transaction) => Promise<void>;

type DemoAccount = typeof demoAccount | typeof demoAdmin | typeof demoSupport;

async function insertAccount(tx: Transaction, account: DemoAccount, role: 'user' | 'support' | 'admin') {
  await tx
    .insert(users)
    .values({
      name: account.name,
      username: account.username,
      phone: account.phone,
      phoneVerifiedAt: new Date(),
      passwordHash: await hashPassword(account.password),
      role,
    })
    .onConflictDoNothing();
}

/** Each step runs once per installation; a marker row remembers it, so demo rows someone deleted stay gone. */
const steps: Record<string, Step> = {
  'demo-data': (tx) => insertAccount(tx, demoAccount, 'user'),
  'demo-money': async (tx) => {
    await insertAccount(tx, demoAdmin, 'admin');
    await tx
      .insert(coinPrices)
      .values([...demoCoinPrices])
      .onConflictDoNothing();
    await tx.insert(chargingPackages).values([...demoPackages]);
  },
  'demo-support': (tx) => insertAccount(tx, demoSupport, 'support'),
};

/** Demo data for the embedded default. Returns true when anything was written. */
export async function seedDemoData(db: Database): Promise<boolean> {
  let wrote = false;
  for (const [key, step] of Object.entries(steps)) {
    const [done] = await db.select().from(appMeta).where(eq(appMeta.key, key)).limit(1);
    if (done) continue;
    await db.transaction(async (tx) => {
      await step(tx);
      await tx.insert(appMeta).values({ key, value: { seededAt: new Date().toISOString() } });
    });
    wrote = true;
  }
  return wrote;
}

/**
 * Out of demo mode, the demo accounts an earlier demo run left must not be a way in: their password is
 * in the README, and their phone numbers are made up (a real SMS would reach whoever holds them). Those
 * still on the demo password are disabled (an admin can enable one again); one whose password was changed
 * was taken over on purpose and stays. Returns what it found, for the start-up log.
 */
export async function retireDemoAccounts(db: Database): Promise<{ phone: string; disabled: boolean }[]> {
  const accounts = [demoAccount, demoAdmin, demoSupport];
  const found = await db
    .select({ id: users.id, phone: users.phone, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(
        inArray(
          users.phone,
          accounts.map((account) => account.phone),
        ),
        isNull(users.disabledAt),
      ),
    );
  const retired = [];
  for (const user of found) {
    const account = accounts.find((candidate) => candidate.phone === user.phone)!;
    const published = await verifyPassword(user.passwordHash, account.password);
    if (published) {
      await db
        .update(users)
        .set({ disabledAt: new Date() })
        .where(and(eq(users.id, user.id), isNull(users.disabledAt)));
    }
    retired.push({ phone: account.phone, disabled: published });
  }
  return retired;
}

/**
 * The market's reference data: the world's countries and Iran's provinces, cities and districts (again
 * whenever the data's version changes; the seeding matches rows by slug, so it is safe to repeat), and
 * the starter category trees once (an admin's later deletions stay deleted).
 */
const MARKET_REFERENCE_STEPS: Record<string, (db: Database) => Promise<unknown>> = {
  'market-locations-v1': seedLocations,
  'market-categories': seedCategories,
};

export async function seedMarketReference(db: Database): Promise<boolean> {
  let wrote = false;
  for (const [key, step] of Object.entries(MARKET_REFERENCE_STEPS)) {
    const [done] = await db.select().from(appMeta).where(eq(appMeta.key, key)).limit(1);
    if (done) continue;
    await step(db);
    await db
      .insert(appMeta)
      .values({ key, value: { seededAt: new Date().toISOString() } })
      .onConflictDoNothing();
    wrote = true;
  }
  return wrote;
}

/** Demo shops and listings in a few provinces, once (after the reference data). */
export async function seedDemoMarketOnce(db: Database): Promise<boolean> {
  await seedMarketReference(db);
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo-market')).limit(1);
  if (done) return false;
  await seedDemoMarket(db);
  await db
    .insert(appMeta)
    .values({ key: 'demo-market', value: { seededAt: new Date().toISOString() } })
    .onConflictDoNothing();
  return true;
}
