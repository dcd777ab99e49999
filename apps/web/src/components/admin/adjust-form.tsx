'use client';

import { wholeNumber } from '@rassam/api/schemas';
import { formatNumber, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { z } from 'zod';
import { useApiForm } from '@/components/forms/use-api-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Form, FormField } from '@/components/ui/form';
import { FormActions, FormRow } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { TextArea } from '@/components/ui/text-area';
import { useRouter } from '@/i18n/navigation';
import { api, ApiError, newIdempotencyKey } from '@/lib/api-client';
import { parseWhole } from '@/lib/money';
import { Detail, DetailList } from '@/components/ui/details';

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

  const direction = (coins: number | null) => (coins && coins < 0 ? 'text-danger' : 'text-success-soft-foreground');

  return (
    <Form form={form} onSubmit={onSubmit} error={formError}>
      <Alert tone="success">{done}</Alert>
      <FormRow className="md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <FormField<Values>
          name="userId"
          label={t('ledger.adjust.userId')}
          hint={userLabel ? t('ledger.adjust.picked', { user: userLabel }) : t('ledger.adjust.userIdHint')}
        >
          <Input dir="ltr" autoComplete="off" spellCheck={false} autoCapitalize="off" className="font-mono text-sm" />
        </FormField>
        {/* Any refusal of the amount the schema finds says the same thing: a whole number, not zero, in range. */}
        <Field
          label={t('ledger.adjust.coins')}
          hint={t('ledger.adjust.coinsHint')}
          error={
            errors.coins
              ? errors.coins.type === 'server'
                ? errors.coins.message
                : t('ledger.adjust.coinsError')
              : undefined
          }
        >
          <Input inputMode="text" autoComplete="off" {...form.register('coins')} />
        </Field>
      </FormRow>
      <FormField<Values> name="note" label={t('ledger.adjust.note')} hint={t('ledger.adjust.noteHint')}>
        <TextArea rows={3} />
      </FormField>
      <FormActions
        aside={
          <p className={cn('text-sm font-semibold', direction(typed))} aria-live="polite">
            {typed && typed > 0
              ? t('ledger.adjust.willAdd', { coins: amount(typed) })
              : typed && typed < 0
                ? t('ledger.adjust.willTake', { coins: amount(typed) })
                : null}
          </p>
        }
      >
        <Button type="submit" loading={sending}>
          {t('ledger.adjust.submit')}
        </Button>
      </FormActions>
      <Dialog open={pending !== null} onOpenChange={(open) => (open || sending ? null : setPending(null))}>
        <DialogContent title={t('ledger.adjust.confirmTitle')} description={t('ledger.adjust.confirmAudit')}>
          {pending ? (
            <DetailList>
              <Detail label={t('ledger.adjust.userId')} dir="ltr" className="break-all text-end font-mono text-xs">
                {pending.userId.trim()}
              </Detail>
              <Detail label={t('ledger.adjust.coins')} className={cn('text-end font-bold', direction(pendingCoins))}>
                {pendingCoins > 0
                  ? t('ledger.adjust.willAdd', { coins: amount(pendingCoins) })
                  : t('ledger.adjust.willTake', { coins: amount(pendingCoins) })}
              </Detail>
              <Detail label={t('ledger.adjust.note')} dir="auto" className="break-words text-end">
                {pending.note.trim()}
              </Detail>
            </DetailList>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={sending}>
                {t('wallet.cancel')}
              </Button>
            </DialogClose>
            <Button onClick={confirm} loading={sending} autoFocus>
              {t('ledger.adjust.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Form>
  );
}
