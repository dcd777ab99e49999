import type { ComponentProps, ReactNode } from 'react';
import { Detail, DetailList } from './details';
import { Link } from '@/i18n/navigation';
import { cn } from './cn';

// ── The table's pieces, for a table of its own (an invoice's lines, an editable price list) ───────────────

/** A table on a card that scrolls sideways inside the card, never the page, when it is wider than the screen. */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-card shadow-sm">
      <table className={cn('w-full text-sm', className)} {...props} />
    </div>
  );
}
export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('sr-only', className)} {...props} />;
}
export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-muted text-muted-foreground', className)} {...props} />;
}
export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-border', className)} {...props} />;
}
export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('hover:bg-muted/60', className)} {...props} />;
}
/** A column's heading (`scope="col"`); `numeric` lines it up at the end like its numbers. */
export function TableHead({ className, numeric, ...props }: ComponentProps<'th'> & { numeric?: boolean }) {
  return (
    <th
      scope="col"
      className={cn('whitespace-nowrap px-4 py-3 font-semibold', numeric ? 'text-end' : 'text-start', className)}
      {...props}
    />
  );
}
export function TableCell({ className, numeric, ...props }: ComponentProps<'td'> & { numeric?: boolean }) {
  return (
    <td className={cn('px-4 py-3 align-top', numeric ? 'text-end tabular-nums' : 'text-start', className)} {...props} />
  );
}

// ── The data table: rows and column definitions ──────────────────────────────────────────────────────────

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /**
   * Where the value goes on a phone, where each row is a card: its heading, beside the heading, a labelled
   * line (the default), or under a rule at the bottom (links).
   */
  card?: 'title' | 'aside' | 'row' | 'footer';
  /** Numbers line up at the end of their column. */
  numeric?: boolean;
  /** The value to order rows by; a column with one can be sorted. */
  sortValue?: (row: T) => string | number | Date | null;
}

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: string;
  direction: SortDirection;
}

/** A sort as a query value: "amount" ascending, "-amount" descending. */
export function sortParam(sort: SortState): string {
  return sort.direction === 'desc' ? `-${sort.key}` : sort.key;
}

/** The sort a query value asks for, when it names a sortable column; otherwise none. */
export function readSort<T>(value: string | null | undefined, columns: Column<T>[]): SortState | undefined {
  if (!value) return undefined;
  const direction: SortDirection = value.startsWith('-') ? 'desc' : 'asc';
  const key = value.replace(/^-/, '');
  return columns.some((column) => column.key === key && column.sortValue) ? { key, direction } : undefined;
}

/** The rows in the sort's order (a new array), by the column's `sortValue`; empty values last either way. */
export function sortRows<T>(rows: T[], columns: Column<T>[], sort: SortState | undefined, locale = 'en'): T[] {
  const valueOf = sort ? columns.find((column) => column.key === sort.key)?.sortValue : undefined;
  if (!sort || !valueOf) return rows;
  const collator = new Intl.Collator(locale, { numeric: true });
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [valueOf(a), valueOf(b)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    if (typeof x === 'string' && typeof y === 'string') return sign * collator.compare(x, y);
    return sign * (Number(x) - Number(y));
  });
}

/** The rows of one page (1-based) of `pageSize`, for a list paged in the browser. */
export function pageRows<T>(rows: T[], page: number, pageSize: number): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}

/** Up and down arrows; the one of the current direction is drawn solid. */
function SortMark({ direction }: { direction: SortDirection | null }) {
  return (
    <svg viewBox="0 0 12 16" aria-hidden="true" className="size-3.5 shrink-0" fill="currentColor">
      <path d="M6 2l4 5H2z" opacity={direction === 'asc' ? 1 : 0.3} />
      <path d="M6 14l4-5H2z" opacity={direction === 'desc' ? 1 : 0.3} />
    </svg>
  );
}

export interface DataTableProps<T> {
  /** Names the table (its caption, for screen readers) and the list of cards on a phone. */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** What is shown instead when there are no rows (an EmptyState). */
  empty?: ReactNode;
  /** The order the rows are in: its column's heading says so (`aria-sort`). */
  sort?: SortState;
  /** A server-rendered list: the address of the list in another order (`?sort=` + sortParam). */
  sortHref?: (sort: SortState) => string;
  /** A list sorted in the browser: called with the order asked for. */
  onSortChange?: (sort: SortState) => void;
  /** The page links under the table (a Pagination). */
  pagination?: ReactNode;
}

/**
 * Rows as a table from the md width up, and as cards below it: a 320 px screen never scrolls sideways. Only
 * one of the two is displayed (the other is display:none, so screen readers meet it once). Sortable columns
 * (those with `sortValue`) have a heading that links to, or asks for, the other order.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  sort,
  sortHref,
  onSortChange,
  pagination,
}: DataTableProps<T>) {
  if (rows.length === 0 && empty) return <>{empty}</>;
  const placed = (place: NonNullable<Column<T>['card']>) => columns.filter((c) => (c.card ?? 'row') === place);
  const [title, aside, lines, footer] = [placed('title'), placed('aside'), placed('row'), placed('footer')];
  const sortable = (column: Column<T>) => Boolean(column.sortValue && (sortHref || onSortChange));

  const heading = (column: Column<T>) => {
    const current = sort?.key === column.key ? sort.direction : null;
    if (!sortable(column)) return column.header;
    const next: SortState = { key: column.key, direction: current === 'asc' ? 'desc' : 'asc' };
    const inner = (
      <>
        {column.header}
        <SortMark direction={current} />
      </>
    );
    const control = 'inline-flex items-center gap-1 rounded hover:text-foreground';
    return sortHref ? (
      <Link href={sortHref(next)} className={control}>
        {inner}
      </Link>
    ) : (
      <button type="button" onClick={() => onSortChange?.(next)} className={control}>
        {inner}
      </button>
    );
  };

  return (
    <>
      <ul aria-label={caption} className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-2xl border border-border bg-card p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 font-semibold">
                {title.map((c) => (
                  <div key={c.key}>{c.cell(row)}</div>
                ))}
              </div>
              <div className="shrink-0 text-end">
                {aside.map((c) => (
                  <div key={c.key}>{c.cell(row)}</div>
                ))}
              </div>
            </div>
            {lines.length ? (
              <DetailList className="mt-3 gap-y-1.5">
                {lines.map((c) => (
                  <Detail key={c.key} label={c.header} className="min-w-0 break-words text-end">
                    {c.cell(row)}
                  </Detail>
                ))}
              </DetailList>
            ) : null}
            {footer.length ? (
              <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 border-t border-border pt-3 text-sm">
                {footer.map((c) => (
                  <div key={c.key}>{c.cell(row)}</div>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>

      <div className="hidden md:block">
        <Table>
          <TableCaption>{caption}</TableCaption>
          <TableHeader>
            <tr>
              {columns.map((c) => (
                <TableHead
                  key={c.key}
                  numeric={c.numeric}
                  aria-sort={
                    sortable(c) && sort?.key === c.key
                      ? sort.direction === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                >
                  {heading(c)}
                </TableHead>
              ))}
            </tr>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((c) => (
                  <TableCell key={c.key} numeric={c.numeric}>
                    {c.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {pagination}
    </>
  );
}
