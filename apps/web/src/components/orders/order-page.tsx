import type { OrderStatusName } from '@rassam/api/schemas';
import { Detail, DetailList } from '@/components/ui/details';
import { formatNumber, type Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/panel/page-header';
import { Alert } from '@/components/ui/alert';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Card, CardContent, CardHeader, CardSection, CardTitle } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { CheckIcon } from '@/components/ui/icons/check';
import { ClockIcon } from '@/components/ui/icons/clock';
import { Price } from '@/components/ui/price';
import { TextLink } from '@/components/ui/text-link';
import { cn } from '@/components/ui/cn';
import { OrderActions } from './order-actions';
import { OrderFiles, OrderUpload } from './order-files';
import { OrderPay } from './order-pay';
import { OrderStatusChip } from './order-status';
import { OrderMessageForm } from './order-thread';
import { factorPath, ordersPath, type OrderDetail, type ServiceQuestion } from './order-types';

/**
 * One of the buyer's orders: its state and what may be done now (pay, cancel, accept, a revision), the steps
 * as a timeline, the thread with the desk, the files both ways, and beside them the details, the answers and
 * the history. Every action reads the page again (router.refresh), so what it shows is never stale.
 */
export async function OrderPage({
  order,
  balance,
  englishHost,
  locale,
  maxMb,
}: {
  order: OrderDetail;
  balance: number | null;
  englishHost: boolean;
  locale: Locale;
  maxMb: number;
}) {
  const t = await getTranslations('orders');
  const number = formatNumber(order.number, locale);
  const can = new Set(order.actions);
  const refunded = order.timeline.find((event) => event.kind === 'cancelled' && event.data?.refunded)?.data
    ?.refunded as number | undefined;
  const stateText: Record<OrderStatusName, string> = {
    awaiting_quote: t('order.state.awaiting_quote'),
    awaiting_payment: t('order.state.awaiting_payment'),
    paid: t('order.state.paid'),
    in_progress: t('order.state.in_progress', { step: order.stepName?.[locale] ?? '' }),
    delivered: t('order.state.delivered'),
    revision_requested: t('order.state.revision_requested'),
    completed: t('order.state.completed'),
    cancelled: refunded ? t('order.state.refunded') : t('order.state.cancelled'),
  };

  return (
    <div data-testid="order-page" data-status={order.status}>
      <Breadcrumbs
        label={t('order.trail')}
        className="mb-2"
        items={[{ label: t('order.orders'), href: ordersPath }, { label: t('order.title', { number }) }]}
      />
      <PageHeader title={t('order.title', { number })} intro={order.service.title[locale]} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Card asChild>
            <section aria-labelledby="order-state">
              <CardHeader>
                <div className="flex flex-wrap items-center gap-2">
                  <CardTitle id="order-state">{t('order.now')}</CardTitle>
                  <OrderStatusChip status={order.status} />
                </div>
              </CardHeader>
              <CardContent className="space-y-4">
                <p data-testid="order-state">{stateText[order.status]}</p>
                {refunded ? (
                  <Alert tone="success" data-testid="order-refund">
                    {t('order.refund')} <Price amount={refunded} currency="coins" />
                  </Alert>
                ) : null}
                {order.completesAt ? (
                  <p className="text-sm text-muted-foreground">
                    {t('order.completesAt')} <DateText value={order.completesAt} withTime />
                  </p>
                ) : null}
                {can.has('pay') && order.factorId && order.price !== null ? (
                  <OrderPay
                    orderId={order.id}
                    factorId={order.factorId}
                    price={order.price}
                    balance={balance}
                    englishHost={englishHost}
                  />
                ) : null}
                <OrderActions order={order} />
              </CardContent>
            </section>
          </Card>
          <CardSection id="order-steps" title={t('order.steps')}>
            <ol className="space-y-3" data-testid="order-steps">
              {order.steps.map((step) => (
                <li key={step.key} className="flex items-start gap-3" data-state={step.state}>
                  <span
                    aria-hidden
                    className={cn(
                      'mt-0.5 grid size-6 shrink-0 place-items-center rounded-full border-2',
                      step.state === 'done' &&
                        'border-success-soft-foreground bg-success-soft text-success-soft-foreground',
                      step.state === 'current' && 'border-primary bg-primary text-primary-foreground',
                      step.state === 'next' && 'border-border',
                    )}
                  >
                    {step.state === 'done' ? <CheckIcon className="size-3.5" /> : null}
                    {step.state === 'current' ? <ClockIcon className="size-3.5" /> : null}
                  </span>
                  <div className="min-w-0">
                    <p className={cn('font-semibold', step.state === 'next' && 'text-muted-foreground')}>
                      {step.name[locale]}
                      <span className="sr-only">
                        {' '}
                        {step.state === 'done'
                          ? t('order.stepDone')
                          : step.state === 'current'
                            ? t('order.stepCurrent')
                            : t('order.stepNext')}
                      </span>
                    </p>
                    {step.at ? (
                      <p className="text-xs text-muted-foreground">
                        <DateText value={step.at} month="short" withTime />
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ol>
          </CardSection>
          <CardSection id="order-messages" title={t('order.messages')}>
            {order.messages.length ? (
              <ol className="space-y-3" data-testid="order-messages">
                {order.messages.map((message) => (
                  <li
                    key={message.id}
                    className={cn(
                      'rounded-xl p-3 text-sm',
                      message.from === 'staff' ? 'me-6 bg-muted' : 'ms-6 border border-border',
                    )}
                  >
                    <p className="mb-1 flex flex-wrap gap-x-2 text-xs text-muted-foreground">
                      <span className="font-semibold">
                        {message.from === 'staff' ? (message.authorName ?? t('order.desk')) : t('order.you')}
                      </span>
                      <DateText value={message.createdAt} month="short" withTime />
                    </p>
                    <p className="whitespace-pre-line" dir="auto">
                      {message.text}
                    </p>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-muted-foreground">{t('order.noMessages')}</p>
            )}
            {can.has('message') ? (
              <div className="mt-4">
                <OrderMessageForm orderId={order.id} />
              </div>
            ) : null}
          </CardSection>
          <CardSection id="order-files" title={t('order.files')}>
            <OrderFiles orderId={order.id} files={order.files} />
            {can.has('upload') ? (
              <div className="mt-4">
                <OrderUpload orderId={order.id} hint={t('order.uploadHint', { size: formatNumber(maxMb, locale) })} />
              </div>
            ) : null}
          </CardSection>
        </div>
        <div className="min-w-0 space-y-6">
          <CardSection id="order-details" title={t('order.details')}>
            <DetailList layout="spread">
              <Detail label={t('order.price')}>
                {order.price === null ? t('order.onQuote') : <Price amount={order.price} currency="coins" />}
              </Detail>
              {order.factorId ? (
                <Detail label={t('order.invoice')}>
                  <TextLink href={factorPath(order.factorId)} data-testid="order-invoice">
                    {t('order.seeInvoice')}
                  </TextLink>
                </Detail>
              ) : null}
              <Detail label={t('order.created')}>
                <DateText value={order.createdAt} withTime />
              </Detail>
              {order.paidAt ? (
                <Detail label={t('order.paid')}>
                  <DateText value={order.paidAt} withTime />
                </Detail>
              ) : null}
              {order.deliveredAt ? (
                <Detail label={t('order.delivered')}>
                  <DateText value={order.deliveredAt} withTime />
                </Detail>
              ) : null}
              {order.completedAt ? (
                <Detail label={t('order.completed')}>
                  <DateText value={order.completedAt} withTime />
                </Detail>
              ) : null}
              {order.cancelledAt ? (
                <Detail label={t('order.cancelled')}>
                  <DateText value={order.cancelledAt} withTime />
                </Detail>
              ) : null}
              <Detail label={t('order.revisions')}>
                {t('order.revisionsUsed', {
                  used: formatNumber(order.revisions.used, locale),
                  max: formatNumber(order.revisions.max, locale),
                })}
              </Detail>
            </DetailList>
          </CardSection>
          <CardSection id="order-answers" title={t('order.answers')}>
            <DetailList layout="stacked">
              {(order.form as unknown as ServiceQuestion[]).map((question) => (
                <Detail
                  key={question.key}
                  label={question.label[locale]}
                  className="font-medium whitespace-pre-line"
                  dir="auto"
                >
                  {answerText(question, order, locale) ?? <span className="text-muted-foreground">—</span>}
                </Detail>
              ))}
            </DetailList>
          </CardSection>
          <CardSection id="order-history" title={t('order.history')}>
            <History order={order} locale={locale} />
          </CardSection>
        </div>
      </div>
    </div>
  );
}

/** An answer as the buyer gave it: a choice by its label, files by their names, numbers in the reader's digits. */
function answerText(question: ServiceQuestion, order: OrderDetail, locale: Locale): string | null {
  const answer = order.answers[question.key];
  if (answer === undefined || answer === null || answer === '') return null;
  switch (question.type) {
    case 'choice':
      return question.options.find((option) => option.value === answer)?.label[locale] ?? String(answer);
    case 'number':
      return formatNumber(Number(answer), locale);
    case 'file': {
      const ids = Array.isArray(answer) ? (answer as string[]) : [];
      const names = ids.map((id) => order.files.find((file) => file.id === id)?.name).filter(Boolean);
      return names.length ? names.join('\n') : null;
    }
    default:
      return String(answer);
  }
}

/** What happened, in order (an assignment is the desk's business and not shown). */
async function History({ order, locale }: { order: OrderDetail; locale: Locale }) {
  const t = await getTranslations('orders');
  const stepName = (key: string | null) => order.steps.find((step) => step.key === key)?.name[locale] ?? '';
  const what = (event: OrderDetail['timeline'][number]) => {
    switch (event.kind) {
      case 'created':
        return t('events.created');
      case 'quoted':
        return t('events.quoted');
      case 'paid':
        return t('events.paid');
      case 'step':
        return t('events.step', { step: stepName(event.step) });
      case 'delivered':
        return t('events.delivered');
      case 'revision':
        return t('events.revision');
      case 'completed':
        return event.by === 'system' ? t('events.completedBySystem') : t('events.completed');
      case 'cancelled':
        return t('events.cancelled');
      default:
        return null;
    }
  };
  const events = order.timeline.flatMap((event) => {
    const text = what(event);
    return text ? [{ ...event, text }] : [];
  });
  return (
    <ol className="space-y-2 text-sm" data-testid="order-history">
      {events.map((event, index) => (
        <li key={index} className="flex flex-wrap justify-between gap-x-3" data-kind={event.kind}>
          <span>{event.text}</span>
          <span className="text-xs text-muted-foreground">
            <DateText value={event.at} month="short" withTime />
          </span>
        </li>
      ))}
    </ol>
  );
}
