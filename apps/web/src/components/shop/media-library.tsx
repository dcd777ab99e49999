'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, type ConfirmDialogProps } from '@/components/ui/confirm-dialog';
import { IconButton } from '@/components/ui/icon-button';
import { EmptyState } from '@/components/ui/empty-state';
import { TrashIcon } from '@/components/ui/icons/trash';
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
    await api.delete(`/shops/me/media/${doomed.id}`);
    router.refresh();
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
          dragging ? 'border-primary bg-primary/10' : 'border-border'
        }`}
      >
        <p className="font-semibold">{t('media.dropTitle')}</p>
        <p className="text-sm text-muted-foreground">{t('media.dropHint')}</p>
        <Button onClick={() => input.current?.click()} loading={uploading > 0}>
          {uploading > 0 ? t('media.uploadingN', { count: uploading }) : t('media.choose')}
        </Button>
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
            <li key={file.id} className="group relative overflow-hidden rounded-2xl border border-border bg-card">
              <Link href={`/dashboard/shop/image/${file.id}`} className="block aspect-square">
                <MarketImage
                  src={file.url}
                  width={240}
                  height={240}
                  alt={t('media.imageN', { n: index + 1 })}
                  className="size-full object-cover"
                />
              </Link>
              <IconButton
                variant="danger"
                size="sm"
                label={t('media.deleteN', { n: index + 1 })}
                onClick={() => setDoomed(file)}
                className="absolute end-2 top-2 rounded-full"
              >
                <TrashIcon className="size-4" />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t('media.empty')} />
      )}

      <DeleteMediaDialog
        open={doomed !== null}
        onOpenChange={(open) => (open ? undefined : setDoomed(null))}
        onConfirm={remove}
      />
    </div>
  );
}

/** The detail page's delete button: after a confirmation, back to the library. */
export function DeleteMediaButton({ id }: { id: string }) {
  const t = useTranslations('shopPanel');
  const router = useRouter();
  const remove = async () => {
    await api.delete(`/shops/me/media/${id}`);
    router.replace('/dashboard/shop/image');
    router.refresh();
  };
  return (
    <DeleteMediaDialog
      trigger={
        <Button variant="danger">
          <TrashIcon className="size-4" />
          {t('media.delete')}
        </Button>
      }
      onConfirm={remove}
    />
  );
}

/** "Delete this image?", from the library's grid or from an image's own page. */
function DeleteMediaDialog(props: Pick<ConfirmDialogProps, 'open' | 'onOpenChange' | 'trigger' | 'onConfirm'>) {
  const t = useTranslations('shopPanel');
  return (
    <ConfirmDialog
      title={t('media.deleteTitle')}
      description={t('media.deleteBody')}
      confirmLabel={t('media.deleteConfirm')}
      cancelLabel={t('cancel')}
      icon={<TrashIcon className="size-6" />}
      {...props}
    />
  );
}
