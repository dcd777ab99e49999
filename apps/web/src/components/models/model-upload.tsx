'use client';

import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DropZone } from '@/components/ui/drop-zone';
import { Field } from '@/components/ui/field';
import { formatFileSize } from '@/components/ui/file-size';
import { ArIcon } from '@/components/ui/icons/ar';
import { Input } from '@/components/ui/input';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useRouter } from '@/i18n/navigation';
import { ApiError, newIdempotencyKey, uploadWithProgress } from '@/lib/api-client';
import { modelPath } from './model-data';

/** What the file picker offers; the server reads the bytes, not the name, to tell what a file is. */
const ACCEPT = '.glb,.zip,.usdz,model/gltf-binary,model/vnd.usdz+zip,application/zip';
const KNOWN_NAME = /\.(?:glb|zip|usdz)$/i;
const TITLE_MAX = 120;

/**
 * The upload of a model: a GLB, a glTF with its files in a zip, or a USDZ, chosen or dropped, with a title
 * (the file's name until one is typed) and the share sent so far. The server's answer opens the model's
 * page, which follows its processing. The size limit is checked here first, so a file that is too large
 * is refused before it is sent, and by the server in any case.
 */
export function ModelUpload({ maxBytes }: { maxBytes: number }) {
  const t = useTranslations('models');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploading = sent !== null;

  const choose = (chosen: File | undefined) => {
    setError(null);
    if (!chosen) return;
    if (!KNOWN_NAME.test(chosen.name)) return setError(t('upload.wrongType'));
    if (chosen.size === 0) return setError(t('upload.empty'));
    if (chosen.size > maxBytes) return setError(t('upload.tooLarge', { max: formatFileSize(maxBytes, locale) }));
    setFile(chosen);
  };

  const send = async () => {
    if (!file || uploading) return;
    const form = new FormData();
    form.set('file', file);
    const typed = title.trim();
    if (typed) form.set('title', typed.slice(0, TITLE_MAX));
    setError(null);
    setSent(0);
    try {
      const { data } = await uploadWithProgress<{ id: string }>('/models', form, {
        onProgress: setSent,
        idempotencyKey: newIdempotencyKey(),
      });
      router.push(modelPath(data.id));
    } catch (cause) {
      setSent(null);
      setError(cause instanceof ApiError ? cause.message : t('upload.failed'));
    }
  };

  return (
    <div className="space-y-4" data-testid="model-upload">
      <DropZone onFiles={(files) => !uploading && choose(files[0])}>
        <ArIcon className="size-10 text-muted-foreground" aria-hidden />
        <p className="font-semibold">{file ? file.name : t('upload.drop')}</p>
        <p className="text-sm text-muted-foreground">
          {file ? formatFileSize(file.size, locale) : t('upload.formats', { max: formatFileSize(maxBytes, locale) })}
        </p>
        <Button variant="outline" disabled={uploading} onClick={() => input.current?.click()}>
          {file ? t('upload.another') : t('upload.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          aria-label={t('upload.choose')}
          data-testid="model-file"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </DropZone>
      <Field id="model-title" label={t('upload.title')} hint={t('upload.titleHint')}>
        <Input
          value={title}
          maxLength={TITLE_MAX}
          disabled={uploading}
          placeholder={file ? file.name.replace(/\.[^.]+$/, '') : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
      </Field>
      {uploading ? <ProgressBar label={t('upload.sending')} value={sent} /> : null}
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button size="lg" width="phone" disabled={!file} loading={uploading} onClick={send}>
        {uploading ? t('upload.sending') : t('upload.send')}
      </Button>
    </div>
  );
}
