import type { Locale } from '@rassam/i18n';
import { setRequestLocale } from 'next-intl/server';
import { PaymentOutcome } from '@/components/payments/payment-outcome';
import { pickQuery, type SearchParams } from '@/components/payments/query';
import type { PaymentView } from '@/components/payments/types';
import { requireUser } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';
import { serverApi } from '@/lib/server-api';

export const generateMetadata = panelMetadata('/dashboard/wallet/payments/zibal', 'paymentResult');

/** Each visit asks the API again (it settles a payment once, however often it is asked); nothing is cached. */
export const dynamic = 'force-dynamic';

/**
 * Zibal sends the payer back here by GET with ?trackId=&success=&status=&orderId=. Those strings go to the
 * API as they came: it verifies with Zibal before believing any of them.
 */
export default async function ZibalReturnPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ locale }, search] = await Promise.all([params, searchParams]);
  setRequestLocale(locale);
  await requireUser(locale);
  const query = pickQuery(search, ['trackId', 'success', 'status', 'orderId'] as const);
  const result = await serverApi<PaymentView>('/payments/zibal/return', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // Without a trackId the API refuses the body (ValidationError); the page words that as an incomplete return.
    body: JSON.stringify(query),
  });
  return <PaymentOutcome result={result} locale={locale} query={query} />;
}
