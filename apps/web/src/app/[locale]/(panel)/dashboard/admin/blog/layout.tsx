import type { Locale } from '@rassam/i18n';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { requireAdmin } from '@/lib/guards';

/**
 * The blog's back office reads `adminBlog` in the browser, and the parts it shares with the services' and the
 * market's back offices (move buttons, edit and delete dialogs) read `adminServices` and `adminMarket`. A
 * nested provider replaces its parent's messages, hence the full list. Layouts render side by side, so this
 * one checks the admin again itself: otherwise its messages would reach a non-admin's 404 page.
 */
const blogClientNamespaces = ['common', 'dateField', 'adminMarket', 'adminServices', 'adminBlog'] as const;

export default async function AdminBlogLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  await requireAdmin((await params).locale as Locale);
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={Object.fromEntries(blogClientNamespaces.map((ns) => [ns, messages[ns]]))}>
      {children}
    </NextIntlClientProvider>
  );
}
