'use client';

import { shopLink } from '@rassam/api/schemas';
import { fieldMessage, type Locale } from '@rassam/i18n';
import { useTranslations } from 'next-intl';
import { useRouter as usePlainRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { FormAlert, SubmitButton, TextField } from '@/components/forms/fields';
import { useApiForm } from '@/components/forms/use-api-form';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { CoordinateFields, LocationPicker, type LocationValue } from './location-picker';
import { openShopSchema, orNull } from './schemas';
import type { Shop } from './types';

type Values = { name: string; nameEn: string; link: string; phone: string; lat: string; lng: string };
type Availability = 'idle' | 'checking' | 'free' | 'taken' | 'invalid';

/**
 * Whether a shop link is free, asked a moment after typing stops: the public shop address answers 404
 * for a link nobody has (the API has no check of its own). Invalid and reserved links are the schema's.
 */
export function useLinkAvailability(link: string, locale: Locale, own?: string) {
  const [state, setState] = useState<{ status: Availability; message?: string }>({ status: 'idle' });
  useEffect(() => {
    const value = link.trim().toLowerCase();
    if (!value || value === own) {
      setState({ status: 'idle' });
      return;
    }
    const parsed = shopLink.safeParse(value);
    if (!parsed.success) {
      setState({ status: 'invalid', message: fieldMessage(parsed.error.issues[0]!, locale) });
      return;
    }
    setState({ status: 'checking' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/market/shops/${encodeURIComponent(value)}?pageSize=1`, { signal: controller.signal })
        .then((response) => setState({ status: response.status === 404 ? 'free' : 'taken' }))
        .catch(() => undefined);
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [link, locale, own]);
  return state;
}

export function LinkHint({ status, link }: { status: Availability; link: string }) {
  const t = useTranslations('shopPanel');
  const rule = t('form.linkRule');
  if (status === 'checking') return <span aria-live="polite">{t('form.linkChecking')}</span>;
  if (status === 'free')
    return (
      <span aria-live="polite" className="font-semibold text-emerald-700 dark:text-emerald-300" data-testid="link-free">
        {t('form.linkFree', { link: link.trim().toLowerCase() })}
      </span>
    );
  if (status === 'taken')
    return (
      <span aria-live="polite" className="font-semibold text-red-700 dark:text-red-300" data-testid="link-taken">
        {t('form.linkTaken')}
      </span>
    );
  return <span>{rule}</span>;
}

/** The "open your shop" form: names, link, phone, where the shop is; then back where the user came from. */
export function OpenShopForm({ next }: { next?: string }) {
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

  const linkError =
    errors.link?.message ?? (availability.status === 'invalid' && link.trim() ? availability.message : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-5 sm:grid-cols-2" data-testid="open-shop-form">
      {formError ? (
        <div className="sm:col-span-2">
          <FormAlert>{formError}</FormAlert>
        </div>
      ) : null}
      <TextField label={t('form.name')} error={errors.name?.message} {...form.register('name')} />
      <TextField
        label={t('form.nameEn')}
        hint={t('form.nameEnHint')}
        dir="ltr"
        error={errors.nameEn?.message}
        {...form.register('nameEn')}
      />
      <TextField
        label={t('form.link')}
        hint={<LinkHint status={availability.status} link={link} />}
        dir="ltr"
        autoCapitalize="off"
        spellCheck={false}
        error={linkError}
        {...form.register('link')}
      />
      <TextField
        label={t('form.phone')}
        type="tel"
        inputMode="tel"
        dir="ltr"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <fieldset className="min-w-0 sm:col-span-2">
        <legend className="mb-3 text-sm font-bold">{t('form.where')}</legend>
        <LocationPicker value={location} onChange={setLocation} />
      </fieldset>
      <fieldset className="min-w-0 grid grid-cols-1 gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-bold">{t('form.mapPoint')}</legend>
        <p className="text-sm text-[var(--text-muted)] sm:col-span-2">{t('form.mapPointHint')}</p>
        <CoordinateFields
          lat={form.register('lat')}
          lng={form.register('lng')}
          latError={errors.lat?.message}
          lngError={errors.lng?.message}
        />
      </fieldset>
      <div className="sm:col-span-2">
        <SubmitButton pending={form.formState.isSubmitting} className="sm:w-auto">
          {form.formState.isSubmitting ? common('saving') : t('open.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
