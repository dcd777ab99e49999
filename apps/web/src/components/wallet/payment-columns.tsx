import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { LtrText, ltrIsolate } from '@/components/ui/ltr-text';
import { codeText, formatMoney } from '@/lib/money';
import type { Column } from './data-table';
import { PendingPaymentActions } from './pending-payment-actions';
import type { Payment } from './types';
import { DateTime, OrDash, StatusChip, walletLabels } from './wallet-ui';

/**
 * The columns of a payment list: the top-up history (paid only, dated by payment) and every payment order
 * (with its status, dated by when it started, and what can be done with one still pending).
 */
export async function paymentColumns(locale: Locale, { withStatus }: { withStatus: boolean }) {
  const [t, { portal, status }] = await Promise.all([getTranslations('wallet'), walletLabels()]);
  const columns: Column<Payment>[] = [
    {
      key: 'date',
      header: t('columns.date'),
      cell: (payment) => (
        <DateTime value={withStatus ? payment.createdAt : (payment.paidAt ?? payment.createdAt)} locale={locale} />
      ),
    },
    {
      key: 'coins',
      header: t('columns.coins'),
      card: 'title',
      cell: (payment) => <span className="font-semibold">{t('coins', { count: payment.coins })}</span>,
    },
    {
      key: 'amount',
      header: t('columns.amount'),
      card: 'aside',
      numeric: true,
      cell: (payment) => (
        <span className="whitespace-nowrap font-semibold">{formatMoney(payment.amount, payment.currency, locale)}</span>
      ),
    },
    ...(withStatus
      ? [
          {
            key: 'status',
            header: t('columns.status'),
            card: 'aside',
            cell: (payment) => <StatusChip status={payment.status} label={status[payment.status]} />,
          } satisfies Column<Payment>,
        ]
      : []),
    { key: 'portal', header: t('columns.portal'), cell: (payment) => portal[payment.portal] ?? payment.portal },
    {
      key: 'reference',
      header: t('columns.reference'),
      cell: (payment) => (
        <OrDash>
          {payment.gatewayRef || payment.gatewayId ? (
            <>
              {payment.gatewayRef ? (
                <LtrText className="font-mono text-xs">{codeText(payment.gatewayRef, locale)}</LtrText>
              ) : null}
              {payment.gatewayId && payment.gatewayId !== payment.gatewayRef ? (
                <span className="block break-all text-xs text-[var(--text-muted)]">
                  {t('gatewayId', { id: ltrIsolate(codeText(payment.gatewayId, locale)) })}
                </span>
              ) : null}
            </>
          ) : null}
        </OrDash>
      ),
    },
    {
      key: 'invoice',
      header: t('columns.invoice'),
      card: 'footer',
      cell: (payment) =>
        payment.factorId ? (
          <Link
            href={`/dashboard/orders/factor-${payment.factorId}`}
            className="whitespace-nowrap font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            {t('viewInvoice')}
          </Link>
        ) : null,
    },
    ...(withStatus
      ? [
          {
            key: 'actions',
            header: t('columns.actions'),
            card: 'footer',
            cell: (payment) => (payment.status === 'pending' ? <PendingPaymentActions payment={payment} /> : null),
          } satisfies Column<Payment>,
        ]
      : []),
  ];
  return columns;
}
