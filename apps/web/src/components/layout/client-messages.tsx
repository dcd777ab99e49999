import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/**
 * The copy the public pages' client components read (the header's menus, the error page, the result
 * viewers, the market's map): the locale layout sends only these with every page. The rest (the
 * dashboard's, the sign-in forms') was about 10 KB gzip of every page's HTML, a third of it.
 */
export const publicClientNamespaces = [
  'common',
  'nav',
  'errorPage',
  'viewers',
  'marketMap',
  // The header's notification bell, for a signed-in visitor.
  'notificationCenter',
] as const satisfies Namespace[];

type Namespace = keyof Awaited<ReturnType<typeof getMessages>>;

/**
 * Copy for the client components of one part of the site (the dashboard, the sign-in pages), sent with
 * that part's pages only. A nested provider replaces its parent's messages, so the public ones come along.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  const sent = [...publicClientNamespaces, ...namespaces];
  return (
    <NextIntlClientProvider messages={Object.fromEntries(sent.map((ns) => [ns, messages[ns]]))}>
      {children}
    </NextIntlClientProvider>
  );
}
