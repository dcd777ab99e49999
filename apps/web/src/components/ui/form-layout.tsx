import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * Fields in rows of two from the sm width up, one under the other on a phone. A Form with `columns={2}`
 * lays all its fields out so; FormRow does it for a few of them.
 */
export function FormRow({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('grid grid-cols-1 gap-5 sm:grid-cols-2', className)}>{children}</div>;
}

/** Fields that belong together (a kind and its category, a place, a number's range) under a legend, framed. */
export function FormSection({
  legend,
  className,
  children,
  ...props
}: {
  legend: ReactNode;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <fieldset className={cn('min-w-0 space-y-4 rounded-2xl border border-border p-4', className)} {...props}>
      <legend className="px-1 text-sm font-bold">{legend}</legend>
      {children}
    </fieldset>
  );
}

const formActionsVariants = cva('col-span-full flex gap-3', {
  variants: {
    layout: {
      // A dialog's or the back office's buttons after a rule: the main one at the end (on top when stacked).
      end: 'flex-col-reverse border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-end',
      // A page's long form: the main button first, where the reading starts, and what goes with it beside.
      start: 'flex-col sm:flex-row sm:flex-wrap sm:items-center',
    },
  },
  defaultVariants: { layout: 'end' },
});

/** A form's buttons; `aside` (a note or a lesser action) goes to the other side from sm up. */
export function FormActions({
  layout,
  aside,
  className,
  children,
}: VariantProps<typeof formActionsVariants> & { aside?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={cn(formActionsVariants({ layout }), className)}>
      {aside && layout !== 'start' ? <div className="sm:me-auto">{aside}</div> : null}
      {children}
      {aside && layout === 'start' ? <div className="sm:ms-auto">{aside}</div> : null}
    </div>
  );
}
