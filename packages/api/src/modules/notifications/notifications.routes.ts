import { createRoute, z } from '@hono/zod-openapi';
import { commonErrors, failure, jsonBody, success } from '../../lib/openapi';
import {
  markReadBody,
  markReadResult,
  notificationListMeta,
  notificationListQuery,
  notificationView,
} from './notifications.schemas';

const tags = ['Notifications'];
const unauthorized = { 401: failure('UnAuthorized') } as const;

export const list = createRoute({
  method: 'get',
  path: '/notifications',
  tags,
  summary: 'Your notifications (the bell), newest first, worded in your language, with the unread count',
  request: { query: notificationListQuery },
  responses: {
    200: {
      description: 'A page',
      content: {
        'application/json': { schema: z.object({ data: z.array(notificationView), meta: notificationListMeta }) },
      },
    },
    ...unauthorized,
    ...commonErrors,
  },
});

export const read = createRoute({
  method: 'post',
  path: '/notifications/read',
  tags,
  summary: 'Mark notifications read: those named, or all of them',
  request: { body: jsonBody(markReadBody) },
  responses: {
    200: success(markReadResult),
    ...unauthorized,
    404: failure('NotificationNotFound: an id that is not one of your notifications (nothing is marked)'),
    ...commonErrors,
  },
});
