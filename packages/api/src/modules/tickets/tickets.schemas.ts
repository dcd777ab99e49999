/**
 * Tickets and the support desk (decision 042): request and response schemas, shared with the web app's forms
 * (zod only). One schema per input; page numbers may come in Persian or Arabic digits.
 */
import { z } from 'zod';
import { binaryFile } from '../../lib/openapi';
import { paging } from '../../lib/paging';

/** The same lists as packages/db's schema (tickets.test.ts checks they agree). */
export const TICKET_DEPARTMENTS = ['general', 'billing', 'technical', 'market', 'studio'] as const;
export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const TICKET_STATUSES = ['new', 'waiting_staff', 'waiting_user', 'done'] as const;
export type TicketStatusName = (typeof TICKET_STATUSES)[number];
/** What the desk may set by hand: `new` only ever means "nobody has answered yet". */
export const STAFF_STATUSES = ['waiting_staff', 'waiting_user', 'done'] as const;
/** The queue's tabs: a status, `open` (all but done: the default) or `all`. */
export const QUEUE_STATUSES = [...TICKET_STATUSES, 'open', 'all'] as const;
export const QUEUE_ASSIGNED = ['any', 'me', 'none'] as const;
export const TICKETS_PAGE_SIZE = { default: 20, max: 50 } as const;
/** Files one ticket may hold, both sides together. */
export const MAX_TICKET_FILES = 30;
export const SUBJECT_MAX = 150;
export const MESSAGE_MAX = 5000;

const ticketPaging = paging('Tickets', TICKETS_PAGE_SIZE);
const text = z.string().trim().min(1).max(MESSAGE_MAX);
const ticketId = z.uuid({ error: 'TicketIdIsNotValid' });
const fileId = z.uuid({ error: 'FileIdIsNotValid' });

export const ticketIdParam = z.object({ id: ticketId.meta({ param: { name: 'id', in: 'path' } }) });
export const ticketFileParam = ticketIdParam.extend({
  fileId: fileId.meta({ param: { name: 'fileId', in: 'path' } }),
});
export const fileIdParam = z.object({ fileId: fileId.meta({ param: { name: 'fileId', in: 'path' } }) });
export const replyIdParam = z.object({ id: z.uuid().meta({ param: { name: 'id', in: 'path' } }) });

/** A signed download's query: when it runs out and its signature (lib/attachments.ts). */
export const downloadQuery = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});

export const createTicketBody = z.strictObject({
  subject: z.string().trim().min(3).max(SUBJECT_MAX),
  message: text,
  department: z.enum(TICKET_DEPARTMENTS).default('general'),
  priority: z.enum(TICKET_PRIORITIES).default('normal'),
  paymentId: z.uuid().optional().meta({ description: 'One of your payments, when the ticket is about it' }),
  designId: z.uuid().optional().meta({ description: 'One of your designs (AI studio results), when it is about it' }),
  orderId: z.uuid().optional().meta({ description: 'One of your orders, when the ticket is about it' }),
});
export type CreateTicketInput = z.infer<typeof createTicketBody>;

export const ticketListQuery = z.object({ status: z.enum(TICKET_STATUSES).optional(), ...ticketPaging });

/** Files uploaded to the ticket beforehand (yours, not yet on a message) that the message carries. */
const fileIds = z
  .array(fileId)
  .max(10)
  .optional()
  .meta({ description: 'Files you uploaded to this ticket beforehand, not yet on a message' });
export const replyBody = z.strictObject({ text, fileIds });
export const staffReplyBody = z.strictObject({
  text,
  internal: z.boolean().default(false).meta({ description: 'A note for the desk alone: its user never sees it' }),
  fileIds,
});

export const assignBody = z.strictObject({
  staffId: z.uuid().nullable().meta({ description: 'A support or admin account; null: nobody' }),
});
export const statusBody = z.strictObject({ status: z.enum(STAFF_STATUSES) });

export const queueQuery = z.object({
  status: z.enum(QUEUE_STATUSES).default('open'),
  department: z.enum(TICKET_DEPARTMENTS).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  assigned: z.enum(QUEUE_ASSIGNED).default('any'),
  q: z
    .string()
    .trim()
    .max(120)
    .optional()
    .meta({ description: 'Words of the subject, a ticket number (any digits), or the user’s name, phone or email' }),
  ...ticketPaging,
});

const title = z.string().trim().min(1).max(120);
const body = z.string().trim().min(1).max(MESSAGE_MAX);
export const cannedReplyBody = z.strictObject({
  titleFa: title,
  titleEn: title.nullable().optional(),
  bodyFa: body,
  bodyEn: body.nullable().optional(),
});
export const cannedReplyPatch = cannedReplyBody.partial();
export type CannedReplyInput = z.infer<typeof cannedReplyBody>;
export type CannedReplyPatch = z.infer<typeof cannedReplyPatch>;

/** The multipart forms of a ticket's file (read as bytes by the route). */
const fileField = binaryFile(
  'JPEG, PNG, WebP, GIF, PDF, ZIP (Office documents too) or plain UTF-8 text, told by its content; up to TICKET_FILE_MAX_MB',
);
export const ticketUploadForm = z.object({ file: fileField });
export const staffUploadForm = ticketUploadForm.extend({
  internal: z
    .string()
    .optional()
    .meta({ description: '`true`: for the desk alone (a file sent with an internal note is one anyway)' }),
});
export const staffUploadFields = z.object({ internal: z.enum(['true', 'false']).optional() });

// ── Responses ───────────────────────────────────────────────────────────────────────────────────────

export const ticketFileView = z.object({
  id: z.uuid(),
  messageId: z.uuid().nullable(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  from: z.enum(['user', 'staff']),
  createdAt: z.string(),
  url: z
    .string()
    .meta({ description: 'A signed download address; ask for the ticket (or the file) again when it runs out' }),
  expiresAt: z.string(),
});
export const deskFileView = ticketFileView.extend({ internal: z.boolean() });
export const fileLinkView = z.object({ url: z.string(), expiresAt: z.string() });

export const ticketMessageView = z.object({
  id: z.uuid(),
  from: z.enum(['user', 'staff']),
  authorName: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
  files: z.array(ticketFileView),
});
export const deskMessageView = ticketMessageView.extend({ internal: z.boolean(), files: z.array(deskFileView) });

export const ticketSummary = z.object({
  id: z.uuid(),
  number: z.number().int(),
  subject: z.string(),
  department: z.enum(TICKET_DEPARTMENTS),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  paymentId: z.uuid().nullable(),
  designId: z.uuid().nullable(),
  orderId: z.uuid().nullable(),
  unread: z.number().int().meta({ description: 'Replies of the desk you have not read yet' }),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  resolvedAt: z.string().nullable(),
  reopenableUntil: z
    .string()
    .nullable()
    .meta({ description: 'A done ticket you may still reopen (once), until then; null otherwise' }),
});
export const ticketView = ticketSummary.extend({
  messages: z.array(ticketMessageView),
  files: z.array(ticketFileView).meta({ description: 'Files on the ticket itself (not on one of its messages)' }),
});
export type TicketSummaryView = z.infer<typeof ticketSummary>;
export type TicketView = z.infer<typeof ticketView>;

const person = z.object({ id: z.uuid(), name: z.string() });
const target = z.object({
  dueAt: z.string(),
  at: z.string().nullable().meta({ description: 'When it happened; null: not yet' }),
  overdue: z.boolean().meta({ description: 'Happened after its target, or has not and the target has passed' }),
});
export const deskSummary = z.object({
  id: z.uuid(),
  number: z.number().int(),
  subject: z.string(),
  department: z.enum(TICKET_DEPARTMENTS),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  user: person,
  assignee: person.nullable(),
  createdAt: z.string(),
  waitingSince: z.string(),
  lastMessageAt: z.string(),
  reopenCount: z.number().int(),
  firstReply: target.meta({ description: 'The first reply against TICKET_FIRST_REPLY_HOURS' }),
  resolution: target.meta({ description: 'Done against TICKET_RESOLUTION_HOURS' }),
});
export const deskView = deskSummary.extend({
  user: person.extend({ phone: z.string().nullable(), email: z.string().nullable(), locale: z.enum(['fa', 'en']) }),
  payment: z
    .object({
      id: z.uuid(),
      status: z.string(),
      portal: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      coins: z.number().int(),
      createdAt: z.string(),
    })
    .nullable(),
  design: z.object({ id: z.uuid(), tool: z.string(), status: z.string(), createdAt: z.string() }).nullable(),
  order: z
    .object({
      id: z.uuid(),
      number: z.number().int(),
      status: z.string(),
      title: z.object({ fa: z.string(), en: z.string() }),
    })
    .nullable(),
  messages: z.array(deskMessageView),
  files: z.array(deskFileView),
});
export type DeskSummaryView = z.infer<typeof deskSummary>;
export type DeskView = z.infer<typeof deskView>;

export const deskCounts = z.object({
  new: z.number().int(),
  waiting_staff: z.number().int(),
  waiting_user: z.number().int(),
  done: z.number().int(),
  waitingForUs: z.number().int().meta({ description: 'new and waiting_staff: the sidebar’s count' }),
  mine: z.number().int().meta({ description: 'Waiting for us and assigned to you' }),
  unassigned: z.number().int().meta({ description: 'Waiting for us and assigned to nobody' }),
  overdue: z.number().int().meta({ description: 'Not done and past a target' }),
});
export type DeskCounts = z.infer<typeof deskCounts>;
export const queueMeta = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  counts: deskCounts.meta({ description: 'Over every ticket the filters other than status and page select' }),
  targets: z.object({ firstReplyHours: z.number().int(), resolutionHours: z.number().int() }),
});

/** Someone a ticket or an order may be assigned to: a support or admin account that is not disabled. */
export const staffMemberView = z.object({ id: z.uuid(), name: z.string(), role: z.enum(['support', 'admin']) });
export type StaffMemberView = z.infer<typeof staffMemberView>;

export const cannedReplyView = z.object({
  id: z.uuid(),
  titleFa: z.string(),
  titleEn: z.string().nullable(),
  bodyFa: z.string(),
  bodyEn: z.string().nullable(),
  updatedAt: z.string(),
});
export type CannedReplyView = z.infer<typeof cannedReplyView>;
