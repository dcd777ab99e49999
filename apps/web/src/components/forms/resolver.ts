'use client';

import { fieldMessage, type Locale } from '@rassam/i18n';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/** A schema, or a way to load it: a form whose schema (and zod with it) is fetched after the page has loaded. */
export type SchemaSource = ZodType | (() => Promise<ZodType>);

/** The schema of a source, loaded once (a failed load is tried again on the next check). */
export function schemaLoader(source: SchemaSource): () => Promise<ZodType> {
  if (typeof source !== 'function') return () => Promise.resolve(source);
  let loading: Promise<ZodType> | null = null;
  return () =>
    (loading ??= source().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

/**
 * Validates a form with the API's own zod schema and words each problem the way the API would (the
 * shared field-error texts), but hands the raw values on: the server parses them itself.
 */
export function schemaResolver<T extends FieldValues>(source: SchemaSource, locale: Locale): Resolver<T> {
  const load = schemaLoader(source);
  return async (values) => {
    const result = await (await load()).safeParseAsync(values);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join('.') || 'root';
      errors[name] ??= { type: issue.code, message: fieldMessage(issue as never, locale) };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
