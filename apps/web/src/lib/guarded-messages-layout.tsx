import 'server-only';
import type { Locale } from '@rassam/i18n';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

type Namespace = keyof Awaited<ReturnType<typeof getMessages>>;

/**
 * A layout of private pages (the back office, the support desk) that hands their client components the
 * namespaces they read, past the section's guard. A nested provider replaces its parent's messages, so each
 * lists all it needs. Layouts render beside their pages, so the guard runs here too: otherwise the messages
 * would reach a refused visitor's 404 page in its payload.
 */
export function guardedMessagesLayout(guard: (locale: Locale) => Promise<unknown>, namespaces: readonly Namespace[]) {
  return async function GuardedMessagesLayout({
    children,
    params,
  }: {
    children: ReactNode;
    params: Promise<{ locale: string }>;
  }) {
    await guard((await params).locale as Locale);
    const messages = await getMessages();
    return (
      <NextIntlClientProvider messages={Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]]))}>
        {children}
      </NextIntlClientProvider>
    );
  };
}
