'use client';

import { useTranslations } from 'next-intl';
import { useRouter as usePlainRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { hasInAppHistory } from '@/lib/previous-path';
import { LogoutIcon } from '@/components/ui/icons';

/** /dashboard/logout opens this confirmation (SPEC section 4: the route sets the modal's open flag). */
export function LogoutDialog() {
  const t = useTranslations('logout');
  const router = useRouter();
  const plainRouter = usePlainRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  // Back to the page that opened the dialog when it was one of ours; a bookmark or another site's
  // link has nothing of ours to go back to, so the dashboard it is.
  const cancel = () => {
    if (hasInAppHistory()) plainRouter.back();
    else router.replace('/dashboard');
  };

  const confirm = async () => {
    setPending(true);
    try {
      await api.post('/auth/logout');
      router.replace('/');
      router.refresh();
    } catch {
      setPending(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="logout-title"
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-3xl bg-[var(--surface)] p-6 text-[var(--text)] shadow-2xl backdrop:bg-black/50"
    >
      <span className="inline-grid size-12 place-items-center rounded-2xl bg-red-100 text-red-600 dark:bg-red-950 dark:text-red-300">
        <LogoutIcon />
      </span>
      <h2 id="logout-title" className="mt-4 text-xl font-bold">
        {t('title')}
      </h2>
      <p className="mt-2 text-[var(--text-muted)]">{t('body')}</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={cancel}
          className="rounded-xl border border-[var(--border)] px-5 py-2.5 font-semibold hover:bg-black/5 dark:hover:bg-white/10"
        >
          {t('cancel')}
        </button>
        <button
          type="button"
          onClick={confirm}
          disabled={pending}
          autoFocus
          className="rounded-xl bg-red-600 px-5 py-2.5 font-semibold text-white hover:bg-red-700 disabled:opacity-60"
        >
          {t('confirm')}
        </button>
      </div>
    </dialog>
  );
}
