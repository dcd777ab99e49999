'use client';

import type { ComponentProps } from 'react';
import { cn } from './cn';
import { useControlAria } from './field';
import { controlVariants } from './input';

export type TextAreaProps = ComponentProps<'textarea'> & { invalid?: boolean };

/** Several lines of text; inside a Field it is labelled and described by it, like Input. */
export function TextArea({ id, invalid, className, rows = 4, 'aria-describedby': own, ...props }: TextAreaProps) {
  const aria = useControlAria({ id, invalid, describedBy: own });
  return (
    <textarea rows={rows} className={cn(controlVariants(), 'min-h-24 resize-y', className)} {...aria} {...props} />
  );
}
