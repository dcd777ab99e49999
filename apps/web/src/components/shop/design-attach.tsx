'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';

/** Shows a completed AI design on the shop's page, or stops showing it. */
export function DesignAttachButton({ designId, attached }: { designId: string; attached: boolean }) {
  const t = useTranslations('shopPanel');
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const toggle = async () => {
    setPending(true);
    try {
      if (attached) await api.delete(`/shops/me/designs/${designId}`);
      else await api.post('/shops/me/designs', { designId });
      router.refresh();
    } catch {
      // The API client showed why.
    } finally {
      setPending(false);
    }
  };
  return (
    <Button onClick={toggle} loading={pending} data-testid="design-attach" variant={attached ? 'outline' : 'primary'}>
      {attached ? t('designs.detach') : t('designs.attach')}
    </Button>
  );
}
