import type { ComponentProps } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { cn } from '@/components/ui/cn';

/** A round link to a narrower list (a category, one kind of listing): the market's chips. */
export function ChipLink({ className, ...props }: Omit<ComponentProps<typeof ButtonLink>, 'variant' | 'size'>) {
  return <ButtonLink variant="outline" size="sm" className={cn('rounded-full font-medium', className)} {...props} />;
}
