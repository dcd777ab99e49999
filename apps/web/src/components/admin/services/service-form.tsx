'use client';

import { serviceBody } from '@rassam/api/schemas';
import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod';
import { ConfirmDelete } from '@/components/admin/market/editing';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { Form, FormField } from '@/components/ui/form';
import { FormActions, FormRow, FormSection } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { TextArea } from '@/components/ui/text-area';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { categoryLabel } from './category-panel';
import { ImagesField } from './images-field';
import { QuestionsEditor } from './questions-editor';
import { serviceBodyOf, serviceValues, type ServiceValues } from './service-values';
import { FaqEditor } from './faq-editor';
import { StepsEditor } from './steps-editor';
import {
  ADMIN_SERVICES_PATH,
  categoryOptions,
  type AdminCategoryNode,
  type AdminService,
  type LibraryImage,
} from './types';

/** The API's own schema, over the body the values make: its issues land on the boxes they name. */
const schema = z.preprocess((values) => serviceBodyOf(values as ServiceValues), serviceBody);

/**
 * A service of the catalogue, new or stored: its category and address, texts in both languages, pictures
 * from the library (or uploaded here), price or "on quote", delivery time, the steps its orders go through,
 * and the questions its buyers answer. Saving a new one opens the list; saving a stored one stays here.
 */
export function ServiceForm({
  service,
  tree,
  library,
}: {
  service: AdminService | null;
  tree: AdminCategoryNode[];
  library: LibraryImage[];
}) {
  const t = useTranslations('adminServices');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const categories = categoryOptions(tree);
  const [deleting, setDeleting] = useState(false);
  const { form, submit, formError } = useApiForm<ServiceValues>(
    schema,
    serviceValues(service, locale, categories[0]?.category.id ?? ''),
  );
  const pricing = form.watch('pricing');

  const onSubmit = submit(async (values) => {
    const body = serviceBodyOf(values);
    if (service) {
      await api.patch(`/admin/services/${service.id}`, body, { toastErrors: false });
      form.reset(values);
      router.refresh();
    } else {
      await api.post('/admin/services', body, { toastErrors: false });
      router.push(ADMIN_SERVICES_PATH);
      router.refresh();
    }
  });

  return (
    <>
      <Form form={form} onSubmit={onSubmit} error={formError} data-testid="service-form">
        <FormSection legend={t('form.basics')}>
          <FormRow>
            <FormField<ServiceValues> name="categoryId" label={t('form.category')}>
              <Select>
                {categories.map(({ category, depth }) => (
                  <option key={category.id} value={category.id}>
                    {`${depth ? '— ' : ''}${categoryLabel(category, locale)}`}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField<ServiceValues> name="slug" label={t('slug')} hint={t('form.slugHint')}>
              <Input dir="ltr" autoComplete="off" spellCheck={false} />
            </FormField>
            <FormField<ServiceValues> name="titleFa" label={t('form.titleFa')}>
              <Input lang="fa" dir="rtl" autoComplete="off" />
            </FormField>
            <FormField<ServiceValues> name="titleEn" label={t('form.titleEn')}>
              <Input lang="en" dir="ltr" autoComplete="off" />
            </FormField>
          </FormRow>
          <FormField<ServiceValues>
            name="descriptionFa"
            label={t('form.descriptionFa')}
            hint={t('form.descriptionHint')}
          >
            <TextArea lang="fa" dir="rtl" rows={6} />
          </FormField>
          <FormField<ServiceValues> name="descriptionEn" label={t('form.descriptionEn')}>
            <TextArea lang="en" dir="ltr" rows={6} />
          </FormField>
        </FormSection>

        <FormSection legend={t('form.priceAndTime')}>
          <FormField<ServiceValues> name="pricing" label={t('form.pricing')} group>
            <RadioGroup
              horizontal
              options={[
                { value: 'fixed', label: t('form.fixed') },
                { value: 'quote', label: t('form.quote'), hint: t('form.quoteHint') },
              ]}
            />
          </FormField>
          <FormRow>
            {pricing === 'fixed' ? (
              <FormField<ServiceValues> name="price" label={t('form.price')} hint={t('form.priceHint')}>
                <Input inputMode="numeric" autoComplete="off" />
              </FormField>
            ) : null}
            <FormField<ServiceValues> name="deliveryDays" label={t('form.deliveryDays')} hint={t('form.deliveryHint')}>
              <Input inputMode="numeric" autoComplete="off" />
            </FormField>
          </FormRow>
          <FormField<ServiceValues> name="featured" label={t('form.featured')} hint={t('form.featuredHint')} inline>
            <Switch />
          </FormField>
        </FormSection>

        <ImagesField library={library} />
        <StepsEditor />
        <QuestionsEditor />
        <FaqEditor />

        <FormActions
          aside={
            service ? (
              <Button variant="link" className="text-danger" onClick={() => setDeleting(true)}>
                {t('form.delete')}
              </Button>
            ) : null
          }
        >
          <Button type="submit" loading={form.formState.isSubmitting}>
            {service ? t('save') : t('form.create')}
          </Button>
        </FormActions>
      </Form>
      {deleting && service ? (
        <ConfirmDelete
          title={t('form.deleteTitle', { name: locale === 'fa' ? service.titleFa : service.titleEn })}
          body={t('form.deleteBody')}
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await api.delete(`/admin/services/${service.id}`);
            router.push(ADMIN_SERVICES_PATH);
            router.refresh();
          }}
        />
      ) : null}
    </>
  );
}
