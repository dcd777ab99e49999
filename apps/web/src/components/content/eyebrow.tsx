import type { ComponentProps } from 'react';
import { cn } from '@/components/ui/cn';

/** The short line above a page's heading that says what kind of page it is ("AI tools", "Made with …"). */
export function Eyebrow({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm font-semibold text-link', className)} {...props} />;
}
