'use client';

import * as DialogPrimitive from 'radix-ui/dialog';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons/close';

/** The dialog's state: `open` and `onOpenChange` to control it, or a DialogTrigger inside to open it. */
export const Dialog = DialogPrimitive.Root;
/** The control that opens the dialog (`asChild` around a Button); focus returns to it on close. */
export const DialogTrigger = DialogPrimitive.Trigger;
/** Closes the dialog (`asChild` around a Button). */
export const DialogClose = DialogPrimitive.Close;

export type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> & {
  /** Names the dialog (its heading). */
  title: ReactNode;
  /** A sentence under the title; the dialog is described by it. */
  description?: ReactNode;
  /** The accessible name of the ✕ button at the top end; without it there is none (Escape still closes). */
  closeLabel?: string;
};

/** Without a description, Radix is told there is none (so it neither links one nor warns about it). */
const noDescription = (description: ReactNode) => (description ? {} : { 'aria-describedby': undefined });

/**
 * A modal window over a dimmed page: focus moves into it and stays there, Escape and a click outside close
 * it, focus goes back to what opened it, and the page behind is hidden from screen readers.
 */
export function DialogContent({ title, description, closeLabel, className, children, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-fade="" className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        data-fade=""
        {...noDescription(description)}
        className={cn(
          'fixed inset-0 z-50 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-3xl bg-popover p-5 text-popover-foreground shadow-2xl sm:p-6',
          className,
        )}
        {...props}
      >
        <DialogPrimitive.Title className={cn('text-xl font-bold', closeLabel ? 'pe-10' : null)}>
          {title}
        </DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-1.5 text-sm text-muted-foreground">
            {description}
          </DialogPrimitive.Description>
        ) : null}
        {closeLabel ? (
          <DialogPrimitive.Close asChild>
            <IconButton label={closeLabel} size="sm" className="absolute end-3 top-3">
              <CloseIcon />
            </IconButton>
          </DialogPrimitive.Close>
        ) : null}
        <div className="mt-5">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The dialog's buttons: side by side at the end from the sm width up, stacked (the main one on top) below it. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)} {...props} />;
}
