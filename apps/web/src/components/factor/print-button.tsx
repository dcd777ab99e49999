'use client';

import { PrintIcon } from '@/components/ui/icons';

/** Opens the browser's print dialog; the invoice's print stylesheet leaves only the sheet on the paper. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-brand-700"
    >
      <PrintIcon />
      {label}
    </button>
  );
}
