/**
 * Tickets as the web reads them (decision 042): the API's own view types and lists, the pages' paths, and
 * the tones of each status. Usable on the server and in the browser.
 */
import {
  TICKET_DEPARTMENTS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TicketSummaryView,
  type TicketView,
} from '@rassam/api/schemas';
import type { StatusTone } from '@/components/ui/status-chip';

export { TICKET_DEPARTMENTS, TICKET_PRIORITIES, TICKET_STATUSES };
export type { TicketSummaryView, TicketView };
export type TicketStatus = TicketSummaryView['status'];
export type TicketDepartment = TicketSummaryView['department'];
export type TicketPriority = TicketSummaryView['priority'];
export type TicketFile = TicketView['files'][number];

export const ticketsPath = '/dashboard/ticket';
export const newTicketPath = '/dashboard/ticket/new';
export const ticketPath = (id: string) => `${ticketsPath}/${id}`;

/** What a ticket may be about, as the form's `?order=`, `?payment=` and `?design=` name it. */
export const ABOUT_KINDS = ['order', 'payment', 'design'] as const;
export type AboutKind = (typeof ABOUT_KINDS)[number];

/** Waiting for you is the one that asks something of the reader: it stands out. */
export const statusTones: Record<TicketStatus, StatusTone> = {
  new: 'info',
  waiting_staff: 'neutral',
  waiting_user: 'warning',
  done: 'success',
};

/** The file types the API takes (told by content there); the picker offers these first. */
export const TICKET_FILE_ACCEPT =
  'image/jpeg,image/png,image/webp,image/gif,application/pdf,application/zip,.zip,.docx,.xlsx,.pptx,text/plain,.txt';
