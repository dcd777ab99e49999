'use client';

import { setNonce } from 'get-nonce';
import * as Direction from 'radix-ui/direction';
import { useEffect, type ReactNode } from 'react';

/**
 * What the kit needs once, at the root. The page's direction, so Radix's menus, tabs and arrow keys follow
 * RTL in Persian. And the page's style nonce (decision 020): a dialog locks the page's scrolling with a
 * <style> element, which the CSP refuses without it; Next.js puts the same nonce on its own scripts.
 */
export function UiProvider({ dir, children }: { dir: 'rtl' | 'ltr'; children: ReactNode }) {
  useEffect(() => {
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) setNonce(nonce);
  }, []);
  return <Direction.Provider dir={dir}>{children}</Direction.Provider>;
}
