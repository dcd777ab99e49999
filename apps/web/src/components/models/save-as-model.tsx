'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ArIcon } from '@/components/ui/icons/ar';
import { useRouter } from '@/i18n/navigation';
import { api, newIdempotencyKey } from '@/lib/api-client';
import { modelPath } from './model-data';

/**
 * "Save as model": a 3D result of the studio becomes a model of the owner's library (optimised, with a
 * USDZ for iPhones and a poster), whose page opens to follow it. One key per press: a double press or a
 * repeated request makes one model.
 */
export function SaveAsModelButton({
  designId,
  compact = false,
  variant = 'outline',
}: {
  designId: string;
  compact?: boolean;
  variant?: 'outline' | 'primary';
}) {
  const t = useTranslations('models');
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [key] = useState(newIdempotencyKey);

  const save = async () => {
    setPending(true);
    try {
      const { data } = await api.post<{ id: string }>('/models/from-design', { designId }, { idempotencyKey: key });
      router.push(modelPath(data.id));
    } catch {
      // The refusal (not finished, over the quota) is the API's toast.
      setPending(false);
    }
  };

  return (
    <Button variant={variant} size="sm" loading={pending} onClick={save} data-testid="save-as-model">
      {pending ? null : <ArIcon className="size-4" />}
      {compact ? <span className="max-sm:sr-only">{t('saveAsModel')}</span> : t('saveAsModel')}
    </Button>
  );
}
