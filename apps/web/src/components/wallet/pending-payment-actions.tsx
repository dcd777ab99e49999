'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import type { Payment } from './types';

/**
 * What the payer can do with a payment still waiting at its gateway: go back and pay it (while the
 * gateway's page still takes it), or give it up after saying so. The API asks the gateway first either
 * way, so a payment that went through meanwhile is credited, never cancelled; the list then shows it.
 */
export function PendingPaymentActions({ payment }: { payment: Pick<Payment, 'id' | 'resumeUntil'> }) {
  const t = useTranslations('wallet');
  const router = useRouter();
  const [resuming, setResuming] = useState(false);

  const resume = async () => {
    setResuming(true);
    try {
      const { data } = await api.post<{ payment: Payment; redirectUrl: string | null }>(
        `/payments/${payment.id}/resume`,
      );
      if (data.redirectUrl) {
        // Leaving for the gateway: the button stays busy until the page is gone.
        window.location.assign(data.redirectUrl);
        return;
      }
      const { status } = data.payment;
      toast.info(
        t(
          status === 'paid'
            ? 'payments.resumedPaid'
            : status === 'pending'
              ? 'payments.resumeClosed'
              : 'payments.resumeEnded',
        ),
      );
      router.refresh();
    } catch {
      // The API client has shown the reason.
    }
    setResuming(false);
  };

  const cancel = async () => {
    const { data } = await api.post<Payment>(`/payments/${payment.id}/cancel`);
    toast.info(data.status === 'paid' ? t('payments.resumedPaid') : t('payments.cancelled'));
    router.refresh();
  };

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      {payment.resumeUntil ? (
        <Button variant="link" loading={resuming} onClick={() => void resume()}>
          {t('payments.resume')}
        </Button>
      ) : null}
      <ConfirmDialog
        trigger={
          <Button variant="link" className="text-danger" disabled={resuming}>
            {t('payments.cancel')}
          </Button>
        }
        title={t('payments.cancelTitle')}
        description={t('payments.cancelBody')}
        confirmLabel={t('payments.cancelConfirm')}
        cancelLabel={t('payments.cancelKeep')}
        onConfirm={cancel}
      />
    </div>
  );
}
