import { Slot } from './slot';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * The frame a picture, a canvas or a map sits in: rounded, bordered, on the muted colour while it loads or
 * where it has none. What sits on it (an IconButton overMedia, a Badge tone="media") is placed by the caller.
 * `asChild` lends the looks to the one child (a list item).
 */
export function MediaFrame({ className, asChild = false, ...props }: ComponentProps<'div'> & { asChild?: boolean }) {
  const Frame = asChild ? Slot : 'div';
  return (
    <Frame className={cn('relative overflow-hidden rounded-2xl border border-border bg-muted', className)} {...props} />
  );
}

/** A veil over the frame's picture with its one call to action in the middle ("Enter the gallery", "Enter the tour"). */
export function MediaFrameCover({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('absolute inset-0 grid place-items-center bg-black/35', className)} {...props} />;
}
