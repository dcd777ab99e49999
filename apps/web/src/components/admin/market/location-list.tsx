'use client';

import { locationBody, normalizeSearch, updateLocationBody } from '@rassam/api/schemas';
import { formatNumber, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { useApiForm } from '@/components/forms/use-api-form';
import { CardList } from '@/components/ui/card';
import { TextLink } from '@/components/ui/text-link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Form, FormField } from '@/components/ui/form';
import { FormRow } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { LtrText } from '@/components/ui/ltr-text';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { ConfirmDelete, EditActions, EditDialog, TreeRow } from './editing';
import type { LocationLevel, MarketLocation } from './types';

type Values = {
  nameFa: string;
  nameEn: string;
  slug: string;
  code: string;
  lat: string;
  lng: string;
  sortOrder: string;
};

/** The form's strings as the API takes them; coordinates may be typed in any digits (the schema reads them). */
function bodyOf(values: Values, level: LocationLevel) {
  const blankToNull = (text: string) => (text.trim() === '' ? null : text);
  return {
    nameFa: values.nameFa,
    nameEn: values.nameEn,
    slug: values.slug,
    ...(level === 'country' ? { code: values.code.trim() === '' ? null : values.code.trim().toUpperCase() } : {}),
    lat: blankToNull(values.lat),
    lng: blankToNull(values.lng),
    sortOrder: values.sortOrder.trim() === '' ? undefined : values.sortOrder,
  };
}

/** Rows shown at first (and added by "show more"): the countries are about 250. */
const PAGE = 40;

/** A coordinate as the form shows it: the page's digits, no group separators. */
const coordinate = (value: number | null, locale: Locale) =>
  value === null
    ? ''
    : new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US', {
        useGrouping: false,
        maximumFractionDigits: 6,
      }).format(value);

/**
 * The children of one location (or the countries): a filter for long lists, each row's way down to its
 * own children, and add, edit and delete (a location something points at is refused by the API).
 */
export function LocationList({
  parent,
  level,
  items,
  childHref,
}: {
  parent: MarketLocation | null;
  level: LocationLevel;
  items: MarketLocation[];
  /** The page address of a row's children; null at the last level (districts). */
  childHref: Record<string, string> | null;
}) {
  const t = useTranslations('adminMarket');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [filter, setFilter] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const [editing, setEditing] = useState<MarketLocation | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MarketLocation | null>(null);
  const levelLabel: Record<LocationLevel, string> = {
    country: t('locations.levels.country'),
    state: t('locations.levels.state'),
    city: t('locations.levels.city'),
    district: t('locations.levels.district'),
  };
  const addLabel: Record<LocationLevel, string> = {
    country: t('locations.addOne.country'),
    state: t('locations.addOne.state'),
    city: t('locations.addOne.city'),
    district: t('locations.addOne.district'),
  };
  const name = (item: MarketLocation) => (locale === 'fa' ? item.nameFa : item.nameEn);
  const shown = useMemo(() => {
    const words = normalizeSearch(filter);
    if (!words) return items;
    return items.filter((item) =>
      normalizeSearch(`${item.nameFa} ${item.nameEn} ${item.slug} ${item.code ?? ''}`).includes(words),
    );
  }, [filter, items]);

  return (
    <section aria-labelledby="locations-title">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id="locations-title" className="text-xl font-bold">
          {parent
            ? t('locations.childrenOf', { level: levelLabel[level], name: name(parent) })
            : t('locations.countries')}
        </h2>
        <Button onClick={() => setEditing('new')}>{addLabel[level]}</Button>
      </div>
      {items.length > 8 ? (
        <Field label={t('locations.filter')} className="mb-4 max-w-md">
          <Input
            type="search"
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value);
              setLimit(PAGE);
            }}
            autoComplete="off"
          />
        </Field>
      ) : null}
      <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
        {t('locations.count', { count: shown.length })}
      </p>
      {items.length === 0 ? (
        <EmptyState title={t('locations.empty')} headingLevel={3} />
      ) : (
        <CardList data-testid="location-list">
          {shown.slice(0, limit).map((item) => (
            <TreeRow
              key={item.id}
              editLabel={t('locations.editNamed', { name: name(item) })}
              deleteLabel={t('locations.deleteNamed', { name: name(item) })}
              onEdit={() => setEditing(item)}
              onDelete={() => setDeleting(item)}
            >
              <p className="font-semibold">
                {childHref ? (
                  <TextLink href={childHref[item.id]!} className="font-normal">
                    {name(item)}
                  </TextLink>
                ) : (
                  name(item)
                )}
              </p>
              <p className="text-sm text-muted-foreground">
                <span lang={locale === 'fa' ? 'en' : 'fa'} dir={locale === 'fa' ? 'ltr' : 'rtl'}>
                  {locale === 'fa' ? item.nameEn : item.nameFa}
                </span>
                {' · '}
                <code dir="ltr">{item.slug}</code>
                {item.code ? (
                  <>
                    {' · '}
                    <code dir="ltr">{item.code}</code>
                  </>
                ) : null}
                {item.lat !== null && item.lng !== null ? (
                  <>
                    {' · '}
                    <LtrText>
                      {coordinate(item.lat, locale)}
                      {locale === 'fa' ? '، ' : ', '}
                      {coordinate(item.lng, locale)}
                    </LtrText>
                  </>
                ) : null}
              </p>
            </TreeRow>
          ))}
        </CardList>
      )}
      {shown.length > limit ? (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={() => setLimit((current) => current + PAGE)}>
            {t('locations.showMore', { count: shown.length - limit })}
          </Button>
        </div>
      ) : null}

      {editing ? (
        <EditDialog
          title={editing === 'new' ? addLabel[level] : t('locations.editNamed', { name: name(editing) })}
          onClose={() => setEditing(null)}
        >
          <LocationForm
            parent={parent}
            level={level}
            location={editing === 'new' ? null : editing}
            onDone={() => {
              setEditing(null);
              router.refresh();
            }}
          />
        </EditDialog>
      ) : null}
      {deleting ? (
        <ConfirmDelete
          title={t('locations.deleteTitle', { name: name(deleting) })}
          body={t('locations.deleteBody')}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await api.delete(`/admin/market/locations/${deleting.id}`);
            router.refresh();
          }}
        />
      ) : null}
    </section>
  );
}

function LocationForm({
  parent,
  level,
  location,
  onDone,
}: {
  parent: MarketLocation | null;
  level: LocationLevel;
  location: MarketLocation | null;
  onDone: () => void;
}) {
  const t = useTranslations('adminMarket');
  const locale = useLocale() as Locale;
  const schema = useMemo(
    () =>
      location
        ? z.preprocess((values) => bodyOf(values as Values, level), updateLocationBody)
        : z.preprocess(
            (values) => ({ ...bodyOf(values as Values, level), level, parentId: parent?.id ?? null }),
            locationBody,
          ),
    [location, level, parent],
  );
  const { form, submit, formError } = useApiForm<Values>(schema, {
    nameFa: location?.nameFa ?? '',
    nameEn: location?.nameEn ?? '',
    slug: location?.slug ?? '',
    code: location?.code ?? '',
    lat: coordinate(location?.lat ?? null, locale),
    lng: coordinate(location?.lng ?? null, locale),
    sortOrder: '',
  });
  const onSubmit = submit(async (values) => {
    const body = bodyOf(values, level);
    if (location) await api.patch(`/admin/market/locations/${location.id}`, body, { toastErrors: false });
    else
      await api.post(
        '/admin/market/locations',
        { ...body, level, parentId: parent?.id ?? null },
        { toastErrors: false },
      );
    onDone();
  });
  return (
    <Form form={form} onSubmit={onSubmit} error={formError}>
      <FormRow>
        <FormField<Values> name="nameFa" label={t('locations.nameFa')}>
          <Input lang="fa" dir="rtl" autoComplete="off" />
        </FormField>
        <FormField<Values> name="nameEn" label={t('locations.nameEn')}>
          <Input lang="en" dir="ltr" autoComplete="off" />
        </FormField>
        <FormField<Values> name="slug" label={t('locations.slug')} hint={t('locations.slugHint')}>
          <Input dir="ltr" autoComplete="off" spellCheck={false} />
        </FormField>
        {level === 'country' ? (
          <FormField<Values> name="code" label={t('locations.code')} hint={t('locations.codeHint')}>
            <Input dir="ltr" autoComplete="off" spellCheck={false} maxLength={2} />
          </FormField>
        ) : null}
        <FormField<Values>
          name="lat"
          label={t('locations.lat')}
          hint={t('locations.latHint', { min: formatNumber(-90, locale), max: formatNumber(90, locale) })}
        >
          <Input inputMode="decimal" dir="ltr" autoComplete="off" />
        </FormField>
        <FormField<Values>
          name="lng"
          label={t('locations.lng')}
          hint={t('locations.lngHint', { min: formatNumber(-180, locale), max: formatNumber(180, locale) })}
        >
          <Input inputMode="decimal" dir="ltr" autoComplete="off" />
        </FormField>
        <FormField<Values>
          name="sortOrder"
          label={t('sortOrder')}
          hint={location ? t('locations.sortKeep') : t('sortHint')}
        >
          <Input inputMode="numeric" autoComplete="off" />
        </FormField>
      </FormRow>
      <EditActions pending={form.formState.isSubmitting}>{location ? t('save') : t('locations.addButton')}</EditActions>
    </Form>
  );
}
