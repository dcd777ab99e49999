'use client';

import { createTicketBody, type CreateTicketInput } from '@rassam/api/schemas';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useApiForm } from '@/components/forms/use-api-form';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import { Field } from '@/components/ui/field';
import { Form, FormField, SubmitButton } from '@/components/ui/form';
import { FormActions, FormRow } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import {
  ABOUT_KINDS,
  TICKET_DEPARTMENTS,
  TICKET_PRIORITIES,
  ticketPath,
  type AboutKind,
  type TicketDepartment,
} from './ticket-api';
import { useTicketLabels } from './ticket-labels';
import { TicketUploadField, useTicketUploads } from './ticket-uploads';

/** One of the user's orders, payments or designs as the "about" picker offers it. */
export interface AboutOption {
  id: string;
  label: string;
}

const idField = { order: 'orderId', payment: 'paymentId', design: 'designId' } as const;
/** A payment is the billing department's; the others start as general. */
const departmentOf: Record<AboutKind, TicketDepartment> = { order: 'general', payment: 'billing', design: 'studio' };

/**
 * A new ticket: its subject, department, priority, what it is about (one of the user's orders, payments or
 * designs, preselected by `?order=` and the like), the first message and files. Checked by the API's own
 * schema; once the ticket is opened its files are uploaded to it, each with its progress, and the ticket's
 * page opens. A file the API refuses stays here in its words, with the way to the ticket that was opened.
 */
export function NewTicketForm({
  options,
  preselected,
  maxBytes,
}: {
  options: Record<AboutKind, AboutOption[]>;
  preselected: { kind: AboutKind; id: string } | null;
  maxBytes: number;
}) {
  const t = useTranslations('tickets');
  const labels = useTicketLabels();
  const router = useRouter();
  const [about, setAbout] = useState<AboutKind | 'none'>(preselected?.kind ?? 'none');
  const [created, setCreated] = useState<string | null>(null);
  const uploads = useTicketUploads(created, maxBytes);
  const { form, submit, formError } = useApiForm<CreateTicketInput>(createTicketBody, {
    subject: '',
    message: '',
    department: preselected ? departmentOf[preselected.kind] : 'general',
    priority: 'normal',
    ...(preselected ? { [idField[preselected.kind]]: preselected.id } : {}),
  });

  // Opened: to the ticket once its files are up; a refused file keeps the user here to see why.
  useEffect(() => {
    if (created && !uploads.pending && !uploads.failed) router.push(ticketPath(created));
  }, [created, uploads.pending, uploads.failed, router]);

  const chooseAbout = (value: AboutKind | 'none') => {
    setAbout(value);
    for (const kind of ABOUT_KINDS) form.setValue(idField[kind], undefined);
    if (value !== 'none') form.setValue('department', departmentOf[value]);
  };

  const send = async (values: CreateTicketInput) => {
    const { data } = await api.post<{ id: string }>('/tickets', values, { toastErrors: false, toastSuccess: false });
    setCreated(data.id);
  };

  const aboutLabels: Record<AboutKind | 'none', string> = {
    none: t('form.aboutNone'),
    order: t('form.aboutOrder'),
    payment: t('form.aboutPayment'),
    design: t('form.aboutDesign'),
  };
  const pickerLabels: Record<AboutKind, string> = {
    order: t('form.order'),
    payment: t('form.payment'),
    design: t('form.design'),
  };
  const noneLabels: Record<AboutKind, string> = {
    order: t('form.noOrders'),
    payment: t('form.noPayments'),
    design: t('form.noDesigns'),
  };

  return (
    <Form form={form} onSubmit={submit(send)} error={formError} className="max-w-2xl" data-testid="new-ticket">
      <FormField<CreateTicketInput> name="subject" label={t('form.subject')} hint={t('form.subjectHint')}>
        <Input autoComplete="off" maxLength={150} dir="auto" />
      </FormField>
      <FormRow>
        <FormField<CreateTicketInput> name="department" label={t('department')}>
          <Select>
            {TICKET_DEPARTMENTS.map((value) => (
              <option key={value} value={value}>
                {labels.departments[value]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField<CreateTicketInput> name="priority" label={t('priority')}>
          <Select>
            {TICKET_PRIORITIES.map((value) => (
              <option key={value} value={value}>
                {labels.priorities[value]}
              </option>
            ))}
          </Select>
        </FormField>
      </FormRow>
      <FormRow>
        <Field label={t('form.about')}>
          <Select
            value={about}
            data-testid="ticket-about"
            onChange={(event) => chooseAbout(event.target.value as AboutKind | 'none')}
          >
            {(['none', ...ABOUT_KINDS] as const).map((value) => (
              <option key={value} value={value}>
                {aboutLabels[value]}
              </option>
            ))}
          </Select>
        </Field>
        {about !== 'none' ? (
          options[about].length ? (
            <FormField<CreateTicketInput>
              key={about}
              name={idField[about]}
              label={pickerLabels[about]}
              options={{ setValueAs: (value: string) => value || undefined }}
            >
              <Select data-testid="ticket-about-item">
                <option value="">{t('form.choose')}</option>
                {options[about].map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </FormField>
          ) : (
            <p className="self-end pb-2 text-sm text-muted-foreground">{noneLabels[about]}</p>
          )
        ) : null}
      </FormRow>
      <FormField<CreateTicketInput> name="message" label={t('form.message')} hint={t('form.messageHint')}>
        <TextArea rows={7} maxLength={5000} dir="auto" />
      </FormField>
      <TicketUploadField uploads={uploads} disabled={Boolean(created)} />
      {created && uploads.failed && !uploads.pending ? (
        <Alert tone="warning">
          <p>{t('form.partlySent')}</p>
          <ButtonLink href={ticketPath(created)} variant="link" className="mt-2 text-current underline">
            {t('form.openTicket')}
          </ButtonLink>
        </Alert>
      ) : null}
      <FormActions layout="start">
        <SubmitButton
          pendingLabel={t('form.sending')}
          loading={Boolean(created) && uploads.pending}
          disabled={Boolean(created)}
        >
          {t('form.submit')}
        </SubmitButton>
      </FormActions>
    </Form>
  );
}
