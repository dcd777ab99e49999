import type { ReactNode } from 'react';
import { cn } from './cn';

export interface StatProps {
  label: ReactNode;
  /** The figure: a Num, a Price, a Percent, or words. */
  value: ReactNode;
  /** A line under the figure (since when, compared with what). */
  hint?: ReactNode;
  /** An icon from ./icons. */
  icon?: ReactNode;
  className?: string;
}

/** One figure with its name, on a card: a balance, a count, a total. */
export function Stat({ label, value, hint, icon, className }: StatProps) {
  return (
    <div className={cn('rounded-2xl border border-border bg-card p-5 shadow-sm', className)}>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        {icon ? (
          <span className="inline-grid size-9 place-items-center rounded-xl bg-info-soft text-info-soft-foreground [&_svg]:size-5">
            {icon}
          </span>
        ) : null}
      </div>
      <div className="mt-2 text-2xl font-extrabold tabular-nums">{value}</div>
      {hint ? <p className="mt-1 text-sm text-muted-foreground">{hint}</p> : null}
    </div>
  );
}
