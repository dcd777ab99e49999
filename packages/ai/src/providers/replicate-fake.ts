/**
 * A local fake of Replicate's predictions API (contracts/ai-providers.md, "Replicate"):
 * `POST /v1/models/{owner}/{name}/predictions`, `POST /v1/predictions` (with a version), `Prefer: wait`,
 * `GET /v1/predictions/{id}`, `POST /v1/predictions/{id}/cancel`, `GET /v1/webhooks/default/secret`,
 * errors as `{title, detail, status}`, output files under `/files/`. Predictions move starting →
 * processing → succeeded | failed on timers or on demand (`advance`); webhooks are Standard Webhooks
 * signed with the fake's `whsec_` secret.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FakeFileStore, tinyPng } from './fake-assets';
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
import { signStandardWebhook } from './replicate-webhook';

/**
 * `fail` and `moderation` decide how predictions created from then on end (status failed with an error);
 * `invalid` answers creates 422; `rate-limit-once` 429s the next call; `server-error` 500s every call;
 * `slow` holds every answer for `slowMs`.
 */
export type ReplicateFakeMode =
  'normal' | 'fail' | 'moderation' | 'invalid' | 'rate-limit-once' | 'server-error' | 'slow';
export type ReplicateFakeStatus = 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
/** How a succeeded prediction's output is shaped (`auto`: by the model, as real models differ). */
export type ReplicateFakeOutputShape = 'auto' | 'string' | 'array' | 'object' | 'data-uri';

export interface ReplicateFakePrediction {
  id: string;
  model: string;
  version: string;
  input: Record<string, unknown>;
  status: ReplicateFakeStatus;
  outcome: 'ok' | 'fail' | 'moderation';
  output: unknown;
  error: string | null;
  logs: string;
  webhook: string | null;
  filter: string[] | null;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  dataRemoved: boolean;
}

export interface ReplicateFakeState {
  tokens: Set<string>;
  predictions: Map<string, ReplicateFakePrediction>;
  requests: FakeRequestRecord[];
  mode: ReplicateFakeMode;
  outputShape: ReplicateFakeOutputShape;
  autoAdvance: boolean;
  startMs: number;
  runMs: number;
  slowMs: number;
  rateLimits: number;
  retryAfterSeconds: number;
  publicBaseUrl: string;
  basePath: string;
  webhookSecret: string;
  webhooks: FakeWebhookDelivery[];
  files: FakeFileStore;
  now: () => number;
}

export function createReplicateFakeState(
  options: {
    tokens?: string[];
    basePath?: string;
    publicBaseUrl?: string;
    webhookSecret?: string;
    autoAdvance?: boolean;
  } = {},
): ReplicateFakeState {
  return {
    tokens: new Set(options.tokens ?? ['r8_fake_token']),
    predictions: new Map(),
    requests: [],
    mode: 'normal',
    outputShape: 'auto',
    autoAdvance: options.autoAdvance ?? true,
    startMs: 50,
    runMs: 100,
    slowMs: 2_000,
    rateLimits: 0,
    retryAfterSeconds: 1,
    publicBaseUrl: (options.publicBaseUrl ?? '').replace(/\/+$/, ''),
    basePath: (options.basePath ?? '').replace(/\/+$/, ''),
    webhookSecret: options.webhookSecret ?? `whsec_${randomBytes(24).toString('base64')}`,
    webhooks: [],
    files: new FakeFileStore(),
    now: Date.now,
  };
}

function base(state: ReplicateFakeState): string {
  return `${state.publicBaseUrl}${state.basePath}`;
}

function problem(
  res: ServerResponse,
  status: number,
  title: string,
  detail: string,
  headers: Record<string, string> = {},
) {
  sendJson(res, status, { title, detail, status }, { 'Content-Type': 'application/problem+json', ...headers });
}

function predictionJson(state: ReplicateFakeState, p: ReplicateFakePrediction) {
  const url = `${base(state)}/v1/predictions/${p.id}`;
  return {
    id: p.id,
    model: p.model,
    version: p.version,
    input: p.dataRemoved ? {} : p.input,
    logs: p.logs,
    output: p.dataRemoved ? null : p.output,
    data_removed: p.dataRemoved,
    error: p.error,
    status: p.status,
    created_at: p.createdAt,
    started_at: p.startedAt,
    completed_at: p.completedAt,
    urls: { get: url, cancel: `${url}/cancel`, web: `https://replicate.com/p/${p.id}` },
    metrics: p.completedAt ? { predict_time: 0.5 } : {},
  };
}

/** The output a model of this kind gives: one URL (audio), a list (images), an object (3D). */
function outputFor(state: ReplicateFakeState, p: ReplicateFakePrediction): unknown {
  const shape =
    state.outputShape !== 'auto'
      ? state.outputShape
      : /musicgen|audio|tts|speech/.test(p.model)
        ? 'string'
        : /3d|trellis|hunyuan|mesh/.test(p.model)
          ? 'object'
          : 'array';
  const url = (kind: 'png' | 'mp3' | 'glb') => state.files.add(kind, base(state)).url;
  switch (shape) {
    case 'string':
      return url('mp3');
    case 'object':
      return { model_file: url('glb') };
    case 'data-uri':
      return `data:image/png;base64,${tinyPng(4, 4).toString('base64')}`;
    default: {
      const count = typeof p.input.num_outputs === 'number' ? Math.max(1, Math.min(4, p.input.num_outputs)) : 1;
      return Array.from({ length: count }, () => url('png'));
    }
  }
}

async function sendWebhook(state: ReplicateFakeState, p: ReplicateFakePrediction, event: 'start' | 'completed') {
  if (!p.webhook) return;
  if (p.filter && !p.filter.includes(event)) return;
  const body = JSON.stringify(predictionJson(state, p));
  const id = `msg_${randomBytes(12).toString('hex')}`;
  const timestamp = Math.floor(state.now() / 1000);
  await deliver(
    state.webhooks,
    p.webhook,
    {
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signStandardWebhook(state.webhookSecret, id, timestamp, body),
    },
    body,
  );
}

/** One step: starting → processing → succeeded | failed. Returns the new status. */
export async function advanceReplicatePrediction(
  state: ReplicateFakeState,
  id: string,
): Promise<ReplicateFakeStatus | null> {
  const p = state.predictions.get(id);
  if (!p) return null;
  if (p.status === 'starting') {
    p.status = 'processing';
    p.startedAt = new Date(state.now()).toISOString();
    p.logs = 'Using seed: 42\n  0%|          | 0/28 [00:00<?, ?it/s]\n 50%|█████     | 14/28 [00:01<00:01, 9.8it/s]\n';
    await sendWebhook(state, p, 'start');
  } else if (p.status === 'processing') {
    p.completedAt = new Date(state.now()).toISOString();
    if (p.outcome === 'ok') {
      p.status = 'succeeded';
      p.output = outputFor(state, p);
      p.logs += '100%|██████████| 28/28 [00:02<00:00, 9.9it/s]\n';
    } else {
      p.status = 'failed';
      p.error =
        p.outcome === 'moderation'
          ? 'NSFW content detected. Try running it again, or try a different prompt.'
          : 'CUDA out of memory. Tried to allocate 20.00 GiB';
    }
    await sendWebhook(state, p, 'completed');
  }
  return p.status;
}

function schedule(state: ReplicateFakeState, p: ReplicateFakePrediction) {
  if (!state.autoAdvance) return;
  setTimeout(() => {
    void advanceReplicatePrediction(state, p.id);
    setTimeout(() => void advanceReplicatePrediction(state, p.id), state.runMs).unref();
  }, state.startMs).unref();
}

const TERMINAL = new Set<ReplicateFakeStatus>(['succeeded', 'failed', 'canceled']);

/** `Prefer: wait` / `wait=N`: the seconds to hold a create answer, or 0. */
function preferWait(req: IncomingMessage): number {
  const prefer = String(req.headers.prefer ?? '');
  const match = /(?:^|,)\s*wait(?:=(\d+))?/.exec(prefer);
  if (!match) return 0;
  return Math.min(60, Number(match[1] ?? 60));
}

async function create(
  state: ReplicateFakeState,
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  model: string | null,
) {
  const json = parseJson(body);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return problem(res, 400, 'Bad request', 'The request body is not valid JSON.');
  }
  const request = json as Record<string, unknown>;
  const input = request.input;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return problem(res, 422, 'Input validation failed', '- input: Invalid type. Expected: object, given: null');
  }
  if (state.mode === 'invalid') {
    return problem(
      res,
      422,
      'Input validation failed',
      '- input.prompt: Invalid type. Expected: string, given: integer',
    );
  }
  const version = typeof request.version === 'string' ? request.version : null;
  if (!model && !version)
    return problem(
      res,
      422,
      'Invalid version or not permitted',
      "The specified version does not exist (or perhaps you don't have permission to use it?)",
    );
  // Replicate's ids: 26 characters of lowercase base32.
  const id = [...randomBytes(26)].map((b) => 'abcdefghijklmnopqrstuvwxyz234567'[b % 32]).join('');
  const filter = Array.isArray(request.webhook_events_filter) ? request.webhook_events_filter.map(String) : null;
  const prediction: ReplicateFakePrediction = {
    id,
    model: model ?? 'owner/model',
    version: version ?? 'hidden',
    input: input as Record<string, unknown>,
    status: 'starting',
    outcome: state.mode === 'fail' ? 'fail' : state.mode === 'moderation' ? 'moderation' : 'ok',
    output: null,
    error: null,
    logs: '',
    webhook: typeof request.webhook === 'string' ? request.webhook : null,
    filter,
    createdAt: new Date(state.now()).toISOString(),
    startedAt: null,
    completedAt: null,
    dataRemoved: false,
  };
  state.predictions.set(id, prediction);
  schedule(state, prediction);
  const wait = preferWait(req);
  const until = Date.now() + wait * 1000;
  while (wait > 0 && !TERMINAL.has(prediction.status) && Date.now() < until) await delay(10);
  sendJson(res, 201, predictionJson(state, prediction));
}

async function handleApi(
  state: ReplicateFakeState,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: URLSearchParams,
) {
  const method = req.method ?? 'GET';
  const body = await readBody(req);
  state.requests.push({ method, path, query, headers: req.headers, body });
  if (state.mode === 'slow') await delay(state.slowMs);

  const token = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
  if (!token || !state.tokens.has(token))
    return problem(res, 401, 'Unauthenticated', 'You did not pass a valid authentication token');
  if (state.mode === 'server-error')
    return problem(res, 500, 'Internal Server Error', 'Something went wrong on our end.');
  if (state.rateLimits > 0) {
    state.rateLimits -= 1;
    return problem(
      res,
      429,
      'Request was throttled',
      `Request was throttled. Expected available in ${state.retryAfterSeconds} second.`,
      {
        'Retry-After': String(state.retryAfterSeconds),
      },
    );
  }

  if (path === '/v1/webhooks/default/secret' && method === 'GET')
    return sendJson(res, 200, { key: state.webhookSecret });
  const official = /^\/v1\/models\/([\w.-]+)\/([\w.-]+)\/predictions$/.exec(path);
  if (official && method === 'POST') return create(state, req, res, body, `${official[1]}/${official[2]}`);
  if (path === '/v1/predictions' && method === 'POST') return create(state, req, res, body, null);

  const one = /^\/v1\/predictions\/([a-z0-9]+)(\/cancel)?$/.exec(path);
  if (one) {
    const p = state.predictions.get(one[1] ?? '');
    if (!p) return problem(res, 404, 'Not found', 'The requested resource could not be found.');
    if (one[2]) {
      if (method !== 'POST') return problem(res, 405, 'Method not allowed', 'Use POST.');
      if (!TERMINAL.has(p.status)) {
        p.status = 'canceled';
        p.completedAt = new Date(state.now()).toISOString();
        void sendWebhook(state, p, 'completed');
      }
      return sendJson(res, 200, predictionJson(state, p));
    }
    if (method !== 'GET') return problem(res, 405, 'Method not allowed', 'Use GET.');
    return sendJson(res, 200, predictionJson(state, p));
  }
  return problem(res, 404, 'Not found', 'The requested resource could not be found.');
}

export function createReplicateFakeHandler(
  state: ReplicateFakeState,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const local = localPath(req.url ?? '/', state.basePath);
    if (!local) return problem(res, 404, 'Not found', 'The requested resource could not be found.');
    if (req.method === 'GET' && state.files.serve(local.path, res)) return;
    void handleApi(state, req, res, local.path, local.query).catch(() => {
      if (!res.headersSent) problem(res, 400, 'Bad request', 'The request could not be read.');
      else res.destroy();
    });
  };
}

export interface ReplicateFake {
  /** The API base, `…/v1`, as the adapter's `baseUrl`. */
  baseUrl: string;
  state: ReplicateFakeState;
  predictions: Map<string, ReplicateFakePrediction>;
  requests: FakeRequestRecord[];
  webhooks: FakeWebhookDelivery[];
  webhookSecret: string;
  setMode(mode: ReplicateFakeMode): void;
  advance(id: string): Promise<ReplicateFakeStatus | null>;
  complete(id: string): Promise<void>;
  /** Replicate's one-hour clean-up: files answer 404 and predictions say `data_removed`. */
  expireOutputs(): void;
  close(): Promise<void>;
}

export async function startReplicateFake(
  options: {
    tokens?: string[];
    webhookSecret?: string;
    autoAdvance?: boolean;
    startMs?: number;
    runMs?: number;
    slowMs?: number;
  } = {},
): Promise<ReplicateFake> {
  const state = createReplicateFakeState({
    tokens: ['r8_fake_token', ...(options.tokens ?? [])],
    webhookSecret: options.webhookSecret,
    autoAdvance: options.autoAdvance,
  });
  if (options.startMs !== undefined) state.startMs = options.startMs;
  if (options.runMs !== undefined) state.runMs = options.runMs;
  if (options.slowMs !== undefined) state.slowMs = options.slowMs;
  const server = await listen(createReplicateFakeHandler(state));
  state.publicBaseUrl = server.baseUrl;
  return {
    baseUrl: `${server.baseUrl}/v1`,
    state,
    predictions: state.predictions,
    requests: state.requests,
    webhooks: state.webhooks,
    webhookSecret: state.webhookSecret,
    setMode(mode) {
      state.mode = mode === 'rate-limit-once' ? 'normal' : mode;
      state.rateLimits = mode === 'rate-limit-once' ? 1 : 0;
    },
    advance: (id) => advanceReplicatePrediction(state, id),
    async complete(id) {
      for (;;) {
        const status = await advanceReplicatePrediction(state, id);
        if (status === null || TERMINAL.has(status)) return;
      }
    },
    expireOutputs() {
      state.files.expireAll();
      for (const p of state.predictions.values()) if (TERMINAL.has(p.status)) p.dataRemoved = true;
    },
    close: server.close,
  };
}
