'use client';

import { Detail, DetailList } from '@/components/ui/details';
import { resultText, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Price } from '@/components/ui/price';
import { Link, useRouter } from '@/i18n/navigation';
import { api, ApiError, newIdempotencyKey } from '@/lib/api-client';
import { orderPath } from './order-types';

/**
 * Paying an order's invoice from the coin wallet (POST /api/factors/{id}/pay), the price and the balance side
 * by side. Short of coins, the wallet is offered with the way back to this order (`?next=`), as the studio and
 * the shop do. Paid, the page is read again: the order is paid and waits for the desk.
 */
export function OrderPay({
  orderId,
  factorId,
  price,
  balance,
  englishHost,
}: {
  orderId: string;
  factorId: string;
  price: number;
  balance: number | null;
  englishHost: boolean;
}) {
  const t = useTranslations('orders');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [needCoins, setNeedCoins] = useState(false);
  const idempotencyKey = useRef<string | null>(null);
  const short = balance !== null && price > balance;
  const prefix = locale === 'en' && !englishHost ? '/en' : '';
  const walletHref = `/dashboard/wallet?${new URLSearchParams({ next: `${prefix}${orderPath(orderId)}` })}`;

  const pay = async () => {
    setError(undefined);
    setNeedCoins(false);
    if (short) {
      setError(resultText('NotEnoughCoin', locale));
      setNeedCoins(true);
      return;
    }
    setPending(true);
    try {
      idempotencyKey.current ??= newIdempotencyKey();
      await api.post(`/factors/${factorId}/pay`, undefined, {
        idempotencyKey: idempotencyKey.current,
        toastErrors: false,
      });
      router.refresh();
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      idempotencyKey.current = null;
      setError(caught.message);
      setNeedCoins(caught.code === 'NotEnoughCoin');
      setPending(false);
    }
  };

  return (
    <div className="space-y-3" data-testid="order-pay">
      <DetailList layout="tiles">
        <Detail label={t('pay.price')}>
          <Price amount={price} currency="coins" />
        </Detail>
        <Detail label={t('pay.balance')} className={short ? 'text-danger' : undefined} data-testid="order-balance">
          {balance === null ? '—' : <Price amount={balance} currency="coins" />}
        </Detail>
      </DetailList>
      {error ? (
        <Alert tone="danger">
          {error}
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
      <div className="flex flex-wrap items-center gap-3">
        <Button size="lg" width="phone" loading={pending} onClick={() => void pay()} data-testid="pay-order">
          {t('pay.submit')}
        </Button>
        {short && !needCoins ? (
          <ButtonLink href={walletHref} variant="link">
            {t('pay.topUp')}
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}
