'use client';

import { useTranslations } from 'next-intl';
import { useRouter as usePlainRouter } from 'next/navigation';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { hasInAppHistory } from '@/lib/previous-path';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LogoutIcon } from '@/components/ui/icons/logout';

/** /dashboard/logout is this question (SPEC section 4: the route sets the modal's open flag). */
export function LogoutDialog() {
  const t = useTranslations('logout');
  const router = useRouter();
  const plainRouter = usePlainRouter();

  // Back to the page that opened the dialog when it was one of ours; a bookmark or another site's
  // link has nothing of ours to go back to, so the dashboard it is.
  const cancel = () => {
    if (hasInAppHistory()) plainRouter.back();
    else router.replace('/dashboard');
  };

  return (
    <ConfirmDialog
      open
      title={t('title')}
      description={t('body')}
      confirmLabel={t('confirm')}
      cancelLabel={t('cancel')}
      icon={<LogoutIcon />}
      onCancel={cancel}
      onConfirm={async () => {
        await api.post('/auth/logout');
        router.replace('/');
        router.refresh();
      }}
    />
  );
}
