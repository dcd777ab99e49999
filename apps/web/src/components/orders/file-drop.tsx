'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { DropZone } from '@/components/ui/drop-zone';
import { DownloadIcon } from '@/components/ui/icons/download';

/**
 * Where files are dropped or picked (the button is for keyboard and touch users): `hint` says what may come
 * (kinds, size, how many). The input is named for tests and labelled by the button's words.
 */
export function FileDrop({
  onFiles,
  accept,
  multiple = true,
  hint,
  name,
  disabled = false,
  describedBy,
}: {
  onFiles: (files: FileList) => void;
  accept?: string;
  multiple?: boolean;
  hint: string;
  name: string;
  disabled?: boolean;
  describedBy?: string;
}) {
  const t = useTranslations('orders');
  const input = useRef<HTMLInputElement>(null);
  return (
    <DropZone onFiles={(files) => !disabled && onFiles(files)} className="p-5">
      <DownloadIcon className="size-8 rotate-180 text-muted-foreground" aria-hidden />
      <p className="font-semibold">{t('upload.drop')}</p>
      <p className="text-sm text-muted-foreground">{hint}</p>
      <Button
        variant="outline"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        {t('upload.choose')}
      </Button>
      <input
        ref={input}
        type="file"
        name={name}
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('upload.choose')}
        onChange={(event) => {
          if (event.target.files) onFiles(event.target.files);
          event.target.value = '';
        }}
      />
    </DropZone>
  );
}
