import type { ReactNode } from 'react';
import { Badge } from './badge';

/** The tones a state can take; each has a mark, so the state reads without its colour. */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** Dash, dot, tick, clock, cross (16×16, drawn in the text's colour). */
const marks: Record<StatusTone, ReactNode> = {
  neutral: <path d="M4 8h8" />,
  info: <circle cx="8" cy="8" r="2.5" fill="currentColor" />,
  success: <path d="M3.5 8.5l3 3 6-7" />,
  warning: (
    <>
      <circle cx="8" cy="8" r="6" />
      <path d="M8 4.5V8l2.2 1.4" />
    </>
  ),
  danger: <path d="M4.5 4.5l7 7M11.5 4.5l-7 7" />,
};

export interface StatusChipProps<S extends string> {
  /** The thing's state as the API says it ("pending", "paid"); written to `data-status` for tests. */
  status: S;
  /** The state in words, in the page's language. */
  label: ReactNode;
  /** Every state's tone, so one map per kind of thing says how its states look. */
  tones: Record<S, StatusTone>;
  className?: string;
  /** The tests' handle on the chip, whatever state it shows. */
  'data-testid'?: string;
}

/** A state in words, with a colour and a mark that say the same thing. */
export function StatusChip<S extends string>({
  status,
  label,
  tones,
  className,
  'data-testid': testId,
}: StatusChipProps<S>) {
  const tone = tones[status];
  return (
    <Badge tone={tone} data-status={status} data-testid={testId} className={className}>
      <svg
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className="size-3.5 shrink-0"
      >
        {marks[tone]}
      </svg>
      {label}
    </Badge>
  );
}
