import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A tone says how a state feels (fine, waiting, wrong), never what it is: pages map their states to tones. */
export const badgeVariants = cva(
  'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
  {
    variants: {
      tone: {
        neutral: 'bg-neutral-soft text-neutral-soft-foreground',
        info: 'bg-info-soft text-info-soft-foreground',
        success: 'bg-success-soft text-success-soft-foreground',
        warning: 'bg-warning-soft text-warning-soft-foreground',
        danger: 'bg-danger-soft text-danger-soft-foreground',
        primary: 'bg-primary text-primary-foreground',
        outline: 'border border-border text-muted-foreground',
        // Laid over a picture or a video (a counter, "preview"): the card's colour, a shadow and a ring.
        media: 'bg-card/90 text-foreground shadow ring-1 ring-border',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export type Tone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;
export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

/** A short label on a thing: a count, a kind, "new". For a state, use StatusChip. */
export function Badge({ tone, className, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
