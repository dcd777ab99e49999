'use client';

import type { ComponentProps } from 'react';
import { cn } from './cn';
import { useControlAria } from './field';

export type RangeProps = Omit<ComponentProps<'input'>, 'type'> & { invalid?: boolean };

/** The browser's own slider for a number in a range (a brush size), in the primary colour; in a Field like Input. */
export function Range({ id, invalid, className, 'aria-describedby': own, ...props }: RangeProps) {
  const aria = useControlAria({ id, invalid, describedBy: own });
  return <input type="range" className={cn('accent-primary', className)} {...aria} {...props} />;
}
