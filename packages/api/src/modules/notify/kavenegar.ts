/**
 * Kavenegar. One-time codes by verify/lookup: the code is the `token` of a template approved in the Kavenegar
 * panel (`POST {baseUrl}/v1/{API-KEY}/verify/lookup.json`, form-urlencoded `receptor`, `template`, `token`,
 * `type`); notifications by `sms/send.json` (`receptor`, `message`, `sender`). The API key sits in the URL
 * path, so no URL ever goes into an error message or cause.
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

const PROVIDER = 'kavenegar';

interface KavenegarOptions {
  apiKey: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * One call of Kavenegar's API (`{baseUrl}/v1/{API-KEY}/{method}.json`, form-urlencoded): the message id on
 * success, a DeliveryError otherwise.
 */
function kavenegarCall(options: KavenegarOptions) {
  const baseUrl = (options.baseUrl ?? 'https://api.kavenegar.com').replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const secrets = [options.apiKey];

  return async (method: string, body: URLSearchParams): Promise<{ providerMessageId?: string }> => {
    const { status, json } = await providerRequest({
      provider: PROVIDER,
      url: `${baseUrl}/v1/${encodeURIComponent(options.apiKey)}/${method}.json`,
      init: { method: 'POST', headers: { Accept: 'application/json' }, body },
      fetch: doFetch,
      timeoutMs,
      secrets,
    });

    const ret = isRecord(json) && isRecord(json.return) ? json.return : undefined;
    const providerStatus = typeof ret?.status === 'number' ? ret.status : undefined;
    const providerMessage = typeof ret?.message === 'string' ? redact(ret.message, secrets) : undefined;

    if (status === 200 && providerStatus === 200) {
      const entries = isRecord(json) && Array.isArray(json.entries) ? json.entries : [];
      const first: unknown = entries[0];
      const id = isRecord(first) ? first.messageid : undefined;
      return typeof id === 'number' || typeof id === 'string' ? { providerMessageId: String(id) } : {};
    }

    if (status === 200 && ret === undefined) {
      // Accepted but unreadable: the SMS may well have gone out, so another attempt is not advised.
      throw new DeliveryError(PROVIDER, false, `${PROVIDER}: unexpected answer to a successful request`, {
        status,
      });
    }

    const code = providerStatus ?? status;
    throw new DeliveryError(
      PROVIDER,
      isRetryableStatus(status) || (status === 200 && isRetryableStatus(code)),
      `${PROVIDER}: HTTP ${status}, status ${providerStatus ?? 'unknown'}${describe(code, providerMessage)}`,
      { status: code },
    );
  };
}

/** One-time codes: the code is the `token` of an approved verify/lookup template. */
export function createKavenegarChannel(options: KavenegarOptions & { template: string }): OtpChannel {
  const call = kavenegarCall(options);
  return {
    name: PROVIDER,
    async send(message: OtpMessage) {
      const receptor = toIranianNational(message.to, PROVIDER);
      const token = checkCode(PROVIDER, message.code);
      return call('verify/lookup', new URLSearchParams({ receptor, template: options.template, token, type: 'sms' }));
    },
  };
}

/**
 * Notifications (decision 042): a text of our own through `sms/send`, from `sender` (a line of the account),
 * or the account's default line when none is configured.
 */
export function createKavenegarNoticeChannel(options: KavenegarOptions & { sender?: string }): NoticeChannel {
  const call = kavenegarCall(options);
  return {
    name: PROVIDER,
    async send(notice: NoticeMessage) {
      const receptor = toIranianNational(notice.to, PROVIDER);
      const body = new URLSearchParams({ receptor, message: notice.text });
      if (options.sender) body.set('sender', options.sender);
      return call('sms/send', body);
    },
  };
}

/** Kavenegar's own status codes, for readable logs (its messages are Persian). */
const KNOWN: Record<number, string> = {
  400: 'missing or invalid parameters',
  401: 'account disabled',
  403: 'invalid API key',
  411: 'invalid receptor',
  418: 'not enough credit',
  424: 'template not found or not approved',
  426: 'verify lookup not enabled for this key',
  429: 'rate limited',
  431: 'invalid token',
};

function describe(code: number, providerMessage: string | undefined): string {
  const known = KNOWN[code];
  const parts = [known, providerMessage].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? ` (${parts.join(': ')})` : '';
}
