'use client';

import { staffReplyBody, type CannedReplyView } from '@rassam/api/schemas';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiForm } from '@/components/forms/use-api-form';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { Field } from '@/components/ui/field';
import { Form, FormField, SubmitButton } from '@/components/ui/form';
import { TextArea } from '@/components/ui/text-area';
import { useRouter } from '@/i18n/navigation';
import { api, newIdempotencyKey } from '@/lib/api-client';
import { insertInto } from './canned';
import { FileAttach, type UploadedFile } from './file-attach';
import { SavedReplyPicker } from './saved-reply-picker';

type Values = { text: string; internal: boolean; fileIds: string[] };

/**
 * The desk's answer on a ticket: a reply (its user is notified and it is their turn) or an internal note (the
 * desk's alone), with files uploaded first and a saved reply inserted in the user's language. A done ticket
 * takes notes only (the API refuses a reply: CannotReplyOnTicket).
 */
export function TicketComposer({
  ticketId,
  userLocale,
  replies,
  done,
}: {
  ticketId: string;
  userLocale: 'fa' | 'en';
  replies: CannedReplyView[];
  done: boolean;
}) {
  const t = useTranslations('desk');
  const router = useRouter();
  const { form, submit, formError } = useApiForm<Values>(staffReplyBody, {
    text: '',
    internal: done,
    fileIds: [],
  });
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const internal = form.watch('internal');

  const send = submit(async (values) => {
    await api.post(
      `/support/tickets/${ticketId}/messages`,
      { text: values.text, internal: values.internal, fileIds: files.map((f) => f.id) },
      { toastErrors: false, idempotencyKey: newIdempotencyKey() },
    );
    form.reset({ text: '', internal: values.internal, fileIds: [] });
    setFiles([]);
    router.refresh();
  });

  return (
    <Form form={form} onSubmit={send} error={formError}>
      <Field group label={t('composer.kind')}>
        <ChoiceChips
          name="internal"
          value={internal ? 'note' : 'reply'}
          onChange={(value) => form.setValue('internal', value === 'note')}
          options={[
            ...(done ? [] : [{ value: 'reply' as const, label: t('composer.reply') }]),
            { value: 'note' as const, label: t('composer.note') },
          ]}
        />
      </Field>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {internal ? t('composer.noteHint') : t('composer.replyHint')}
      </p>
      <SavedReplyPicker replies={replies} userLocale={userLocale} onInsert={(text) => insertInto(form, text)} />
      <FormField<Values> name="text" label={internal ? t('composer.noteLabel') : t('composer.replyLabel')}>
        <TextArea rows={6} dir="auto" data-testid="composer-text" />
      </FormField>
      <FileAttach
        path={`/support/tickets/${ticketId}/files`}
        files={files}
        onChange={setFiles}
        extra={{ internal: internal ? 'true' : 'false' }}
        label={t('composer.attach')}
      />
      <SubmitButton pendingLabel={t('composer.sending')} data-testid="composer-send">
        {internal ? t('composer.sendNote') : t('composer.sendReply')}
      </SubmitButton>
    </Form>
  );
}
