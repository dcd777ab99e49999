import type { CannedReplyView, deskOrderView, StaffMemberView } from '@rassam/api/schemas';
import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import type { z } from 'zod';
import { DeskNav } from '@/components/desk/desk-nav';
import { deskMetadata } from '@/components/desk/desk-page';
import { deskPaths } from '@/components/desk/desk-paths';
import { OrderStatusChip } from '@/components/desk/desk-chips';
import { DeliverForm, OrderComposer, QuoteForm, StepForm } from '@/components/desk/order-actions';
import { orderStatusLabels } from '@/components/desk/order-data';
import { OrderAnswers, OrderSteps, OrderTimeline } from '@/components/desk/order-parts';
import { canQuote, canWork, isOpen } from '@/components/desk/order-rules';
import { StaffAssign } from '@/components/desk/staff-assign';
import { FileLinks, Thread } from '@/components/desk/thread';
import { PageHeader } from '@/components/panel/page-header';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { CardSection } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { LoadError } from '@/components/ui/load-error';
import { LtrText } from '@/components/ui/ltr-text';
import { Num } from '@/components/ui/num';
import { Price } from '@/components/ui/price';
import { requireStaff } from '@/lib/guards';
import { notFoundIfMissing } from '@/lib/missing';
import { isUuid } from '@/lib/search-params';
import { serverApi } from '@/lib/server-api';
import { Detail, DetailList } from '@/components/ui/details';

type DeskOrder = z.infer<typeof deskOrderView>;

/** Asked once per request, for the title and for the page. */
const loadDeskOrder = cache((id: string) => serverApi<DeskOrder>(`/support/orders/${id}`));

export const generateMetadata = deskMetadata(deskPaths.orders, 'supportOrder', loadDeskOrder);

/**
 * One order on the desk: the buyer's answers and files, its steps and timeline, messages with internal notes,
 * and the actions its state allows (quote, step, deliver), beside who it is assigned to.
 */
export default async function DeskOrderPage({ params }: { params: Promise<{ locale: Locale; id: string }> }) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const me = await requireStaff(locale);
  if (!isUuid(id)) notFound();
  const [result, replies, staff, t, titles, statusLabels] = await Promise.all([
    loadDeskOrder(id),
    serverApi<CannedReplyView[]>('/support/replies'),
    serverApi<StaffMemberView[]>('/support/staff'),
    getTranslations('desk'),
    getTranslations('titles'),
    orderStatusLabels(),
  ]);
  notFoundIfMissing(result);
  const crumbs = [{ label: titles('supportOrders'), href: deskPaths.orders }];
  if (!result.ok) {
    return (
      <>
        <Breadcrumbs label={t('trail')} items={[...crumbs, { label: titles('supportOrder') }]} />
        <LoadError message={t('loadError')} retryHref={deskPaths.order(id)} />
      </>
    );
  }
  const order = result.data;
  const messages = order.messages.map((message) => ({
    ...message,
    files: order.files.filter((file) => file.messageId === message.id),
  }));
  // Files on no message: the form's uploads are shown with their answers, the rest here.
  const answered = new Set(Object.values(order.answers).flatMap((value) => (Array.isArray(value) ? value : [])));
  const looseFiles = order.files.filter((file) => !file.messageId && !answered.has(file.id));

  return (
    <>
      <Breadcrumbs label={t('trail')} items={[...crumbs, { label: t('order.crumb', { number: order.number }) }]} />
      <PageHeader title={order.service.title[locale]}>
        <OrderStatusChip status={order.status} />
      </PageHeader>
      <DeskNav current="orders" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <CardSection id="order-answers" title={t('order.answers')} contentClassName="space-y-4">
            <OrderAnswers form={order.form} answers={order.answers} files={order.files} locale={locale} />
            {looseFiles.length ? (
              <div>
                <h3 className="mb-2 text-sm font-semibold">{t('order.files')}</h3>
                <FileLinks files={looseFiles} />
              </div>
            ) : null}
          </CardSection>
          <CardSection id="order-thread" title={t('order.messages')} contentClassName="space-y-6">
            <Thread messages={messages} userName={order.user.name} />
            {isOpen(order.status) ? (
              <OrderComposer
                orderId={order.id}
                replies={replies.ok ? replies.data : []}
                userLocale={order.user.locale}
              />
            ) : null}
          </CardSection>
          <CardSection id="order-timeline" title={t('order.timeline')}>
            <OrderTimeline events={order.timeline} steps={order.steps} statusLabels={statusLabels} locale={locale} />
          </CardSection>
        </div>

        <div className="space-y-6">
          <CardSection id="order-details" title={t('order.details')} contentClassName="space-y-4">
            <DetailList>
              <Detail label={t('order.number')}>
                #<Num value={order.number} />
              </Detail>
              <Detail label={t('order.buyer')}>
                <bdi>{order.user.name}</bdi>
              </Detail>
              {order.user.phone ? (
                <Detail label={t('ticket.phone')}>
                  <LtrText>{order.user.phone}</LtrText>
                </Detail>
              ) : null}
              <Detail label={t('orders.price')}>
                {order.price === null ? t('orders.onQuote') : <Price amount={order.price} currency="coins" />}
              </Detail>
              <Detail label={t('order.ordered')}>
                <DateText value={order.createdAt} month="short" withTime />
              </Detail>
              <Detail label={t('order.revisions')}>
                {t('order.revisionsUsed', { used: order.revisions.used, max: order.revisions.max })}
              </Detail>
              {order.completesAt ? (
                <Detail label={t('order.completesAt')}>
                  <DateText value={order.completesAt} month="short" withTime />
                </Detail>
              ) : null}
            </DetailList>
            <OrderSteps steps={order.steps} locale={locale} />
          </CardSection>
          <CardSection id="order-manage" title={t('order.manage')} contentClassName="space-y-6">
            <StaffAssign
              path={`/support/orders/${order.id}/assign`}
              assigneeId={order.assignee?.id ?? null}
              meId={me.id}
              staff={staff.ok ? staff.data : []}
            />
            {canQuote(order.status) ? <QuoteForm orderId={order.id} /> : null}
            {canWork(order.status) ? (
              <>
                <StepForm
                  orderId={order.id}
                  status={order.status}
                  steps={order.steps}
                  current={order.step}
                  locale={locale}
                />
                <div className="border-t border-border pt-4">
                  <h3 className="mb-3 font-semibold">{t('order.deliverTitle')}</h3>
                  <DeliverForm orderId={order.id} />
                </div>
              </>
            ) : (
              <p className="text-sm text-muted-foreground" data-testid="order-no-work">
                {t('order.noWork', { status: statusLabels[order.status] })}
              </p>
            )}
          </CardSection>
        </div>
      </div>
    </>
  );
}
