import type { Locale } from '@rassam/i18n';
import { setRequestLocale } from 'next-intl/server';
import { PaymentOutcome } from '@/components/payments/payment-outcome';
import { pickQuery, type SearchParams } from '@/components/payments/query';
import type { PaymentView } from '@/components/payments/types';
import { requireUser } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';
import { serverApi } from '@/lib/server-api';

export const generateMetadata = panelMetadata('/dashboard/wallet/payments/paypal', 'paymentResult');

/** Each visit asks the API again (it captures and settles once, however often it is asked); nothing is cached. */
export const dynamic = 'force-dynamic';

/**
 * PayPal sends the payer back here with ?token={order id}&PayerID=… after approval; our cancel address is
 * the same page with &cancelled=1. The API captures the order (or records the cancellation) and answers
 * with the payment.
 */
export default async function PayPalReturnPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ locale }, search] = await Promise.all([params, searchParams]);
  setRequestLocale(locale);
  await requireUser(locale);
  const query = pickQuery(search, ['token', 'PayerID', 'cancelled'] as const);
  const result = await serverApi<PaymentView>('/payments/paypal/return', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: query.token, cancelled: query.cancelled === '1' || query.cancelled === 'true' }),
  });
  return <PaymentOutcome result={result} locale={locale} query={query} />;
}
