import 'server-only';
import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { toolCopy } from '@/content/ai-tools';
import { pageMetadata } from '@/lib/metadata';
import { studioPageTitle } from './titles';

type StudioPage = 'aiHistory' | 'aiNew' | 'aiResult';

/**
 * The metadata of a tool's studio page (private like every dashboard page): titled with the tool's name
 * and the page, in the page's language.
 */
export async function studioMetadata(locale: Locale, slug: string, path: string, page: StudioPage) {
  const titles = await getTranslations({ locale, namespace: 'titles' });
  const title = studioPageTitle(toolCopy(slug, locale).name, titles(page));
  return { ...(await pageMetadata(locale, path, page, undefined, { title })), robots: { index: false, follow: false } };
}
