'use client';

import { formatNumber, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/shop/buttons';
import { CheckIcon } from '@/components/ui/icons';
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
      <p id={`${id}-hint`} className="mb-3 text-sm text-[var(--text-muted)]">
        {max === 1 ? t('media.pickOne') : t('media.pickMany', { max })}
      </p>
      <ul className="grid grid-cols-3 gap-2 xs:grid-cols-4 sm:grid-cols-6">
        {media.map((file, index) => {
          const order = selected.indexOf(file.id);
          const checked = order !== -1;
          return (
            <li key={file.id}>
              <label
                className={`relative block aspect-square cursor-pointer overflow-hidden rounded-xl border-2 transition has-focus-visible:ring-4 has-focus-visible:ring-brand-500/40 ${
                  checked ? 'border-brand-600' : 'border-transparent hover:border-brand-300'
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
                  <span className="absolute end-1 top-1 inline-grid size-6 place-items-center rounded-full bg-brand-600 text-xs font-bold text-white">
                    {max === 1 ? <CheckIcon className="size-4" /> : formatNumber(order + 1, locale)}
                  </span>
                ) : null}
              </label>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={() => input.current?.click()}
            className="grid aspect-square w-full place-items-center rounded-xl border-2 border-dashed border-[var(--border)] p-1 text-center text-xs font-semibold text-[var(--text-muted)] hover:border-brand-400"
          >
            {pending ? t('info.uploading') : t('media.uploadNew')}
          </button>
        </li>
      </ul>
      {max === 1 && selected.length ? (
        <button type="button" onClick={() => onChange([])} className={`${buttonClass.link} mt-2 text-sm`}>
          {t('media.clear')}
        </button>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-600 dark:text-red-400">
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
