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
  'topup' | 'design_spend' | 'design_refund' | 'listing_fee' | 'listing_refund' | 'order_payment' | 'admin_adjustment';

export interface LedgerEntry {
  id: string;
  amount: number;
  balanceAfter: number;
  reason: LedgerReason;
  ref: { type: string; id: string } | null;
  note: string | null;
  createdAt: string;
}

export const paymentStatuses: PaymentStatus[] = ['pending', 'paid', 'failed', 'cancelled'];

/** Why a payment ended without coins: the bank refused, the amounts disagreed, the gateway failed, nobody paid in time. */
export type PaymentFailureCode = 'declined' | 'mismatch' | 'gateway' | 'abandoned';

/** A payment order, as every payment endpoint answers it (the list, one payment, a gateway's return). */
export interface Payment {
  id: string;
  portal: Portal;
  coins: number;
  /** In the currency's minor unit: rials (IRR) or cents (USD). */
  amount: number;
  currency: string;
  status: PaymentStatus;
  /** Zibal's trackId or PayPal's order id. */
  gatewayId: string | null;
  /** The receipt number once paid: Zibal's refNumber, PayPal's capture id. */
  gatewayRef: string | null;
  /** Masked by the gateway (603799******1234). */
  cardNumber: string | null;
  /** Set when a payment failed or was given up (`abandoned`); the pages word it from this code. */
  failureCode: PaymentFailureCode | null;
  /** Details written for the support team, not for the payer. */
  failureReason: string | null;
  /** The gateway disagreed with the order: a person must look at it. */
  flagged: boolean;
  /** Its invoice, issued once the payment is paid. */
  factorId: string | null;
  packageId: string | null;
  createdAt: string;
  paidAt: string | null;
  settledAt: string | null;
  /** Pending: until when the gateway's page still takes it (the payer may go back and pay); else null. */
  resumeUntil: string | null;
}
