/**
 * S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, ArvanCloud, …) behind the `Storage` interface,
 * over the S3 REST API with AWS Signature Version 4 written on node:crypto: no SDK, one file to read.
 * `signV4` and `presignV4` are the signer, exported so a test can check it against AWS's published examples.
 */
import { createHash, createHmac } from 'node:crypto';
import { ObjectTooLarge, type Storage, type StoredObject } from './storage';

export interface S3StorageOptions {
  /** `https://s3.example.com` (a path after the host is kept: `https://proxy.example.com/s3`). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `${endpoint}/${bucket}/${key}` when true (the default, what MinIO wants); `${bucket}.${host}/${key}` else. */
  forcePathStyle?: boolean;
  /** Put in front of every key (`rassam` → `rassam/uploads/…`), to share a bucket. */
  prefix?: string;
  fetch?: typeof fetch;
  /** Per attempt, body included. */
  timeoutMs?: number;
  /** The signing clock; tests move it. */
  now?: () => Date;
}

export type S3Storage = Storage & {
  /**
   * A presigned GET URL (SigV4 query authentication) that anyone holding it may fetch until it expires:
   * how remote AI providers read their inputs. 1 s to 7 days, S3's own bounds.
   */
  signedGetUrl(key: string, expiresSeconds: number): string;
};

export type S3Operation =
  | 'PutObject'
  | 'GetObject'
  | 'HeadObject'
  | 'DeleteObject'
  | 'CreateMultipartUpload'
  | 'UploadPart'
  | 'CompleteMultipartUpload'
  | 'AbortMultipartUpload';

/** A failed S3 call. The message names the operation, the key, the status and S3's `<Code>`; never a secret. */
export class S3Error extends Error {
  override name = 'S3Error';
  constructor(
    readonly operation: S3Operation,
    readonly key: string,
    /** The HTTP status; undefined after a network error or a timeout. */
    readonly status: number | undefined,
    /** S3's `<Code>` (`NoSuchBucket`, `SignatureDoesNotMatch`, …) when the answer had one. */
    readonly code: string | undefined,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const DEFAULT_S3_TIMEOUT_MS = 60_000;
export const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;
const ALGORITHM = 'AWS4-HMAC-SHA256';
const SERVICE = 's3';
const MAX_ATTEMPTS = 2;
const RETRY_DELAY_MS = 200;
/**
 * A streamed put sends parts of this size (S3's least is 5 MiB, all parts but the last): the memory one
 * put holds. A body that ends within the first part goes up as one PutObject instead.
 */
export const STREAM_PART_BYTES = 8 * 1024 * 1024;
/** S3's most parts in one upload: a larger `maxBytes` makes the parts larger. */
const MAX_PARTS = 10_000;

export function sha256Hex(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

const hmac = (key: Uint8Array | string, data: string) => createHmac('sha256', key).update(data).digest();

/** `20130524T000000Z` */
export function toAmzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * SigV4's UriEncode: RFC 3986 unreserved characters stay, every other UTF-8 byte becomes `%XX` (upper case);
 * `/` stays only in an object key's path. Unlike `encodeURIComponent`, `!'()*` are encoded too.
 */
export function uriEncode(value: string, keepSlash = false): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const unreserved =
      (byte >= 0x41 && byte <= 0x5a) || // A-Z
      (byte >= 0x61 && byte <= 0x7a) || // a-z
      (byte >= 0x30 && byte <= 0x39) || // 0-9
      byte === 0x2d || // -
      byte === 0x2e || // .
      byte === 0x5f || // _
      byte === 0x7e; // ~
    if (unreserved || (keepSlash && byte === 0x2f)) out += String.fromCharCode(byte);
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

interface SigningInput {
  method: string;
  /** Its pathname must already be URI-encoded the way it goes on the wire (`objectUrl` does it). */
  url: URL;
  /** Lower-case names. `host` is added from the URL. */
  headers: Record<string, string>;
  /** The payload's sha256 hex, or `UNSIGNED-PAYLOAD`. */
  payloadHash: string;
  credentials: SigV4Credentials;
  region: string;
  date: Date;
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? compare(av, bv) : compare(a, b)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** Byte order, as SigV4 sorts (the encoded strings are ASCII, so code-unit order is byte order). */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function sign(input: SigningInput, headers: Record<string, string>) {
  const amzDate = toAmzDate(input.date);
  const scope = `${amzDate.slice(0, 8)}/${input.region}/${SERVICE}/aws4_request`;
  const names = Object.keys(headers).sort(compare);
  const canonicalHeaders = names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    input.method,
    input.url.pathname,
    canonicalQuery(input.url),
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const stringToSign = [ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key: Uint8Array = hmac(`AWS4${input.credentials.secretAccessKey}`, amzDate.slice(0, 8));
  for (const part of [input.region, SERVICE, 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return { amzDate, scope, signedHeaders, canonicalRequest, stringToSign, signature };
}

/**
 * Signs a request with an `Authorization` header. Returns the headers to send (without `host`, which
 * fetch sets from the URL) and the intermediate strings, for tests and debugging.
 */
export function signV4(input: SigningInput) {
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers).map(([name, value]) => [name.toLowerCase(), value])),
    host: input.url.host,
    'x-amz-date': toAmzDate(input.date),
    'x-amz-content-sha256': input.payloadHash,
  };
  const signed = sign(input, headers);
  const { host: _host, ...toSend } = headers;
  toSend.authorization =
    `${ALGORITHM} Credential=${input.credentials.accessKeyId}/${signed.scope}, ` +
    `SignedHeaders=${signed.signedHeaders}, Signature=${signed.signature}`;
  return { ...signed, headers: toSend };
}

/** A presigned URL (query authentication, `host` the only signed header, unsigned payload). */
export function presignV4(input: Omit<SigningInput, 'headers' | 'payloadHash'> & { expiresSeconds: number }): {
  url: string;
  signature: string;
  canonicalRequest: string;
} {
  const url = new URL(input.url);
  const amzDate = toAmzDate(input.date);
  url.searchParams.set('X-Amz-Algorithm', ALGORITHM);
  url.searchParams.set(
    'X-Amz-Credential',
    `${input.credentials.accessKeyId}/${amzDate.slice(0, 8)}/${input.region}/${SERVICE}/aws4_request`,
  );
  url.searchParams.set('X-Amz-Date', amzDate);
  url.searchParams.set('X-Amz-Expires', String(input.expiresSeconds));
  url.searchParams.set('X-Amz-SignedHeaders', 'host');
  const signed = sign({ ...input, url, headers: {}, payloadHash: 'UNSIGNED-PAYLOAD' }, { host: url.host });
  // Written by hand: URLSearchParams would encode with `+` for spaces and leave `*` alone.
  const query = `${canonicalQuery(url)}&X-Amz-Signature=${signed.signature}`;
  return {
    url: `${url.origin}${url.pathname}?${query}`,
    signature: signed.signature,
    canonicalRequest: signed.canonicalRequest,
  };
}

function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret)
      for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join('[redacted]');
  }
  return out;
}

/** One element's text from an S3 XML answer (`UploadId`), or undefined. */
function xmlField(body: Uint8Array, name: string): string | undefined {
  return new RegExp(`<${name}>([^<]{1,1024})</${name}>`).exec(Buffer.from(body).toString('utf8'))?.[1];
}

/** Text for an XML element: quotes stay (S3's own ETags are quoted), markup characters do not. */
function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** S3's `<Code>` from an XML error body; only a plain identifier is trusted into a message. */
function errorCode(body: string): string | undefined {
  const code = /<Code>([^<]{1,100})<\/Code>/.exec(body)?.[1];
  return code && /^[\w.-]+$/.test(code) ? code : undefined;
}

interface S3Answer {
  status: number;
  headers: Headers;
  body: Uint8Array;
  /** A successful streamed GET's body, left unread (`body` is then empty). */
  stream?: ReadableStream<Uint8Array>;
}

interface S3Request {
  payload?: { body: Uint8Array; contentType: string };
  /** Sub-resources and their values (`uploads`, `partNumber`, `uploadId`), signed like the rest. */
  query?: Record<string, string>;
  /** Lower-case names; signed like the rest. */
  headers?: Record<string, string>;
  /** Hand back a successful answer's body as a stream instead of reading it. */
  stream?: boolean;
}

/**
 * A streamed body whose every read must bring bytes within `timeoutMs` (else `abort` ends the request): a
 * stalled S3 is caught, while a slow reader, which simply asks later, is never timed out.
 */
function guardedBody(
  body: ReadableStream<Uint8Array>,
  timeoutMs: number,
  abort: (reason: Error) => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const timer = setTimeout(() => abort(new Error(`no bytes from S3 for ${timeoutMs} ms`)), timeoutMs);
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        controller.error(error);
      } finally {
        clearTimeout(timer);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

const ok = (status: number) => status >= 200 && status < 300;

/** A HEAD answer as a StoredObject. Servers that send no ETag get one from the size and the date. */
function storedObject(headers: Headers): StoredObject {
  const size = Number(headers.get('content-length') ?? 0);
  const etag = headers.get('etag');
  return {
    size,
    etag: etag
      ? etag.startsWith('"') || etag.startsWith('W/')
        ? etag
        : `"${etag}"`
      : `"${size.toString(16)}-${Date.parse(headers.get('last-modified') ?? '0').toString(16)}"`,
    contentType: headers.get('content-type') ?? 'application/octet-stream',
  };
}

export function createS3Storage(options: S3StorageOptions): S3Storage {
  const endpoint = new URL(options.endpoint);
  if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:') {
    throw new Error(`S3 endpoint must be http(s): ${endpoint.protocol}`);
  }
  if (!options.bucket) throw new Error('S3 bucket is required');
  const base = `${endpoint.protocol}//${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`;
  const virtualBase = `${endpoint.protocol}//${options.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`;
  const pathStyle = options.forcePathStyle ?? true;
  const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_S3_TIMEOUT_MS;
  const now = options.now ?? (() => new Date());
  const credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };
  const secrets = [options.secretAccessKey];

  const objectUrl = (key: string): URL => {
    // fetch's URL parser removes `.` and `..` segments, so the path signed would not be the path sent.
    if (!key || key.split('/').some((segment) => segment === '.' || segment === '..')) {
      throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    }
    const path = uriEncode(prefix ? `${prefix}/${key}` : key, true);
    return new URL(pathStyle ? `${base}/${uriEncode(options.bucket)}/${path}` : `${virtualBase}/${path}`);
  };

  const fail = (
    operation: S3Operation,
    key: string,
    status: number | undefined,
    code: string | undefined,
    detail: string,
    cause?: unknown,
  ) =>
    new S3Error(
      operation,
      key,
      status,
      code,
      redact(`S3 ${operation} ${JSON.stringify(key)} failed: ${detail}`, secrets),
      cause === undefined ? undefined : { cause },
    );

  /**
   * One S3 call, body read within the timeout (a streamed body: its headers, then each read, see guardedBody).
   * Every operation here may be sent twice: GET, HEAD and DELETE are idempotent, and a PUT repeats the same
   * bytes, so a 5xx or a network error earns one retry.
   */
  async function call(operation: S3Operation, key: string, method: string, request: S3Request = {}): Promise<S3Answer> {
    const { payload } = request;
    const url = objectUrl(key);
    for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
    const payloadHash = sha256Hex(payload?.body ?? new Uint8Array());
    for (let attempt = 1; ; attempt++) {
      const last = attempt >= MAX_ATTEMPTS;
      const aborter = new AbortController();
      const timer = setTimeout(
        () => aborter.abort(new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError')),
        timeoutMs,
      );
      try {
        const { headers } = signV4({
          method,
          url,
          headers: { ...request.headers, ...(payload ? { 'content-type': payload.contentType } : {}) },
          payloadHash,
          credentials,
          region: options.region,
          date: now(),
        });
        const response = await fetchImpl(url, {
          method,
          headers,
          body: payload?.body as BodyInit | undefined,
          signal: aborter.signal,
        });
        if (request.stream && ok(response.status)) {
          const body = response.body ?? new Blob([]).stream();
          return {
            status: response.status,
            headers: response.headers,
            body: new Uint8Array(),
            stream: guardedBody(body, timeoutMs, (reason) => aborter.abort(reason)),
          };
        }
        const answer = {
          status: response.status,
          headers: response.headers,
          body: new Uint8Array(await response.arrayBuffer()),
        };
        if (answer.status >= 500 && !last) {
          await sleep(RETRY_DELAY_MS);
          continue;
        }
        return answer;
      } catch (error) {
        if (!last) {
          await sleep(RETRY_DELAY_MS);
          continue;
        }
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        const detail = timedOut ? `timed out after ${timeoutMs} ms` : `network error: ${describe(error)}`;
        // The cause is left out on purpose: a custom fetch may keep the request, Authorization header and all.
        throw fail(operation, key, undefined, undefined, detail);
      } finally {
        clearTimeout(timer);
      }
    }
  }

  const httpError = (operation: S3Operation, key: string, answer: S3Answer) => {
    const code = errorCode(Buffer.from(answer.body).toString('utf8'));
    return fail(operation, key, answer.status, code, `${answer.status}${code ? ` ${code}` : ''}`);
  };

  async function putObject(key: string, body: Uint8Array, contentType: string) {
    const answer = await call('PutObject', key, 'PUT', { payload: { body, contentType } });
    if (!ok(answer.status)) throw httpError('PutObject', key, answer);
  }

  /**
   * A multipart upload, part by part as the body comes (decision 022): the object exists only once
   * CompleteMultipartUpload succeeds, so an upload given up (too large, the body failed, S3 failed) is
   * aborted and leaves nothing, or the object that was there, under the key.
   */
  async function multipartUpload(key: string, contentType: string) {
    const created = await call('CreateMultipartUpload', key, 'POST', {
      query: { uploads: '' },
      headers: { 'content-type': contentType },
    });
    const uploadId = xmlField(created.body, 'UploadId');
    if (!ok(created.status) || !uploadId) throw httpError('CreateMultipartUpload', key, created);
    const parts: string[] = [];
    return {
      async send(body: Uint8Array) {
        const partNumber = String(parts.length + 1);
        const answer = await call('UploadPart', key, 'PUT', {
          query: { partNumber, uploadId },
          payload: { body, contentType: 'application/octet-stream' },
        });
        const etag = answer.headers.get('etag');
        if (!ok(answer.status) || !etag) throw httpError('UploadPart', key, answer);
        parts.push(etag);
      },
      async complete(size: number) {
        const xml =
          '<CompleteMultipartUpload>' +
          parts
            .map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${escapeXml(etag)}</ETag></Part>`)
            .join('') +
          '</CompleteMultipartUpload>';
        const answer = await call('CompleteMultipartUpload', key, 'POST', {
          query: { uploadId },
          payload: { body: Buffer.from(xml), contentType: 'application/xml' },
        });
        // S3 may answer 200 and still fail: the error is then in the body.
        const failed = !ok(answer.status) || Buffer.from(answer.body).includes('<Error>');
        if (!failed) return;
        // Our retry of a completion whose first answer was lost finds the upload gone: the object says.
        if (errorCode(Buffer.from(answer.body).toString('utf8')) === 'NoSuchUpload' && (await stat(key))?.size === size)
          return;
        throw httpError('CompleteMultipartUpload', key, answer);
      },
      async abort() {
        // Best effort: a server that keeps the parts (s3rver cannot abort) still has no object under the key,
        // and a bucket's lifecycle rule (AbortIncompleteMultipartUpload) clears what an abort missed.
        await call('AbortMultipartUpload', key, 'DELETE', { query: { uploadId } }).catch(() => undefined);
      },
    };
  }

  async function stat(key: string): Promise<StoredObject | null> {
    const answer = await call('HeadObject', key, 'HEAD');
    if (ok(answer.status)) return storedObject(answer.headers);
    // A HEAD answer has no body, so no <Code>: a missing bucket cannot be told from a missing key here.
    if (answer.status === 404) return null;
    throw httpError('HeadObject', key, answer);
  }

  return {
    put: putObject,
    async putStream(key, body, contentType, { maxBytes }) {
      const partBytes = Math.max(STREAM_PART_BYTES, Math.ceil(maxBytes / MAX_PARTS));
      const reader = body.getReader();
      const capacity = Math.min(partBytes, maxBytes + 1);
      // Filled chunk by chunk from the body; once a multipart upload is under way, a second buffer is filled
      // while the first is on its way (at most one part in flight): two parts' worth of memory at most.
      let part: Buffer = Buffer.allocUnsafe(capacity);
      let spare: Buffer | undefined;
      let filled = 0;
      let size = 0;
      let upload: Awaited<ReturnType<typeof multipartUpload>> | undefined;
      let inFlight: Promise<void> | undefined;
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          size += value.length;
          if (size > maxBytes) throw new ObjectTooLarge(key, maxBytes);
          for (let at = 0; at < value.length;) {
            const taken = Math.min(value.length - at, part.length - filled);
            part.set(value.subarray(at, at + taken), filled);
            filled += taken;
            at += taken;
            if (filled === part.length) {
              upload ??= await multipartUpload(key, contentType);
              await inFlight;
              const full = part;
              part = spare ?? Buffer.allocUnsafe(capacity);
              spare = full;
              inFlight = upload.send(full);
              // Its failure is thrown where it is awaited (above, below, or in the catch).
              inFlight.catch(() => {});
              filled = 0;
            }
          }
        }
        if (!upload) {
          await putObject(key, part.subarray(0, filled), contentType);
          return { size };
        }
        await inFlight;
        // The last part may be small (or, when the body ended on a part's edge, there is none left).
        if (filled > 0) await upload.send(part.subarray(0, filled));
        await upload.complete(size);
        return { size };
      } catch (error) {
        await reader.cancel(error).catch(() => {});
        await inFlight?.catch(() => {});
        await upload?.abort();
        throw error;
      }
    },
    async get(key) {
      const answer = await call('GetObject', key, 'GET');
      if (ok(answer.status)) {
        return { body: answer.body, contentType: answer.headers.get('content-type') ?? 'application/octet-stream' };
      }
      const error = httpError('GetObject', key, answer);
      // A missing bucket is a configuration error, not a missing file.
      if (answer.status === 404 && error.code !== 'NoSuchBucket') return null;
      throw error;
    },
    stat,
    async read(key, range) {
      const answer = await call('GetObject', key, 'GET', {
        headers: range ? { range: `bytes=${range.start}-${range.end}` } : {},
        stream: true,
      });
      if (answer.stream) {
        // A server that ignored or misread the Range would send other bytes than the ones asked for.
        const sent = answer.headers.get('content-range');
        if (range && (answer.status !== 206 || sent?.split('/')[0] !== `bytes ${range.start}-${range.end}`)) {
          await answer.stream.cancel();
          const detail = `${answer.status} ${sent ?? 'without Content-Range'} to a GET of bytes ${range.start}-${range.end}`;
          throw fail('GetObject', key, answer.status, undefined, detail);
        }
        return answer.stream;
      }
      const error = httpError('GetObject', key, answer);
      if (answer.status === 404 && error.code !== 'NoSuchBucket') return null;
      throw error;
    },
    async delete(key) {
      const answer = await call('DeleteObject', key, 'DELETE');
      if (ok(answer.status)) return;
      const error = httpError('DeleteObject', key, answer);
      // S3 answers 204 for a missing key; some compatible servers answer NoSuchKey. Both mean "gone".
      if (answer.status === 404 && error.code === 'NoSuchKey') return;
      throw error;
    },
    signedGetUrl(key, expiresSeconds) {
      if (!Number.isInteger(expiresSeconds) || expiresSeconds < 1 || expiresSeconds > MAX_PRESIGN_SECONDS) {
        throw new RangeError(`expiresSeconds must be an integer from 1 to ${MAX_PRESIGN_SECONDS}`);
      }
      return presignV4({
        method: 'GET',
        url: objectUrl(key),
        credentials,
        region: options.region,
        date: now(),
        expiresSeconds,
      }).url;
    },
  };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const code = (cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown }).code;
  return `${cause?.message ?? error.message}${typeof code === 'string' ? ` (${code})` : ''}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
