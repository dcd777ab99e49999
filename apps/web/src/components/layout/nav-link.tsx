import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import { cn } from '@/components/ui/cn';

const navLinkVariants = cva(
  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      tone: {
        // The page a link leads to is `aria-current="page"`: filled with the primary colour.
        default:
          'text-muted-foreground hover:bg-hover hover:text-foreground aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground aria-[current=page]:shadow-sm',
        danger: 'text-danger hover:bg-danger-soft',
      },
    },
    defaultVariants: { tone: 'default' },
  },
);

/** A link of a site's or the dashboard's navigation (the header's sections, the sidebar). */
export function NavLink({
  tone,
  className,
  ...props
}: ComponentProps<typeof Link> & VariantProps<typeof navLinkVariants>) {
  return <Link className={cn(navLinkVariants({ tone }), className)} {...props} />;
}
