import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The shop's long forms: two columns from sm up, one on phones; a form-wide error (the kit Form's alert)
 * spans both. For the kit's Form, whose own spacing the grid's gap replaces.
 */
export const twoColumnForm = 'grid grid-cols-1 gap-5 space-y-0 sm:grid-cols-2 [&>[role=alert]]:col-span-full';

/** A shop form's submit button: the whole width on phones, its own from sm up, across both columns. */
export function FormSubmit({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <div className="sm:col-span-2">
      <Button type="submit" size="lg" loading={pending} className="w-full sm:w-auto">
        {children}
      </Button>
    </div>
  );
}
