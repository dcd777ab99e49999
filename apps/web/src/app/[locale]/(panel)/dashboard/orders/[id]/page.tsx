import { formatNumber, toPersianDigits, type Locale } from '@rassam/i18n';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { getEnv } from '@rassam/api/env';
import { OrderPage } from '@/components/orders/order-page';
import { orderPath, type OrderDetail } from '@/components/orders/order-types';
import type { WalletView } from '@/components/wallet/types';
import { FactorSheet } from '@/components/factor/factor-sheet';
import { PrintButton } from '@/components/factor/print-button';
import type { FactorView } from '@/components/factor/types';
import type { Payment } from '@/components/wallet/types';
import { ArrowForwardIcon } from '@/components/ui/icons/arrow-forward';
import { ButtonLink } from '@/components/ui/button-link';
import { requireUser } from '@/lib/guards';
import { pageMetadata } from '@/lib/metadata';
import { notFoundIfMissing } from '@/lib/missing';
import { serverApi } from '@/lib/server-api';

type Params = Promise<{ locale: Locale; id: string }>;

/**
 * The spec's /dashboard/orders/factor-{id} (an invoice) shares this segment with /dashboard/orders/{id}
 * (an order): Next.js cannot match a prefix inside a segment, so the page reads it.
 */
function factorIdOf(segment: string): string | null {
  return /^factor-(.+)$/.exec(segment)?.[1] ?? null;
}

/** Asked once per request, for the title and for the page. */
const loadFactor = cache((id: string) => serverApi<FactorView>(`/factors/${encodeURIComponent(id)}`));
const loadOrder = cache((id: string) => serverApi<OrderDetail>(`/orders/${encodeURIComponent(id)}`));

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, id } = await params;
  const factorId = factorIdOf(id);
  const robots = { index: false, follow: false };
  if (!factorId) {
    const [order, metadata, t] = await Promise.all([
      loadOrder(id),
      pageMetadata(locale, `/dashboard/orders/${id}`, 'order'),
      getTranslations({ locale, namespace: 'orders' }),
    ]);
    notFoundIfMissing(order);
    return order.ok
      ? { ...metadata, title: t('order.title', { number: formatNumber(order.data.number, locale) }), robots }
      : { ...metadata, robots };
  }
  const metadata = await pageMetadata(locale, `/dashboard/orders/${id}`, 'factor');
  const [result, t] = await Promise.all([loadFactor(factorId), getTranslations({ locale, namespace: 'factor' })]);
  notFoundIfMissing(result);
  // The document's title is also the file name a browser suggests when the invoice is saved as a PDF.
  return result.ok
    ? {
        ...metadata,
        title: t('documentTitle', {
          number: locale === 'fa' ? toPersianDigits(result.data.number) : String(result.data.number),
        }),
        robots,
      }
    : { ...metadata, robots };
}

export default async function FactorOrOrderPage({ params }: { params: Params }) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  await requireUser(locale);
  const factorId = factorIdOf(id);
  if (!factorId) return <Order id={id} locale={locale} />;
  const result = await loadFactor(factorId);
  if (!result.ok) {
    notFoundIfMissing(result);
    throw new Error(result.message || result.code);
  }
  const factor = result.data;
  const [payment, t, orders] = await Promise.all([
    factor.paymentId ? serverApi<Payment>(`/payments/${factor.paymentId}`) : null,
    getTranslations('factor'),
    getTranslations('orders'),
  ]);
  // An order's invoice leads back to its order; a top-up's to the payments.
  const back =
    factor.subjectType === 'order'
      ? { href: orderPath(factor.subjectId), label: orders('order.backToOrder') }
      : { href: '/dashboard/wallet/payments', label: t('back') };

  return (
    <div className="mx-auto max-w-4xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <ButtonLink href={back.href} variant="ghost" size="sm" className="text-muted-foreground">
          <ArrowForwardIcon className="size-4 rotate-180" />
          {back.label}
        </ButtonLink>
        <PrintButton label={t('print')} />
      </div>
      <FactorSheet factor={factor} payment={payment?.ok ? payment.data : null} locale={locale} />
    </div>
  );
}

/** An order of the buyer's; another user's, or none, is the 404 page (the API answers OrderNotFound). */
async function Order({ id, locale }: { id: string; locale: Locale }) {
  const [result, wallet] = await Promise.all([loadOrder(id), serverApi<WalletView>('/wallet')]);
  if (!result.ok) {
    notFoundIfMissing(result);
    throw new Error(result.message || result.code);
  }
  const env = getEnv();
  return (
    <OrderPage
      order={result.data}
      balance={wallet.ok ? wallet.data.balance : null}
      englishHost={Boolean(env.EN_HOST)}
      locale={locale}
      maxMb={env.ORDER_FILE_MAX_MB}
    />
  );
}
