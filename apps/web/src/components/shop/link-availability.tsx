'use client';

import { shopLink } from '@rassam/api/schemas';
import { fieldMessage, isResultCode, resultText, type Locale } from '@rassam/i18n';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ltrIsolate } from '@/components/ui/ltr-text';
import { api } from '@/lib/api-client';

type Availability = 'idle' | 'checking' | 'free' | 'taken' | 'invalid';
export interface LinkState {
  status: Availability;
  /** Why the link cannot be taken, in the page's language (the schema's or the catalogue's text). */
  message?: string;
}

/** How long typing must pause before the API is asked (it allows 60 checks a minute per address). */
const DEBOUNCE_MS = 400;

/**
 * Whether a shop link can be taken, asked a moment after typing stops. A malformed or reserved link is
 * the shared schema's answer at once; the API answers whether another shop has it (the caller's own link
 * is free to them). When the check itself fails, the field says nothing: saving checks again.
 */
export function useLinkAvailability(link: string, locale: Locale, own?: string): LinkState {
  const [state, setState] = useState<LinkState>({ status: 'idle' });
  useEffect(() => {
    const value = link.trim().toLowerCase();
    if (!value || value === own) {
      setState({ status: 'idle' });
      return;
    }
    const parsed = shopLink.safeParse(value);
    if (!parsed.success) {
      setState({ status: 'invalid', message: fieldMessage(parsed.error.issues[0]!, locale) });
      return;
    }
    setState({ status: 'checking' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .get<{ available: boolean; code: string | null }>(
          `/market/link-availability?link=${encodeURIComponent(value)}`,
          { signal: controller.signal, toastErrors: false },
        )
        .then(({ data }) =>
          setState(
            data.available
              ? { status: 'free' }
              : {
                  status: data.code === 'ShopLinkAlreadyExists' ? 'taken' : 'invalid',
                  message: isResultCode(data.code) ? resultText(data.code, locale) : undefined,
                },
          ),
        )
        .catch((error: Error) => {
          if (error.name !== 'AbortError') setState({ status: 'idle' });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [link, locale, own]);
  return state;
}

/** The field's error while the link cannot be taken. */
export function linkError(state: LinkState): string | undefined {
  return state.status === 'invalid' || state.status === 'taken' ? state.message : undefined;
}

/** The link field's hint: the rule, then "checking…" and "free", read out as they change. */
export function LinkHint({ state, link }: { state: LinkState; link: string }) {
  const t = useTranslations('shopPanel');
  return (
    <span aria-live="polite" data-testid="link-hint">
      {state.status === 'checking' ? (
        t('form.linkChecking')
      ) : state.status === 'free' ? (
        <span className="font-semibold text-success-soft-foreground" data-testid="link-free">
          {t('form.linkFree', { link: ltrIsolate(link.trim().toLowerCase()) })}
        </span>
      ) : (
        t('form.linkRule')
      )}
    </span>
  );
}
