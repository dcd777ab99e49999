'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { marketImageSources } from '@/components/market/market-image';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CameraIcon } from '@/components/ui/icons/camera';
import { TrashIcon } from '@/components/ui/icons/trash';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import type { MediaFile } from './types';

/**
 * The shop's profile image or banner: the current one (or the chosen file at once, before the upload
 * ends), a button to send another and one to take it off after a confirmation. The API checks the file
 * by its content and says so in a toast; a removed image stays in the library.
 */
export function ShopImageUpload({ kind, url, alt }: { kind: 'profile' | 'banner'; url: string | null; alt: string }) {
  const t = useTranslations('shopPanel');
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(url);
  const [pending, setPending] = useState(false);
  const path = kind === 'profile' ? '/shops/me/profile-image' : '/shops/me/banner-image';

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const local = URL.createObjectURL(file);
    setPreview(local);
    const body = new FormData();
    body.append('file', file);
    setPending(true);
    try {
      const { data } = await api.post<MediaFile>(path, body);
      setPreview(data.url);
      router.refresh();
    } catch {
      setPreview(url);
    } finally {
      URL.revokeObjectURL(local);
      setPending(false);
      if (input.current) input.current.value = '';
    }
  };

  const remove = async () => {
    await api.delete(path);
    setPreview(null);
    router.refresh();
  };

  const label = kind === 'profile' ? t('info.profileImage') : t('info.bannerImage');
  return (
    <div className="space-y-3" data-testid={`${kind}-upload`}>
      <h3 className="font-semibold">{label}</h3>
      <div
        className={`overflow-hidden border border-border bg-muted ${
          kind === 'profile' ? 'size-28 rounded-2xl' : 'aspect-[5/1] w-full rounded-2xl'
        }`}
      >
        {preview ? (
          <img
            {...marketImageSources(
              preview,
              kind === 'profile' ? 112 : 640,
              kind === 'profile' ? '112px' : '(min-width: 640px) 640px, 100vw',
            )}
            alt={alt}
            className="size-full object-cover"
            data-testid={`${kind}-preview`}
          />
        ) : (
          <span className="grid size-full place-items-center p-2 text-center text-xs text-muted-foreground">
            {t('info.noImage')}
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" loading={pending} onClick={() => input.current?.click()}>
          {pending ? null : <CameraIcon className="size-4" />}
          {pending ? t('info.uploading') : preview ? t('info.changeImage') : t('info.uploadImage')}
        </Button>
        {preview && !pending ? (
          <ConfirmDialog
            trigger={
              <Button variant="outline">
                <TrashIcon className="size-4" />
                {t('info.removeImage')}
              </Button>
            }
            title={kind === 'profile' ? t('info.removeProfileTitle') : t('info.removeBannerTitle')}
            description={t('info.removeBody')}
            confirmLabel={t('info.removeConfirm')}
            cancelLabel={t('cancel')}
            onConfirm={remove}
            icon={<TrashIcon className="size-6" />}
          />
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">
        {kind === 'profile' ? t('info.profileHint') : t('info.bannerHint')}
      </p>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="sr-only"
        aria-label={label}
        data-testid={`${kind}-file`}
        onChange={(event) => upload(event.target.files?.[0])}
      />
    </div>
  );
}
