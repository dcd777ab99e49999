import type { Locale } from '@rassam/i18n';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { requireAdmin } from '@/lib/guards';

/** What the back office's client components read (forms, dialogs, the reconcile button). */
const adminClientNamespaces = ['common', 'dateField', 'wallet', 'admin', 'tourReview'] as const;

/**
 * The back office: admins only; anyone else signed in gets the 404 page (each page checks again). Its copy
 * goes to the browser from here, for admins, instead of through the root layout's client namespaces:
 * nobody else's pages carry it (a nested provider replaces its parent's messages, hence the list).
 */
export default async function AdminLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  await requireAdmin((await params).locale as Locale);
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={Object.fromEntries(adminClientNamespaces.map((ns) => [ns, messages[ns]]))}>
      {children}
    </NextIntlClientProvider>
  );
}
