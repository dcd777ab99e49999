'use client';

import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DropZone } from '@/components/ui/drop-zone';
import { formatFileSize } from '@/components/ui/file-size';
import { PanoramaIcon } from '@/components/ui/icons/panorama';
import { ProgressBar } from '@/components/ui/progress-bar';
import { StatusChip } from '@/components/ui/status-chip';
import { ApiError, newIdempotencyKey, uploadWithProgress } from '@/lib/api-client';
import { isPictureName, PICTURE_ACCEPT } from './tour-api';

type State = 'waiting' | 'sending' | 'done' | 'failed';
interface Upload {
  key: string;
  file: File;
  state: State;
  sent: number;
  error: string | null;
  idempotencyKey: string;
}

const tones = { waiting: 'neutral', sending: 'info', done: 'success', failed: 'danger' } as const;
const NAME_MAX = 120;

/** A scene's first name: the file's, without its extension. */
export const nameOfFile = (name: string) =>
  name
    .replace(/\.[^.]+$/, '')
    .trim()
    .slice(0, NAME_MAX) || name.slice(0, NAME_MAX);

/**
 * Panoramas added to a tour, several at a time (chosen or dropped): each one is sent in turn with its own
 * progress, and each refusal stays beside its file in the server's words (a picture that is not 2:1 says so);
 * a failed one can be sent again. `onUploaded` hears of each new scene as it is made.
 */
export function SceneUpload({ tourId, onUploaded }: { tourId: string; onUploaded?: (sceneId: string) => void }) {
  const t = useTranslations('tours');
  const locale = useLocale() as Locale;
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const busy = uploads.some((upload) => upload.state === 'sending');
  const next = uploads.find((upload) => upload.state === 'waiting');
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;
  // Each try is sent once, whatever the renders in between (a try is a key and its idempotency key).
  const started = useRef(new Set<string>());

  const update = useCallback(
    (key: string, patch: Partial<Upload>) =>
      setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload))),
    [],
  );

  // One file at a time, in the order chosen: each gets the whole connection and its bar moves steadily.
  useEffect(() => {
    if (busy || !next || started.current.has(next.idempotencyKey)) return;
    started.current.add(next.idempotencyKey);
    const form = new FormData();
    form.set('file', next.file);
    form.set('name', nameOfFile(next.file.name));
    update(next.key, { state: 'sending', sent: 0, error: null });
    uploadWithProgress<{ id: string }>(`/tours/${tourId}/scenes`, form, {
      onProgress: (sent) => update(next.key, { sent }),
      idempotencyKey: next.idempotencyKey,
    })
      .then(({ data }) => {
        update(next.key, { state: 'done', sent: 1 });
        onUploadedRef.current?.(data.id);
      })
      .catch((cause: unknown) =>
        update(next.key, {
          state: 'failed',
          error: cause instanceof ApiError ? (cause.fields.file ?? cause.message) : t('upload.failed'),
        }),
      );
  }, [busy, next, tourId, t, update]);

  const add = (files: FileList | null) => {
    if (!files) return;
    const added = [...files].map((file, index): Upload => ({
      key: `${Date.now()}-${index}-${file.name}`,
      file,
      state: isPictureName(file.name) && file.size > 0 ? 'waiting' : 'failed',
      sent: 0,
      error: isPictureName(file.name) ? (file.size > 0 ? null : t('upload.empty')) : t('upload.wrongType'),
      idempotencyKey: newIdempotencyKey(),
    }));
    setUploads((list) => [...list, ...added]);
  };

  const labels: Record<State, string> = {
    waiting: t('upload.waiting'),
    sending: t('upload.sending'),
    done: t('upload.done'),
    failed: t('upload.notSent'),
  };

  return (
    <div className="space-y-4" data-testid="scene-upload">
      <DropZone onFiles={add}>
        <PanoramaIcon className="size-10 text-muted-foreground" aria-hidden />
        <p className="font-semibold">{t('upload.drop')}</p>
        <p className="text-sm text-muted-foreground">{t('upload.formats')}</p>
        <Button variant="outline" onClick={() => input.current?.click()}>
          {t('upload.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={PICTURE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('upload.choose')}
          data-testid="scene-files"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
      </DropZone>
      {uploads.length ? (
        <ul className="space-y-3" aria-label={t('upload.list')}>
          {uploads.map((upload) => (
            <li
              key={upload.key}
              className="space-y-2 rounded-xl border border-border p-3"
              data-testid="scene-upload-row"
              data-state={upload.state}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 truncate text-sm font-semibold" dir="auto">
                  {upload.file.name}
                </span>
                <span className="flex items-center gap-2 text-xs text-muted-foreground">
                  {formatFileSize(upload.file.size, locale)}
                  <StatusChip status={upload.state} tones={tones} label={labels[upload.state]} />
                </span>
              </div>
              {upload.state === 'sending' || upload.state === 'waiting' ? (
                <ProgressBar label={t('upload.progress', { name: upload.file.name })} value={upload.sent} />
              ) : null}
              {upload.error ? (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p role="alert" className="text-sm font-medium text-danger" dir="auto">
                    {upload.error}
                  </p>
                  {isPictureName(upload.file.name) && upload.file.size > 0 ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() =>
                        update(upload.key, { state: 'waiting', error: null, idempotencyKey: newIdempotencyKey() })
                      }
                    >
                      {t('upload.retry')}
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
