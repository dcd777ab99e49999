'use client';

import { fieldMessage, type Locale } from '@rassam/i18n';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * Validates a form with the API's own zod schema and words each problem the way the API would (the
 * shared field-error texts), but hands the raw values on: the server parses them itself.
 */
export function schemaResolver<T extends FieldValues>(schema: ZodType, locale: Locale): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join('.') || 'root';
      errors[name] ??= { type: issue.code, message: fieldMessage(issue as never, locale) };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
