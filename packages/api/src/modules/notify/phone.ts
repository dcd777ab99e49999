import { DeliveryError } from './notify.types';

const IRANIAN_MOBILE = /^\+98(9\d{9})$/;

/**
 * `+989121234567` → `09121234567`, the national form Iranian SMS providers expect. Anything that is not
 * an Iranian mobile number in E.164 cannot be sent by them: throws a non-retryable DeliveryError.
 */
export function toIranianNational(e164: string, provider = 'sms'): string {
  const match = IRANIAN_MOBILE.exec(e164.trim());
  if (!match) {
    throw new DeliveryError(
      provider,
      false,
      e164.trim().startsWith('+98')
        ? `${provider}: not an Iranian mobile number`
        : `${provider}: only Iranian (+98) numbers can be sent by this provider`,
    );
  }
  return `0${match[1]}`;
}
