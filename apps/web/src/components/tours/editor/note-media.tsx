'use client';

import { INFO_IMAGE_MAX_MB } from '@rassam/api/schemas';
import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DropZone } from '@/components/ui/drop-zone';
import { Field } from '@/components/ui/field';
import { CameraIcon } from '@/components/ui/icons/camera';
import { TrashIcon } from '@/components/ui/icons/trash';
import { Select } from '@/components/ui/select';
import { api, ApiError } from '@/lib/api-client';
import { isPictureName, PICTURE_ACCEPT, type InfoHotspot, type NoteListings } from '../tour-api';

export interface NotePictureValue {
  id: string;
  url: string;
}

/** Why a chosen file is not sent (the server reads the bytes; this spares a useless upload), or null. */
export function pictureRefusal(file: File): 'wrongType' | 'empty' | 'tooLarge' | null {
  if (!isPictureName(file.name)) return 'wrongType';
  if (file.size === 0) return 'empty';
  return file.size > INFO_IMAGE_MAX_MB * 1024 * 1024 ? 'tooLarge' : null;
}

/**
 * An info hotspot's picture: dropped or chosen, it is uploaded for the tour at once (the server keeps a WebP of
 * it) and shown as a thumbnail; the hotspot takes it when the hotspots are saved. Replaced or removed, the
 * old one is deleted by the server once no saved hotspot shows it.
 */
export function NotePicture({
  tourId,
  picture,
  onPicture,
}: {
  tourId: string;
  picture: NotePictureValue | null;
  onPicture: (picture: NotePictureValue | null) => void;
}) {
  const t = useTranslations('tours');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File | undefined) => {
    if (!file) return;
    const refused = pictureRefusal(file);
    if (refused) {
      setError(
        refused === 'tooLarge'
          ? t('hotspots.pictureTooLarge', { mb: INFO_IMAGE_MAX_MB })
          : t(refused === 'empty' ? 'upload.empty' : 'upload.wrongType'),
      );
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const form = new FormData();
      form.set('file', file);
      const { data } = await api.post<NotePictureValue>(`/tours/${tourId}/images`, form, {
        toastErrors: false,
        toastSuccess: false,
      });
      onPicture({ id: data.id, url: data.url });
    } catch (cause) {
      setError(cause instanceof ApiError ? (cause.fields.file ?? cause.message) : t('upload.failed'));
    } finally {
      setBusy(false);
    }
  };
  const choose = (
    <Button variant="outline" size="sm" loading={busy} onClick={() => input.current?.click()}>
      {picture ? t('hotspots.pictureReplace') : t('hotspots.pictureChoose')}
    </Button>
  );

  return (
    <Field
      group
      label={t('hotspots.picture')}
      hint={t('hotspots.pictureHint', { mb: INFO_IMAGE_MAX_MB })}
      error={error}
    >
      {picture ? (
        <div className="flex flex-wrap items-start gap-3">
          <img
            src={picture.url}
            alt={t('hotspots.pictureAlt')}
            className="h-20 w-28 rounded-lg object-cover ring-1 ring-border"
            data-testid="note-picture"
          />
          <div className="flex flex-col items-start gap-2">
            {choose}
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => onPicture(null)}>
              <TrashIcon className="size-4" />
              {t('hotspots.pictureRemove')}
            </Button>
          </div>
        </div>
      ) : (
        <DropZone onFiles={(files) => !busy && void send(files[0])} className="gap-2 p-4">
          <CameraIcon className="size-6 text-muted-foreground" aria-hidden />
          <p className="text-sm">{t('hotspots.pictureDrop')}</p>
          {choose}
        </DropZone>
      )}
      <input
        ref={input}
        type="file"
        accept={PICTURE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={picture ? t('hotspots.pictureReplace') : t('hotspots.pictureChoose')}
        data-testid="note-picture-file"
        onChange={(event) => {
          void send(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </Field>
  );
}

/**
 * The listing an info hotspot links to: one of the owner's shop's (the only ones the API takes), or none. A
 * chosen listing the list does not hold (deleted since, or the list not read) stays until another is chosen.
 */
export function NoteListing({
  hotspot,
  listings,
  onListing,
}: {
  hotspot: InfoHotspot;
  listings: NoteListings;
  onListing: (listingId: string | null) => void;
}) {
  const t = useTranslations('tours');
  const locale = useLocale() as Locale;
  const chosen = hotspot.listingId ?? null;
  const title = (listing: { title: string; titleEn: string | null }) =>
    (locale === 'en' && listing.titleEn) || listing.title;
  if (!listings.listings && !chosen) {
    return <p className="text-sm text-muted-foreground">{t('hotspots.noShop')}</p>;
  }
  const known = (listings.listings ?? []).some((listing) => listing.id === chosen);
  return (
    <Field
      label={t('hotspots.listing')}
      hint={listings.failed ? t('hotspots.listingsFailed') : t('hotspots.listingHint')}
    >
      <Select value={chosen ?? ''} onChange={(event) => onListing(event.target.value || null)}>
        <option value="">{t('hotspots.listingNone')}</option>
        {chosen && !known ? (
          <option value={chosen}>{hotspot.listing ? title(hotspot.listing) : t('hotspots.listingMissing')}</option>
        ) : null}
        {(listings.listings ?? []).map((listing) => (
          <option key={listing.id} value={listing.id}>
            {title(listing)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
