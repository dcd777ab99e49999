import 'server-only';
import type { Locale } from '@rassam/i18n';
import { notFound } from 'next/navigation';
import { panelMetadata } from '@/lib/panel-page';
import { isStaff } from '@/lib/roles';
import { getCurrentUser } from '@/lib/server-api';
import type { TitleKey } from '@/routes/manifest';

/**
 * A desk page's metadata: the panel's for support and admin accounts; for anyone else signed in, the 404
 * page's, so not even the tab's title tells that the page exists (as the back office's adminMetadata).
 */
export function deskMetadata(path: string, titleKey: TitleKey) {
  const metadata = panelMetadata(path, titleKey);
  return async (props: { params: Promise<{ locale: Locale }> }) => {
    const user = await getCurrentUser();
    if (user && !isStaff(user)) notFound();
    return metadata(props);
  };
}
