'use client';

import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import { MarketImage } from '@/components/market/market-image';
import { Button } from '@/components/ui/button';
import { FieldNote } from '@/components/ui/field';
import { FormSection } from '@/components/ui/form-layout';
import { MediaFrame } from '@/components/ui/media-frame';
import { LibraryPicker, thumbnailOf, type BlogLibrary } from './image-library';
import type { PostValues } from './post-values';

/**
 * The post's cover, one image of the blog's library: shown on its card and atop its page. Picked from the
 * library, or uploaded here, which makes the new image the cover once stored; removing it leaves the image
 * in the library.
 */
export function CoverField({ library }: { library: BlogLibrary }) {
  const t = useTranslations('adminBlog');
  const form = useFormContext<PostValues>();
  const coverId = form.watch('coverId');
  const set = (id: string) =>
    form.setValue('coverId', id, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const error = form.getFieldState('coverId', form.formState).error?.message;

  return (
    <FormSection legend={t('cover.title')} data-testid="cover-field">
      <p className="text-sm text-muted-foreground">{t('cover.intro')}</p>
      {coverId ? (
        <div className="flex flex-wrap items-end gap-3">
          <MediaFrame className="aspect-video w-full max-w-sm">
            <MarketImage
              src={thumbnailOf({ id: coverId }, 640)}
              alt={t('cover.current')}
              width={384}
              className="size-full object-cover"
              data-testid="cover-image"
            />
          </MediaFrame>
          <Button variant="outline" size="sm" onClick={() => set('')}>
            {t('cover.remove')}
          </Button>
        </div>
      ) : (
        <p className="text-sm">{t('cover.none')}</p>
      )}
      <FieldNote id="coverId" error={error} />
      <LibraryPicker
        library={library}
        selectedId={coverId}
        testId="cover-library"
        pickLabel={(number) => t('cover.pick', { number })}
        onPick={(image) => set(image.id)}
        onStored={(image) => set(image.id)}
      />
    </FormSection>
  );
}
