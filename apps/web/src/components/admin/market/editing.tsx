'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-layout';

/**
 * The market's trees (locations, categories and their properties) are edited the same way: a list of rows,
 * each with Edit and Delete named for the row, an add-or-edit form in a dialog, and "Delete X?" before a
 * delete. These are those parts, on the kit and the admin's one form layout.
 */

/** A row of a tree: its name (and what else tells it apart) at the start, Edit and Delete at the end. */
export function TreeRow({
  children,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  children: ReactNode;
  /** The buttons' accessible names say which row they act on ("Edit Tehran"). */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations('adminMarket');
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 px-4 py-3">
      <div className="min-w-0 break-words">{children}</div>
      <div className="flex gap-4">
        <Button variant="link" onClick={onEdit} aria-label={editLabel}>
          {t('edit')}
        </Button>
        <Button variant="link" className="text-danger" onClick={onDelete} aria-label={deleteLabel}>
          {t('delete')}
        </Button>
      </div>
    </li>
  );
}

/** The add-or-edit dialog, open while the page holds something to edit; closing drops it. */
export function EditDialog({
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
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent title={title} description={description}>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** An edit form's buttons: Cancel closes the dialog, the submit waits while the API answers. */
export function EditActions({ pending, children }: { pending: boolean; children: ReactNode }) {
  const t = useTranslations('adminMarket');
  return (
    <FormActions>
      <DialogClose asChild>
        <Button variant="outline">{t('cancel')}</Button>
      </DialogClose>
      <Button type="submit" loading={pending}>
        {children}
      </Button>
    </FormActions>
  );
}

/**
 * "Delete X?", Cancel focused first. The API's refusal (a category or location still in use) is its own
 * toast (api-client), and the dialog closes with the page as it was.
 */
export function ConfirmDelete({
  title,
  body,
  onConfirm,
  onClose,
}: {
  title: string;
  body: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const t = useTranslations('adminMarket');
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={title}
      description={body}
      cancelLabel={t('cancel')}
      confirmLabel={t('deleteConfirm')}
      onConfirm={async () => {
        try {
          await onConfirm();
        } catch {
          // Told by the API client's toast; resolving closes the question, nothing is left to confirm.
        }
      }}
    />
  );
}
