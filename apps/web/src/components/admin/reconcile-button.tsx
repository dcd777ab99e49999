'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { Button } from '@/components/ui/button';

/** Asks the gateways now about every payment left pending for over a minute (the server also does it each minute). */
export function ReconcileButton() {
  const t = useTranslations('admin');
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const reconcile = async () => {
    setPending(true);
    try {
      const { data } = await api.post<{ checked: number; settled: number }>('/admin/payments/reconcile');
      toast.success(t('ledger.reconciled', { checked: data.checked, settled: data.settled }));
      router.refresh();
    } catch {
      // The API client has shown the reason.
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="outline" loading={pending} onClick={reconcile}>
      {t('ledger.reconcile')}
    </Button>
  );
}
