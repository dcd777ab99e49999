'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { MarketImage } from '@/components/market/market-image';
import { useUploads } from '@/components/orders/use-uploads';
import { Button } from '@/components/ui/button';
import { DropZone } from '@/components/ui/drop-zone';
import { IconButton } from '@/components/ui/icon-button';
import { CloseIcon } from '@/components/ui/icons/close';
import { TrashIcon } from '@/components/ui/icons/trash';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ThumbnailButton } from '@/components/ui/thumbnail-button';
import { blogFilePath } from '@/components/blog/blog';
import { ConfirmDelete } from '@/components/admin/market/editing';
import { api } from '@/lib/api-client';
import type { BlogImage } from './types';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** A library image at the width a thumbnail needs (the API serves its copies with `?w=`). */
export const thumbnailOf = (image: Pick<BlogImage, 'id'>, width = 320) => `${blogFilePath(image.id)}?w=${width}`;

/**
 * The blog's image library, shared by every admin, as the editor holds it: the images, and the files being
 * sent to it one after the other, each with its progress and, when refused, the API's reason. `add` may
 * name what to do with each image once stored (make it the cover).
 */
export function useBlogLibrary(initial: BlogImage[], onDeleted?: (image: BlogImage) => void) {
  const t = useTranslations('adminBlog');
  const [images, setImages] = useState(initial);
  const deleted = useRef(onDeleted);
  deleted.current = onDeleted;
  const then = useRef<((image: BlogImage) => void) | null>(null);
  const { uploads, add, remove } = useUploads<BlogImage>('/admin/blog/images', {
    check: (file) => (file.type.startsWith('image/') ? null : t('images.notImage')),
    onDone: (image) => {
      setImages((list) => [image, ...list.filter((item) => item.id !== image.id)]);
      then.current?.(image);
    },
    failed: t('images.failed'),
  });
  const upload = useCallback(
    (files: FileList | File[] | null, onStored?: (image: BlogImage) => void) => {
      then.current = onStored ?? null;
      add(files);
    },
    [add],
  );
  /**
   * Deletes an image for every admin: the API takes it off every post (covers and bodies), and `onDeleted`
   * lets the post being edited let go of it the same way, whichever picker it was deleted from.
   */
  const deleteImage = useCallback(async (image: BlogImage) => {
    await api.delete(`/admin/blog/images/${image.id}`);
    setImages((list) => list.filter((item) => item.id !== image.id));
    deleted.current?.(image);
  }, []);
  return { images, upload, remove, deleteImage, uploads: uploads.filter((item) => item.state !== 'done') };
}

export type BlogLibrary = ReturnType<typeof useBlogLibrary>;

/**
 * The library to pick an image from (the cover, or one to put in a body): a place to drop or choose files,
 * those on their way, and every image as a button named by `pickLabel`; the chosen one is ringed.
 */
export function LibraryPicker({
  library,
  selectedId = null,
  onPick,
  onStored,
  pickLabel,
  testId,
}: {
  library: BlogLibrary;
  /** The chosen image's id ('' for none) where the picker chooses one; null where it only inserts. */
  selectedId?: string | null;
  onPick: (image: BlogImage) => void;
  /** What becomes of an image uploaded here, once stored. */
  onStored?: (image: BlogImage) => void;
  pickLabel: (number: number) => string;
  testId: string;
}) {
  const t = useTranslations('adminBlog');
  const input = useRef<HTMLInputElement>(null);
  const [deleting, setDeleting] = useState<BlogImage | null>(null);
  return (
    <div className="space-y-3" data-testid={testId}>
      <DropZone onFiles={(files) => library.upload(files, onStored)} className="gap-2 p-4">
        <p className="text-sm text-muted-foreground">{t('images.drop')}</p>
        <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
          {t('images.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label={t('images.upload')}
          data-testid="blog-image-input"
          onChange={(event) => {
            library.upload(event.target.files ? [...event.target.files] : null, onStored);
            event.target.value = '';
          }}
        />
      </DropZone>
      {library.uploads.length ? (
        <ul className="space-y-2" aria-label={t('images.sending')}>
          {library.uploads.map((item) => (
            <li key={item.key} className="space-y-1.5" data-testid="blog-upload" data-state={item.state}>
              <div className="flex items-center gap-2 text-sm">
                <span className="min-w-0 flex-1 truncate" dir="auto">
                  {item.file.name}
                </span>
                {item.state === 'failed' ? (
                  <IconButton
                    size="sm"
                    label={t('images.dismiss', { name: item.file.name })}
                    onClick={() => library.remove(item.key)}
                  >
                    <CloseIcon className="size-4" />
                  </IconButton>
                ) : null}
              </div>
              {item.error ? (
                <p role="alert" className="text-sm font-medium text-danger" dir="auto">
                  {item.error}
                </p>
              ) : (
                <ProgressBar label={t('images.progress', { name: item.file.name })} value={item.sent} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {library.images.length ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6" aria-label={t('images.library')}>
          {library.images.map((image, index) => (
            <li key={image.id} className="relative">
              <ThumbnailButton
                label={pickLabel(index + 1)}
                selected={image.id === selectedId}
                aria-pressed={selectedId === null ? undefined : image.id === selectedId}
                className="w-full"
                onClick={() => onPick(image)}
              >
                <MarketImage src={thumbnailOf(image)} alt="" width={160} className="aspect-[4/3] w-full object-cover" />
              </ThumbnailButton>
              <IconButton
                size="sm"
                variant="outline"
                label={t('images.delete', { number: index + 1 })}
                className="absolute end-1 top-1 bg-card/90"
                onClick={() => setDeleting(image)}
                data-testid="blog-image-delete"
              >
                <TrashIcon className="size-4" />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('images.empty')}</p>
      )}
      {deleting ? (
        <ConfirmDelete
          title={t('images.deleteTitle')}
          body={t('images.deleteBody')}
          onClose={() => setDeleting(null)}
          onConfirm={() => library.deleteImage(deleting)}
        />
      ) : null}
    </div>
  );
}
