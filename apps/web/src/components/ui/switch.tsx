'use client';

import type { ComponentProps } from 'react';
import { cn } from './cn';
import { useControlAria } from './field';

export type SwitchProps = Omit<ComponentProps<'input'>, 'type' | 'role'> & { invalid?: boolean };

/**
 * An on/off switch: a native checkbox with the switch role (Space toggles it, `register(name)` gives a
 * boolean), drawn as a track whose knob moves to the end when on, on the right or the left by the page's
 * direction. Put it in `<Field inline label=…>`.
 */
export function Switch({ id, invalid, className, 'aria-describedby': own, ...props }: SwitchProps) {
  const aria = useControlAria({ id, invalid, describedBy: own });
  return (
    <span className={cn('relative inline-flex shrink-0', className)}>
      <input
        type="checkbox"
        role="switch"
        className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed"
        {...aria}
        {...props}
      />
      <span
        aria-hidden="true"
        className="inline-flex h-6 w-11 items-center rounded-full bg-muted-foreground/70 p-0.5 transition peer-checked:bg-primary peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:opacity-60 peer-aria-invalid:outline-2 peer-aria-invalid:outline-danger peer-checked:[&>span]:ms-5"
      >
        <span className="size-5 rounded-full bg-white shadow-sm transition-[margin]" />
      </span>
    </span>
  );
}
