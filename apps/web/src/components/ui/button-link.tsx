import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import { Button, type ButtonSize, type ButtonVariant } from './button';

export type ButtonLinkProps = ComponentProps<typeof Link> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** A link to one of our pages (in the page's language) that looks like a button: a Button lending its looks. */
export function ButtonLink({ variant, size, className, children, ...props }: ButtonLinkProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link {...props}>{children}</Link>
    </Button>
  );
}
