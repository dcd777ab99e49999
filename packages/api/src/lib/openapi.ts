import { z } from 'zod';

/** Request body that must be JSON (a missing or non-JSON content type is refused, not skipped). */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

const message = z.object({ code: z.string(), text: z.string() });

export const errorSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ example: 'UnAuthorized' }),
      message: z.string().meta({ example: 'You are not authorized' }),
      fields: z.record(z.string(), z.string()).optional(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .meta({ id: 'Error' });

export function success<T extends z.ZodType>(schema: T, description = 'Success') {
  return {
    description,
    content: { 'application/json': { schema: z.object({ data: schema, message: message.optional() }) } },
  };
}

export function failure(description: string) {
  return { description, content: { 'application/json': { schema: errorSchema } } };
}

export const commonErrors = {
  422: failure('A field is not valid (fields name each one)'),
  429: {
    ...failure('Too many requests (details.retryAfter in seconds)'),
    headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } },
  },
  500: failure('Server error'),
} as const;
