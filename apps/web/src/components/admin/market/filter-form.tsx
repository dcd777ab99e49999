import type { Locale } from '@rassam/i18n';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { getPathname } from '@/i18n/navigation';

/**
 * A back-office list's filters as a GET form: its fields go into the page's address (so a filtered list
 * can be reloaded and shared), with the state chosen above it kept in hidden fields, a search button and,
 * while anything narrows the list, a link that clears the fields.
 */
export function FilterForm({
  path,
  locale,
  label,
  hidden = {},
  submitLabel,
  clear,
  className,
  children,
}: {
  path: string;
  locale: Locale;
  label: string;
  /** Values the form sends unchanged (a status picked with the chips); empty ones are left out. */
  hidden?: Record<string, string | null>;
  submitLabel: string;
  /** The address without the form's filters, shown when some are set. */
  clear: { href: string; label: string } | null;
  /** The fields' layout. */
  className: string;
  children: ReactNode;
}) {
  return (
    <form
      method="get"
      action={getPathname({ href: path, locale })}
      role="search"
      aria-label={label}
      className={`mb-6 items-end gap-3 ${className}`}
    >
      {Object.entries(hidden).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {children}
      <div className="flex gap-2">
        <Button type="submit">{submitLabel}</Button>
        {clear ? (
          <ButtonLink href={clear.href} variant="outline">
            {clear.label}
          </ButtonLink>
        ) : null}
      </div>
    </form>
  );
}
