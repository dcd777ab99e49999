'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type DragEvent } from 'react';
import { Dialog } from '@/components/admin/dialog';
import { buttonClass } from '@/components/shop/buttons';
import { TrashIcon } from '@/components/ui/icons';
import { MarketImage } from '@/components/market/market-image';
import { Link, useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import type { MediaFile } from './types';

/**
 * The shop's images: a drop zone (or a button) that uploads one or more files, and a grid where each
 * opens its detail page or is deleted after a confirmation.
 */
export function MediaLibrary({ media }: { media: MediaFile[] }) {
  const t = useTranslations('shopPanel');
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [uploading, setUploading] = useState(0);
  const [doomed, setDoomed] = useState<MediaFile | null>(null);
  const [deleting, setDeleting] = useState(false);

  const upload = async (files: FileList | File[] | null) => {
    const list = Array.from(files ?? []).filter((file) => file.type.startsWith('image/') || file.type === '');
    if (!list.length) return;
    setUploading(list.length);
    for (const file of list) {
      const body = new FormData();
      body.append('file', file);
      try {
        await api.post<MediaFile>('/shops/me/media', body);
      } catch {
        // The API client showed why; the other files still go.
      }
      setUploading((n) => n - 1);
    }
    if (input.current) input.current.value = '';
    router.refresh();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files);
  };

  const remove = async () => {
    if (!doomed) return;
    setDeleting(true);
    try {
      await api.delete(`/shops/me/media/${doomed.id}`);
      setDoomed(null);
      router.refresh();
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="space-y-5">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="media-drop"
        className={`flex flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed p-6 text-center transition ${
          dragging ? 'border-brand-500 bg-brand-50 dark:bg-brand-900/30' : 'border-[var(--border)]'
        }`}
      >
        <p className="font-semibold">{t('media.dropTitle')}</p>
        <p className="text-sm text-[var(--text-muted)]">{t('media.dropHint')}</p>
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={uploading > 0}
          aria-busy={uploading > 0 || undefined}
          className={buttonClass.primary}
        >
          {uploading > 0 ? t('media.uploadingN', { count: uploading }) : t('media.choose')}
        </button>
        <input
          ref={input}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          aria-label={t('media.choose')}
          data-testid="media-file"
          onChange={(event) => upload(event.target.files)}
        />
      </div>

      {media.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="media-grid">
          {media.map((file, index) => (
            <li
              key={file.id}
              className="group relative overflow-hidden rounded-2xl border border-[var(--border)] bg-[var(--surface)]"
            >
              <Link href={`/dashboard/shop/image/${file.id}`} className="block aspect-square">
                <MarketImage
                  src={file.url}
                  width={240}
                  height={240}
                  alt={t('media.imageN', { n: index + 1 })}
                  className="size-full object-cover"
                />
              </Link>
              <button
                type="button"
                onClick={() => setDoomed(file)}
                aria-label={t('media.deleteN', { n: index + 1 })}
                className="absolute end-2 top-2 rounded-full bg-black/60 p-2 text-white hover:bg-red-600 focus-visible:bg-red-600"
              >
                <TrashIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-[var(--text-muted)]">{t('media.empty')}</p>
      )}

      {doomed ? (
        <Dialog title={t('media.deleteTitle')} description={t('media.deleteBody')} onClose={() => setDoomed(null)}>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" onClick={() => setDoomed(null)} className={buttonClass.secondary}>
              {t('cancel')}
            </button>
            <button type="button" onClick={remove} disabled={deleting} className={buttonClass.danger}>
              {t('media.deleteConfirm')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}

/** The detail page's delete button: after a confirmation, back to the library. */
export function DeleteMediaButton({ id }: { id: string }) {
  const t = useTranslations('shopPanel');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    setDeleting(true);
    try {
      await api.delete(`/shops/me/media/${id}`);
      router.replace('/dashboard/shop/image');
      router.refresh();
    } catch {
      setDeleting(false);
    }
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClass.danger}>
        <TrashIcon className="size-4" />
        {t('media.delete')}
      </button>
      {open ? (
        <Dialog title={t('media.deleteTitle')} description={t('media.deleteBody')} onClose={() => setOpen(false)}>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" onClick={() => setOpen(false)} className={buttonClass.secondary}>
              {t('cancel')}
            </button>
            <button type="button" onClick={remove} disabled={deleting} className={buttonClass.danger}>
              {t('media.deleteConfirm')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
