'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert, SubmitButton, TextField } from '@/components/forms/fields';
import { useApiForm } from '@/components/forms/use-api-form';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { MediaPicker } from './media-picker';
import { landingSchema, orNull } from './schemas';
import { TextArea } from './text-area';
import type { MediaFile, Shop } from './types';

type Values = {
  headingFa: string;
  headingEn: string;
  descriptionFa: string;
  descriptionEn: string;
  showLink: boolean;
  buttonTitleFa: string;
  buttonTitleEn: string;
};

/** The landing block of /market/{link}: heading, words, a background from the library, the buttons. */
export function LandingForm({ shop, media }: { shop: Shop; media: MediaFile[] }) {
  const t = useTranslations('shopPanel');
  const common = useTranslations('common');
  const router = useRouter();
  const landing = shop.landing;
  const { form, submit, formError } = useApiForm<Values>(landingSchema, {
    headingFa: landing?.headingFa ?? '',
    headingEn: landing?.headingEn ?? '',
    descriptionFa: landing?.descriptionFa ?? '',
    descriptionEn: landing?.descriptionEn ?? '',
    showLink: landing?.showLink ?? false,
    buttonTitleFa: landing?.buttonTitleFa ?? '',
    buttonTitleEn: landing?.buttonTitleEn ?? '',
  });
  const [background, setBackground] = useState<string[]>(landing?.backgroundImageId ? [landing.backgroundImageId] : []);
  const errors = form.formState.errors;
  const showLink = form.watch('showLink');

  const onSubmit = submit(async (values) => {
    await api.put<Shop>(
      '/shops/me/landing',
      {
        headingFa: orNull(values.headingFa),
        headingEn: orNull(values.headingEn),
        descriptionFa: orNull(values.descriptionFa),
        descriptionEn: orNull(values.descriptionEn),
        backgroundImageId: background[0] ?? null,
        showLink: values.showLink,
        buttonTitleFa: orNull(values.buttonTitleFa),
        buttonTitleEn: orNull(values.buttonTitleEn),
      },
      { toastErrors: false },
    );
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-5 sm:grid-cols-2" data-testid="landing-form">
      {formError ? (
        <div className="sm:col-span-2">
          <FormAlert>{formError}</FormAlert>
        </div>
      ) : null}
      <TextField label={t('landing.headingFa')} error={errors.headingFa?.message} {...form.register('headingFa')} />
      <TextField
        label={t('landing.headingEn')}
        dir="ltr"
        error={errors.headingEn?.message}
        {...form.register('headingEn')}
      />
      <TextArea
        label={t('landing.descriptionFa')}
        error={errors.descriptionFa?.message}
        {...form.register('descriptionFa')}
      />
      <TextArea
        label={t('landing.descriptionEn')}
        dir="ltr"
        error={errors.descriptionEn?.message}
        {...form.register('descriptionEn')}
      />
      <div className="sm:col-span-2">
        <MediaPicker
          label={t('landing.background')}
          media={media}
          selected={background}
          onChange={setBackground}
          max={1}
        />
      </div>
      <label className="flex items-start gap-3 sm:col-span-2">
        <input type="checkbox" className="mt-1 size-4 accent-brand-600" {...form.register('showLink')} />
        <span>
          <span className="block text-sm font-semibold">{t('landing.showLink')}</span>
          <span className="block text-sm text-[var(--text-muted)]">{t('landing.showLinkHint')}</span>
        </span>
      </label>
      {showLink ? (
        <>
          <TextField
            label={t('landing.buttonTitleFa')}
            hint={t('landing.buttonTitleHint')}
            error={errors.buttonTitleFa?.message}
            {...form.register('buttonTitleFa')}
          />
          <TextField
            label={t('landing.buttonTitleEn')}
            dir="ltr"
            error={errors.buttonTitleEn?.message}
            {...form.register('buttonTitleEn')}
          />
        </>
      ) : null}
      <div className="sm:col-span-2">
        <SubmitButton pending={form.formState.isSubmitting} className="sm:w-auto">
          {form.formState.isSubmitting ? common('saving') : common('save')}
        </SubmitButton>
      </div>
    </form>
  );
}
