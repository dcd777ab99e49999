'use client';

import { Slot } from './slot';
import { useId, type ComponentProps, type ReactNode } from 'react';
import {
  FormProvider,
  useFormContext,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { Alert } from './alert';
import { Button, type ButtonProps } from './button';
import { cn } from './cn';
import { useChoicesMadeBeforeHydration } from './early-choices';
import { Field, type FieldProps } from './field';

export type FormProps<T extends FieldValues> = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  /** The react-hook-form instance (`useApiForm(...).form`). */
  form: UseFormReturn<T>;
  /** The submit handler (`useApiForm(...).submit(action)`). */
  onSubmit: ComponentProps<'form'>['onSubmit'];
  /** A refusal that belongs to no field, shown above the fields. */
  error?: ReactNode;
  /** 2: the fields in rows of two from the sm width up (the refusal and FormActions span both). */
  columns?: 1 | 2;
};

/**
 * A form whose fields find it by name: FormField reads the registration and the error from here. The
 * browser's own validation is off (the zod schema checks, in the page's language).
 */
export function Form<T extends FieldValues>({
  form,
  onSubmit,
  error,
  columns = 1,
  className,
  children,
  id,
  ...props
}: FormProps<T>) {
  const madeId = useId();
  const formId = id ?? madeId;
  useChoicesMadeBeforeHydration(() => document.getElementById(formId)?.querySelectorAll('input, select') ?? []);
  return (
    <FormProvider {...form}>
      <form
        id={formId}
        noValidate
        onSubmit={onSubmit}
        className={cn(columns === 2 ? 'grid grid-cols-1 gap-5 sm:grid-cols-2' : 'space-y-5', className)}
        {...props}
      >
        <Alert tone="danger" className="col-span-full">
          {error}
        </Alert>
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

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'asChild'> & {
  /** Said instead of the label while the form is sent ("Saving…"). */
  pendingLabel?: ReactNode;
};

/**
 * The surrounding Form's submit button: large, the whole width of a phone, busy while the form is sent
 * (or while `loading` says so: a redirect after the answer).
 */
export function SubmitButton({ pendingLabel, loading, children, ...props }: SubmitButtonProps) {
  const { formState } = useFormContext();
  const pending = formState.isSubmitting || Boolean(loading);
  return (
    <Button type="submit" size="lg" width="phone" loading={pending} {...props}>
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
