'use client';

import { answersSchema, type ServiceFileKind } from '@rassam/api/schemas';
import { formatNumber, resultText, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { useApiForm } from '@/components/forms/use-api-form';
import { Field } from '@/components/ui/field';
import { Form, FormField, SubmitButton } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { useRouter } from '@/i18n/navigation';
import { api, ApiError, newIdempotencyKey } from '@/lib/api-client';
import { FileDrop } from './file-drop';
import {
  acceptOf,
  orderPath,
  pickedKind,
  type LooseOrderFile,
  type ServiceDetail,
  type ServiceQuestion,
} from './order-types';
import { UploadList } from './upload-list';
import { useUploads } from './use-uploads';

type Values = FieldValues;
/** More choices than this are a list to pick from rather than a row of radios. */
const RADIO_MAX = 6;

function defaultsOf(form: readonly ServiceQuestion[]): Values {
  return Object.fromEntries(form.map((question) => [question.key, question.type === 'file' ? [] : '']));
}

/** The words of the kinds a file question asks, joined as the page's language joins a list. */
function useKindNames() {
  const t = useTranslations('orders');
  const locale = useLocale() as Locale;
  const names: Record<ServiceFileKind, string> = {
    image: t('kinds.image'),
    video: t('kinds.video'),
    audio: t('kinds.audio'),
    model3d: t('kinds.model3d'),
    pdf: t('kinds.pdf'),
    zip: t('kinds.zip'),
  };
  const list = new Intl.ListFormat(locale, { type: 'disjunction' });
  return (kinds: readonly ServiceFileKind[]) => list.format(kinds.map((kind) => names[kind]));
}

/**
 * A service's order form, built from the questions its admins wrote (each kind of question a kit field) and
 * checked by the same `answersSchema(form)` the API parses the answers with. A file question's files are
 * uploaded first (each with its progress); its answer is their ids. Sent, the order is placed (once, with an
 * idempotency key) and its page opens: the invoice to pay, or the wait for a quote.
 */
export function OrderForm({ service }: { service: ServiceDetail }) {
  const t = useTranslations('orders');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const schema = useMemo(() => answersSchema(service.form), [service.form]);
  const { form, formError, setFormError } = useApiForm<Values>(schema, defaultsOf(service.form));
  const [leaving, setLeaving] = useState(false);
  const idempotencyKey = useRef<string | null>(null);
  const [uploading, setUploading] = useState<Record<string, boolean>>({});

  const onSubmit = form.handleSubmit(async (answers) => {
    setFormError(undefined);
    if (Object.values(uploading).some(Boolean)) {
      setFormError(t('form.waitForUploads'));
      return;
    }
    try {
      idempotencyKey.current ??= newIdempotencyKey();
      const { data } = await api.post<{ id: string }>(
        '/orders',
        { serviceId: service.id, answers },
        { idempotencyKey: idempotencyKey.current, toastErrors: false, toastSuccess: false },
      );
      setLeaving(true);
      router.push(orderPath(data.id));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The answers' refusals come as `answers.<key>`: each under its own question.
      let placed = false;
      for (const [name, message] of Object.entries(error.fields)) {
        const key = name.replace(/^answers\./, '');
        if (service.form.some((question) => question.key === key)) {
          form.setError(key, { type: 'server', message });
          placed = true;
        }
      }
      if (!placed) setFormError(error.message);
    }
  });

  const setBusy = useCallback(
    (key: string, busy: boolean) => setUploading((state) => (state[key] === busy ? state : { ...state, [key]: busy })),
    [],
  );

  /** The bounds of a number question, when its admins set any and wrote no help of their own. */
  const numberHint = ({ min, max }: Extract<ServiceQuestion, { type: 'number' }>) => {
    if (min !== undefined && max !== undefined) {
      return t('form.between', { min: formatNumber(min, locale), max: formatNumber(max, locale) });
    }
    if (min !== undefined) return t('form.atLeast', { min: formatNumber(min, locale) });
    if (max !== undefined) return t('form.atMost', { max: formatNumber(max, locale) });
    return undefined;
  };

  return (
    <Form form={form} onSubmit={onSubmit} error={formError} data-testid="order-form">
      {service.form.map((question) => {
        const label = question.label[locale];
        const hint = question.help?.[locale];
        const name = question.key;
        const labelled = question.required ? label : t('form.optional', { label });
        switch (question.type) {
          case 'text':
            return (
              <FormField<Values> key={name} name={name} label={labelled} hint={hint}>
                <Input maxLength={question.maxLength} dir="auto" autoComplete="off" />
              </FormField>
            );
          case 'longText':
            return (
              <FormField<Values> key={name} name={name} label={labelled} hint={hint}>
                <TextArea maxLength={question.maxLength} rows={4} dir="auto" />
              </FormField>
            );
          case 'number':
            return (
              <FormField<Values> key={name} name={name} label={labelled} hint={hint ?? numberHint(question)}>
                <Input inputMode="decimal" dir="ltr" className="max-w-48" />
              </FormField>
            );
          case 'choice':
            return question.options.length <= RADIO_MAX ? (
              <FormField<Values> key={name} name={name} label={labelled} hint={hint} group>
                <RadioGroup
                  horizontal
                  options={question.options.map((option) => ({ value: option.value, label: option.label[locale] }))}
                />
              </FormField>
            ) : (
              <FormField<Values> key={name} name={name} label={labelled} hint={hint}>
                <Select className="sm:w-72">
                  <option value="">{t('form.choose')}</option>
                  {question.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label[locale]}
                    </option>
                  ))}
                </Select>
              </FormField>
            );
          case 'file':
            return (
              <FileQuestion
                key={name}
                question={question}
                label={labelled}
                hint={hint}
                onBusy={(busy) => setBusy(name, busy)}
              />
            );
        }
      })}
      <FormActions layout="start">
        <SubmitButton loading={leaving} pendingLabel={t('form.sending')}>
          {service.price === null ? t('form.requestQuote') : t('form.submit')}
        </SubmitButton>
      </FormActions>
    </Form>
  );
}

/**
 * A file question: its files go up to POST /api/orders/files as soon as they are picked, each with its
 * progress, and the answer is the ids of those stored. A kind or size the question does not take is refused
 * beside its file before sending, in the catalogue's words; the server checks again when the order is placed.
 */
function FileQuestion({
  question,
  label,
  hint,
  onBusy,
}: {
  question: Extract<ServiceQuestion, { type: 'file' }>;
  label: string;
  hint?: string;
  onBusy: (busy: boolean) => void;
}) {
  const t = useTranslations('orders');
  const locale = useLocale() as Locale;
  const kindNames = useKindNames();
  const form = useFormContext<Values>();
  const { error } = form.getFieldState(question.key, form.formState);
  const maxBytes = question.maxMb * 1024 * 1024;
  const check = useCallback(
    (file: File) => {
      const kind = pickedKind(file);
      if (!kind || !question.kinds.includes(kind)) return resultText('FileFormatIsNotValid', locale);
      if (file.size > maxBytes) return resultText('FileSizeValidationError', locale);
      return null;
    },
    [question.kinds, maxBytes, locale],
  );
  const ids = () => (form.getValues(question.key) as string[] | undefined) ?? [];
  const setIds = (next: string[]) =>
    form.setValue(question.key, next, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
  const uploads = useUploads<LooseOrderFile>('/orders/files', {
    check,
    failed: t('form.uploadFailed'),
    onDone: (file) => setIds([...ids(), file.id]),
  });
  const busy = uploads.busy;
  const onBusyRef = useRef(onBusy);
  onBusyRef.current = onBusy;
  useEffect(() => onBusyRef.current(busy), [busy]);
  const kept = uploads.uploads.filter((upload) => upload.state !== 'failed').length;
  const full = kept >= question.maxFiles;
  const fileHint = t('form.fileHint', {
    kinds: kindNames(question.kinds),
    size: formatNumber(question.maxMb, locale),
    count: question.maxFiles,
    max: formatNumber(question.maxFiles, locale),
  });

  return (
    <div data-field={question.key} className="space-y-3">
      <Field label={label} hint={hint ?? fileHint} error={error?.message} group>
        <FileDrop
          name={question.key}
          accept={acceptOf(question.kinds)}
          multiple={question.maxFiles > 1}
          hint={hint ? fileHint : t('form.dropHint')}
          disabled={full}
          onFiles={(files) => uploads.add([...files].slice(0, Math.max(0, question.maxFiles - kept)))}
        />
      </Field>
      <UploadList
        uploads={uploads.uploads}
        label={t('form.filesOf', { label })}
        onRemove={(key) => {
          const removed = uploads.uploads.find((upload) => upload.key === key);
          if (removed?.result) setIds(ids().filter((id) => id !== removed.result!.id));
          uploads.remove(key);
        }}
      />
    </div>
  );
}
