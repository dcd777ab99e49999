'use client';

import { formatNumber, resultText, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert, inputClass, SubmitButton } from '@/components/forms/fields';
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import { api, ApiError, newIdempotencyKey } from '@/lib/api-client';
import { parseMonths, stateOf, type OwnListing } from './types';

const QUICK = [1, 3, 6, 12];
const QUOTE_DELAY_MS = 300;

/**
 * Paying for display months from the coin wallet: 1–12 months, the price of that many asked live, the
 * balance beside it. A draft goes to review once paid; a running or lapsed listing is renewed. Short of
 * coins, the wallet is offered with the way back here.
 */
export function PayPanel({
  listing,
  balance,
  englishHost,
}: {
  listing: OwnListing;
  balance: number | null;
  englishHost: boolean;
}) {
  const t = useTranslations('shopPanel');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();
  // Typed in the page's digits; any digits are read.
  const [typed, setTyped] = useState(() => formatNumber(3, locale));
  const [cost, setCost] = useState<number | null>(null);
  const [quoting, setQuoting] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [needCoins, setNeedCoins] = useState(false);
  const idempotencyKey = useRef<string | null>(null);
  const months = parseMonths(typed);
  const renewal = stateOf(listing) !== 'draft';
  const coins = (n: number) => t('pay.coins', { count: n });

  useEffect(() => {
    idempotencyKey.current = null;
    if (months === null) {
      setCost(null);
      return;
    }
    const controller = new AbortController();
    setQuoting(true);
    const timer = setTimeout(() => {
      api
        .get<{ coins: number }>(`/market/display-cost?categoryId=${listing.categoryId}&months=${months}`, {
          signal: controller.signal,
          toastErrors: false,
        })
        .then(({ data }) => setCost(data.coins))
        .catch(() => undefined)
        .finally(() => !controller.signal.aborted && setQuoting(false));
    }, QUOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [months, listing.categoryId]);

  const prefix = locale === 'en' && !englishHost ? '/en' : '';
  const walletHref = `/dashboard/wallet?${new URLSearchParams({ next: `${prefix}${pathname}` })}`;
  const short = balance !== null && cost !== null && cost > balance;

  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    setNeedCoins(false);
    if (months === null) {
      setError(resultText('DisplayMonthNotValid', locale));
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      idempotencyKey.current ??= newIdempotencyKey();
      await api.post(
        `/shops/me/listings/${listing.id}/pay`,
        { months },
        { idempotencyKey: idempotencyKey.current, toastErrors: false },
      );
      idempotencyKey.current = null;
      router.refresh();
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      if (caught.code === 'NotEnoughCoin') setNeedCoins(true);
      if (caught.fields.months) setError(caught.fields.months);
      else setFormError(caught.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={pay} noValidate className="space-y-4" data-testid="pay-panel">
      <p className="text-sm text-[var(--text-muted)]">{renewal ? t('pay.renewIntro') : t('pay.intro')}</p>
      <div>
        <label htmlFor={`${id}-months`} className="mb-1.5 block text-sm font-semibold">
          {t('pay.months')}
        </label>
        <input
          id={`${id}-months`}
          inputMode="numeric"
          dir="ltr"
          value={typed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }}
          className={`${inputClass} max-w-32`}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-600 dark:text-red-400">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="mt-1.5 text-sm text-[var(--text-muted)]">
            {t('pay.monthsHint', { min: 1, max: 12 })}
          </p>
        )}
        <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label={t('pay.quick')}>
          {QUICK.map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={months === n}
              onClick={() => {
                setTyped(formatNumber(n, locale));
                setError(undefined);
              }}
              className="rounded-lg border border-[var(--border)] px-3 py-1 text-sm font-semibold aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
            >
              {t('pay.monthsN', { count: n })}
            </button>
          ))}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm" aria-live="polite">
        <div className="rounded-xl bg-[var(--surface-muted)] p-3">
          <dt className="text-[var(--text-muted)]">{t('pay.cost')}</dt>
          <dd
            className="mt-1 text-lg font-bold tabular-nums"
            data-testid="display-cost"
            aria-busy={quoting || undefined}
          >
            {cost === null || months === null ? '—' : coins(cost)}
          </dd>
        </div>
        <div className="rounded-xl bg-[var(--surface-muted)] p-3">
          <dt className="text-[var(--text-muted)]">{t('pay.balance')}</dt>
          <dd
            className={`mt-1 text-lg font-bold tabular-nums ${short ? 'text-red-600 dark:text-red-400' : ''}`}
            data-testid="pay-balance"
          >
            {balance === null ? '—' : coins(balance)}
          </dd>
        </div>
      </dl>
      {formError ? (
        <FormAlert>
          {formError}
          {needCoins ? (
            <>
              {' '}
              <Link href={walletHref} className="font-bold underline" data-testid="topup-link">
                {t('pay.topUp')}
              </Link>
            </>
          ) : null}
        </FormAlert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={pending} className="sm:w-auto">
          {renewal ? t('pay.renew') : t('pay.submit')}
        </SubmitButton>
        {short && !needCoins ? (
          <Link href={walletHref} className="text-sm font-semibold text-brand-700 underline dark:text-brand-200">
            {t('pay.topUp')}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
