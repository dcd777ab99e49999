import { z } from 'zod';

/** Request body that must be JSON (a missing or non-JSON content type is refused, not skipped). */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

/** Request body that is a multipart form: a file and the fields that come with it. */
export function multipartBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'multipart/form-data': { schema } } } as const;
}

/** A form's file as the API reference names one; the route reads and checks it itself (upload-form.ts). */
export function binaryFile(description?: string) {
  return z.any().meta({ type: 'string', format: 'binary', ...(description === undefined ? {} : { description }) });
}

/** Request body of a form holding one file and nothing else. */
export const fileOnlyBody = () => multipartBody(z.object({ file: binaryFile() }));

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

/** What a route behind a role answers a visitor (401) and a signed-in caller without the role (403). */
export const guarded = { 401: failure('UnAuthorized'), 403: failure('AccessDenied') } as const;

/** A path's `{id}`: a UUID, or a 422 whose code is `error` (e.g. BlogIdIsNotValid). */
export const idParam = (error: string) =>
  z.object({ id: z.uuid({ error }).meta({ param: { name: 'id', in: 'path' } }) });

/** A deletion's answer: the id of what went. */
export const deleted = success(z.object({ id: z.uuid() }), 'DeleteSuccessfully');

export const commonErrors = {
  422: failure('A field is not valid (fields name each one)'),
  429: {
    ...failure('Too many requests (details.retryAfter in seconds)'),
    headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } },
  },
  500: failure('Server error'),
} as const;

/** What a route that sends a code answers when the channel failed to deliver it (nothing counted: decision 016). */
export const otpNotSent = failure('OtpNotSent (the SMS or email provider failed; nothing was sent, try again)');

const fileBytes = { 'application/octet-stream': { schema: z.any() } };

/** What every route that sends a stored file may answer (lib/serve-stored.ts), besides its own errors. */
export const storedFileResponses = {
  200: { description: 'The whole file (with ETag and Accept-Ranges: bytes)', content: fileBytes },
  206: {
    description: 'The one byte range asked for with Range: bytes=… (Content-Range says which)',
    content: fileBytes,
  },
  304: { description: 'Not modified: If-None-Match names the current ETag' },
  416: failure('RangeNotSatisfiable: the range starts past the end (Content-Range: bytes */size)'),
} as const;
