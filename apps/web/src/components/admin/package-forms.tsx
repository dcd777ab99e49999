'use client';

import { packageInput, packageUpdate } from '@rassam/api/schemas';
import { formatNumber, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { DateField } from '@/components/forms/date-field';
import { FormAlert, SubmitButton, TextField } from '@/components/forms/fields';
import { useApiForm } from '@/components/forms/use-api-form';
import type { Portal } from '@/components/wallet/types';
import { useRouter } from '@/i18n/navigation';
import { api, ApiError } from '@/lib/api-client';
import { bothUnits, parseWhole, type UnitWords } from '@/lib/money';
import { UnitTag, useEquivalent } from './coin-price-form';
import { buttonClass, CheckField, Dialog } from './dialog';
import { endOfTehranDay, tehranDay } from '@/lib/tehran-day';
import type { AdminPackage, CoinPrice } from './types';

type Fields = { coins: string; price: string; active: boolean; expiresAt: string; sortOrder: string };
type CreateValues = Fields & { portal: Portal | '' };

/** The form's strings as the API wants them: numbers as numbers where they read as one, the day as a moment. */
function bodyOf<T extends Partial<CreateValues>>(values: T) {
  const number = (text: string | undefined) => (text === undefined ? undefined : (parseWhole(text) ?? text));
  return {
    ...values,
    ...(values.portal === '' ? { portal: undefined } : {}),
    coins: number(values.coins),
    price: number(values.price),
    sortOrder:
      values.sortOrder === undefined ? undefined : values.sortOrder.trim() === '' ? 0 : number(values.sortOrder),
    expiresAt: values.expiresAt === undefined ? undefined : endOfTehranDay(values.expiresAt),
  };
}

/** The `admin.units` words in the browser (`adminUnitWords` on the server). */
function useUnitWords(): UnitWords {
  const t = useTranslations('admin');
  return {
    rials: (amount) => t('units.rials', { amount }),
    cents: (amount) => t('units.cents', { amount }),
    toman: (amount) => t('units.toman', { amount }),
  };
}

/**
 * What a package's numbers mean at its portal's prices: the price of one of its coins, and the least it
 * may cost (one coin at the portal's price, and no coin under the minimum coin price).
 */
function PriceGuide({
  portal,
  price,
  coins,
  text,
}: {
  portal: Portal;
  price?: CoinPrice;
  coins: string;
  text: string;
}) {
  const t = useTranslations('admin');
  const locale = useLocale() as Locale;
  const words = useUnitWords();
  const count = parseWhole(coins);
  const amount = parseWhole(text);
  if (!price) return null;
  const both = (value: number, fraction = 0) => bothUnits(value, portal, locale, words, fraction).join(' · ');
  const floor = count !== null && count > 0 ? Math.max(price.coinPrice, count * price.minCoinPrice) : null;
  return (
    <ul className="space-y-0.5 text-sm text-[var(--text-muted)]" aria-live="polite">
      {amount !== null && count !== null && count > 0 && amount > 0 ? (
        <li>{t('wallet.perCoin', { price: both(amount / count, 2) })}</li>
      ) : null}
      {floor !== null ? <li>{t('wallet.floor', { count: count!, price: both(floor) })}</li> : null}
      <li>
        {t('wallet.portalRates', {
          price: both(price.coinPrice),
          min: both(price.minCoinPrice),
        })}
      </li>
    </ul>
  );
}

/** Coins, price, sort order, expiry and the on-sale switch: the fields a new and an edited package share. */
function PackageFields<T extends Fields>({
  form,
  portal,
  price,
}: {
  form: UseFormReturn<T>;
  portal: Portal;
  price?: CoinPrice;
}) {
  const t = useTranslations('admin');
  const equivalent = useEquivalent(portal);
  // One form type for both callers: the shared field names are typed here once.
  const f = form as unknown as UseFormReturn<Fields>;
  const errors = f.formState.errors;
  const [coins, amount] = f.watch(['coins', 'price']);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('wallet.coins')}
          error={errors.coins?.message}
          inputMode="numeric"
          autoComplete="off"
          {...f.register('coins')}
        />
        <TextField
          label={portal === 'zibal' ? t('wallet.priceRials') : t('wallet.priceCents')}
          hint={equivalent(amount)}
          error={errors.price?.message}
          inputMode="numeric"
          autoComplete="off"
          end={<UnitTag portal={portal} />}
          {...f.register('price')}
        />
      </div>
      <PriceGuide portal={portal} price={price} coins={coins} text={amount} />
      <Controller
        control={f.control}
        name="expiresAt"
        render={({ field }) => (
          <DateField
            ref={field.ref}
            label={t('wallet.expiresAt')}
            hint={t('wallet.expiresHint')}
            error={errors.expiresAt?.message}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            min={tehranDay(new Date().toISOString())}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('wallet.sortOrder')}
          hint={t('wallet.sortHint')}
          error={errors.sortOrder?.message}
          inputMode="numeric"
          autoComplete="off"
          {...f.register('sortOrder')}
        />
      </div>
      <CheckField label={t('wallet.active')} hint={t('wallet.activeHint')} {...f.register('active')} />
    </>
  );
}

/** The price a gateway refuses to take (ValidationError with details.minPrice) gets its own words. */
function gatewayMinimum(error: unknown, portal: Portal, locale: Locale, words: UnitWords): string | null {
  if (!(error instanceof ApiError) || error.code !== 'ValidationError' || !error.fields.price) return null;
  const minPrice = error.body.details?.minPrice;
  if (typeof minPrice !== 'number') return null;
  return bothUnits(minPrice, portal, locale, words).join(' · ');
}

export function NewPackageForm({ prices, portals }: { prices: CoinPrice[]; portals: Portal[] }) {
  const t = useTranslations('admin');
  const wallet = useTranslations('wallet');
  const locale = useLocale() as Locale;
  const words = useUnitWords();
  const router = useRouter();
  const portalErrorId = useId();
  const schema = useMemo(() => z.preprocess((values) => bodyOf(values as CreateValues), packageInput), []);
  const initialPortal = portals.find((portal) => prices.some((price) => price.portal === portal)) ?? '';
  const { form, submit, formError } = useApiForm<CreateValues>(schema, {
    portal: initialPortal,
    coins: '',
    price: '',
    active: true,
    expiresAt: '',
    sortOrder: formatNumber(0, locale),
  });
  const portal = form.watch('portal');
  const errors = form.formState.errors;
  const shownPortal: Portal = portal === '' ? (portals[0] ?? 'zibal') : portal;

  const onSubmit = submit(async (values) => {
    try {
      await api.post('/admin/packages', bodyOf(values), { toastErrors: false });
    } catch (error) {
      const minimum = gatewayMinimum(error, shownPortal, locale, words);
      if (minimum) {
        form.setError('price', { type: 'server', message: t('wallet.gatewayMinimum', { price: minimum }) });
        return;
      }
      throw error;
    }
    form.reset({ ...values, coins: '', price: '', expiresAt: '' });
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert>{formError}</FormAlert>
      <fieldset aria-describedby={errors.portal ? portalErrorId : undefined}>
        <legend className="mb-2 text-sm font-semibold">{t('wallet.portal')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {portals.map((option) => {
            const hasPrice = prices.some((price) => price.portal === option);
            return (
              <label
                key={option}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-[var(--border)] p-3 transition hover:border-brand-400 has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:ring-4 has-focus-visible:ring-brand-500/30 dark:has-checked:bg-brand-900/30"
              >
                <input
                  type="radio"
                  value={option}
                  className="mt-1 size-4 accent-brand-600"
                  aria-invalid={errors.portal ? true : undefined}
                  {...form.register('portal')}
                />
                <span>
                  <span className="block font-bold">
                    {option === 'zibal' ? wallet('portals.zibal') : wallet('portals.paypal')}
                  </span>
                  <span className="block text-sm text-[var(--text-muted)]">
                    {hasPrice
                      ? option === 'zibal'
                        ? t('wallet.inRials')
                        : t('wallet.inCents')
                      : t('wallet.noCoinPrice')}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        {errors.portal ? (
          <p id={portalErrorId} role="alert" className="mt-1.5 text-sm font-medium text-red-600 dark:text-red-400">
            {errors.portal.message}
          </p>
        ) : null}
      </fieldset>
      <PackageFields form={form} portal={shownPortal} price={prices.find((price) => price.portal === shownPortal)} />
      <SubmitButton pending={form.formState.isSubmitting} className="sm:w-auto">
        {t('wallet.addPackage')}
      </SubmitButton>
    </form>
  );
}

function EditPackageForm({ pkg, price, onDone }: { pkg: AdminPackage; price?: CoinPrice; onDone: () => void }) {
  const t = useTranslations('admin');
  const locale = useLocale() as Locale;
  const words = useUnitWords();
  const router = useRouter();
  const schema = useMemo(() => z.preprocess((values) => bodyOf(values as Fields), packageUpdate), []);
  const { form, submit, formError, setFormError } = useApiForm<Fields>(schema, {
    coins: formatNumber(pkg.coins, locale),
    price: formatNumber(pkg.price, locale),
    active: pkg.active,
    expiresAt: pkg.expiresAt ? tehranDay(pkg.expiresAt) : '',
    sortOrder: formatNumber(pkg.sortOrder, locale),
  });

  const onSubmit = submit(async (values) => {
    // Only what changed: re-sending an unchanged price would re-check it against today's coin price.
    const dirty = form.formState.dirtyFields;
    const changed = Object.fromEntries(
      (Object.keys(values) as (keyof Fields)[]).filter((name) => dirty[name]).map((name) => [name, values[name]]),
    ) as Partial<Fields>;
    if (Object.keys(changed).length === 0) {
      onDone();
      return;
    }
    try {
      await api.patch(`/admin/packages/${pkg.id}`, bodyOf(changed), { toastErrors: false });
    } catch (error) {
      const minimum = gatewayMinimum(error, pkg.portal, locale, words);
      if (minimum) {
        form.setError('price', { type: 'server', message: t('wallet.gatewayMinimum', { price: minimum }) });
        return;
      }
      if (error instanceof ApiError && error.code === 'ChargingPriceNotFound') {
        setFormError(error.message);
        router.refresh();
        return;
      }
      throw error;
    }
    router.refresh();
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert>{formError}</FormAlert>
      <PackageFields form={form} portal={pkg.portal} price={price} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onDone} className={buttonClass.secondary}>
          {t('wallet.cancel')}
        </button>
        <SubmitButton pending={form.formState.isSubmitting} className="sm:w-auto">
          {t('wallet.saveChanges')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Edit, take off sale (or back on), delete: each package row's actions. */
export function PackageActions({ pkg, price, name }: { pkg: AdminPackage; price?: CoinPrice; name: string }) {
  const t = useTranslations('admin');
  const router = useRouter();
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const [pending, setPending] = useState(false);

  const run = async (action: () => Promise<unknown>) => {
    setPending(true);
    try {
      await action();
      setOpen(null);
    } catch (error) {
      // The API client has shown the reason as a toast; a package gone meanwhile leaves the list.
      if (error instanceof ApiError && error.code === 'ChargingPriceNotFound') setOpen(null);
    } finally {
      setPending(false);
      router.refresh();
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <button
        type="button"
        className={buttonClass.link}
        onClick={() => setOpen('edit')}
        aria-label={t('wallet.editNamed', { name })}
      >
        {t('wallet.edit')}
      </button>
      <button
        type="button"
        className={buttonClass.link}
        disabled={pending}
        aria-label={pkg.active ? t('wallet.deactivateNamed', { name }) : t('wallet.activateNamed', { name })}
        onClick={() => run(() => api.patch(`/admin/packages/${pkg.id}`, { active: !pkg.active }))}
      >
        {pkg.active ? t('wallet.deactivate') : t('wallet.activate')}
      </button>
      <button
        type="button"
        className={buttonClass.dangerLink}
        onClick={() => setOpen('delete')}
        aria-label={t('wallet.deleteNamed', { name })}
      >
        {t('wallet.delete')}
      </button>
      {open === 'edit' ? (
        <Dialog title={t('wallet.editNamed', { name })} onClose={() => setOpen(null)}>
          <EditPackageForm pkg={pkg} price={price} onDone={() => setOpen(null)} />
        </Dialog>
      ) : null}
      {open === 'delete' ? (
        <Dialog
          title={t('wallet.deleteTitle', { name })}
          description={t('wallet.deleteBody')}
          onClose={() => setOpen(null)}
        >
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={() => setOpen(null)} className={buttonClass.secondary} autoFocus>
              {t('wallet.cancel')}
            </button>
            <button
              type="button"
              disabled={pending}
              onClick={() => run(() => api.delete(`/admin/packages/${pkg.id}`))}
              className={buttonClass.danger}
            >
              {t('wallet.deleteConfirm')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
