'use client';

import { coinPriceInput } from '@rassam/api/schemas';
import { formatNumber, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { Form, FormField } from '@/components/ui/form';
import { FormActions, FormRow } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
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
    <span className="pointer-events-none pe-2 text-sm font-semibold text-muted-foreground" aria-hidden="true">
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
  const equivalent = useEquivalent(portal);
  const { form, submit, formError, setFormError } = useApiForm<Values>(coinPriceInput, {
    portal,
    coinPrice: current ? formatNumber(current.coinPrice, locale) : '',
    minCoinPrice: current ? formatNumber(current.minCoinPrice, locale) : '',
  });
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

  // A refusal about the portal (its price gone meanwhile) belongs to no field: it stands above them.
  return (
    <Form form={form} onSubmit={onSubmit} error={form.formState.errors.portal?.message ?? formError}>
      <FormRow>
        <FormField<Values>
          name="coinPrice"
          label={portal === 'zibal' ? t('wallet.coinPriceRials') : t('wallet.coinPriceCents')}
          hint={equivalent(coinPrice) ?? t('wallet.coinPriceHint')}
        >
          <Input inputMode="numeric" autoComplete="off" end={<UnitTag portal={portal} />} />
        </FormField>
        <FormField<Values>
          name="minCoinPrice"
          label={portal === 'zibal' ? t('wallet.minCoinPriceRials') : t('wallet.minCoinPriceCents')}
          hint={equivalent(minCoinPrice) ?? t('wallet.minCoinPriceHint')}
        >
          <Input inputMode="numeric" autoComplete="off" end={<UnitTag portal={portal} />} />
        </FormField>
      </FormRow>
      <FormActions>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {current ? t('wallet.savePrice') : t('wallet.createPrice')}
        </Button>
      </FormActions>
    </Form>
  );
}
