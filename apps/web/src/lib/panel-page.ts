import type { Locale } from '@rassam/i18n';
import { pageMetadata } from './metadata';
import type { TitleKey } from '@/routes/manifest';

/** Dashboard pages are private: described for the tab, never indexed. */
export function panelMetadata(path: string, titleKey: TitleKey) {
  return async ({ params }: { params: Promise<{ locale: Locale }> }) => {
    const { locale } = await params;
    return { ...(await pageMetadata(locale, path, titleKey)), robots: { index: false, follow: false } };
  };
}
