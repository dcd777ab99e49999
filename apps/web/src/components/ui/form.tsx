'use client';

import { Slot } from 'radix-ui/slot';
import type { ComponentProps, ReactNode } from 'react';
import {
  FormProvider,
  useFormContext,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { Alert } from './alert';
import { cn } from './cn';
import { Field, type FieldProps } from './field';

export type FormProps<T extends FieldValues> = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  /** The react-hook-form instance (`useApiForm(...).form`). */
  form: UseFormReturn<T>;
  /** The submit handler (`useApiForm(...).submit(action)`). */
  onSubmit: ComponentProps<'form'>['onSubmit'];
  /** A refusal that belongs to no field, shown above the fields. */
  error?: ReactNode;
};

/**
 * A form whose fields find it by name: FormField reads the registration and the error from here. The
 * browser's own validation is off (the zod schema checks, in the page's language).
 */
export function Form<T extends FieldValues>({ form, onSubmit, error, className, children, ...props }: FormProps<T>) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className={cn('space-y-5', className)} {...props}>
        <Alert tone="danger">{error}</Alert>
        {children}
      </form>
    </FormProvider>
  );
}

export type FormFieldProps<T extends FieldValues> = Omit<FieldProps, 'error' | 'children'> & {
  /** The value's name in the form (and in the schema): "title", "address.city". */
  name: FieldPath<T>;
  /** What react-hook-form should do with the value (`valueAsNumber`, `setValueAs`). */
  options?: RegisterOptions<T, FieldPath<T>>;
  /** One control: Input, TextArea, Select, Checkbox, Switch, RadioGroup (or one of its own that takes `register`'s props). */
  children: ReactNode;
};

/**
 * A field of the surrounding Form, named once: the control gets `register(name)`, the label and the note
 * come from the Field, and the error is the form's for that name.
 */
export function FormField<T extends FieldValues>({ name, options, children, ...field }: FormFieldProps<T>) {
  const form = useFormContext<T>();
  const { error } = form.getFieldState(name, form.formState);
  return (
    <Field error={error?.message} {...field}>
      <Slot {...form.register(name, options)}>{children}</Slot>
    </Field>
  );
}
