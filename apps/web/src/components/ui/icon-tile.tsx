import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from './cn';

const iconTileVariants = cva('inline-grid shrink-0 place-items-center', {
  variants: {
    size: { md: 'size-10 rounded-xl [&_svg]:size-5', lg: 'size-12 rounded-2xl [&_svg]:size-6' },
    tone: {
      info: 'bg-info-soft text-info-soft-foreground',
      success: 'bg-success-soft text-success-soft-foreground',
      warning: 'bg-warning-soft text-warning-soft-foreground',
      primary: 'bg-primary/10 text-link',
    },
  },
  defaultVariants: { size: 'md', tone: 'info' },
});

/** An icon on a tinted square, heading a card or an empty list; decorative, so hidden from screen readers. */
export function IconTile({
  size,
  tone,
  className,
  children,
}: VariantProps<typeof iconTileVariants> & { className?: string; children: ReactNode }) {
  return (
    <span aria-hidden="true" className={cn(iconTileVariants({ size, tone }), className)}>
      {children}
    </span>
  );
}
