import { cn } from './cn';

export interface ProgressBarProps {
  /** The share done, 0..1 (clamped); undefined while it cannot be told (queued, waiting for a size). */
  value?: number;
  /** What is progressing, for screen readers (the bar shows no text). */
  label: string;
  className?: string;
}

/**
 * A thin bar of how much of something is done: an upload, a design running, a model loading. Without a
 * value it pulses at a quarter's width (work queued or of unknown length). A sliver always shows from the
 * start, so that a bar at 0 % still reads as a bar that has begun.
 */
export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const share = value === undefined || Number.isNaN(value) ? undefined : Math.min(1, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={share === undefined ? undefined : Math.round(share * 100)}
      className={cn('h-1.5 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn(
          'h-full rounded-full bg-primary transition-[width] duration-500',
          share === undefined && 'w-1/4 animate-pulse',
        )}
        style={share === undefined ? undefined : { width: `${Math.max(3, share * 100)}%` }}
      />
    </div>
  );
}
