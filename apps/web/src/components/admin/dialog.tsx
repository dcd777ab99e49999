'use client';

import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react';

export const buttonClass = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-xl border border-[var(--border)] bg-[var(--surface)] px-4 py-2 text-sm font-semibold transition hover:bg-black/5 disabled:cursor-not-allowed disabled:opacity-60 dark:hover:bg-white/10',
  danger:
    'inline-flex items-center justify-center gap-2 rounded-xl bg-red-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-60',
  link: 'font-semibold text-brand-700 underline-offset-4 hover:underline disabled:opacity-60 dark:text-brand-300',
  dangerLink: 'font-semibold text-red-700 underline-offset-4 hover:underline disabled:opacity-60 dark:text-red-300',
};

/**
 * A modal dialog (the browser's own <dialog>: focus is trapped, Escape closes it, focus returns to the
 * button that opened it). Rendered only while open; `onClose` unmounts it.
 */
export function Dialog({
  title,
  description,
  onClose,
  children,
}: {
  title: string;
  description?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-3xl bg-[var(--surface)] p-5 text-[var(--text)] shadow-2xl backdrop:bg-black/50 sm:p-6"
    >
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      {description ? (
        <p id={descriptionId} className="mt-1.5 text-sm text-[var(--text-muted)]">
          {description}
        </p>
      ) : null}
      <div className="mt-5">{children}</div>
    </dialog>
  );
}

/** A checkbox with its label beside it and an optional hint under both. */
export function CheckField({ label, hint, ...props }: ComponentProps<'input'> & { label: string; hint?: string }) {
  const id = useId();
  return (
    <div>
      <div className="flex items-center gap-2.5">
        <input
          id={id}
          type="checkbox"
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="size-5 accent-brand-600"
          {...props}
        />
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="ms-7.5 mt-1 text-sm text-[var(--text-muted)]">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
