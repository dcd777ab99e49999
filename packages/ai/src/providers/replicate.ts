/**
 * Replicate adapter (contracts/ai-providers.md, "Replicate"): create a prediction on an official model
 * (`POST /v1/models/{owner}/{name}/predictions`) or a version (`POST /v1/predictions`), optionally held
 * with `Prefer: wait`, then `GET /v1/predictions/{id}` and `POST …/cancel`. Outputs are strings, arrays
 * or objects of URLs (sometimes `data:` URIs) and are deleted after an hour. Webhooks are Standard
 * Webhooks signed with the account's `whsec_` secret. Bearer auth; the token never reaches an error.
 */
import type { ProducedOutput } from '../types';
import { ProviderError, clip, kindOfStatus, retryAfterMs, type ProviderErrorKind } from './errors';
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
import { verifyStandardWebhook } from './replicate-webhook';
import { DEFAULT_RETRY, withRetries, type RetryOptions } from './retry';
import type {
  CancelOutcome,
  ProviderJob,
  ProviderState,
  ProviderStatus,
  RemoteProvider,
  RequestHandle,
  Submission,
  WebhookEvent,
} from './types';

export const REPLICATE_BASE_URL = 'https://api.replicate.com/v1';

export interface ReplicateProviderOptions {
  token: string;
  baseUrl?: string;
  /** The account's `whsec_…` webhook secret; without it, it is read once from `/webhooks/default/secret`. */
  webhookSecret?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
  /** `Prefer: wait=N` on create (1–60 s): a quick model answers in the same call. */
  waitSeconds?: number;
  retry?: Partial<RetryOptions>;
  webhookToleranceSeconds?: number;
}

// ---------------------------------------------------------------------------------------------------
// Inputs

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

const STYLE_HINTS: Record<string, string> = {
  photo: 'photorealistic photograph',
  illustration: 'digital illustration',
  anime: 'anime style',
  '3d': '3D render',
  painting: 'oil painting',
  sketch: 'pencil sketch',
};

type Input = Record<string, unknown>;

/** The models our catalogue routes to Replicate, mapped explicitly (others: snake_case + file URLs). */
const REPLICATE_MODELS: Record<string, (input: Input, seed: number | undefined) => Input> = {
  'black-forest-labs/flux-dev': (input, seed) => {
    const hint = STYLE_HINTS[String(input.style ?? 'none')];
    const prompt = text(input.prompt) ?? '';
    return {
      prompt: hint ? `${prompt}, ${hint}` : prompt,
      aspect_ratio: String(input.aspectRatio ?? '1:1'),
      num_outputs: typeof input.count === 'number' ? input.count : 1,
      output_format: 'png',
      ...(seed === undefined ? {} : { seed }),
    };
  },
  'meta/musicgen': (input, seed) => ({
    prompt: text(input.prompt) ?? '',
    duration: typeof input.duration === 'number' ? input.duration : 20,
    model_version: 'stereo-melody-large',
    output_format: 'mp3',
    ...(seed === undefined ? {} : { seed }),
  }),
};

async function replicateInput(job: ProviderJob, name: string): Promise<Input> {
  const seed = typeof job.input.seed === 'number' ? job.input.seed : job.seed;
  const mapped = REPLICATE_MODELS[name];
  if (mapped) return mapped(job.input, seed);
  const out: Input = {};
  for (const [key, value] of Object.entries(job.input)) {
    if (value !== undefined && !(key in job.files)) out[snake(key)] = value;
  }
  // File inputs are URLs Replicate fetches (or data: URIs): the field keeps its name.
  for (const [key, value] of Object.entries(job.files)) {
    out[snake(key)] = Array.isArray(value) ? await Promise.all(value.map((f) => fileUrl(f))) : await fileUrl(value);
  }
  if (out.seed === undefined && seed !== undefined) out.seed = seed;
  return out;
}

/** `owner/name` (an official model), `owner/name:version` or a bare 64-hex version id. */
function target(model: string): { path: string; version?: string; name: string } {
  const version = /^(?:([\w.-]+\/[\w.-]+):)?([a-f0-9]{64})$/.exec(model);
  if (version) return { path: '/predictions', version: version[2], name: version[1] ?? '' };
  const official = /^([\w.-]+)\/([\w.-]+)$/.exec(model);
  if (official) return { path: `/models/${official[1]}/${official[2]}/predictions`, name: model };
  throw new ProviderError(
    'replicate',
    'invalid-input',
    'replicate: the model must be owner/name, owner/name:version or a version id',
  );
}

// ---------------------------------------------------------------------------------------------------
// Outputs and errors

/**
 * Whatever the model gave (a URL, a list, an object of URLs, nested) → our outputs, in order. Plain
 * text values (captions, seeds) are not files and are skipped; `data:` URIs become bytes at once.
 */
export function replicateOutputs(output: unknown): ProducedOutput[] {
  const found: ProducedOutput[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 4) return;
    if (typeof value === 'string') {
      if (/^(https?:|data:)/.test(value))
        found.push(outputFromUrl(value, mimeFromName(value) ?? 'application/octet-stream'));
    } else if (Array.isArray(value)) value.forEach((item) => visit(item, depth + 1));
    else if (isRecord(value)) Object.values(value).forEach((item) => visit(item, depth + 1));
  };
  visit(output, 0);
  if (found.length === 0) {
    throw new ProviderError('replicate', 'server', 'replicate: the prediction has no file output', {
      retryable: false,
    });
  }
  return found;
}

/** Replicate's failure texts for refused content (model-specific wording). */
const MODERATION =
  /nsfw|safety (checker|filter|system)|content (policy|moderation)|flagged as (sensitive|inappropriate)/i;
/** Failures Replicate itself says may pass on another run. */
const TRANSIENT = /please retry|interrupted|try again later|timed out|timeout/i;

function predictionError(prediction: Record<string, unknown>, secrets: readonly string[]): ProviderError {
  const message =
    typeof prediction.error === 'string' ? prediction.error : prediction.status === 'canceled' ? 'canceled' : 'failed';
  if (MODERATION.test(message))
    return new ProviderError('replicate', 'moderation', `replicate prediction: ${clip(message, secrets)}`);
  if (prediction.status === 'canceled' || prediction.status === 'aborted') {
    return new ProviderError('replicate', 'server', `replicate prediction: ${prediction.status}`, { retryable: false });
  }
  // A model that ran and failed (bad input it could not use, out of memory) most likely fails the same
  // way again, unless Replicate says otherwise.
  const kind: ProviderErrorKind = /timed out|timeout/i.test(message) ? 'timeout' : 'server';
  return new ProviderError('replicate', kind, `replicate prediction failed: ${clip(message, secrets)}`, {
    retryable: TRANSIENT.test(message),
  });
}

/** Problem details `{title, detail, status}` (and older `{detail}`) as a ProviderError. */
export function replicateError(
  operation: string,
  answer: Pick<HttpAnswer, 'status' | 'headers' | 'json'>,
  secrets: readonly string[],
) {
  const json = isRecord(answer.json) ? answer.json : {};
  const title = typeof json.title === 'string' ? json.title : undefined;
  const detail = typeof json.detail === 'string' ? json.detail : '';
  let kind: ProviderErrorKind = kindOfStatus(answer.status);
  // 402: out of credit; no wait will cure it.
  if (answer.status === 402) kind = 'auth';
  else if (MODERATION.test(detail)) kind = 'moderation';
  const said = [title, detail].filter(Boolean).join(': ');
  return new ProviderError(
    'replicate',
    kind,
    `replicate ${operation}: HTTP ${answer.status}${said ? ` ${clip(said, secrets)}` : ''}`,
    {
      httpStatus: answer.status,
      ...(title ? { providerCode: title } : {}),
      ...(answer.status === 429 ? { retryAfterMs: retryAfterMs(answer.headers) } : {}),
    },
  );
}

const STATES: Record<string, ProviderState> = {
  starting: 'queued',
  processing: 'running',
  succeeded: 'completed',
  failed: 'failed',
  canceled: 'failed',
  aborted: 'failed',
};

/** The last percentage of a progress bar in the logs (`…| 40%|████`), as 0..1. */
export function progressFromLogs(logs: unknown): number | undefined {
  if (typeof logs !== 'string') return undefined;
  const matches = [...logs.matchAll(/(\d{1,3})%\|/g)];
  const last = matches.at(-1)?.[1];
  return last === undefined ? undefined : Math.min(1, Number(last) / 100);
}

const ID = /^[a-z0-9]{1,64}$/i;

export function createReplicateProvider(options: ReplicateProviderOptions): RemoteProvider {
  const baseUrl = trimBaseUrl(options.baseUrl ?? REPLICATE_BASE_URL);
  const now = options.now ?? Date.now;
  const secrets = [options.token, ...(options.webhookSecret ? [options.webhookSecret] : [])];
  const http: HttpContext = {
    provider: 'replicate',
    fetch: options.fetch ?? globalThis.fetch,
    // A create held by `Prefer: wait` may legitimately take that long: the deadline leaves room for it.
    timeoutMs: Math.max(options.timeoutMs ?? 30_000, ((options.waitSeconds ?? 0) + 10) * 1000),
    secrets,
  };
  const retry: RetryOptions = { ...DEFAULT_RETRY, ...options.retry };
  let webhookSecret = options.webhookSecret;

  function headers(extra: Record<string, string> = {}): Record<string, string> {
    return { Authorization: `Bearer ${options.token}`, Accept: 'application/json', ...extra };
  }

  function predictionOf(answer: HttpAnswer): Record<string, unknown> {
    if (!isRecord(answer.json) || typeof answer.json.id !== 'string') {
      throw new ProviderError('replicate', 'server', 'replicate: the answer is not a prediction', { retryable: false });
    }
    return answer.json;
  }

  function checkId(requestId: string): string {
    if (!ID.test(requestId))
      throw new ProviderError('replicate', 'invalid-input', 'replicate: malformed prediction id');
    return requestId;
  }

  /** GET or POST on a prediction, retried while it may pass (reads and cancels are safe to repeat). */
  function onPrediction(operation: string, path: string, method: 'GET' | 'POST'): Promise<Record<string, unknown>> {
    return withRetries(async () => {
      const answer = await send(http, operation, `${baseUrl}${path}`, { method, headers: headers() });
      if (answer.status < 200 || answer.status >= 300) throw replicateError(operation, answer, secrets);
      return predictionOf(answer);
    }, retry);
  }

  function outputsOf(prediction: Record<string, unknown>): ProducedOutput[] {
    if (prediction.data_removed === true) {
      throw new ProviderError(
        'replicate',
        'not-found',
        'replicate: the outputs were removed (Replicate keeps them for an hour)',
      );
    }
    return replicateOutputs(prediction.output);
  }

  async function secret(): Promise<string> {
    if (webhookSecret) return webhookSecret;
    const answer = await send(http, 'webhook secret', `${baseUrl}/webhooks/default/secret`, {
      method: 'GET',
      headers: headers(),
    });
    const key = isRecord(answer.json) ? answer.json.key : undefined;
    if (answer.status !== 200 || typeof key !== 'string') {
      // Retryable: the route answers 5xx and Replicate delivers again.
      throw new ProviderError(
        'replicate',
        'server',
        `replicate webhook: could not read the signing secret (HTTP ${answer.status})`,
      );
    }
    webhookSecret = key;
    secrets.push(key);
    return key;
  }

  return {
    name: 'replicate',
    mode: 'async',

    async submit(job): Promise<Submission> {
      const where = target(job.model);
      const body: Record<string, unknown> = { input: await replicateInput(job, where.name) };
      if (where.version) body.version = where.version;
      if (job.webhookUrl) {
        body.webhook = job.webhookUrl;
        body.webhook_events_filter = ['completed'];
      }
      const extra: Record<string, string> = { 'Content-Type': 'application/json' };
      if (options.waitSeconds) extra.Prefer = `wait=${Math.min(60, Math.max(1, Math.round(options.waitSeconds)))}`;
      // Only a 429 is retried: after anything else the prediction may exist (and cost) already.
      const answer = await withRetries(
        async () => {
          const a = await send(http, 'create', `${baseUrl}${where.path}`, {
            method: 'POST',
            headers: headers(extra),
            body: JSON.stringify(body),
            signal: job.signal,
          });
          if (a.status < 200 || a.status >= 300) throw replicateError('create', a, secrets);
          return a;
        },
        { ...retry, signal: job.signal, retryIf: (e) => e instanceof ProviderError && e.kind === 'rate-limited' },
      );
      const prediction = predictionOf(answer);
      const requestId = checkId(String(prediction.id));
      if (prediction.status === 'succeeded') return { done: true, requestId, outputs: outputsOf(prediction) };
      if (STATES[String(prediction.status)] === 'failed') throw predictionError(prediction, secrets);
      const handle: RequestHandle = { model: job.model };
      return { done: false, requestId, handle };
    },

    async status(requestId): Promise<ProviderStatus> {
      const prediction = await onPrediction('get', `/predictions/${checkId(requestId)}`, 'GET');
      const state = STATES[String(prediction.status)];
      if (!state) throw new ProviderError('replicate', 'server', 'replicate: unknown prediction status');
      const out: ProviderStatus = { state };
      const progress = progressFromLogs(prediction.logs);
      if (progress !== undefined && state === 'running') out.progress = progress;
      if (state === 'failed') out.error = predictionError(prediction, secrets);
      return out;
    },

    async result(requestId): Promise<ProducedOutput[]> {
      const prediction = await onPrediction('get', `/predictions/${checkId(requestId)}`, 'GET');
      const state = STATES[String(prediction.status)];
      if (state === 'completed') return outputsOf(prediction);
      if (state === 'failed') throw predictionError(prediction, secrets);
      throw new ProviderError('replicate', 'server', 'replicate: the prediction has not finished yet');
    },

    async cancel(requestId): Promise<CancelOutcome> {
      const prediction = await onPrediction('cancel', `/predictions/${checkId(requestId)}/cancel`, 'POST');
      return prediction.status === 'succeeded' || prediction.status === 'failed' ? 'already-done' : 'requested';
    },

    async verifyWebhook(delivery): Promise<WebhookEvent> {
      verifyStandardWebhook(delivery, await secret(), {
        now: now(),
        toleranceSeconds: options.webhookToleranceSeconds ?? 300,
      });
      let prediction: unknown;
      try {
        prediction = JSON.parse(rawBodyText(delivery.rawBody));
      } catch {
        throw new ProviderError('replicate', 'invalid-input', 'replicate webhook: the body is not JSON');
      }
      if (!isRecord(prediction) || typeof prediction.id !== 'string' || !ID.test(prediction.id)) {
        throw new ProviderError('replicate', 'invalid-input', 'replicate webhook: the body is not a prediction');
      }
      const requestId = prediction.id;
      const state = STATES[String(prediction.status)] ?? 'running';
      if (state === 'failed') return { requestId, state, ok: false, error: predictionError(prediction, secrets) };
      if (state !== 'completed') return { requestId, state, ok: false };
      try {
        return { requestId, state, ok: true, outputs: outputsOf(prediction) };
      } catch (error) {
        if (error instanceof ProviderError) return { requestId, state: 'failed', ok: false, error };
        throw error;
      }
    },

    download(output, opts = {}) {
      return withRetries(() => downloadOutput(http, output, opts), { ...retry, signal: opts.signal });
    },
  };
}
