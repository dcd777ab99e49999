import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import { cn } from './cn';

/** A link inside text or a table cell, to one of our pages: the link colour, underlined on hover. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn('font-semibold text-link underline-offset-4 hover:underline', className)} {...props} />;
}
