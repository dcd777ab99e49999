/**
 * Every kind of notification, in one place (decision 042): what its data holds (checked when one is written),
 * the page of ours it opens, and whether it also goes out by SMS and email (per the user's settings). Its words
 * are `notifications.kinds.{kind}.title` and `.body` in packages/i18n's messages, with the data's fields as
 * their arguments (numbers in the reader's digits). A module that notifies adds its kinds here.
 * zod and pure functions only: the web app reads the list for the bell.
 */
import { z } from 'zod';

interface KindDefinition<Data extends z.ZodObject> {
  data: Data;
  /** The page it opens, without the language prefix (the web adds it). */
  path: (data: z.infer<Data>) => string;
  /** Also sent by SMS and email (when the user's settings allow it), not only shown in the app. */
  outside: boolean;
}

const kind = <Data extends z.ZodObject>(definition: KindDefinition<Data>) => definition;

/** A ticket as a notification names it: its number and subject, for people; its id for the page. */
const ticketData = z.object({
  ticketId: z.uuid(),
  number: z.number().int().positive(),
  subject: z.string(),
});
const ticketPage = (data: { ticketId: string }) => `/dashboard/ticket/${data.ticketId}`;

/** An order as a notification names it: its number and the service's title in both languages. */
const orderData = z.object({
  orderId: z.uuid(),
  number: z.number().int().positive(),
  title: z.string(),
  titleEn: z.string(),
});
const orderPage = (data: { orderId: string }) => `/dashboard/orders/${data.orderId}`;

export const notificationKinds = {
  /** The desk answered one of the user's tickets (internal notes never notify). */
  ticketReplied: kind({ data: ticketData, path: ticketPage, outside: true }),
  /** The desk marked one of the user's tickets done; they may reopen it within `reopenDays`. */
  ticketDone: kind({
    data: ticketData.extend({ reopenDays: z.number().int().min(0) }),
    path: ticketPage,
    outside: true,
  }),
  /** The desk priced an on-quote order: its invoice waits to be paid. */
  orderQuoted: kind({ data: orderData.extend({ price: z.number().int().positive() }), path: orderPage, outside: true }),
  /** Work on the order moved to a step (names in both languages). */
  orderStep: kind({
    data: orderData.extend({ step: z.string(), stepEn: z.string() }),
    path: orderPage,
    outside: false,
  }),
  /** The order was delivered: the buyer accepts it or asks for a revision within `acceptDays`. */
  orderDelivered: kind({
    data: orderData.extend({ acceptDays: z.number().int().positive() }),
    path: orderPage,
    outside: true,
  }),
  /** A delivered order completed by itself, its acceptance time over. */
  orderCompleted: kind({ data: orderData, path: orderPage, outside: false }),
  /** The desk wrote to the buyer on an order (internal notes never notify). */
  orderReplied: kind({ data: orderData, path: orderPage, outside: true }),
};

export type NotificationKind = keyof typeof notificationKinds;
export type NotificationData<K extends NotificationKind> = z.infer<(typeof notificationKinds)[K]['data']>;
export const NOTIFICATION_KINDS = Object.keys(notificationKinds) as NotificationKind[];

export const isNotificationKind = (value: string): value is NotificationKind =>
  Object.prototype.hasOwnProperty.call(notificationKinds, value);
