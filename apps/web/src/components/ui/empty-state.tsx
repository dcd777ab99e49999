import type { ReactNode } from 'react';
import { cn } from './cn';
import { IconTile } from './icon-tile';

export interface EmptyStateProps {
  title: ReactNode;
  /** What the list will hold, and why it is empty now. */
  body?: ReactNode;
  /** An icon from ./icons, shown on a tinted square. */
  icon?: ReactNode;
  /** The one thing to do about it (a ButtonLink or a Button). */
  action?: ReactNode;
  /** The title's heading level where the page's outline needs another. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** A list or a page with nothing in it yet: what it will hold, and the one thing to do about it. */
export function EmptyState({ title, body, icon, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={cn('rounded-2xl border border-dashed border-border bg-card px-6 py-12 text-center', className)}>
      {icon ? <IconTile size="lg">{icon}</IconTile> : null}
      <Heading className={cn('text-lg font-bold', icon ? 'mt-4' : null)}>{title}</Heading>
      {body ? <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">{body}</p> : null}
      {action ? <div className="mt-5 flex justify-center">{action}</div> : null}
    </div>
  );
}
