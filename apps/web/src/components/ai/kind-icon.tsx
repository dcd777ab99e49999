import { CubeIcon } from '@/components/ui/icons/cube';
import { SparkIcon } from '@/components/ui/icons/spark';
import { VideoIcon } from '@/components/ui/icons/video';
import { MusicIcon } from '@/components/ui/icons/music';
import { THUMBNAIL_WIDTH } from '@rassam/api/image-widths';
import { cn } from '@/components/ui/cn';
import { sizedSources } from '@/components/studio/viewers/ui';

/** A picture for an output kind where there is no thumbnail (a sound, a model without a poster). */
export function KindIcon({ kind, className }: { kind: 'image' | 'video' | 'audio' | 'model3d'; className?: string }) {
  if (kind === 'video') return <VideoIcon className={className} />;
  if (kind === 'model3d') return <CubeIcon className={className} />;
  if (kind === 'audio') return <MusicIcon className={className} />;
  return <SparkIcon className={className} />;
}

/**
 * The dark backdrop a result without a picture stands on (a sound, a model without a poster, a tool
 * without an example): a picture's own colours, the same in both themes, white on it.
 */
export const mediaBackdrop = 'bg-[linear-gradient(135deg,#312e81,#7c3aed)] text-white';

/** A result without a picture: its kind's icon on the media backdrop; decorative. */
export function KindPlaceholder({
  kind,
  className,
}: {
  kind: Parameters<typeof KindIcon>[0]['kind'];
  className?: string;
}) {
  return (
    <span aria-hidden="true" className={cn('grid place-items-center', mediaBackdrop, className)}>
      <KindIcon kind={kind} className="size-12 opacity-85 drop-shadow" />
    </span>
  );
}

/**
 * A card's picture of a result, filling its box and growing a little when the card (a `group`) is hovered;
 * the kind's placeholder where there is none. A shared thumbnail comes at the API's smaller widths too, so a
 * phone's small card loads a copy its size rather than the phone-wide thumbnail.
 */
export function ResultThumbnail({
  src,
  alt,
  kind,
  sizes,
}: {
  src: string | null | undefined;
  alt: string;
  kind: Parameters<typeof KindIcon>[0]['kind'];
  /** How wide the card's picture is shown, as the `sizes` attribute says it. */
  sizes: string;
}) {
  if (!src) return <KindPlaceholder kind={kind} className="absolute inset-0" />;
  return (
    <img
      {...sizedSources(src, THUMBNAIL_WIDTH, sizes)}
      alt={alt}
      loading="lazy"
      decoding="async"
      className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
    />
  );
}
