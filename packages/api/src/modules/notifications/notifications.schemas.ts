/**
 * The notifications' request and response schemas, shared with the web app (zod only). Page numbers may come
 * in Persian or Arabic digits.
 */
import { z } from 'zod';
import { paging } from '../../lib/paging';
import { NOTIFICATION_KINDS } from './kinds';

export { NOTIFICATION_KINDS, type NotificationKind } from './kinds';
export const NOTIFICATIONS_PAGE_SIZE = { default: 20, max: 50 } as const;

export const notificationListQuery = z.object({ ...paging('Notifications', NOTIFICATIONS_PAGE_SIZE) });

export const markReadBody = z.strictObject({
  ids: z
    .array(z.uuid())
    .min(1)
    .max(100)
    .optional()
    .meta({ description: 'The notifications to mark read (yours); absent: all of them' }),
});

export const notificationView = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  data: z
    .record(z.string(), z.unknown())
    .meta({ description: 'What the kind names (a ticket’s id, number, subject…)' }),
  title: z.string().meta({ description: 'In the request’s language' }),
  body: z.string(),
  path: z
    .string()
    .meta({ description: 'The page it opens, without the language prefix', example: '/dashboard/ticket/…' }),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationView = z.infer<typeof notificationView>;

export const notificationListMeta = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  unread: z.number().int().meta({ description: 'Unread notifications in all (the bell’s count)' }),
});

export const markReadResult = z.object({
  marked: z.number().int().meta({ description: 'How many were unread and are read now' }),
  unread: z.number().int().meta({ description: 'How many are still unread' }),
});
