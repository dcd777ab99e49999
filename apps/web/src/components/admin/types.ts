/** What the admin money endpoints answer (the admin part of the issue 3 API contract). */
import type { LedgerReason, Payment, Portal } from '@/components/wallet/types';

export type Currency = 'IRR' | 'USD';

export interface CoinPrice {
  portal: Portal;
  currency: Currency;
  /** One coin, in rials (zibal) or US cents (paypal). */
  coinPrice: number;
  /** No sale, package discounts included, may sell a coin for less. */
  minCoinPrice: number;
  updatedAt: string;
}

export interface AdminPackage {
  id: string;
  portal: Portal;
  coins: number;
  price: number;
  currency: Currency;
  active: boolean;
  expiresAt: string | null;
  sortOrder: number;
  createdAt: string;
}

export interface Person {
  id: string;
  name: string | null;
  phone: string | null;
  email: string | null;
}

export interface AdminLedgerEntry {
  id: string;
  amount: number;
  balanceAfter: number;
  reason: LedgerReason | (string & {});
  ref: { type: string; id: string } | null;
  note: string | null;
  createdAt: string;
  user: Person;
  actor: { id: string; name: string | null } | null;
}

export interface AdminPayment extends Payment {
  user: Person;
}
