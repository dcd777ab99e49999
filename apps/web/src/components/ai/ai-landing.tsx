import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { aiGroupCopy, toolCopy } from '@/content/ai-tools';
import { Eyebrow } from '@/components/content/eyebrow';
import { SectionHeading } from '@/components/content/section-heading';
import { JsonLd } from '@/components/market/json-ld';
import { GROUP_ORDER, getAiTools, getExamples } from '@/lib/ai-tools';
import { absoluteUrl } from '@/lib/metadata';
import { collectionPageLd } from '@/lib/structured-data';
import { ExampleStrip } from './examples';
import { describePrice } from './price';
import { ToolDirectory, type DirectoryGroup } from './tool-directory';

/**
 * The AI landing (`/ai`, and `/services/ai`): every tool of the catalogue grouped, with search, prices
 * and real examples. `base` is where the tool pages live (`/ai` or `/services`).
 */
export async function AiLanding({ locale, base }: { locale: Locale; base: '/ai' | '/services' }) {
  const [t, tools, examples] = await Promise.all([
    getTranslations({ locale, namespace: 'aiPages' }),
    getAiTools(),
    getExamples(),
  ]);
  const thumbnailOf = new Map(
    examples.map((example) => [example.tool, example.outputs[0]?.thumbnailUrl ?? null] as const),
  );
  const groups: DirectoryGroup[] = await Promise.all(
    GROUP_ORDER.map(async (key) => ({
      key,
      name: aiGroupCopy[key][locale].name,
      description: aiGroupCopy[key][locale].description,
      tools: await Promise.all(
        tools
          .filter((tool) => tool.group === key)
          .map(async (tool) => {
            const copy = toolCopy(tool.slug, locale);
            return {
              slug: tool.slug,
              href: `${base}/${tool.slug}`,
              name: copy.name,
              tagline: copy.tagline,
              keywords: copy.keywords,
              price: (await describePrice(tool, locale)).short,
              thumbnail: thumbnailOf.get(tool.slug) ?? null,
              available: tool.available,
              kind: tool.outputKind,
            };
          }),
      ),
    })),
  );

  // The tools as a list for search engines, at their canonical addresses (`/services` copies `/ai`).
  const collection = collectionPageLd({
    name: t('heading'),
    description: t('intro'),
    url: absoluteUrl(locale, '/ai'),
    language: locale,
    items: groups.flatMap((group) =>
      group.tools.map((tool) => ({ name: tool.name, url: absoluteUrl(locale, `/ai/${tool.slug}`) })),
    ),
  });

  const listed = groups.filter((group) => group.tools.length > 0);
  const toolCount = listed.reduce((sum, group) => sum + group.tools.length, 0);
  return (
    <>
      <JsonLd data={collection} />
      <section className="bg-card">
        <div className="mx-auto max-w-7xl px-4 py-12 text-center sm:px-6 md:py-16">
          <Eyebrow>{t('eyebrow')}</Eyebrow>
          <h1 className="mx-auto mt-2 max-w-3xl text-3xl font-black leading-tight sm:text-4xl md:text-5xl">
            {base === '/services' ? t('servicesHeading') : t('heading')}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{t('intro')}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        {examples.length ? (
          <section aria-labelledby="examples" className="pt-10">
            <SectionHeading id="examples" size="md">
              {t('examples')}
            </SectionHeading>
            <ExampleStrip examples={examples} locale={locale} />
          </section>
        ) : null}
        <div className="pt-10">
          <ToolDirectory
            groups={listed}
            labels={{
              search: t('search'),
              placeholder: t('searchPlaceholder'),
              noMatch: t('noMatch'),
              found: Array.from({ length: toolCount + 1 }, (_, count) => t('found', { count })),
            }}
          />
        </div>
      </div>
    </>
  );
}
