'use client';

import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Content shown at the input's end (e.g. a show-password button). */
  end?: ReactNode;
};

/** The ids a field's aria-describedby lists: its hint, or its error, which takes the hint's place. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

/** What stands under a field: its hint, or its error in the hint's place, with the ids describedBy names. */
export function FieldNote({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  if (error)
    return (
      <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-600 dark:text-red-400">
        {error}
      </p>
    );
  return hint ? (
    <p id={`${id}-hint`} className="mt-1.5 text-sm text-[var(--text-muted)]">
      {hint}
    </p>
  ) : null;
}

export const inputClass =
  'block w-full rounded-xl border border-[var(--border)] bg-[var(--surface)] px-3.5 py-2.5 text-base outline-none transition placeholder:text-[var(--text-muted)]/70 focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/15';

export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { label, hint, error, end, id, className = '', ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          className={`${inputClass} ${end ? 'pe-11' : ''}`}
          {...props}
        />
        {end ? <div className="absolute inset-y-0 end-0 flex items-center pe-1.5">{end}</div> : null}
      </div>
      <FieldNote id={inputId} hint={hint} error={error} />
    </div>
  );
});

export function SubmitButton({
  children,
  pending,
  className = '',
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { pending?: boolean }) {
  return (
    <button
      type="submit"
      disabled={pending || props.disabled}
      aria-busy={pending || undefined}
      className={`inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
      {...props}
    >
      {pending ? (
        <span className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />
      ) : null}
      {children}
    </button>
  );
}

export function FormAlert({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
    >
      {children}
    </div>
  );
}
