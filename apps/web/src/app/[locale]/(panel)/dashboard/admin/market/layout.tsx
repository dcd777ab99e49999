import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/**
 * The market back office's forms and dialogs read `adminMarket` in the browser. The admin layout above has
 * already let only admins through; a nested provider replaces its parent's messages, hence the full list.
 */
const marketClientNamespaces = ['common', 'admin', 'adminMarket'] as const;

export default async function AdminMarketLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={Object.fromEntries(marketClientNamespaces.map((ns) => [ns, messages[ns]]))}>
      {children}
    </NextIntlClientProvider>
  );
}
