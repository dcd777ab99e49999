'use client';

import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { IconButton } from '@/components/ui/icon-button';
import { formatFileSize } from '@/components/ui/file-size';
import { CloseIcon } from '@/components/ui/icons/close';
import { ProgressBar } from '@/components/ui/progress-bar';
import { StatusChip } from '@/components/ui/status-chip';
import type { Upload } from './use-uploads';

const tones = { waiting: 'neutral', sending: 'info', done: 'success', failed: 'danger' } as const;

/**
 * Files being sent: each with its size, state and progress, the name the server kept once stored, and a
 * refusal beside its own file. `onRemove` takes one off the list (and, for a form, off its answer).
 */
export function UploadList<T extends { name: string }>({
  uploads,
  onRemove,
  label,
}: {
  uploads: Upload<T>[];
  onRemove: (key: string) => void;
  label: string;
}) {
  const t = useTranslations('orders');
  const locale = useLocale() as Locale;
  if (!uploads.length) return null;
  const states = {
    waiting: t('upload.waiting'),
    sending: t('upload.sending'),
    done: t('upload.done'),
    failed: t('upload.failed'),
  };
  return (
    <ul className="space-y-2" aria-label={label}>
      {uploads.map((upload) => {
        const name = upload.result?.name ?? upload.file.name;
        return (
          <li
            key={upload.key}
            className="space-y-2 rounded-xl border border-border p-3"
            data-testid="upload-row"
            data-state={upload.state}
          >
            <div className="flex items-center gap-2">
              <span className="min-w-0 flex-1 truncate text-sm font-semibold" dir="auto" data-testid="upload-name">
                {name}
              </span>
              <span className="shrink-0 text-xs text-muted-foreground">{formatFileSize(upload.file.size, locale)}</span>
              <StatusChip status={upload.state} tones={tones} label={states[upload.state]} />
              {upload.state !== 'sending' ? (
                <IconButton size="sm" label={t('upload.remove', { name })} onClick={() => onRemove(upload.key)}>
                  <CloseIcon />
                </IconButton>
              ) : null}
            </div>
            {upload.state === 'sending' || upload.state === 'waiting' ? (
              <ProgressBar label={t('upload.progress', { name })} value={upload.sent} />
            ) : null}
            {upload.error ? (
              <p role="alert" className="text-sm font-medium text-danger" dir="auto">
                {upload.error}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
