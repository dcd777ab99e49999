import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A line of small details under a title (a date, a kind, a badge), wrapping as it needs. */
export function MetaLine({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span className={cn('flex flex-wrap items-center gap-2 text-xs text-muted-foreground', className)} {...props} />
  );
}
