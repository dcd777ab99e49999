/**
 * A local fake of OpenAI's image and speech endpoints (contracts/ai-providers.md, "OpenAI"):
 * `POST /v1/images/generations` (JSON → `data[].b64_json`), `POST /v1/images/edits` (multipart `image`
 * or `image[]`, optional `mask`), `POST /v1/audio/speech` (binary mp3, pcm or wav). Errors are
 * `{error: {message, type, param, code}}`. Synchronous: `slow` holds answers as a long generation would.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tinyMp3, tinyPng, tinyWav } from './fake-assets';
import {
  delay,
  listen,
  localPath,
  parseJson,
  readBody,
  sendBytes,
  sendJson,
  type FakeRequestRecord,
} from './fake-http';

/**
 * `fail` 500s the generation calls; `moderation` refuses them (400 moderation_blocked); `invalid` answers
 * 400 invalid_request_error; `quota` 429 insufficient_quota; `rate-limit-once` 429s the next call only;
 * `server-error` 500s every call; `slow` holds every answer for `slowMs`.
 */
export type OpenAIFakeMode =
  'normal' | 'fail' | 'moderation' | 'invalid' | 'quota' | 'rate-limit-once' | 'server-error' | 'slow';

export interface OpenAIFakeForm {
  fields: Record<string, string>;
  files: Record<string, { type: string; filename: string; data: Buffer }>;
}

export interface OpenAIFakeState {
  keys: Set<string>;
  requests: (FakeRequestRecord & { form?: OpenAIFakeForm })[];
  mode: OpenAIFakeMode;
  rateLimits: number;
  slowMs: number;
  basePath: string;
}

export function createOpenAIFakeState(options: { keys?: string[]; basePath?: string } = {}): OpenAIFakeState {
  return {
    keys: new Set(options.keys ?? ['sk-fake-openai-key']),
    requests: [],
    mode: 'normal',
    rateLimits: 0,
    slowMs: 2_000,
    basePath: (options.basePath ?? '').replace(/\/+$/, ''),
  };
}

function error(
  res: ServerResponse,
  status: number,
  message: string,
  type: string,
  code: string | null,
  headers: Record<string, string> = {},
) {
  sendJson(
    res,
    status,
    { error: { message, type, param: null, code } },
    { 'x-request-id': `req_${randomUUID().replace(/-/g, '')}`, ...headers },
  );
}

async function parseForm(req: IncomingMessage, body: Buffer): Promise<OpenAIFakeForm | null> {
  const type = String(req.headers['content-type'] ?? '');
  if (!type.startsWith('multipart/form-data')) return null;
  // undici parses multipart bodies: no hand-written parser needed.
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  const out: OpenAIFakeForm = { fields: {}, files: {} };
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') out.fields[name] = value;
    else out.files[name] = { type: value.type, filename: value.name, data: Buffer.from(await value.arrayBuffer()) };
  }
  return out;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

function images(n: number) {
  return {
    created: Math.floor(Date.now() / 1000),
    data: Array.from({ length: n }, () => ({ b64_json: tinyPng(16, 16).toString('base64') })),
    usage: { total_tokens: 100, input_tokens: 50, output_tokens: 50 },
  };
}

/** Whether a failing mode answers this call; answers it when so (true), else leaves it (false). */
function failed(state: OpenAIFakeState, res: ServerResponse): boolean {
  switch (state.mode) {
    case 'fail':
      error(res, 500, 'The server had an error processing your request. Sorry about that!', 'server_error', null);
      return true;
    case 'moderation':
      error(
        res,
        400,
        'Your request was rejected as a result of our safety system. Your request may contain content that is not allowed by our safety system.',
        'image_generation_user_error',
        'moderation_blocked',
      );
      return true;
    case 'invalid':
      error(res, 400, "Invalid value for 'size'.", 'invalid_request_error', 'invalid_value');
      return true;
    case 'quota':
      error(
        res,
        429,
        'You exceeded your current quota, please check your plan and billing details.',
        'insufficient_quota',
        'insufficient_quota',
      );
      return true;
    default:
      return false;
  }
}

async function handle(
  state: OpenAIFakeState,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: URLSearchParams,
) {
  const method = req.method ?? 'GET';
  const body = await readBody(req);
  const record: FakeRequestRecord & { form?: OpenAIFakeForm } = { method, path, query, headers: req.headers, body };
  state.requests.push(record);
  if (state.mode === 'slow') await delay(state.slowMs);

  const key = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1] ?? '';
  if (!state.keys.has(key)) {
    // OpenAI echoes (part of) a wrong key: the adapter must keep it out of its errors.
    return error(
      res,
      401,
      `Incorrect API key provided: ${key}. You can find your API key at https://platform.openai.com/account/api-keys.`,
      'invalid_request_error',
      'invalid_api_key',
    );
  }
  if (state.mode === 'server-error') return error(res, 500, 'Internal server error', 'server_error', null);
  if (state.rateLimits > 0) {
    state.rateLimits -= 1;
    return error(
      res,
      429,
      'Rate limit reached for images per minute. Please try again in 1s.',
      'requests',
      'rate_limit_exceeded',
      {
        'retry-after': '1',
        'retry-after-ms': '1000',
      },
    );
  }
  if (method !== 'POST') return error(res, 405, 'Method not allowed', 'invalid_request_error', null);

  if (path === '/v1/images/generations') {
    const json = parseJson(body) as Record<string, unknown> | undefined;
    if (!json || typeof json.prompt !== 'string' || typeof json.model !== 'string') {
      return error(
        res,
        400,
        "Missing required parameter: 'prompt'.",
        'invalid_request_error',
        'missing_required_parameter',
      );
    }
    if (failed(state, res)) return;
    return sendJson(res, 200, images(typeof json.n === 'number' ? json.n : 1), {
      'x-request-id': `req_${randomUUID().replace(/-/g, '')}`,
    });
  }

  if (path === '/v1/images/edits') {
    const form = await parseForm(req, body);
    if (form) record.form = form;
    const image = form?.files.image ?? form?.files['image[]'];
    if (!form || !image || !form.fields.prompt) {
      return error(
        res,
        400,
        "Missing required parameter: 'image'.",
        'invalid_request_error',
        'missing_required_parameter',
      );
    }
    const mask = form.files.mask;
    if (mask && !mask.data.subarray(0, 4).equals(PNG_MAGIC)) {
      return error(
        res,
        400,
        'Invalid mask: must be a PNG with an alpha channel.',
        'invalid_request_error',
        'invalid_image_format',
      );
    }
    if (failed(state, res)) return;
    return sendJson(res, 200, images(Number(form.fields.n ?? 1)), {
      'x-request-id': `req_${randomUUID().replace(/-/g, '')}`,
    });
  }

  if (path === '/v1/audio/speech') {
    const json = parseJson(body) as Record<string, unknown> | undefined;
    const input = typeof json?.input === 'string' ? json.input : '';
    if (!json || !input || typeof json.voice !== 'string') {
      return error(
        res,
        400,
        "Missing required parameter: 'input'.",
        'invalid_request_error',
        'missing_required_parameter',
      );
    }
    if (input.length > 4096) {
      return error(
        res,
        400,
        "Invalid 'input': string too long. Expected a string with maximum length 4096.",
        'invalid_request_error',
        'string_above_max_length',
      );
    }
    if (failed(state, res)) return;
    const format = String(json.response_format ?? 'mp3');
    // pcm: 24 kHz 16-bit mono, 10 ms of silence per character (a length the test can check).
    if (format === 'pcm') return sendBytes(res, 200, 'audio/pcm', Buffer.alloc(input.length * 480));
    if (format === 'wav') return sendBytes(res, 200, 'audio/wav', tinyWav());
    return sendBytes(res, 200, 'audio/mpeg', tinyMp3());
  }

  return error(res, 404, `Invalid URL (${method} ${path})`, 'invalid_request_error', null);
}

export function createOpenAIFakeHandler(state: OpenAIFakeState): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const local = localPath(req.url ?? '/', state.basePath);
    if (!local) return error(res, 404, 'Not found', 'invalid_request_error', null);
    void handle(state, req, res, local.path, local.query).catch(() => {
      if (!res.headersSent) error(res, 400, 'Bad request', 'invalid_request_error', null);
      else res.destroy();
    });
  };
}

export interface OpenAIFake {
  /** The API base, `…/v1`, as the adapter's `baseUrl`. */
  baseUrl: string;
  state: OpenAIFakeState;
  requests: OpenAIFakeState['requests'];
  setMode(mode: OpenAIFakeMode): void;
  close(): Promise<void>;
}

export async function startOpenAIFake(options: { keys?: string[]; slowMs?: number } = {}): Promise<OpenAIFake> {
  const state = createOpenAIFakeState({ keys: ['sk-fake-openai-key', ...(options.keys ?? [])] });
  if (options.slowMs !== undefined) state.slowMs = options.slowMs;
  const server = await listen(createOpenAIFakeHandler(state));
  return {
    baseUrl: `${server.baseUrl}/v1`,
    state,
    requests: state.requests,
    setMode(mode) {
      state.mode = mode === 'rate-limit-once' ? 'normal' : mode;
      state.rateLimits = mode === 'rate-limit-once' ? 1 : 0;
    },
    close: server.close,
  };
}
