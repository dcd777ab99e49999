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
