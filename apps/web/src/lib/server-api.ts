import 'server-only';
import { CLIENT_ADDRESS_HEADER, getRuntime, type ConnectionBindings } from '@rassam/api';
import type { PublicUser } from '@rassam/api/schemas';
import { getLocale } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';

type ApiFailure = { ok: false; status: number; code: string; message: string };
export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

/** Where a paged list is (`meta` of GET lists: page, pageSize, total). */
export interface PageMeta {
  page: number;
  pageSize: number;
  total: number;
}
export type PageResult<T> = { ok: true; data: T[]; meta: PageMeta } | ApiFailure;

type Body<T> = { data?: T; meta?: PageMeta; error?: { code: string; message: string } } | null;

/**
 * Server components call the same Hono app in-process, with the caller's cookies, so validation and
 * permission checks live in one place and SSR pays no network hop (DESIGN.md section 3).
 */
async function request<T>(path: string, init: RequestInit): Promise<{ response: Response; body: Body<T> }> {
  const [{ api }, cookieStore, headerStore, locale] = await Promise.all([
    getRuntime(),
    cookies(),
    headers(),
    getLocale(),
  ]);
  const requestHeaders = new Headers(init.headers);
  requestHeaders.set('cookie', cookieStore.toString());
  requestHeaders.set('x-locale', locale);
  // The browser's name, with the address, tells visitors apart when a listing's views are counted.
  const userAgent = headerStore.get('user-agent');
  if (userAgent) requestHeaders.set('user-agent', userAgent);
  // The visitor's address, resolved by server.mjs (which writes this header on every request), goes to
  // the API beside the request, where no client can set it.
  const connection: ConnectionBindings = { clientAddress: headerStore.get(CLIENT_ADDRESS_HEADER) ?? undefined };
  const response = await api.request(`/api${path}`, { ...init, headers: requestHeaders }, connection);
  const body = (await response.json().catch(() => null)) as Body<T>;
  return { response, body };
}

function failure(response: Response, body: Body<unknown>): ApiFailure {
  return {
    ok: false,
    status: response.status,
    code: body?.error?.code ?? 'ServerError',
    message: body?.error?.message ?? '',
  };
}

/** One call to the API: its `data`, or the refusal with its code and localized message. */
export async function serverApi<T>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  const { response, body } = await request<T>(path, init);
  if (response.ok && body && 'data' in body) return { ok: true, data: body.data as T };
  return failure(response, body);
}

/** A paged list: its rows and its `meta` (page, pageSize, total), which the pagination needs. */
export async function serverApiPage<T>(path: string, init: RequestInit = {}): Promise<PageResult<T>> {
  const { response, body } = await request<T[]>(path, init);
  if (response.ok && Array.isArray(body?.data) && body.meta) return { ok: true, data: body.data, meta: body.meta };
  return failure(response, body);
}

/** The signed-in user for this request (asked once per render), or null. */
export const getCurrentUser = cache(async (): Promise<PublicUser | null> => {
  const cookieStore = await cookies();
  if (!cookieStore.has('user_session')) return null;
  const result = await serverApi<PublicUser>('/me');
  return result.ok ? result.data : null;
});
