'use client';

import { propertyBody } from '@rassam/api/schemas';
import { formatNumber, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert, SubmitButton, TextField } from '@/components/forms/fields';
import { useApiForm } from '@/components/forms/use-api-form';
import { api } from '@/lib/api-client';
import { buttonClass, CheckField, Dialog } from '../dialog';
import { ConfirmDelete } from './confirm-delete';
import { DialogActions, SelectField } from './fields';
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
    <section
      aria-labelledby="properties-title"
      className="rounded-2xl border border-[var(--border)] bg-[var(--surface)] p-5 shadow-sm sm:p-6"
    >
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <h2 id="properties-title" className="text-lg font-bold">
          {t('properties.title')}
        </h2>
        <button type="button" className={buttonClass.secondary} onClick={() => setEditing('new')}>
          {t('properties.add')}
        </button>
      </div>
      <p className="mb-4 text-sm text-[var(--text-muted)]">{t('properties.hint')}</p>
      {failed ? (
        <p role="alert" className="text-sm font-semibold text-amber-800 dark:text-amber-200">
          {t('properties.loadError')}{' '}
          <button type="button" className={buttonClass.link} onClick={() => void load()}>
            {t('retry')}
          </button>
        </p>
      ) : properties === null ? (
        <p className="text-sm text-[var(--text-muted)]" aria-busy="true">
          {t('loading')}
        </p>
      ) : (
        <>
          {own.length === 0 ? (
            <p className="text-sm text-[var(--text-muted)]">{t('properties.none')}</p>
          ) : (
            <ul className="divide-y divide-[var(--border)]" data-testid="own-properties">
              {own.map((property) => (
                <li key={property.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
                  <div className="min-w-0">
                    <p className="font-semibold break-words">
                      {label(property)}{' '}
                      <code dir="ltr" className="text-xs font-normal text-[var(--text-muted)]">
                        {property.key}
                      </code>
                    </p>
                    <p className="text-sm break-words text-[var(--text-muted)]">{describe(property)}</p>
                  </div>
                  <div className="flex gap-4">
                    <button
                      type="button"
                      className={buttonClass.link}
                      onClick={() => setEditing(property)}
                      aria-label={t('properties.editNamed', { name: label(property) })}
                    >
                      {t('edit')}
                    </button>
                    <button
                      type="button"
                      className={buttonClass.dangerLink}
                      onClick={() => setDeleting(property)}
                      aria-label={t('properties.deleteNamed', { name: label(property) })}
                    >
                      {t('delete')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {inherited.length > 0 ? (
            <div className="mt-4 border-t border-[var(--border)] pt-4">
              <h3 className="text-sm font-semibold">{t('properties.inherited')}</h3>
              <ul className="mt-2 space-y-1.5 text-sm">
                {inherited.map((property) => (
                  <li key={property.id} className="break-words">
                    <span className="font-semibold">{label(property)}</span>{' '}
                    <span className="text-[var(--text-muted)]">
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
        <Dialog
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
            onCancel={() => setEditing(null)}
            onDone={() => {
              setEditing(null);
              void load();
            }}
          />
        </Dialog>
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
    </section>
  );
}

function PropertyForm({
  categoryId,
  property,
  onCancel,
  onDone,
}: {
  categoryId: string;
  property: Property | null;
  onCancel: () => void;
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
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert>{formError}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('properties.labelFa')}
          lang="fa"
          dir="rtl"
          autoComplete="off"
          error={errors.labelFa?.message}
          {...form.register('labelFa')}
        />
        <TextField
          label={t('properties.labelEn')}
          lang="en"
          dir="ltr"
          autoComplete="off"
          error={errors.labelEn?.message}
          {...form.register('labelEn')}
        />
        <TextField
          label={t('properties.key')}
          hint={t('properties.keyHint')}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          error={errors.key?.message}
          {...form.register('key')}
        />
        <SelectField label={t('properties.type')} error={errors.type?.message} {...form.register('type')}>
          {propertyTypes.map((value) => (
            <option key={value} value={value}>
              {typeLabel[value]}
            </option>
          ))}
        </SelectField>
      </div>

      {type === 'number' ? (
        <fieldset className="grid gap-4 rounded-xl border border-[var(--border)] p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold">{t('properties.numberRange')}</legend>
          <TextField
            label={t('properties.min')}
            inputMode="decimal"
            autoComplete="off"
            error={errors.min?.message}
            {...form.register('min')}
          />
          <TextField
            label={t('properties.max')}
            inputMode="decimal"
            autoComplete="off"
            error={errors.max?.message}
            {...form.register('max')}
          />
          <TextField
            label={t('properties.unitFa')}
            lang="fa"
            dir="rtl"
            autoComplete="off"
            error={errors.unitFa?.message}
            {...form.register('unitFa')}
          />
          <TextField
            label={t('properties.unitEn')}
            lang="en"
            dir="ltr"
            autoComplete="off"
            error={errors.unitEn?.message}
            {...form.register('unitEn')}
          />
        </fieldset>
      ) : null}

      {type === 'enum' ? (
        <fieldset className="space-y-3 rounded-xl border border-[var(--border)] p-3">
          <legend className="px-1 text-sm font-semibold">{t('properties.options')}</legend>
          {errors.options?.message ? (
            <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
              {errors.options.message}
            </p>
          ) : null}
          {options.fields.length === 0 ? (
            <p className="text-sm text-[var(--text-muted)]">{t('properties.noOptions')}</p>
          ) : null}
          {options.fields.map((field, index) => {
            const number = formatNumber(index + 1, locale);
            return (
              <div key={field.id} className="grid gap-2 border-b border-[var(--border)] pb-3 sm:grid-cols-3">
                <TextField
                  label={t('properties.optionValue', { number })}
                  dir="ltr"
                  autoComplete="off"
                  error={errors.options?.[index]?.value?.message}
                  {...form.register(`options.${index}.value`)}
                />
                <TextField
                  label={t('properties.optionFa', { number })}
                  lang="fa"
                  dir="rtl"
                  autoComplete="off"
                  error={errors.options?.[index]?.fa?.message}
                  {...form.register(`options.${index}.fa`)}
                />
                <TextField
                  label={t('properties.optionEn', { number })}
                  lang="en"
                  dir="ltr"
                  autoComplete="off"
                  error={errors.options?.[index]?.en?.message}
                  {...form.register(`options.${index}.en`)}
                />
                <div className="sm:col-span-3">
                  <button type="button" className={buttonClass.dangerLink} onClick={() => options.remove(index)}>
                    {t('properties.removeOption', { number })}
                  </button>
                </div>
              </div>
            );
          })}
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => options.append({ value: '', fa: '', en: '' })}
          >
            {t('properties.addOption')}
          </button>
        </fieldset>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('sortOrder')}
          hint={t('sortHint')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.sortOrder?.message}
          {...form.register('sortOrder')}
        />
        <div className="sm:pt-8">
          <CheckField label={t('properties.required')} {...form.register('required')} />
        </div>
      </div>
      <DialogActions>
        <button type="button" onClick={onCancel} className={buttonClass.secondary}>
          {t('cancel')}
        </button>
        <SubmitButton pending={form.formState.isSubmitting} className="w-auto! py-2! text-sm">
          {property ? t('save') : t('properties.addButton')}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
