import type { OrderStatusName } from '@rassam/api/schemas';

/**
 * What the desk may do with an order, by the API's rules (decision 043, orders.desk.ts), so the page offers
 * exactly the actions the routes accept.
 */

/** Work may move (a step, a delivery) once paid, and again after a revision was asked. */
const WORKABLE: readonly OrderStatusName[] = ['paid', 'in_progress', 'revision_requested'];
const CLOSED: readonly OrderStatusName[] = ['completed', 'cancelled'];

export const canQuote = (status: OrderStatusName) => status === 'awaiting_quote';
export const canWork = (status: OrderStatusName) => WORKABLE.includes(status);
/** Files and messages: anything but a closed order. */
export const isOpen = (status: OrderStatusName) => !CLOSED.includes(status);

/**
 * The steps the work may move to: from paid or after a revision any step, while in progress only forward;
 * never the last, which is the delivery's (POST …/deliver).
 */
export function stepChoices<S extends { key: string }>(
  status: OrderStatusName,
  steps: readonly S[],
  current: string | null,
): S[] {
  if (!canWork(status)) return [];
  const at = current ? steps.findIndex((step) => step.key === current) : -1;
  return steps.filter((_, index) => index < steps.length - 1 && (status !== 'in_progress' || index > at));
}
