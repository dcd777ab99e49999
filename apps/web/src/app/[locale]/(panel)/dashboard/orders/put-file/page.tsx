import { getEnv } from '@rassam/api/env';
import { ORDERS_PAGE_SIZE } from '@rassam/api/schemas';
import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ordersPath, putFilePath, takesFiles, type OrderSummary } from '@/components/orders/order-types';
import { PutFile } from '@/components/orders/put-file';
import { PageHeader } from '@/components/panel/page-header';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ReceiptIcon } from '@/components/ui/icons/receipt';
import { LoadError } from '@/components/ui/load-error';
import { requireUser } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';
import { firstValue } from '@/lib/search-params';
import { serverApiPage } from '@/lib/server-api';

export const generateMetadata = panelMetadata(putFilePath, 'orderPutFile');

/**
 * Files for one of the buyer's orders (`?order={id}` picks it): the newest orders that still take files
 * (neither completed nor cancelled) to choose from, then a drop zone with each file's progress and refusal.
 */
export default async function PutFilePage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ order?: string | string[] }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireUser(locale);
  const wanted = firstValue((await searchParams).order) ?? null;
  const [t, list] = await Promise.all([
    getTranslations('orders'),
    serverApiPage<OrderSummary>(`/orders?pageSize=${ORDERS_PAGE_SIZE.max}`),
  ]);
  const open = list.ok ? list.data.filter(takesFiles) : [];
  return (
    <>
      <Breadcrumbs
        label={t('putFile.trail')}
        className="mb-2"
        items={[{ label: t('putFile.orders'), href: ordersPath }, { label: t('putFile.title') }]}
      />
      <PageHeader title={t('putFile.title')} intro={t('putFile.intro')} />
      {!list.ok ? (
        <LoadError message={t('putFile.loadError')} retryHref={putFilePath} />
      ) : open.length === 0 ? (
        <EmptyState
          icon={<ReceiptIcon />}
          title={t('putFile.none')}
          body={t('putFile.noneBody')}
          action={<ButtonLink href={ordersPath}>{t('putFile.orders')}</ButtonLink>}
        />
      ) : (
        <Card padded className="max-w-3xl">
          <PutFile
            orders={open.map(({ id, number, service }) => ({ id, number, service }))}
            initial={open.some((order) => order.id === wanted) ? wanted : null}
            maxMb={getEnv().ORDER_FILE_MAX_MB}
          />
        </Card>
      )}
    </>
  );
}
