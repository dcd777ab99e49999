'use client';

import { Button } from '@/components/ui/button';
import { PrintIcon } from '@/components/ui/icons/print';

/** Opens the browser's print dialog; the invoice's print stylesheet leaves only the sheet on the paper. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button onClick={() => window.print()}>
      <PrintIcon />
      {label}
    </Button>
  );
}
