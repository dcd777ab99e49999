/**
 * Email over SMTP (nodemailer): one-time codes, whose subject and text follow the message's locale (Persian
 * mail shows the code in Persian digits and carries an HTML part with dir="rtl"), and notifications, rendered
 * by the notifications module.
 */
import nodemailer from 'nodemailer';
import {
  DeliveryError,
  type NoticeChannel,
  type NoticeMessage,
  type OtpChannel,
  type OtpLocale,
  type OtpMessage,
} from './notify.types';
import { redact, sanitizeError, toAsciiDigits } from './provider-http';

const PROVIDER = 'smtp';
const DEFAULT_TTL_MINUTES = 2;

/** Connection limits for an interactive flow, unless the URL sets its own (`?connectionTimeout=…`). */
const URL_DEFAULTS: Record<string, string> = {
  connectionTimeout: '10000',
  greetingTimeout: '10000',
  socketTimeout: '20000',
};

/** A transport for `url` and the mail-sending step both channels share (errors mapped, secrets kept out). */
function smtpSender(url: string, from: string) {
  const parsed = new URL(url);
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new Error('SMTP URL must start with smtp:// or smtps://');
  }
  for (const [key, value] of Object.entries(URL_DEFAULTS)) {
    if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, value);
  }
  const secrets = [parsed.password, safeDecode(parsed.password)].filter(Boolean);
  const transport = nodemailer.createTransport(parsed.toString());

  return async (rawTo: string, content: { subject: string; text: string; html?: string }) => {
    const to = rawTo.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(to)) throw new DeliveryError(PROVIDER, false, `${PROVIDER}: not an email address`);
    try {
      const info = await transport.sendMail({ from, to, ...content });
      return typeof info.messageId === 'string' ? { providerMessageId: info.messageId } : {};
    } catch (error) {
      const responseCode = (error as { responseCode?: unknown }).responseCode;
      const code = (error as { code?: unknown }).code;
      const text = redact(error instanceof Error ? error.message : String(error), secrets);
      throw new DeliveryError(PROVIDER, isRetryable(responseCode, code), `${PROVIDER}: ${text}`, {
        cause: sanitizeError(error, secrets),
        ...(typeof responseCode === 'number' ? { status: responseCode } : {}),
      });
    }
  };
}

export function createSmtpChannel(options: { url: string; from: string; ttlMinutes?: number }): OtpChannel {
  const send = smtpSender(options.url, options.from);
  const ttlMinutes = options.ttlMinutes ?? DEFAULT_TTL_MINUTES;
  return {
    name: PROVIDER,
    send: (message: OtpMessage) =>
      send(message.to, renderOtpEmail({ ...message, code: toAsciiDigits(message.code.trim()) }, ttlMinutes)),
  };
}

/** Notifications (decision 042): the subject, text and HTML the notifications module rendered. */
export function createSmtpNoticeChannel(options: { url: string; from: string }): NoticeChannel {
  const send = smtpSender(options.url, options.from);
  return {
    name: PROVIDER,
    send: (notice: NoticeMessage) =>
      send(notice.to, { subject: notice.subject, text: notice.text, ...(notice.html ? { html: notice.html } : {}) }),
  };
}

/** Transient SMTP replies (4xx) and connection trouble may pass later; 5xx replies and auth will not. */
function isRetryable(responseCode: unknown, code: unknown): boolean {
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return (
    typeof code === 'string' &&
    ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'EPROTOCOL', 'ECONNREFUSED', 'ECONNRESET'].includes(code)
  );
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

export function toPersianDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)] ?? d);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const LEAD: Record<OtpLocale, Record<OtpMessage['purpose'], string>> = {
  fa: {
    verify: 'برای تأیید نشانی ایمیل خود در رسام از این کد استفاده کنید:',
    login: 'برای ورود به رسام از این کد استفاده کنید:',
    reset: 'برای بازیابی رمز عبور خود در رسام از این کد استفاده کنید:',
    change: 'برای تأیید تغییر در حساب رسام خود از این کد استفاده کنید:',
  },
  en: {
    verify: 'Use this code to verify your email address on Rassam:',
    login: 'Use this code to sign in to Rassam:',
    reset: 'Use this code to reset your Rassam password:',
    change: 'Use this code to confirm the change to your Rassam account:',
  },
};

/** Subject, text and HTML of a one-time-code email in the message's locale. */
export function renderOtpEmail(
  message: Pick<OtpMessage, 'code' | 'locale' | 'purpose'>,
  ttlMinutes = DEFAULT_TTL_MINUTES,
): { subject: string; text: string; html: string } {
  const lead = LEAD[message.locale][message.purpose];
  if (message.locale === 'fa') {
    const code = toPersianDigits(message.code);
    const validity = `این کد تا ${toPersianDigits(String(ttlMinutes))} دقیقه معتبر است.`;
    const ignore = 'اگر شما این کد را درخواست نکرده‌اید، این ایمیل را نادیده بگیرید.';
    return {
      subject: `کد تأیید رسام: ${code}`,
      text: `${lead}\n\n${code}\n\n${validity}\n${ignore}\n`,
      html: page('fa', 'rtl', lead, code, [validity, ignore]),
    };
  }
  const validity = `This code is valid for ${ttlMinutes} minute${ttlMinutes === 1 ? '' : 's'}.`;
  const ignore = 'If you did not ask for this code, you can ignore this email.';
  return {
    subject: `Your Rassam verification code: ${message.code}`,
    text: `${lead}\n\n${message.code}\n\n${validity}\n${ignore}\n`,
    html: page('en', 'ltr', lead, message.code, [validity, ignore]),
  };
}

function page(lang: string, dir: 'rtl' | 'ltr', lead: string, code: string, notes: string[]): string {
  const align = dir === 'rtl' ? 'right' : 'left';
  return [
    `<!doctype html>`,
    `<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"></head>`,
    `<body dir="${dir}" style="font-family:Tahoma,Arial,sans-serif;text-align:${align}">`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p>`,
    ...notes.map((n) => `<p style="color:#555">${escapeHtml(n)}</p>`),
    `</body></html>`,
  ].join('\n');
}
