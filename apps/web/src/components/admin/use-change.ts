'use client';

import { useState } from 'react';
import { useRouter } from '@/i18n/navigation';

/**
 * A back-office list's changes (a move, a show or hide), one at a time so two never cross: `busy` while one
 * runs, and the page's data read again after it. A refusal is the API client's toast; the list stays as it was.
 */
export function useChange() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const change = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      router.refresh();
    } catch {
      // Told by the API client's toast.
    } finally {
      setBusy(false);
    }
  };
  return { busy, change };
}
