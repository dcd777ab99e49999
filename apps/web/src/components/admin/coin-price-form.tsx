'use client';

import { coinPriceInput } from '@rassam/api/schemas';
import { formatNumber, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { FormAlert, SubmitButton, TextField } from '@/components/forms/fields';
import { useApiForm } from '@/components/forms/use-api-form';
import type { Portal } from '@/components/wallet/types';
import { useRouter } from '@/i18n/navigation';
import { api, ApiError } from '@/lib/api-client';
import { dollars, parseWhole, tomanNumber } from '@/lib/money';
import type { CoinPrice } from './types';

type Values = { portal: Portal; coinPrice: string; minCoinPrice: string };

/** The unit written at the end of a price field, so nobody types toman where rials are meant. */
export function UnitTag({ portal }: { portal: Portal }) {
  const t = useTranslations('admin');
  return (
    <span className="pointer-events-none pe-2 text-sm font-semibold text-[var(--text-muted)]" aria-hidden="true">
      {portal === 'zibal' ? t('units.rialsShort') : t('units.centsShort')}
    </span>
  );
}

/** "equals 1,000 toman" / "equals $0.05" under a price field, as the admin types. */
export function useEquivalent(portal: Portal) {
  const t = useTranslations('admin');
  const locale = useLocale() as Locale;
  return (text: string): string | undefined => {
    const amount = parseWhole(text);
    if (amount === null || amount < 0) return undefined;
    const value =
      portal === 'zibal' ? t('units.toman', { amount: tomanNumber(amount, locale, 1) }) : dollars(amount, locale);
    return t('units.equals', { amount: value });
  };
}

/**
 * One portal's coin price and minimum coin price: POST when the portal has none yet, PUT to change it.
 * The portal's refusals (a price someone set meanwhile, a price that vanished) are shown by its name.
 */
export function CoinPriceForm({ portal, current }: { portal: Portal; current: CoinPrice | null }) {
  const t = useTranslations('admin');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const portalErrorId = useId();
  const equivalent = useEquivalent(portal);
  const { form, submit, formError, setFormError } = useApiForm<Values>(coinPriceInput, {
    portal,
    coinPrice: current ? formatNumber(current.coinPrice, locale) : '',
    minCoinPrice: current ? formatNumber(current.minCoinPrice, locale) : '',
  });
  const errors = form.formState.errors;
  const [coinPrice, minCoinPrice] = form.watch(['coinPrice', 'minCoinPrice']);

  const onSubmit = submit(async (values) => {
    const body = {
      coinPrice: parseWhole(values.coinPrice) ?? values.coinPrice,
      minCoinPrice: parseWhole(values.minCoinPrice) ?? values.minCoinPrice,
    };
    try {
      if (current) await api.put(`/admin/coin-prices/${portal}`, body, { toastErrors: false });
      else await api.post('/admin/coin-prices', { portal, ...body }, { toastErrors: false });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CoinPriceNotFound' && !error.fields.portal) {
        // The price was removed meanwhile: say so by the portal and show the page as it is now.
        form.setError('portal', { type: 'server', message: error.message });
        router.refresh();
        return;
      }
      if (error instanceof ApiError && error.code === 'PriceWithSamePortalExists') router.refresh();
      throw error;
    }
    setFormError(undefined);
    form.reset(values);
    router.refresh();
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-describedby={errors.portal ? portalErrorId : undefined}
    >
      {errors.portal ? (
        <p id={portalErrorId} role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
          {errors.portal.message}
        </p>
      ) : null}
      <FormAlert>{formError}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={portal === 'zibal' ? t('wallet.coinPriceRials') : t('wallet.coinPriceCents')}
          hint={equivalent(coinPrice) ?? t('wallet.coinPriceHint')}
          error={errors.coinPrice?.message}
          inputMode="numeric"
          autoComplete="off"
          end={<UnitTag portal={portal} />}
          {...form.register('coinPrice')}
        />
        <TextField
          label={portal === 'zibal' ? t('wallet.minCoinPriceRials') : t('wallet.minCoinPriceCents')}
          hint={equivalent(minCoinPrice) ?? t('wallet.minCoinPriceHint')}
          error={errors.minCoinPrice?.message}
          inputMode="numeric"
          autoComplete="off"
          end={<UnitTag portal={portal} />}
          {...form.register('minCoinPrice')}
        />
      </div>
      <SubmitButton pending={form.formState.isSubmitting} className="sm:w-auto">
        {current ? t('wallet.savePrice') : t('wallet.createPrice')}
      </SubmitButton>
    </form>
  );
}
