import { toPersianDigits, type Locale } from '@rassam/i18n';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { FactorSheet } from '@/components/factor/factor-sheet';
import { PrintButton } from '@/components/factor/print-button';
import type { FactorView } from '@/components/factor/types';
import type { Payment } from '@/components/wallet/types';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { ButtonLink } from '@/components/ui/button-link';
import { requireUser } from '@/lib/guards';
import { pageMetadata } from '@/lib/metadata';
import { serverApi } from '@/lib/server-api';

type Params = Promise<{ locale: Locale; id: string }>;

/**
 * The spec's /dashboard/orders/factor-{id} (an invoice) shares this segment with /dashboard/orders/{id}
 * (an order, a later step): Next.js cannot match a prefix inside a segment, so the page reads it. Until
 * orders exist, anything without the prefix is not found.
 */
function factorIdOf(segment: string): string | null {
  return /^factor-(.+)$/.exec(segment)?.[1] ?? null;
}

/** Asked once per request, for the title and for the page. */
const loadFactor = cache((id: string) => serverApi<FactorView>(`/factors/${encodeURIComponent(id)}`));

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, id } = await params;
  const factorId = factorIdOf(id);
  const metadata = await pageMetadata(locale, `/dashboard/orders/${id}`, 'factor');
  const robots = { index: false, follow: false };
  if (!factorId) return { ...metadata, robots };
  const [result, t] = await Promise.all([loadFactor(factorId), getTranslations({ locale, namespace: 'factor' })]);
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

export default async function FactorPage({ params }: { params: Params }) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  await requireUser(locale);
  const factorId = factorIdOf(id);
  if (!factorId) notFound();
  const result = await loadFactor(factorId);
  if (!result.ok) {
    // Unknown, someone else's (FactorNotFound) or malformed (FactorIdIsNotValid): all the same 404.
    if (result.status === 400 || result.status === 404 || result.status === 422) notFound();
    throw new Error(result.message || result.code);
  }
  const factor = result.data;
  const [payment, t] = await Promise.all([
    factor.paymentId ? serverApi<Payment>(`/payments/${factor.paymentId}`) : null,
    getTranslations('factor'),
  ]);

  return (
    <div className="mx-auto max-w-4xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <ButtonLink href="/dashboard/wallet/payments" variant="ghost" size="sm" className="text-muted-foreground">
          <ArrowForwardIcon className="size-4 rotate-180" />
          {t('back')}
        </ButtonLink>
        <PrintButton label={t('print')} />
      </div>
      <FactorSheet factor={factor} payment={payment?.ok ? payment.data : null} locale={locale} />
    </div>
  );
}
