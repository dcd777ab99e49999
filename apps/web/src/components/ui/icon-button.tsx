import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { cn } from './cn';

export type IconButtonProps = Omit<ButtonProps, 'children' | 'aria-label' | 'size'> & {
  /** What the button does, for those who cannot see the icon: its accessible name. */
  label: string;
  /** The icon (from ./icons); it is decoration, the label names the button. */
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Laid over a picture or a video: a round glass disc in the card's colour that shows on any media. */
  overMedia?: boolean;
};

const squares = { sm: 'size-9', md: 'size-10', lg: 'size-12' } as const;
const overMediaClass = 'rounded-full bg-card/90 text-foreground shadow ring-1 ring-border hover:bg-card';

/** A button that shows only an icon: it cannot be made without an accessible name. */
export function IconButton({
  label,
  size = 'md',
  variant = 'ghost',
  overMedia = false,
  className,
  children,
  ...props
}: IconButtonProps) {
  return (
    <Button
      size="icon"
      variant={variant}
      aria-label={label}
      className={cn(squares[size], overMedia && overMediaClass, className)}
      {...props}
    >
      {children}
    </Button>
  );
}
