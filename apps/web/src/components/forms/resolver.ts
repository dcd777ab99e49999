'use client';

import { fieldMessage, type Locale } from '@rassam/i18n';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/** A schema, or a way to load it: a form whose schema (and zod with it) is fetched after the page has loaded. */
export type SchemaSource = ZodType | (() => Promise<ZodType>);

const loaders = new WeakMap<() => Promise<ZodType>, () => Promise<ZodType>>();

/**
 * The schema of a source. A loader's schema is fetched once for every form and render that names the same
 * loader (the warm-up and the checks share it); a failed fetch is tried again at the next call.
 */
export function schemaLoader(source: SchemaSource): () => Promise<ZodType> {
  if (typeof source !== 'function') return () => Promise.resolve(source);
  let loader = loaders.get(source);
  if (!loader) {
    let loading: Promise<ZodType> | null = null;
    loader = () =>
      (loading ??= source().catch((error: unknown) => {
        loading = null;
        throw error;
      }));
    loaders.set(source, loader);
  }
  return loader;
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
