'use client';

import * as DialogPrimitive from 'radix-ui/dialog';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons/close';

/** The sheet's state: `open` and `onOpenChange` to control it (close it on navigation), or a SheetTrigger inside. */
export const Sheet = DialogPrimitive.Root;
/** The control that opens the sheet (`asChild` around an IconButton); focus returns to it when the sheet closes. */
export const SheetTrigger = DialogPrimitive.Trigger;
/** Closes the sheet (`asChild` around a link or a Button). */
export const SheetClose = DialogPrimitive.Close;

export type SheetContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> & {
  /** Where it slides in from: the start of the line (right in Persian, left in English) or its end. */
  side?: 'start' | 'end';
  /** Names the sheet; shown in its top bar. */
  title: ReactNode;
  description?: ReactNode;
  /** The accessible name of the ✕ button in its top bar. */
  closeLabel: string;
};

/**
 * A panel that slides in from one side over a dimmed page (the mobile menus): a modal dialog, so focus moves
 * into it and is kept there, Escape or a click outside closes it, and focus returns to what opened it.
 */
export function SheetContent({
  side = 'start',
  title,
  description,
  closeLabel,
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-fade="" className="fixed inset-0 z-50 bg-black/40" />
      <DialogPrimitive.Content
        data-sheet=""
        data-side={side}
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed inset-y-0 z-50 flex w-72 max-w-[85vw] flex-col bg-popover text-popover-foreground shadow-xl',
          // The inner edge is drawn: in the dark theme the shadow alone is lost on the dimmed page.
          side === 'start' ? 'start-0 border-e border-border' : 'end-0 border-s border-border',
          className,
        )}
        {...props}
      >
        <div className="flex h-16 shrink-0 items-center justify-between gap-3 border-b border-border px-4">
          <DialogPrimitive.Title className="flex min-w-0 items-center gap-2 font-bold">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close asChild>
            <IconButton label={closeLabel}>
              <CloseIcon />
            </IconButton>
          </DialogPrimitive.Close>
        </div>
        {description ? (
          <DialogPrimitive.Description className="px-4 pt-3 text-sm text-muted-foreground">
            {description}
          </DialogPrimitive.Description>
        ) : null}
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
