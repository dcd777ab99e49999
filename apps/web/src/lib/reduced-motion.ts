'use client';

import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const motion = window.matchMedia(QUERY);
  motion.addEventListener('change', onChange);
  return () => motion.removeEventListener('change', onChange);
}

/**
 * The reader asked their system for less motion (prefers-reduced-motion), followed while the page is open.
 * False on the server and in the first render: motion that starts by itself waits for the client's answer.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
