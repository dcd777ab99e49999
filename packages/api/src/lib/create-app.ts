import { OpenAPIHono } from '@hono/zod-openapi';
import { fieldMessage, isFieldText, isResultCode, resultText, type Locale } from '@rassam/i18n';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { AppError, type FieldErrors } from './app-error';
import type { AppEnv } from './context';
import { fieldsWithControlCharacters } from './control-characters';

/**
 * A schema failure is answered 422. Its code is ValidationError, unless every failing issue names one
 * catalogue code (e.g. ConfirmPasswordNotMatch), which then speaks for the whole failure.
 */
export function validationError(error: ZodError): AppError {
  const fields: FieldErrors = {};
  const codes = new Set<string>();
  for (const issue of error.issues) {
    // zod reports unknown keys once for the object; name each key so the form can point at it.
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of paths) {
      const name = path.map(String).join('.') || '_';
      fields[name] ??= JSON.stringify(issue);
    }
    codes.add(isResultCode(issue.message) ? issue.message : 'ValidationError');
  }
  const [only] = codes;
  const code = codes.size === 1 && only && isResultCode(only) ? only : 'ValidationError';
  return new AppError(code, { status: 422, fields });
}

function localizeFields(fields: FieldErrors, locale: Locale): FieldErrors {
  const out: FieldErrors = {};
  for (const [name, raw] of Object.entries(fields)) {
    if (isResultCode(raw) || isFieldText(raw)) {
      // Worded as a field's text: a catalogue code's, or a field text's, or the general one for ValidationError.
      out[name] = fieldMessage({ code: 'custom', message: raw }, locale);
    } else if (raw.startsWith('{')) {
      out[name] = fieldMessage(JSON.parse(raw), locale);
    } else {
      out[name] = raw;
    }
  }
  return out;
}

/** Seconds a refused client should wait when nothing more precise is known (an HTTPException's 429). */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

const positiveSeconds = (value: unknown): number | undefined => {
  const seconds = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
};

export function errorResponse(c: Context<AppEnv>, error: AppError) {
  const locale = c.get('locale') ?? 'fa';
  let details = error.details;
  if (error.status === 429) {
    // Every 429 says when to come back: in the Retry-After header (RFC 9110) and in details.retryAfter.
    const retryAfter = positiveSeconds(details?.retryAfter) ?? DEFAULT_RETRY_AFTER_SECONDS;
    c.header('Retry-After', String(retryAfter));
    details = { ...details, retryAfter };
  }
  const body = {
    error: {
      code: error.code,
      message: resultText(error.code, locale),
      ...(error.fields ? { fields: localizeFields(error.fields, locale) } : {}),
      ...(details ? { details } : {}),
    },
  };
  return c.json(body, error.status as 400);
}

function fromHttpException(error: HTTPException): AppError {
  switch (error.status) {
    case 400:
      return new AppError(/json/i.test(error.message) ? 'InvalidJson' : 'ValidationError', { status: 400 });
    case 401:
      return new AppError('UnAuthorized');
    case 404:
      return new AppError('NotFound');
    case 405:
      return new AppError('MethodNotAllowed');
    case 413:
      return new AppError('PayloadTooLarge');
    case 415:
      // No or another Content-Type than the route's: a client mistake, not a server error.
      return new AppError('UnsupportedMediaType');
    case 429: {
      const retryAfter = positiveSeconds(error.res?.headers.get('retry-after'));
      return new AppError('TooManyRequests', retryAfter ? { details: { retryAfter } } : {});
    }
    default:
      return new AppError('ServerError', { status: error.status, cause: error });
  }
}

export function handleError(error: Error, c: Context<AppEnv>) {
  const appError = toAppError(error, c);
  // A body refused for its size is not read: what is left of it would arrive as the next request on this
  // connection, and the server closes it after a moment. Saying so lets the client open a new one.
  if (appError.status === 413) c.header('Connection', 'close');
  return errorResponse(c, appError);
}

function toAppError(error: Error, c: Context<AppEnv>): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) return fromHttpException(error);
  // Unknown failures: details go to the log only, the client gets the catalogue's ServerError.
  (c.get('logger') ?? console).error('unhandled error', { err: error, requestId: c.get('requestId') });
  return new AppError('ServerError');
}

/**
 * Every validated input (query, path, headers, JSON or form body) passes here after its schema: one
 * place refuses control characters in any of its texts or keys, so none reaches the database or a log.
 */
export function refuseControlCharacters(data: unknown): void {
  const names = fieldsWithControlCharacters(data);
  if (names.length === 0) return;
  const fields = Object.fromEntries(names.map((name) => [name, 'TextHasControlCharacters']));
  throw new AppError('TextHasControlCharacters', { fields });
}

export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
      refuseControlCharacters(result.data);
    },
  });
}

/** Success body of DESIGN.md section 4, with the localized message when there is one. */
export function ok<T>(c: Context<AppEnv>, data: T, code?: Parameters<typeof resultText>[0]) {
  const message = code ? { code, text: resultText(code, c.get('locale')) } : undefined;
  return { data, ...(message ? { message } : {}) };
}
