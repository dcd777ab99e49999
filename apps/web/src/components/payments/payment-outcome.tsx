import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { AlertIcon } from '@/components/ui/icons/alert';
import { ArrowForwardIcon } from '@/components/ui/icons/arrow-forward';
import { CheckIcon } from '@/components/ui/icons/check';
import { ClockIcon } from '@/components/ui/icons/clock';
import { CloseIcon } from '@/components/ui/icons/close';
import { ReceiptIcon } from '@/components/ui/icons/receipt';
import type { Payment } from '@/components/wallet/types';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { DateText } from '@/components/ui/date-text';
import { ResumeLink } from '@/components/wallet/resume-link';
import { codeText, formatMoney } from '@/lib/money';
import { serverApi, type ApiResult } from '@/lib/server-api';
import { gatewayCodes, type GatewayCodeKey } from './gateway-codes';
import { Recheck } from './recheck';

type Tone = Payment['status'] | 'error';

const badge: Record<Tone, string> = {
  paid: 'bg-success-soft text-success-soft-foreground',
  cancelled: 'bg-neutral-soft text-neutral-soft-foreground',
  failed: 'bg-danger-soft text-danger-soft-foreground',
  pending: 'bg-warning-soft text-warning-soft-foreground',
  error: 'bg-warning-soft text-warning-soft-foreground',
};

const icons: Record<Tone, (props: { className?: string }) => ReactNode> = {
  paid: CheckIcon,
  cancelled: CloseIcon,
  failed: CloseIcon,
  pending: ClockIcon,
  error: AlertIcon,
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words font-semibold">{children}</dd>
    </div>
  );
}

/**
 * What became of a payment after the payer came back from a gateway: paid (with the new balance and the
 * invoice), cancelled, failed, still pending, or a return the API could not match to a payment. The page
 * has already asked the API (which settles once however often it is asked); this only shows the answer.
 */
export async function PaymentOutcome({
  result,
  locale,
  query,
}: {
  result: ApiResult<Payment>;
  locale: Locale;
  /** The return address's query, for "check again". */
  query: Partial<Record<string, string>>;
}) {
  const t = await getTranslations('payment');
  const payment = result.ok ? result.data : null;
  const tone: Tone = payment ? payment.status : 'error';
  const wallet = payment?.status === 'paid' ? await serverApi<{ balance: number }>('/wallet') : null;
  const Icon = icons[tone];
  const coins = (count: number) => t('coins', { count });

  let title: string;
  let body: string;
  if (!result.ok) {
    // A return address without a track id (or token) fails the API's schema, whose message speaks of
    // form fields; this page knows what actually went wrong.
    title = result.code === 'ValidationError' || !result.message ? t('error.incomplete') : result.message;
    body = t('error.body');
  } else if (tone === 'paid') {
    title = t('paid.title');
    body = t('paid.body', { coins: coins(result.data.coins) });
  } else if (tone === 'cancelled') {
    title = t('cancelled.title');
    body = t('cancelled.body');
  } else if (tone === 'failed') {
    title = t('failed.title');
    body = t('failed.body');
  } else {
    title = t('pending.title');
    body = t('pending.body');
  }
  // Why it failed, from the API's failureCode (its failureReason is written for the support team).
  const failure =
    payment?.status === 'failed'
      ? t(payment.failureCode === 'mismatch' ? 'failed.reasons.mismatch' : 'failed.reasons.other')
      : null;
  const serverTrouble = !result.ok && (result.status >= 500 || result.status === 0);
  const codeLabel: Record<GatewayCodeKey, string> = {
    reference: t('details.reference'),
    tracking: t('details.tracking'),
    card: t('details.card'),
  };
  const walletLink = (
    <ButtonLink href="/dashboard/wallet" variant="outline">
      {t('actions.wallet')}
    </ButtonLink>
  );
  const paymentsLink = (variant: 'primary' | 'outline') => (
    <ButtonLink href="/dashboard/wallet/payments" variant={variant}>
      {t('actions.payments')}
    </ButtonLink>
  );

  return (
    <div className="mx-auto max-w-2xl">
      <Card asChild padded className="text-center sm:p-8">
        <section aria-labelledby="outcome-title" data-status={tone}>
          <span className={`mx-auto grid size-16 place-items-center rounded-full ${badge[tone]}`}>
            <Icon className="size-8" />
          </span>
          <h1 id="outcome-title" className="mt-4 text-2xl font-extrabold sm:text-3xl">
            {title}
          </h1>
          <p className="mx-auto mt-2 max-w-lg text-muted-foreground">{body}</p>
          {failure ? (
            <Alert tone="danger" role="note" className="mx-auto mt-4 max-w-lg">
              <span className="font-semibold">{t('failed.reason')}</span> {failure}
            </Alert>
          ) : null}

          {payment ? (
            <dl className="mt-6 divide-y divide-border border-y border-border text-start">
              {tone === 'paid' && wallet?.ok ? (
                <Detail label={t('details.balance')}>
                  <span data-testid="new-balance">{coins(wallet.data.balance)}</span>
                </Detail>
              ) : null}
              <Detail label={t('details.coins')}>{coins(payment.coins)}</Detail>
              <Detail label={t('details.amount')}>{formatMoney(payment.amount, payment.currency, locale)}</Detail>
              <Detail label={t('details.portal')}>
                {payment.portal === 'zibal' ? t('portals.zibal') : t('portals.paypal')}
              </Detail>
              {gatewayCodes(payment).map(({ key, value }) => (
                <Detail key={key} label={codeLabel[key]}>
                  <span dir="ltr">{codeText(value, locale)}</span>
                </Detail>
              ))}
              <Detail label={t('details.date')}>
                <DateText value={payment.paidAt ?? payment.createdAt} locale={locale} withTime />
              </Detail>
              {payment.factorId ? (
                <Detail label={t('details.invoice')}>
                  <ButtonLink href={`/dashboard/orders/factor-${payment.factorId}`} variant="link">
                    <ReceiptIcon className="size-4" />
                    {t('actions.invoice')}
                  </ButtonLink>
                </Detail>
              ) : null}
            </dl>
          ) : null}

          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
            {tone === 'paid' ? (
              <>
                <ResumeLink className={buttonVariants()} />
                <ButtonLink href="/dashboard/intelligence">
                  {t('actions.studio')}
                  <ArrowForwardIcon className="size-4" />
                </ButtonLink>
                {walletLink}
              </>
            ) : null}
            {tone === 'cancelled' || tone === 'failed' ? (
              <>
                <ButtonLink href="/dashboard/wallet#topup">{t('actions.tryAgain')}</ButtonLink>
                {walletLink}
              </>
            ) : null}
            {tone === 'pending' ? (
              <>
                <Recheck
                  query={query}
                  auto
                  label={t('pending.recheck')}
                  busyLabel={t('pending.checking')}
                  autoNote={t('pending.auto')}
                />
                {paymentsLink('outline')}
              </>
            ) : null}
            {tone === 'error' ? (
              <>
                {serverTrouble ? (
                  <Recheck query={query} label={t('error.retry')} busyLabel={t('pending.checking')} />
                ) : null}
                {paymentsLink(serverTrouble ? 'outline' : 'primary')}
                {walletLink}
              </>
            ) : null}
          </div>
        </section>
      </Card>
    </div>
  );
}
