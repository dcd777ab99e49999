/**
 * Orders of the service catalogue (decision 043): request and response schemas, shared with the web app's pages
 * (zod only). The buyer's answers are checked by the service's own `answersSchema(form)` (services.schemas.ts);
 * here the body only carries them. Numbers and pages may come in Persian or Arabic digits.
 */
import { z } from 'zod';
import { binaryFile } from '../../lib/openapi';
import { paging } from '../../lib/paging';
import { looseInt } from '../market/market.schemas';

/** The same list as packages/db's schema (orders.test.ts checks they agree). */
export const ORDER_STATUSES = [
  'awaiting_quote',
  'awaiting_payment',
  'paid',
  'in_progress',
  'delivered',
  'revision_requested',
  'completed',
  'cancelled',
] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];
/** What the buyer may do, by the order's state (the page shows these buttons and no others). */
export const ORDER_ACTIONS = ['pay', 'cancel', 'accept', 'revision', 'message', 'upload'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];
export const ORDERS_PAGE_SIZE = { default: 20, max: 50 } as const;
export const ORDER_MESSAGE_MAX = 5000;
/** Files one order may hold, both sides together (the form's uploads too). */
export const MAX_ORDER_FILES = 60;
/** The desk's age filter: orders whose state has not changed for more than this many days. */
export const ORDER_AGE_DAYS = [1, 3, 7, 14, 30] as const;

const orderPaging = paging('Orders', ORDERS_PAGE_SIZE);
const orderId = z.uuid({ error: 'OrderIdIsNotValid' });
const fileId = z.uuid({ error: 'FileIdIsNotValid' });
const text = z.string().trim().min(1).max(ORDER_MESSAGE_MAX);

export const orderIdParam = z.object({ id: orderId.meta({ param: { name: 'id', in: 'path' } }) });
export const orderFileParam = orderIdParam.extend({ fileId: fileId.meta({ param: { name: 'fileId', in: 'path' } }) });
export const orderFileIdParam = z.object({ fileId: fileId.meta({ param: { name: 'fileId', in: 'path' } }) });
export const orderDownloadQuery = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});

export const createOrderBody = z.strictObject({
  serviceId: z.uuid(),
  answers: z.record(z.string().max(40), z.unknown()).default({}).meta({
    description: 'The answers to the service’s form (`answersSchema(form)`); a file answer: ids of your order uploads',
  }),
});
export type CreateOrderInput = z.infer<typeof createOrderBody>;

export const orderListQuery = z.object({ status: z.enum(ORDER_STATUSES).optional(), ...orderPaging });

export const orderMessageBody = z.strictObject({
  text,
  fileIds: z
    .array(fileId)
    .max(10)
    .optional()
    .meta({ description: 'Files you uploaded to this order, not yet on a message' }),
});
export const orderRevisionBody = z.strictObject({ text });
export const staffOrderMessageBody = orderMessageBody.extend({
  internal: z.boolean().default(false).meta({ description: 'A note for the desk alone: the buyer never sees it' }),
});
export const orderStepBody = z.strictObject({ step: z.string().trim().min(1).max(40) });
export const orderDeliverBody = z.strictObject({
  message: text.optional(),
  fileIds: z.array(fileId).max(20).optional().meta({ description: 'Files the desk uploaded to this order' }),
});
export const orderAssignBody = z.strictObject({
  staffId: z.uuid().nullable().meta({ description: 'A support or admin account; null: nobody' }),
});
export const orderQuoteBody = z.strictObject({
  price: looseInt.pipe(z.number().int().min(1).max(100_000_000)).meta({ description: 'Coins (any digits)' }),
});

export const orderQueueQuery = z.object({
  status: z.enum([...ORDER_STATUSES, 'open', 'all']).default('open'),
  service: z.uuid().optional(),
  assigned: z.enum(['any', 'me', 'none']).default('any'),
  age: z
    .enum(ORDER_AGE_DAYS.map(String) as [string, ...string[]])
    .optional()
    .meta({ description: 'Only orders whose state has not changed for more than this many days' }),
  ...orderPaging,
});

const fileField = binaryFile(
  'A picture, video, audio, GLB model, PDF, ZIP or plain text, told by its content; up to ORDER_FILE_MAX_MB',
);
export const orderUploadForm = z.object({ file: fileField });

// ── Responses ───────────────────────────────────────────────────────────────────────────────────────

export const orderFileView = z.object({
  id: z.uuid(),
  messageId: z.uuid().nullable(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  from: z.enum(['user', 'staff']),
  delivery: z.boolean(),
  createdAt: z.string(),
  url: z.string().meta({ description: 'A signed download address; read the order again when it runs out' }),
  expiresAt: z.string(),
});
export const orderMessageView = z.object({
  id: z.uuid(),
  from: z.enum(['user', 'staff']),
  authorName: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export const deskOrderMessageView = orderMessageView.extend({ internal: z.boolean() });
export const orderEventView = z.object({
  kind: z.string(),
  status: z.enum(ORDER_STATUSES),
  step: z.string().nullable(),
  by: z.enum(['user', 'staff', 'system']),
  data: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});
const bilingual = z.object({ fa: z.string(), en: z.string() });
export const orderStepView = z.object({
  key: z.string(),
  name: bilingual,
  state: z.enum(['done', 'current', 'next']),
  at: z.string().nullable().meta({ description: 'When the order reached it' }),
});
export const orderSummary = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  step: z.string().nullable(),
  stepName: bilingual.nullable().meta({ description: 'The name of the step the order is at' }),
  service: z.object({ id: z.uuid(), slug: z.string(), title: bilingual }),
  price: z.number().int().nullable().meta({ description: 'Coins; null until quoted' }),
  factorId: z.uuid().nullable(),
  createdAt: z.string(),
  statusAt: z.string(),
  deliveredAt: z.string().nullable(),
  completesAt: z
    .string()
    .nullable()
    .meta({ description: 'A delivered order completes by itself then, unless you accept it or ask for a revision' }),
});
export const orderView = orderSummary.extend({
  steps: z.array(orderStepView),
  form: z.array(z.record(z.string(), z.unknown())).meta({ description: 'The service’s form as it was ordered' }),
  answers: z.record(z.string(), z.unknown()),
  revisions: z.object({ used: z.number().int(), max: z.number().int() }),
  paidAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  files: z.array(orderFileView),
  messages: z.array(orderMessageView),
  timeline: z.array(orderEventView),
  actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type OrderView = z.infer<typeof orderView>;

const person = z.object({ id: z.uuid(), name: z.string() });
export const deskOrderSummary = orderSummary.extend({ user: person, assignee: person.nullable() });
export const deskOrderView = orderView.extend({
  user: person.extend({ phone: z.string().nullable(), email: z.string().nullable(), locale: z.enum(['fa', 'en']) }),
  assignee: person.nullable(),
  messages: z.array(deskOrderMessageView),
});

export const looseOrderFileView = orderFileView.omit({ messageId: true, delivery: true, from: true });
