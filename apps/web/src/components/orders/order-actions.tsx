'use client';

import { orderRevisionBody } from '@rassam/api/schemas';
import { formatNumber, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { Form, FormField } from '@/components/ui/form';
import { TextArea } from '@/components/ui/text-area';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import type { OrderDetail } from './order-types';

/**
 * What the buyer may do now, by the actions the API computed for this order: cancel before work starts
 * (asked first; paid coins go back to the wallet), accept the delivery, or ask for a revision saying what to
 * change (how many are left said on the button). Each reads the page again when done.
 */
export function OrderActions({ order }: { order: Pick<OrderDetail, 'id' | 'status' | 'actions' | 'revisions'> }) {
  const t = useTranslations('orders');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const can = new Set(order.actions);
  const left = order.revisions.max - order.revisions.used;
  const act = async (action: 'cancel' | 'accept') => {
    await api.post(`/orders/${order.id}/${action}`);
    router.refresh();
  };
  if (!can.has('cancel') && !can.has('accept') && !can.has('revision')) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {can.has('accept') ? (
        <ConfirmDialog
          trigger={<Button data-testid="accept-order">{t('actions.accept')}</Button>}
          title={t('actions.acceptTitle')}
          description={t('actions.acceptBody')}
          confirmLabel={t('actions.accept')}
          cancelLabel={t('actions.back')}
          tone="primary"
          onConfirm={() => act('accept')}
        />
      ) : null}
      {can.has('revision') ? (
        <RevisionDialog
          orderId={order.id}
          label={t('actions.revision', { count: left, left: formatNumber(left, locale) })}
        />
      ) : null}
      {can.has('cancel') ? (
        <ConfirmDialog
          trigger={
            <Button variant="outline" data-testid="cancel-order">
              {t('actions.cancel')}
            </Button>
          }
          title={t('actions.cancelTitle')}
          description={order.status === 'paid' ? t('actions.cancelRefund') : t('actions.cancelBody')}
          confirmLabel={t('actions.cancelConfirm')}
          cancelLabel={t('actions.back')}
          onConfirm={() => act('cancel')}
        />
      ) : null}
    </div>
  );
}

type RevisionValues = { text: string };

function RevisionDialog({ orderId, label }: { orderId: string; label: string }) {
  const t = useTranslations('orders');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { form, submit, formError } = useApiForm<RevisionValues>(orderRevisionBody, { text: '' });
  const send = submit(async (values) => {
    await api.post(`/orders/${orderId}/revision`, values, { toastErrors: false });
    setOpen(false);
    form.reset();
    router.refresh();
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" data-testid="revision-order">
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('actions.revisionTitle')}
        description={t('actions.revisionBody')}
        closeLabel={t('actions.back')}
      >
        <Form form={form} onSubmit={send} error={formError}>
          <FormField<RevisionValues> name="text" label={t('actions.revisionText')}>
            <TextArea rows={5} dir="auto" />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('actions.back')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('actions.revisionSend')}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
