import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { toolCopy } from '@/content/ai-tools';
import { Link } from '@/i18n/navigation';
import type { SharedDesign } from '@/lib/ai-tools';
import { KindIcon } from './kind-icon';

/** Real results (featured shared designs), each opening its shared page. */
export async function ExampleStrip({ examples, locale }: { examples: SharedDesign[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'aiPages' });
  return (
    <ul className="-mx-4 mt-5 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
      {examples.slice(0, 10).map((example) => {
        const name = toolCopy(example.tool, locale).name;
        const thumbnail = example.outputs[0]?.thumbnailUrl;
        return (
          <li key={example.slug} className="w-36 shrink-0 snap-start sm:w-44">
            <Link
              href={`/shared/${example.slug}`}
              prefetch={false}
              className="group block overflow-hidden rounded-2xl border border-[var(--border)] bg-[var(--surface)] focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <div className="relative aspect-square bg-[var(--surface-muted)]">
                {thumbnail ? (
                  <img
                    src={thumbnail}
                    alt={t('madeBy', { tool: name })}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="absolute inset-0 grid place-items-center bg-[linear-gradient(135deg,#312e81,#7c3aed)]"
                  >
                    <KindIcon kind={example.outputs[0]?.kind ?? 'image'} className="size-12 text-white/85" />
                  </span>
                )}
                {example.preview ? (
                  <span className="absolute start-2 top-2 rounded-full bg-black/65 px-2 py-0.5 text-[11px] font-semibold text-white">
                    {t('offlinePreview')}
                  </span>
                ) : null}
              </div>
              <p className="truncate px-3 py-2 text-sm font-semibold">{name}</p>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
