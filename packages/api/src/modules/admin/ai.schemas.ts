/**
 * An admin's routing of an AI tool, shared by the API and the web app's editor (zod only, no server code).
 */
import { z } from 'zod';

/**
 * The remote providers a route may name (the offline provider is the `offline` switch, not a route): the
 * generation module's REMOTE_PROVIDERS, written out so this file stays free of server code.
 */
export const routeProviders = ['fal', 'openai', 'replicate'] as const;
export type RouteProvider = (typeof routeProviders)[number];

/** The most routes a tool may try in turn: more would only make a failing run slower. */
export const MAX_ROUTES = 6;
export const MAX_MODEL_LENGTH = 200;
/** A provider's model id: `fal-ai/flux/dev`, `gpt-image-1`, `owner/model:version`. */
export const MODEL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._\-/:]*$/;

export const routeInput = z.strictObject({
  provider: z.enum(routeProviders).meta({ description: 'A remote provider', example: 'fal' }),
  model: z
    .string()
    .min(1)
    .max(MAX_MODEL_LENGTH)
    .regex(MODEL_PATTERN)
    .meta({ description: "The provider's model id", example: 'fal-ai/flux/dev' }),
});
export type RouteInput = z.infer<typeof routeInput>;

export const routingInput = z.strictObject({
  routes: z
    .array(routeInput)
    .max(MAX_ROUTES)
    .superRefine((routes, ctx) => {
      const seen = new Set<string>();
      routes.forEach((route, index) => {
        const key = `${route.provider} ${route.model}`;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: 'ValidationError', path: [index, 'model'] });
        seen.add(key);
      });
    })
    .meta({
      description:
        'Provider and model pairs tried in this order (failover), each at most once; routes whose provider is not configured are skipped',
    }),
  offline: z.boolean().meta({
    description: 'The offline provider may serve the tool when none of the routes has a configured provider',
  }),
});
export type RoutingInput = z.infer<typeof routingInput>;
