/**
 * Outbound one-time-code delivery: the channels (SMS providers, email) share these types so the auth
 * module can pick a channel per identifier and treat every provider's failure the same way.
 */

export type OtpLocale = 'fa' | 'en';

export interface OtpMessage {
  /** E.164 phone number (`+989121234567`) for SMS channels, an email address for the email channel. */
  to: string;
  /** The one-time code in ASCII digits. */
  code: string;
  locale: OtpLocale;
  purpose: 'verify' | 'login' | 'reset' | 'change';
}

export interface OtpChannel {
  readonly name: string;
  send(message: OtpMessage): Promise<{ providerMessageId?: string }>;
}

/**
 * A message could not be handed to the provider. `retryable` is true for failures worth trying again
 * later (network errors, timeouts, rate limits, provider-side 5xx, transient SMTP 4xx replies) and false
 * for errors another attempt would repeat (bad credentials, unknown template, no credit, bad number).
 * Messages and causes never contain API keys or passwords.
 */
export class DeliveryError extends Error {
  /** The provider's own status code when it answered (HTTP status, provider status or SMTP reply code). */
  readonly status?: number;

  constructor(
    readonly provider: string,
    readonly retryable: boolean,
    message: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DeliveryError';
    if (options?.status !== undefined) this.status = options.status;
  }
}
