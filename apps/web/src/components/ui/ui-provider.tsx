'use client';

import { setNonce } from 'get-nonce';
import * as Direction from 'radix-ui/direction';
import type { ReactNode } from 'react';

// The page's style nonce (decision 020): a dialog locks the page's scrolling with a <style> element, which the
// CSP refuses without it. Next.js puts the same nonce on its own scripts. Read when this module loads in the
// browser, before anything renders, so a dialog open from the first render (a route that is the question)
// has it too; client-side navigations keep the document, and so its policy and nonce.
if (typeof document !== 'undefined') {
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) setNonce(nonce);
}

/**
 * What the kit needs at the root: the page's direction, so Radix's menus, tabs and arrow keys follow RTL in
 * Persian (and the style nonce above, taken when this module loads).
 */
export function UiProvider({ dir, children }: { dir: 'rtl' | 'ltr'; children: ReactNode }) {
  return <Direction.Provider dir={dir}>{children}</Direction.Provider>;
}
