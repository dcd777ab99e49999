'use client';

import { useTranslations } from 'next-intl';
import { useRouter as usePlainRouter } from 'next/navigation';
import { useState } from 'react';
import { useApiForm } from '@/components/forms/use-api-form';
import { Field } from '@/components/ui/field';
import { Form, FormField, SubmitButton } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { LinkHint, linkError, useLinkAvailability } from './link-availability';
import { CoordinateFields, LocationPicker, type LocationValue } from './location-picker';
import type { MapPlace } from './map-view';
import { openShopSchema, orNull } from './schemas';
import type { Shop } from './types';

type Values = { name: string; nameEn: string; link: string; phone: string; lat: string; lng: string };
/** The "open your shop" form: names, link, phone, where the shop is; then back where the user came from. */
export function OpenShopForm({ next, mapStyle }: { next?: string; mapStyle: string | null }) {
  const t = useTranslations('shopPanel');
  const common = useTranslations('common');
  const router = useRouter();
  const plainRouter = usePlainRouter();
  const { form, submit, formError, locale } = useApiForm<Values>(openShopSchema, {
    name: '',
    nameEn: '',
    link: '',
    phone: '',
    lat: '',
    lng: '',
  });
  const [near, setNear] = useState<MapPlace | null>(null);
  const [location, setLocation] = useState<LocationValue>({
    countryId: null,
    stateId: null,
    cityId: null,
    districtId: null,
  });
  const errors = form.formState.errors;
  const link = form.watch('link');
  const availability = useLinkAvailability(link, locale);

  const onSubmit = submit(async (values) => {
    const phone = orNull(values.phone);
    await api.post<Shop>(
      '/shops/me',
      {
        name: values.name.trim(),
        nameEn: values.nameEn.trim(),
        link: values.link.trim().toLowerCase(),
        phones: phone ? [phone] : [],
        lat: orNull(values.lat),
        lng: orNull(values.lng),
        ...location,
      },
      { toastErrors: false },
    );
    // `next` is a full path of this site (with its locale prefix): followed as it is.
    if (next) plainRouter.push(next);
    else router.push('/dashboard/shop');
    plainRouter.refresh();
  });

  return (
    <Form form={form} onSubmit={onSubmit} error={formError} columns={2} data-testid="open-shop-form">
      <FormField<Values> name="name" label={t('form.name')}>
        <Input />
      </FormField>
      <FormField<Values> name="nameEn" label={t('form.nameEn')} hint={t('form.nameEnHint')}>
        <Input dir="ltr" />
      </FormField>
      <Field
        label={t('form.link')}
        hint={<LinkHint state={availability} link={link} />}
        error={errors.link?.message ?? linkError(availability)}
      >
        <Input dir="ltr" autoCapitalize="off" spellCheck={false} {...form.register('link')} />
      </Field>
      <FormField<Values> name="phone" label={t('form.phone')}>
        <Input type="tel" inputMode="tel" dir="ltr" autoComplete="tel" />
      </FormField>
      <fieldset className="min-w-0 sm:col-span-2">
        <legend className="mb-3 text-sm font-bold">{t('form.where')}</legend>
        <LocationPicker value={location} onChange={setLocation} onPlace={setNear} fresh />
      </fieldset>
      <fieldset className="min-w-0 grid grid-cols-1 gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-bold">{t('form.mapPoint')}</legend>
        <CoordinateFields form={form} near={near} mapStyle={mapStyle} />
      </fieldset>
      <FormActions layout="start">
        <SubmitButton pendingLabel={common('saving')}>{t('open.submit')}</SubmitButton>
      </FormActions>
    </Form>
  );
}
