'use client';

import { useTranslations } from 'next-intl';
import NextLink from 'next/link';
import { useEffect, useState } from 'react';
import { safeRedirect } from '@/lib/safe-redirect';

/**
 * A page that sent the user to top up (`/dashboard/wallet?next=…`, e.g. a studio form refused for want
 * of coins) is remembered for the tab across the gateway's round trip, and offered back after payment.
 */
const KEY = 'rassam.wallet.next';

export function rememberNext(next: string | undefined) {
  try {
    if (next) sessionStorage.setItem(KEY, next);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the user finds the way back by hand.
  }
}

/** Back to the remembered page: `next` when the page knows it, else what this tab remembered. */
export function ResumeLink({ className, next: given }: { className: string; next?: string }) {
  const t = useTranslations('studio');
  const [next, setNext] = useState<string | null>(given ?? null);
  useEffect(() => {
    if (given) return;
    try {
      const stored = safeRedirect(sessionStorage.getItem(KEY), '');
      if (stored) setNext(stored);
    } catch {
      // No storage: nothing to offer.
    }
  }, [given]);
  if (!next) return null;
  return (
    <NextLink href={next} className={className} onClick={() => rememberNext(undefined)} data-testid="resume-link">
      {t('resume')}
    </NextLink>
  );
}
