'use client';

/**
 * Toasts come from react-toastify, which the page's chrome loads after hydration (page-chrome.tsx); taken
 * from there when there is something to say, it stays out of the first load of the pages whose buttons and
 * filters call the API (a like, a list's filters: 7 KB gzip). A toast raised before the container is there
 * waits in react-toastify's queue.
 */
function notify(kind: 'error' | 'success', ...args: [message: string, options?: { toastId: string }]) {
  void import('react-toastify/unstyled').then(({ toast }) => toast[kind](...args));
}

export interface ApiErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
  details?: Record<string, unknown>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }
  get code() {
    return this.body.code;
  }
  get fields() {
    return this.body.fields ?? {};
  }
}

export interface ApiSuccess<T> {
  data: T;
  message?: { code: string; text: string };
}

const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RequestOptions {
  method?: string;
  body?: unknown;
  /** Show the server's message as an error toast (default true). Forms that show errors inline pass false. */
  toastErrors?: boolean;
  /** Show the success message as a toast (default: when the server sends one for a write). */
  toastSuccess?: boolean;
  signal?: AbortSignal;
  /**
   * Sent as the Idempotency-Key header: the API does a write with the same key once, and answers a repeat
   * with the first answer. One key per intended action (see `newIdempotencyKey`).
   */
  idempotencyKey?: string;
}

/** A fresh Idempotency-Key; randomUUID exists only on secure pages (https or localhost), random bytes everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function currentLocale(): string {
  return document.documentElement.lang || 'fa';
}

/** The server could not be reached: no answer came, so there is no localized message from it. */
function offlineError() {
  return new ApiError(0, {
    code: 'Default',
    message:
      currentLocale() === 'fa'
        ? 'ارتباط با سرور برقرار نشد. اتصال اینترنت را بررسی کنید.'
        : 'Could not reach the server. Please check your connection.',
  });
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const method = (options.method ?? 'GET').toUpperCase();
  const isForm = options.body instanceof FormData;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    signal: options.signal,
    headers: {
      accept: 'application/json',
      'x-locale': currentLocale(),
      ...(options.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
  };
  const response = await fetch(`/api${path}`, init);
  // One retry for reads (the spec's list); writes are never repeated behind the caller's back.
  if (!UNSAFE_METHODS.has(method) && RETRY_STATUSES.has(response.status)) {
    const retryAfter = Number(response.headers.get('retry-after'));
    await new Promise((resolve) =>
      setTimeout(resolve, Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 5) * 1000 : 300),
    );
    return fetch(`/api${path}`, init);
  }
  return response;
}

/**
 * The one way the browser talks to the API: JSON in and out, the page's language on every call, the
 * server's localized message as a toast on failure.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiSuccess<T>> {
  let response: Response;
  try {
    response = await send(path, options);
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    const offline = offlineError();
    if (options.toastErrors !== false) notify('error', offline.message);
    throw offline;
  }
  const body = (await response.json().catch(() => null)) as (ApiSuccess<T> & { error?: ApiErrorBody }) | null;
  if (!response.ok || !body || body.error) {
    const error = new ApiError(response.status, body?.error ?? { code: 'Default', message: response.statusText });
    if (options.toastErrors !== false) notify('error', error.message, { toastId: `${error.code}:${path}` });
    throw error;
  }
  const write = UNSAFE_METHODS.has((options.method ?? 'GET').toUpperCase());
  if (body.message && (options.toastSuccess ?? write)) notify('success', body.message.text);
  return body;
}

/**
 * A multipart upload that reports how much has been sent (fetch cannot: its request body has no progress
 * events), answered like `apiRequest`: the data, or an ApiError with the server's localized message (shown
 * by the caller, whose form has a place for it). `onProgress` gets the share sent, 0..1.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  options: { onProgress: (share: number) => void; signal?: AbortSignal; idempotencyKey?: string },
): Promise<ApiSuccess<T>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path}`);
    request.withCredentials = true;
    request.responseType = 'json';
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('x-locale', currentLocale());
    if (options.idempotencyKey) request.setRequestHeader('idempotency-key', options.idempotencyKey);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(offlineError());
    request.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    request.onload = () => {
      const body = request.response as (ApiSuccess<T> & { error?: ApiErrorBody }) | null;
      if (request.status >= 200 && request.status < 300 && body && !body.error) resolve(body);
      else reject(new ApiError(request.status, body?.error ?? { code: 'Default', message: request.statusText }));
    };
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
