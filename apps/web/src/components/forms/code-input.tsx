'use client';

import { toLatinDigits, toPersianDigits } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { controlVariants } from '@/components/ui/input';

const LENGTH = 5;

/**
 * Five boxes for a one-time code. Persian, Arabic and Latin digits all count (shown in the page's
 * digits); a pasted or autofilled code spreads over the boxes; Backspace walks back.
 */
export function CodeInput({
  value,
  onChange,
  onComplete,
  error,
  disabled,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  onComplete?: (value: string) => void;
  error?: string;
  disabled?: boolean;
  label: string;
}) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: LENGTH }, (_, i) => value[i] ?? '');

  const update = (next: string, focusIndex: number) => {
    const clean = toLatinDigits(next).replace(/\D/g, '').slice(0, LENGTH);
    onChange(clean);
    boxes.current[Math.min(focusIndex, LENGTH - 1)]?.focus();
    if (clean.length === LENGTH) onComplete?.(clean);
  };

  const onInput = (index: number, typed: string) => {
    const incoming = toLatinDigits(typed).replace(/\D/g, '');
    if (!incoming) return;
    // Autofill or a fast typist may put several digits into one box.
    const next = (value.slice(0, index) + incoming + value.slice(index + incoming.length)).slice(0, LENGTH);
    update(next, index + incoming.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const at = digits[index] ? index : index - 1;
      if (at < 0) return;
      update(value.slice(0, at) + value.slice(at + 1), at);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      // The boxes run left to right in both languages, like the digits of a number.
      event.preventDefault();
      boxes.current[index + (event.key === 'ArrowRight' ? 1 : -1)]?.focus();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    update(event.clipboardData.getData('text'), LENGTH - 1);
  };

  return (
    <Field group label={label} error={error}>
      <div dir="ltr" className="flex justify-center gap-2 sm:gap-3">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(el) => {
              boxes.current[index] = el;
            }}
            value={locale === 'fa' ? toPersianDigits(digit) : digit}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={onPaste}
            onFocus={(event) => event.target.select()}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={LENGTH}
            disabled={disabled}
            aria-label={t('codeDigit', { n: index + 1 })}
            aria-invalid={error ? true : undefined}
            data-testid={`code-${index}`}
            className={cn(controlVariants(), 'size-12 p-0 text-center text-2xl font-bold sm:size-14')}
          />
        ))}
      </div>
    </Field>
  );
}
