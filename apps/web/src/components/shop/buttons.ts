/**
 * Button looks of the shop pages (the same as the back office's), in a module without 'use client' so
 * that server components can read them too.
 */
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
