import { createRoute, z } from '@hono/zod-openapi';
import { commonErrors, failure, jsonBody, success } from '../../lib/openapi';
import { routeProviders, routingInput } from './ai.schemas';

const tags = ['Admin: AI'];
const adminOnly = { 401: failure('UnAuthorized'), 403: failure('AccessDenied') } as const;

const route = z.object({ provider: z.enum(routeProviders), model: z.string() });

const toolSchema = z
  .object({
    slug: z.string().meta({ example: 'text-to-image' }),
    group: z.string().meta({ example: 'image' }),
    outputKind: z.string().meta({ example: 'image' }),
    routes: z.array(route).meta({ description: 'The routes tried in order now' }),
    defaultRoutes: z.array(route).meta({ description: "The catalogue's routes (what a reset goes back to)" }),
    offline: z.boolean().meta({ description: 'The offline provider may serve the tool when no route is configured' }),
    offlineMethod: z.string().meta({ description: 'What the offline provider does for the tool', example: 'upscale' }),
    custom: z.boolean().meta({ description: "An admin replaced the catalogue's routing" }),
  })
  .meta({ id: 'AdminAiTool' });

const providerSchema = z.object({
  name: z.enum([...routeProviders, 'offline']),
  configured: z.boolean().meta({ description: 'Remote: its key is set; offline: AI_OFFLINE is on' }),
  last24h: z
    .object({
      completed: z.number().int(),
      failed: z.number().int().meta({ description: 'Failures other than content refusals' }),
      refused: z.number().int().meta({ description: 'Failed with ContentRefused' }),
      running: z.number().int().meta({ description: 'Queued or processing now' }),
      p50Seconds: z.number().nullable().meta({ description: 'Median run time of the completed ones (start to end)' }),
      p95Seconds: z.number().nullable(),
    })
    .meta({ description: 'Designs finished (or started) in the last 24 hours' }),
  lastError: z
    .object({
      code: z.string().meta({ example: 'DesigningFailed' }),
      detail: z.string().nullable().meta({ description: 'For people; at most 300 characters' }),
      at: z.string(),
    })
    .nullable(),
});

const toolParam = z.object({
  tool: z
    .string()
    .min(1)
    .max(100)
    .meta({ param: { name: 'tool', in: 'path' }, example: 'text-to-image' }),
});

export const aiOverview = createRoute({
  method: 'get',
  path: '/admin/ai',
  tags,
  summary: "The AI providers' health over the last 24 hours and every tool's routing (admins only)",
  responses: {
    200: success(
      z.object({
        offline: z.object({
          enabled: z.boolean().meta({ description: 'AI_OFFLINE: the offline provider may serve tools' }),
          charged: z.boolean().meta({ description: 'AI_OFFLINE_CHARGED: its runs cost the catalogue price' }),
        }),
        providers: z.array(providerSchema),
        tools: z.array(toolSchema),
      }),
    ),
    ...adminOnly,
    ...commonErrors,
  },
});

export const setRouting = createRoute({
  method: 'put',
  path: '/admin/ai/routes/{tool}',
  tags,
  summary: "Replace a tool's routing: the provider and model pairs to try in order, and the offline fallback",
  request: { params: toolParam, body: jsonBody(routingInput) },
  responses: {
    200: success(toolSchema, 'UpdateSuccessfully'),
    ...adminOnly,
    404: failure('ServiceNotAvailable (no such tool)'),
    ...commonErrors,
  },
});

export const resetRouting = createRoute({
  method: 'delete',
  path: '/admin/ai/routes/{tool}',
  tags,
  summary: "Put a tool's routing back to the catalogue's default",
  request: { params: toolParam },
  responses: {
    200: success(toolSchema, 'UpdateSuccessfully'),
    ...adminOnly,
    404: failure('ServiceNotAvailable (no such tool)'),
    ...commonErrors,
  },
});
