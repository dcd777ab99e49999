import './globals.css';
import { localeDirection, toPersianDigits, type Locale } from '@rassam/i18n';
import en from '@rassam/i18n/messages/en.json';
import fa from '@rassam/i18n/messages/fa.json';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { ErrorView } from '@/components/layout/error-view';

const messages = { fa, en } as const;

export const metadata: Metadata = { robots: { index: false } };

/**
 * Addresses no page claims. Rendered on the server as a whole document (Next.js renders a segment's
 * not-found only in the browser), in the language the proxy resolved for the address.
 */
export default async function GlobalNotFound() {
  const store = await headers();
  const resolved = store.get('x-next-intl-locale');
  const locale: Locale =
    resolved === 'en' || resolved === 'fa' ? resolved : store.get('x-pathname')?.startsWith('/en') ? 'en' : 'fa';
  const t = messages[locale];
  return (
    <html lang={locale} dir={localeDirection[locale]}>
      <head>
        <title>{`${t.titles.notFound} | ${t.site.name}`}</title>
      </head>
      <body className="min-h-dvh antialiased">
        <ErrorView
          status={locale === 'fa' ? toPersianDigits(404) : 404}
          title={t.errorPage.notFound}
          body={t.errorPage.notFoundBody}
          homeLabel={t.errorPage.mainPage}
          homeHref={locale === 'fa' ? '/' : '/en'}
        />
      </body>
    </html>
  );
}
