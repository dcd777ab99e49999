'use client';

import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useApiForm } from '@/components/forms/use-api-form';
import { Alert } from '@/components/ui/alert';
import { LocationPicker, type LocationValue } from '@/components/shop/location-picker';
import { flattenTree, type CategoryNode } from '@/components/shop/types';
import { Form, FormField, SubmitButton } from '@/components/ui/form';
import { FormSection } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { api } from '@/lib/api-client';
import { TOUR_VISIBILITIES, tourDetailsBody, type TourView, type TourVisibility } from '../tour-api';
import { useVisibilityLabels } from '../tour-labels';

type Values = {
  title: string;
  titleEn: string | null;
  description: string | null;
  descriptionEn: string | null;
  visibility: TourVisibility;
  categoryId: string | null;
};

const empty: LocationValue = { countryId: null, stateId: null, cityId: null, districtId: null };

/** The most precise place chosen (a district over its city, and so on), or null. */
export const locationOf = (value: LocationValue) =>
  value.districtId ?? value.cityId ?? value.stateId ?? value.countryId ?? null;

/**
 * The tour's texts in both languages, its category and place (the market's place categories and
 * locations, as a place listing picks them) and who may see it. The location goes with the save only once
 * it is changed here: a saved one the picker could not show again is kept as it was.
 */
export function DetailsPanel({
  tour,
  categories,
  location,
  onSaved,
}: {
  tour: TourView;
  categories: CategoryNode[];
  /** The saved location's levels, or null when there is none (or it could not be traced). */
  location: LocationValue | null;
  onSaved: () => Promise<void>;
}) {
  const t = useTranslations('tours');
  const locale = useLocale() as Locale;
  const visibilities = useVisibilityLabels();
  const flat = useMemo(() => flattenTree(categories), [categories]);
  const [place, setPlace] = useState<LocationValue>(location ?? empty);
  const [placeTouched, setPlaceTouched] = useState(false);
  const [saved, setSaved] = useState(false);
  const { form, submit, formError } = useApiForm<Values>(tourDetailsBody, {
    title: tour.title,
    titleEn: tour.titleEn,
    description: tour.description,
    descriptionEn: tour.descriptionEn,
    visibility: tour.visibility,
    categoryId: tour.categoryId,
  });

  const save = submit(async (values) => {
    setSaved(false);
    const body = placeTouched ? { ...values, locationId: locationOf(place) } : values;
    await api.patch(`/tours/${tour.id}`, body, { toastErrors: false, toastSuccess: false });
    form.reset(values);
    setPlaceTouched(false);
    await onSaved();
    setSaved(true);
  });

  return (
    <Form form={form} onSubmit={save} error={formError} data-testid="tour-details">
      <FormField<Values> name="title" label={t('details.title')}>
        <Input maxLength={120} dir="auto" />
      </FormField>
      <FormField<Values> name="titleEn" label={t('details.titleEn')} hint={t('optional')}>
        <Input maxLength={120} dir="ltr" lang="en" />
      </FormField>
      <FormField<Values> name="description" label={t('details.description')}>
        <TextArea rows={3} maxLength={2000} dir="auto" />
      </FormField>
      <FormField<Values> name="descriptionEn" label={t('details.descriptionEn')} hint={t('optional')}>
        <TextArea rows={3} maxLength={2000} dir="ltr" lang="en" />
      </FormField>
      <FormField<Values>
        name="categoryId"
        label={t('details.category')}
        options={{ setValueAs: (value: string | null) => value || null }}
      >
        <Select>
          <option value="">{t('details.noCategory')}</option>
          {flat.map(({ node, depth }) => (
            <option key={node.id} value={node.id}>
              {`${'— '.repeat(depth)}${locale === 'fa' ? node.nameFa : node.nameEn}`}
            </option>
          ))}
        </Select>
      </FormField>
      <FormSection legend={t('details.location')}>
        <LocationPicker
          value={place}
          onChange={(value) => {
            setPlace(value);
            setPlaceTouched(true);
          }}
        />
      </FormSection>
      <FormField<Values> name="visibility" label={t('details.visibility')} group>
        <RadioGroup
          options={TOUR_VISIBILITIES.map((value) => ({
            value,
            label: visibilities[value],
            hint: value === 'private' ? t('details.privateHint') : t('details.sharedHint'),
          }))}
        />
      </FormField>
      {saved && !form.formState.isDirty ? (
        <Alert tone="success" role="status">
          {t('saved')}
        </Alert>
      ) : null}
      <SubmitButton pendingLabel={t('saving')}>{t('save')}</SubmitButton>
    </Form>
  );
}
