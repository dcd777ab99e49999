import type { ComponentProps } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { CubeIcon } from '@/components/ui/icons/cube';

/**
 * The mark of a listing that has a 3D model, laid over a picture (its place is the caller's): on its card,
 * on the model's thumbnail and over the model in the listing's gallery.
 */
export function ModelMark({
  label,
  compact = false,
  className,
  ...props
}: Omit<ComponentProps<'span'>, 'children'> & {
  label: string;
  /** The icon alone (its label for screen readers): on a thumbnail, where a word would hide the picture. */
  compact?: boolean;
}) {
  return (
    <Badge tone="media" className={cn('absolute', compact && 'p-1', className)} data-testid="model-mark" {...props}>
      <CubeIcon className="size-3.5" />
      {compact ? <span className="sr-only">{label}</span> : label}
    </Badge>
  );
}
