import { useTranslations } from 'next-intl';
import type { TicketDepartment, TicketPriority, TicketStatus } from './ticket-api';

/** A ticket's status, department and priority in the page's language (hooks: server and client components). */
export function useTicketLabels() {
  const t = useTranslations('tickets');
  const statuses: Record<TicketStatus, string> = {
    new: t('statuses.new'),
    waiting_staff: t('statuses.waiting_staff'),
    waiting_user: t('statuses.waiting_user'),
    done: t('statuses.done'),
  };
  const departments: Record<TicketDepartment, string> = {
    general: t('departments.general'),
    billing: t('departments.billing'),
    technical: t('departments.technical'),
    market: t('departments.market'),
    studio: t('departments.studio'),
  };
  const priorities: Record<TicketPriority, string> = {
    low: t('priorities.low'),
    normal: t('priorities.normal'),
    high: t('priorities.high'),
    urgent: t('priorities.urgent'),
  };
  return { statuses, departments, priorities };
}
