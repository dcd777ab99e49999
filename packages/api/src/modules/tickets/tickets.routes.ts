import { createRoute, z } from '@hono/zod-openapi';
import { commonErrors, failure, jsonBody, multipartBody, storedFileResponses, success } from '../../lib/openapi';
import {
  assignBody,
  cannedReplyBody,
  cannedReplyPatch,
  cannedReplyView,
  createTicketBody,
  deskCounts,
  deskFileView,
  deskSummary,
  deskView,
  downloadQuery,
  fileIdParam,
  fileLinkView,
  queueMeta,
  queueQuery,
  replyBody,
  replyIdParam,
  staffMemberView,
  staffReplyBody,
  staffUploadForm,
  statusBody,
  ticketFileParam,
  ticketFileView,
  ticketIdParam,
  ticketListQuery,
  ticketSummary,
  ticketUploadForm,
  ticketView,
} from './tickets.schemas';

const tags = ['Tickets'];
const deskTags = ['Support desk'];
const unauthorized = { 401: failure('UnAuthorized') } as const;
const staffOnly = { 401: failure('UnAuthorized'), 403: failure('AccessDenied (not support or admin)') } as const;
const notFound = { 404: failure('TicketNotFound (also for another user’s ticket)') } as const;
const owned = { ...unauthorized, ...notFound, ...commonErrors } as const;
const desk = { ...staffOnly, 404: failure('TicketNotFound'), ...commonErrors } as const;
const fileErrors = {
  400: failure('FileFormatIsNotValid: not a picture, PDF, zip or plain text by its content, or no file'),
  409: failure('CannotUploadFileOnTicket: the ticket is done, or holds its 30 files already'),
  413: failure('FileSizeValidationError (TICKET_FILE_MAX_MB)'),
} as const;
const page = (item: z.ZodType, meta: z.ZodType) => ({
  description: 'A page',
  content: { 'application/json': { schema: z.object({ data: z.array(item), meta }) } },
});

// ── The user's side ─────────────────────────────────────────────────────────────────────────────────

export const create = createRoute({
  method: 'post',
  path: '/tickets',
  tags,
  summary: 'Open a ticket with its first message, optionally about one of your payments, designs or orders',
  request: { body: jsonBody(createTicketBody) },
  responses: {
    201: success(z.object({ id: z.uuid(), number: z.number().int(), messageId: z.uuid() }), 'AddSuccessfully'),
    ...unauthorized,
    404: failure('PaymentNotFound, DesigningNotFound, OrderNotFound (also for another user’s)'),
    ...commonErrors,
  },
});

export const list = createRoute({
  method: 'get',
  path: '/tickets',
  tags,
  summary: 'Your tickets, the latest activity first, each with its unread replies',
  request: { query: ticketListQuery },
  responses: {
    200: page(
      ticketSummary,
      z.object({
        page: z.number().int(),
        pageSize: z.number().int(),
        total: z.number().int(),
        unread: z.number().int().meta({ description: 'Tickets with replies you have not read' }),
      }),
    ),
    ...unauthorized,
    ...commonErrors,
  },
});

export const unread = createRoute({
  method: 'get',
  path: '/tickets/unread',
  tags,
  summary: 'How many of your tickets have replies you have not read (the sidebar’s count)',
  responses: { 200: success(z.object({ tickets: z.number().int() })), ...unauthorized, ...commonErrors },
});

export const get = createRoute({
  method: 'get',
  path: '/tickets/{id}',
  tags,
  summary: 'One of your tickets with its thread and files (signed addresses); reading it marks the replies read',
  request: { params: ticketIdParam },
  responses: { 200: success(ticketView), ...owned },
});

export const reply = createRoute({
  method: 'post',
  path: '/tickets/{id}/messages',
  tags,
  summary: 'Reply on your ticket, with files uploaded beforehand; it goes back to the desk',
  request: { params: ticketIdParam, body: jsonBody(replyBody) },
  responses: {
    201: success(ticketView, 'AddSuccessfully'),
    ...unauthorized,
    404: failure('TicketNotFound, FileNotFound (a file that is not yours, or already on a message)'),
    409: failure('CannotReplyOnTicket: the ticket is done (reopen it, or open another)'),
    ...commonErrors,
  },
});

export const upload = createRoute({
  method: 'post',
  path: '/tickets/{id}/files',
  tags,
  summary: 'Upload a file to your ticket (multipart `file`); send it with a message by its id, or leave it there',
  request: { params: ticketIdParam, body: multipartBody(ticketUploadForm) },
  responses: { 201: success(ticketFileView, 'FileUploadedSuccessfully'), ...fileErrors, ...owned },
});

export const fileLink = createRoute({
  method: 'get',
  path: '/tickets/{id}/files/{fileId}',
  tags,
  summary: 'A new signed address of a file of your ticket (the old one has run out)',
  request: { params: ticketFileParam },
  responses: {
    200: success(fileLinkView),
    ...unauthorized,
    404: failure('TicketNotFound, FileNotFound'),
    ...commonErrors,
  },
});

export const done = createRoute({
  method: 'post',
  path: '/tickets/{id}/done',
  tags,
  summary: 'Mark your ticket done (again: no change)',
  request: { params: ticketIdParam },
  responses: { 200: success(ticketView, 'UpdateSuccessfully'), ...owned },
});

export const reopen = createRoute({
  method: 'post',
  path: '/tickets/{id}/reopen',
  tags,
  summary: 'Reopen your done ticket: once, within TICKET_REOPEN_DAYS of its closing (an open one: no change)',
  request: { params: ticketIdParam },
  responses: {
    200: success(ticketView, 'UpdateSuccessfully'),
    ...unauthorized,
    ...notFound,
    409: failure('TicketIsDone: reopened once already, or closed too long ago (open another ticket)'),
    ...commonErrors,
  },
});

export const download = createRoute({
  method: 'get',
  path: '/ticket-files/{fileId}',
  tags,
  summary: 'A ticket’s file by its signed address (as a download, under its name)',
  request: { params: fileIdParam, query: downloadQuery },
  responses: {
    ...storedFileResponses,
    400: failure('FileValidityTimeExpired: the address has run out; ask for the ticket or the file again'),
    404: failure('FileNotFound: not an address of ours'),
    ...commonErrors,
  },
});

// ── The desk ────────────────────────────────────────────────────────────────────────────────────────

export const deskQueue = createRoute({
  method: 'get',
  path: '/support/tickets',
  tags: deskTags,
  summary:
    'The queue: waiting for us first, the longest-waiting first; counts per status, first-reply and resolution targets',
  request: { query: queueQuery },
  responses: { 200: page(deskSummary, queueMeta), ...staffOnly, ...commonErrors },
});

export const deskCountsRoute = createRoute({
  method: 'get',
  path: '/support/counts',
  tags: deskTags,
  summary: 'The desk’s counts for the sidebar: per status, waiting for us, yours, unassigned, past a target',
  responses: { 200: success(deskCounts), ...staffOnly, ...commonErrors },
});

export const deskStaff = createRoute({
  method: 'get',
  path: '/support/staff',
  tags: deskTags,
  summary:
    'Everyone on the desk (support and admin accounts, not disabled): whom a ticket or an order may be assigned to',
  responses: { 200: success(z.array(staffMemberView)), ...staffOnly, ...commonErrors },
});

export const deskGet = createRoute({
  method: 'get',
  path: '/support/tickets/{id}',
  tags: deskTags,
  summary: 'A ticket with its user, what it is about, and the whole thread with internal notes',
  request: { params: ticketIdParam },
  responses: { 200: success(deskView), ...desk },
});

export const deskReply = createRoute({
  method: 'post',
  path: '/support/tickets/{id}/messages',
  tags: deskTags,
  summary: 'Reply (the user is notified and it is their turn), or write an internal note (the user never sees it)',
  request: { params: ticketIdParam, body: jsonBody(staffReplyBody) },
  responses: {
    201: success(deskView, 'AddSuccessfully'),
    ...staffOnly,
    404: failure('TicketNotFound, FileNotFound'),
    409: failure('CannotReplyOnTicket: the ticket is done (an internal note it takes)'),
    ...commonErrors,
  },
});

export const deskUpload = createRoute({
  method: 'post',
  path: '/support/tickets/{id}/files',
  tags: deskTags,
  summary: 'Upload a file to a ticket (multipart `file`, `internal`); send it with a reply or note by its id',
  request: { params: ticketIdParam, body: multipartBody(staffUploadForm) },
  responses: { 201: success(deskFileView, 'FileUploadedSuccessfully'), ...fileErrors, ...desk },
});

export const deskFileLink = createRoute({
  method: 'get',
  path: '/support/tickets/{id}/files/{fileId}',
  tags: deskTags,
  summary: 'A new signed address of a ticket’s file',
  request: { params: ticketFileParam },
  responses: {
    200: success(fileLinkView),
    ...staffOnly,
    404: failure('TicketNotFound, FileNotFound'),
    ...commonErrors,
  },
});

export const deskAssign = createRoute({
  method: 'post',
  path: '/support/tickets/{id}/assign',
  tags: deskTags,
  summary: 'Assign a ticket to someone on the desk (support or admin), or to nobody',
  request: { params: ticketIdParam, body: jsonBody(assignBody) },
  responses: { 200: success(deskView, 'UpdateSuccessfully'), ...desk },
});

export const deskStatus = createRoute({
  method: 'post',
  path: '/support/tickets/{id}/status',
  tags: deskTags,
  summary: 'Set a ticket’s status; done notifies its user (who may reopen it once within TICKET_REOPEN_DAYS)',
  request: { params: ticketIdParam, body: jsonBody(statusBody) },
  responses: { 200: success(deskView, 'UpdateSuccessfully'), ...desk },
});

export const repliesList = createRoute({
  method: 'get',
  path: '/support/replies',
  tags: deskTags,
  summary: 'The saved replies, by their Persian title',
  responses: { 200: success(z.array(cannedReplyView)), ...staffOnly, ...commonErrors },
});

export const repliesCreate = createRoute({
  method: 'post',
  path: '/support/replies',
  tags: deskTags,
  summary: 'Save a reply (Persian, and optionally English)',
  request: { body: jsonBody(cannedReplyBody) },
  responses: { 201: success(cannedReplyView, 'AddSuccessfully'), ...staffOnly, ...commonErrors },
});

const replyNotFound = { 404: failure('CannedReplyNotFound') } as const;

export const repliesUpdate = createRoute({
  method: 'patch',
  path: '/support/replies/{id}',
  tags: deskTags,
  summary: 'Change a saved reply',
  request: { params: replyIdParam, body: jsonBody(cannedReplyPatch) },
  responses: { 200: success(cannedReplyView, 'UpdateSuccessfully'), ...staffOnly, ...replyNotFound, ...commonErrors },
});

export const repliesDelete = createRoute({
  method: 'delete',
  path: '/support/replies/{id}',
  tags: deskTags,
  summary: 'Delete a saved reply',
  request: { params: replyIdParam },
  responses: {
    200: success(z.object({ id: z.uuid() }), 'DeleteSuccessfully'),
    ...staffOnly,
    ...replyNotFound,
    ...commonErrors,
  },
});
