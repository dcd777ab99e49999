import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export const alertVariants = cva('rounded-xl border px-4 py-3 text-sm', {
  variants: {
    tone: {
      info: 'border-info-soft bg-info-soft text-info-soft-foreground',
      success: 'border-success-soft bg-success-soft text-success-soft-foreground',
      warning: 'border-warning-soft bg-warning-soft text-warning-soft-foreground',
      danger: 'border-danger-soft bg-danger-soft text-danger-soft-foreground',
    },
  },
  defaultVariants: { tone: 'info' },
});

export type AlertProps = ComponentProps<'div'> & VariantProps<typeof alertVariants>;

/**
 * A message in the flow of the page: what went wrong with a form (`tone="danger"`, announced as an alert), a
 * list that did not load, a note. Nothing is rendered without children.
 */
export function Alert({ tone, className, children, role, ...props }: AlertProps) {
  if (!children) return null;
  return (
    <div
      role={role ?? (tone === 'danger' || tone === 'warning' ? 'alert' : 'status')}
      className={cn(alertVariants({ tone }), className)}
      {...props}
    >
      {children}
    </div>
  );
}
