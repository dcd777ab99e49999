/**
 * Outbound delivery: one-time codes and notifications. The channels (SMS providers, email, the demo's outbox)
 * share these types so the auth module can pick a channel per identifier, the notifications module per the
 * user's settings, and both treat every provider's failure the same way.
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
 * A notification's words for one channel, already rendered in the recipient's language by the notifications
 * module (modules/notifications): the channel only carries them.
 */
export interface NoticeMessage {
  /** E.164 phone number for SMS channels, an email address for the email channel. */
  to: string;
  /** The notification kind, for the outbox's record and the logs. */
  kind: string;
  /** An email's subject (SMS has none). */
  subject: string;
  /** The whole text: an SMS's body, an email's plain-text part. */
  text: string;
  /** An email's HTML part. */
  html?: string;
}

export interface NoticeChannel {
  readonly name: string;
  send(message: NoticeMessage): Promise<{ providerMessageId?: string }>;
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
