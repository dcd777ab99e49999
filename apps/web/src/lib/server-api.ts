import 'server-only';
import { getRuntime } from '@rassam/api';
import type { PublicUser } from '@rassam/api/schemas';
import { getLocale } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; code: string; message: string };

/**
 * Server components call the same Hono app in-process, with the caller's cookies, so validation and
 * permission checks live in one place and SSR pays no network hop (DESIGN.md section 3).
 */
export async function serverApi<T>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  const [{ api }, cookieStore, headerStore, locale] = await Promise.all([
    getRuntime(),
    cookies(),
    headers(),
    getLocale(),
  ]);
  const requestHeaders = new Headers(init.headers);
  requestHeaders.set('cookie', cookieStore.toString());
  requestHeaders.set('x-locale', locale);
  const forwarded = headerStore.get('x-forwarded-for');
  if (forwarded) requestHeaders.set('x-forwarded-for', forwarded);
  const response = await api.request(`/api${path}`, { ...init, headers: requestHeaders });
  const body = (await response.json().catch(() => null)) as {
    data?: T;
    error?: { code: string; message: string };
  } | null;
  if (response.ok && body && 'data' in body) return { ok: true, data: body.data as T };
  return {
    ok: false,
    status: response.status,
    code: body?.error?.code ?? 'ServerError',
    message: body?.error?.message ?? '',
  };
}

/** The signed-in user for this request (asked once per render), or null. */
export const getCurrentUser = cache(async (): Promise<PublicUser | null> => {
  const cookieStore = await cookies();
  if (!cookieStore.has('user_session')) return null;
  const result = await serverApi<PublicUser>('/me');
  return result.ok ? result.data : null;
});
