'use client';

import { replyBody } from '@rassam/api/schemas';
import { formatDateTime, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiForm } from '@/components/forms/use-api-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Form, FormField } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-layout';
import { CheckIcon } from '@/components/ui/icons/check';
import { TextArea } from '@/components/ui/text-area';
import { useRouter } from '@/i18n/navigation';
import { ApiError, api } from '@/lib/api-client';
import { newTicketPath, type TicketView } from './ticket-api';
import { TicketUploadField, useTicketUploads } from './ticket-uploads';

type ReplyValues = { text: string };

/**
 * What the user may do on their ticket. Open: reply (with files uploaded to it as they are chosen) or close
 * it. Closed: it says so, and offers "reopen" until the API's `reopenableUntil`, else a new ticket. A refusal
 * (the desk closed it meanwhile: CannotReplyOnTicket; TicketIsDone) is shown in the API's words, and the page
 * is read again so it shows the ticket as it is now.
 */
export function TicketActions({ ticket, maxBytes }: { ticket: TicketView; maxBytes: number }) {
  return ticket.status === 'done' ? <ClosedTicket ticket={ticket} /> : <ReplyBox ticket={ticket} maxBytes={maxBytes} />;
}

function ReplyBox({ ticket, maxBytes }: { ticket: TicketView; maxBytes: number }) {
  const t = useTranslations('tickets');
  const router = useRouter();
  const uploads = useTicketUploads(ticket.id, maxBytes);
  const { form, submit, formError, setFormError } = useApiForm<ReplyValues>(replyBody, { text: '' });

  const send = async ({ text }: ReplyValues) => {
    try {
      await api.post(
        `/tickets/${ticket.id}/messages`,
        { text, ...(uploads.ids.length ? { fileIds: uploads.ids } : {}) },
        { toastErrors: false },
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) router.refresh();
      throw error;
    }
    form.reset({ text: '' });
    uploads.clear();
    router.refresh();
  };

  const close = async () => {
    setFormError(undefined);
    await api.post(`/tickets/${ticket.id}/done`);
    router.refresh();
  };

  return (
    <Card padded>
      <Form form={form} onSubmit={submit(send)} error={formError} data-testid="ticket-reply">
        <FormField<ReplyValues> name="text" label={t('thread.reply')}>
          <TextArea rows={5} maxLength={5000} dir="auto" />
        </FormField>
        <TicketUploadField uploads={uploads} />
        <FormActions
          aside={
            <ConfirmDialog
              trigger={
                <Button variant="outline" data-testid="ticket-close">
                  <CheckIcon />
                  {t('thread.close')}
                </Button>
              }
              title={t('thread.closeTitle')}
              description={t('thread.closeBody')}
              confirmLabel={t('thread.close')}
              cancelLabel={t('thread.cancel')}
              onConfirm={close}
              icon={<CheckIcon />}
            />
          }
        >
          <Button type="submit" loading={form.formState.isSubmitting} disabled={uploads.pending}>
            {t('thread.send')}
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
}

function ClosedTicket({ ticket }: { ticket: TicketView }) {
  const t = useTranslations('tickets');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const reopen = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await api.post(`/tickets/${ticket.id}/reopen`, undefined, { toastErrors: false });
      router.refresh();
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : undefined);
      router.refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert tone="success" data-testid="ticket-closed">
      <p className="font-semibold">{t('thread.closed')}</p>
      {ticket.reopenableUntil ? (
        <>
          <p className="mt-1">{t('thread.reopenUntil', { date: formatDateTime(ticket.reopenableUntil, locale) })}</p>
          <Button variant="outline" className="mt-3" loading={busy} onClick={reopen} data-testid="ticket-reopen">
            {t('thread.reopen')}
          </Button>
        </>
      ) : (
        <>
          <p className="mt-1">{t('thread.followUp')}</p>
          <ButtonLink href={newTicketPath} variant="outline" className="mt-3">
            {t('new')}
          </ButtonLink>
        </>
      )}
      {error ? (
        <p role="alert" className="mt-2 font-medium text-danger">
          {error}
        </p>
      ) : null}
    </Alert>
  );
}
