'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CameraIcon } from '@/components/ui/icons/camera';
import { MediaFrame } from '@/components/ui/media-frame';
import { api, ApiError } from '@/lib/api-client';
import type { Model } from '../model-data';

/** The file name the picture travels under: the server reads its bytes, never the name, but a form needs one. */
const fileName = (type: string) => `poster.${type === 'image/png' ? 'png' : type === 'image/jpeg' ? 'jpg' : 'webp'}`;

/**
 * The model's poster (cards, listings, embeds, link previews, and the viewer while it loads), and the way
 * to make it from the view on screen: the viewer's canvas as it is now (lighting drafts included; the notes
 * are page elements over the canvas, not in it), sent to `PUT /models/{id}/poster`, which crops the middle
 * square and makes the 1024 px WebP the pipeline makes. Saved at once, apart from the panel's Save.
 */
export function PosterSection({
  model,
  snapshot,
  onSaved,
}: {
  model: Model;
  /** The viewer's current view as a picture, or null while the model is not loaded. */
  snapshot: () => Promise<Blob | null>;
  onSaved: (model: Model) => void;
}) {
  const t = useTranslations('models');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const take = async () => {
    setError(null);
    setBusy(true);
    try {
      const picture = await snapshot().catch(() => null);
      if (!picture) return setError(t('poster.notLoaded'));
      const form = new FormData();
      form.append('file', picture, fileName(picture.type));
      // Success is the API's own toast, as the other panels' saves; a refusal is said here, beside the button.
      const { data } = await api.put<Model>(`/models/${model.id}/poster`, form, { toastErrors: false });
      onSaved(data);
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('poster.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="space-y-3 border-t border-border pt-5" aria-labelledby="model-poster-title">
      <h2 id="model-poster-title" className="text-sm font-semibold">
        {t('poster.title')}
      </h2>
      <div className="flex items-start gap-4">
        <MediaFrame className="aspect-square w-24 shrink-0 rounded-xl">
          {model.posterUrl ? (
            <img
              src={model.posterUrl}
              alt={t('poster.current')}
              className="size-full object-cover"
              data-testid="model-poster"
            />
          ) : null}
        </MediaFrame>
        <p className="text-sm text-muted-foreground">{t('poster.hint')}</p>
      </div>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <Button variant="outline" loading={busy} onClick={take}>
        <CameraIcon aria-hidden />
        {busy ? t('poster.saving') : t('poster.fromView')}
      </Button>
    </section>
  );
}
