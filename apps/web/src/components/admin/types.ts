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

/** What GET /admin/ai answers: the providers' health over the last 24 hours and every tool's routing. */
export type RemoteProvider = 'fal' | 'openai' | 'replicate';
export type HealthProvider = RemoteProvider | 'offline';

export interface AiRoute {
  provider: RemoteProvider;
  model: string;
}

export interface AiProvider {
  name: HealthProvider;
  configured: boolean;
  last24h: {
    completed: number;
    failed: number;
    refused: number;
    running: number;
    p50Seconds: number | null;
    p95Seconds: number | null;
  };
  lastError: { code: string; detail: string | null; at: string } | null;
}

export type ToolGroup = 'image' | 'edit' | 'video' | '3d' | 'audio' | 'model';
export type OutputKind = 'image' | 'video' | 'audio' | 'model3d';

export interface AiTool {
  slug: string;
  group: ToolGroup;
  outputKind: OutputKind;
  routes: AiRoute[];
  defaultRoutes: AiRoute[];
  offline: boolean;
  offlineMethod: string;
  custom: boolean;
}

export interface AiOverview {
  offline: { enabled: boolean; charged: boolean };
  providers: AiProvider[];
  tools: AiTool[];
}
