import 'server-only';
import type { TICKET_DEPARTMENTS, TICKET_PRIORITIES } from '@rassam/api/schemas';
import { getTranslations } from 'next-intl/server';

type Department = (typeof TICKET_DEPARTMENTS)[number];
type Priority = (typeof TICKET_PRIORITIES)[number];

/** A ticket's department and priority in words, for the queue's filters and the ticket's details. */
export async function ticketLabels(): Promise<{
  departments: Record<Department, string>;
  priorities: Record<Priority, string>;
}> {
  const t = await getTranslations('desk');
  return {
    departments: {
      general: t('department.general'),
      billing: t('department.billing'),
      technical: t('department.technical'),
      market: t('department.market'),
      studio: t('department.studio'),
    },
    priorities: {
      low: t('priority.low'),
      normal: t('priority.normal'),
      high: t('priority.high'),
      urgent: t('priority.urgent'),
    },
  };
}
