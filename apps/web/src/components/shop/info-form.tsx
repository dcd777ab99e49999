'use client';

import { DEFAULT_SHOP_TIME_ZONE, MAX_DAY_RANGES } from '@rassam/api/schemas';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { buttonClass } from '@/components/shop/buttons';
import { FormAlert, inputClass, SubmitButton, TextField } from '@/components/forms/fields';
import { useApiForm } from '@/components/forms/use-api-form';
import { useRouter } from '@/i18n/navigation';
import { TrashIcon } from '@/components/ui/icons';
import { api } from '@/lib/api-client';
import { daysOf, hoursBody, hoursProblems, LATER_RANGE, type Day, type DayMode, type Range } from './hours';
import { coordinateText, CoordinateFields, LocationPicker, type LocationValue } from './location-picker';
import type { MapPlace } from './map-view';
import { LinkHint, linkError, useLinkAvailability } from './link-availability';
import { orNull, shopInfoSchema } from './schemas';
import { TextArea } from './text-area';
import { TimeZoneSelect } from './time-zone-select';
import { suggestedTimeZone, type CountryTimeZones, type TimeZoneOption } from './time-zones';
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
  timeZone: string;
};

/** The page's input look, as wide as its content (the hours' pickers sit on one line). */
const compactInput = inputClass.replace('w-full', 'w-auto');
/**
 * Time boxes keep little padding, and on phones no clock icon (a tap opens the phone's own picker): two
 * fit side by side with a remove button on a 320 px phone, AM/PM included.
 */
const timeInput = `${compactInput.replace('px-3.5', 'px-2')} max-sm:[&::-webkit-calendar-picker-indicator]:hidden`;

/**
 * The shop's information: names, link, phones, address, where it is, description, opening hours and the
 * time zone they are in (proposed from the country: the saved zone while the shop never chose one, and
 * again each time the country changes, until the owner picks a zone).
 */
export function ShopInfoForm({
  shop,
  mapStyle,
  timeZones,
  countryZones,
}: {
  shop: Shop;
  mapStyle: string | null;
  timeZones: TimeZoneOption[];
  /** By country id. */
  countryZones: Record<string, CountryTimeZones>;
}) {
  const t = useTranslations('shopPanel');
  const common = useTranslations('common');
  const router = useRouter();
  const current = useLocale();
  const { form, submit, formError, setFormError, locale } = useApiForm<Values>(shopInfoSchema, {
    name: shop.name,
    nameEn: shop.nameEn,
    link: shop.link,
    phones: (shop.phones.length ? shop.phones : ['']).map((value) => ({ value })),
    address: shop.address ?? '',
    addressEn: shop.addressEn ?? '',
    description: shop.description ?? '',
    descriptionEn: shop.descriptionEn ?? '',
    lat: coordinateText(shop.lat, current),
    lng: coordinateText(shop.lng, current),
    timeZone:
      shop.timeZone === DEFAULT_SHOP_TIME_ZONE && shop.countryId
        ? suggestedTimeZone(shop.timeZone, countryZones[shop.countryId])
        : shop.timeZone,
  });
  const phones = useFieldArray({ control: form.control, name: 'phones' });
  const [location, setLocation] = useState<LocationValue>({
    countryId: shop.countryId,
    stateId: shop.stateId,
    cityId: shop.cityId,
    districtId: shop.districtId,
  });
  const zoneChosen = useRef(false);
  const timeZone = form.watch('timeZone');
  const onLocation = (next: LocationValue) => {
    if (next.countryId && next.countryId !== location.countryId && !zoneChosen.current) {
      const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      form.setValue('timeZone', suggestedTimeZone(timeZone, countryZones[next.countryId], browserZone));
    }
    setLocation(next);
  };
  const [near, setNear] = useState<MapPlace | null>(null);
  const [days, setDays] = useState<Day[]>(() => daysOf(shop.workingHours));
  /** The shared schema's first complaint about each day, by day number. */
  const [hoursErrors, setHoursErrors] = useState<Record<number, string>>({});
  const errors = form.formState.errors;
  const link = form.watch('link');
  const availability = useLinkAvailability(link, locale, shop.link);
  const dayNames = [t('days.0'), t('days.1'), t('days.2'), t('days.3'), t('days.4'), t('days.5'), t('days.6')];

  const setDay = (index: number, patch: Partial<Day>) =>
    setDays((current) => current.map((day, i) => (i === index ? { ...day, ...patch } : day)));
  const setRange = (index: number, at: number, patch: Partial<Range>) =>
    setDay(index, { ranges: days[index]!.ranges.map((range, i) => (i === at ? { ...range, ...patch } : range)) });

  const onSubmit = submit(async (values) => {
    const hours = hoursBody(days);
    const problems = hoursProblems(hours, locale);
    setHoursErrors(problems);
    if (Object.keys(problems).length > 0) return;
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
        workingHours: hours,
        timeZone: values.timeZone,
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
        <LocationPicker value={location} onChange={onLocation} onPlace={setNear} />
      </fieldset>
      <fieldset className="grid min-w-0 grid-cols-1 gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-bold">{t('form.mapPoint')}</legend>
        <CoordinateFields form={form} near={near} mapStyle={mapStyle} />
      </fieldset>
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
        <div className="mb-4 sm:max-w-md">
          <TimeZoneSelect
            value={timeZone}
            onChange={(zone) => {
              zoneChosen.current = true;
              form.setValue('timeZone', zone, { shouldDirty: true, shouldValidate: true });
            }}
            options={timeZones}
            countryZones={location.countryId ? (countryZones[location.countryId]?.zones ?? []) : []}
            error={errors.timeZone?.message}
          />
        </div>
        <ul className="divide-y divide-[var(--border)] rounded-xl border border-[var(--border)]" data-testid="hours">
          {days.map((day, index) => {
            const dayName = dayNames[index]!;
            const error = hoursErrors[index];
            return (
              <li
                key={index}
                className="flex flex-wrap items-start gap-3 px-3 py-2.5"
                data-testid={`hours-day-${index}`}
              >
                <span className="w-24 py-1.5 font-semibold">{dayName}</span>
                <select
                  aria-label={t('info.dayMode', { day: dayName })}
                  value={day.mode}
                  onChange={(event) => setDay(index, { mode: event.target.value as DayMode })}
                  className={`${compactInput} py-1.5`}
                >
                  <option value="unset">{t('info.dayUnset')}</option>
                  <option value="open">{t('info.dayOpen')}</option>
                  <option value="closed">{t('info.dayClosed')}</option>
                </select>
                {day.mode === 'open' ? (
                  <div className="flex w-full flex-col gap-2 sm:w-auto">
                    {day.ranges.map((range, at) => (
                      <span key={at} className="flex items-center gap-2" dir="ltr">
                        <input
                          type="time"
                          aria-label={t('info.opens', { day: dayName, n: at + 1 })}
                          aria-invalid={error ? true : undefined}
                          value={range.open}
                          onChange={(event) => setRange(index, at, { open: event.target.value })}
                          className={`${timeInput} min-w-0 flex-1 py-1.5 sm:flex-none`}
                        />
                        <span aria-hidden="true">–</span>
                        <input
                          type="time"
                          aria-label={t('info.closes', { day: dayName, n: at + 1 })}
                          aria-invalid={error ? true : undefined}
                          value={range.close}
                          onChange={(event) => setRange(index, at, { close: event.target.value })}
                          className={`${timeInput} min-w-0 flex-1 py-1.5 sm:flex-none`}
                        />
                        {day.ranges.length > 1 ? (
                          <button
                            type="button"
                            aria-label={t('info.removeRange', { day: dayName, n: at + 1 })}
                            title={t('info.removeRange', { day: dayName, n: at + 1 })}
                            onClick={() => setDay(index, { ranges: day.ranges.filter((_, i) => i !== at) })}
                            className="grid size-8 shrink-0 place-items-center rounded-lg text-[var(--text-muted)] hover:bg-black/5 hover:text-red-700 dark:hover:bg-white/10 dark:hover:text-red-300"
                          >
                            <TrashIcon className="size-4" />
                          </button>
                        ) : null}
                      </span>
                    ))}
                    {day.ranges.length < MAX_DAY_RANGES ? (
                      <button
                        type="button"
                        onClick={() => setDay(index, { ranges: [...day.ranges, LATER_RANGE] })}
                        aria-label={t('info.addRangeTo', { day: dayName })}
                        className={`${buttonClass.link} self-start text-sm`}
                      >
                        {t('info.addRange')}
                      </button>
                    ) : null}
                  </div>
                ) : null}
                {error ? (
                  <p role="alert" className="w-full text-sm font-medium text-red-600 dark:text-red-400">
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
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
