'use client';

import { locationBody, normalizeSearch, updateLocationBody } from '@rassam/api/schemas';
import { formatNumber, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { z } from 'zod';
import { FormAlert, SubmitButton, TextField } from '@/components/forms/fields';
import { useApiForm } from '@/components/forms/use-api-form';
import { LtrText } from '@/components/ui/ltr-text';
import { Link, useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { buttonClass, Dialog } from '../dialog';
import { ConfirmDelete } from './confirm-delete';
import { DialogActions } from './fields';
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
  const filterId = useId();
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
        <button type="button" className={buttonClass.primary} onClick={() => setEditing('new')}>
          {addLabel[level]}
        </button>
      </div>
      {items.length > 8 ? (
        <div className="mb-4 max-w-md">
          <label htmlFor={filterId} className="mb-1.5 block text-sm font-semibold">
            {t('locations.filter')}
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value);
              setLimit(PAGE);
            }}
            autoComplete="off"
            className="block w-full rounded-xl border border-[var(--border)] bg-[var(--surface)] px-3.5 py-2.5 text-base outline-none transition focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15"
          />
        </div>
      ) : null}
      <p className="mb-2 text-sm text-[var(--text-muted)]" aria-live="polite">
        {t('locations.count', { count: shown.length })}
      </p>
      {items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-[var(--border)] bg-[var(--surface)] px-6 py-10 text-center text-sm text-[var(--text-muted)]">
          {t('locations.empty')}
        </div>
      ) : (
        <ul
          className="divide-y divide-[var(--border)] rounded-2xl border border-[var(--border)] bg-[var(--surface)] shadow-sm"
          data-testid="location-list"
        >
          {shown.slice(0, limit).map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-words">
                  {childHref ? (
                    <Link
                      href={childHref[item.id]!}
                      className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                    >
                      {name(item)}
                    </Link>
                  ) : (
                    name(item)
                  )}
                </p>
                <p className="text-sm break-words text-[var(--text-muted)]">
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
              </div>
              <div className="flex gap-4">
                <button
                  type="button"
                  className={buttonClass.link}
                  onClick={() => setEditing(item)}
                  aria-label={t('locations.editNamed', { name: name(item) })}
                >
                  {t('edit')}
                </button>
                <button
                  type="button"
                  className={buttonClass.dangerLink}
                  onClick={() => setDeleting(item)}
                  aria-label={t('locations.deleteNamed', { name: name(item) })}
                >
                  {t('delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {shown.length > limit ? (
        <div className="mt-4 flex justify-center">
          <button type="button" className={buttonClass.secondary} onClick={() => setLimit((current) => current + PAGE)}>
            {t('locations.showMore', { count: shown.length - limit })}
          </button>
        </div>
      ) : null}

      {editing ? (
        <Dialog
          title={editing === 'new' ? addLabel[level] : t('locations.editNamed', { name: name(editing) })}
          onClose={() => setEditing(null)}
        >
          <LocationForm
            parent={parent}
            level={level}
            location={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onDone={() => {
              setEditing(null);
              router.refresh();
            }}
          />
        </Dialog>
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
  onCancel,
  onDone,
}: {
  parent: MarketLocation | null;
  level: LocationLevel;
  location: MarketLocation | null;
  onCancel: () => void;
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
  const errors = form.formState.errors;
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
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert>{formError}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('locations.nameFa')}
          lang="fa"
          dir="rtl"
          autoComplete="off"
          error={errors.nameFa?.message}
          {...form.register('nameFa')}
        />
        <TextField
          label={t('locations.nameEn')}
          lang="en"
          dir="ltr"
          autoComplete="off"
          error={errors.nameEn?.message}
          {...form.register('nameEn')}
        />
        <TextField
          label={t('locations.slug')}
          hint={t('locations.slugHint')}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          error={errors.slug?.message}
          {...form.register('slug')}
        />
        {level === 'country' ? (
          <TextField
            label={t('locations.code')}
            hint={t('locations.codeHint')}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            maxLength={2}
            error={errors.code?.message}
            {...form.register('code')}
          />
        ) : null}
        <TextField
          label={t('locations.lat')}
          hint={t('locations.latHint', { min: formatNumber(-90, locale), max: formatNumber(90, locale) })}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          error={errors.lat?.message}
          {...form.register('lat')}
        />
        <TextField
          label={t('locations.lng')}
          hint={t('locations.lngHint', { min: formatNumber(-180, locale), max: formatNumber(180, locale) })}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          error={errors.lng?.message}
          {...form.register('lng')}
        />
        <TextField
          label={t('sortOrder')}
          hint={location ? t('locations.sortKeep') : t('sortHint')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.sortOrder?.message}
          {...form.register('sortOrder')}
        />
      </div>
      <DialogActions>
        <button type="button" onClick={onCancel} className={buttonClass.secondary}>
          {t('cancel')}
        </button>
        <SubmitButton pending={form.formState.isSubmitting} className="w-auto! py-2! text-sm">
          {location ? t('save') : t('locations.addButton')}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
