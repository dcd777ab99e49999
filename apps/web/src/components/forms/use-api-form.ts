'use client';

import type { Locale } from '@rassam/i18n';
import { useLocale } from 'next-intl';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import { ApiError } from '@/lib/api-client';
import { schemaResolver } from './resolver';

/**
 * A form checked by the API's zod schema on the client; on submit, a server refusal lands on the
 * field it names (fields) or above the form (the localized message), never as a raw exception.
 */
export function useApiForm<T extends FieldValues>(schema: ZodType, defaultValues: DefaultValues<T>) {
  const locale = useLocale() as Locale;
  const form: UseFormReturn<T> = useForm<T>({
    resolver: schemaResolver<T>(schema, locale),
    defaultValues,
    // Checked on submit, then on each change: checking on blur would put an error under the field the
    // moment a visitor taps a link below it, and the link, moved by the error, misses the tap.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [formError, setFormError] = useState<string>();

  const submit = (action: (values: T) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      setFormError(undefined);
      try {
        await action(values);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const fieldNames = Object.keys(error.fields);
        for (const [name, message] of Object.entries(error.fields)) {
          if (name in form.getValues()) form.setError(name as Path<T>, { type: 'server', message });
        }
        if (!fieldNames.some((name) => name in form.getValues())) setFormError(error.message);
      }
    });

  return { form, submit, formError, setFormError, locale };
}
