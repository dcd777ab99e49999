import type { ComponentProps } from 'react';
import { cn } from '@/components/ui/cn';

const sizes = {
  // A section of the home page.
  lg: 'text-2xl font-extrabold sm:text-3xl',
  // A section of a page with more of them (the AI pages).
  md: 'text-xl font-extrabold sm:text-2xl',
} as const;

/** The h2 that opens a section of a public page. */
export function SectionHeading({
  size = 'lg',
  className,
  ...props
}: ComponentProps<'h2'> & { size?: keyof typeof sizes }) {
  return <h2 className={cn(sizes[size], className)} {...props} />;
}
