import type { Locale } from '@rassam/i18n';
import { THUMBNAIL_WIDTH } from '@rassam/api/image-widths';
import { getTranslations } from 'next-intl/server';
import { toolCopy } from '@/content/ai-tools';
import { Link } from '@/i18n/navigation';
import type { SharedDesign } from '@/lib/ai-tools';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { TextLink } from '@/components/ui/text-link';
import { providerNames } from '@/components/admin/ai-labels';
import type { RemoteProvider } from '@/components/admin/types';
import { checkerboard } from '@/components/studio/viewers/ui';
import { KindPlaceholder, mediaBackdrop } from './kind-icon';

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
      <div className={cn('grid size-full place-items-center p-6', mediaBackdrop)}>
        <audio controls preload="none" src={output.url} aria-label={alt} className="w-full" />
      </div>
    ) : output.kind === 'model3d' && !output.thumbnailUrl ? (
      <Link href={`/shared/${example.slug}`} aria-label={alt} className="block size-full">
        <KindPlaceholder kind="model3d" className="size-full" />
      </Link>
    ) : (
      <img
        // The thumbnail is enough for a phone and the page's column; wider screens at 2x get the original.
        src={output.thumbnailUrl ?? output.url}
        srcSet={
          output.kind === 'image' && output.thumbnailUrl && output.width && output.width > THUMBNAIL_WIDTH
            ? `${output.thumbnailUrl} ${THUMBNAIL_WIDTH}w, ${output.url} ${output.width}w`
            : undefined
        }
        sizes="(min-width: 1024px) 36rem, 100vw"
        alt={alt}
        width={output.width ?? undefined}
        height={output.height ?? undefined}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        className={cn('size-full object-contain', checkerboard)}
      />
    );
  return (
    <figure className="overflow-hidden rounded-3xl border border-border bg-muted shadow-lg">
      <div className="aspect-[4/3]">{media}</div>
      <figcaption hidden={!caption} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
        <Badge tone="outline">{await madeByLabel(example, locale)}</Badge>
        <TextLink href={`/shared/${example.slug}`}>{t('sample')}</TextLink>
      </figcaption>
    </figure>
  );
}
