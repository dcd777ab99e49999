import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { locale as routeLocale } from 'next/root-params';
import fa from '@rassam/i18n/messages/fa.json';
import en from '@rassam/i18n/messages/en.json';
import { routing } from './routing';

const messages = { fa, en } as const;

/**
 * The [locale] segment, read without the request (next/root-params): a page cached for everyone must not
 * touch headers, and setRequestLocale does not reach everything (a 404's page and metadata render without
 * the page that set it). Outside that segment (route handlers, the global 404) there is none.
 */
async function localeOfRoute(): Promise<string | undefined> {
  try {
    return (await routeLocale()) as string | undefined;
  } catch {
    return undefined;
  }
}

// Not destructured: `requestLocale` is a getter that reads the request's headers as soon as it is touched.
export default getRequestConfig(async (params) => {
  const requested = (await localeOfRoute()) ?? (await params.requestLocale);
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: messages[locale], timeZone: 'Asia/Tehran' };
});
