import { Slot } from 'radix-ui/slot';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * A surface that holds one thing: a form, a summary, a list item. Header, content and footer space it.
 * `asChild` lends the looks to the one child (a section, a link that is the whole card).
 */
export function Card({ className, asChild = false, ...props }: ComponentProps<'div'> & { asChild?: boolean }) {
  const Surface = asChild ? Slot : 'div';
  return (
    <Surface
      className={cn('rounded-2xl border border-border bg-card text-card-foreground shadow-sm', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 p-5 pb-0 sm:p-6 sm:pb-0', className)} {...props} />;
}

/** The card's heading: an h2 unless `asChild` lends the looks to the heading level the page needs. */
export function CardTitle({ className, asChild = false, ...props }: ComponentProps<'h2'> & { asChild?: boolean }) {
  const Heading = asChild ? Slot : 'h2';
  return <Heading className={cn('text-lg font-bold', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-5 sm:p-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-wrap items-center gap-3 border-t border-border px-5 py-4 sm:px-6', className)}
      {...props}
    />
  );
}
