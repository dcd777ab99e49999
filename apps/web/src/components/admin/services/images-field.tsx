'use client';

import { SERVICE_LIMITS } from '@rassam/api/schemas';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { MarketImage } from '@/components/market/market-image';
import { Button } from '@/components/ui/button';
import { FieldNote } from '@/components/ui/field';
import { FormSection } from '@/components/ui/form-layout';
import { Num } from '@/components/ui/num';
import { api } from '@/lib/api-client';
import { MoveButtons } from './move-buttons';
import { moved } from './types';
import type { ServiceValues } from './service-values';
import type { LibraryImage } from './types';

/**
 * The service's pictures, in order (the first is its card's), chosen from the services' image library that
 * every admin shares; a file uploaded here joins the library and the service at once. The API checks each
 * file by its content (and says why it refuses one in a toast).
 */
export function ImagesField({ library: initial }: { library: LibraryImage[] }) {
  const t = useTranslations('adminServices');
  const form = useFormContext<ServiceValues>();
  const input = useRef<HTMLInputElement>(null);
  const [library, setLibrary] = useState(initial);
  const [uploading, setUploading] = useState(false);
  const chosen = form.watch('images');
  const byId = new Map(library.map((image) => [image.id, image]));
  const set = (ids: string[]) =>
    form.setValue('images', ids, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const full = chosen.length >= SERVICE_LIMITS.images;

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    try {
      for (const file of Array.from(files)) {
        const body = new FormData();
        body.append('file', file);
        const { data } = await api.post<LibraryImage>('/admin/service-images', body);
        setLibrary((items) => [{ ...data, usedBy: 0 }, ...items]);
        const ids = form.getValues('images');
        if (ids.length < SERVICE_LIMITS.images) set([...ids, data.id]);
      }
    } catch {
      // Told by the API client's toast; what was sent before stays.
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  const rest = library.filter((image) => !chosen.includes(image.id));
  return (
    <FormSection legend={t('images.title')} data-testid="images-field">
      <p className="text-sm text-muted-foreground">{t('images.intro')}</p>
      {chosen.length ? (
        <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('images.chosen')}>
          {chosen.map((id, index) => {
            const image = byId.get(id);
            const name = t('images.numbered', { number: index + 1 });
            return (
              <li
                key={id}
                className="flex items-center gap-3 rounded-xl border border-border p-2"
                data-testid="chosen-image"
              >
                {image ? (
                  <MarketImage
                    src={image.url}
                    alt={name}
                    width={96}
                    height={72}
                    className="h-18 w-24 rounded-lg object-cover"
                  />
                ) : null}
                <span className="flex-1 text-sm font-semibold">
                  <Num value={index + 1} />
                  {index === 0 ? ` · ${t('images.cover')}` : null}
                </span>
                <MoveButtons
                  name={name}
                  index={index}
                  count={chosen.length}
                  onMove={(step) => set(moved(chosen, index, step))}
                  onRemove={() => set(chosen.filter((item) => item !== id))}
                />
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm">{t('images.none')}</p>
      )}
      <FieldNote id="images" error={form.getFieldState('images', form.formState).error?.message} />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" loading={uploading} disabled={full} onClick={() => input.current?.click()}>
          {t('images.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label={t('images.upload')}
          data-testid="image-input"
          onChange={(event) => upload(event.target.files)}
        />
      </div>
      {rest.length ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold">{t('images.library')}</h3>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
            {rest.map((image, index) => {
              const name = t('images.libraryNumbered', { number: index + 1 });
              return (
                <li key={image.id} className="space-y-1">
                  <MarketImage
                    src={image.url}
                    alt={name}
                    width={160}
                    height={120}
                    className="aspect-[4/3] w-full rounded-lg object-cover"
                  />
                  <Button
                    variant="outline"
                    size="sm"
                    className="w-full"
                    disabled={full}
                    aria-label={t('images.addNamed', { name })}
                    onClick={() => set([...chosen, image.id])}
                  >
                    {t('images.add')}
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </FormSection>
  );
}
