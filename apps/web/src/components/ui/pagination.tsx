import { formatNumber, type Locale } from '@rassam/i18n';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { cn } from './cn';
import { ChevronForwardIcon } from './icons/chevron-forward';

export interface PaginationLabels {
  /** Names the navigation landmark ("Pages of transactions"). */
  nav: string;
  previous: string;
  next: string;
  /** The accessible name of one page's link ("Page 3"), given the page number in the page's digits. */
  page: (number: string) => string;
}

/** The pages to offer: the first, the last, and the current one with its neighbours; null marks a gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of pages) {
    const last = out.at(-1);
    if (typeof last === 'number' && n - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && n - last > 2) out.push(null);
    out.push(n);
  }
  return out;
}

const item =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-xl border px-3 text-sm font-semibold transition';
const idle = cn(item, 'border-border bg-card hover:border-primary hover:text-link');

/** One page's control: a link for a server-rendered list, a button for a list paged in the browser. */
function PageControl({
  to,
  href,
  onPageChange,
  className,
  children,
  ...props
}: {
  to: number;
  href?: (page: number) => string;
  onPageChange?: (page: number) => void;
  className: string;
  children: ReactNode;
  rel?: string;
  'aria-label'?: string;
}) {
  if (href)
    return (
      <Link href={href(to)} className={className} {...props}>
        {children}
      </Link>
    );
  return (
    <button type="button" onClick={() => onPageChange?.(to)} className={className} aria-label={props['aria-label']}>
      {children}
    </button>
  );
}

/**
 * Page links for a server-rendered list (`href`, `?page=`), or page buttons for a list paged in the browser
 * (`onPageChange`), in the page's digits. "Previous" and "next" point the way the text flows, so in Persian
 * "next" is on the left.
 */
export function Pagination({
  page,
  pageCount,
  href,
  onPageChange,
  labels,
  locale,
}: {
  page: number;
  pageCount: number;
  href?: (page: number) => string;
  onPageChange?: (page: number) => void;
  labels: PaginationLabels;
  locale: Locale;
}) {
  if (pageCount <= 1) return null;
  const number = (n: number) => formatNumber(n, locale);
  const to = { href, onPageChange };
  const inactive = cn(item, 'border-transparent text-muted-foreground opacity-60');
  return (
    <nav aria-label={labels.nav} className="mt-6 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {page > 1 ? (
            <PageControl to={page - 1} {...to} rel="prev" className={idle}>
              <ChevronForwardIcon className="size-4 rotate-180" />
              <span className="max-sm:sr-only">{labels.previous}</span>
            </PageControl>
          ) : (
            <span aria-disabled="true" className={inactive}>
              <ChevronForwardIcon className="size-4 rotate-180" />
              <span className="max-sm:sr-only">{labels.previous}</span>
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={cn(item, 'border-primary bg-primary text-primary-foreground')}>
                  <span className="sr-only">{labels.page(number(n))}</span>
                  <span aria-hidden="true">{number(n)}</span>
                </span>
              ) : (
                <PageControl to={n} {...to} className={idle} aria-label={labels.page(number(n))}>
                  {number(n)}
                </PageControl>
              )}
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <PageControl to={page + 1} {...to} rel="next" className={idle}>
              <span className="max-sm:sr-only">{labels.next}</span>
              <ChevronForwardIcon className="size-4" />
            </PageControl>
          ) : (
            <span aria-disabled="true" className={inactive}>
              <span className="max-sm:sr-only">{labels.next}</span>
              <ChevronForwardIcon className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
