/**
 * sms.ir verify: `POST {baseUrl}/v1/send/verify` with `X-API-KEY`, JSON body
 * `{ mobile, templateId, parameters: [{ name, value }] }`; every answer is `{ status, message, data }`,
 * success is `status: 1`.
 */
import { DeliveryError, type OtpChannel, type OtpMessage } from './notify.types';
import { toIranianNational } from './phone';
import { DEFAULT_TIMEOUT_MS, checkCode, isRecord, isRetryableStatus, providerRequest, redact } from './provider-http';

const PROVIDER = 'smsir';

export function createSmsIrChannel(options: {
  apiKey: string;
  templateId: number;
  parameterName?: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): OtpChannel {
  const baseUrl = (options.baseUrl ?? 'https://api.sms.ir').replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const parameterName = options.parameterName ?? 'CODE';
  const secrets = [options.apiKey];

  return {
    name: PROVIDER,
    async send(message: OtpMessage) {
      const mobile = toIranianNational(message.to, PROVIDER);
      const value = checkCode(PROVIDER, message.code);

      const { status, json } = await providerRequest({
        provider: PROVIDER,
        url: `${baseUrl}/v1/send/verify`,
        init: {
          method: 'POST',
          headers: { 'X-API-KEY': options.apiKey, 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({
            mobile,
            templateId: options.templateId,
            parameters: [{ name: parameterName, value }],
          }),
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
        const id = isRecord(data) ? data.messageId : undefined;
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
