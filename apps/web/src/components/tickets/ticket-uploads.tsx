'use client';

import { resultText, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DropZone } from '@/components/ui/drop-zone';
import { Field } from '@/components/ui/field';
import { formatFileSize } from '@/components/ui/file-size';
import { CloseIcon } from '@/components/ui/icons/close';
import { PaperclipIcon } from '@/components/ui/icons/paperclip';
import { IconButton } from '@/components/ui/icon-button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { StatusChip } from '@/components/ui/status-chip';
import { ApiError, newIdempotencyKey, uploadWithProgress } from '@/lib/api-client';
import { TICKET_FILE_ACCEPT, type TicketFile } from './ticket-api';

type State = 'waiting' | 'sending' | 'done' | 'failed';
export interface Upload {
  key: string;
  file: File;
  state: State;
  sent: number;
  error: string | null;
  /** The file's id on the ticket once uploaded: a message sends it by this. */
  id: string | null;
  idempotencyKey: string;
}

const tones = { waiting: 'neutral', sending: 'info', done: 'success', failed: 'danger' } as const;
/** A message carries at most this many files (the API's replyBody). */
export const FILES_PER_MESSAGE = 10;

/**
 * Files for a ticket: chosen (or dropped) here, then sent one at a time, each with its progress, once the
 * ticket exists (`ticketId`; a new ticket's form passes null until it is opened). A file larger than the API
 * takes is refused at once, in the catalogue's words; the API tells the type by the content, and its refusal
 * stays beside the file.
 */
export function useTicketUploads(ticketId: string | null, maxBytes: number) {
  const locale = useLocale() as Locale;
  const t = useTranslations('tickets');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const started = useRef(new Set<string>());
  const busy = uploads.some((upload) => upload.state === 'sending');
  const next = ticketId ? uploads.find((upload) => upload.state === 'waiting') : undefined;

  const update = useCallback(
    (key: string, patch: Partial<Upload>) =>
      setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload))),
    [],
  );

  useEffect(() => {
    if (!ticketId || busy || !next || started.current.has(next.idempotencyKey)) return;
    started.current.add(next.idempotencyKey);
    const form = new FormData();
    form.set('file', next.file);
    update(next.key, { state: 'sending', sent: 0, error: null });
    uploadWithProgress<TicketFile>(`/tickets/${ticketId}/files`, form, {
      onProgress: (sent) => update(next.key, { sent }),
      idempotencyKey: next.idempotencyKey,
    })
      .then(({ data }) => update(next.key, { state: 'done', sent: 1, id: data.id }))
      .catch((cause: unknown) =>
        update(next.key, {
          state: 'failed',
          error: cause instanceof ApiError ? (cause.fields.file ?? cause.message) : t('files.failedGeneric'),
        }),
      );
  }, [ticketId, busy, next, update, t]);

  const add = (files: FileList | null) => {
    if (!files) return;
    const added = [...files].map((file, index): Upload => {
      const tooLarge = file.size > maxBytes;
      return {
        key: `${Date.now()}-${index}-${file.name}`,
        file,
        state: tooLarge ? 'failed' : 'waiting',
        sent: 0,
        error: tooLarge ? resultText('FileSizeValidationError', locale) : null,
        id: null,
        idempotencyKey: newIdempotencyKey(),
      };
    });
    setUploads((list) => [...list, ...added].slice(0, FILES_PER_MESSAGE));
  };

  return {
    uploads,
    add,
    remove: (key: string) => setUploads((list) => list.filter((upload) => upload.key !== key)),
    retry: (key: string) => update(key, { state: 'waiting', error: null, idempotencyKey: newIdempotencyKey() }),
    clear: () => setUploads([]),
    /** Still sending or waiting to be sent. */
    pending: uploads.some((upload) => upload.state === 'sending' || upload.state === 'waiting'),
    failed: uploads.some((upload) => upload.state === 'failed'),
    ids: uploads.flatMap((upload) => (upload.id ? [upload.id] : [])),
    maxBytes,
  };
}

export type TicketUploads = ReturnType<typeof useTicketUploads>;

/** The files' field: a drop zone with its button, then each file with its state, progress or refusal. */
export function TicketUploadField({ uploads, disabled = false }: { uploads: TicketUploads; disabled?: boolean }) {
  const t = useTranslations('tickets');
  const locale = useLocale() as Locale;
  const input = useRef<HTMLInputElement>(null);
  const labels: Record<State, string> = {
    waiting: t('files.waiting'),
    sending: t('files.sending'),
    done: t('files.done'),
    failed: t('files.failed'),
  };
  const retriable = (upload: Upload) => upload.file.size <= uploads.maxBytes && upload.error !== null;
  return (
    <Field group label={t('files.label')} hint={t('files.hint', { size: formatFileSize(uploads.maxBytes, locale) })}>
      <DropZone onFiles={uploads.add} className="py-5">
        <p className="text-sm text-muted-foreground">{t('files.drop')}</p>
        <Button variant="outline" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
          <PaperclipIcon />
          {t('files.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={TICKET_FILE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('files.choose')}
          data-testid="ticket-files"
          onChange={(event) => {
            uploads.add(event.target.files);
            event.target.value = '';
          }}
        />
      </DropZone>
      {uploads.uploads.length ? (
        <ul className="mt-3 space-y-2" aria-label={t('files.list')}>
          {uploads.uploads.map((upload) => (
            <li
              key={upload.key}
              className="space-y-2 rounded-xl border border-border p-3"
              data-testid="ticket-upload"
              data-state={upload.state}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 truncate text-sm font-semibold" dir="auto">
                  {upload.file.name}
                </span>
                <span className="flex items-center gap-2 text-xs text-muted-foreground">
                  {formatFileSize(upload.file.size, locale)}
                  <StatusChip status={upload.state} tones={tones} label={labels[upload.state]} />
                  {upload.state !== 'sending' ? (
                    <IconButton
                      size="sm"
                      label={t('files.remove', { name: upload.file.name })}
                      onClick={() => uploads.remove(upload.key)}
                    >
                      <CloseIcon />
                    </IconButton>
                  ) : null}
                </span>
              </div>
              {upload.state === 'sending' ? (
                <ProgressBar label={t('files.progress', { name: upload.file.name })} value={upload.sent} />
              ) : null}
              {upload.error ? (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p role="alert" className="text-sm font-medium text-danger">
                    {upload.error}
                  </p>
                  {retriable(upload) ? (
                    <Button size="sm" variant="outline" onClick={() => uploads.retry(upload.key)}>
                      {t('files.retry')}
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Field>
  );
}
