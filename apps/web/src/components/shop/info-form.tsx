'use client';

import { DEFAULT_SHOP_TIME_ZONE, MAX_DAY_RANGES } from '@rassam/api/schemas';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useApiForm } from '@/components/forms/use-api-form';
import { FormActions } from '@/components/ui/form-layout';
import { useRouter } from '@/i18n/navigation';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Form, FormField, SubmitButton } from '@/components/ui/form';
import { IconButton } from '@/components/ui/icon-button';
import { TrashIcon } from '@/components/ui/icons/trash';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { api } from '@/lib/api-client';
import { daysOf, hoursBody, hoursProblems, LATER_RANGE, type Day, type DayMode, type Range } from './hours';
import { coordinateText, CoordinateFields, LocationPicker, type LocationValue } from './location-picker';
import type { MapPlace } from './map-view';
import { LinkHint, linkError, useLinkAvailability } from './link-availability';
import { orNull, shopInfoSchema } from './schemas';
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

/**
 * Time boxes keep little padding, and on phones no clock icon (a tap opens the phone's own picker): two
 * fit side by side with a remove button on a 320 px phone, AM/PM included.
 */
const timeInput = 'w-auto min-w-0 flex-1 px-2 sm:flex-none max-sm:[&::-webkit-calendar-picker-indicator]:hidden';

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
    <Form form={form} onSubmit={onSubmit} error={formError} columns={2} data-testid="shop-info-form">
      <FormField<Values> name="name" label={t('form.name')}>
        <Input />
      </FormField>
      <FormField<Values> name="nameEn" label={t('form.nameEn')}>
        <Input dir="ltr" />
      </FormField>
      <Field
        label={t('form.link')}
        hint={<LinkHint state={availability} link={link} />}
        error={errors.link?.message ?? linkError(availability)}
        className="sm:col-span-2"
      >
        <Input dir="ltr" autoCapitalize="off" spellCheck={false} {...form.register('link')} />
      </Field>
      <fieldset className="min-w-0 space-y-3 sm:col-span-2">
        <legend className="mb-1 text-sm font-bold">{t('info.phones')}</legend>
        {phones.fields.map((field, index) => (
          <div key={field.id} className="flex items-end gap-2">
            <FormField<Values>
              name={`phones.${index}.value`}
              label={t('info.phoneN', { n: index + 1 })}
              className="flex-1"
            >
              <Input type="tel" inputMode="tel" dir="ltr" />
            </FormField>
            {phones.fields.length > 1 ? (
              <Button variant="outline" onClick={() => phones.remove(index)} className="mb-0.5">
                {t('info.removePhone')}
              </Button>
            ) : null}
          </div>
        ))}
        {phones.fields.length < 5 ? (
          <Button variant="link" onClick={() => phones.append({ value: '' })}>
            {t('info.addPhone')}
          </Button>
        ) : null}
      </fieldset>
      <FormField<Values> name="address" label={t('info.address')}>
        <TextArea rows={2} />
      </FormField>
      <FormField<Values> name="addressEn" label={t('info.addressEn')}>
        <TextArea rows={2} dir="ltr" />
      </FormField>
      <fieldset className="min-w-0 sm:col-span-2">
        <legend className="mb-3 text-sm font-bold">{t('form.where')}</legend>
        <LocationPicker value={location} onChange={onLocation} onPlace={setNear} />
      </fieldset>
      <fieldset className="grid min-w-0 grid-cols-1 gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-bold">{t('form.mapPoint')}</legend>
        <CoordinateFields form={form} near={near} mapStyle={mapStyle} />
      </fieldset>
      <FormField<Values> name="description" label={t('info.description')} className="sm:col-span-2">
        <TextArea rows={5} />
      </FormField>
      <FormField<Values> name="descriptionEn" label={t('info.descriptionEn')} className="sm:col-span-2">
        <TextArea rows={5} dir="ltr" />
      </FormField>
      <fieldset className="min-w-0 sm:col-span-2">
        <legend className="mb-1 text-sm font-bold">{t('info.hours')}</legend>
        <p className="mb-3 text-sm text-muted-foreground">{t('info.hoursHint')}</p>
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
        <ul className="divide-y divide-border rounded-xl border border-border" data-testid="hours">
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
                <Select
                  size="sm"
                  aria-label={t('info.dayMode', { day: dayName })}
                  value={day.mode}
                  onChange={(event) => setDay(index, { mode: event.target.value as DayMode })}
                  className="w-auto"
                >
                  <option value="unset">{t('info.dayUnset')}</option>
                  <option value="open">{t('info.dayOpen')}</option>
                  <option value="closed">{t('info.dayClosed')}</option>
                </Select>
                {day.mode === 'open' ? (
                  <div className="flex w-full flex-col gap-2 sm:w-auto">
                    {day.ranges.map((range, at) => (
                      <span key={at} className="flex items-center gap-2" dir="ltr">
                        <Input
                          type="time"
                          size="sm"
                          aria-label={t('info.opens', { day: dayName, n: at + 1 })}
                          invalid={Boolean(error)}
                          value={range.open}
                          onChange={(event) => setRange(index, at, { open: event.target.value })}
                          className={timeInput}
                        />
                        <span aria-hidden="true">–</span>
                        <Input
                          type="time"
                          size="sm"
                          aria-label={t('info.closes', { day: dayName, n: at + 1 })}
                          invalid={Boolean(error)}
                          value={range.close}
                          onChange={(event) => setRange(index, at, { close: event.target.value })}
                          className={timeInput}
                        />
                        {day.ranges.length > 1 ? (
                          <IconButton
                            size="sm"
                            label={t('info.removeRange', { day: dayName, n: at + 1 })}
                            title={t('info.removeRange', { day: dayName, n: at + 1 })}
                            onClick={() => setDay(index, { ranges: day.ranges.filter((_, i) => i !== at) })}
                            className="text-muted-foreground hover:text-danger"
                          >
                            <TrashIcon className="size-4" />
                          </IconButton>
                        ) : null}
                      </span>
                    ))}
                    {day.ranges.length < MAX_DAY_RANGES ? (
                      <Button
                        variant="link"
                        onClick={() => setDay(index, { ranges: [...day.ranges, LATER_RANGE] })}
                        aria-label={t('info.addRangeTo', { day: dayName })}
                        className="self-start"
                      >
                        {t('info.addRange')}
                      </Button>
                    ) : null}
                  </div>
                ) : null}
                {error ? (
                  <p role="alert" className="w-full text-sm font-medium text-danger">
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <FormActions layout="start">
        <SubmitButton pendingLabel={common('saving')}>{common('save')}</SubmitButton>
      </FormActions>
    </Form>
  );
}
