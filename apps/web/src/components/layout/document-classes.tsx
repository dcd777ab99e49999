'use client';

import { useLayoutEffect } from 'react';
import { applyDocumentClasses } from '@/lib/document-classes';

/**
 * Puts the theme script's classes back on <html> when React mounts the root layout again (it clears the
 * element's attributes then), before the browser paints: the dark theme does not flash on a move to the
 * other language.
 */
export function DocumentClasses() {
  useLayoutEffect(applyDocumentClasses, []);
  return null;
}
