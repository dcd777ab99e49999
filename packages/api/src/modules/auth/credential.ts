import { toLatinDigits, toPersianDigits } from '@rassam/i18n';

export type Credential =
  { kind: 'phone'; value: string } | { kind: 'email'; value: string } | { kind: 'username'; value: string };

/** What codes are sent to and accounts are registered with: a phone or an email, never a username. */
export type ContactCredential = Extract<Credential, { kind: 'phone' | 'email' }>;

// Deliberately plain: one @, no spaces, a dot in the domain. Deliverability is proven by the code we send.
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@.]{2,}$/;
export const USERNAME = /^[a-z][a-z0-9_.]{2,29}$/;

/**
 * Normalises what a person types as a phone number into E.164. Iranian mobiles may be typed as
 * 0912…, 912…, +98912…, 0098912… or 98912…, in Persian, Arabic or Latin digits, with spaces or dashes.
 * Other countries need their prefix (+44…, 0044…). Iranian landlines are refused: codes go by SMS.
 */
export function normalizePhone(raw: string): string | null {
  const compact = toLatinDigits(raw).replace(/[\s\-().\u200c\u200e\u200f]/g, '');
  if (!/^(\+|00)?\d+$/.test(compact)) return null;
  let digits = compact.replace(/^(\+|00)/, '');
  const international = compact !== digits;
  if (!international) {
    if (/^09\d{9}$/.test(digits)) digits = `98${digits.slice(1)}`;
    else if (/^9\d{9}$/.test(digits)) digits = `98${digits}`;
    else if (!/^98\d{10}$/.test(digits)) return null;
  }
  if (digits.startsWith('98')) {
    // +98 0912… is a common slip: drop the trunk zero.
    if (/^980\d{10}$/.test(digits)) digits = `98${digits.slice(3)}`;
    return /^989\d{9}$/.test(digits) ? `+${digits}` : null;
  }
  // E.164: up to 15 digits; the shortest real mobile numbers with country code have 8.
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
}

export function normalizeEmail(raw: string): string | null {
  const value = raw.trim().toLowerCase();
  return value.length <= 254 && EMAIL.test(value) ? value : null;
}

/** Reads a phone number, an email or (when allowed) a username; null when it is none of them. */
export function parseCredential(raw: string, options: { allowUsername?: boolean } = {}): Credential | null {
  const trimmed = toLatinDigits(raw.trim());
  if (!trimmed) return null;
  if (trimmed.includes('@')) {
    const email = normalizeEmail(trimmed);
    return email ? { kind: 'email', value: email } : null;
  }
  const phone = normalizePhone(trimmed);
  if (phone) return { kind: 'phone', value: phone };
  if (options.allowUsername) {
    const username = trimmed.toLowerCase();
    if (USERNAME.test(username)) return { kind: 'username', value: username };
  }
  return null;
}

/**
 * What a person recognises: 0912 123 4567 for Iranian mobiles, the E.164 form otherwise; in Persian
 * digits on Persian pages.
 */
export function displayPhone(e164: string, locale: 'fa' | 'en' = 'en'): string {
  const text = /^\+989\d{9}$/.test(e164) ? `0${e164.slice(3, 6)} ${e164.slice(6, 9)} ${e164.slice(9)}` : e164;
  return locale === 'fa' ? toPersianDigits(text) : text;
}
