import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

export type ThumbnailButtonProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label'> & {
  /** Which picture it shows ("Picture 2 of 5"): the button's accessible name. */
  label: string;
  /** The picture on show: ringed in the primary colour. The caller says it too (aria-current or aria-pressed). */
  selected: boolean;
  /** The small picture (an image with alt=""). */
  children: ReactNode;
};

/** A small picture to press to show it large: a gallery's or a result viewer's strip of thumbnails. */
export function ThumbnailButton({ label, selected, className, children, type, ...props }: ThumbnailButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      aria-label={label}
      className={cn(
        'block shrink-0 overflow-hidden rounded-xl ring-2 transition',
        selected ? 'ring-primary' : 'opacity-75 ring-transparent hover:opacity-100',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}
