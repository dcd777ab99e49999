import 'server-only';
import type { Locale } from '@rassam/i18n';
import { findTool } from '@rassam/ai/catalogue';
import { toolCopy } from '@/content/ai-tools';
import { getExamples } from '@/lib/ai-tools';
import { pageMetadata } from '@/lib/metadata';
import { toolDescription } from '@/lib/meta-description';

/**
 * A tool page's head: the tool's name as title, its tagline and description, a real example as picture.
 * `/services/{tool}` is the same page as `/ai/{tool}` under the spec's other address: its canonical is
 * the `/ai` one, so that search engines index one of the two.
 */
export async function toolMetadata(locale: Locale, base: '/ai' | '/services', slug: string) {
  if (!findTool(slug)) return {};
  const copy = toolCopy(slug, locale);
  const [example] = await getExamples(slug);
  const picture = example?.outputs.find((output) => output.thumbnailUrl || output.kind === 'image');
  return pageMetadata(locale, `${base}/${slug}`, 'default', toolDescription(copy), {
    title: copy.name,
    canonicalPath: `/ai/${slug}`,
    ...(picture
      ? { image: { url: picture.kind === 'image' ? picture.url : picture.thumbnailUrl!, ...size(picture) } }
      : {}),
  });
}

const size = (output: { width: number | null; height: number | null; kind: string }) =>
  output.kind === 'image' && output.width && output.height ? { width: output.width, height: output.height } : {};
