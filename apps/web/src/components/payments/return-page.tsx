import type { Locale } from '@rassam/i18n';
import { setRequestLocale } from 'next-intl/server';
import type { Payment, Portal } from '@/components/wallet/types';
import { requireUser } from '@/lib/guards';
import { pickQuery, type SearchParams } from '@/lib/search-params';
import { serverApi } from '@/lib/server-api';
import { PaymentOutcome } from './payment-outcome';

/**
 * The page a gateway sends the payer back to: it hands the return address's query (only `names`, as it
 * came) to POST /api/payments/{portal}/return, which checks with the gateway before believing any of it
 * and settles the payment once however often it is asked, then shows what became of the payment.
 */
export function gatewayReturnPage<K extends string>(
  portal: Portal,
  names: readonly K[],
  bodyOf: (query: Partial<Record<K, string>>) => unknown,
) {
  return async function GatewayReturnPage({
    params,
    searchParams,
  }: {
    params: Promise<{ locale: Locale }>;
    searchParams: Promise<SearchParams>;
  }) {
    const [{ locale }, search] = await Promise.all([params, searchParams]);
    setRequestLocale(locale);
    await requireUser(locale);
    const query = pickQuery(search, names);
    const result = await serverApi<Payment>(`/payments/${portal}/return`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bodyOf(query)),
    });
    return <PaymentOutcome result={result} locale={locale} query={query} />;
  };
}
