import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { cn } from './cn';

export interface FilterChip {
  key: string;
  href: string;
  label: ReactNode;
  /** The filter applied now. */
  active: boolean;
  className?: string;
}

/**
 * A list's filters as links shaped like chips (a status, a kind); the one applied is filled. `current` is
 * what aria-current says of it: `page` when its link is this very address, `true` when the page has more
 * to its address than this filter.
 */
export function FilterChips({
  label,
  chips,
  current = 'page',
  className,
}: {
  label: string;
  chips: FilterChip[];
  current?: 'page' | 'true';
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn('mb-4', className)}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={chip.href}
              aria-current={chip.active ? current : undefined}
              className={cn(
                'inline-flex min-h-9 items-center gap-1 rounded-full border px-3.5 py-1.5 text-sm font-semibold transition',
                chip.active
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-card text-muted-foreground hover:border-primary/50 hover:text-foreground',
                chip.className,
              )}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
