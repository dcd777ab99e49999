'use client';

import type { ReactNode, RefObject } from 'react';
import { Sheet, SheetContent } from '@/components/ui/sheet';

/**
 * The sheet of the header's mobile navigation (see mobile-nav.tsx, which loads it on the first press). Its
 * button lives outside it, so focus is given back to that button here, as a SheetTrigger's sheet does.
 */
export function MobileNavSheet({
  open,
  onOpenChange,
  title,
  closeLabel,
  opener,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  closeLabel: string;
  opener: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="start"
        title={title}
        closeLabel={closeLabel}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
        // A link to the page already shown changes no path: close on the click itself.
        onClick={(event) => {
          if ((event.target as Element).closest('a[href]')) onOpenChange(false);
        }}
      >
        <div className="p-3">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
