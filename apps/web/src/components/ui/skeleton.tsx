import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * A grey stand-in the size of what is loading, so the page does not jump when it arrives. It is decoration:
 * say "loading" once for the region (`aria-busy` on it, or a status text), not per skeleton.
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('rounded-lg bg-muted-foreground/15 motion-safe:animate-pulse', className)}
      {...props}
    />
  );
}
