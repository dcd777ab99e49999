'use client';

import { topupInput } from '@rassam/api/schemas';
import { formatNumber } from '@rassam/i18n';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { useApiForm } from '@/components/forms/use-api-form';
import { Badge } from '@/components/ui/badge';
import { Field } from '@/components/ui/field';
import { Form, SubmitButton } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Radio } from '@/components/ui/radio';
import { useRouter } from '@/i18n/navigation';
import { api, ApiError, newIdempotencyKey } from '@/lib/api-client';
import { formatMoney, formatPercent, parseCoins, taxOn } from '@/lib/money';
import type { Offer } from './offers';
import { rememberNext } from './resume-link';
import type { Portal, PortalPrice } from './types';

const CUSTOM = 'custom';
type Values = { portal: Portal; choice: string; coins: string };
type Topup = { paymentId: string; redirectUrl: string };

/** What the API is sent: the chosen package, or the typed number of coins. */
function bodyOf({ portal, choice, coins }: Values) {
  if (choice !== CUSTOM) return { portal, packageId: choice };
  return { portal, coins: parseCoins(coins) ?? coins };
}

const choiceCard =
  'relative flex cursor-pointer flex-col gap-0.5 rounded-2xl border border-border bg-card p-4 transition hover:border-primary/50 has-checked:border-primary has-checked:bg-primary/10 has-checked:ring-1 has-checked:ring-primary has-focus-visible:ring-4 has-focus-visible:ring-ring/30';

/** Portal, package or custom amount, and the pay button; everything else on the wallet page is server-rendered. */
export function TopupForm({ prices, offers, next }: { prices: PortalPrice[]; offers: Offer[]; next?: string }) {
  const t = useTranslations('wallet');
  const router = useRouter();
  const firstChoice = (portal: Portal) => offers.find((offer) => offer.portal === portal)?.id ?? CUSTOM;
  const priceOf = useMemo(() => new Map(prices.map((price) => [price.portal, price])), [prices]);
  const schema = useMemo(
    () =>
      z
        .preprocess((values) => bodyOf(values as Values), topupInput)
        .superRefine((input, ctx) => {
          const range = priceOf.get(input.portal);
          if (input.coins !== undefined && range && (input.coins < range.minCoins || input.coins > range.maxCoins)) {
            ctx.addIssue({ code: 'custom', path: ['coins'], message: 'ValidationError' });
          }
        }),
    [priceOf],
  );
  const { form, submit, formError, locale } = useApiForm<Values>(schema, {
    portal: prices[0]!.portal,
    choice: firstChoice(prices[0]!.portal),
    coins: '',
  });
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    // Back from the gateway through the browser's cache: the page is live again, not on its way out.
    const back = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    window.addEventListener('pageshow', back);
    return () => window.removeEventListener('pageshow', back);
  }, []);
  const [portal, choice, coinsText] = form.watch(['portal', 'choice', 'coins']);
  const price = priceOf.get(portal) ?? prices[0]!;
  const own = offers.filter((offer) => offer.portal === portal);
  const money = (amount: number, perUnit = false) => formatMoney(amount, price.currency, locale, { perUnit });
  const number = (n: number) => formatNumber(n, locale);

  const coins = parseCoins(coinsText);
  const subtotal =
    choice === CUSTOM
      ? coins !== null && coins >= price.minCoins && coins <= price.maxCoins
        ? coins * price.coinPrice
        : null
      : (own.find((offer) => offer.id === choice)?.price ?? null);
  const taxRate = price.taxRateBp ?? 0;
  const tax = subtotal === null || taxRate === 0 ? 0 : taxOn(subtotal, taxRate);
  const total = subtotal === null ? null : subtotal + tax;

  const onSubmit = submit(async (values) => {
    try {
      // A fresh Idempotency-Key per submit: a request repeated on its way starts one payment, not two.
      const { data } = await api.post<Topup>('/wallet/topups', bodyOf(values), {
        idempotencyKey: newIdempotencyKey(),
        toastErrors: false,
        toastSuccess: false,
      });
      setLeaving(true);
      // The way back to what needed the coins, offered on the payment's return page.
      rememberNext(next);
      window.location.assign(data.redirectUrl);
    } catch (error) {
      // A package or price that changed meanwhile: show the refusal and the offer as it is now.
      if (error instanceof ApiError && ['ChargingPriceNotFound', 'CoinPriceNotFound'].includes(error.code)) {
        router.refresh();
      }
      throw error;
    }
  });

  const range = { min: number(price.minCoins), max: number(price.maxCoins) };

  return (
    <Form form={form} onSubmit={onSubmit} error={formError} className="space-y-6">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t('topup.portal')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {prices.map((option) => (
            <label key={option.portal} className={choiceCard}>
              <span className="flex items-center gap-3">
                <Radio
                  value={option.portal}
                  {...form.register('portal', {
                    onChange: () => {
                      form.setValue('choice', firstChoice(option.portal));
                      form.clearErrors();
                    },
                  })}
                />
                <span className="font-bold">
                  {option.portal === 'zibal' ? t('portals.zibal') : t('portals.paypal')}
                </span>
              </span>
              <span className="ps-7 text-sm text-muted-foreground">
                {option.portal === 'zibal' ? t('topup.portalNote.zibal') : t('topup.portalNote.paypal')}
              </span>
            </label>
          ))}
        </div>
        {form.formState.errors.portal ? (
          <p role="alert" className="mt-1.5 text-sm font-medium text-danger">
            {form.formState.errors.portal.message}
          </p>
        ) : null}
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t('topup.packages')}</legend>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          {own.map((offer) => (
            <label key={offer.id} className={choiceCard} data-testid="package">
              <Radio value={offer.id} className="sr-only" {...form.register('choice')} />
              {offer.best ? (
                <Badge tone="warning" className="absolute -top-2.5 end-3 shadow-sm">
                  {t('topup.best')}
                </Badge>
              ) : null}
              <span className="text-lg font-extrabold">{t('coins', { count: offer.coins })}</span>
              <span className="font-semibold">{money(offer.price)}</span>
              <span className="text-xs text-muted-foreground">
                {t('topup.perCoin', { price: money(offer.price / offer.coins, true) })}
              </span>
              {offer.saving ? (
                <span className="text-xs font-semibold text-success-soft-foreground">
                  {t('topup.saving', { percent: formatPercent(offer.saving, locale) })}
                </span>
              ) : null}
            </label>
          ))}
          <label className={choiceCard}>
            <Radio value={CUSTOM} className="sr-only" {...form.register('choice')} />
            <span className="text-lg font-extrabold">{t('topup.custom')}</span>
            <span className="text-xs text-muted-foreground">
              {t('topup.perCoin', { price: money(price.coinPrice, true) })}
            </span>
          </label>
        </div>
      </fieldset>

      {choice === CUSTOM ? (
        <Field
          label={t('topup.coinsLabel')}
          hint={t('topup.coinsHint', range)}
          error={form.formState.errors.coins ? t('topup.coinsError', range) : undefined}
          className="max-w-xs"
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('coins')} />
        </Field>
      ) : null}

      <div className="flex flex-col gap-4 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite">
          <span className="block text-sm text-muted-foreground">{t('topup.total')}</span>
          <span className="text-xl font-extrabold" data-testid="topup-total">
            {total === null ? '—' : money(total)}
          </span>
          {taxRate > 0 && total !== null ? (
            <span className="block text-xs text-muted-foreground">
              {t('topup.tax', { rate: formatPercent(taxRate / 10_000, locale, { exact: true }), amount: money(tax) })}
            </span>
          ) : null}
        </p>
        <SubmitButton
          loading={leaving}
          pendingLabel={leaving ? t('topup.redirecting') : undefined}
          className="sm:min-w-48"
        >
          {t('topup.pay')}
        </SubmitButton>
      </div>
      <p className="text-sm text-muted-foreground">{t('topup.note')}</p>
    </Form>
  );
}
