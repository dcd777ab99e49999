import type { OrderView } from '@rassam/api/schemas';
import { formatDate, formatNumber, type Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/panel/page-header';
import { toolNames } from '@/components/studio/server';
import type { Design } from '@/components/studio/types';
import { NewTicketForm, type AboutOption } from '@/components/tickets/new-ticket-form';
import { newTicketPath, ticketsPath, type AboutKind } from '@/components/tickets/ticket-api';
import { ticketFileLimit } from '@/components/tickets/server';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import type { Payment } from '@/components/wallet/types';
import { requireUser } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';
import { firstValue, isUuid, type SearchParams } from '@/lib/search-params';
import { serverApi, serverApiPage } from '@/lib/server-api';

export const generateMetadata = panelMetadata(newTicketPath, 'ticketNew');

/** The latest of each list the "about" picker offers (the API's largest page). */
const PICKER_SIZE = 50;

type Order = Pick<OrderView, 'id' | 'number' | 'service'>;

/** A page of one of the user's lists, plus the preselected item when it is further back (or nothing). */
async function pickerRows<T extends { id: string }>(list: string, one: string | null): Promise<T[]> {
  const [page, single] = await Promise.all([
    serverApiPage<T>(`${list}?pageSize=${PICKER_SIZE}`),
    one ? serverApi<T>(one) : null,
  ]);
  const rows = page.ok ? page.data : [];
  if (single?.ok && !rows.some((row) => row.id === single.data.id)) return [single.data, ...rows];
  return rows;
}

/** `?order=`, `?payment=` or `?design=`: what the ticket is about, as another page links here. */
function preselection(query: SearchParams): { kind: AboutKind; id: string } | null {
  for (const kind of ['order', 'payment', 'design'] as const) {
    const id = firstValue(query[kind]);
    if (id && isUuid(id)) return { kind, id };
  }
  return null;
}

export default async function NewTicketPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireUser(locale);
  const preselected = preselection(await searchParams);
  const chosen = (kind: AboutKind, path: string) => (preselected?.kind === kind ? `${path}/${preselected.id}` : null);
  const [t, orders, payments, designs, tools, maxBytes] = await Promise.all([
    getTranslations('tickets'),
    pickerRows<Order>('/orders', chosen('order', '/orders')),
    pickerRows<Payment>('/payments', chosen('payment', '/payments')),
    pickerRows<Design>('/designs', chosen('design', '/designs')),
    toolNames(locale),
    ticketFileLimit(),
  ]);
  const day = (value: string) => formatDate(value, locale, { year: 'numeric', month: 'short', day: 'numeric' });
  const options: Record<AboutKind, AboutOption[]> = {
    order: orders.map((order) => ({
      id: order.id,
      label: t('form.orderOption', { number: formatNumber(order.number, locale), title: order.service.title[locale] }),
    })),
    payment: payments.map((payment) => ({
      id: payment.id,
      label: t('form.paymentOption', { coins: formatNumber(payment.coins, locale), date: day(payment.createdAt) }),
    })),
    design: designs.map((design) => ({
      id: design.id,
      label: t('form.designOption', { tool: tools[design.tool] ?? design.tool, date: day(design.createdAt) }),
    })),
  };
  // An id that is not the user's (or not there) preselects nothing.
  const known = preselected && options[preselected.kind].some((option) => option.id === preselected.id);

  return (
    <>
      <Breadcrumbs
        label={t('thread.breadcrumb')}
        className="mb-2"
        items={[{ label: t('title'), href: ticketsPath }, { label: t('new') }]}
      />
      <PageHeader title={t('new')} intro={t('newIntro')} />
      <NewTicketForm options={options} preselected={known ? preselected : null} maxBytes={maxBytes} />
    </>
  );
}
