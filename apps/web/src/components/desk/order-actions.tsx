'use client';

import {
  orderDeliverBody,
  orderQuoteBody,
  orderStepBody,
  staffOrderMessageBody,
  type CannedReplyView,
  type OrderStatusName,
} from '@rassam/api/schemas';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiForm } from '@/components/forms/use-api-form';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { Field } from '@/components/ui/field';
import { Form, FormField, SubmitButton } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { useRouter } from '@/i18n/navigation';
import { api, newIdempotencyKey } from '@/lib/api-client';
import { insertInto } from './canned';
import { FileAttach, type UploadedFile } from './file-attach';
import { stepChoices } from './order-rules';
import { SavedReplyPicker } from './saved-reply-picker';

type Step = { key: string; name: { fa: string; en: string } };
const send = { toastErrors: false } as const;
/** A blank box is no value (the API's optional fields take none, not an empty string). */
const blankAsNone = (value: unknown) => (typeof value === 'string' && !value.trim() ? undefined : value);

/** The price of an on-quote order, in coins (any digits): the invoice is issued and the buyer told. */
export function QuoteForm({ orderId }: { orderId: string }) {
  const t = useTranslations('desk');
  const router = useRouter();
  const { form, submit, formError } = useApiForm<{ price: string }>(orderQuoteBody, { price: '' });
  return (
    <Form
      form={form}
      error={formError}
      onSubmit={submit(async (values) => {
        await api.post(`/support/orders/${orderId}/quote`, values, { ...send, idempotencyKey: newIdempotencyKey() });
        router.refresh();
      })}
    >
      <FormField<{ price: string }> name="price" label={t('order.price')} hint={t('order.priceHint')}>
        <Input inputMode="numeric" dir="ltr" autoComplete="off" data-testid="quote-price" />
      </FormField>
      <SubmitButton pendingLabel={t('composer.sending')}>{t('order.quote')}</SubmitButton>
    </Form>
  );
}

/** Moves the work to one of the steps the API allows now (forward only while in progress; never the delivery). */
export function StepForm({
  orderId,
  status,
  steps,
  current,
  locale,
}: {
  orderId: string;
  status: OrderStatusName;
  steps: Step[];
  current: string | null;
  locale: 'fa' | 'en';
}) {
  const t = useTranslations('desk');
  const router = useRouter();
  const choices = stepChoices(status, steps, current);
  const { form, submit, formError } = useApiForm<{ step: string }>(orderStepBody, { step: choices[0]?.key ?? '' });
  if (!choices.length) return <p className="text-sm text-muted-foreground">{t('order.noStep')}</p>;
  return (
    <Form
      form={form}
      error={formError}
      onSubmit={submit(async (values) => {
        await api.post(`/support/orders/${orderId}/step`, values, send);
        router.refresh();
      })}
    >
      <FormField<{ step: string }> name="step" label={t('order.nextStep')}>
        <Select data-testid="step-select">
          {choices.map((step) => (
            <option key={step.key} value={step.key}>
              {step.name[locale]}
            </option>
          ))}
        </Select>
      </FormField>
      <SubmitButton pendingLabel={t('composer.sending')} data-testid="step-submit">
        {t('order.moveStep')}
      </SubmitButton>
    </Form>
  );
}

type DeliverValues = { message?: string; fileIds?: string[] };

/** The delivery: a message, files uploaded first, or both; the buyer then accepts it or asks for a revision. */
export function DeliverForm({ orderId }: { orderId: string }) {
  const t = useTranslations('desk');
  const router = useRouter();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const { form, submit, formError } = useApiForm<DeliverValues>(orderDeliverBody, { message: '' });
  return (
    <Form
      form={form}
      error={formError}
      onSubmit={submit(async (values) => {
        const fileIds = files.map((file) => file.id);
        await api.post(
          `/support/orders/${orderId}/deliver`,
          { message: values.message, fileIds: fileIds.length ? fileIds : undefined },
          { ...send, idempotencyKey: newIdempotencyKey() },
        );
        setFiles([]);
        router.refresh();
      })}
    >
      <FormField<DeliverValues> name="message" label={t('order.deliverMessage')} options={{ setValueAs: blankAsNone }}>
        <TextArea rows={4} dir="auto" data-testid="deliver-message" />
      </FormField>
      <FileAttach
        path={`/support/orders/${orderId}/files`}
        files={files}
        onChange={setFiles}
        label={t('order.deliverFiles')}
      />
      <SubmitButton pendingLabel={t('composer.sending')} data-testid="deliver-submit">
        {t('order.deliver')}
      </SubmitButton>
    </Form>
  );
}

type MessageValues = { text: string; internal: boolean };

/** A message to the buyer (they are notified) or an internal note (the desk's alone), with files uploaded first. */
export function OrderComposer({
  orderId,
  replies,
  userLocale,
}: {
  orderId: string;
  replies: CannedReplyView[];
  userLocale: 'fa' | 'en';
}) {
  const t = useTranslations('desk');
  const router = useRouter();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const { form, submit, formError } = useApiForm<MessageValues>(staffOrderMessageBody, { text: '', internal: false });
  const internal = form.watch('internal');
  return (
    <Form
      form={form}
      error={formError}
      onSubmit={submit(async (values) => {
        const fileIds = files.map((file) => file.id);
        await api.post(
          `/support/orders/${orderId}/messages`,
          { ...values, fileIds: fileIds.length ? fileIds : undefined },
          { ...send, idempotencyKey: newIdempotencyKey() },
        );
        form.reset({ text: '', internal: values.internal });
        setFiles([]);
        router.refresh();
      })}
    >
      <Field group label={t('composer.kind')}>
        <ChoiceChips
          name="order-internal"
          value={internal ? 'note' : 'reply'}
          onChange={(value) => form.setValue('internal', value === 'note')}
          options={[
            { value: 'reply' as const, label: t('composer.message') },
            { value: 'note' as const, label: t('composer.note') },
          ]}
        />
      </Field>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {internal ? t('composer.noteHint') : t('composer.messageHint')}
      </p>
      <SavedReplyPicker replies={replies} userLocale={userLocale} onInsert={(text) => insertInto(form, text)} />
      <FormField<MessageValues> name="text" label={internal ? t('composer.noteLabel') : t('composer.messageLabel')}>
        <TextArea rows={4} dir="auto" data-testid="order-composer-text" />
      </FormField>
      {internal ? null : (
        <FileAttach
          path={`/support/orders/${orderId}/files`}
          files={files}
          onChange={setFiles}
          label={t('composer.attach')}
        />
      )}
      <SubmitButton pendingLabel={t('composer.sending')} data-testid="order-composer-send">
        {internal ? t('composer.sendNote') : t('composer.sendMessage')}
      </SubmitButton>
    </Form>
  );
}
