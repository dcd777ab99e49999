import { Button } from './button';
import { cn } from './cn';
import { SearchIcon } from './icons/search';
import { Input } from './input';

export interface SearchBoxProps {
  /** Where the search goes (a GET form: it works before the page's scripts run, and the address keeps it). */
  action: string;
  /** The field's name for screen readers (the box shows only its placeholder). */
  label: string;
  placeholder?: string;
  submitLabel: string;
  id: string;
  name?: string;
  defaultValue?: string;
  maxLength?: number;
  /** Filters the search keeps (empty ones are left out). */
  hidden?: Record<string, string | null | undefined>;
  className?: string;
}

/** A search box and its button, as a GET form; on a phone the button shows only its icon. */
export function SearchBox({
  action,
  label,
  placeholder,
  submitLabel,
  id,
  name = 'q',
  defaultValue,
  maxLength = 200,
  hidden = {},
  className,
}: SearchBoxProps) {
  return (
    <form role="search" method="get" action={action} className={cn('flex gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {Object.entries(hidden).map(([key, value]) =>
        value ? <input key={key} type="hidden" name={key} value={value} /> : null,
      )}
      <Input
        id={id}
        name={name}
        type="search"
        defaultValue={defaultValue}
        maxLength={maxLength}
        placeholder={placeholder}
        className="min-w-0 flex-1"
      />
      <Button type="submit" size="control">
        <SearchIcon className="size-5" />
        <span className="max-sm:sr-only">{submitLabel}</span>
      </Button>
    </form>
  );
}
