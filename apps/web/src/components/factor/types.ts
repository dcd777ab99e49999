/** An invoice as GET /api/factors/{id} answers it (API contract of issue 3). */
export interface FactorParty {
  name: string;
  /** The seller's English name, for English invoices (the seller block only). */
  nameEn?: string | null;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  taxId?: string | null;
}

export interface FactorLine {
  /** What the line is for (`topup`, `topup-package`, later orders); the page names it in the reader's language. */
  kind: string;
  description?: string;
  /** Coins the line buys, for top-ups. */
  coins?: number;
  quantity: number;
  unitPrice: number;
  amount: number;
}

export type FactorStatus = 'issued' | 'paid' | 'cancelled';

export interface FactorView {
  id: string;
  number: number;
  status: FactorStatus;
  /** IRR (rials), USD (cents) or COIN. */
  currency: string;
  lines: FactorLine[];
  subtotal: number;
  /** Basis points: 900 is 9%. */
  taxRateBp: number;
  tax: number;
  total: number;
  seller: FactorParty;
  buyer: FactorParty;
  subjectType: string;
  subjectId: string;
  paidWith: 'zibal' | 'paypal' | 'wallet' | null;
  paymentId: string | null;
  paidAt: string | null;
  createdAt: string;
}
