import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { DateText } from '@/components/ui/date-text';
import { Num } from '@/components/ui/num';
import { StatusChip } from '@/components/ui/status-chip';
import { DataTable, type Column } from '@/components/ui/table';
import { TextLink } from '@/components/ui/text-link';
import { statusTones, ticketPath, type TicketSummaryView } from './ticket-api';
import { useTicketLabels } from './ticket-labels';

/**
 * The user's tickets: a table from md up, cards on a phone. A ticket with replies not read yet says how many
 * beside its subject (a word, not only a dot) and is marked `data-unread` for the tests.
 */
export function TicketTable({
  tickets,
  empty,
  pagination,
}: {
  tickets: TicketSummaryView[];
  empty: ReactNode;
  pagination: ReactNode;
}) {
  const t = useTranslations('tickets');
  const labels = useTicketLabels();
  const columns: Column<TicketSummaryView>[] = [
    {
      key: 'subject',
      header: t('subject'),
      card: 'title',
      cell: (ticket) => (
        <span
          className="inline-flex flex-wrap items-center gap-2"
          data-ticket={ticket.number}
          data-unread={ticket.unread}
        >
          <TextLink href={ticketPath(ticket.id)} dir="auto">
            {ticket.subject}
          </TextLink>
          {ticket.unread > 0 ? <Badge tone="primary">{t('unread', { count: ticket.unread })}</Badge> : null}
        </span>
      ),
    },
    {
      key: 'number',
      header: t('number'),
      numeric: true,
      cell: (ticket) => <Num value={ticket.number} />,
    },
    {
      key: 'status',
      header: t('status'),
      card: 'aside',
      cell: (ticket) => (
        <StatusChip status={ticket.status} label={labels.statuses[ticket.status]} tones={statusTones} />
      ),
    },
    { key: 'department', header: t('department'), cell: (ticket) => labels.departments[ticket.department] },
    { key: 'priority', header: t('priority'), cell: (ticket) => labels.priorities[ticket.priority] },
    {
      key: 'last',
      header: t('lastMessage'),
      cell: (ticket) => <DateText value={ticket.lastMessageAt} month="short" withTime />,
    },
  ];
  return (
    <DataTable
      caption={t('caption')}
      columns={columns}
      rows={tickets}
      rowKey={(ticket) => ticket.id}
      empty={empty}
      pagination={pagination}
    />
  );
}
