import { formatNumber, type Locale } from '@rassam/i18n';
import { Link } from '@/i18n/navigation';
import { ChevronForwardIcon } from './icons';

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
const idle = `${item} border-[var(--border)] bg-[var(--surface)] hover:border-brand-400 hover:text-brand-700 dark:hover:text-brand-200`;

/**
 * Page links for a server-rendered list (`?page=`), in the page's digits. "Previous" and "next" point
 * the way the text flows, so in Persian "next" is on the left.
 */
export function Pagination({
  page,
  pageCount,
  href,
  labels,
  locale,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  labels: PaginationLabels;
  locale: Locale;
}) {
  if (pageCount <= 1) return null;
  const number = (n: number) => formatNumber(n, locale);
  return (
    <nav aria-label={labels.nav} className="mt-6 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} rel="prev" className={idle}>
              <ChevronForwardIcon className="size-4 rotate-180" />
              <span className="max-sm:sr-only">{labels.previous}</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={`${item} border-transparent text-[var(--text-muted)] opacity-60`}>
              <ChevronForwardIcon className="size-4 rotate-180" />
              <span className="max-sm:sr-only">{labels.previous}</span>
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-[var(--text-muted)]">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={`${item} border-brand-600 bg-brand-600 text-white`}>
                  <span className="sr-only">{labels.page(number(n))}</span>
                  <span aria-hidden="true">{number(n)}</span>
                </span>
              ) : (
                <Link href={href(n)} className={idle} aria-label={labels.page(number(n))}>
                  {number(n)}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link href={href(page + 1)} rel="next" className={idle}>
              <span className="max-sm:sr-only">{labels.next}</span>
              <ChevronForwardIcon className="size-4" />
            </Link>
          ) : (
            <span aria-disabled="true" className={`${item} border-transparent text-[var(--text-muted)] opacity-60`}>
              <span className="max-sm:sr-only">{labels.next}</span>
              <ChevronForwardIcon className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
