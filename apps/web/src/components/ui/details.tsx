import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

/**
 * How a list of details sets each label beside or above its value:
 * - `grid`: labels in one column, values in the next (a desk's ticket, a result's settings);
 * - `spread`: each label at the start of its line and its value at the end (an account, an order's sums);
 * - `stacked`: each label above its value (a buyer's answers, long values);
 * - `tiles`: two tiles side by side, the value large (a price beside the balance that pays it).
 * Every `Detail` is a `<div>` holding its `<dt>` and `<dd>` (valid in a `<dl>`); in the grid it takes no box.
 */
const layouts = {
  grid: 'grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 [&>div]:contents',
  spread: 'space-y-2 [&>div]:flex [&>div]:flex-wrap [&>div]:justify-between [&>div]:gap-x-3 [&>div>dd]:font-medium',
  stacked: 'space-y-3 [&>div>dd]:mt-1',
  tiles:
    'grid grid-cols-2 gap-3 [&>div]:rounded-xl [&>div]:bg-muted [&>div]:p-3 [&>div>dd]:mt-1 [&>div>dd]:text-lg [&>div>dd]:font-bold',
} as const;

export type DetailLayout = keyof typeof layouts;

/** A list of labelled details (`<dl>`), in small text. */
export function DetailList({ layout = 'grid', className, ...props }: ComponentProps<'dl'> & { layout?: DetailLayout }) {
  return <dl className={cn('text-sm', layouts[layout], className)} {...props} />;
}

/** One detail: its label (muted) and its value; the value's element takes the other props (dir, test id). */
export function Detail({ label, className, ...props }: ComponentProps<'dd'> & { label: ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={className} {...props} />
    </div>
  );
}
