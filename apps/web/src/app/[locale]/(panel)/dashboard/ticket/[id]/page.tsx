import type { Locale } from '@rassam/i18n';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { resultPath } from '@/components/studio/paths';
import type { Design } from '@/components/studio/types';
import { ticketFileLimit } from '@/components/tickets/server';
import { TicketActions } from '@/components/tickets/ticket-actions';
import { statusTones, ticketPath, ticketsPath, type TicketView } from '@/components/tickets/ticket-api';
import { useTicketLabels } from '@/components/tickets/ticket-labels';
import { TicketThread } from '@/components/tickets/ticket-thread';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { DateText } from '@/components/ui/date-text';
import { MetaLine } from '@/components/ui/meta-line';
import { Num } from '@/components/ui/num';
import { StatusChip } from '@/components/ui/status-chip';
import { TextLink } from '@/components/ui/text-link';
import { requireUser } from '@/lib/guards';
import { pageMetadata } from '@/lib/metadata';
import { notFoundIfMissing } from '@/lib/missing';
import { isUuid } from '@/lib/search-params';
import { serverApi } from '@/lib/server-api';
import { useTranslations } from 'next-intl';

type Params = Promise<{ locale: Locale; id: string }>;

/** Asked once per request, for the title and for the page (reading it marks the desk's replies read). */
const loadTicket = cache((id: string) => serverApi<TicketView>(`/tickets/${id}`));

export async function generateMetadata({ params }: { params: Params }) {
  const { locale, id } = await params;
  if (!isUuid(id)) notFound();
  notFoundIfMissing(await loadTicket(id));
  return { ...(await pageMetadata(locale, ticketPath(id), 'ticket')), robots: { index: false, follow: false } };
}

/** The page of what the ticket is about (a design's result page needs its tool: asked of the API). */
async function aboutLink(ticket: TicketView): Promise<{ kind: 'order' | 'payment' | 'design'; href: string } | null> {
  if (ticket.orderId) return { kind: 'order', href: `/dashboard/orders/${ticket.orderId}` };
  if (ticket.paymentId) return { kind: 'payment', href: `/dashboard/wallet/payments?id=${ticket.paymentId}` };
  if (ticket.designId) {
    const design = await serverApi<Design>(`/designs/${ticket.designId}`);
    return design.ok ? { kind: 'design', href: resultPath(design.data.tool, design.data.id) } : null;
  }
  return null;
}

/**
 * One of the user's tickets: its thread and files, the reply box or its closed state. Reading it (the API's
 * GET) marks the desk's replies read, so the sidebar's count drops on this navigation. Another user's ticket,
 * or none, is the 404 page.
 */
export default async function TicketPage({ params }: { params: Params }) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const user = await requireUser(locale);
  if (!isUuid(id)) notFound();
  const result = await loadTicket(id);
  if (!result.ok) {
    notFoundIfMissing(result);
    throw new Error(result.message || result.code);
  }
  const ticket = result.data;
  const [t, about, maxBytes] = await Promise.all([getTranslations('tickets'), aboutLink(ticket), ticketFileLimit()]);
  const aboutLabels = {
    order: t('thread.aboutOrder'),
    payment: t('thread.aboutPayment'),
    design: t('thread.aboutDesign'),
  };

  return (
    <>
      <Breadcrumbs
        label={t('thread.breadcrumb')}
        className="mb-2"
        items={[{ label: t('title'), href: ticketsPath }, { label: ticket.subject }]}
      />
      <div className="mb-6 space-y-2">
        <h1 className="text-2xl font-extrabold sm:text-3xl" dir="auto">
          {ticket.subject}
        </h1>
        <TicketMeta ticket={ticket} />
        {about ? (
          <p className="text-sm">
            <span className="text-muted-foreground">{aboutLabels[about.kind]}</span>{' '}
            <TextLink href={about.href}>{t('thread.open')}</TextLink>
          </p>
        ) : null}
      </div>
      <div className="max-w-3xl space-y-6">
        <TicketThread ticket={ticket} user={user} />
        <TicketActions ticket={ticket} maxBytes={maxBytes} />
      </div>
    </>
  );
}

function TicketMeta({ ticket }: { ticket: TicketView }) {
  const t = useTranslations('tickets');
  const labels = useTicketLabels();
  return (
    <MetaLine className="flex-wrap text-sm text-muted-foreground">
      <span>
        {t('number')} <Num value={ticket.number} />
      </span>
      <StatusChip
        status={ticket.status}
        label={labels.statuses[ticket.status]}
        tones={statusTones}
        data-testid="ticket-status"
      />
      <span>{labels.departments[ticket.department]}</span>
      <span>
        {t('priority')}: {labels.priorities[ticket.priority]}
      </span>
      <span>
        {t('thread.opened')} <DateText value={ticket.createdAt} month="short" />
      </span>
      {ticket.resolvedAt ? (
        <span>
          {t('thread.closedOn')} <DateText value={ticket.resolvedAt} month="short" />
        </span>
      ) : null}
    </MetaLine>
  );
}
