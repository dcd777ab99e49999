'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ApiError } from '@/lib/api-client';

/**
 * One section's save: busy while it goes, then "saved" or the API's refusal in its words, shown where the
 * section is. A refusal leaves the section's edits as they were, to fix and send again.
 */
export function useSectionSave() {
  const t = useTranslations('tours');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const run = async (action: () => Promise<unknown>, success = t('saved')): Promise<boolean> => {
    setResult(null);
    setBusy(true);
    try {
      await action();
      setResult({ tone: 'success', text: success });
      return true;
    } catch (cause) {
      setResult({ tone: 'danger', text: cause instanceof ApiError ? cause.message : t('saveFailed') });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const fail = (text: string) => setResult({ tone: 'danger', text });

  const feedback = result ? (
    <Alert tone={result.tone} role={result.tone === 'danger' ? 'alert' : 'status'} dir="auto">
      {result.text}
    </Alert>
  ) : null;
  return { busy, run, fail, feedback, clear: () => setResult(null) };
}
