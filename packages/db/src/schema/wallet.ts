import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/** One coin wallet per user. Coins are integers; the balance can never go below zero (CHECK). */
export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'restrict' }),
    balance: integer('balance').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('wallets_balance_not_negative', sql`${t.balance} >= 0`)],
);

export const ledgerReasons = [
  'topup',
  'design_spend',
  'design_refund',
  'listing_fee',
  'listing_refund',
  'order_payment',
  'order_refund',
  'admin_adjustment',
] as const;
export type LedgerReason = (typeof ledgerReasons)[number];

/**
 * Append-only: every change of a balance is one row here, written in the same transaction as the
 * balance update. `amount` is signed (credit > 0, debit < 0); `balance_after` is the wallet's balance
 * right after this entry, so the sum of a wallet's amounts always equals its balance.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Taken when the row is written, i.e. after the wallet's row lock: the true order of a wallet's entries. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').$type<LedgerReason>().notNull(),
    /** What the coins paid for or came from, e.g. refType 'payment' and the payment's id. */
    refType: text('ref_type'),
    refId: text('ref_id'),
    /** Required for admin adjustments: why. */
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_wallet_idx').on(t.walletId, t.seq),
    // An order is refunded once, ever: a second refund's entry cannot be written, whatever the race.
    uniqueIndex('ledger_entries_order_refund_idx')
      .on(t.refType, t.refId)
      .where(sql`${t.reason} = 'order_refund'`),
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
    check('ledger_entries_balance_after_not_negative', sql`${t.balanceAfter} >= 0`),
    check(
      'ledger_entries_reason_check',
      sql`${t.reason} in ('topup', 'design_spend', 'design_refund', 'listing_fee', 'listing_refund', 'order_payment', 'order_refund', 'admin_adjustment')`,
    ),
  ],
);
