import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { DateText } from '@/components/ui/date-text';
import { LtrText, ltrIsolate } from '@/components/ui/ltr-text';
import { StatusChip } from '@/components/ui/status-chip';
import { codeText, formatMoney } from '@/lib/money';
import type { Column } from '@/components/ui/table';
import { PendingPaymentActions } from './pending-payment-actions';
import type { Payment } from './types';
import { OrDash, paymentTones, walletLabels } from './wallet-ui';

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
        <DateText
          value={withStatus ? payment.createdAt : (payment.paidAt ?? payment.createdAt)}
          locale={locale}
          month="short"
          withTime
        />
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
            cell: (payment) => (
              <StatusChip status={payment.status} label={status[payment.status]} tones={paymentTones} />
            ),
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
                <span className="block break-all text-xs text-muted-foreground">
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
          <ButtonLink href={`/dashboard/orders/factor-${payment.factorId}`} variant="link">
            {t('viewInvoice')}
          </ButtonLink>
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
