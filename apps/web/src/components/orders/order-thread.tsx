'use client';

import { orderMessageBody } from '@rassam/api/schemas';
import { useTranslations } from 'next-intl';
import { useApiForm } from '@/components/forms/use-api-form';
import { Form, FormField, SubmitButton } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-layout';
import { TextArea } from '@/components/ui/text-area';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';

type Values = { text: string };

/** A message to the desk about this order; sent, the page is read again and shows it in the thread. */
export function OrderMessageForm({ orderId }: { orderId: string }) {
  const t = useTranslations('orders');
  const router = useRouter();
  const { form, submit, formError } = useApiForm<Values>(orderMessageBody, { text: '' });
  const send = submit(async (values) => {
    await api.post(`/orders/${orderId}/messages`, values, { toastErrors: false });
    form.reset();
    router.refresh();
  });
  return (
    <Form form={form} onSubmit={send} error={formError} data-testid="order-message-form">
      <FormField<Values> name="text" label={t('messages.write')} hint={t('messages.writeHint')}>
        <TextArea rows={3} dir="auto" />
      </FormField>
      <FormActions layout="start">
        <SubmitButton pendingLabel={t('messages.sending')}>{t('messages.send')}</SubmitButton>
      </FormActions>
    </Form>
  );
}
