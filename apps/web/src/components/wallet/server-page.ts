import 'server-only';
import { getRuntime } from '@rassam/api';
import { toLatinDigits } from '@rassam/i18n';
import { getLocale } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import type { PageMeta } from './types';

export type PageResult<T> = { ok: true; data: T[]; meta: PageMeta } | { ok: false; status: number; code: string };

/**
 * A paged list from the API, in-process and with the caller's cookies like `serverApi()`, which hands on
 * `data` only: the lists also need `meta` (page, pageSize, total) for their pagination.
 */
export async function serverApiPage<T>(path: string): Promise<PageResult<T>> {
  const [{ api }, cookieStore, headerStore, locale] = await Promise.all([
    getRuntime(),
    cookies(),
    headers(),
    getLocale(),
  ]);
  const requestHeaders = new Headers({ cookie: cookieStore.toString(), 'x-locale': locale });
  const forwarded = headerStore.get('x-forwarded-for');
  if (forwarded) requestHeaders.set('x-forwarded-for', forwarded);
  const response = await api.request(`/api${path}`, { headers: requestHeaders });
  const body = (await response.json().catch(() => null)) as {
    data?: T[];
    meta?: PageMeta;
    error?: { code: string };
  } | null;
  if (response.ok && Array.isArray(body?.data) && body.meta) return { ok: true, data: body.data, meta: body.meta };
  return { ok: false, status: response.status, code: body?.error?.code ?? 'ServerError' };
}

/** `?page=` as a whole number from 1 (Persian or Latin digits); anything else is page 1. */
export function pageParam(value: string | string[] | undefined): number {
  const text = (Array.isArray(value) ? value[0] : value) ?? '';
  const latin = toLatinDigits(text).trim();
  const page = /^\d{1,6}$/.test(latin) ? Number(latin) : 1;
  return page >= 1 ? page : 1;
}
