'use client';

import { propertyBody } from '@rassam/api/schemas';
import { formatNumber, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { useApiForm } from '@/components/forms/use-api-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldNote } from '@/components/ui/field';
import { Form, FormField } from '@/components/ui/form';
import { FormSection, FormRow } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { api } from '@/lib/api-client';
import { ConfirmDelete, EditActions, EditDialog, TreeRow } from './editing';
import { propertyTypes, type Category, type Property, type PropertyOption, type PropertyType } from './types';

type Values = {
  key: string;
  type: PropertyType;
  labelFa: string;
  labelEn: string;
  required: boolean;
  sortOrder: string;
  min: string;
  max: string;
  unitFa: string;
  unitEn: string;
  options: PropertyOption[];
};

/** Only what the type uses goes to the API: bounds and units for numbers, choices for enums. */
function bodyOf(values: Values) {
  const number = values.type === 'number';
  const blankToNull = (text: string) => (text.trim() === '' ? null : text);
  return {
    key: values.key,
    type: values.type,
    labelFa: values.labelFa,
    labelEn: values.labelEn,
    required: values.required,
    sortOrder: values.sortOrder.trim() === '' ? undefined : values.sortOrder,
    min: number ? blankToNull(values.min) : null,
    max: number ? blankToNull(values.max) : null,
    unitFa: number ? values.unitFa : null,
    unitEn: number ? values.unitEn : null,
    options: values.type === 'enum' ? values.options : null,
  };
}

const schema = z.preprocess((values) => bodyOf(values as Values), propertyBody);

/**
 * A category's typed properties: its own (add, edit, delete) and those it takes from its ancestors
 * (read only here; they are edited on the ancestor).
 */
export function PropertiesPanel({ category, ancestors }: { category: Category; ancestors: Category[] }) {
  const t = useTranslations('adminMarket');
  const locale = useLocale() as Locale;
  const [properties, setProperties] = useState<Property[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<Property | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Property | null>(null);

  const load = useCallback(async () => {
    try {
      const { data } = await api.get<Property[]>(`/market/categories/${category.id}/properties`);
      setProperties(data);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [category.id]);
  useEffect(() => {
    void load();
  }, [load]);

  const own = (properties ?? []).filter((property) => property.categoryId === category.id);
  const inherited = (properties ?? []).filter((property) => property.categoryId !== category.id);
  const nameOfCategory = (id: string) => {
    const found = ancestors.find((item) => item.id === id);
    return found ? (locale === 'fa' ? found.nameFa : found.nameEn) : '';
  };
  const typeLabel: Record<PropertyType, string> = {
    number: t('properties.types.number'),
    enum: t('properties.types.enum'),
    text: t('properties.types.text'),
    boolean: t('properties.types.boolean'),
  };
  const label = (property: Property) => (locale === 'fa' ? property.labelFa : property.labelEn);

  const describe = (property: Property) => {
    const parts = [typeLabel[property.type]];
    if (property.type === 'number' && (property.min !== null || property.max !== null)) {
      parts.push(
        t('properties.range', {
          min: property.min === null ? '—' : formatNumber(property.min, locale),
          max: property.max === null ? '—' : formatNumber(property.max, locale),
        }),
      );
    }
    const unit = locale === 'fa' ? property.unitFa : property.unitEn;
    if (property.type === 'number' && unit) parts.push(unit);
    if (property.type === 'enum' && property.options) {
      parts.push(property.options.map((option) => (locale === 'fa' ? option.fa : option.en)).join('، '));
    }
    if (property.required) parts.push(t('properties.requiredShort'));
    return parts.join(' · ');
  };

  return (
    <Card role="region" aria-labelledby="properties-title" className="p-5 sm:p-6">
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <h2 id="properties-title" className="text-lg font-bold">
          {t('properties.title')}
        </h2>
        <Button variant="secondary" onClick={() => setEditing('new')}>
          {t('properties.add')}
        </Button>
      </div>
      <p className="mb-4 text-sm text-muted-foreground">{t('properties.hint')}</p>
      {failed ? (
        <Alert tone="warning" className="font-semibold">
          {t('properties.loadError')}{' '}
          <Button variant="link" className="text-current underline" onClick={() => void load()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : properties === null ? (
        <p className="text-sm text-muted-foreground" aria-busy="true">
          {t('loading')}
        </p>
      ) : (
        <>
          {own.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('properties.none')}</p>
          ) : (
            <ul className="-mx-4 divide-y divide-border" data-testid="own-properties">
              {own.map((property) => (
                <TreeRow
                  key={property.id}
                  editLabel={t('properties.editNamed', { name: label(property) })}
                  deleteLabel={t('properties.deleteNamed', { name: label(property) })}
                  onEdit={() => setEditing(property)}
                  onDelete={() => setDeleting(property)}
                >
                  <p className="font-semibold">
                    {label(property)}{' '}
                    <code dir="ltr" className="text-xs font-normal text-muted-foreground">
                      {property.key}
                    </code>
                  </p>
                  <p className="text-sm text-muted-foreground">{describe(property)}</p>
                </TreeRow>
              ))}
            </ul>
          )}
          {inherited.length > 0 ? (
            <div className="mt-4 border-t border-border pt-4">
              <h3 className="text-sm font-semibold">{t('properties.inherited')}</h3>
              <ul className="mt-2 space-y-1.5 text-sm">
                {inherited.map((property) => (
                  <li key={property.id} className="break-words">
                    <span className="font-semibold">{label(property)}</span>{' '}
                    <span className="text-muted-foreground">
                      {describe(property)} · {t('properties.from', { name: nameOfCategory(property.categoryId) })}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}

      {editing ? (
        <EditDialog
          title={
            editing === 'new'
              ? t('properties.addTitle', { name: locale === 'fa' ? category.nameFa : category.nameEn })
              : t('properties.editNamed', { name: label(editing) })
          }
          onClose={() => setEditing(null)}
        >
          <PropertyForm
            categoryId={category.id}
            property={editing === 'new' ? null : editing}
            onDone={() => {
              setEditing(null);
              void load();
            }}
          />
        </EditDialog>
      ) : null}
      {deleting ? (
        <ConfirmDelete
          title={t('properties.deleteTitle', { name: label(deleting) })}
          body={t('properties.deleteBody')}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await api.delete(`/admin/market/properties/${deleting.id}`);
            await load();
          }}
        />
      ) : null}
    </Card>
  );
}

function PropertyForm({
  categoryId,
  property,
  onDone,
}: {
  categoryId: string;
  property: Property | null;
  onDone: () => void;
}) {
  const t = useTranslations('adminMarket');
  const locale = useLocale() as Locale;
  const text = (value: number | null) => (value === null ? '' : formatNumber(value, locale).replace(/[٬,]/g, ''));
  const { form, submit, formError } = useApiForm<Values>(schema, {
    key: property?.key ?? '',
    type: property?.type ?? 'text',
    labelFa: property?.labelFa ?? '',
    labelEn: property?.labelEn ?? '',
    required: property?.required ?? false,
    sortOrder: property ? formatNumber(property.sortOrder, locale) : '',
    min: text(property?.min ?? null),
    max: text(property?.max ?? null),
    unitFa: property?.unitFa ?? '',
    unitEn: property?.unitEn ?? '',
    options: property?.options ?? [],
  });
  const options = useFieldArray({ control: form.control, name: 'options' });
  const type = form.watch('type');
  const errors = form.formState.errors;
  const typeLabel: Record<PropertyType, string> = {
    number: t('properties.types.number'),
    enum: t('properties.types.enum'),
    text: t('properties.types.text'),
    boolean: t('properties.types.boolean'),
  };

  const onSubmit = submit(async (values) => {
    if (property) await api.patch(`/admin/market/properties/${property.id}`, bodyOf(values), { toastErrors: false });
    else await api.post(`/admin/market/categories/${categoryId}/properties`, bodyOf(values), { toastErrors: false });
    onDone();
  });

  return (
    <Form form={form} onSubmit={onSubmit} error={formError}>
      <FormRow>
        <FormField<Values> name="labelFa" label={t('properties.labelFa')}>
          <Input lang="fa" dir="rtl" autoComplete="off" />
        </FormField>
        <FormField<Values> name="labelEn" label={t('properties.labelEn')}>
          <Input lang="en" dir="ltr" autoComplete="off" />
        </FormField>
        <FormField<Values> name="key" label={t('properties.key')} hint={t('properties.keyHint')}>
          <Input dir="ltr" autoComplete="off" spellCheck={false} />
        </FormField>
        <FormField<Values> name="type" label={t('properties.type')}>
          <Select>
            {propertyTypes.map((value) => (
              <option key={value} value={value}>
                {typeLabel[value]}
              </option>
            ))}
          </Select>
        </FormField>
      </FormRow>

      {type === 'number' ? (
        <FormSection legend={t('properties.numberRange')}>
          <FormRow>
            <FormField<Values> name="min" label={t('properties.min')}>
              <Input inputMode="decimal" autoComplete="off" />
            </FormField>
            <FormField<Values> name="max" label={t('properties.max')}>
              <Input inputMode="decimal" autoComplete="off" />
            </FormField>
            <FormField<Values> name="unitFa" label={t('properties.unitFa')}>
              <Input lang="fa" dir="rtl" autoComplete="off" />
            </FormField>
            <FormField<Values> name="unitEn" label={t('properties.unitEn')}>
              <Input lang="en" dir="ltr" autoComplete="off" />
            </FormField>
          </FormRow>
        </FormSection>
      ) : null}

      {type === 'enum' ? (
        <FormSection legend={t('properties.options')}>
          <FieldNote id="property-options" error={errors.options?.message} />
          {options.fields.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('properties.noOptions')}</p>
          ) : null}
          {options.fields.map((field, index) => {
            const number = formatNumber(index + 1, locale);
            return (
              <div key={field.id} className="grid gap-2 border-b border-border pb-3 sm:grid-cols-3">
                <FormField<Values> name={`options.${index}.value`} label={t('properties.optionValue', { number })}>
                  <Input dir="ltr" autoComplete="off" />
                </FormField>
                <FormField<Values> name={`options.${index}.fa`} label={t('properties.optionFa', { number })}>
                  <Input lang="fa" dir="rtl" autoComplete="off" />
                </FormField>
                <FormField<Values> name={`options.${index}.en`} label={t('properties.optionEn', { number })}>
                  <Input lang="en" dir="ltr" autoComplete="off" />
                </FormField>
                <div className="sm:col-span-3">
                  <Button variant="link" className="text-danger" onClick={() => options.remove(index)}>
                    {t('properties.removeOption', { number })}
                  </Button>
                </div>
              </div>
            );
          })}
          <Button variant="secondary" onClick={() => options.append({ value: '', fa: '', en: '' })}>
            {t('properties.addOption')}
          </Button>
        </FormSection>
      ) : null}

      <FormRow className="sm:items-center">
        <FormField<Values> name="sortOrder" label={t('sortOrder')} hint={t('sortHint')}>
          <Input inputMode="numeric" autoComplete="off" />
        </FormField>
        <FormField<Values> name="required" label={t('properties.required')} inline>
          <Checkbox />
        </FormField>
      </FormRow>
      <EditActions pending={form.formState.isSubmitting}>
        {property ? t('save') : t('properties.addButton')}
      </EditActions>
    </Form>
  );
}
