import { CubeIcon, SparkIcon, VideoIcon } from '@/components/ui/icons';

/** A picture for an output kind where there is no thumbnail (a sound, a model without a poster). */
export function KindIcon({ kind, className }: { kind: 'image' | 'video' | 'audio' | 'model3d'; className?: string }) {
  if (kind === 'video') return <VideoIcon className={className} />;
  if (kind === 'model3d') return <CubeIcon className={className} />;
  if (kind === 'audio')
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        className={className}
      >
        <path d="M4 10v4M8 7v10M12 4v16M16 8v8M20 11v2" />
      </svg>
    );
  return <SparkIcon className={className} />;
}
