/**
 * fal.ai queue adapter (contracts/ai-providers.md, "fal.ai queue"): `POST {queueBase}/{model}` with the
 * model's input JSON (and `?fal_webhook=`), then the status, response and cancel URLs fal returns, which
 * name the app without its sub-path. Auth is `Authorization: Key …`; the key never reaches an error.
 * fal's queue retries runner failures itself, so a slow request is followed, never resubmitted.
 */
import type { InputFile, ProducedOutput } from '../types';
import { ProviderError, clip, kindOfStatus, retryAfterMs, type ProviderErrorKind } from './errors';
import { falRequest, type FalMapContext } from './fal-inputs';
import { FAL_JWKS_URL, createFalWebhookVerifier } from './fal-webhook';
import {
  downloadOutput,
  fileUrl,
  isRecord,
  mimeFromName,
  outputFromUrl,
  rawBodyText,
  send,
  trimBaseUrl,
  type HttpAnswer,
  type HttpContext,
} from './http';
import { DEFAULT_RETRY, withRetries, type RetryOptions } from './retry';
import type {
  CancelOutcome,
  ProviderJob,
  ProviderStatus,
  RemoteProvider,
  RequestHandle,
  Submission,
  WebhookEvent,
} from './types';

export const FAL_QUEUE_BASE = 'https://queue.fal.run';

export interface FalProviderOptions {
  /** `key_id:key_secret` from fal's dashboard. */
  key: string;
  queueBase?: string;
  jwksUrl?: string;
  fetch?: typeof fetch;
  /** Deadline of one HTTP call (not of the generation). */
  timeoutMs?: number;
  now?: () => number;
  /** `X-Fal-Request-Timeout`: seconds the request may wait to *start*; past it fal answers 504 (`timeout`). */
  startTimeoutSeconds?: number;
  /** `false` sends `X-Fal-Store-IO: 0`: fal keeps no copy of inputs and outputs in its request history. */
  storeIO?: boolean;
  /** `X-Fal-Object-Lifecycle-Preference`: how long fal keeps the output files. */
  objectTtlSeconds?: number;
  /** Retries of reads (status, result, cancel) and of a rate-limited submit. */
  retry?: Partial<RetryOptions>;
  webhookToleranceSeconds?: number;
  jwksTtlMs?: number;
}

/** fal's model-error types that mean the content was refused (never retried). */
const MODERATION_TYPES = new Set(['content_policy_violation', 'nsfw_content_detected', 'safety_violation']);

const DEFAULT_MIME: Record<string, string> = {
  image: 'image/png',
  video: 'video/mp4',
  audio: 'audio/mpeg',
  model3d: 'model/gltf-binary',
};

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** One fal File (`{url, content_type, file_name, width, height}`) or a bare URL as our output. */
function fileOutput(value: unknown, kind: keyof typeof DEFAULT_MIME): ProducedOutput | null {
  const file = typeof value === 'string' ? { url: value } : isRecord(value) ? value : null;
  const url = file && str(file.url);
  if (!file || !url) return null;
  const declared = str(file.content_type);
  const usable = declared && declared.includes('/') && declared !== 'application/octet-stream' ? declared : undefined;
  const mime =
    usable ??
    mimeFromName(str(file.file_name)) ??
    mimeFromName(url) ??
    DEFAULT_MIME[kind] ??
    'application/octet-stream';
  const extra: Omit<ProducedOutput, 'mime' | 'url'> = {};
  if (typeof file.width === 'number') extra.width = file.width;
  if (typeof file.height === 'number') extra.height = file.height;
  if (typeof file.duration === 'number') extra.durationSeconds = file.duration;
  return outputFromUrl(url, mime, extra);
}

function moderation(message: string): ProviderError {
  return new ProviderError('fal', 'moderation', `fal: ${message}`, { providerCode: 'has_nsfw_concepts' });
}

/**
 * A model's output JSON → our outputs (contract "Outputs"): `images[]`, `image`, `video`, `audio`,
 * `audio_file`, `audio_url`, `model_mesh`, `model_glb`, `model_urls.{glb,usdz}`. Images the safety
 * checker flagged (fal blacks them out) are dropped; all of them flagged is a moderation refusal.
 * Masks, thumbnails and textures are side products, not outputs.
 */
export function falOutputs(json: unknown): ProducedOutput[] {
  if (!isRecord(json)) throw new ProviderError('fal', 'server', 'fal result: not a JSON object', { retryable: false });
  const outputs: ProducedOutput[] = [];
  const flags = Array.isArray(json.has_nsfw_concepts) ? json.has_nsfw_concepts : [];
  if (Array.isArray(json.images)) {
    const kept = json.images.filter((_, index) => flags[index] !== true);
    if (json.images.length > 0 && kept.length === 0) throw moderation('the safety checker flagged every image');
    for (const image of kept) {
      const output = fileOutput(image, 'image');
      if (output) outputs.push(output);
    }
  }
  const single = (key: string, kind: keyof typeof DEFAULT_MIME) => {
    const output = fileOutput(json[key], kind);
    if (output) outputs.push(output);
    return output !== null;
  };
  single('image', 'image');
  single('video', 'video');
  if (!single('audio', 'audio') && !single('audio_file', 'audio')) single('audio_url', 'audio');
  const urls = isRecord(json.model_urls) ? json.model_urls : {};
  if (!single('model_mesh', 'model3d') && !single('model_glb', 'model3d')) {
    const glb = fileOutput(urls.glb, 'model3d');
    if (glb) outputs.push(glb);
  }
  const usdz = fileOutput(urls.usdz, 'model3d');
  if (usdz) outputs.push({ ...usdz, mime: 'model/vnd.usdz+zip' });
  if (outputs.length === 0) {
    throw new ProviderError('fal', 'server', 'fal result: no image, video, audio or model in the output', {
      retryable: false,
    });
  }
  return outputs;
}

/** A non-2xx answer of fal (or an ERROR webhook) as a ProviderError (contract "Errors"). */
export function falError(
  operation: string,
  answer: Pick<HttpAnswer, 'status' | 'headers' | 'json'>,
  secrets: readonly string[],
) {
  const { status, headers, json } = answer;
  const details = isRecord(json) && Array.isArray(json.detail) ? json.detail.filter(isRecord) : [];
  const detailText =
    isRecord(json) && typeof json.detail === 'string'
      ? json.detail
      : details
          .map((d) => d.msg)
          .filter((m): m is string => typeof m === 'string')
          .join('; ');
  const types = details.map((d) => d.type).filter((t): t is string => typeof t === 'string');
  const errorType = headers.get('x-fal-error-type') ?? (isRecord(json) ? str(json.error_type) : undefined);
  const retryHeader = headers.get('x-fal-retryable');
  let kind: ProviderErrorKind;
  let retryable = retryHeader === null ? undefined : retryHeader.trim().toLowerCase() === 'true';
  if (types.some((t) => MODERATION_TYPES.has(t)) || /content[ _-]?policy|nsfw/i.test(detailText)) kind = 'moderation';
  else if (status === 504 && headers.get('x-fal-request-timeout-type') === 'user') kind = 'timeout';
  else if (errorType && /timeout/i.test(errorType)) kind = 'timeout';
  else if (status === 400 && /in progress|in queue|not (yet )?(completed|finished)/i.test(detailText)) {
    // Asked for a result before it exists: nothing wrong with the request, ask again later.
    kind = 'server';
    retryable = true;
  } else kind = kindOfStatus(status);
  const code = types[0] ?? errorType;
  const text = detailText ? `: ${clip(detailText, secrets)}` : '';
  return new ProviderError('fal', kind, `fal ${operation}: HTTP ${status}${code ? ` (${code})` : ''}${text}`, {
    httpStatus: status,
    ...(code ? { providerCode: code } : {}),
    ...(retryable === undefined ? {} : { retryable }),
    ...(status === 429 ? { retryAfterMs: retryAfterMs(headers) } : {}),
  });
}

const REQUEST_ID = /^[A-Za-z0-9_-]{1,128}$/;
const REMEMBERED = 10_000;

export function createFalProvider(options: FalProviderOptions): RemoteProvider {
  const queueBase = trimBaseUrl(options.queueBase ?? FAL_QUEUE_BASE);
  const origin = new URL(queueBase).origin;
  const now = options.now ?? Date.now;
  // The whole key and its secret half: either one in a provider's echo would be a leak.
  const secrets = [options.key, ...options.key.split(':').filter((part) => part.length >= 8)];
  const http: HttpContext = {
    provider: 'fal',
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? 30_000,
    secrets,
  };
  const retry: RetryOptions = { ...DEFAULT_RETRY, ...options.retry };
  const verifier = createFalWebhookVerifier({
    jwksUrl: options.jwksUrl ?? FAL_JWKS_URL,
    // The JWKS is public: fetched without our key.
    http,
    now,
    ...(options.jwksTtlMs === undefined ? {} : { ttlMs: options.jwksTtlMs }),
    ...(options.webhookToleranceSeconds === undefined ? {} : { toleranceSeconds: options.webhookToleranceSeconds }),
  });
  /** Handles of this process's submissions, for callers that kept only the id (bounded, oldest dropped). */
  const remembered = new Map<string, RequestHandle>();

  function headers(extra: Record<string, string> = {}): Record<string, string> {
    const out: Record<string, string> = { Authorization: `Key ${options.key}`, Accept: 'application/json', ...extra };
    if (options.startTimeoutSeconds !== undefined) out['X-Fal-Request-Timeout'] = String(options.startTimeoutSeconds);
    if (options.storeIO === false) out['X-Fal-Store-IO'] = '0';
    if (options.objectTtlSeconds !== undefined) {
      out['X-Fal-Object-Lifecycle-Preference'] = JSON.stringify({
        expiration_duration_seconds: options.objectTtlSeconds,
      });
    }
    return out;
  }

  /** Only URLs on fal's queue host get our key (a corrupted handle must not send it elsewhere). */
  function sameOrigin(url: string | undefined): string | undefined {
    if (!url) return undefined;
    try {
      return new URL(url).origin === origin ? url : undefined;
    } catch {
      return undefined;
    }
  }

  function urlsOf(requestId: string, handle?: RequestHandle) {
    if (!REQUEST_ID.test(requestId)) throw new ProviderError('fal', 'invalid-input', 'fal: malformed request id');
    const known = remembered.get(requestId) ?? handle ?? {};
    const model = known.model ?? handle?.model;
    // The queue URLs name the app (owner/app) without the model's sub-path.
    const app = model?.split('/').slice(0, 2).join('/');
    const base = app ? `${queueBase}/${app}/requests/${requestId}` : undefined;
    const statusUrl = sameOrigin(known.statusUrl) ?? (base && `${base}/status`);
    const responseUrl = sameOrigin(known.responseUrl) ?? base;
    const cancelUrl = sameOrigin(known.cancelUrl) ?? (base && `${base}/cancel`);
    if (!statusUrl || !responseUrl || !cancelUrl) {
      throw new ProviderError('fal', 'not-found', 'fal: unknown request (pass the handle kept from submit)');
    }
    return { statusUrl, responseUrl, cancelUrl };
  }

  function remember(requestId: string, handle: RequestHandle) {
    remembered.set(requestId, handle);
    if (remembered.size > REMEMBERED) remembered.delete(remembered.keys().next().value as string);
  }

  const reads = <T>(fn: () => Promise<T>, signal?: AbortSignal) => withRetries(fn, { ...retry, signal });

  function mapContext(job: ProviderJob): FalMapContext {
    const first = (field: string): InputFile | undefined => {
      const value = job.files[field];
      return Array.isArray(value) ? value[0] : value;
    };
    return {
      tool: job.tool,
      input: job.input,
      seed: job.seed,
      async url(field) {
        const file = first(field);
        return file ? fileUrl(file) : undefined;
      },
      async urls(field) {
        const value = job.files[field];
        const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
        return Promise.all(list.map((file) => fileUrl(file)));
      },
      async size(field) {
        const file = first(field);
        if (!file) throw new ProviderError('fal', 'invalid-input', `fal: the file "${field}" is missing`);
        const { default: sharp } = await import('sharp');
        const meta = await sharp(await file.read()).metadata();
        if (!meta.width || !meta.height)
          throw new ProviderError('fal', 'invalid-input', `fal: "${field}" is not an image`);
        return { width: meta.width, height: meta.height };
      },
    };
  }

  async function submit(job: ProviderJob): Promise<Submission> {
    const hasFile = (field: string) => {
      const value = job.files[field];
      return Array.isArray(value) ? value.length > 0 : value !== undefined;
    };
    const request = await falRequest(job.model, mapContext(job), Object.keys(job.files), hasFile);
    const url = new URL(`${queueBase}/${request.model}`);
    if (job.webhookUrl) url.searchParams.set('fal_webhook', job.webhookUrl);
    const body = JSON.stringify(request.input);
    // A 429 means nothing was queued, so only that is retried here; after any other failure the request
    // may be in fal's queue already, and resubmitting could pay twice: the worker decides.
    const answer = await withRetries(
      async () => {
        const a = await send(http, 'submit', url.toString(), {
          method: 'POST',
          headers: headers({ 'Content-Type': 'application/json' }),
          body,
          signal: job.signal,
        });
        if (a.status < 200 || a.status >= 300) throw falError('submit', a, secrets);
        return a;
      },
      { ...retry, signal: job.signal, retryIf: (e) => e instanceof ProviderError && e.kind === 'rate-limited' },
    );
    const json = isRecord(answer.json) ? answer.json : {};
    const requestId = str(json.request_id);
    if (!requestId || !REQUEST_ID.test(requestId)) {
      throw new ProviderError('fal', 'server', 'fal submit: the answer has no request_id', { retryable: false });
    }
    const handle: RequestHandle = { model: request.model };
    const statusUrl = sameOrigin(str(json.status_url));
    const responseUrl = sameOrigin(str(json.response_url));
    const cancelUrl = sameOrigin(str(json.cancel_url));
    if (statusUrl) handle.statusUrl = statusUrl;
    if (responseUrl) handle.responseUrl = responseUrl;
    if (cancelUrl) handle.cancelUrl = cancelUrl;
    remember(requestId, handle);
    return { done: false, requestId, handle };
  }

  async function status(requestId: string, handle?: RequestHandle): Promise<ProviderStatus> {
    const { statusUrl } = urlsOf(requestId, handle);
    return reads(async () => {
      const answer = await send(http, 'status', statusUrl, { method: 'GET', headers: headers() });
      // 202 while queued or running, 200 once completed.
      if (answer.status !== 200 && answer.status !== 202) throw falError('status', answer, secrets);
      const json = isRecord(answer.json) ? answer.json : {};
      switch (json.status) {
        case 'IN_QUEUE':
          return typeof json.queue_position === 'number'
            ? { state: 'queued', queuePosition: json.queue_position }
            : { state: 'queued' };
        case 'IN_PROGRESS':
          return { state: 'running' };
        case 'COMPLETED': {
          // Some apps report an infrastructure failure right in the status; otherwise the result says.
          const error = str(json.error);
          if (!error) return { state: 'completed' };
          const failure = falError(
            'status',
            { status: 500, headers: new Headers(), json: { detail: error, error_type: json.error_type } },
            secrets,
          );
          return { state: 'failed', error: failure };
        }
        case 'FAILED':
        case 'CANCELED':
        case 'CANCELLED':
          return {
            state: 'failed',
            error: new ProviderError('fal', 'server', `fal status: ${json.status}`, { retryable: false }),
          };
        default:
          throw new ProviderError(
            'fal',
            'server',
            `fal status: unknown status ${clip(String(json.status), secrets, 40)}`,
          );
      }
    });
  }

  async function result(requestId: string, handle?: RequestHandle): Promise<ProducedOutput[]> {
    const { responseUrl } = urlsOf(requestId, handle);
    const json = await reads(async () => {
      const answer = await send(http, 'result', responseUrl, { method: 'GET', headers: headers() });
      if (answer.status < 200 || answer.status >= 300) throw falError('result', answer, secrets);
      return answer.json;
    });
    return falOutputs(json);
  }

  async function cancel(requestId: string, handle?: RequestHandle): Promise<CancelOutcome> {
    const { cancelUrl } = urlsOf(requestId, handle);
    return reads(async () => {
      const answer = await send(http, 'cancel', cancelUrl, { method: 'PUT', headers: headers() });
      const said = isRecord(answer.json) ? answer.json.status : undefined;
      if (said === 'ALREADY_COMPLETED') return 'already-done';
      if (said === 'NOT_FOUND' || answer.status === 404) {
        throw new ProviderError('fal', 'not-found', `fal cancel: HTTP ${answer.status} (no such request)`, {
          httpStatus: answer.status,
        });
      }
      if (answer.status >= 200 && answer.status < 300) return 'requested';
      throw falError('cancel', answer, secrets);
    });
  }

  return {
    name: 'fal',
    mode: 'async',
    submit,
    status,
    result,
    cancel,

    async verifyWebhook(delivery): Promise<WebhookEvent> {
      const verified = await verifier.verify(delivery);
      let body: unknown;
      try {
        body = JSON.parse(rawBodyText(delivery.rawBody));
      } catch {
        throw new ProviderError('fal', 'invalid-input', 'fal webhook: the body is not JSON');
      }
      if (!isRecord(body)) throw new ProviderError('fal', 'invalid-input', 'fal webhook: the body is not an object');
      // The signature covers the header id and the body's hash: the two ids must agree.
      if (str(body.request_id) !== verified.requestId) {
        throw new ProviderError('fal', 'auth', 'fal webhook: the body is for another request than the signature');
      }
      const requestId = verified.requestId;
      if (body.status === 'OK') {
        // `payload_error`: fal could not include the output (too large): the result endpoint has it.
        if (body.payload === null || body.payload === undefined || str(body.payload_error)) {
          return { requestId, state: 'completed', ok: true };
        }
        try {
          return { requestId, state: 'completed', ok: true, outputs: falOutputs(body.payload) };
        } catch (error) {
          if (error instanceof ProviderError) return { requestId, state: 'failed', ok: false, error };
          throw error;
        }
      }
      const reported = /(\d{3})/.exec(str(body.error) ?? '')?.[1];
      const error = falError(
        'webhook',
        {
          status: reported ? Number(reported) : 500,
          headers: new Headers(),
          json: body.payload ?? { detail: body.error },
        },
        secrets,
      );
      return { requestId, state: 'failed', ok: false, error };
    },

    download(output, opts = {}) {
      return reads(() => downloadOutput(http, output, opts), opts.signal);
    },
  };
}
