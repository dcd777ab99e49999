/**
 * Shared plumbing of the provider adapters: one request with a deadline (the job's abort signal joined
 * in), network trouble turned into retryable ProviderErrors with the secrets kept out, output downloads
 * and `data:` URIs.
 */
import type { ProducedOutput } from '../types';
import { ProviderError, kindOfStatus, redact, sanitizeError } from './errors';
import type { RemoteProviderName } from './types';

export interface HttpContext {
  provider: RemoteProviderName;
  fetch: typeof fetch;
  timeoutMs: number;
  secrets: readonly string[];
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
  /** The parsed JSON body, or undefined when the body was empty or not JSON. */
  json: unknown;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function trimBaseUrl(url: string): string {
  return url.replace(/\/+$/, '');
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return 'network error';
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const code = (cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown }).code;
  return `network error${typeof code === 'string' ? ` (${code})` : ''}: ${cause ? cause.message : error.message}`;
}

/**
 * Sends one request and reads the whole answer within `timeoutMs`. HTTP statuses are the caller's to
 * judge; a caller's abort is passed on as it came (the job was cancelled, not the provider's fault).
 */
export async function send(
  http: HttpContext,
  operation: string,
  url: string,
  init: RequestInit & { signal?: AbortSignal },
): Promise<HttpAnswer> {
  const deadline = AbortSignal.timeout(http.timeoutMs);
  const signal = init.signal ? AbortSignal.any([deadline, init.signal]) : deadline;
  try {
    const response = await http.fetch(url, { ...init, signal });
    const body = Buffer.from(await response.arrayBuffer());
    let json: unknown;
    const type = response.headers.get('content-type') ?? '';
    if (body.length > 0 && (type.includes('json') || body[0] === 0x7b || body[0] === 0x5b)) {
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        json = undefined;
      }
    }
    return { status: response.status, headers: response.headers, body, json };
  } catch (error) {
    throw failureOf(http, operation, error, init.signal);
  }
}

/** A failed request as a retryable ProviderError with the secrets kept out; a caller's abort as it came. */
function failureOf(http: HttpContext, operation: string, error: unknown, callerSignal: AbortSignal | undefined) {
  if (callerSignal?.aborted) return callerSignal.reason ?? error;
  const label = `${http.provider} ${operation}`;
  const cause = sanitizeError(error, http.secrets);
  if (isTimeout(error)) {
    return new ProviderError(http.provider, 'timeout', `${label}: no answer within ${http.timeoutMs} ms`, { cause });
  }
  return new ProviderError(http.provider, 'network', redact(`${label}: ${describeNetworkError(error)}`, http.secrets), {
    cause,
  });
}

const EXTENSION_MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  glb: 'model/gltf-binary',
  gltf: 'model/gltf+json',
  usdz: 'model/vnd.usdz+zip',
  obj: 'model/obj',
  ply: 'application/octet-stream',
};

/** The type a file name or URL's extension suggests, or undefined. */
export function mimeFromName(name: string | undefined): string | undefined {
  if (!name) return undefined;
  if (name.startsWith('data:')) return /^data:([^;,]+)/.exec(name)?.[1];
  let path = name;
  try {
    path = new URL(name).pathname;
  } catch {
    // a bare file name
  }
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return extension ? EXTENSION_MIME[extension] : undefined;
}

/** Decodes a `data:[type][;base64],…` URI; null when it is not one. */
export function decodeDataUri(uri: string): { mime: string; data: Buffer } | null {
  const match = /^data:([^,]*?),(.*)$/s.exec(uri);
  if (!match) return null;
  const meta = match[1] ?? '';
  const payload = match[2] ?? '';
  const base64 = /;base64$/i.test(meta);
  const mime = meta.replace(/;base64$/i, '').split(';')[0] || 'application/octet-stream';
  const data = base64 ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
  return { mime, data };
}

/** The output as a ProducedOutput: a `data:` URI becomes bytes at once (nothing to download later). */
export function outputFromUrl(url: string, mime: string, extra: Omit<ProducedOutput, 'mime' | 'url'> = {}) {
  const decoded = url.startsWith('data:') ? decodeDataUri(url) : null;
  if (decoded) return { ...extra, mime: decoded.mime || mime, data: decoded.data } satisfies ProducedOutput;
  return { ...extra, mime, url } satisfies ProducedOutput;
}

export const DEFAULT_MAX_DOWNLOAD_BYTES = 512 * 1024 * 1024;

/** Bytes already in hand, as a stream of one chunk. */
function streamOf(data: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      if (data.length) controller.enqueue(data);
      controller.close();
    },
  });
}

/**
 * The bytes of an output, as a stream read as its reader asks (the worker pipes it into storage, so an
 * output never sits in memory whole). Provider URLs expire (Replicate after an hour, fal by its lifecycle
 * setting, signed URLs by their signature): 404 and 410 are `not-found` and final. A 403 from a storage
 * host is most often an expired signature, so it is `not-found` too rather than a problem with our key.
 * The size is checked before and while the body arrives, never after: a stated length over `maxBytes` is
 * refused unread, and a body that runs past it (or past its stated length) errors the stream there, the
 * connection closed. A broken or stalled body errors it as a retryable `network` or `timeout` failure;
 * the caller's abort as it came. Cancelling the stream closes the connection.
 */
export async function downloadOutput(
  http: HttpContext,
  output: ProducedOutput,
  options: { signal?: AbortSignal; maxBytes?: number } = {},
): Promise<ReadableStream<Uint8Array>> {
  const max = options.maxBytes ?? DEFAULT_MAX_DOWNLOAD_BYTES;
  const tooLarge = () =>
    new ProviderError(http.provider, 'invalid-input', `${http.provider} download: larger than ${max} bytes`);
  const inHand = output.data ?? (output.url ? decodeDataUri(output.url)?.data : undefined);
  if (inHand) {
    if (inHand.length > max) throw tooLarge();
    return streamOf(inHand);
  }
  if (!output.url) throw new ProviderError(http.provider, 'not-found', `${http.provider} download: no data and no URL`);
  let url: URL;
  try {
    url = new URL(output.url);
  } catch {
    throw new ProviderError(http.provider, 'invalid-input', `${http.provider} download: not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ProviderError(http.provider, 'invalid-input', `${http.provider} download: only http(s) URLs`);
  }
  // Our own abort, to drop the connection once we know we will not read the rest.
  const stop = new AbortController();
  const signal = AbortSignal.any([
    AbortSignal.timeout(http.timeoutMs),
    stop.signal,
    ...(options.signal ? [options.signal] : []),
  ]);
  let response: Response;
  try {
    // Output URLs are public CDN links: the provider's key is never sent along.
    response = await http.fetch(url.toString(), { method: 'GET', signal });
  } catch (error) {
    throw failureOf(http, 'download', error, options.signal);
  }
  if (response.status < 200 || response.status >= 300) {
    stop.abort();
    throw statusFailure(http, url, response.status);
  }
  const stated = Number(response.headers.get('content-length') ?? Number.NaN);
  if (stated > max) {
    stop.abort();
    throw tooLarge();
  }
  // A body longer than it said is cut off too.
  const limit = Number.isInteger(stated) && stated >= 0 ? stated : max;
  if (!response.body) return streamOf(new Uint8Array());
  const reader = response.body.getReader();
  let size = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let next: ReadableStreamReadResult<Uint8Array>;
        try {
          next = await reader.read();
        } catch (error) {
          stop.abort();
          return controller.error(failureOf(http, 'download', error, options.signal));
        }
        if (next.done) return controller.close();
        size += next.value.length;
        if (size > limit) {
          await reader.cancel().catch(() => {});
          stop.abort();
          return controller.error(tooLarge());
        }
        controller.enqueue(next.value);
      },
      async cancel(reason) {
        await reader.cancel(reason).catch(() => {});
        stop.abort();
      },
    },
    // Nothing read ahead of the reader: the socket's own buffers are the only ones.
    { highWaterMark: 0 },
  );
}

function statusFailure(http: HttpContext, url: URL, status: number): ProviderError {
  const where = `${url.host}${url.pathname.length > 60 ? `${url.pathname.slice(0, 60)}…` : url.pathname}`;
  if (status === 403 || status === 404 || status === 410) {
    return new ProviderError(
      http.provider,
      'not-found',
      `${http.provider} download: HTTP ${status} for ${where} (the provider URL has expired or is gone)`,
      { httpStatus: status },
    );
  }
  return new ProviderError(
    http.provider,
    kindOfStatus(status),
    `${http.provider} download: HTTP ${status} for ${where}`,
    {
      httpStatus: status,
    },
  );
}

/** Header lookup over a Headers object or a node:http style record (case-insensitive, first value). */
export function header(
  headers: Headers | Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

export function rawBodyText(rawBody: string | Buffer): string {
  return typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
}

/** An input file as a URL a provider can fetch: its signed URL, else a `data:` URI of its bytes. */
export async function fileUrl(file: { url?: string; mime: string; read(): Promise<Buffer> }): Promise<string> {
  if (file.url) return file.url;
  const data = await file.read();
  return `data:${file.mime};base64,${data.toString('base64')}`;
}
