'use client';

import type { NotificationView } from '@rassam/api/schemas';
import { api } from '@/lib/api-client';

export type { NotificationView };
export const notificationsPath = '/dashboard/notifications';

/** Marks notifications read (those named, or all): quietly, since the list shows the result itself. */
export function markRead(ids?: string[]) {
  return api.post<{ marked: number; unread: number }>('/notifications/read', ids ? { ids } : {}, {
    toastErrors: false,
    toastSuccess: false,
  });
}
