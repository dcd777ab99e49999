'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { useControlAria } from './field';

/** The box every text control shares (Input, TextArea, Select, and controls of their own like a date field). */
export const controlVariants = cva(
  'block w-full rounded-xl border border-input bg-card text-foreground outline-none transition placeholder:text-muted-foreground/70 focus:border-ring focus:ring-4 focus:ring-ring/15 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger aria-invalid:focus:ring-danger/15',
  {
    variants: {
      size: {
        md: 'px-3.5 py-2.5 text-base',
        sm: 'px-3 py-1.5 text-sm',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type InputProps = Omit<ComponentProps<'input'>, 'size'> &
  VariantProps<typeof controlVariants> & {
    /** Marks the value wrong when the input stands outside a Field (inside one, the Field's error does). */
    invalid?: boolean;
    /** Something at the input's end (a show-password button): it stays on the input's own end in either direction. */
    end?: ReactNode;
  };

/**
 * A text input. Inside a Field it takes the Field's id and is described by its hint or error; with
 * react-hook-form, spread `register(name)` on it (FormField does that for you).
 */
export function Input({ id, invalid, size, end, dir, className, 'aria-describedby': own, ...props }: InputProps) {
  const aria = useControlAria({ id, invalid, describedBy: own });
  const input = (
    <input dir={dir} className={cn(controlVariants({ size }), end ? 'pe-11' : null, className)} {...aria} {...props} />
  );
  if (!end) return input;
  // The wrapper takes the input's direction, so "end" means the same side for the padding and the button.
  return (
    <div className="relative" dir={dir}>
      {input}
      <div className="absolute inset-y-0 end-0 flex items-center pe-1.5">{end}</div>
    </div>
  );
}
