import type { Locale } from '@rassam/i18n';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { requireAdmin } from '@/lib/guards';

/**
 * The service catalogue's back office reads `adminServices` in the browser, and the market back office's
 * edit dialogs it shares read `adminMarket`. A nested provider replaces its parent's messages, hence the full
 * list. Layouts render side by side, so this one checks the admin again itself: otherwise its messages would
 * reach a non-admin's 404 page in the page's payload.
 */
const servicesClientNamespaces = ['common', 'dateField', 'admin', 'adminMarket', 'adminServices', 'wallet'] as const;

export default async function AdminServicesLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  await requireAdmin((await params).locale as Locale);
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={Object.fromEntries(servicesClientNamespaces.map((ns) => [ns, messages[ns]]))}>
      {children}
    </NextIntlClientProvider>
  );
}
