'use client';

import { ApiError, apiRequest, type ApiErrorBody, type ApiSuccess } from '@/lib/api-client';

/** PUT through the shared client (which has no shorthand for it); errors are left to the form. */
export function put<T>(path: string, body: unknown): Promise<ApiSuccess<T>> {
  return apiRequest<T>(path, { method: 'PUT', body, toastErrors: false });
}

/**
 * A POST that moves coins, with an Idempotency-Key header (the shared client sends no custom headers);
 * a refusal becomes the same ApiError the client throws, so a form shows it the same way.
 */
export async function postOnce<T>(path: string, body: unknown, key: string, offline: string): Promise<ApiSuccess<T>> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-locale': document.documentElement.lang || 'fa',
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, { code: 'Default', message: offline });
  }
  const json = (await response.json().catch(() => null)) as (ApiSuccess<T> & { error?: ApiErrorBody }) | null;
  if (!response.ok || !json || json.error) {
    throw new ApiError(response.status, json?.error ?? { code: 'Default', message: response.statusText || offline });
  }
  return json;
}
