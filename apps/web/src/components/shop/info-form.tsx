'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { buttonClass } from '@/components/shop/buttons';
import { FormAlert, inputClass, SubmitButton, TextField } from '@/components/forms/fields';
import { useApiForm } from '@/components/forms/use-api-form';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { CoordinateFields, LocationPicker, type LocationValue } from './location-picker';
import { LinkHint, linkError, useLinkAvailability } from './link-availability';
import { orNull, shopInfoSchema } from './schemas';
import { TextArea } from './text-area';
import type { Shop } from './types';

type Values = {
  name: string;
  nameEn: string;
  link: string;
  phones: { value: string }[];
  address: string;
  addressEn: string;
  description: string;
  descriptionEn: string;
  lat: string;
  lng: string;
};

type DayMode = 'unset' | 'open' | 'closed';
type Day = { mode: DayMode; open: string; close: string };

/** The page's input look, as wide as its content (the hours' pickers sit on one line). */
const compactInput = inputClass.replace('w-full', 'w-auto');
/** Time boxes keep little padding: two fit side by side on a 320 px phone, AM/PM included. */
const timeInput = compactInput.replace('px-3.5', 'px-2');

/** 0 = Saturday … 6 = Friday, the Iranian week (the API's numbering). */
const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

function daysOf(shop: Shop): Day[] {
  return DAYS.map((day) => {
    const found = shop.workingHours.find((d) => d.day === day);
    if (!found) return { mode: 'unset', open: '09:00', close: '18:00' };
    const range = found.ranges[0];
    return {
      mode: found.closed ? 'closed' : 'open',
      open: range?.open ?? '09:00',
      close: range?.close ?? '18:00',
    };
  });
}

/** The shop's information: names, link, phones, address, where it is, description and opening hours. */
export function ShopInfoForm({ shop }: { shop: Shop }) {
  const t = useTranslations('shopPanel');
  const common = useTranslations('common');
  const router = useRouter();
  const { form, submit, formError, setFormError, locale } = useApiForm<Values>(shopInfoSchema, {
    name: shop.name,
    nameEn: shop.nameEn,
    link: shop.link,
    phones: (shop.phones.length ? shop.phones : ['']).map((value) => ({ value })),
    address: shop.address ?? '',
    addressEn: shop.addressEn ?? '',
    description: shop.description ?? '',
    descriptionEn: shop.descriptionEn ?? '',
    lat: shop.lat === null ? '' : String(shop.lat),
    lng: shop.lng === null ? '' : String(shop.lng),
  });
  const phones = useFieldArray({ control: form.control, name: 'phones' });
  const [location, setLocation] = useState<LocationValue>({
    countryId: shop.countryId,
    stateId: shop.stateId,
    cityId: shop.cityId,
    districtId: shop.districtId,
  });
  const [days, setDays] = useState<Day[]>(() => daysOf(shop));
  const [hoursError, setHoursError] = useState<string>();
  const errors = form.formState.errors;
  const link = form.watch('link');
  const availability = useLinkAvailability(link, locale, shop.link);
  const dayNames = [t('days.0'), t('days.1'), t('days.2'), t('days.3'), t('days.4'), t('days.5'), t('days.6')];

  const setDay = (index: number, patch: Partial<Day>) =>
    setDays((current) => current.map((day, i) => (i === index ? { ...day, ...patch } : day)));

  const onSubmit = submit(async (values) => {
    setHoursError(undefined);
    const badDay = days.findIndex((day) => day.mode === 'open' && !(day.open < day.close));
    if (badDay !== -1) {
      setHoursError(t('info.hoursInvalid', { day: dayNames[badDay]! }));
      return;
    }
    await api.patch<Shop>(
      '/shops/me',
      {
        name: values.name.trim(),
        nameEn: values.nameEn.trim(),
        link: values.link.trim().toLowerCase(),
        phones: values.phones.map((p) => orNull(p.value)).filter((p): p is string => typeof p === 'string'),
        address: orNull(values.address),
        addressEn: orNull(values.addressEn),
        description: orNull(values.description),
        descriptionEn: orNull(values.descriptionEn),
        lat: orNull(values.lat),
        lng: orNull(values.lng),
        ...location,
        workingHours: days.flatMap((day, index) =>
          day.mode === 'unset'
            ? []
            : [
                {
                  day: index,
                  closed: day.mode === 'closed',
                  ranges: day.mode === 'open' ? [{ open: day.open, close: day.close }] : [],
                },
              ],
        ),
      },
      { toastErrors: false },
    );
    setFormError(undefined);
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-5 sm:grid-cols-2" data-testid="shop-info-form">
      {formError ? (
        <div className="sm:col-span-2">
          <FormAlert>{formError}</FormAlert>
        </div>
      ) : null}
      <TextField label={t('form.name')} error={errors.name?.message} {...form.register('name')} />
      <TextField label={t('form.nameEn')} dir="ltr" error={errors.nameEn?.message} {...form.register('nameEn')} />
      <TextField
        label={t('form.link')}
        hint={<LinkHint state={availability} link={link} />}
        dir="ltr"
        autoCapitalize="off"
        spellCheck={false}
        error={errors.link?.message ?? linkError(availability)}
        className="sm:col-span-2"
        {...form.register('link')}
      />
      <fieldset className="min-w-0 space-y-3 sm:col-span-2">
        <legend className="mb-1 text-sm font-bold">{t('info.phones')}</legend>
        {phones.fields.map((field, index) => (
          <div key={field.id} className="flex items-end gap-2">
            <TextField
              label={t('info.phoneN', { n: index + 1 })}
              type="tel"
              inputMode="tel"
              dir="ltr"
              className="flex-1"
              error={errors.phones?.[index]?.value?.message}
              {...form.register(`phones.${index}.value` as const)}
            />
            {phones.fields.length > 1 ? (
              <button type="button" onClick={() => phones.remove(index)} className={`${buttonClass.secondary} mb-0.5`}>
                {t('info.removePhone')}
              </button>
            ) : null}
          </div>
        ))}
        {phones.fields.length < 5 ? (
          <button type="button" onClick={() => phones.append({ value: '' })} className={buttonClass.link}>
            {t('info.addPhone')}
          </button>
        ) : null}
      </fieldset>
      <TextArea label={t('info.address')} rows={2} error={errors.address?.message} {...form.register('address')} />
      <TextArea
        label={t('info.addressEn')}
        rows={2}
        dir="ltr"
        error={errors.addressEn?.message}
        {...form.register('addressEn')}
      />
      <fieldset className="min-w-0 sm:col-span-2">
        <legend className="mb-3 text-sm font-bold">{t('form.where')}</legend>
        <LocationPicker value={location} onChange={setLocation} />
      </fieldset>
      <CoordinateFields
        lat={form.register('lat')}
        lng={form.register('lng')}
        latError={errors.lat?.message}
        lngError={errors.lng?.message}
      />
      <TextArea
        label={t('info.description')}
        rows={5}
        className="sm:col-span-2"
        error={errors.description?.message}
        {...form.register('description')}
      />
      <TextArea
        label={t('info.descriptionEn')}
        rows={5}
        dir="ltr"
        className="sm:col-span-2"
        error={errors.descriptionEn?.message}
        {...form.register('descriptionEn')}
      />
      <fieldset className="min-w-0 sm:col-span-2">
        <legend className="mb-1 text-sm font-bold">{t('info.hours')}</legend>
        <p className="mb-3 text-sm text-[var(--text-muted)]">{t('info.hoursHint')}</p>
        {hoursError ? (
          <p role="alert" className="mb-3 text-sm font-medium text-red-600 dark:text-red-400">
            {hoursError}
          </p>
        ) : null}
        <ul className="divide-y divide-[var(--border)] rounded-xl border border-[var(--border)]">
          {days.map((day, index) => (
            <li key={index} className="flex flex-wrap items-center gap-3 px-3 py-2.5">
              <span className="w-24 font-semibold">{dayNames[index]}</span>
              <select
                aria-label={t('info.dayMode', { day: dayNames[index]! })}
                value={day.mode}
                onChange={(event) => setDay(index, { mode: event.target.value as DayMode })}
                className={`${compactInput} py-1.5`}
              >
                <option value="unset">{t('info.dayUnset')}</option>
                <option value="open">{t('info.dayOpen')}</option>
                <option value="closed">{t('info.dayClosed')}</option>
              </select>
              {day.mode === 'open' ? (
                <span className="flex w-full items-center gap-2 sm:w-auto" dir="ltr">
                  <input
                    type="time"
                    aria-label={t('info.opens', { day: dayNames[index]! })}
                    value={day.open}
                    onChange={(event) => setDay(index, { open: event.target.value })}
                    className={`${timeInput} min-w-0 flex-1 py-1.5 sm:flex-none`}
                  />
                  <span aria-hidden="true">–</span>
                  <input
                    type="time"
                    aria-label={t('info.closes', { day: dayNames[index]! })}
                    value={day.close}
                    onChange={(event) => setDay(index, { close: event.target.value })}
                    className={`${timeInput} min-w-0 flex-1 py-1.5 sm:flex-none`}
                  />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="sm:col-span-2">
        <SubmitButton pending={form.formState.isSubmitting} className="sm:w-auto">
          {form.formState.isSubmitting ? common('saving') : common('save')}
        </SubmitButton>
      </div>
    </form>
  );
}
