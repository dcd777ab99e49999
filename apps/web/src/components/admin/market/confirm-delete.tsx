'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass, Dialog } from '../dialog';

/**
 * "Delete X?" with the way out focused first. The API's refusal (a category or location still in use)
 * is its own toast (api-client); the dialog then closes and the page stays as it was.
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
  const [pending, setPending] = useState(false);
  return (
    <Dialog title={title} description={body} onClose={onClose}>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={buttonClass.secondary} autoFocus>
          {t('cancel')}
        </button>
        <button
          type="button"
          disabled={pending}
          aria-busy={pending || undefined}
          onClick={async () => {
            setPending(true);
            try {
              await onConfirm();
            } catch {
              // Shown as a toast by the API client.
            } finally {
              setPending(false);
              onClose();
            }
          }}
          className={buttonClass.danger}
        >
          {t('deleteConfirm')}
        </button>
      </div>
    </Dialog>
  );
}
