import { createRoute, z } from '@hono/zod-openapi';
import { designStatuses } from '@rassam/db';
import { commonErrors, failure, fileOnlyBody, jsonBody, storedFileResponses, success } from '../../lib/openapi';
import { pageQuery } from '../wallet/wallet.routes';
import { createDesignBody } from './designs.service';

const tags = ['AI designs'];
const unauthorized = { 401: failure('UnAuthorized') } as const;

const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .meta({ description: 'A repeat with the same key returns the first design and charges nothing more' }),
});

const designId = z.object({
  id: z.uuid({ error: 'DesigningIdIsNotValid' }).meta({ param: { name: 'id', in: 'path' } }),
});

const outputSchema = z.object({
  id: z.string(),
  url: z.string(),
  mime: z.string(),
  kind: z.enum(['image', 'video', 'audio', 'model3d']),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationSeconds: z.number().nullable(),
  thumbnailUrl: z.string().nullable(),
});

export const designSchema = z
  .object({
    id: z.string(),
    tool: z.string(),
    status: z.enum(designStatuses),
    progress: z.number().min(0).max(1),
    cost: z.number().int(),
    input: z.record(z.string(), z.unknown()),
    seed: z.number().int(),
    provider: z.string().nullable().meta({ description: 'Who made it: a provider, or offline' }),
    model: z.string().nullable(),
    preview: z.boolean().meta({ description: 'An offline preview made without a generative model' }),
    error: z.object({ code: z.string() }).nullable(),
    refunded: z.boolean(),
    share: z
      .object({ slug: z.string(), url: z.string(), showPrompt: z.boolean() })
      .nullable()
      .meta({ description: 'The public link, while the owner shares it' }),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    outputs: z.array(outputSchema),
  })
  .meta({ id: 'Design' });

export const tools = createRoute({
  method: 'get',
  path: '/tools',
  tags,
  summary: 'Every AI tool: its input as JSON Schema, output kind and price rule',
  responses: {
    200: success(
      z.array(
        z.object({
          slug: z.string(),
          group: z.string(),
          outputKind: z.string(),
          inputSchema: z.record(z.string(), z.unknown()),
          price: z.record(z.string(), z.unknown()),
          files: z.record(z.string(), z.string()),
          available: z.boolean().meta({ description: 'Some provider (or the offline one) can run it now' }),
          provider: z.string().nullable().meta({ description: 'Who would run it now: a provider, or offline' }),
          cost: z.number().int().meta({ description: 'Coins for a run with the default options' }),
        }),
      ),
    ),
  },
});

export const upload = createRoute({
  method: 'post',
  path: '/files',
  tags,
  summary: 'Upload an image (15 MB), video (100 MB) or audio file (25 MB); checked by content, images re-encoded',
  request: {
    body: fileOnlyBody(),
  },
  responses: {
    201: success(
      z.object({
        id: z.string(),
        url: z.string(),
        mime: z.string(),
        kind: z.string(),
        size: z.number().int(),
        width: z.number().int().optional(),
        height: z.number().int().optional(),
      }),
      'FileUploadedSuccessfully',
    ),
    400: failure('FileFormatIsNotValid'),
    413: failure('FileSizeValidationError'),
    ...unauthorized,
    ...commonErrors,
  },
});

export const file = createRoute({
  method: 'get',
  path: '/files/{id}',
  tags,
  summary: 'A file of yours (an upload or an output)',
  request: {
    params: z.object({ id: z.uuid({ error: 'FileIdIsNotValid' }).meta({ param: { name: 'id', in: 'path' } }) }),
  },
  responses: {
    ...storedFileResponses,
    ...unauthorized,
    404: failure('FileNotFound'),
  },
});

export const quote = createRoute({
  method: 'post',
  path: '/designs/quote',
  tags,
  summary: 'What a run would cost, without running it',
  request: { body: jsonBody(createDesignBody) },
  responses: {
    200: success(z.object({ cost: z.number().int(), provider: z.string(), model: z.string() })),
    404: failure('ServiceNotAvailable (no such tool)'),
    ...unauthorized,
    ...commonErrors,
  },
});

export const create = createRoute({
  method: 'post',
  path: '/designs',
  tags,
  summary: 'Run a tool: validate, price, pay and queue in one step',
  request: { headers: idempotencyHeader, body: jsonBody(createDesignBody) },
  responses: {
    201: success(z.object({ id: z.string(), status: z.string(), cost: z.number().int() })),
    402: failure('NotEnoughCoin'),
    404: failure('FileNotFound, ServiceNotAvailable'),
    ...unauthorized,
    ...commonErrors,
  },
});

export const list = createRoute({
  method: 'get',
  path: '/designs',
  tags,
  summary: 'Your designs, newest first',
  request: {
    query: pageQuery.extend({ tool: z.string().max(64).optional(), status: z.enum(designStatuses).optional() }),
  },
  responses: {
    200: {
      description: 'A page',
      content: {
        'application/json': {
          schema: z.object({
            data: z.array(designSchema),
            meta: z.object({ page: z.number(), pageSize: z.number(), total: z.number() }),
          }),
        },
      },
    },
    ...unauthorized,
    ...commonErrors,
  },
});

export const get = createRoute({
  method: 'get',
  path: '/designs/{id}',
  tags,
  summary: 'One design, with its progress and outputs',
  request: { params: designId },
  responses: {
    200: success(designSchema),
    ...unauthorized,
    404: failure('DesigningNotFound'),
    409: failure('DesigningIsDeleted'),
  },
});

export const events = createRoute({
  method: 'get',
  path: '/designs/{id}/events',
  tags,
  summary: 'Server-sent events: `design` with {status, progress} on every change, until it settles',
  request: { params: designId },
  responses: {
    200: { description: 'text/event-stream', content: { 'text/event-stream': { schema: z.string() } } },
    ...unauthorized,
    404: failure('DesigningNotFound'),
  },
});

export const cancel = createRoute({
  method: 'post',
  path: '/designs/{id}/cancel',
  tags,
  summary: 'Cancel a queued design; its coins come back',
  request: { params: designId },
  responses: {
    200: success(designSchema),
    ...unauthorized,
    404: failure('DesigningNotFound'),
    409: failure('DesigningIsInProcess, DesigningIsDeleted, CannotDeleteDesigning'),
  },
});

export const remove = createRoute({
  method: 'delete',
  path: '/designs/{id}',
  tags,
  summary: 'Delete a settled design (refused while it is queued or running)',
  request: { params: designId },
  responses: {
    200: success(z.object({ id: z.string() }), 'DeleteSuccessfully'),
    ...unauthorized,
    404: failure('DesigningNotFound'),
    409: failure('DesigningIsInProcess, DesigningIsDeleted'),
  },
});
