'use client';

import { formatNumber, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons/check';
import { MarketImage } from '@/components/market/market-image';
import { api } from '@/lib/api-client';
import type { MediaFile } from './types';

/**
 * Images chosen from the shop's library (in the order chosen), with an upload that adds a new one to the
 * library and chooses it. `max` 1 works as a single choice that can be cleared.
 */
export function MediaPicker({
  label,
  media: initial,
  selected,
  onChange,
  max = 20,
  error,
}: {
  label: string;
  media: MediaFile[];
  selected: string[];
  onChange: (ids: string[]) => void;
  max?: number;
  error?: string;
}) {
  const t = useTranslations('shopPanel');
  const locale = useLocale() as Locale;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [media, setMedia] = useState(initial);
  const [pending, setPending] = useState(false);

  const toggle = (fileId: string) => {
    if (selected.includes(fileId)) onChange(selected.filter((x) => x !== fileId));
    else if (max === 1) onChange([fileId]);
    else if (selected.length < max) onChange([...selected, fileId]);
  };

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setPending(true);
    const added: string[] = [];
    try {
      for (const file of Array.from(files)) {
        const body = new FormData();
        body.append('file', file);
        const { data } = await api.post<MediaFile>('/shops/me/media', body, { toastSuccess: false });
        setMedia((current) => [data, ...current]);
        added.push(data.id);
      }
    } catch {
      // The API client showed why.
    } finally {
      setPending(false);
      if (input.current) input.current.value = '';
      if (added.length) onChange(max === 1 ? added.slice(-1) : [...selected, ...added].slice(0, max));
    }
  };

  return (
    <fieldset className="min-w-0" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1.5 text-sm font-semibold">{label}</legend>
      <p id={`${id}-hint`} className="mb-3 text-sm text-muted-foreground">
        {max === 1 ? t('media.pickOne') : t('media.pickMany', { max })}
      </p>
      <ul className="grid grid-cols-3 gap-2 xs:grid-cols-4 sm:grid-cols-6">
        {media.map((file, index) => {
          const order = selected.indexOf(file.id);
          const checked = order !== -1;
          return (
            <li key={file.id}>
              <label
                className={`relative block aspect-square cursor-pointer overflow-hidden rounded-xl border-2 transition has-focus-visible:ring-4 has-focus-visible:ring-ring/40 ${
                  checked ? 'border-primary' : 'border-transparent hover:border-primary/50'
                }`}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={checked}
                  onChange={() => toggle(file.id)}
                  aria-label={t('media.imageN', { n: index + 1 })}
                  data-testid="media-choice"
                />
                <MarketImage src={file.url} width={120} height={120} alt="" className="size-full object-cover" />
                {checked ? (
                  <span className="absolute end-1 top-1 inline-grid size-6 place-items-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                    {max === 1 ? <CheckIcon className="size-4" /> : formatNumber(order + 1, locale)}
                  </span>
                ) : null}
              </label>
            </li>
          );
        })}
        <li>
          <Button
            variant="ghost"
            loading={pending}
            onClick={() => input.current?.click()}
            className="aspect-square h-auto w-full whitespace-normal border-2 border-dashed border-border p-1 text-xs text-muted-foreground"
          >
            {pending ? t('info.uploading') : t('media.uploadNew')}
          </Button>
        </li>
      </ul>
      {max === 1 && selected.length ? (
        <Button variant="link" onClick={() => onChange([])} className="mt-2">
          {t('media.clear')}
        </Button>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <input
        ref={input}
        type="file"
        multiple={max > 1}
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="sr-only"
        aria-label={t('media.uploadNew')}
        tabIndex={-1}
        onChange={(event) => upload(event.target.files)}
      />
    </fieldset>
  );
}
