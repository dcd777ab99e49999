'use client';

import {
  useId,
  type ChangeEventHandler,
  type ComponentProps,
  type FocusEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import { choiceClass } from './checkbox';
import { cn } from './cn';
import { optionId, useOptionsChosenBeforeHydration } from './early-choices';
import { FieldNote, useControlAria, useFieldControl } from './field';

export type RadioProps = Omit<ComponentProps<'input'>, 'type'> & { invalid?: boolean };

/** One native radio button; most pages want RadioGroup, which lays out a set of them with their labels. */
export function Radio({ id, invalid, className, 'aria-describedby': own, ...props }: RadioProps) {
  const aria = useControlAria({ id, invalid, describedBy: own });
  return <input type="radio" className={cn(choiceClass, className)} {...aria} {...props} />;
}

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  options: RadioOption[];
  /** The form name every radio shares; `register(name)` (or FormField) gives it with the handlers below. */
  name?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
  /** Controlled: the chosen value. */
  value?: string;
  /** Uncontrolled: the value chosen at first (react-hook-form sets it from its default values). */
  defaultValue?: string;
  /** Side by side from the sm width up, instead of one under the other. */
  horizontal?: boolean;
  invalid?: boolean;
  className?: string;
}

/**
 * A set of native radios sharing one name, each with its label (and hint). Put it in `<Field group label=…>`:
 * the Field's fieldset and legend name the group, so arrow keys move between the choices as browsers do.
 */
export function RadioGroup({
  options,
  name,
  onChange,
  onBlur,
  ref,
  value,
  defaultValue,
  horizontal = false,
  invalid,
  className,
}: RadioGroupProps) {
  const field = useFieldControl();
  const made = useId();
  const base = field?.id ?? made;
  useOptionsChosenBeforeHydration(base, options.length);
  return (
    <div className={cn('grid gap-2', horizontal && 'sm:flex sm:flex-wrap sm:gap-x-6', className)}>
      {options.map((option, index) => {
        const id = optionId(base, index);
        return (
          <div key={option.value} className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-2.5">
            <Radio
              id={id}
              ref={ref}
              name={name ?? base}
              value={option.value}
              onChange={onChange}
              onBlur={onBlur}
              disabled={option.disabled}
              invalid={invalid}
              aria-describedby={option.hint ? `${id}-hint` : undefined}
              {...(value !== undefined
                ? { checked: value === option.value }
                : defaultValue !== undefined
                  ? { defaultChecked: defaultValue === option.value }
                  : {})}
            />
            <label htmlFor={id} className="text-sm font-medium">
              {option.label}
            </label>
            {option.hint ? <FieldNote id={id} hint={option.hint} className="col-start-2 mt-0.5" /> : null}
          </div>
        );
      })}
    </div>
  );
}
