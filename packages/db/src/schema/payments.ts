import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/** The payment portals (gateways) coins can be bought through, and the currency each one charges in. */
export const paymentPortals = ['zibal', 'paypal'] as const;
export type PaymentPortal = (typeof paymentPortals)[number];
/** Money is an integer in the currency's minor unit: rials for IRR, cents for USD. */
export const portalCurrency = { zibal: 'IRR', paypal: 'USD' } as const satisfies Record<PaymentPortal, string>;
export type Currency = (typeof portalCurrency)[PaymentPortal];

/**
 * The price of one coin on a portal (`coin_price`) and the lowest price per coin any sale on it may reach
 * (`min_coin_price`), both in the portal currency's minor unit. One row per portal.
 */
export const coinPrices = pgTable(
  'coin_prices',
  {
    portal: text('portal').$type<PaymentPortal>().primaryKey(),
    currency: text('currency').$type<Currency>().notNull(),
    coinPrice: integer('coin_price').notNull(),
    minCoinPrice: integer('min_coin_price').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('coin_prices_portal_check', sql`${t.portal} in ('zibal', 'paypal')`),
    check('coin_prices_positive', sql`${t.minCoinPrice} > 0 and ${t.coinPrice} >= ${t.minCoinPrice}`),
  ],
);

/** A charging package: a number of coins for a price on one portal, offered while active and not expired. */
export const chargingPackages = pgTable(
  'charging_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    portal: text('portal').$type<PaymentPortal>().notNull(),
    coins: integer('coins').notNull(),
    price: integer('price').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    active: boolean('active').notNull().default(true),
    /** A package may be offered until a date (a promotion); null for no end. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('charging_packages_portal_check', sql`${t.portal} in ('zibal', 'paypal')`),
    check('charging_packages_positive', sql`${t.coins} > 0 and ${t.price} > 0`),
    index('charging_packages_portal_idx').on(t.portal, t.sortOrder),
  ],
);

/** Why a payment ended without coins, for the payer's page: the bank refused, the gateway disagreed with
 * our order, the gateway failed, or nobody paid in time (`failure_reason` keeps the details for people). */
export const paymentFailureCodes = ['declined', 'mismatch', 'gateway', 'abandoned'] as const;
export type PaymentFailureCode = (typeof paymentFailureCodes)[number];

export const paymentStatuses = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * A payment order: coins bought through a gateway. It moves from pending to exactly one of paid, failed
 * or cancelled, by a conditional update (`where status = 'pending'`) in the transaction that credits the
 * coins, so a payment is credited at most once however many callbacks, reloads and reconciliations race.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    portal: text('portal').$type<PaymentPortal>().notNull(),
    coins: integer('coins').notNull(),
    /** What the payer is asked for, in the currency's minor unit (the invoice's total). */
    amount: integer('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    packageId: uuid('package_id').references(() => chargingPackages.id, { onDelete: 'set null' }),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    /** The gateway's id for this payment: Zibal's trackId, PayPal's order id. */
    gatewayId: text('gateway_id'),
    /** The payer's receipt number (Zibal refNumber, PayPal capture id), set when paid. */
    gatewayRef: text('gateway_ref'),
    cardNumber: text('card_number'),
    /** Why it failed, or why it needs a person: set with `flagged` when the gateway disagrees with us. */
    failureCode: text('failure_code').$type<PaymentFailureCode>(),
    failureReason: text('failure_reason'),
    flagged: boolean('flagged').notNull().default(false),
    redirectUrl: text('redirect_url'),
    /**
     * What the invoice will say, fixed when the payment starts (prices may change meanwhile). The invoice
     * itself is issued only when the payment is paid: a sale that never happened has no invoice.
     */
    invoiceLines: jsonb('invoice_lines').$type<FactorLine[]>().notNull(),
    invoiceTaxRateBp: integer('invoice_tax_rate_bp').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When reconciliation last asked the gateway about it. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_portal_check', sql`${t.portal} in ('zibal', 'paypal')`),
    check('payments_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled')`),
    check(
      'payments_failure_code_check',
      sql`${t.failureCode} is null or ${t.failureCode} in ('declined', 'mismatch', 'gateway', 'abandoned')`,
    ),
    check('payments_positive', sql`${t.coins} > 0 and ${t.amount} > 0`),
    uniqueIndex('payments_gateway_id_idx').on(t.portal, t.gatewayId),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const factorStatuses = ['issued', 'paid', 'cancelled'] as const;
export type FactorStatus = (typeof factorStatuses)[number];

export interface FactorLine {
  /** What the line is for, e.g. `topup` or `order`, so the invoice can name it in the reader's language. */
  kind: string;
  /** Free text shown under the line's name (a package, an order's title). */
  description?: string;
  /** Coins the line buys, for top-ups. */
  coins?: number;
  quantity: number;
  unitPrice: number;
  amount: number;
}

/** Who sold and who bought, frozen when the invoice is issued (later profile edits do not rewrite it). */
export interface FactorParty {
  name: string;
  /** The name in English, for invoices read in English (the seller's; a buyer has one name). */
  nameEn?: string | null;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  taxId?: string | null;
}

/**
 * An invoice (factor): issued once per thing sold (`subject_type` + `subject_id` is unique, hence
 * FactorAlreadyIssued) and paid once (FactorAlreadyPayed), through a gateway or from the wallet.
 */
export const factors = pgTable(
  'factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The human invoice number: consecutive without gaps (invoices must be), so it is max + 1 under a lock
     * when the invoice is issued, not a sequence (sequences skip numbers after a crash or a rollback).
     */
    number: bigint('number', { mode: 'number' }).notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    status: text('status').$type<FactorStatus>().notNull().default('issued'),
    /** IRR, USD, or COIN for purchases paid from the wallet. */
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<FactorLine[]>().notNull(),
    subtotal: integer('subtotal').notNull(),
    /** Tax in basis points of the subtotal (900 = 9%), 0 when no tax is configured. */
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    total: integer('total').notNull(),
    seller: jsonb('seller').$type<FactorParty>().notNull(),
    buyer: jsonb('buyer').$type<FactorParty>().notNull(),
    /** How it was paid: a payment order, or `wallet`. */
    paidWith: text('paid_with'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('factors_status_check', sql`${t.status} in ('issued', 'paid', 'cancelled')`),
    check('factors_totals', sql`${t.total} = ${t.subtotal} + ${t.tax} and ${t.total} >= 0`),
    uniqueIndex('factors_subject_idx').on(t.subjectType, t.subjectId),
    index('factors_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Idempotency keys of POSTs that move coins or money: the first request's answer, kept so a repeat with
 * the same key gets it again and does nothing more. `response` is null while the first one is running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The route it was used on: one key on two routes is two different requests. */
    scope: text('scope').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
