import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { cn } from './cn';
import { ChevronForwardIcon } from './icons/chevron-forward';

export interface Crumb {
  label: ReactNode;
  /** Without the locale prefix; the last crumb (this page) has none. */
  href?: string;
}

/**
 * The trail from the home page to this one. The chevrons point the way the trail reads: to the left in
 * Persian, to the right in English (the icon is mirrored in RTL); this page is `aria-current="page"`.
 */
export function Breadcrumbs({ items, label, className }: { items: Crumb[]; label: string; className?: string }) {
  return (
    <nav aria-label={label} className={cn('mb-4 text-sm', className)}>
      {/* list-none: the trail needs no numbers (in Persian an <ol> would count in Persian digits). */}
      <ol className="flex list-none flex-wrap items-center gap-1 text-muted-foreground">
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <li key={index} className="flex items-center gap-1">
              {index > 0 ? <ChevronForwardIcon className="size-3.5" /> : null}
              {crumb.href && !last ? (
                <Link href={crumb.href} className="rounded hover:text-foreground hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className="font-medium text-foreground">
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
