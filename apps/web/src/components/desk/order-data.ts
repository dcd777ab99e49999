import 'server-only';
import type { deskOrderSummary, OrderStatusName } from '@rassam/api/schemas';
import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { publicApi } from '@/lib/server-api';

export type DeskOrderRow = z.infer<typeof deskOrderSummary>;

interface ServiceOption {
  id: string;
  title: string;
  titleEn: string;
}
type ServiceCategory = { services: ServiceOption[]; children: { services: ServiceOption[] }[] };

/** The catalogue's services, for the queue's filter: every enabled one, from the public tree. */
export async function deskServices(): Promise<ServiceOption[]> {
  const tree = await publicApi<ServiceCategory[]>('/services');
  if (!tree.ok) return [];
  return tree.data.flatMap((root) => [...root.services, ...root.children.flatMap((child) => child.services)]);
}

/** An order's state in words (the queue's tabs and the order's header). */
export async function orderStatusLabels(): Promise<Record<OrderStatusName, string>> {
  const t = await getTranslations('desk');
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
