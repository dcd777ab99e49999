'use client';

import { formatNumber, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextLink } from '@/components/ui/text-link';
import { OrderUpload } from './order-files';
import { orderPath, type OrderSummary } from './order-types';

/**
 * Files for one of the buyer's open orders: pick the order (only those that take files), then drop or pick
 * files, each sent with its progress and its own refusal (kind, size) in the catalogue's words.
 */
export function PutFile({
  orders,
  initial,
  maxMb,
}: {
  orders: Pick<OrderSummary, 'id' | 'number' | 'service'>[];
  initial: string | null;
  maxMb: number;
}) {
  const t = useTranslations('orders');
  const locale = useLocale() as Locale;
  const [orderId, setOrderId] = useState<string>(initial ?? '');
  const chosen = orders.find((order) => order.id === orderId);
  return (
    <div className="space-y-5">
      <Field label={t('putFile.order')} hint={chosen ? undefined : t('putFile.orderHint')}>
        <Select value={orderId} onChange={(event) => setOrderId(event.target.value)} className="sm:w-96" name="order">
          <option value="">{t('putFile.pick')}</option>
          {orders.map((order) => (
            <option key={order.id} value={order.id}>
              {t('putFile.option', { number: formatNumber(order.number, locale), title: order.service.title[locale] })}
            </option>
          ))}
        </Select>
      </Field>
      {chosen ? (
        <p className="text-sm">
          <TextLink href={orderPath(chosen.id)}>
            {t('putFile.open', { number: formatNumber(chosen.number, locale) })}
          </TextLink>
        </p>
      ) : null}
      <OrderUpload
        key={orderId}
        orderId={orderId || null}
        hint={t('putFile.hint', { size: formatNumber(maxMb, locale) })}
      />
    </div>
  );
}
