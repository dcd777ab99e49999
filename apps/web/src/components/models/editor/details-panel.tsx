'use client';

import { modelPatchBody } from '@rassam/api/schemas';
import { useTranslations } from 'next-intl';
import { useApiForm } from '@/components/forms/use-api-form';
import { Form, FormField, SubmitButton } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio';
import { TextArea } from '@/components/ui/text-area';
import { api } from '@/lib/api-client';
import { visibilities, type Model } from '../model-data';

type Values = {
  title: string;
  titleEn: string | null;
  description: string | null;
  descriptionEn: string | null;
  visibility: Model['visibility'];
};

/** An empty optional text is no text (null), not an empty one. */
const orNull = { setValueAs: (value: string | null) => (value?.trim() ? value : null) };

/** The model's texts in both languages and who may see it. */
export function DetailsPanel({ model, onSaved }: { model: Model; onSaved: (model: Model) => void }) {
  const t = useTranslations('models');
  const { form, submit, formError } = useApiForm<Values>(modelPatchBody, {
    title: model.title,
    titleEn: model.titleEn,
    description: model.description,
    descriptionEn: model.descriptionEn,
    visibility: model.visibility,
  });

  const save = submit(async (values) => {
    const { data } = await api.patch<Model>(`/models/${model.id}`, values, { toastErrors: false });
    onSaved(data);
    form.reset(values);
  });

  return (
    <Form form={form} onSubmit={save} error={formError} data-testid="model-details">
      <FormField<Values> name="title" label={t('details.title')}>
        <Input maxLength={120} dir="auto" />
      </FormField>
      <FormField<Values> name="titleEn" label={t('details.titleEn')} hint={t('details.optional')} options={orNull}>
        <Input maxLength={120} dir="ltr" lang="en" />
      </FormField>
      <FormField<Values> name="description" label={t('details.description')} options={orNull}>
        <TextArea rows={3} maxLength={2000} dir="auto" />
      </FormField>
      <FormField<Values>
        name="descriptionEn"
        label={t('details.descriptionEn')}
        hint={t('details.optional')}
        options={orNull}
      >
        <TextArea rows={3} maxLength={2000} dir="ltr" lang="en" />
      </FormField>
      <FormField<Values> name="visibility" label={t('details.visibility')} group>
        <RadioGroup
          options={visibilities.map((value) => ({
            value,
            label: t(`visibility.${value}`),
            hint: t(`visibilityHint.${value}`),
          }))}
        />
      </FormField>
      <SubmitButton pendingLabel={t('saving')}>{t('save')}</SubmitButton>
    </Form>
  );
}
