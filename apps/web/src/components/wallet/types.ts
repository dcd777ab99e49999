/** What the wallet and payment endpoints answer (the API contract of issue 3), as the pages read it. */

export type Portal = 'zibal' | 'paypal';
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

export interface WalletView {
  balance: number;
  updatedAt: string;
  /** The balance's worth at each portal's coin price, in that portal's minor unit. */
  values?: { portal: Portal; currency: string; amount: number }[];
}

export interface CoinPackage {
  id: string;
  coins: number;
  price: number;
  currency: string;
  portal: Portal;
  expiresAt: string | null;
}

export interface PortalPrice {
  portal: Portal;
  currency: string;
  coinPrice: number;
  minCoins: number;
  maxCoins: number;
  /** Tax added on top of a top-up's price, in basis points (900 = 9%). */
  taxRateBp?: number;
}

export type LedgerReason =
  'topup' | 'design_spend' | 'design_refund' | 'listing_fee' | 'order_payment' | 'admin_adjustment';

export interface LedgerEntry {
  id: string;
  amount: number;
  balanceAfter: number;
  reason: LedgerReason;
  ref: { type: string; id: string } | null;
  note: string | null;
  createdAt: string;
}

export interface Payment {
  id: string;
  portal: Portal;
  coins: number;
  amount: number;
  currency: string;
  status: PaymentStatus;
  gatewayId: string | null;
  gatewayRef: string | null;
  factorId: string | null;
  createdAt: string;
  paidAt: string | null;
}

export interface PageMeta {
  page: number;
  pageSize: number;
  total: number;
}
