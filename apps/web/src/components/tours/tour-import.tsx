'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons/download';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useRouter } from '@/i18n/navigation';
import { ApiError, newIdempotencyKey, uploadWithProgress } from '@/lib/api-client';
import { tourPath } from './tour-api';

/**
 * "Import a tour (zip)": a tour exported by another tool (a folder with its index.html), sent with the share
 * sent so far; the server hosts it sandboxed and answers the new tour, whose page opens. Its refusals (no
 * index.html, an unsafe zip) are the catalogue's words.
 */
export function TourImport() {
  const t = useTranslations('tours');
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!/\.zip$/i.test(file.name)) return setError(t('import.wrongType'));
    const form = new FormData();
    form.set('file', file);
    setSent(0);
    try {
      const { data } = await uploadWithProgress<{ id: string }>('/tours/import', form, {
        onProgress: setSent,
        idempotencyKey: newIdempotencyKey(),
      });
      router.push(tourPath(data.id));
    } catch (cause) {
      setSent(null);
      setError(cause instanceof ApiError ? (cause.fields.file ?? cause.message) : t('import.failed'));
    }
  };

  return (
    <div className="flex flex-col items-stretch gap-2" data-testid="tour-import">
      <Button variant="outline" size="lg" loading={sent !== null} onClick={() => input.current?.click()}>
        <DownloadIcon className="size-5" />
        {t('import.action')}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('import.action')}
        data-testid="tour-import-file"
        onChange={(event) => {
          void send(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {sent !== null ? <ProgressBar label={t('import.sending')} value={sent} /> : null}
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
    </div>
  );
}
