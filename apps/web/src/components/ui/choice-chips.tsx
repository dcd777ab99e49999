'use client';

import { useId, type ReactNode } from 'react';
import { cn } from './cn';
import { optionId, useOptionsChosenBeforeHydration } from './early-choices';

export interface ChoiceChipsProps<V extends string | number> {
  /** The form name the radios share. */
  name: string;
  options: { value: V; label: ReactNode }[];
  value: V | undefined;
  onChange: (value: V) => void;
  className?: string;
}

const chip =
  'relative inline-flex cursor-pointer items-center justify-center rounded-xl border border-border bg-card px-3.5 py-2 text-sm font-semibold transition hover:bg-hover';
const chosen =
  'has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:ring-4 has-focus-visible:ring-ring/30';

/**
 * One of a few short choices (a size, a language) as a row of chips: native radios, so the arrow keys move
 * between them and a form reads them as any radio. Put it in `<Field group label=…>`, which names the group.
 */
export function ChoiceChips<V extends string | number>({
  name,
  options,
  value,
  onChange,
  className,
}: ChoiceChipsProps<V>) {
  const base = useId();
  useOptionsChosenBeforeHydration(base, options.length);
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {options.map((option, index) => (
        <label key={String(option.value)} className={cn(chip, chosen)}>
          <input
            id={optionId(base, index)}
            type="radio"
            name={name}
            value={String(option.value)}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
