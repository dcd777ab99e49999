import type { ComponentProps } from 'react';
import { cn } from '@/components/ui/cn';

/** A page's header bar: it stays at the top over the scrolled page, on the card colour, a little see-through. */
export function HeaderBar({ className, ...props }: ComponentProps<'header'>) {
  return (
    <header className={cn('sticky top-0 z-30 border-b border-border bg-card/90 backdrop-blur', className)} {...props} />
  );
}
