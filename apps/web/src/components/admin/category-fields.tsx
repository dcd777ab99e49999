'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '@/components/ui/form';
import { FormRow } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';

/**
 * What every back-office category form starts with: its name in Persian and in English, each typed in its own
 * direction, and its slug (Latin, left to right). The form names the three fields and their words.
 */
export function CategoryFields<T extends FieldValues>({
  names,
  labels,
}: {
  names: { fa: FieldPath<T>; en: FieldPath<T>; slug: FieldPath<T> };
  labels: { fa: string; en: string; slug: string; slugHint: string };
}) {
  return (
    <>
      <FormRow>
        <FormField<T> name={names.fa} label={labels.fa}>
          <Input lang="fa" dir="rtl" autoComplete="off" />
        </FormField>
        <FormField<T> name={names.en} label={labels.en}>
          <Input lang="en" dir="ltr" autoComplete="off" />
        </FormField>
      </FormRow>
      <FormField<T> name={names.slug} label={labels.slug} hint={labels.slugHint}>
        <Input dir="ltr" autoComplete="off" spellCheck={false} />
      </FormField>
    </>
  );
}
