'use client';

import * as MenuPrimitive from 'radix-ui/dropdown-menu';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A menu of actions or links under a button: arrow keys and typeahead move through it, Escape closes it. */
export const DropdownMenu = MenuPrimitive.Root;
/** The button that opens the menu (`asChild` around a Button or IconButton). */
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuGroup = MenuPrimitive.Group;

/** The menu's panel, under the trigger and lined up with its end (the side the page reads towards). */
export function DropdownMenuContent({
  className,
  align = 'end',
  sideOffset = 8,
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        data-fade=""
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'z-50 min-w-48 rounded-xl border border-border bg-popover p-1.5 text-popover-foreground shadow-lg',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

/**
 * One entry; `asChild` around a Link for a page, `onSelect` for an action. `tone="danger"` for the one that
 * cannot be undone (sign out, delete).
 */
export function DropdownMenuItem({
  className,
  tone = 'default',
  ...props
}: ComponentProps<typeof MenuPrimitive.Item> & { tone?: 'default' | 'danger' }) {
  return (
    <MenuPrimitive.Item
      className={cn(
        'flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[disabled]:pointer-events-none data-[highlighted]:bg-hover data-[disabled]:opacity-50 [&_svg]:size-4',
        tone === 'danger' ? 'text-danger' : null,
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      className={cn('px-3 py-1.5 text-xs font-semibold text-muted-foreground', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn('my-1.5 h-px bg-border', className)} {...props} />;
}
