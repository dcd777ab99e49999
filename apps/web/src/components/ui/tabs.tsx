'use client';

import * as TabsPrimitive from 'radix-ui/tabs';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * Panels of one page behind tabs: arrow keys move between the tabs, in the page's direction (the root's
 * direction provider), Home and End jump. For sibling pages with their own addresses, use TabNav.
 */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('inline-flex flex-wrap gap-1 rounded-2xl border border-border bg-card p-1 shadow-sm', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'rounded-xl px-4 py-2 text-sm font-semibold text-muted-foreground transition hover:bg-hover hover:text-foreground data-[state=active]:bg-primary data-[state=active]:text-primary-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-4 rounded-xl', className)} {...props} />;
}
