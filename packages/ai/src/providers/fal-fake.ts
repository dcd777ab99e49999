/**
 * A local fake of fal's queue (contracts/ai-providers.md, "fal.ai queue"), for tests and the dev mode:
 * `POST /{model}` (with `?fal_webhook=`), `GET /{owner}/{app}/requests/{id}/status` (202 while queued or
 * running, 200 when completed), `GET …/requests/{id}`, `PUT …/requests/{id}/cancel`, its own JWKS at
 * `/.well-known/jwks.json` (a generated Ed25519 key) and output files under `/files/`. Jobs move
 * IN_QUEUE → IN_PROGRESS → COMPLETED on timers or on demand (`advance`), and signed webhooks go to the
 * submitted `fal_webhook` URL. The HTTP handling is `createFalFakeHandler(state)` so an app can mount it.
 */
import { createHash, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FakeFileStore, type FakeAssetKind } from './fake-assets';
import {
  delay,
  deliver,
  listen,
  localPath,
  parseJson,
  readBody,
  sendJson,
  type FakeRequestRecord,
  type FakeWebhookDelivery,
} from './fake-http';

/**
 * `fail`, `invalid`, `moderation` and `content-policy` decide how jobs submitted from then on end;
 * `rate-limit-once` answers the next API call 429 (then back to normal); `server-error` answers every API
 * call 500; `slow` holds every API answer for `slowMs`.
 */
export type FalFakeMode =
  'normal' | 'fail' | 'invalid' | 'moderation' | 'content-policy' | 'rate-limit-once' | 'server-error' | 'slow';
export type FalFakeOutcome = 'ok' | 'fail' | 'invalid' | 'moderation' | 'content-policy';
export type FalFakeStatus = 'IN_QUEUE' | 'IN_PROGRESS' | 'COMPLETED';

export interface FalFakeJob {
  id: string;
  /** The submitted path, e.g. `fal-ai/flux/dev`. */
  model: string;
  /** owner/app, which the queue URLs use. */
  app: string;
  input: Record<string, unknown>;
  status: FalFakeStatus;
  outcome: FalFakeOutcome;
  webhookUrl: string | null;
  cancelled: boolean;
  /** Submission order (queue positions count the queued jobs before it). */
  seq: number;
  /** The result endpoint's answer once completed. */
  result: { status: number; body: unknown; headers: Record<string, string> } | null;
}

export interface FalFakeState {
  keys: Set<string>;
  jobs: Map<string, FalFakeJob>;
  /** Every API call received, in order. */
  requests: FakeRequestRecord[];
  mode: FalFakeMode;
  /** Move jobs on timers (`queueMs`, then `runMs`); false: only `advance()` moves them. */
  autoAdvance: boolean;
  queueMs: number;
  runMs: number;
  slowMs: number;
  rateLimits: number;
  retryAfterSeconds: number;
  publicBaseUrl: string;
  basePath: string;
  userId: string;
  privateKey: KeyObject;
  jwk: { kty: string; crv: string; x: string; kid: string; use: string; alg: string };
  jwksRequests: number;
  webhooks: FakeWebhookDelivery[];
  files: FakeFileStore;
  now: () => number;
}

export function createFalFakeState(
  options: { keys?: string[]; basePath?: string; publicBaseUrl?: string; userId?: string; autoAdvance?: boolean } = {},
): FalFakeState {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const exported = publicKey.export({ format: 'jwk' });
  return {
    keys: new Set(options.keys ?? ['fal-fake-key:fal-fake-secret']),
    jobs: new Map(),
    requests: [],
    mode: 'normal',
    autoAdvance: options.autoAdvance ?? true,
    queueMs: 50,
    runMs: 100,
    slowMs: 2_000,
    rateLimits: 0,
    retryAfterSeconds: 1,
    publicBaseUrl: (options.publicBaseUrl ?? '').replace(/\/+$/, ''),
    basePath: (options.basePath ?? '').replace(/\/+$/, ''),
    userId: options.userId ?? 'fake-user-1',
    privateKey,
    jwk: { kty: 'OKP', crv: 'Ed25519', x: String(exported.x), kid: 'fake-key-1', use: 'sig', alg: 'EdDSA' },
    jwksRequests: 0,
    webhooks: [],
    files: new FakeFileStore(),
    now: Date.now,
  };
}

function base(state: FalFakeState): string {
  return `${state.publicBaseUrl}${state.basePath}`;
}

function file(state: FalFakeState, kind: FakeAssetKind, extra: Record<string, unknown> = {}) {
  const added = state.files.add(kind, base(state));
  return { url: added.url, content_type: added.mime, file_name: added.name, file_size: added.size, ...extra };
}

/** The output JSON a model of this family gives (contract "Outputs"). */
function output(state: FalFakeState, job: FalFakeJob, flagged: boolean): Record<string, unknown> {
  const model = job.model;
  if (/video|ray-2|veo|hailuo|seedance/.test(model)) return { video: file(state, 'mp4'), seed: 42 };
  if (/hunyuan3d-v3|meshy/.test(model)) {
    return {
      model_glb: file(state, 'glb'),
      model_urls: { glb: file(state, 'glb'), usdz: file(state, 'usdz') },
      seed: 42,
    };
  }
  if (/trellis|hunyuan3d|tripo|3d/.test(model)) return { model_mesh: file(state, 'glb'), timings: { total: 1.5 } };
  if (/stable-audio/.test(model)) return { audio_file: file(state, 'wav') };
  if (/tts|speech|music|lyria|elevenlabs/.test(model)) return { audio: file(state, 'mp3') };
  if (/birefnet|esrgan|bria|upscal/.test(model)) {
    const image = file(state, 'png', { width: 16, height: 16 });
    return /birefnet/.test(model)
      ? { image, mask_image: file(state, 'png', { width: 16, height: 16 }) }
      : { image, seed: 42 };
  }
  const count = typeof job.input.num_images === 'number' ? Math.max(1, Math.min(4, job.input.num_images)) : 1;
  const images = Array.from({ length: count }, () => file(state, 'png', { width: 16, height: 16 }));
  return { images, seed: 42, has_nsfw_concepts: images.map(() => flagged), prompt: job.input.prompt ?? '' };
}

const CONTENT_POLICY = {
  loc: ['body', 'prompt'],
  msg: 'The content could not be processed because it contained material flagged by a content checker.',
  type: 'content_policy_violation',
  url: 'https://docs.fal.ai/errors#content_policy_violation',
};

function resultOf(state: FalFakeState, job: FalFakeJob): NonNullable<FalFakeJob['result']> {
  const images = !/video|ray-2|veo|hailuo|seedance|3d|trellis|audio|tts|speech|music|birefnet|esrgan|bria/.test(
    job.model,
  );
  if (job.cancelled) return { status: 400, body: { detail: 'Request was cancelled' }, headers: {} };
  switch (job.outcome) {
    case 'ok':
      return { status: 200, body: output(state, job, false), headers: {} };
    case 'moderation':
      // Image models flag (and black out) every image; the others refuse with a content-policy error.
      return images
        ? { status: 200, body: output(state, job, true), headers: {} }
        : { status: 422, body: { detail: [CONTENT_POLICY] }, headers: { 'X-Fal-Retryable': 'false' } };
    case 'content-policy':
      return { status: 422, body: { detail: [CONTENT_POLICY] }, headers: { 'X-Fal-Retryable': 'false' } };
    case 'invalid':
      return {
        status: 422,
        body: {
          detail: [
            {
              loc: ['body', 'image_url'],
              msg: 'Failed to download the file. Please check if the URL is accessible.',
              type: 'file_download_error',
              url: 'https://docs.fal.ai/errors#file_download_error',
            },
          ],
        },
        headers: { 'X-Fal-Retryable': 'false' },
      };
    case 'fail':
      return {
        status: 500,
        body: { detail: 'Runner disconnected while processing the request', error_type: 'runner_disconnected' },
        headers: { 'X-Fal-Error-Type': 'runner_disconnected', 'X-Fal-Retryable': 'false' },
      };
  }
}

/** The headers fal signs a webhook with, for this body (an older `timestamp` makes a stale delivery). */
export function signFalWebhook(
  state: FalFakeState,
  requestId: string,
  body: string,
  timestamp = Math.floor(state.now() / 1000),
): Record<string, string> {
  const hash = createHash('sha256').update(body).digest('hex');
  const message = Buffer.from(`${requestId}\n${state.userId}\n${timestamp}\n${hash}`, 'utf8');
  return {
    'x-fal-webhook-request-id': requestId,
    'x-fal-webhook-user-id': state.userId,
    'x-fal-webhook-timestamp': String(timestamp),
    'x-fal-webhook-signature': sign(null, message, state.privateKey).toString('hex'),
  };
}

async function sendWebhook(state: FalFakeState, job: FalFakeJob): Promise<void> {
  if (!job.webhookUrl || !job.result || job.cancelled) return;
  const ok = job.result.status >= 200 && job.result.status < 300;
  const body = JSON.stringify(
    ok
      ? { request_id: job.id, gateway_request_id: job.id, status: 'OK', payload: job.result.body }
      : {
          request_id: job.id,
          gateway_request_id: job.id,
          status: 'ERROR',
          error: `Invalid status code: ${job.result.status}`,
          payload: job.result.body,
        },
  );
  await deliver(state.webhooks, job.webhookUrl, signFalWebhook(state, job.id, body), body);
}

/** One step: IN_QUEUE → IN_PROGRESS → COMPLETED (result made, webhook sent). Returns the new status. */
export async function advanceFalJob(state: FalFakeState, id: string): Promise<FalFakeStatus | null> {
  const job = state.jobs.get(id);
  if (!job) return null;
  if (job.status === 'IN_QUEUE') job.status = 'IN_PROGRESS';
  else if (job.status === 'IN_PROGRESS') {
    job.status = 'COMPLETED';
    job.result = resultOf(state, job);
    await sendWebhook(state, job);
  }
  return job.status;
}

function schedule(state: FalFakeState, job: FalFakeJob) {
  if (!state.autoAdvance) return;
  setTimeout(() => {
    void advanceFalJob(state, job.id);
    setTimeout(() => void advanceFalJob(state, job.id), state.runMs).unref();
  }, state.queueMs).unref();
}

function queuePosition(state: FalFakeState, job: FalFakeJob): number {
  let ahead = 0;
  for (const other of state.jobs.values()) {
    if (other.status === 'IN_QUEUE' && other.seq < job.seq) ahead += 1;
  }
  return ahead;
}

function links(state: FalFakeState, job: FalFakeJob) {
  const url = `${base(state)}/${job.app}/requests/${job.id}`;
  return { response_url: url, status_url: `${url}/status`, cancel_url: `${url}/cancel` };
}

const OUTCOME: Partial<Record<FalFakeMode, FalFakeOutcome>> = {
  fail: 'fail',
  invalid: 'invalid',
  moderation: 'moderation',
  'content-policy': 'content-policy',
};

async function handleApi(
  state: FalFakeState,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: URLSearchParams,
) {
  const method = req.method ?? 'GET';
  const body = await readBody(req);
  state.requests.push({ method, path, query, headers: req.headers, body });
  if (state.mode === 'slow') await delay(state.slowMs);

  const auth = /^Key (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
  if (!auth || !state.keys.has(auth))
    return sendJson(res, 401, { detail: 'Authentication is required to access this application.' });
  if (state.mode === 'server-error') return sendJson(res, 500, { detail: 'Internal Server Error' });
  if (state.rateLimits > 0) {
    state.rateLimits -= 1;
    return sendJson(
      res,
      429,
      { detail: 'Rate limit exceeded. Please try again later.' },
      { 'Retry-After': String(state.retryAfterSeconds) },
    );
  }

  const request = /^\/([^/]+\/[^/]+)\/requests\/([^/]+)(\/status|\/cancel)?$/.exec(path);
  if (request) {
    const job = state.jobs.get(request[2] ?? '');
    if (!job || job.app !== request[1]) return sendJson(res, 404, { detail: 'Request not found' });
    const action = request[3];
    if (action === '/status') {
      if (method !== 'GET') return sendJson(res, 405, { detail: 'Method Not Allowed' });
      const common = { status: job.status, ...links(state, job) };
      if (job.status === 'IN_QUEUE')
        return sendJson(res, 202, { ...common, queue_position: queuePosition(state, job) });
      if (job.status === 'IN_PROGRESS')
        return sendJson(res, 202, { ...common, logs: query.get('logs') === '1' ? [] : null });
      return sendJson(res, 200, { ...common, logs: null, metrics: { inference_time: 0.4 } });
    }
    if (action === '/cancel') {
      if (method !== 'PUT') return sendJson(res, 405, { detail: 'Method Not Allowed' });
      if (job.status === 'COMPLETED') return sendJson(res, 400, { status: 'ALREADY_COMPLETED' });
      job.cancelled = true;
      job.status = 'COMPLETED';
      job.result = resultOf(state, job);
      return sendJson(res, 202, { status: 'CANCELLATION_REQUESTED' });
    }
    if (method !== 'GET') return sendJson(res, 405, { detail: 'Method Not Allowed' });
    if (job.status !== 'COMPLETED' || !job.result)
      return sendJson(res, 400, { detail: 'Request is still in progress' });
    return sendJson(res, job.result.status, job.result.body, job.result.headers);
  }

  const model = path.replace(/^\/+|\/+$/g, '');
  if (method !== 'POST' || model.split('/').length < 2) return sendJson(res, 404, { detail: 'Not Found' });
  const input = parseJson(body);
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return sendJson(res, 422, {
      detail: [{ loc: ['body'], msg: 'Input should be a valid JSON object', type: 'json_invalid' }],
    });
  }
  const id = randomUUID();
  const job: FalFakeJob = {
    id,
    model,
    app: model.split('/').slice(0, 2).join('/'),
    input: input as Record<string, unknown>,
    status: 'IN_QUEUE',
    outcome: OUTCOME[state.mode] ?? 'ok',
    webhookUrl: query.get('fal_webhook'),
    cancelled: false,
    seq: state.jobs.size,
    result: null,
  };
  state.jobs.set(id, job);
  schedule(state, job);
  sendJson(res, 200, {
    request_id: id,
    gateway_request_id: id,
    ...links(state, job),
    queue_position: queuePosition(state, job),
  });
}

/** The fake's HTTP handling, independent of any server. */
export function createFalFakeHandler(state: FalFakeState): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const local = localPath(req.url ?? '/', state.basePath);
    if (!local) return sendJson(res, 404, { detail: 'Not Found' });
    if (local.path === '/.well-known/jwks.json') {
      state.jwksRequests += 1;
      return sendJson(res, 200, { keys: [state.jwk] });
    }
    if (req.method === 'GET' && state.files.serve(local.path, res)) return;
    void handleApi(state, req, res, local.path, local.query).catch(() => {
      if (!res.headersSent) sendJson(res, 400, { detail: 'Bad Request' });
      else res.destroy();
    });
  };
}

export interface FalFake {
  baseUrl: string;
  jwksUrl: string;
  state: FalFakeState;
  jobs: Map<string, FalFakeJob>;
  requests: FakeRequestRecord[];
  webhooks: FakeWebhookDelivery[];
  setMode(mode: FalFakeMode): void;
  /** One step of a job (queued → running → completed). */
  advance(id: string): Promise<FalFakeStatus | null>;
  /** Runs a job to its end. */
  complete(id: string): Promise<void>;
  /** Every output URL served so far answers 404 from now on. */
  expireOutputs(): void;
  signWebhook(requestId: string, body: string, timestamp?: number): Record<string, string>;
  close(): Promise<void>;
}

/** Starts the fake on 127.0.0.1 with a free port; the key `fal-fake-key:fal-fake-secret` plus `keys`. */
export async function startFalFake(
  options: { keys?: string[]; autoAdvance?: boolean; queueMs?: number; runMs?: number; slowMs?: number } = {},
): Promise<FalFake> {
  const state = createFalFakeState({
    keys: ['fal-fake-key:fal-fake-secret', ...(options.keys ?? [])],
    autoAdvance: options.autoAdvance,
  });
  if (options.queueMs !== undefined) state.queueMs = options.queueMs;
  if (options.runMs !== undefined) state.runMs = options.runMs;
  if (options.slowMs !== undefined) state.slowMs = options.slowMs;
  const server = await listen(createFalFakeHandler(state));
  state.publicBaseUrl = server.baseUrl;
  return {
    baseUrl: server.baseUrl,
    jwksUrl: `${server.baseUrl}/.well-known/jwks.json`,
    state,
    jobs: state.jobs,
    requests: state.requests,
    webhooks: state.webhooks,
    setMode(mode) {
      state.mode = mode === 'rate-limit-once' ? 'normal' : mode;
      if (mode === 'rate-limit-once') state.rateLimits = 1;
      if (mode === 'normal') state.rateLimits = 0;
    },
    advance: (id) => advanceFalJob(state, id),
    async complete(id) {
      while ((await advanceFalJob(state, id)) !== 'COMPLETED') {
        if (!state.jobs.has(id)) return;
      }
    },
    expireOutputs: () => state.files.expireAll(),
    signWebhook: (requestId, body, timestamp) => signFalWebhook(state, requestId, body, timestamp),
    close: server.close,
  };
}
