import { formatNumber, type Locale } from '@rassam/i18n';
import { Detail, DetailList } from '@/components/ui/details';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderForm } from '@/components/orders/order-form';
import { ordersPath, type ServiceDetail } from '@/components/orders/order-types';
import { PageHeader } from '@/components/panel/page-header';
import { Alert } from '@/components/ui/alert';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ReceiptIcon } from '@/components/ui/icons/receipt';
import { Price } from '@/components/ui/price';
import { requireUser } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';
import { firstValue } from '@/lib/search-params';
import { serverApi } from '@/lib/server-api';

export const generateMetadata = panelMetadata(`${ordersPath}/new`, 'orderNew');

/**
 * Ordering a service (`?service={slug}`): what it costs and how long it takes, then its own form. A service
 * that is disabled or unknown says so in the catalogue's words (ServiceNotAvailable, ServiceNotFound), with
 * the way back to the catalogue.
 */
export default async function NewOrderPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ service?: string | string[] }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireUser(locale);
  const slug = firstValue((await searchParams).service)?.trim() ?? '';
  const t = await getTranslations('orders');
  const result = /^[a-z0-9-]{1,80}$/.test(slug)
    ? await serverApi<ServiceDetail>(`/services/${encodeURIComponent(slug)}`)
    : null;
  const back = <ButtonLink href="/services">{t('new.browse')}</ButtonLink>;

  if (!result?.ok) {
    return (
      <>
        <PageHeader title={t('new.title')} />
        {result && result.status !== 404 ? (
          <Alert tone="danger">{result.message}</Alert>
        ) : (
          <EmptyState
            icon={<ReceiptIcon />}
            title={result ? result.message : t('new.noService')}
            body={t('new.noServiceBody')}
            action={back}
          />
        )}
      </>
    );
  }
  const service = result.data;
  const title = locale === 'fa' ? service.title : service.titleEn;
  return (
    <>
      <Breadcrumbs
        label={t('new.trail')}
        className="mb-2"
        items={[{ label: t('new.orders'), href: ordersPath }, { label: title }]}
      />
      <PageHeader title={t('new.heading', { title })} intro={t('new.intro')} />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card padded className="lg:order-2 lg:self-start">
          <DetailList layout="stacked">
            <Detail label={t('new.price')} className="text-lg font-bold" data-testid="service-price">
              {service.price === null ? t('new.onQuote') : <Price amount={service.price} currency="coins" />}
            </Detail>
            <Detail label={t('new.delivery')} className="font-semibold">
              {t('new.days', { count: service.deliveryDays, days: formatNumber(service.deliveryDays, locale) })}
            </Detail>
          </DetailList>
          <p className="mt-4 text-sm text-muted-foreground">
            {service.price === null ? t('new.quoteHow') : t('new.payHow')}
          </p>
          <h2 className="mt-4 text-sm font-semibold">{t('new.steps')}</h2>
          <ol className="mt-2 list-decimal space-y-1 ps-5 text-sm text-muted-foreground">
            {service.steps.map((step) => (
              <li key={step.key}>{step.name[locale]}</li>
            ))}
          </ol>
        </Card>
        <Card padded className="lg:order-1 lg:col-span-2">
          <OrderForm service={service} />
        </Card>
      </div>
    </>
  );
}
