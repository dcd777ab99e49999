'use client';

import type { ComponentProps } from 'react';
import { cn } from './cn';
import { useControlAria } from './field';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { invalid?: boolean };

/** The tick boxes and radio dots share these looks: the browser's own control in the primary colour. */
export const choiceClass =
  'size-5 shrink-0 accent-primary disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-danger';

/**
 * A native checkbox (so `register(name)` gives a boolean and it submits with the form). Put it in
 * `<Field inline label=…>` for its label beside it.
 */
export function Checkbox({ id, invalid, className, 'aria-describedby': own, ...props }: CheckboxProps) {
  const aria = useControlAria({ id, invalid, describedBy: own });
  return <input type="checkbox" className={cn(choiceClass, 'rounded', className)} {...aria} {...props} />;
}
