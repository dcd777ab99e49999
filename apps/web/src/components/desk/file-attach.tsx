'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FileSize } from '@/components/ui/file-size';
import { IconButton } from '@/components/ui/icon-button';
import { CloseIcon } from '@/components/ui/icons/close';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ApiError, newIdempotencyKey, uploadWithProgress } from '@/lib/api-client';

export interface UploadedFile {
  id: string;
  name: string;
  size: number;
}

/**
 * Files uploaded before they are sent (the API's order: upload to …/files, then send the ids with a message
 * or a delivery). Each file goes up as soon as it is chosen, one after the other; a refusal says why under
 * the button. `extra` adds form fields (a ticket's `internal`).
 */
export function FileAttach({
  path,
  files,
  onChange,
  extra,
  label,
}: {
  path: string;
  files: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  extra?: Record<string, string>;
  label: string;
}) {
  const t = useTranslations('desk');
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(list: FileList | null) {
    if (!list?.length) return;
    setError(null);
    let current = files;
    for (const file of Array.from(list)) {
      const form = new FormData();
      form.set('file', file);
      for (const [name, value] of Object.entries(extra ?? {})) form.set(name, value);
      setProgress(0);
      try {
        const { data } = await uploadWithProgress<UploadedFile>(path, form, {
          onProgress: setProgress,
          idempotencyKey: newIdempotencyKey(),
        });
        current = [...current, { id: data.id, name: data.name, size: data.size }];
        onChange(current);
      } catch (cause) {
        setError(cause instanceof ApiError ? cause.message : t('uploadFailed'));
        break;
      } finally {
        setProgress(null);
      }
    }
    if (input.current) input.current.value = '';
  }

  return (
    <div className="space-y-2">
      <Button variant="outline" size="sm" onClick={() => input.current?.click()} loading={progress !== null}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        className="sr-only"
        aria-label={label}
        data-testid="desk-file"
        onChange={(event) => void upload(event.target.files)}
      />
      {progress !== null ? <ProgressBar label={t('uploading')} value={progress} /> : null}
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      {files.length ? (
        <ul className="flex flex-wrap gap-2" data-testid="attached-files">
          {files.map((file) => (
            <li
              key={file.id}
              className="inline-flex items-center gap-1 rounded-xl border border-border bg-muted ps-3 text-sm"
            >
              <span dir="auto" className="max-w-48 truncate">
                {file.name}
              </span>
              <span className="text-muted-foreground">
                (<FileSize bytes={file.size} />)
              </span>
              <IconButton
                size="sm"
                variant="ghost"
                label={t('removeFile', { name: file.name })}
                onClick={() => onChange(files.filter((f) => f.id !== file.id))}
              >
                <CloseIcon className="size-4" />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
