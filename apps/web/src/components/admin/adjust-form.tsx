'use client';

import { wholeNumber } from '@rassam/api/schemas';
import { formatNumber, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { z } from 'zod';
import { FormAlert, SubmitButton, TextField } from '@/components/forms/fields';
import { useApiForm } from '@/components/forms/use-api-form';
import { useRouter } from '@/i18n/navigation';
import { api, ApiError, newIdempotencyKey } from '@/lib/api-client';
import { parseWhole } from '@/lib/money';
import { buttonClass, Dialog } from './dialog';

type Values = { userId: string; coins: string; note: string };

/** The API's limits on an adjustment (admin.routes: adjustWalletBody), checked here before it is sent. */
const MAX_ADJUST = 100_000_000;
const adjustInput = z.object({
  userId: z.uuid({ error: 'UserIdIsNotValid' }),
  coins: z.preprocess(
    (value) => (typeof value === 'string' ? (parseWhole(value) ?? value) : value),
    wholeNumber(-MAX_ADJUST, MAX_ADJUST).refine((coins) => coins !== 0),
  ),
  note: z.string().trim().min(3).max(500),
});

/**
 * Adds coins to or takes coins from one wallet, with a reason. The ledger keeps the entry for good, with
 * the admin's name; a confirmation comes first, and one Idempotency-Key per intended adjustment means a
 * double click or a retried request never moves the coins twice.
 */
export function AdjustForm({ userId, userLabel }: { userId?: string; userLabel?: string }) {
  const t = useTranslations('admin');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const summaryId = useId();
  const { form, submit, formError, setFormError } = useApiForm<Values>(adjustInput, {
    userId: userId ?? '',
    coins: '',
    note: '',
  });
  const errors = form.formState.errors;
  const [pending, setPending] = useState<Values | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string>();
  // The key names one intended adjustment: it stays for retries of the same values and is renewed when
  // they change or after a success.
  const key = useRef<string | null>(null);
  useEffect(() => {
    const watcher = form.watch(() => {
      key.current = null;
      setDone(undefined);
    });
    return () => watcher.unsubscribe();
  }, [form]);

  const coinsOf = (values: Values) => parseWhole(values.coins) ?? 0;
  const onSubmit = submit(async (values) => {
    setPending(values);
  });

  const confirm = async () => {
    if (!pending) return;
    const values = pending;
    key.current ??= newIdempotencyKey();
    setSending(true);
    setFormError(undefined);
    try {
      const result = await api.post<{ balance: number; entryId: string }>(
        `/admin/users/${encodeURIComponent(values.userId.trim())}/wallet/adjust`,
        { coins: coinsOf(values), note: values.note.trim() },
        { idempotencyKey: key.current, toastErrors: false, toastSuccess: false },
      );
      toast.success(
        result.message?.text ?? t('ledger.adjust.done', { balance: formatNumber(result.data.balance, locale) }),
      );
      key.current = null;
      form.reset({ userId: values.userId, coins: '', note: '' });
      setDone(t('ledger.adjust.done', { balance: formatNumber(result.data.balance, locale) }));
      router.refresh();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === 'NotEnoughCoin') form.setError('coins', { type: 'server', message: error.message });
      else if (['UserNotFound', 'UserIdIsNotValid'].includes(error.code) || error.fields.id)
        form.setError('userId', { type: 'server', message: error.message });
      else if (error.fields.coins || error.fields.note) {
        if (error.fields.coins) form.setError('coins', { type: 'server', message: error.fields.coins });
        if (error.fields.note) form.setError('note', { type: 'server', message: error.fields.note });
      } else setFormError(error.message);
    } finally {
      setSending(false);
      setPending(null);
    }
  };

  const typed = parseWhole(form.watch('coins') ?? '');
  const pendingCoins = pending ? coinsOf(pending) : 0;
  const amount = (coins: number) => formatNumber(Math.abs(coins), locale);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert>{formError}</FormAlert>
      {done ? (
        <p
          role="status"
          className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100"
        >
          {done}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <TextField
          label={t('ledger.adjust.userId')}
          hint={userLabel ? t('ledger.adjust.picked', { user: userLabel }) : t('ledger.adjust.userIdHint')}
          error={errors.userId?.message}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="off"
          className="[&_input]:font-mono [&_input]:text-sm"
          {...form.register('userId')}
        />
        <TextField
          label={t('ledger.adjust.coins')}
          hint={t('ledger.adjust.coinsHint')}
          error={
            errors.coins
              ? errors.coins.type === 'server'
                ? errors.coins.message
                : t('ledger.adjust.coinsError')
              : undefined
          }
          inputMode="text"
          autoComplete="off"
          {...form.register('coins')}
        />
      </div>
      <div>
        <label htmlFor={`${summaryId}-note`} className="mb-1.5 block text-sm font-semibold">
          {t('ledger.adjust.note')}
        </label>
        <textarea
          id={`${summaryId}-note`}
          rows={3}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={`${summaryId}-note-${errors.note ? 'error' : 'hint'}`}
          className="block w-full rounded-xl border border-[var(--border)] bg-[var(--surface)] px-3.5 py-2.5 text-base outline-none transition focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 aria-[invalid=true]:border-red-500"
          {...form.register('note')}
        />
        {errors.note ? (
          <p
            id={`${summaryId}-note-error`}
            role="alert"
            className="mt-1.5 text-sm font-medium text-red-600 dark:text-red-400"
          >
            {errors.note.message}
          </p>
        ) : (
          <p id={`${summaryId}-note-hint`} className="mt-1.5 text-sm text-[var(--text-muted)]">
            {t('ledger.adjust.noteHint')}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-3 border-t border-[var(--border)] pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p
          className={`text-sm font-semibold ${typed && typed < 0 ? 'text-red-700 dark:text-red-300' : 'text-emerald-700 dark:text-emerald-300'}`}
          aria-live="polite"
        >
          {typed && typed > 0
            ? t('ledger.adjust.willAdd', { coins: amount(typed) })
            : typed && typed < 0
              ? t('ledger.adjust.willTake', { coins: amount(typed) })
              : null}
        </p>
        <SubmitButton pending={sending} className="sm:w-auto">
          {t('ledger.adjust.submit')}
        </SubmitButton>
      </div>
      {pending ? (
        <Dialog
          title={t('ledger.adjust.confirmTitle')}
          description={t('ledger.adjust.confirmAudit')}
          onClose={() => setPending(null)}
        >
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <dt className="text-[var(--text-muted)]">{t('ledger.adjust.userId')}</dt>
            <dd dir="ltr" className="break-all text-end font-mono text-xs">
              {pending.userId.trim()}
            </dd>
            <dt className="text-[var(--text-muted)]">{t('ledger.adjust.coins')}</dt>
            <dd
              className={`text-end font-bold ${pendingCoins > 0 ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}`}
            >
              {pendingCoins > 0
                ? t('ledger.adjust.willAdd', { coins: amount(pendingCoins) })
                : t('ledger.adjust.willTake', { coins: amount(pendingCoins) })}
            </dd>
            <dt className="text-[var(--text-muted)]">{t('ledger.adjust.note')}</dt>
            <dd dir="auto" className="break-words text-end">
              {pending.note.trim()}
            </dd>
          </dl>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={() => setPending(null)} className={buttonClass.secondary}>
              {t('wallet.cancel')}
            </button>
            <button type="button" onClick={confirm} disabled={sending} className={buttonClass.primary} autoFocus>
              {t('ledger.adjust.confirm')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </form>
  );
}
