import 'server-only';
import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { UnitWords } from '@/lib/money';
import { panelMetadata } from '@/lib/panel-page';
import { getCurrentUser } from '@/lib/server-api';
import type { TitleKey } from '@/routes/manifest';

/**
 * A back-office page's metadata: the panel's (private, never indexed) for an admin; for anyone else signed
 * in, the 404 page's, so not even the tab's title tells that the page exists. A visitor is sent to sign in
 * by the page's guard, as on every dashboard page.
 */
export function adminMetadata(path: string, titleKey: TitleKey) {
  const metadata = panelMetadata(path, titleKey);
  return async (props: { params: Promise<{ locale: Locale }> }) => {
    const user = await getCurrentUser();
    if (user && user.role !== 'admin') notFound();
    return metadata(props);
  };
}

/** The `admin.units` words around an amount, on the server (package-forms' `useUnitWords` in the browser). */
export async function adminUnitWords(): Promise<UnitWords> {
  const t = await getTranslations('admin');
  return {
    rials: (amount) => t('units.rials', { amount }),
    cents: (amount) => t('units.cents', { amount }),
    toman: (amount) => t('units.toman', { amount }),
  };
}
