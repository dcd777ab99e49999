'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** The page the user was on before this one, within this tab's visit to our site (null on the first page). */
let previous: string | null = null;
let current: string | null = null;

export function hasInAppHistory(): boolean {
  return previous !== null;
}

/** Mounted once in the providers: remembers in-app navigations. */
export function PathHistory() {
  const pathname = usePathname();
  useEffect(() => {
    if (current !== null && current !== pathname) previous = current;
    current = pathname;
  }, [pathname]);
  return null;
}
