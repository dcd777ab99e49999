/**
 * A notification's words in one language, from the `notifications` namespace of packages/i18n's messages
 * (decision 042): the title and body the list shows, the SMS and the email. The API renders them itself, for the
 * SMS and email it sends and for clients outside the web app; the web reads the same messages. Only plain
 * `{name}` arguments are used there (no ICU plurals), so this small formatter reads them as next-intl does.
 */
import type enMessages from '@rassam/i18n/messages/en.json';
import { toPersianDigits, type Locale } from '@rassam/i18n';
import type { Env } from '../../env';
import { escapeHtml } from '../notify/smtp';
import { notificationKinds, type NotificationKind } from './kinds';

/**
 * The messages as written (plain JSON, read by Node itself): not through the web's bundler, where next-intl
 * precompiles them into its own format, and with the JSON type Node's loader (the web server's, the browser
 * tests') asks for. The bundler is told to leave the import to Node, which finds the workspace package.
 */
const readMessages = async (specifier: string): Promise<typeof enMessages> =>
  (await import(/* turbopackIgnore: true */ /* webpackIgnore: true */ specifier, { with: { type: 'json' } })).default;
const [fa, en] = await Promise.all([
  readMessages('@rassam/i18n/messages/fa.json'),
  readMessages('@rassam/i18n/messages/en.json'),
]);
const messages = { fa: fa.notifications, en: en.notifications } as const;

/** The namespace's message at a dotted key, in `locale`, its `{name}` arguments filled in. */
function translator(locale: Locale) {
  return (key: string, args: Record<string, string> = {}): string => {
    let node: unknown = messages[locale];
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== 'string') throw new Error(`notifications: no message ${key} in ${locale}`);
    return node.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = args[name];
      if (value === undefined) throw new Error(`notifications: ${key} in ${locale} needs {${name}}`);
      return value;
    });
  };
}

/**
 * The data's fields as a message's arguments: numbers in the reader's digits, texts as they are. A text kept in
 * both languages is two fields, `title` (Persian) and `titleEn`: in English `titleEn` stands for `title`, so both
 * languages' messages name the same argument.
 */
function argumentsOf(data: Record<string, unknown>, locale: Locale): Record<string, string> {
  const args: Record<string, string> = Object.fromEntries(
    Object.entries(data).map(([name, value]) => [
      name,
      typeof value === 'number' ? (locale === 'fa' ? toPersianDigits(String(value)) : String(value)) : isolate(value),
    ]),
  );
  if (locale === 'en') {
    for (const [name, value] of Object.entries(data)) {
      const base = /^(\w+)En$/.exec(name)?.[1];
      if (base && base in data && typeof value === 'string') args[base] = isolate(value);
    }
  }
  return args;
}

/**
 * A text of the user's or the desk's (a subject, a title) inside a sentence of the other direction, in a Unicode
 * isolate (FSI … PDI): "an English subject in a Persian sentence" keeps each in its own order wherever it is
 * shown (the bell, an email, an SMS).
 */
const isolate = (value: unknown) => `\u2068${String(value)}\u2069`;

export function notificationText(kind: NotificationKind, data: Record<string, unknown>, locale: Locale) {
  const t = translator(locale);
  const args = argumentsOf(data, locale);
  return { title: t(`kinds.${kind}.title`, args), body: t(`kinds.${kind}.body`, args) };
}

/** A page of ours in the reader's language (Persian on the site's origin, English under /en or EN_HOST). */
export function pageUrl(env: Pick<Env, 'siteOrigin' | 'englishOrigin' | 'EN_HOST'>, locale: Locale, path: string) {
  if (locale === 'fa') return `${env.siteOrigin}${path}`;
  return env.EN_HOST ? `${env.englishOrigin}${path}` : `${env.siteOrigin}/en${path}`;
}

export function notificationPath(kind: NotificationKind, data: Record<string, unknown>): string {
  // The data was checked against the kind's schema when it was written (notify).
  const path = notificationKinds[kind].path as (data: Record<string, unknown>) => string;
  return path(data);
}

/** The SMS of a notification: its title and the page's address. */
export function noticeSms(text: { title: string }, link: string, locale: Locale): string {
  return translator(locale)('sms', { title: text.title, link });
}

/** The email of a notification: its title as the subject, its body, the page and how to stop such emails. */
export function noticeEmail(
  text: { title: string; body: string },
  link: string,
  settingsLink: string,
  locale: Locale,
): { subject: string; text: string; html: string } {
  const t = translator(locale);
  const open = t('email.open');
  const footer = t('email.footer', { settings: settingsLink });
  const dir = locale === 'fa' ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const html = [
    '<!doctype html>',
    `<html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"></head>`,
    `<body dir="${dir}" style="font-family:Tahoma,Arial,sans-serif;text-align:${align}">`,
    `<p style="font-size:18px;font-weight:bold">${escapeHtml(text.title)}</p>`,
    `<p>${escapeHtml(text.body)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(open)}</a></p>`,
    `<p style="color:#555;font-size:12px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: text.title, text: `${text.body}\n\n${open}: ${link}\n\n${footer}\n`, html };
}
