/**
 * sms.ir, with `X-API-KEY` and JSON bodies. One-time codes by `POST {baseUrl}/v1/send/verify`
 * (`{ mobile, templateId, parameters: [{ name, value }] }`); notifications by `POST {baseUrl}/v1/send/bulk`
 * (`{ lineNumber, messageText, mobiles }`). Every answer is `{ status, message, data }`, success is `status: 1`.
 */
import {
  DeliveryError,
  type NoticeChannel,
  type NoticeMessage,
  type OtpChannel,
  type OtpMessage,
} from './notify.types';
import { toIranianNational } from './phone';
import { DEFAULT_TIMEOUT_MS, checkCode, isRecord, isRetryableStatus, providerRequest, redact } from './provider-http';

const PROVIDER = 'smsir';

interface SmsIrOptions {
  apiKey: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** One JSON call of sms.ir's API: the message id on success, a DeliveryError otherwise. */
function smsIrCall(options: SmsIrOptions) {
  const baseUrl = (options.baseUrl ?? 'https://api.sms.ir').replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const secrets = [options.apiKey];

  return async (path: string, body: unknown): Promise<{ providerMessageId?: string }> => {
    const { status, json } = await providerRequest({
      provider: PROVIDER,
      url: `${baseUrl}${path}`,
      init: {
        method: 'POST',
        headers: { 'X-API-KEY': options.apiKey, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      },
      fetch: doFetch,
      timeoutMs,
      secrets,
    });

    const providerStatus = isRecord(json) && typeof json.status === 'number' ? json.status : undefined;
    const providerMessage =
      isRecord(json) && typeof json.message === 'string' ? redact(json.message, secrets) : undefined;

    if (status >= 200 && status < 300 && providerStatus === 1) {
      const data = isRecord(json) ? json.data : undefined;
      // verify answers `messageId`, bulk `messageIds` (one per mobile: we send to one).
      const ids = isRecord(data) && Array.isArray(data.messageIds) ? (data.messageIds as unknown[]) : [];
      const id = isRecord(data) ? (data.messageId ?? ids[0]) : undefined;
      return typeof id === 'number' || typeof id === 'string' ? { providerMessageId: String(id) } : {};
    }

    if (status >= 200 && status < 300 && providerStatus === undefined) {
      // Accepted but unreadable: the SMS may well have gone out, so another attempt is not advised.
      throw new DeliveryError(PROVIDER, false, `${PROVIDER}: unexpected answer to a successful request`, {
        status,
      });
    }

    throw new DeliveryError(
      PROVIDER,
      isRetryableStatus(status),
      `${PROVIDER}: HTTP ${status}, status ${providerStatus ?? 'unknown'}${describe(status, providerMessage)}`,
      { status },
    );
  };
}

/** One-time codes through a verify template whose parameter (`CODE` by default) is the code. */
export function createSmsIrChannel(options: SmsIrOptions & { templateId: number; parameterName?: string }): OtpChannel {
  const call = smsIrCall(options);
  const parameterName = options.parameterName ?? 'CODE';
  return {
    name: PROVIDER,
    async send(message: OtpMessage) {
      const mobile = toIranianNational(message.to, PROVIDER);
      const value = checkCode(PROVIDER, message.code);
      return call('/v1/send/verify', {
        mobile,
        templateId: options.templateId,
        parameters: [{ name: parameterName, value }],
      });
    },
  };
}

/** Notifications (decision 042): a text of our own through `send/bulk`, from a line of the account. */
export function createSmsIrNoticeChannel(options: SmsIrOptions & { lineNumber: number }): NoticeChannel {
  const call = smsIrCall(options);
  return {
    name: PROVIDER,
    async send(notice: NoticeMessage) {
      const mobile = toIranianNational(notice.to, PROVIDER);
      return call('/v1/send/bulk', { lineNumber: options.lineNumber, messageText: notice.text, mobiles: [mobile] });
    },
  };
}

function describe(httpStatus: number, providerMessage: string | undefined): string {
  const known =
    httpStatus === 401
      ? 'invalid API key'
      : httpStatus === 429
        ? 'rate limited'
        : httpStatus === 400
          ? 'rejected'
          : httpStatus >= 500
            ? 'provider error'
            : undefined;
  const parts = [known, providerMessage].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? ` (${parts.join(': ')})` : '';
}
