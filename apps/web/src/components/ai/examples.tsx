import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { toolCopy } from '@/content/ai-tools';
import type { SharedDesign } from '@/lib/ai-tools';
import { Badge } from '@/components/ui/badge';
import { CardLink } from '@/components/ui/card';
import { ResultThumbnail } from './kind-icon';

/** Real results (featured shared designs), each opening its shared page. */
export async function ExampleStrip({ examples, locale }: { examples: SharedDesign[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'aiPages' });
  return (
    <ul className="-mx-4 mt-5 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
      {examples.slice(0, 10).map((example) => {
        const name = toolCopy(example.tool, locale).name;
        const output = example.outputs[0];
        return (
          <li key={example.slug} className="w-36 shrink-0 snap-start sm:w-44">
            <CardLink href={`/shared/${example.slug}`} prefetch={false} className="overflow-hidden p-0 sm:p-0">
              <div className="relative aspect-square bg-muted">
                <ResultThumbnail
                  src={output?.thumbnailUrl}
                  alt={t('madeBy', { tool: name })}
                  kind={output?.kind ?? 'image'}
                  sizes="(min-width: 640px) 11rem, 9rem"
                />
                {example.preview ? (
                  <Badge tone="neutral" className="absolute start-2 top-2">
                    {t('offlinePreview')}
                  </Badge>
                ) : null}
              </div>
              <p className="truncate px-3 py-2 text-sm font-semibold">{name}</p>
            </CardLink>
          </li>
        );
      })}
    </ul>
  );
}
