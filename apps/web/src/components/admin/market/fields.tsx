'use client';

import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldNote, inputClass } from '@/components/forms/fields';

/** A labelled select with a hint or an error under it, wired like TextField. */
export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { label: string; hint?: ReactNode; error?: string; children: ReactNode }
>(function SelectField({ label, hint, error, id, className = '', children, ...props }, ref) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        className={inputClass}
        {...props}
      >
        {children}
      </select>
      <FieldNote id={selectId} hint={hint} error={error} />
    </div>
  );
});

/** Dialog buttons: the way out first, the action at the end. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-2 pt-1">{children}</div>;
}
