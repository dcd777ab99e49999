import type { OrderStatusName, TicketStatusName } from '@rassam/api/schemas';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { StatusChip } from '@/components/ui/status-chip';
import { durationParts, targetState, targetTones, type Target } from './targets';

/**
 * The desk's states in words, each with a tone and a mark (StatusChip), so none is told by colour alone. Not
 * client components: the queues render them on the server, the ticket's actions in the browser.
 */

const ticketTones = { new: 'info', waiting_staff: 'warning', waiting_user: 'neutral', done: 'success' } as const;

export function TicketStatusChip({ status }: { status: TicketStatusName }) {
  const t = useTranslations('desk');
  const labels: Record<TicketStatusName, string> = {
    new: t('ticketStatus.new'),
    waiting_staff: t('ticketStatus.waiting_staff'),
    waiting_user: t('ticketStatus.waiting_user'),
    done: t('ticketStatus.done'),
  };
  return <StatusChip status={status} label={labels[status]} tones={ticketTones} data-testid="ticket-status" />;
}

const orderTones = {
  awaiting_quote: 'warning',
  awaiting_payment: 'neutral',
  paid: 'info',
  in_progress: 'info',
  delivered: 'success',
  revision_requested: 'warning',
  completed: 'success',
  cancelled: 'neutral',
} as const;

export function useOrderStatusLabels(): Record<OrderStatusName, string> {
  const t = useTranslations('desk');
  return {
    awaiting_quote: t('orderStatus.awaiting_quote'),
    awaiting_payment: t('orderStatus.awaiting_payment'),
    paid: t('orderStatus.paid'),
    in_progress: t('orderStatus.in_progress'),
    delivered: t('orderStatus.delivered'),
    revision_requested: t('orderStatus.revision_requested'),
    completed: t('orderStatus.completed'),
    cancelled: t('orderStatus.cancelled'),
  };
}

export function OrderStatusChip({ status }: { status: OrderStatusName }) {
  const labels = useOrderStatusLabels();
  return <StatusChip status={status} label={labels[status]} tones={orderTones} data-testid="order-status" />;
}

const priorityTones = { low: 'neutral', normal: 'neutral', high: 'warning', urgent: 'danger' } as const;

export function PriorityBadge({ priority }: { priority: keyof typeof priorityTones }) {
  const t = useTranslations('desk');
  const labels = {
    low: t('priority.low'),
    normal: t('priority.normal'),
    high: t('priority.high'),
    urgent: t('priority.urgent'),
  };
  return (
    <Badge tone={priorityTones[priority]} data-priority={priority}>
      {labels[priority]}
    </Badge>
  );
}

/** A length of time in words ("3 days"), in the page's digits. */
export function Duration({ ms }: { ms: number }) {
  const t = useTranslations('desk');
  const { unit, count } = durationParts(ms);
  const words = {
    minutes: t('duration.minutes', { count }),
    hours: t('duration.hours', { count }),
    days: t('duration.days', { count }),
  };
  return <>{words[unit]}</>;
}

/**
 * A target against the clock: what it is ("first reply"), then its state in words with the time left or
 * past ("due in 5 hours", "overdue by 2 hours", "on time"). `now` comes from the page's render.
 */
export function TargetChip({
  kind,
  target,
  openedAt,
  now,
}: {
  kind: 'firstReply' | 'resolution';
  target: Target;
  openedAt: string;
  now: number;
}) {
  const t = useTranslations('desk');
  const state = targetState(target, openedAt, now);
  const left = durationParts(Date.parse(target.dueAt) - now);
  const time = t(`duration.${left.unit}`, { count: left.count });
  const words = {
    met: t('target.met'),
    late: t('target.late'),
    overdue: t('target.overdue', { time }),
    soon: t('target.soon', { time }),
    running: t('target.running', { time }),
  };
  const names = { firstReply: t('target.firstReply'), resolution: t('target.resolution') };
  return (
    <StatusChip
      status={state}
      tones={targetTones}
      data-testid={`target-${kind}`}
      label={
        <>
          {names[kind]}: {words[state]}
        </>
      }
    />
  );
}
