/**
 * What coins cost: a price per coin on each portal, a floor no sale may go under, and charging packages.
 * The rules (docs/decisions/006-coin-prices-and-packages.md):
 * - one coin price per portal (a second is PriceWithSamePortalExists); coinPrice ≥ minCoinPrice, else
 *   PriceLessThanMinimumCoinPrice;
 * - a package may discount, but its price per coin may not go under the portal's minimum coin price
 *   (PriceLessThanMinimumCoinPrice) and its price may not be less than one coin at the portal's price
 *   (PriceLessThanPortalCoinPrice);
 * - a custom amount costs coins × coinPrice, and must reach the gateway's smallest payment.
 */
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { chargingPackages, coinPrices, portalCurrency, type Executor, type PaymentPortal } from '@rassam/db';
import { AppError } from '../../lib/app-error';
import { MAX_TOPUP_COINS, type CoinPriceInput, type PackageInput, type PackageUpdate } from './payments.schemas';

/** The smallest payment each gateway takes, in its minor unit: Zibal 1,000 rials, PayPal $1.00. */
export const GATEWAY_MIN_AMOUNT: Record<PaymentPortal, number> = { zibal: 1_000, paypal: 100 };

export type CoinPriceRow = typeof coinPrices.$inferSelect;
export type PackageRow = typeof chargingPackages.$inferSelect;

export function toCoinPrice(row: CoinPriceRow) {
  return {
    portal: row.portal,
    currency: row.currency,
    coinPrice: row.coinPrice,
    minCoinPrice: row.minCoinPrice,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPackage(row: PackageRow) {
  return {
    id: row.id,
    portal: row.portal,
    coins: row.coins,
    price: row.price,
    currency: row.currency,
    active: row.active,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function coinPriceOf(db: Executor, portal: PaymentPortal): Promise<CoinPriceRow> {
  const [row] = await db.select().from(coinPrices).where(eq(coinPrices.portal, portal)).limit(1);
  if (!row) throw new AppError('CoinPriceNotFound', { fields: { portal: 'CoinPriceNotFound' } });
  return row;
}

export function listCoinPrices(db: Executor) {
  return db.select().from(coinPrices).orderBy(asc(coinPrices.portal));
}

function checkPriceOrder(coinPrice: number, minCoinPrice: number) {
  if (coinPrice < minCoinPrice) {
    throw new AppError('PriceLessThanMinimumCoinPrice', { fields: { coinPrice: 'PriceLessThanMinimumCoinPrice' } });
  }
}

export async function createCoinPrice(db: Executor, input: CoinPriceInput, actorId: string) {
  checkPriceOrder(input.coinPrice, input.minCoinPrice);
  const [row] = await db
    .insert(coinPrices)
    .values({ ...input, currency: portalCurrency[input.portal], updatedBy: actorId })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('PriceWithSamePortalExists', { fields: { portal: 'PriceWithSamePortalExists' } });
  return row;
}

export async function updateCoinPrice(
  db: Executor,
  portal: PaymentPortal,
  input: Omit<CoinPriceInput, 'portal'>,
  actorId: string,
) {
  checkPriceOrder(input.coinPrice, input.minCoinPrice);
  const [row] = await db
    .update(coinPrices)
    .set({ coinPrice: input.coinPrice, minCoinPrice: input.minCoinPrice, updatedBy: actorId })
    .where(eq(coinPrices.portal, portal))
    .returning();
  if (!row) throw new AppError('CoinPriceNotFound');
  return row;
}

function checkPackagePrice(price: number, coins: number, portalPrice: CoinPriceRow) {
  if (price < portalPrice.coinPrice) {
    throw new AppError('PriceLessThanPortalCoinPrice', { fields: { price: 'PriceLessThanPortalCoinPrice' } });
  }
  // price / coins < min, in integers: the package may not sell any coin under the floor.
  if (price < coins * portalPrice.minCoinPrice) {
    throw new AppError('PriceLessThanMinimumCoinPrice', { fields: { price: 'PriceLessThanMinimumCoinPrice' } });
  }
  const minPrice = GATEWAY_MIN_AMOUNT[portalPrice.portal];
  if (price < minPrice) {
    // The gateway itself would refuse it (Zibal's smallest payment is 1,000 rials).
    throw new AppError('ValidationError', { status: 422, fields: { price: 'ValidationError' }, details: { minPrice } });
  }
}

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

export async function createPackage(db: Executor, input: PackageInput) {
  const portalPrice = await coinPriceOf(db, input.portal);
  checkPackagePrice(input.price, input.coins, portalPrice);
  const [row] = await db
    .insert(chargingPackages)
    .values({
      portal: input.portal,
      coins: input.coins,
      price: input.price,
      currency: portalCurrency[input.portal],
      active: input.active,
      expiresAt: dateOrNull(input.expiresAt),
      sortOrder: input.sortOrder,
    })
    .returning();
  return row!;
}

export async function updatePackage(db: Executor, id: string, input: PackageUpdate) {
  const [current] = await db.select().from(chargingPackages).where(eq(chargingPackages.id, id)).limit(1);
  if (!current) throw new AppError('ChargingPriceNotFound');
  const coins = input.coins ?? current.coins;
  const price = input.price ?? current.price;
  if (input.coins !== undefined || input.price !== undefined) {
    checkPackagePrice(price, coins, await coinPriceOf(db, current.portal));
  }
  const [row] = await db
    .update(chargingPackages)
    .set({
      coins,
      price,
      ...(input.active === undefined ? {} : { active: input.active }),
      ...(input.expiresAt === undefined ? {} : { expiresAt: dateOrNull(input.expiresAt) }),
      ...(input.sortOrder === undefined ? {} : { sortOrder: input.sortOrder }),
    })
    .where(eq(chargingPackages.id, id))
    .returning();
  return row!;
}

export async function deletePackage(db: Executor, id: string) {
  const gone = await db
    .delete(chargingPackages)
    .where(eq(chargingPackages.id, id))
    .returning({ id: chargingPackages.id });
  if (gone.length === 0) throw new AppError('ChargingPriceNotFound');
}

export function listAllPackages(db: Executor) {
  return db
    .select()
    .from(chargingPackages)
    .orderBy(asc(chargingPackages.portal), asc(chargingPackages.sortOrder), asc(chargingPackages.coins));
}

const offered = and(
  eq(chargingPackages.active, true),
  or(isNull(chargingPackages.expiresAt), gt(chargingPackages.expiresAt, sql`now()`)),
);

/** The packages a user may buy now, on the portals that are switched on. */
export function offeredPackages(db: Executor, portals: readonly PaymentPortal[]) {
  if (portals.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(chargingPackages)
    .where(and(offered, inArray(chargingPackages.portal, [...portals])))
    .orderBy(asc(chargingPackages.portal), asc(chargingPackages.sortOrder), asc(chargingPackages.coins));
}

/** An offered package, or ChargingPriceNotFound (unknown, inactive, expired, or on another portal). */
export async function offeredPackage(db: Executor, id: string, portal: PaymentPortal) {
  const [row] = await db
    .select()
    .from(chargingPackages)
    .where(and(eq(chargingPackages.id, id), eq(chargingPackages.portal, portal), offered))
    .limit(1);
  if (!row) throw new AppError('ChargingPriceNotFound', { fields: { packageId: 'ChargingPriceNotFound' } });
  return row;
}

/** The coins a custom top-up may buy on a portal: enough to reach the gateway's minimum, and the cap. */
export function customRange(price: CoinPriceRow) {
  return {
    minCoins: Math.max(1, Math.ceil(GATEWAY_MIN_AMOUNT[price.portal] / price.coinPrice)),
    // Amounts are PostgreSQL integers: at a high coin price the cap is lower.
    maxCoins: Math.min(MAX_TOPUP_COINS, Math.floor(2_147_483_647 / price.coinPrice)),
  };
}

/** The price of `coins` bought without a package; refused under the gateway's minimum or over the cap. */
export function customPrice(price: CoinPriceRow, coins: number) {
  const { minCoins, maxCoins } = customRange(price);
  if (coins < minCoins || coins > maxCoins) {
    throw new AppError('ValidationError', {
      status: 422,
      fields: { coins: 'ValidationError' },
      details: { minCoins, maxCoins },
    });
  }
  return coins * price.coinPrice;
}
