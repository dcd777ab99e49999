import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import fa from '@rassam/i18n/messages/fa.json';
import en from '@rassam/i18n/messages/en.json';
import { routing } from './routing';

const messages = { fa, en } as const;

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: messages[locale], timeZone: 'Asia/Tehran' };
});
