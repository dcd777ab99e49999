'use client';

import * as AlertDialog from 'radix-ui/alert-dialog';
import { useState, type ReactNode } from 'react';
import { Button } from './button';

export interface ConfirmDialogProps {
  /** Controlled: whether it is open (a route that is the question, like /dashboard/logout, keeps it true). */
  open?: boolean;
  /** Every opening and closing, including the one after a confirmed action. */
  onOpenChange?: (open: boolean) => void;
  /** The control that opens it (a Button); focus returns to it. Leave out when `open` is controlled. */
  trigger?: ReactNode;
  title: ReactNode;
  /** What will happen, in a sentence: the dialog is described by it. */
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** Runs on confirm; the dialog waits (its button busy) and closes when it resolves. A failure reports itself
   *  (the API client toasts it) and leaves the dialog open, to try again or cancel. */
  onConfirm: () => unknown;
  /** Said no: the Cancel button or Escape (not called after a confirmed action). */
  onCancel?: () => void;
  /** `danger` for what cannot be undone (delete, sign out, spend), `primary` otherwise. */
  tone?: 'danger' | 'primary';
  /** A picture above the title (an icon from ./icons on a tinted square). */
  icon?: ReactNode;
}

/**
 * "Are you sure?" before an action: an alert dialog (focus starts on Cancel, a click outside does not close
 * it, Escape cancels), the action's button busy while it runs.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'danger',
  icon,
}: ConfirmDialogProps) {
  const [openHere, setOpenHere] = useState(false);
  const [pending, setPending] = useState(false);
  const isOpen = open ?? openHere;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOpenHere(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // Reported by whoever failed (the API client's toast); the question stays, to try again or cancel.
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog.Root
      open={isOpen}
      onOpenChange={(next) => {
        if (!next && pending) return;
        if (!next) onCancel?.();
        setOpen(next);
      }}
    >
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay data-fade="" className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          data-fade=""
          className="fixed inset-0 z-50 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[min(26rem,calc(100vw-2rem))] overflow-y-auto rounded-3xl bg-popover p-6 text-popover-foreground shadow-2xl"
        >
          {icon ? (
            <span
              className={
                tone === 'danger'
                  ? 'mb-4 inline-grid size-12 place-items-center rounded-2xl bg-danger-soft text-danger'
                  : 'mb-4 inline-grid size-12 place-items-center rounded-2xl bg-info-soft text-info-soft-foreground'
              }
            >
              {icon}
            </span>
          ) : null}
          <AlertDialog.Title className="text-xl font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted-foreground">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button variant={tone} loading={pending} onClick={confirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
