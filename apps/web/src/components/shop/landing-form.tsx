'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiForm } from '@/components/forms/use-api-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Form, FormField, SubmitButton } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { TextArea } from '@/components/ui/text-area';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { MediaPicker } from './media-picker';
import { landingSchema, orNull } from './schemas';
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
    <Form form={form} onSubmit={onSubmit} error={formError} columns={2} data-testid="landing-form">
      <FormField<Values> name="headingFa" label={t('landing.headingFa')}>
        <Input />
      </FormField>
      <FormField<Values> name="headingEn" label={t('landing.headingEn')}>
        <Input dir="ltr" />
      </FormField>
      <FormField<Values> name="descriptionFa" label={t('landing.descriptionFa')}>
        <TextArea />
      </FormField>
      <FormField<Values> name="descriptionEn" label={t('landing.descriptionEn')}>
        <TextArea dir="ltr" />
      </FormField>
      <div className="sm:col-span-2">
        <MediaPicker
          label={t('landing.background')}
          media={media}
          selected={background}
          onChange={setBackground}
          max={1}
        />
      </div>
      <FormField<Values>
        name="showLink"
        label={t('landing.showLink')}
        hint={t('landing.showLinkHint')}
        inline
        className="sm:col-span-2"
      >
        <Checkbox />
      </FormField>
      {showLink ? (
        <>
          <FormField<Values>
            name="buttonTitleFa"
            label={t('landing.buttonTitleFa')}
            hint={t('landing.buttonTitleHint')}
          >
            <Input />
          </FormField>
          <FormField<Values> name="buttonTitleEn" label={t('landing.buttonTitleEn')}>
            <Input dir="ltr" />
          </FormField>
        </>
      ) : null}
      <FormActions layout="start">
        <SubmitButton pendingLabel={common('saving')}>{common('save')}</SubmitButton>
      </FormActions>
    </Form>
  );
}
