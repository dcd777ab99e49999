import { CubeIcon, SparkIcon, VideoIcon, MusicIcon } from '@/components/ui/icons';

/** A picture for an output kind where there is no thumbnail (a sound, a model without a poster). */
export function KindIcon({ kind, className }: { kind: 'image' | 'video' | 'audio' | 'model3d'; className?: string }) {
  if (kind === 'video') return <VideoIcon className={className} />;
  if (kind === 'model3d') return <CubeIcon className={className} />;
  if (kind === 'audio') return <MusicIcon className={className} />;
  return <SparkIcon className={className} />;
}
