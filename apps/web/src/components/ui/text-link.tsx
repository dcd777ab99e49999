import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import { cn } from './cn';

const tones = {
  link: 'font-semibold text-link underline-offset-4 hover:underline',
  // A secondary way out among quieter text (a footer's links, "back to the home page"): muted until hovered.
  quiet: 'text-muted-foreground hover:text-foreground',
} as const;

/** A link inside text or a table cell, to one of our pages: the link colour, underlined on hover. */
export function TextLink({
  tone = 'link',
  className,
  ...props
}: ComponentProps<typeof Link> & { tone?: keyof typeof tones }) {
  return <Link className={cn(tones[tone], className)} {...props} />;
}
