import { cva, type VariantProps } from 'class-variance-authority';
import { Slot, Slottable } from './slot';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/** The looks of every button and button-like link: a variant (what it does) by a size. */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-xl font-semibold transition disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        secondary: 'bg-primary/10 text-link hover:bg-primary/15',
        outline: 'border border-border bg-card text-foreground hover:bg-hover',
        ghost: 'text-foreground hover:bg-hover',
        danger: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-hover',
        link: 'text-link underline-offset-4 hover:underline',
        // A row of a list or tree that is chosen by pressing it; `aria-current="true"` marks the chosen one.
        item: 'justify-between whitespace-normal text-start font-normal text-foreground hover:bg-hover aria-[current=true]:bg-primary aria-[current=true]:font-semibold aria-[current=true]:text-primary-foreground',
      },
      size: {
        sm: 'h-9 rounded-lg px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
        // As tall as a text control (Input, Select) beside it, a form's submit in a row of fields: the
        // control's line (1.5rem), its padding (2 × 0.625rem) and its border (2 × 1px).
        control: 'h-[calc(2.75rem+2px)] px-4 text-sm',
        icon: 'size-10 rounded-lg p-0',
      },
      // A form's main button takes the whole width of a phone, where it is easy to reach, and its own above.
      width: { auto: '', phone: 'w-full sm:w-auto', full: 'w-full' },
    },
    // A link-styled button is as tall as the text around it.
    compoundVariants: [
      { variant: 'link', className: 'h-auto px-0' },
      { variant: 'item', className: 'h-auto min-h-9 rounded-lg px-2.5 py-1.5' },
    ],
    defaultVariants: { variant: 'primary', size: 'md', width: 'auto' },
  },
);

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;
export type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>['size']>;

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Waiting for what the button started: a spinner, `aria-busy`, and no second press. */
    loading?: boolean;
    /** Lend the looks to the one child element (a link) instead of rendering a <button>. */
    asChild?: boolean;
  };

/** Spins in the text's colour; hidden from screen readers, which hear `aria-busy` instead. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent',
        className,
      )}
    />
  );
}

/**
 * A button. `type` is "button" unless said otherwise, so a button inside a form submits it only when it is
 * `type="submit"`. With `asChild` the child element (a Link) gets the looks and the props.
 */
export function Button({
  variant,
  size,
  width,
  loading = false,
  asChild = false,
  className,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, width }), className);
  if (asChild) {
    // A link cannot be disabled: while loading it says so and takes no pointer events.
    return (
      <Slot
        className={classes}
        aria-busy={loading || undefined}
        aria-disabled={loading || disabled || undefined}
        {...props}
      >
        {loading ? <Spinner /> : null}
        <Slottable>{children}</Slottable>
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={loading || disabled}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}
