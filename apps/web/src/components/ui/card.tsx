import { Slot } from './slot';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { cn } from './cn';

const cardClass = 'rounded-2xl border border-border bg-card text-card-foreground shadow-sm';

/**
 * A surface that holds one thing: a form, a summary, a list item. Header, content and footer space it;
 * `padded` spaces a card that holds its content directly. `asChild` lends the looks to the one child (a
 * section, a figure).
 */
export function Card({
  padded = false,
  asChild = false,
  className,
  ...props
}: ComponentProps<'div'> & { padded?: boolean; asChild?: boolean }) {
  const Surface = asChild ? Slot : 'div';
  return <Surface className={cn(cardClass, padded && 'p-5 sm:p-6', className)} {...props} />;
}

/** A list on one card, its items parted by rules (a shop's listings, a level of places). */
export function CardList({ className, ...props }: ComponentProps<'ul'>) {
  return <ul className={cn(cardClass, 'divide-y divide-border', className)} {...props} />;
}

/**
 * A whole card that is one link (a next step, a shop, a design): it lifts its border on hover and shows
 * the focus ring around the card.
 */
export function CardLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(cardClass, 'group block p-4 transition hover:border-primary/50 sm:p-5', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 p-5 pb-0 sm:p-6 sm:pb-0', className)} {...props} />;
}

/** The card's heading: an h2 unless `asChild` lends the looks to the heading level the page needs. */
export function CardTitle({ className, asChild = false, ...props }: ComponentProps<'h2'> & { asChild?: boolean }) {
  const Heading = asChild ? Slot : 'h2';
  return <Heading className={cn('text-lg font-bold', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-5 sm:p-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-wrap items-center gap-3 border-t border-border px-5 py-4 sm:px-6', className)}
      {...props}
    />
  );
}

/**
 * A card that is a titled section of its page (a thread, a side card of details): the title is its heading
 * and names the section for assistive technology. `small` is the side cards' quieter heading.
 */
export function CardSection({
  id,
  title,
  small = false,
  contentClassName,
  children,
  ...props
}: Omit<ComponentProps<'section'>, 'title'> & {
  id: string;
  title: ReactNode;
  small?: boolean;
  contentClassName?: string;
}) {
  return (
    <Card asChild>
      <section aria-labelledby={id} {...props}>
        <CardHeader>
          <CardTitle id={id} className={cn(small && 'text-base')}>
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent className={cn(small && 'pt-3 sm:pt-3', contentClassName)}>{children}</CardContent>
      </section>
    </Card>
  );
}
