import { formatDate, type Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { WalletIcon } from '@/components/ui/icons';
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
    <div className="rounded-2xl border border-dashed border-[var(--border)] bg-[var(--surface)] px-6 py-12 text-center">
      <span className="mx-auto inline-grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-200">
        <WalletIcon className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-bold">{title}</h2>
      <p className="mx-auto mt-1 max-w-md text-sm text-[var(--text-muted)]">{body}</p>
      {action ? (
        <Link
          href={action.href}
          className="mt-5 inline-flex rounded-xl bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * The API did not answer as expected: say so plainly and offer the same page again. `message` says what
 * did not load (the wallet's words by default).
 */
export async function LoadError({ retryHref, message }: { retryHref: string; message?: string }) {
  const t = await getTranslations('wallet');
  return (
    <div
      role="alert"
      className="rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="font-semibold">{message ?? t('loadError')}</p>
      <Link href={retryHref} className="mt-2 inline-block text-sm font-semibold underline underline-offset-4">
        {t('retry')}
      </Link>
    </div>
  );
}

const statusStyle: Record<PaymentStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  paid: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100',
  cancelled: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

/** Clock, tick, cross, dash: the status is readable without its colour. */
const statusMark: Record<PaymentStatus, ReactNode> = {
  pending: (
    <>
      <circle cx="8" cy="8" r="6" />
      <path d="M8 4.5V8l2.2 1.4" />
    </>
  ),
  paid: <path d="M3.5 8.5l3 3 6-7" />,
  failed: <path d="M4.5 4.5l7 7M11.5 4.5l-7 7" />,
  cancelled: <path d="M4 8h8" />,
};

/** A payment's status in words, with a colour and a mark that say the same thing. */
export function StatusChip({ status, label }: { status: PaymentStatus; label: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyle[status]}`}
    >
      <svg
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className="size-3.5 shrink-0"
      >
        {statusMark[status]}
      </svg>
      {label}
    </span>
  );
}

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
    <span
      className={`whitespace-nowrap font-bold ${
        value >= 0 ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'
      }`}
    >
      {formatSigned(value, locale)}
    </span>
  );
}

export interface FilterChip {
  key: string;
  href: string;
  label: ReactNode;
  /** The filter applied now. */
  active: boolean;
  className?: string;
}

/**
 * A list's filters as chips (the payment statuses); the one applied is filled. `current` is what
 * aria-current says of it: `page` when its link is this very address, `true` when the page has more to
 * its address than this filter.
 */
export function FilterChips({
  label,
  chips,
  current = 'page',
}: {
  label: string;
  chips: FilterChip[];
  current?: 'page' | 'true';
}) {
  return (
    <nav aria-label={label} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={chip.href}
              aria-current={chip.active ? current : undefined}
              className={`inline-flex items-center gap-1 rounded-full border px-3.5 py-1.5 text-sm font-semibold transition ${
                chip.active
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-[var(--border)] bg-[var(--surface)] text-[var(--text-muted)] hover:border-brand-400 hover:text-[var(--text)]'
              } ${chip.className ?? ''}`}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A value that may be missing (a reference before the gateway gives one). */
export function OrDash({ children }: { children: ReactNode }) {
  return children ? <>{children}</> : <span className="text-[var(--text-muted)]">—</span>;
}

/** A moment in the reader's calendar (Jalali in Persian) and Tehran time, machine-readable too. */
export function DateTime({ value, locale }: { value: string; locale: Locale }) {
  return (
    <time dateTime={value} className="whitespace-nowrap">
      {formatDate(value, locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })}
    </time>
  );
}
