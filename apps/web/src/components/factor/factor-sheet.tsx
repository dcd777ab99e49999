import './factor-print.css';
import { displayPhone } from '@rassam/api/schemas';
import { formatDate, formatDateTime, formatNumber, type Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { gatewayCodes, type GatewayCodeKey } from '@/components/payments/gateway-codes';
import { Card } from '@/components/ui/card';
import { LogoMark } from '@/components/ui/logo-mark';
import { StatusChip, type StatusTone } from '@/components/ui/status-chip';
import type { Payment } from '@/components/wallet/types';
import { codeText, formatMoney, formatPercent } from '@/lib/money';
import type { FactorLine, FactorParty, FactorStatus, FactorView } from './types';

const statusTones = { paid: 'success', issued: 'warning', cancelled: 'neutral' } as const satisfies Record<
  FactorStatus,
  StatusTone
>;

function Row({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 ${className}`}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function Party({
  id,
  title,
  party,
  labels,
  locale,
}: {
  id: string;
  title: string;
  party: FactorParty;
  labels: { phone: string; email: string; address: string; taxId: string };
  locale: Locale;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border p-4">
      <h2 id={id} className="text-sm font-semibold text-muted-foreground">
        {title}
      </h2>
      <p className="mt-1 text-lg font-bold">{party.name || '—'}</p>
      <dl className="mt-2 space-y-1 text-sm">
        {party.phone ? (
          <Row label={labels.phone}>
            <span dir="ltr">{displayPhone(party.phone, locale)}</span>
          </Row>
        ) : null}
        {party.email ? (
          <Row label={labels.email}>
            <span dir="ltr" className="break-all">
              {party.email}
            </span>
          </Row>
        ) : null}
        {party.address ? <Row label={labels.address}>{party.address}</Row> : null}
        {party.taxId ? (
          <Row label={labels.taxId}>
            <span dir="ltr">{codeText(party.taxId, locale)}</span>
          </Row>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * The printable invoice: seller and buyer, the lines, subtotal, tax (only when there is a rate), total,
 * and how it was paid. On paper the panel around it disappears (factor-print.css) and it prints black on
 * white on A4.
 */
export async function FactorSheet({
  factor,
  payment,
  locale,
}: {
  factor: FactorView;
  /** The gateway payment that paid it, for its reference numbers (null when paid from the wallet or not yet). */
  payment: Payment | null;
  locale: Locale;
}) {
  const [t, site] = await Promise.all([getTranslations('factor'), getTranslations('site')]);
  const money = (amount: number) =>
    factor.currency === 'COIN' ? t('coins', { count: amount }) : formatMoney(amount, factor.currency, locale);
  const number = (value: number) => formatNumber(value, locale);
  const rate = formatPercent(factor.taxRateBp / 10_000, locale, { exact: true });
  const lineName = (line: FactorLine) => {
    if (line.kind === 'topup-package') return t('kinds.topupPackage', { count: line.coins ?? line.quantity });
    if (line.kind === 'topup') return t('kinds.topup');
    return line.description || t('kinds.other');
  };
  const lineNote = (line: FactorLine) => (line.kind.startsWith('topup') && line.description ? line.description : null);
  const currencyNote =
    factor.currency === 'IRR'
      ? t('currency.IRR')
      : factor.currency === 'USD'
        ? t('currency.USD')
        : factor.currency === 'COIN'
          ? t('currency.COIN')
          : null;
  const method =
    factor.paidWith === 'zibal'
      ? t('methods.zibal')
      : factor.paidWith === 'paypal'
        ? t('methods.paypal')
        : factor.paidWith === 'wallet'
          ? t('methods.wallet')
          : null;
  const partyLabels = { phone: t('phone'), email: t('email'), address: t('address'), taxId: t('taxId') };
  const columns = {
    row: t('columns.row'),
    description: t('columns.description'),
    quantity: t('columns.quantity'),
    unitPrice: t('columns.unitPrice'),
    amount: t('columns.amount'),
  };
  /** The table's columns with their alignment: words start, numbers end. */
  const heads: [keyof typeof columns, string][] = [
    ['row', 'w-12 text-start'],
    ['description', 'text-start'],
    ['quantity', 'text-end'],
    ['unitPrice', 'text-end'],
    ['amount', 'text-end'],
  ];
  const codeLabel: Record<GatewayCodeKey, string> = {
    reference: t('reference'),
    tracking: t('tracking'),
    card: t('card'),
  };
  // The seller's English name on an English invoice, when the API has one.
  const seller =
    locale === 'en' && factor.seller.nameEn ? { ...factor.seller, name: factor.seller.nameEn } : factor.seller;

  return (
    <Card asChild padded className="factor-sheet sm:p-8">
      <article aria-labelledby="factor-title">
        <div className="flex flex-wrap items-start justify-between gap-4 border-b border-border pb-5">
          <div className="flex items-center gap-3">
            <LogoMark className="factor-print-exact size-11" />
            <p className="text-xl font-extrabold">{site('name')}</p>
          </div>
          <div className="flex flex-col items-start gap-2 sm:items-end">
            <h1 id="factor-title" className="text-2xl font-extrabold sm:text-3xl">
              {t('heading')}
            </h1>
            <StatusChip
              data-testid="factor-status"
              status={factor.status}
              label={t(`status.${factor.status}`)}
              tones={statusTones}
              className="factor-chip border border-transparent px-3 text-sm"
            />
          </div>
        </div>

        <dl className="mt-5 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-3">
          <Row label={t('number')} className="sm:flex-col sm:items-start">
            <span className="font-bold" data-testid="factor-number">
              {codeText(factor.number, locale)}
            </span>
          </Row>
          <Row label={t('issuedAt')} className="sm:flex-col sm:items-start">
            <time dateTime={factor.createdAt} className="font-semibold">
              {formatDate(factor.createdAt, locale)}
            </time>
          </Row>
          {factor.paidAt ? (
            <Row label={t('paidAt')} className="sm:flex-col sm:items-start">
              <time dateTime={factor.paidAt} className="font-semibold">
                {formatDate(factor.paidAt, locale)}
              </time>
            </Row>
          ) : null}
        </dl>

        <div className="mt-5 grid gap-4 sm:grid-cols-2 print:grid-cols-2">
          <Party id="factor-seller" title={t('seller')} party={seller} labels={partyLabels} locale={locale} />
          <Party id="factor-buyer" title={t('buyer')} party={factor.buyer} labels={partyLabels} locale={locale} />
        </div>

        <section aria-labelledby="factor-lines" className="mt-6">
          <h2 id="factor-lines" className="mb-2 font-bold">
            {t('lines')}
          </h2>
          <table className="hidden w-full border-collapse text-sm sm:table print:table">
            <thead>
              <tr className="border-y border-border bg-muted text-muted-foreground">
                {heads.map(([key, align]) => (
                  <th key={key} scope="col" className={`px-3 py-2 font-semibold ${align}`}>
                    {columns[key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {factor.lines.map((line, index) => (
                <tr key={index} className="border-b border-border align-top">
                  <td className="px-3 py-2.5">{number(index + 1)}</td>
                  <td className="px-3 py-2.5">
                    <span className="font-semibold">{lineName(line)}</span>
                    {lineNote(line) ? <span className="block text-muted-foreground">{lineNote(line)}</span> : null}
                  </td>
                  <td className="px-3 py-2.5 text-end">{number(line.quantity)}</td>
                  <td className="whitespace-nowrap px-3 py-2.5 text-end">{money(line.unitPrice)}</td>
                  <td className="whitespace-nowrap px-3 py-2.5 text-end font-semibold">{money(line.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {/* Below the sm width each line is a card: a 320 px screen never scrolls sideways. */}
          <ol className="space-y-2 sm:hidden print:hidden">
            {factor.lines.map((line, index) => (
              <li key={index} className="rounded-xl border border-border p-3 text-sm">
                <p className="font-semibold">{lineName(line)}</p>
                {lineNote(line) ? <p className="text-muted-foreground">{lineNote(line)}</p> : null}
                <dl className="mt-2 space-y-1">
                  <Row label={columns.quantity}>{number(line.quantity)}</Row>
                  <Row label={columns.unitPrice}>{money(line.unitPrice)}</Row>
                  <Row label={columns.amount}>
                    <span className="font-semibold">{money(line.amount)}</span>
                  </Row>
                </dl>
              </li>
            ))}
          </ol>

          <dl className="ms-auto mt-4 w-full space-y-2 text-sm sm:max-w-xs print:max-w-xs">
            <Row label={t('subtotal')} className="px-3">
              {money(factor.subtotal)}
            </Row>
            {factor.taxRateBp > 0 ? (
              <Row label={t('tax', { rate })} className="px-3">
                {money(factor.tax)}
              </Row>
            ) : null}
            <Row
              label={t('total')}
              className="rounded-xl border border-border bg-muted px-3 py-2 text-base font-extrabold"
            >
              <span data-testid="factor-total">{money(factor.total)}</span>
            </Row>
          </dl>
        </section>

        <section aria-labelledby="factor-payment" className="mt-6 border-t border-border pt-5">
          <h2 id="factor-payment" className="mb-2 font-bold">
            {t('payment')}
          </h2>
          {factor.status === 'paid' ? (
            <dl className="max-w-md space-y-2 text-sm">
              {method ? <Row label={t('paidWith')}>{method}</Row> : null}
              {factor.paidAt ? (
                <Row label={t('paidAt')}>
                  <time dateTime={factor.paidAt}>{formatDateTime(factor.paidAt, locale)}</time>
                </Row>
              ) : null}
              {payment
                ? gatewayCodes(payment).map(({ key, value }) => (
                    <Row key={key} label={codeLabel[key]}>
                      <span dir="ltr" data-testid={key === 'reference' ? 'factor-reference' : undefined}>
                        {codeText(value, locale)}
                      </span>
                    </Row>
                  ))
                : null}
            </dl>
          ) : (
            <p className="text-sm">{factor.status === 'cancelled' ? t('cancelledNote') : t('unpaid')}</p>
          )}
        </section>

        {currencyNote ? <p className="mt-6 text-xs text-muted-foreground">{currencyNote}</p> : null}
      </article>
    </Card>
  );
}
