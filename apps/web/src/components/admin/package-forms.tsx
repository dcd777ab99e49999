'use client';

import { packageInput, packageUpdate } from '@rassam/api/schemas';
import { formatNumber, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { DateField } from '@/components/forms/date-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Form, FormField } from '@/components/ui/form';
import { FormActions, FormRow } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio';
import type { Portal } from '@/components/wallet/types';
import { useRouter } from '@/i18n/navigation';
import { api, ApiError } from '@/lib/api-client';
import { bothUnits, parseWhole, type UnitWords } from '@/lib/money';
import { UnitTag, useEquivalent } from './coin-price-form';
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
    <ul className="space-y-0.5 text-sm text-muted-foreground" aria-live="polite">
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
      <FormRow>
        <FormField<Fields> name="coins" label={t('wallet.coins')}>
          <Input inputMode="numeric" autoComplete="off" />
        </FormField>
        <FormField<Fields>
          name="price"
          label={portal === 'zibal' ? t('wallet.priceRials') : t('wallet.priceCents')}
          hint={equivalent(amount)}
        >
          <Input inputMode="numeric" autoComplete="off" end={<UnitTag portal={portal} />} />
        </FormField>
      </FormRow>
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
      <FormRow>
        <FormField<Fields> name="sortOrder" label={t('wallet.sortOrder')} hint={t('wallet.sortHint')}>
          <Input inputMode="numeric" autoComplete="off" />
        </FormField>
      </FormRow>
      <FormField<Fields> name="active" label={t('wallet.active')} hint={t('wallet.activeHint')} inline>
        <Checkbox />
      </FormField>
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
    <Form form={form} onSubmit={onSubmit} error={formError}>
      <FormField<CreateValues> name="portal" label={t('wallet.portal')} group>
        <RadioGroup
          horizontal
          options={portals.map((option) => ({
            value: option,
            label: option === 'zibal' ? wallet('portals.zibal') : wallet('portals.paypal'),
            hint: prices.some((price) => price.portal === option)
              ? option === 'zibal'
                ? t('wallet.inRials')
                : t('wallet.inCents')
              : t('wallet.noCoinPrice'),
          }))}
        />
      </FormField>
      <PackageFields form={form} portal={shownPortal} price={prices.find((price) => price.portal === shownPortal)} />
      <FormActions>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('wallet.addPackage')}
        </Button>
      </FormActions>
    </Form>
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
    <Form form={form} onSubmit={onSubmit} error={formError}>
      <PackageFields form={form} portal={pkg.portal} price={price} />
      <FormActions>
        <DialogClose asChild>
          <Button variant="outline">{t('wallet.cancel')}</Button>
        </DialogClose>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('wallet.saveChanges')}
        </Button>
      </FormActions>
    </Form>
  );
}

/** Edit, take off sale (or back on), delete: each package row's actions. */
export function PackageActions({ pkg, price, name }: { pkg: AdminPackage; price?: CoinPrice; name: string }) {
  const t = useTranslations('admin');
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState(false);

  const toggle = async () => {
    setPending(true);
    try {
      await api.patch(`/admin/packages/${pkg.id}`, { active: !pkg.active });
    } catch {
      // The API client has shown the reason as a toast.
    } finally {
      setPending(false);
      router.refresh();
    }
  };

  const remove = async () => {
    try {
      await api.delete(`/admin/packages/${pkg.id}`);
    } catch (error) {
      // The API client has shown the reason; a package gone meanwhile leaves the list and the question closes.
      if (!(error instanceof ApiError && error.code === 'ChargingPriceNotFound')) throw error;
    } finally {
      router.refresh();
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogTrigger asChild>
          <Button variant="link" aria-label={t('wallet.editNamed', { name })}>
            {t('wallet.edit')}
          </Button>
        </DialogTrigger>
        <DialogContent title={t('wallet.editNamed', { name })}>
          <EditPackageForm pkg={pkg} price={price} onDone={() => setEditing(false)} />
        </DialogContent>
      </Dialog>
      <Button
        variant="link"
        loading={pending}
        aria-label={pkg.active ? t('wallet.deactivateNamed', { name }) : t('wallet.activateNamed', { name })}
        onClick={toggle}
      >
        {pkg.active ? t('wallet.deactivate') : t('wallet.activate')}
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="link" className="text-danger" aria-label={t('wallet.deleteNamed', { name })}>
            {t('wallet.delete')}
          </Button>
        }
        title={t('wallet.deleteTitle', { name })}
        description={t('wallet.deleteBody')}
        confirmLabel={t('wallet.deleteConfirm')}
        cancelLabel={t('wallet.cancel')}
        onConfirm={remove}
      />
    </div>
  );
}
