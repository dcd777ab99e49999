import type { Locale } from '@rassam/i18n';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { requireStaff } from '@/lib/guards';

/** What the desk's client components read (the composer, the actions, the saved replies' forms). */
const deskClientNamespaces = ['common', 'desk'] as const;

/**
 * The support desk: support and admin accounts only; anyone else signed in gets the 404 page (each page
 * checks again). Its copy reaches the browser from here, for the desk only (a nested provider replaces its
 * parent's messages, hence the list).
 */
export default async function SupportLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  await requireStaff((await params).locale as Locale);
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={Object.fromEntries(deskClientNamespaces.map((ns) => [ns, messages[ns]]))}>
      {children}
    </NextIntlClientProvider>
  );
}
