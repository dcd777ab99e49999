'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { api, ApiError } from '@/lib/api-client';
import type { Model } from '../model-data';

/**
 * A panel's save of part of a model (PATCH /models/{id}): busy while it goes, the API's localized refusal
 * kept for the panel to show, the saved model handed back.
 */
export function useModelPatch(model: Model, onSaved: (model: Model) => void) {
  const t = useTranslations('models');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const patch = async (body: unknown) => {
    setError(null);
    setSaving(true);
    try {
      const { data } = await api.patch<Model>(`/models/${model.id}`, body, { toastErrors: false });
      onSaved(data);
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('saveFailed'));
    } finally {
      setSaving(false);
    }
  };
  return { saving, error, setError, patch };
}
