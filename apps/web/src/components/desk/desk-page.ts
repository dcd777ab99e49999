import 'server-only';
import type { Locale } from '@rassam/i18n';
import { notFound } from 'next/navigation';
import { notFoundIfMissing } from '@/lib/missing';
import { panelMetadata } from '@/lib/panel-page';
import { isStaff } from '@/lib/roles';
import { isUuid } from '@/lib/search-params';
import { getCurrentUser, type ApiResult } from '@/lib/server-api';
import type { TitleKey } from '@/routes/manifest';

/**
 * A desk page's metadata: the panel's for support and admin accounts; for anyone else signed in, the 404
 * page's, so not even the tab's title tells that the page exists (as the back office's adminMetadata). A
 * page of one record (`record`: the page's own cached loader) is the 404 page's too when there is no such
 * record.
 */
export function deskMetadata(path: string, titleKey: TitleKey, record?: (id: string) => Promise<ApiResult<unknown>>) {
  const metadata = panelMetadata(path, titleKey);
  return async (props: { params: Promise<{ locale: Locale; id?: string }> }) => {
    const user = await getCurrentUser();
    if (user && !isStaff(user)) notFound();
    if (user && record) {
      const { id = '' } = await props.params;
      if (!isUuid(id)) notFound();
      notFoundIfMissing(await record(id));
    }
    return metadata(props);
  };
}
