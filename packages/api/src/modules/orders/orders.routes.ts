import { createRoute, z } from '@hono/zod-openapi';
import { commonErrors, failure, jsonBody, multipartBody, storedFileResponses, success } from '../../lib/openapi';
import {
  createOrderBody,
  deskOrderSummary,
  deskOrderView,
  looseOrderFileView,
  orderAssignBody,
  orderDeliverBody,
  orderDownloadQuery,
  orderFileIdParam,
  orderFileView,
  orderIdParam,
  orderListQuery,
  orderMessageBody,
  orderQueueQuery,
  orderQuoteBody,
  orderRevisionBody,
  orderStepBody,
  orderSummary,
  orderUploadForm,
  orderView,
  staffOrderMessageBody,
} from './orders.schemas';

const tags = ['Orders'];
const deskTags = ['Orders desk'];
const unauthorized = { 401: failure('UnAuthorized') } as const;
const staffOnly = { 401: failure('UnAuthorized'), 403: failure('AccessDenied (not support or admin)') } as const;
const notFound = { 404: failure('OrderNotFound (also for another user’s order)') } as const;
const owned = { ...unauthorized, ...notFound, ...commonErrors } as const;
const desk = { ...staffOnly, 404: failure('OrderNotFound'), ...commonErrors } as const;
const stateErrors = (text: string) => ({ 409: failure(text) }) as const;
const fileErrors = {
  400: failure(
    'FileFormatIsNotValid: not a picture, video, audio, GLB, PDF, zip or plain text by its content, or no file',
  ),
  413: failure('FileSizeValidationError (ORDER_FILE_MAX_MB)'),
} as const;
const page = (item: z.ZodType) => ({
  description: 'A page',
  content: {
    'application/json': {
      schema: z.object({
        data: z.array(item),
        meta: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
      }),
    },
  },
});
const created = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: z.string(),
  factorId: z
    .uuid()
    .nullable()
    .meta({ description: 'The invoice to pay (POST /api/factors/{id}/pay); null while awaiting a quote' }),
});

// ── The buyer's side ────────────────────────────────────────────────────────────────────────────────

export const create = createRoute({
  method: 'post',
  path: '/orders',
  tags,
  summary:
    'Order a service with the answers to its form; a fixed price issues the invoice, on quote waits for the desk',
  request: { body: jsonBody(createOrderBody) },
  responses: {
    201: success(created, 'AddSuccessfully'),
    ...unauthorized,
    404: failure('ServiceNotFound, ServiceNotAvailable, FileNotFound (an answer’s file that is not your upload)'),
    ...commonErrors,
  },
});

export const list = createRoute({
  method: 'get',
  path: '/orders',
  tags,
  summary: 'Your orders, the newest first',
  request: { query: orderListQuery },
  responses: { 200: page(orderSummary), ...unauthorized, ...commonErrors },
});

export const uploadLoose = createRoute({
  method: 'post',
  path: '/orders/files',
  tags,
  summary: 'Upload a file for an order form before ordering (multipart `file`); answer a file question with its id',
  request: { body: multipartBody(orderUploadForm) },
  responses: {
    201: success(looseOrderFileView, 'FileUploadedSuccessfully'),
    ...fileErrors,
    409: failure('OrderActionNotAllowed: too many uploads waiting for an order'),
    ...unauthorized,
    ...commonErrors,
  },
});

export const get = createRoute({
  method: 'get',
  path: '/orders/{id}',
  tags,
  summary: 'One of your orders: its steps, files (signed addresses), messages, timeline and the actions it allows',
  request: { params: orderIdParam },
  responses: { 200: success(orderView), ...owned },
});

export const upload = createRoute({
  method: 'post',
  path: '/orders/{id}/files',
  tags,
  summary: 'Upload a file to your order (multipart `file`); send it with a message by its id, or leave it there',
  request: { params: orderIdParam, body: multipartBody(orderUploadForm) },
  responses: {
    201: success(orderFileView, 'FileUploadedSuccessfully'),
    ...fileErrors,
    ...stateErrors('OrderActionNotAllowed: the order is completed or cancelled, or holds its files already'),
    ...owned,
  },
});

export const message = createRoute({
  method: 'post',
  path: '/orders/{id}/messages',
  tags,
  summary: 'Write to the desk about your order, with files uploaded to it beforehand',
  request: { params: orderIdParam, body: jsonBody(orderMessageBody) },
  responses: {
    201: success(orderView, 'AddSuccessfully'),
    ...unauthorized,
    404: failure('OrderNotFound, FileNotFound'),
    ...commonErrors,
  },
});

export const accept = createRoute({
  method: 'post',
  path: '/orders/{id}/accept',
  tags,
  summary: 'Accept the delivery: the order is completed',
  request: { params: orderIdParam },
  responses: {
    200: success(orderView, 'UpdateSuccessfully'),
    ...stateErrors('OrderAlreadyCompleted; OrderIsNotDelivered'),
    ...owned,
  },
});

export const revision = createRoute({
  method: 'post',
  path: '/orders/{id}/revision',
  tags,
  summary: 'Ask for a revision of the delivery (ORDER_MAX_REVISIONS times at most), saying what to change',
  request: { params: orderIdParam, body: jsonBody(orderRevisionBody) },
  responses: {
    200: success(orderView, 'UpdateSuccessfully'),
    ...stateErrors('OrderAlreadyCompleted; OrderIsNotDelivered; OrderRevisionLimitReached'),
    ...owned,
  },
});

export const cancel = createRoute({
  method: 'post',
  path: '/orders/{id}/cancel',
  tags,
  summary: 'Cancel before work starts: the invoice is cancelled, or, paid, refunded to your wallet (once)',
  request: { params: orderIdParam },
  responses: {
    200: success(orderView, 'UpdateSuccessfully'),
    ...stateErrors('OrderCannotBeCancelled: work has started; OrderAlreadyCompleted'),
    ...owned,
  },
});

export const download = createRoute({
  method: 'get',
  path: '/order-files/{fileId}',
  tags,
  summary: 'An order’s file by its signed address (as a download, under its name)',
  request: { params: orderFileIdParam, query: orderDownloadQuery },
  responses: {
    ...storedFileResponses,
    400: failure('FileValidityTimeExpired: the address has run out; read the order again'),
    404: failure('FileNotFound: not an address of ours'),
    ...commonErrors,
  },
});

// ── The desk ────────────────────────────────────────────────────────────────────────────────────────

export const deskQueue = createRoute({
  method: 'get',
  path: '/support/orders',
  tags: deskTags,
  summary: 'The orders queue: open orders by default, the longest unchanged first; by state, service, assignee and age',
  request: { query: orderQueueQuery },
  responses: { 200: page(deskOrderSummary), ...staffOnly, ...commonErrors },
});

export const deskGet = createRoute({
  method: 'get',
  path: '/support/orders/{id}',
  tags: deskTags,
  summary: 'An order with its buyer, answers, files, the whole thread with internal notes, and its timeline',
  request: { params: orderIdParam },
  responses: { 200: success(deskOrderView), ...desk },
});

export const deskQuote = createRoute({
  method: 'post',
  path: '/support/orders/{id}/quote',
  tags: deskTags,
  summary: 'Price an on-quote order: its invoice is issued and the buyer notified',
  request: { params: orderIdParam, body: jsonBody(orderQuoteBody) },
  responses: {
    200: success(deskOrderView, 'UpdateSuccessfully'),
    ...stateErrors('OrderActionNotAllowed: not awaiting a quote'),
    ...desk,
  },
});

export const deskStep = createRoute({
  method: 'post',
  path: '/support/orders/{id}/step',
  tags: deskTags,
  summary: 'Move a paid order’s work to a step (forward only; any step after a revision); the buyer is notified',
  request: { params: orderIdParam, body: jsonBody(orderStepBody) },
  responses: {
    200: success(deskOrderView, 'UpdateSuccessfully'),
    ...stateErrors('OrderActionNotAllowed: not paid, or delivered or closed'),
    ...desk,
  },
});

export const deskDeliver = createRoute({
  method: 'post',
  path: '/support/orders/{id}/deliver',
  tags: deskTags,
  summary: 'Deliver: a message, files uploaded to the order, or neither; the buyer accepts or asks for a revision',
  request: { params: orderIdParam, body: jsonBody(orderDeliverBody) },
  responses: {
    200: success(deskOrderView, 'UpdateSuccessfully'),
    ...stateErrors('OrderActionNotAllowed: not paid, or delivered or closed'),
    ...desk,
  },
});

export const deskAssign = createRoute({
  method: 'post',
  path: '/support/orders/{id}/assign',
  tags: deskTags,
  summary: 'Assign an order to someone on the desk (support or admin), or to nobody',
  request: { params: orderIdParam, body: jsonBody(orderAssignBody) },
  responses: { 200: success(deskOrderView, 'UpdateSuccessfully'), ...desk },
});

export const deskMessage = createRoute({
  method: 'post',
  path: '/support/orders/{id}/messages',
  tags: deskTags,
  summary: 'Write to the buyer (notified), or an internal note (never shown to them)',
  request: { params: orderIdParam, body: jsonBody(staffOrderMessageBody) },
  responses: { 201: success(deskOrderView, 'AddSuccessfully'), ...desk },
});

export const deskUpload = createRoute({
  method: 'post',
  path: '/support/orders/{id}/files',
  tags: deskTags,
  summary: 'Upload a file to an order (multipart `file`); deliver it or send it with a message by its id',
  request: { params: orderIdParam, body: multipartBody(orderUploadForm) },
  responses: {
    201: success(orderFileView, 'FileUploadedSuccessfully'),
    ...fileErrors,
    ...stateErrors('OrderActionNotAllowed: the order is completed or cancelled'),
    ...desk,
  },
});
