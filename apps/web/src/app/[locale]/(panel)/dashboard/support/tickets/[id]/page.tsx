import type { CannedReplyView, DeskView, StaffMemberView } from '@rassam/api/schemas';
import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { DeskNav } from '@/components/desk/desk-nav';
import { deskMetadata } from '@/components/desk/desk-page';
import { deskPaths } from '@/components/desk/desk-paths';
import { Duration, PriorityBadge, TargetChip, TicketStatusChip } from '@/components/desk/desk-chips';
import { StaffAssign } from '@/components/desk/staff-assign';
import { FileLinks, Thread } from '@/components/desk/thread';
import { TicketComposer } from '@/components/desk/ticket-composer';
import { ticketLabels } from '@/components/desk/ticket-labels';
import { TicketStatusSelect } from '@/components/desk/ticket-status';
import { PageHeader } from '@/components/panel/page-header';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { CardSection } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { LtrText } from '@/components/ui/ltr-text';
import { DateText } from '@/components/ui/date-text';
import { Num } from '@/components/ui/num';
import { Price } from '@/components/ui/price';
import { TextLink } from '@/components/ui/text-link';
import { requireStaff } from '@/lib/guards';
import { notFoundIfMissing } from '@/lib/missing';
import { isUuid } from '@/lib/search-params';
import { serverApi } from '@/lib/server-api';
import { Detail, DetailList } from '@/components/ui/details';

/** Asked once per request, for the title and for the page. */
const loadDeskTicket = cache((id: string) => serverApi<DeskView>(`/support/tickets/${id}`));

export const generateMetadata = deskMetadata(deskPaths.tickets, 'supportTicket', loadDeskTicket);

/**
 * One ticket on the desk: the whole thread with internal notes (marked, never shown to the user), the answer
 * box (reply or note, saved replies in the user's language, files), and beside it who the user is, what the
 * ticket is about, its targets, its assignee and its status.
 */
export default async function DeskTicketPage({ params }: { params: Promise<{ locale: Locale; id: string }> }) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const me = await requireStaff(locale);
  if (!isUuid(id)) notFound();
  const [result, replies, staff, t, titles, labels] = await Promise.all([
    loadDeskTicket(id),
    serverApi<CannedReplyView[]>('/support/replies'),
    serverApi<StaffMemberView[]>('/support/staff'),
    getTranslations('desk'),
    getTranslations('titles'),
    ticketLabels(),
  ]);
  notFoundIfMissing(result);
  const crumbs = [{ label: titles('supportTickets'), href: deskPaths.tickets }];
  if (!result.ok) {
    return (
      <>
        <Breadcrumbs label={t('trail')} items={[...crumbs, { label: titles('supportTicket') }]} />
        <LoadError message={t('loadError')} retryHref={deskPaths.ticket(id)} />
      </>
    );
  }
  const ticket = result.data;
  const now = Date.now();
  const number = <Num value={ticket.number} />;

  return (
    <>
      <Breadcrumbs label={t('trail')} items={[...crumbs, { label: t('ticket.crumb', { number: ticket.number }) }]} />
      <PageHeader title={ticket.subject}>
        <TicketStatusChip status={ticket.status} />
      </PageHeader>
      <DeskNav current="tickets" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <CardSection id="ticket-thread" title={t('ticket.thread')} contentClassName="space-y-4">
            <Thread messages={ticket.messages} userName={ticket.user.name} />
            {ticket.files.length ? (
              <div>
                <h3 className="mb-2 text-sm font-semibold">{t('ticket.looseFiles')}</h3>
                <FileLinks files={ticket.files} />
              </div>
            ) : null}
          </CardSection>
          <CardSection id="ticket-answer" title={t('ticket.answer')}>
            <TicketComposer
              ticketId={ticket.id}
              userLocale={ticket.user.locale}
              replies={replies.ok ? replies.data : []}
              done={ticket.status === 'done'}
            />
          </CardSection>
        </div>

        <div className="space-y-6">
          <CardSection id="ticket-details" title={t('ticket.details')}>
            <DetailList>
              <Detail label={t('ticket.number')}>#{number}</Detail>
              <Detail label={t('ticket.user')}>
                <bdi>{ticket.user.name}</bdi>
              </Detail>
              {ticket.user.phone ? (
                <Detail label={t('ticket.phone')}>
                  <LtrText>{ticket.user.phone}</LtrText>
                </Detail>
              ) : null}
              {ticket.user.email ? (
                <Detail label={t('ticket.email')} className="break-all">
                  <LtrText>{ticket.user.email}</LtrText>
                </Detail>
              ) : null}
              <Detail label={t('ticket.language')}>
                {ticket.user.locale === 'en' ? t('ticket.english') : t('ticket.persian')}
              </Detail>
              <Detail label={t('queue.department')}>{labels.departments[ticket.department]}</Detail>
              <Detail label={t('queue.priority')}>
                <PriorityBadge priority={ticket.priority} />
              </Detail>
              <Detail label={t('queue.age')}>
                <Duration ms={now - Date.parse(ticket.createdAt)} />
              </Detail>
              {ticket.order ? (
                <Detail label={t('ticket.order')}>
                  <TextLink href={deskPaths.order(ticket.order.id)}>
                    #<Num value={ticket.order.number} />
                  </TextLink>{' '}
                  <span dir="auto">{ticket.order.title[locale]}</span>
                </Detail>
              ) : null}
              {ticket.payment ? (
                <Detail label={t('ticket.payment')}>
                  <Price amount={ticket.payment.amount} currency={ticket.payment.currency} /> ·{' '}
                  <DateText value={ticket.payment.createdAt} month="short" />
                </Detail>
              ) : null}
              {ticket.design ? (
                <Detail label={t('ticket.design')}>
                  <LtrText>{ticket.design.tool}</LtrText> · <DateText value={ticket.design.createdAt} month="short" />
                </Detail>
              ) : null}
            </DetailList>
            <div className="mt-4 flex flex-col items-start gap-1.5">
              <TargetChip kind="firstReply" target={ticket.firstReply} openedAt={ticket.createdAt} now={now} />
              <TargetChip kind="resolution" target={ticket.resolution} openedAt={ticket.createdAt} now={now} />
            </div>
          </CardSection>
          <CardSection id="ticket-manage" title={t('ticket.manage')} contentClassName="space-y-4">
            <StaffAssign
              path={`/support/tickets/${ticket.id}/assign`}
              assigneeId={ticket.assignee?.id ?? null}
              meId={me.id}
              staff={staff.ok ? staff.data : []}
            />
            <TicketStatusSelect ticketId={ticket.id} status={ticket.status} />
          </CardSection>
        </div>
      </div>
    </>
  );
}
