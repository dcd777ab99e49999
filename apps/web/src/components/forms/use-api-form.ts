'use client';

import type { Locale } from '@rassam/i18n';
import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { schemaLoader, schemaResolver, type SchemaSource } from './resolver';

/**
 * A form checked by the API's zod schema on the client; on submit, a server refusal lands on the
 * field it names (fields) or above the form (the localized message), never as a raw exception.
 */
export function useApiForm<T extends FieldValues>(schema: SchemaSource, defaultValues: DefaultValues<T>) {
  const locale = useLocale() as Locale;
  // A schema given as a way to load it is fetched once the page is idle, so the first check does not wait.
  useEffect(() => {
    if (typeof schema !== 'function') return;
    const warm = () => void schemaLoader(schema)().catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(warm, 1_000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(warm, { timeout: 3_000 });
    return () => cancelIdleCallback(idle);
  }, [schema]);
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
