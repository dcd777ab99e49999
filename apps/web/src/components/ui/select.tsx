'use client';

import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { useControlAria } from './field';
import { ChevronDownIcon } from './icons/chevron-down';
import { controlVariants } from './input';

export type SelectProps = Omit<ComponentProps<'select'>, 'size'> &
  VariantProps<typeof controlVariants> & { invalid?: boolean };

/**
 * The browser's own select, styled like Input: `register(name)` works on it as on any input, it submits with
 * the form, and phones open their native picker. The options are its children. `className` sizes and places
 * it (it goes on the wrapper that also holds the chevron).
 */
export function Select({ id, invalid, size, className, children, 'aria-describedby': own, ...props }: SelectProps) {
  const aria = useControlAria({ id, invalid, describedBy: own });
  return (
    <div className={cn('relative', className)}>
      <select className={cn(controlVariants({ size }), 'appearance-none pe-10')} {...aria} {...props}>
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute inset-y-0 end-3 my-auto size-4 text-muted-foreground" />
    </div>
  );
}
