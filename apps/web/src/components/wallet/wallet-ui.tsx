import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState as KitEmptyState } from '@/components/ui/empty-state';
import { WalletIcon } from '@/components/ui/icons/wallet';
import type { StatusTone } from '@/components/ui/status-chip';
import { TabNav, type Tab } from '@/components/ui/tab-nav';
import { formatSigned } from '@/lib/money';
import type { LedgerReason, PaymentStatus, Portal } from './types';

export type WalletSection = 'overview' | 'transactions' | 'history' | 'payments';

/** The wallet's four pages as tabs, so each is one step from the others. */
export async function WalletNav({ current }: { current: WalletSection }) {
  const t = await getTranslations('wallet');
  const tabs: Tab<WalletSection>[] = [
    { key: 'overview', href: '/dashboard/wallet', label: t('nav.overview') },
    { key: 'transactions', href: '/dashboard/wallet/transactions', label: t('nav.transactions') },
    { key: 'history', href: '/dashboard/wallet/history', label: t('nav.history') },
    { key: 'payments', href: '/dashboard/wallet/payments', label: t('nav.payments') },
  ];
  return <TabNav label={t('nav.label')} tabs={tabs} current={current} />;
}

/** A list with nothing in it yet: what it will hold, and the one thing to do about it. */
export function EmptyState({
  title,
  body,
  action,
}: {
  title: string;
  body: string;
  action?: { href: string; label: string };
}) {
  return (
    <KitEmptyState
      icon={<WalletIcon />}
      title={title}
      body={body}
      action={action ? <ButtonLink href={action.href}>{action.label}</ButtonLink> : undefined}
    />
  );
}

/** How each payment status looks (the kit's StatusChip gives each tone its mark). */
export const paymentTones = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  cancelled: 'neutral',
} as const satisfies Record<PaymentStatus, StatusTone>;

/** Labels the pages share, read once per render. */
export async function walletLabels() {
  const t = await getTranslations('wallet');
  const portal: Record<Portal, string> = { zibal: t('portals.zibal'), paypal: t('portals.paypal') };
  const status: Record<PaymentStatus, string> = {
    pending: t('status.pending'),
    paid: t('status.paid'),
    failed: t('status.failed'),
    cancelled: t('status.cancelled'),
  };
  const reason: Record<LedgerReason, string> = {
    topup: t('reasons.topup'),
    design_spend: t('reasons.design_spend'),
    design_refund: t('reasons.design_refund'),
    listing_fee: t('reasons.listing_fee'),
    listing_refund: t('reasons.listing_refund'),
    order_payment: t('reasons.order_payment'),
    admin_adjustment: t('reasons.admin_adjustment'),
  };
  return { portal, status, reason };
}

/** A ledger entry's change of balance: signed, and green for coins in, red for coins out. */
export function SignedAmount({ value, locale }: { value: number; locale: Locale }) {
  return (
    <span className={`whitespace-nowrap font-bold ${value >= 0 ? 'text-success-soft-foreground' : 'text-danger'}`}>
      {formatSigned(value, locale)}
    </span>
  );
}

/** A value that may be missing (a reference before the gateway gives one). */
export function OrDash({ children }: { children: ReactNode }) {
  return children ? <>{children}</> : <span className="text-muted-foreground">—</span>;
}
