'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { IconButton } from '@/components/ui/icon-button';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down';
import { CloseIcon } from '@/components/ui/icons/close';

/**
 * Up, down and (when `onRemove` is given) remove, for one item of an ordered list: each button named for the
 * item it moves ("Move Brief up"); the ends cannot move further.
 */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
  onRemove,
  disabled = false,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  onRemove?: () => void;
  disabled?: boolean;
}) {
  const t = useTranslations('adminServices');
  return (
    <div className="flex shrink-0">
      <IconButton
        label={t('moveUp', { name })}
        variant="ghost"
        size="sm"
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
      >
        <ChevronDownIcon className="size-4 rotate-180" />
      </IconButton>
      <IconButton
        label={t('moveDown', { name })}
        variant="ghost"
        size="sm"
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
      >
        <ChevronDownIcon className="size-4" />
      </IconButton>
      {onRemove ? (
        <IconButton label={t('remove', { name })} variant="ghost" size="sm" disabled={disabled} onClick={onRemove}>
          <CloseIcon className="size-4" />
        </IconButton>
      ) : null}
    </div>
  );
}

/** A row's actions under its name: the move buttons, then its links and buttons, wrapping on a phone. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-x-3">{children}</div>;
}

/**
 * One item of an ordered editor list (a step, a question, an FAQ entry): its heading and the buttons that
 * move and remove it, above its fields.
 */
export function OrderedItem({
  heading,
  testId,
  children,
  ...move
}: {
  heading: ReactNode;
  testId: string;
  children: ReactNode;
  name: string;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <li className="space-y-3 rounded-xl border border-border p-3" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-bold">{heading}</p>
        <MoveButtons {...move} />
      </div>
      {children}
    </li>
  );
}
