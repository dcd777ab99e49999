import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { toolCopy } from '@/content/ai-tools';
import { Link } from '@/i18n/navigation';
import type { SharedDesign } from '@/lib/ai-tools';
import { CubeIcon } from '@/components/ui/icons';
import { providerNames } from '@/components/admin/ai-labels';
import type { RemoteProvider } from '@/components/admin/types';

/** Who made a result, in words: an offline preview, our own servers, or the provider by its name. */
export async function madeByLabel(design: Pick<SharedDesign, 'provider' | 'model' | 'preview'>, locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'aiPages' });
  if (design.preview) return t('offlinePreview');
  // The provider's brand, never a model id ("upscale", "fal-ai/flux/dev"): a reader knows the one and not
  // the other. A run on a provider this page does not know is said to be ours, as an offline one is.
  const provider = providerNames[design.provider as RemoteProvider];
  return provider ? t('providerMade', { provider }) : t('offlineMade');
}

/** The first output of a real example, as the medium it is, linking to its shared page. */
export async function SampleOutput({
  example,
  locale,
  caption = true,
  priority = false,
}: {
  example: SharedDesign;
  locale: Locale;
  /** Who made it and a link to its page, under the media (the shared page says so itself). */
  caption?: boolean;
  /** The page's main picture (its largest paint): fetched first. */
  priority?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'aiPages' });
  const output = example.outputs[0];
  if (!output) return null;
  const name = toolCopy(example.tool, locale).name;
  const alt = t('madeBy', { tool: name });
  const media =
    output.kind === 'video' ? (
      <video
        controls
        playsInline
        preload="none"
        poster={output.thumbnailUrl ?? undefined}
        src={output.url}
        aria-label={alt}
        className="size-full bg-black object-contain"
      />
    ) : output.kind === 'audio' ? (
      <div className="grid size-full place-items-center bg-[linear-gradient(135deg,#312e81,#7c3aed)] p-6">
        <audio controls preload="none" src={output.url} aria-label={alt} className="w-full" />
      </div>
    ) : output.kind === 'model3d' && !output.thumbnailUrl ? (
      <Link
        href={`/shared/${example.slug}`}
        aria-label={alt}
        className="grid size-full place-items-center bg-[linear-gradient(160deg,#1e293b,#334155)]"
      >
        <CubeIcon className="size-20 text-white/80" />
      </Link>
    ) : (
      <img
        // The 768 px copy is enough for a phone and the page's column; wider screens at 2x get the original.
        src={output.thumbnailUrl ?? output.url}
        srcSet={
          output.kind === 'image' && output.thumbnailUrl && output.width && output.width > 768
            ? `${output.thumbnailUrl} 768w, ${output.url} ${output.width}w`
            : undefined
        }
        sizes="(min-width: 1024px) 36rem, 100vw"
        alt={alt}
        width={output.width ?? undefined}
        height={output.height ?? undefined}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        className="size-full bg-[repeating-conic-gradient(#e5e7eb_0_25%,#fff_0_50%)] bg-[length:20px_20px] object-contain"
      />
    );
  return (
    <figure className="overflow-hidden rounded-3xl border border-[var(--border)] bg-[var(--surface-muted)] shadow-lg">
      <div className="aspect-[4/3]">{media}</div>
      <figcaption hidden={!caption} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
        <span className="rounded-full bg-[var(--surface)] px-2.5 py-1 font-semibold">
          {await madeByLabel(example, locale)}
        </span>
        <Link
          href={`/shared/${example.slug}`}
          className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          {t('sample')}
        </Link>
      </figcaption>
    </figure>
  );
}
