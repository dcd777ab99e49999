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
/** A page of a list; `M` when the list's `meta` says more than where it is (a library's quota). */
export type PageResult<T, M extends PageMeta = PageMeta> = { ok: true; data: T[]; meta: M } | ApiFailure;

type Body<T> = { data?: T; meta?: PageMeta; error?: { code: string; message: string } } | null;

/**
 * Server components call the same Hono app in-process, with the caller's cookies, so validation and
 * permission checks live in one place and SSR pays no network hop (DESIGN.md section 3).
 */
async function request<T>(
  path: string,
  init: RequestInit,
  visitor: 'caller' | 'anonymous',
): Promise<{ response: Response; body: Body<T> }> {
  const [{ api }, locale] = await Promise.all([getRuntime(), getLocale()]);
  const requestHeaders = new Headers(init.headers);
  requestHeaders.set('x-locale', locale);
  const connection: ConnectionBindings = {};
  if (visitor === 'caller') {
    const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
    requestHeaders.set('cookie', cookieStore.toString());
    const userAgent = headerStore.get('user-agent');
    if (userAgent) requestHeaders.set('user-agent', userAgent);
    // The visitor's address, resolved by server.mjs (which writes this header on every request), goes to
    // the API beside the request, where no client can set it.
    connection.clientAddress = headerStore.get(CLIENT_ADDRESS_HEADER) ?? undefined;
  }
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

function single<T>({ response, body }: { response: Response; body: Body<T> }): ApiResult<T> {
  if (response.ok && body && 'data' in body) return { ok: true, data: body.data as T };
  return failure(response, body);
}

function paged<T, M extends PageMeta>({ response, body }: { response: Response; body: Body<T[]> }): PageResult<T, M> {
  if (response.ok && Array.isArray(body?.data) && body.meta) return { ok: true, data: body.data, meta: body.meta as M };
  return failure(response, body);
}

/**
 * One call to the API as the visitor (their cookies, address and browser): its `data`, or the refusal
 * with its code and localized message. Reading the request makes the page private and rendered for each
 * visit: public pages use `publicApi`.
 */
export async function serverApi<T>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  return single(await request<T>(path, init, 'caller'));
}

/** A paged list, as the visitor: its rows and its `meta` (page, pageSize, total), which the pagination needs. */
export async function serverApiPage<T, M extends PageMeta = PageMeta>(
  path: string,
  init: RequestInit = {},
): Promise<PageResult<T, M>> {
  return paged(await request<T[]>(path, init, 'caller'));
}

/**
 * One call as nobody in particular: no cookie, address or browser goes with it, so the page that asks
 * stays one cached HTML for every visitor (issue 16). What depends on the visitor is asked by the browser.
 */
export async function publicApi<T>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  return single(await request<T>(path, init, 'anonymous'));
}

/** A paged list as nobody in particular (see publicApi). */
export async function publicApiPage<T>(path: string, init: RequestInit = {}): Promise<PageResult<T>> {
  return paged(await request<T[]>(path, init, 'anonymous'));
}

/** The signed-in user for this request (asked once per render), or null. */
export const getCurrentUser = cache(async (): Promise<PublicUser | null> => {
  const cookieStore = await cookies();
  if (!cookieStore.has('user_session')) return null;
  const result = await serverApi<PublicUser>('/me');
  return result.ok ? result.data : null;
});
