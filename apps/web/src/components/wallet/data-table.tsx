import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /**
   * Where the value goes on a phone, where each row is a card: its heading, beside the heading, a
   * labelled line (the default), or under a rule at the bottom (links).
   */
  card?: 'title' | 'aside' | 'row' | 'footer';
  /** Numbers line up at the end of their column. */
  numeric?: boolean;
}

/**
 * Rows as a table from the md width up, and as cards below it: a 320 px screen never scrolls sideways.
 * Only one of the two is displayed (the other is display:none, so screen readers meet it once).
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
}) {
  const placed = (place: NonNullable<Column<T>['card']>) => columns.filter((c) => (c.card ?? 'row') === place);
  const [title, aside, lines, footer] = [placed('title'), placed('aside'), placed('row'), placed('footer')];
  return (
    <>
      <ul aria-label={caption} className="space-y-3 md:hidden">
        {rows.map((row) => {
          // A footer with nothing in it for this row (no invoice, nothing to do) is left out, rule and all.
          const footerCells = footer
            .map((c) => ({ key: c.key, value: c.cell(row) }))
            .filter(({ value }) => value !== null && value !== undefined && value !== false);
          return (
            <li
              key={rowKey(row)}
              className="rounded-2xl border border-[var(--border)] bg-[var(--surface)] p-4 shadow-sm"
            >
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
                <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
                  {lines.map((c) => (
                    <div key={c.key} className="contents">
                      <dt className="text-[var(--text-muted)]">{c.header}</dt>
                      <dd className="min-w-0 break-words text-end">{c.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {footerCells.length ? (
                <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 border-t border-[var(--border)] pt-3 text-sm">
                  {footerCells.map(({ key, value }) => (
                    <div key={key}>{value}</div>
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>

      <div className="hidden overflow-x-auto rounded-2xl border border-[var(--border)] bg-[var(--surface)] shadow-sm md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-[var(--surface-muted)] text-[var(--text-muted)]">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={`whitespace-nowrap px-4 py-3 font-semibold ${c.numeric ? 'text-end' : 'text-start'}`}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-[var(--border)]">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-[var(--surface-muted)]/60">
                {columns.map((c) => (
                  <td
                    key={c.key}
                    className={`px-4 py-3 align-top ${c.numeric ? 'text-end tabular-nums' : 'text-start'}`}
                  >
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
