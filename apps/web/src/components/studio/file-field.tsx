'use client';

import { formatNumber, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { MediaFrame } from '@/components/ui/media-frame';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { describedBy, FieldNote } from '@/components/ui/field';
import { IconButton } from '@/components/ui/icon-button';
import { CameraIcon } from '@/components/ui/icons/camera';
import { CloseIcon } from '@/components/ui/icons/close';
import { api, ApiError } from '@/lib/api-client';
import type { Rect } from './crop-geometry';
import { CropIcon, CropStep, type CropRatio, type CropResult } from './crop-step';
import type { FileKind, UploadedFile } from './types';

const ACCEPT: Record<FileKind, string> = { image: 'image/*', video: 'video/*', audio: 'audio/*' };

/** Uploads one file as the studio's input (`POST /api/files`): its id goes into the design's input. */
export async function uploadFile(file: Blob, name = 'upload'): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file instanceof File ? file.name : name);
  const { data } = await api.post<UploadedFile>('/files', body, { toastErrors: false, toastSuccess: false });
  return data;
}

export function filePreviewUrl(id: string) {
  return `/api/files/${id}`;
}

function Preview({ id, kind, label }: { id: string; kind: FileKind; label: string }) {
  const url = filePreviewUrl(id);
  if (kind === 'video')
    return <video src={url} muted playsInline controls className="h-full w-full object-contain" aria-label={label} />;
  if (kind === 'audio') return <audio src={url} controls className="w-full" aria-label={label} />;
  return <img src={url} alt={label} className="h-full w-full object-contain" />;
}

/**
 * A file input for the studio's forms: choose, drop, paste (into the focused box) or, on phones, take it
 * with the camera; shows what was chosen. `value` holds file ids (uploaded at once). A chosen picture can
 * be cropped (crop-step.tsx): the cut is uploaded as a new file and takes the original's place, which is
 * kept so that cropping again starts from it and Reset brings it back.
 */
export function FileField({
  name,
  label,
  help,
  kind,
  multiple,
  required,
  value,
  error,
  crop,
  onChange,
}: {
  name: string;
  label: string;
  help?: string;
  kind: FileKind;
  multiple: number;
  required: boolean;
  value: string[];
  error?: string;
  /** Pictures only: the tool's shape to lock the crop to, and whether the lock starts on. */
  crop?: { ratio: CropRatio | null; locked: boolean };
  onChange: (ids: string[], error?: string) => void;
}) {
  const t = useTranslations('studio');
  const locale = useLocale() as Locale;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const full = value.length >= multiple;
  // The picture being cropped (by its place in `value`), and what each cropped picture was cut from.
  const [cropping, setCropping] = useState<number | null>(null);
  const [originals, setOriginals] = useState<Record<string, { original: string; rect: Rect }>>({});
  const canCrop = kind === 'image' && crop !== undefined;

  // After the crop step closes, the focus goes back to the picture's crop button (a new one after Apply).
  const focusAfterCrop = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterCrop.current;
    if (index === null || cropping !== null) return;
    focusAfterCrop.current = null;
    listRef.current?.querySelectorAll<HTMLButtonElement>('[data-crop-button]')[index]?.focus();
  }, [cropping, value]);

  function closeCrop(index: number) {
    focusAfterCrop.current = index;
    setCropping(null);
  }

  async function applyCrop(index: number, result: CropResult) {
    const current = value[index];
    if (current === undefined) return;
    const original = originals[current]?.original ?? current;
    const next = [...value];
    const kept = { ...originals };
    delete kept[current];
    if (result) {
      const uploaded = await uploadFile(result.file);
      next[index] = uploaded.id;
      kept[uploaded.id] = { original, rect: result.rect };
    } else next[index] = original;
    setOriginals(kept);
    onChange(next);
    closeCrop(index);
  }

  async function take(files: File[]) {
    const wanted = files.filter((file) => file.type.startsWith(`${kind}/`));
    if (wanted.length === 0) {
      if (files.length) onChange(value, t('file.wrongKind', { kind }));
      return;
    }
    setBusy(true);
    try {
      const room = multiple - (multiple === 1 ? 0 : value.length);
      const uploaded: string[] = [];
      for (const file of wanted.slice(0, Math.max(1, room))) uploaded.push((await uploadFile(file)).id);
      onChange(multiple === 1 ? uploaded.slice(0, 1) : [...value, ...uploaded].slice(0, multiple));
    } catch (cause) {
      onChange(value, cause instanceof ApiError ? cause.message : t('file.failed'));
    } finally {
      setBusy(false);
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take([...event.dataTransfer.files]);
  };

  const described = describedBy(id, help, error);

  return (
    <div data-field={name}>
      <span id={`${id}-label`} className="mb-1.5 block text-sm font-semibold">
        {label}
        {required ? null : <span className="ms-1 font-normal text-muted-foreground">{t('form.optional')}</span>}
      </span>
      {value.length > 0 ? (
        <ul ref={listRef} className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {value.map((fileId, index) => (
            <MediaFrame asChild key={fileId} className="flex aspect-square items-center justify-center rounded-xl">
              <li>
                <Preview id={fileId} kind={kind} label={t('file.chosen', { index: formatNumber(index + 1, locale) })} />
                {canCrop ? (
                  <Button
                    variant="outline"
                    size="sm"
                    data-crop-button
                    disabled={busy || cropping !== null}
                    onClick={() => setCropping(index)}
                    aria-expanded={cropping === index}
                    aria-label={
                      value.length > 1 ? t('crop.openOne', { index: formatNumber(index + 1, locale) }) : undefined
                    }
                    className="absolute bottom-1.5 start-1.5 rounded-full shadow"
                  >
                    <CropIcon className="size-4" />
                    {t('crop.open')}
                  </Button>
                ) : null}
                {originals[fileId] ? (
                  <Badge tone="media" className="absolute top-1.5 start-1.5">
                    {t('crop.cropped')}
                  </Badge>
                ) : null}
                <IconButton
                  size="sm"
                  disabled={cropping !== null}
                  onClick={() => onChange(value.filter((v) => v !== fileId))}
                  overMedia
                  className="absolute end-1.5 top-1.5"
                  label={t('file.remove')}
                >
                  <CloseIcon className="size-4" />
                </IconButton>
              </li>
            </MediaFrame>
          ))}
        </ul>
      ) : null}
      {cropping !== null && value[cropping] !== undefined && crop ? (
        <CropStep
          key={value[cropping]}
          src={filePreviewUrl(originals[value[cropping]!]?.original ?? value[cropping]!)}
          ratio={crop.ratio}
          locked={crop.locked}
          initial={originals[value[cropping]!]?.rect}
          onApply={(result) => applyCrop(cropping, result)}
          onCancel={() => closeCrop(cropping)}
        />
      ) : null}
      {cropping === null && (!full || multiple === 1) ? (
        <div
          role="group"
          aria-labelledby={`${id}-label`}
          aria-describedby={described}
          tabIndex={0}
          onPaste={(event) => {
            const files = [...event.clipboardData.files];
            if (files.length) {
              event.preventDefault();
              void take(files);
            }
          }}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          aria-busy={busy || undefined}
          className={cn(
            'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-5 text-center transition',
            dragging ? 'border-ring bg-info-soft' : error ? 'border-danger' : 'border-border',
          )}
        >
          <p className="text-sm text-muted-foreground">{busy ? t('file.uploading') : t(`file.drop.${kind}`)}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button disabled={busy} onClick={() => inputRef.current?.click()}>
              {value.length && multiple === 1 ? t('file.replace') : t('file.choose')}
            </Button>
            {kind !== 'audio' ? (
              <Button
                variant="outline"
                disabled={busy}
                onClick={() => cameraRef.current?.click()}
                className="md:hidden"
              >
                <CameraIcon className="size-4" />
                {t('file.camera')}
              </Button>
            ) : null}
          </div>
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="file"
            name={name}
            accept={ACCEPT[kind]}
            multiple={multiple > 1}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              void take([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          <input
            ref={cameraRef}
            type="file"
            accept={ACCEPT[kind]}
            capture="environment"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              void take([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </div>
      ) : null}
      <FieldNote id={id} hint={help} error={error} />
    </div>
  );
}
