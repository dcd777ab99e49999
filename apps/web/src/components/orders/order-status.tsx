import type { OrderStatusName } from '@rassam/api/schemas';
import { useTranslations } from 'next-intl';
import { StatusChip } from '@/components/ui/status-chip';

const tones = {
  awaiting_quote: 'warning',
  awaiting_payment: 'warning',
  paid: 'info',
  in_progress: 'info',
  delivered: 'success',
  revision_requested: 'warning',
  completed: 'success',
  cancelled: 'neutral',
} as const;

/** The buyer's words for each state of an order (server and client components alike). */
export function useOrderStatusLabels(): Record<OrderStatusName, string> {
  const t = useTranslations('orders');
  return {
    awaiting_quote: t('status.awaiting_quote'),
    awaiting_payment: t('status.awaiting_payment'),
    paid: t('status.paid'),
    in_progress: t('status.in_progress'),
    delivered: t('status.delivered'),
    revision_requested: t('status.revision_requested'),
    completed: t('status.completed'),
    cancelled: t('status.cancelled'),
  };
}

export function OrderStatusChip({ status }: { status: OrderStatusName }) {
  const labels = useOrderStatusLabels();
  return <StatusChip status={status} label={labels[status]} tones={tones} />;
}
