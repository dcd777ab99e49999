'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, newIdempotencyKey, uploadWithProgress } from '@/lib/api-client';

export type UploadState = 'waiting' | 'sending' | 'done' | 'failed';

export interface Upload<T> {
  key: string;
  file: File;
  state: UploadState;
  /** The share sent, 0..1. */
  sent: number;
  error: string | null;
  /** The server's answer once stored: the file's id and the name it kept. */
  result: T | null;
  idempotencyKey: string;
}

/**
 * Files sent one at a time, in the order chosen, to `path` (multipart `file`), each with its progress and its
 * own refusal in the server's words. `check` refuses a file before it is sent (a kind or size the page knows
 * is wrong). `path` null holds the queue (no order picked yet).
 */
export function useUploads<T>(
  path: string | null,
  { check, onDone, failed }: { check?: (file: File) => string | null; onDone?: (result: T) => void; failed: string },
) {
  const [uploads, setUploads] = useState<Upload<T>[]>([]);
  const busy = uploads.some((upload) => upload.state === 'sending');
  const next = uploads.find((upload) => upload.state === 'waiting');
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  // Each try is sent once, whatever the renders in between.
  const started = useRef(new Set<string>());

  const update = useCallback(
    (key: string, patch: Partial<Upload<T>>) =>
      setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload))),
    [],
  );

  useEffect(() => {
    if (!path || busy || !next || started.current.has(next.idempotencyKey)) return;
    started.current.add(next.idempotencyKey);
    const form = new FormData();
    form.set('file', next.file);
    update(next.key, { state: 'sending', sent: 0, error: null });
    uploadWithProgress<T>(path, form, {
      onProgress: (sent) => update(next.key, { sent }),
      idempotencyKey: next.idempotencyKey,
    })
      .then(({ data }) => {
        update(next.key, { state: 'done', sent: 1, result: data });
        onDoneRef.current?.(data);
      })
      .catch((cause: unknown) =>
        update(next.key, {
          state: 'failed',
          error: cause instanceof ApiError ? (cause.fields.file ?? cause.message) : failed,
        }),
      );
  }, [path, busy, next, failed, update]);

  const add = useCallback(
    (files: FileList | File[] | null) => {
      if (!files) return;
      const added = [...files].map((file, index): Upload<T> => {
        const refused = check?.(file) ?? null;
        return {
          key: `${Date.now()}-${index}-${file.name}`,
          file,
          state: refused ? 'failed' : 'waiting',
          sent: 0,
          error: refused,
          result: null,
          idempotencyKey: newIdempotencyKey(),
        };
      });
      setUploads((list) => [...list, ...added]);
    },
    [check],
  );

  const remove = useCallback((key: string) => setUploads((list) => list.filter((upload) => upload.key !== key)), []);

  return { uploads, add, remove, busy: busy || Boolean(next) };
}
