/**
 * The failure type of the payment gateway adapters. It is an AppError, so a route that lets it escape
 * answers with the catalogue's localized text for `appCode`; the English `message` is for logs only and
 * never contains a merchant id, client secret or access token.
 */
import type { ResultCode } from '@rassam/i18n';
import { AppError } from '../../../lib/app-error';

export type GatewayProvider = 'zibal' | 'paypal';

export class GatewayError extends AppError {
  readonly provider: GatewayProvider;
  /**
   * True for failures worth trying again later with the same input (network errors, timeouts, HTTP 429,
   * the gateway's 5xx); false when another attempt would repeat the answer (bad merchant, bad amount,
   * unknown track, order not approved).
   */
  readonly retryable: boolean;
  /** The catalogue code the API answers with (same as `code`). */
  readonly appCode: ResultCode;
  /** The gateway's own code when it answered: Zibal's `result`, PayPal's issue or name, else the HTTP status. */
  readonly resultCode?: number | string;
  /** The HTTP status of the gateway's answer, when there was one. */
  readonly httpStatus?: number;

  constructor(
    provider: GatewayProvider,
    options: {
      retryable: boolean;
      appCode: ResultCode;
      message: string;
      resultCode?: number | string;
      httpStatus?: number;
      cause?: unknown;
    },
  ) {
    super(options.appCode, options.cause === undefined ? {} : { cause: options.cause });
    this.name = 'GatewayError';
    this.message = options.message;
    this.provider = provider;
    this.retryable = options.retryable;
    this.appCode = options.appCode;
    if (options.resultCode !== undefined) this.resultCode = options.resultCode;
    if (options.httpStatus !== undefined) this.httpStatus = options.httpStatus;
  }
}
