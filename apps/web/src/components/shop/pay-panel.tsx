'use client';

import { cn } from '@/components/ui/cn';
import { Detail, DetailList } from '@/components/ui/details';
import { DISPLAY_MONTHS } from '@rassam/api/schemas';
import { formatNumber, resultText, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { ButtonLink } from '@/components/ui/button-link';
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import { api, ApiError, newIdempotencyKey } from '@/lib/api-client';
import { parseMonths, stateOf, type OwnListing } from './types';

const QUICK = [1, 3, 6, 12];
const QUOTE_DELAY_MS = 300;

/** What showing a listing of the category costs for `months` (coins). */
async function quote(categoryId: string, months: number, signal?: AbortSignal) {
  const { data } = await api.get<{ coins: number }>(`/market/display-cost?categoryId=${categoryId}&months=${months}`, {
    signal,
    toastErrors: false,
  });
  return data.coins;
}

/**
 * Paying for display months from the coin wallet: 1–12 months (the API's schema says so under the field
 * as it is typed), the price of that many asked live, the balance beside it, and a question before any
 * coin is spent. A draft goes to review once paid; a running or lapsed listing is renewed. Short of
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
  // Typed in the page's digits; any digits are read.
  const [typed, setTyped] = useState(() => formatNumber(3, locale));
  const [cost, setCost] = useState<number | null>(null);
  const [quoting, setQuoting] = useState(false);
  const [pending, setPending] = useState(false);
  const [asking, setAsking] = useState(false);
  // The API's own refusal of the months (the form's check is the same schema, so rarely seen).
  const [refused, setRefused] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [needCoins, setNeedCoins] = useState(false);
  const idempotencyKey = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const refocus = useRef(false);
  const months = parseMonths(typed);
  const renewal = stateOf(listing) !== 'draft';
  const coins = (n: number) => t('pay.coins', { count: n });
  const bounds = { min: DISPLAY_MONTHS.min, max: DISPLAY_MONTHS.max };
  // Said as soon as what is typed is not a number of months in range; nothing typed is said on submit.
  const [submitted, setSubmitted] = useState(false);
  const error =
    refused ?? (months === null && (typed.trim() !== '' || submitted) ? t('pay.monthsError', bounds) : undefined);

  useEffect(() => {
    idempotencyKey.current = null;
    if (months === null) {
      setCost(null);
      return;
    }
    const controller = new AbortController();
    setQuoting(true);
    const timer = setTimeout(() => {
      quote(listing.categoryId, months, controller.signal)
        .then(setCost)
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

  const showNeedCoins = () => {
    setFormError(resultText('NotEnoughCoin', locale));
    setNeedCoins(true);
  };

  /** Checks the months and the price, then asks before spending (or says the wallet is short). */
  const review = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(undefined);
    setNeedCoins(false);
    if (months === null) return;
    let price = cost;
    if (price === null) {
      setPending(true);
      try {
        price = await quote(listing.categoryId, months);
        setCost(price);
      } catch (caught) {
        if (!(caught instanceof ApiError)) throw caught;
        setFormError(caught.message);
        return;
      } finally {
        setPending(false);
      }
    }
    if (balance !== null && price > balance) return showNeedCoins();
    setAsking(true);
  };

  const closeDialog = () => {
    refocus.current = true;
    setAsking(false);
  };

  // Back to the button that asked once the question is gone (while the modal is open the page is inert).
  useEffect(() => {
    if (asking || !refocus.current) return;
    refocus.current = false;
    formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }, [asking]);

  const pay = async () => {
    if (months === null) return;
    setPending(true);
    try {
      idempotencyKey.current ??= newIdempotencyKey();
      await api.post(
        `/shops/me/listings/${listing.id}/pay`,
        { months },
        { idempotencyKey: idempotencyKey.current, toastErrors: false },
      );
      idempotencyKey.current = null;
      setAsking(false);
      router.refresh();
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      closeDialog();
      if (caught.code === 'NotEnoughCoin') return showNeedCoins();
      if (caught.fields.months) setRefused(caught.fields.months);
      else setFormError(caught.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={review} noValidate className="space-y-4" data-testid="pay-panel">
      <p className="text-sm text-muted-foreground">{renewal ? t('pay.renewIntro') : t('pay.intro')}</p>
      <div>
        <Field label={t('pay.months')} hint={t('pay.monthsHint', bounds)} error={error}>
          <Input
            inputMode="numeric"
            dir="ltr"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setRefused(undefined);
            }}
            className="max-w-32"
          />
        </Field>
        <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label={t('pay.quick')}>
          {QUICK.map((n) => (
            <Button
              key={n}
              variant="outline"
              size="sm"
              aria-pressed={months === n}
              onClick={() => {
                setTyped(formatNumber(n, locale));
                setRefused(undefined);
              }}
              className="aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
            >
              {t('pay.monthsN', { count: n })}
            </Button>
          ))}
        </div>
      </div>
      <DetailList layout="tiles" aria-live="polite">
        <Detail
          label={t('pay.cost')}
          className="tabular-nums"
          data-testid="display-cost"
          aria-busy={quoting || undefined}
        >
          {cost === null || months === null ? '—' : coins(cost)}
        </Detail>
        <Detail
          label={t('pay.balance')}
          className={cn('tabular-nums', short && 'text-danger')}
          data-testid="pay-balance"
        >
          {balance === null ? '—' : coins(balance)}
        </Detail>
      </DetailList>
      {formError ? (
        <Alert tone="danger">
          {formError}
          {needCoins ? (
            <>
              {' '}
              <Link href={walletHref} className="font-bold underline" data-testid="topup-link">
                {t('pay.topUp')}
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <FormActions layout="start">
        <Button type="submit" size="lg" width="phone" loading={pending && !asking}>
          {renewal ? t('pay.renew') : t('pay.submit')}
        </Button>
        {short && !needCoins ? (
          <ButtonLink href={walletHref} variant="link">
            {t('pay.topUp')}
          </ButtonLink>
        ) : null}
      </FormActions>
      <Dialog
        open={asking && months !== null && cost !== null}
        onOpenChange={(open) => !open && !pending && closeDialog()}
      >
        {months !== null && cost !== null ? (
          <DialogContent
            title={renewal ? t('pay.confirmRenewTitle') : t('pay.confirmTitle')}
            description={t('pay.confirmBody', { coins: coins(cost), months: t('pay.monthsN', { count: months }) })}
          >
            {balance !== null ? (
              <p className="text-sm" data-testid="balance-after">
                {t('pay.balanceAfter', { coins: coins(balance - cost) })}
              </p>
            ) : null}
            <DialogFooter>
              <Button variant="outline" disabled={pending} onClick={closeDialog}>
                {t('pay.confirmCancel')}
              </Button>
              <Button loading={pending} onClick={() => void pay()}>
                {t('pay.confirm', { coins: coins(cost) })}
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </form>
  );
}
