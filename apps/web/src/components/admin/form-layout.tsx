import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/**
 * The back office's form layout, one for every admin form (coin prices, packages, adjustments, AI routes):
 * fields in rows of two from the sm width up, and a line of actions under them.
 */
export function FormRow({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('grid gap-4 sm:grid-cols-2', className)}>{children}</div>;
}

/**
 * The form's buttons after a rule: the main one at the end (on top when stacked on a phone), a note or a
 * lesser action (`aside`) at the start.
 */
export function FormActions({ aside, children }: { aside?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-end">
      {aside ? <div className="sm:me-auto">{aside}</div> : null}
      {children}
    </div>
  );
}

/** Fields that belong together (a number's range and unit, an enum's choices) under a legend, in a frame. */
export function FormGroup({
  legend,
  className,
  children,
}: {
  legend: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={cn('space-y-3 rounded-xl border border-border p-3', className)}>
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}
