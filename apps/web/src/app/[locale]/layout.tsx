import '../globals.css';
import { getEnv } from '@rassam/api/env';
import { localeDirection, type Locale } from '@rassam/i18n';
import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { publicClientNamespaces } from '@/components/layout/client-messages';
import { DemoBanner } from '@/components/layout/demo-banner';
import { DocumentClasses } from '@/components/layout/document-classes';
import { LocaleCookie } from '@/components/layout/locale-cookie';
import { preloadFonts } from '@/components/layout/font-preload';
import { Providers } from '@/components/layout/providers';
import { routing } from '@/i18n/routing';
import { themeScript } from '@/lib/csp';

/**
 * None at build time (decision 030): what a page holds depends on the installation's configuration (its
 * address, the demo's banner, the English host) and data, which the build has not got, so public pages are
 * rendered on their first visit and then kept; those of one visitor say `dynamic = 'force-dynamic'`
 * (the panel's and sign-in's layouts, the market's searches). Any first segment but the two locales
 * (e.g. /foo.php, which skips the proxy) is a 404 before anything renders (below).
 */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'site' });
  return {
    metadataBase: new URL(getEnv().siteOrigin),
    title: { template: `%s | ${t('name')}`, default: t('name') },
    description: t('description'),
    applicationName: t('name'),
    icons: { icon: '/icon.svg' },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0b1020' },
  ],
};

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  preloadFonts(locale);
  const t = await getTranslations({ locale, namespace: 'loading' });
  const dir = localeDirection[locale];
  const messages = await getMessages();
  // Client components get only the namespaces they use; page copy rendered on the server stays out of the payload.
  const clientMessages = Object.fromEntries(publicClientNamespaces.map((ns) => [ns, messages[ns]]));
  return (
    // No cookie is read here, so that public pages are one HTML for everyone: the theme script sets the
    // dark class (and `signed-in`) before the first paint, hence suppressHydrationWarning.
    <html lang={locale} dir={dir} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="min-h-dvh antialiased">
        <DocumentClasses />
        <LocaleCookie locale={locale} />
        <DemoBanner locale={locale} />
        <NextIntlClientProvider messages={clientMessages}>
          <Providers dir={dir} loadingLabel={t('page')}>
            {children}
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
