'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { buttonClass, Dialog } from '@/components/admin/dialog';
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
  const [busy, setBusy] = useState<'resume' | 'cancel' | null>(null);
  const [asking, setAsking] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // Back to the button once the question is gone (while the modal is open the page is inert).
  useEffect(() => {
    if (asking || !refocus.current) return;
    refocus.current = false;
    cancelButton.current?.focus();
  }, [asking]);

  const resume = async () => {
    setBusy('resume');
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
    setBusy(null);
  };

  const closeDialog = () => {
    refocus.current = true;
    setAsking(false);
  };

  const cancel = async () => {
    setBusy('cancel');
    try {
      const { data } = await api.post<Payment>(`/payments/${payment.id}/cancel`);
      setAsking(false);
      toast.info(data.status === 'paid' ? t('payments.resumedPaid') : t('payments.cancelled'));
      router.refresh();
    } catch {
      closeDialog();
    }
    setBusy(null);
  };

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      {payment.resumeUntil ? (
        <button
          type="button"
          className={`${buttonClass.link} whitespace-nowrap text-start`}
          disabled={busy !== null}
          aria-busy={busy === 'resume' || undefined}
          onClick={() => void resume()}
        >
          {t('payments.resume')}
        </button>
      ) : null}
      <button
        ref={cancelButton}
        type="button"
        className={`${buttonClass.dangerLink} whitespace-nowrap text-start`}
        disabled={busy !== null}
        onClick={() => setAsking(true)}
      >
        {t('payments.cancel')}
      </button>
      {asking ? (
        <Dialog
          title={t('payments.cancelTitle')}
          description={t('payments.cancelBody')}
          onClose={() => busy === null && closeDialog()}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={buttonClass.secondary} disabled={busy !== null} onClick={closeDialog}>
              {t('payments.cancelKeep')}
            </button>
            <button
              type="button"
              className={buttonClass.danger}
              disabled={busy !== null}
              aria-busy={busy === 'cancel' || undefined}
              onClick={() => void cancel()}
            >
              {t('payments.cancelConfirm')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
