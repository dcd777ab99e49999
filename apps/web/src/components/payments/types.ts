/** A payment order as the payment endpoints answer it (API contract of issue 3). */
export interface PaymentView {
  id: string;
  portal: 'zibal' | 'paypal';
  coins: number;
  /** In the currency's minor unit: rials (IRR) or cents (USD). */
  amount: number;
  currency: string;
  status: 'pending' | 'paid' | 'failed' | 'cancelled';
  /** Zibal's trackId or PayPal's order id. */
  gatewayId: string | null;
  /** The receipt number once paid: Zibal's refNumber, PayPal's capture id. */
  gatewayRef: string | null;
  /** Masked by the gateway (603799******1234). */
  cardNumber: string | null;
  /** Written for the support team, not for the payer (the page words it itself). */
  failureReason: string | null;
  flagged: boolean;
  factorId: string | null;
  packageId: string | null;
  createdAt: string;
  paidAt: string | null;
  settledAt: string | null;
}
