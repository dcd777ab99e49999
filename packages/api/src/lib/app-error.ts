import { catalogue, type ResultCode } from '@rassam/i18n';

export type FieldErrors = Record<string, string>;

/**
 * The one error type of the API. `code` is a name from the catalogue in @rassam/i18n; the HTTP status
 * comes from the catalogue unless a caller has a reason to override it. The message shown to the user
 * is resolved per request locale by the error handler, never here.
 */
export class AppError extends Error {
  readonly code: ResultCode;
  readonly status: number;
  /** Field name → catalogue code or localized text, for forms to show beside their inputs. */
  readonly fields?: FieldErrors;
  /** Extra data the client may use (e.g. seconds left before a code can be sent again). */
  readonly details?: Record<string, unknown>;

  constructor(
    code: ResultCode,
    options: { fields?: FieldErrors; cause?: unknown; status?: number; details?: Record<string, unknown> } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? catalogue[code].status;
    this.fields = options.fields;
    this.details = options.details;
  }
}
