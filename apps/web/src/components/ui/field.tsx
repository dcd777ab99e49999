'use client';

import { createContext, useContext, useId, type ReactNode } from 'react';
import { cn } from './cn';

/** What a Field tells the control inside it: the id its label points at, and the note that describes it. */
export interface FieldControlProps {
  id: string;
  /** The hint's id, or the error's in its place; undefined when the field has neither. */
  describedBy: string | undefined;
  invalid: boolean;
  /** The field is a group (radios): each control makes its own id from `id`. */
  group: boolean;
}

const FieldContext = createContext<FieldControlProps | null>(null);

/** The Field around a control, if any: Input, TextArea, Select, Checkbox, Switch and RadioGroup read it. */
export function useFieldControl(): FieldControlProps | null {
  return useContext(FieldContext);
}

/** The ids aria-describedby lists: its hint, or its error, which takes the hint's place. */
export function describedBy(id: string, hint: ReactNode, error: ReactNode): string | undefined {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

/** Joins a control's own aria-describedby with its Field's, without repeats. */
export function joinIds(...ids: (string | undefined)[]): string | undefined {
  const all = [...new Set(ids.flatMap((value) => value?.split(/\s+/) ?? []).filter(Boolean))];
  return all.length ? all.join(' ') : undefined;
}

/** What stands under a field: its hint, or its error in the hint's place, with the ids describedBy names. */
export function FieldNote({
  id,
  hint,
  error,
  className,
}: {
  id: string;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
}) {
  if (error)
    return (
      <p id={`${id}-error`} role="alert" className={cn('mt-1.5 text-sm font-medium text-danger', className)}>
        {error}
      </p>
    );
  return hint ? (
    <p id={`${id}-hint`} className={cn('mt-1.5 text-sm text-muted-foreground', className)}>
      {hint}
    </p>
  ) : null;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The problem with the value, in words that say what to do; it replaces the hint while it lasts. */
  error?: ReactNode;
  /** The control's id; one is made when not given. */
  id?: string;
  /** The control before its label on one line (a checkbox, a switch). */
  inline?: boolean;
  /** Several controls under one label (radios): a fieldset whose legend is the label. */
  group?: boolean;
  className?: string;
  children: ReactNode;
}

const labelClass = 'text-sm font-semibold';

/**
 * A label, a control and the note under it, wired by id: the label points at the control, the control is
 * described by the hint or the error and is `aria-invalid` while there is one. The control inside (Input,
 * Select, …) takes its id and aria attributes from here, so a page never writes them.
 */
export function Field({ label, hint, error, id, inline = false, group = false, className, children }: FieldProps) {
  const made = useId();
  const controlId = id ?? made;
  const described = describedBy(controlId, hint, error);
  const context: FieldControlProps = { id: controlId, describedBy: described, invalid: Boolean(error), group };
  const note = <FieldNote id={controlId} hint={hint} error={error} />;

  if (group) {
    return (
      <FieldContext.Provider value={context}>
        <fieldset aria-describedby={described} className={cn('min-w-0', className)}>
          <legend className={cn(labelClass, 'mb-2')}>{label}</legend>
          {children}
          {note}
        </fieldset>
      </FieldContext.Provider>
    );
  }
  if (inline) {
    return (
      <FieldContext.Provider value={context}>
        <div className={cn('grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-2.5', className)}>
          {children}
          <label htmlFor={controlId} className={labelClass}>
            {label}
          </label>
          {hint || error ? <div className="col-start-2">{note}</div> : null}
        </div>
      </FieldContext.Provider>
    );
  }
  return (
    <FieldContext.Provider value={context}>
      <div className={className}>
        <label htmlFor={controlId} className={cn(labelClass, 'mb-1.5 block')}>
          {label}
        </label>
        {children}
        {note}
      </div>
    </FieldContext.Provider>
  );
}

/**
 * The id and aria attributes of a control: its own when given, else its Field's. A control inside a group
 * Field (a radio) has its own id, and the fieldset carries the description.
 */
export function useControlAria({
  id,
  invalid,
  describedBy: own,
}: {
  id?: string;
  invalid?: boolean;
  describedBy?: string;
}): { id: string | undefined; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined } {
  const field = useFieldControl();
  const single = field && !field.group ? field : null;
  return {
    id: id ?? single?.id,
    'aria-invalid': (invalid ?? field?.invalid) ? true : undefined,
    'aria-describedby': joinIds(own, single?.describedBy),
  };
}
