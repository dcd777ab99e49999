'use client';

import { useState } from 'react';
import { Button } from './button';
import { cn } from './cn';
import { Input } from './input';
import { TextArea } from './text-area';

export interface CopyFieldProps {
  value: string;
  /** The field's name for screen readers (the box shows only the value). */
  label: string;
  copyLabel: string;
  copiedLabel: string;
  /** A block of code (an embed's HTML) rather than one line (a link). */
  multiline?: boolean;
  className?: string;
}

/**
 * A value to copy (a link, an embed's code): read-only, selected whole on focus, left to right in either
 * language, with a Copy button that says when it is done (also to screen readers).
 */
export function CopyField({ value, label, copyLabel, copiedLabel, multiline = false, className }: CopyFieldProps) {
  const [copied, setCopied] = useState(false);
  const select = (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => event.currentTarget.select();
  const copy = () => void navigator.clipboard?.writeText(value).then(() => setCopied(true));
  return (
    <div className={cn('flex flex-wrap items-start gap-2', className)}>
      {multiline ? (
        <TextArea
          readOnly
          value={value}
          dir="ltr"
          rows={3}
          aria-label={label}
          onFocus={select}
          className="min-w-0 flex-1 font-mono text-xs"
        />
      ) : (
        <Input readOnly value={value} dir="ltr" aria-label={label} onFocus={select} className="min-w-0 flex-1" />
      )}
      <Button onClick={copy}>{copied ? copiedLabel : copyLabel}</Button>
      <p aria-live="polite" className="sr-only">
        {copied ? copiedLabel : ''}
      </p>
    </div>
  );
}
