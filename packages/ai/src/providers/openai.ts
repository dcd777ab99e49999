/**
 * OpenAI adapter (contracts/ai-providers.md, "OpenAI"), synchronous: `images/generations` (always base64
 * → bytes), `images/edits` as multipart with the image and an optional mask, `audio/speech` (binary).
 * `submit` answers with the finished outputs; there is nothing to poll, cancel or be called back about.
 * Bearer auth; the key never reaches an error (OpenAI itself echoes part of a wrong key).
 */
import { randomUUID } from 'node:crypto';
import type { InputFile, ProducedOutput } from '../types';
import { ProviderError, clip, kindOfStatus, retryAfterMs, type ProviderErrorKind } from './errors';
import { downloadOutput, isRecord, send, trimBaseUrl, type HttpAnswer, type HttpContext } from './http';
import { SPEECH_MAX_CHARS, pcmToWav, splitText, toOpenAIMask, PCM_RATE } from './openai-media';
import { DEFAULT_RETRY, withRetries, type RetryOptions } from './retry';
import type { ProviderJob, RemoteProvider, Submission } from './types';

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

export interface OpenAIProviderOptions {
  apiKey: string;
  baseUrl?: string;
  organization?: string;
  project?: string;
  fetch?: typeof fetch;
  /** One call includes the whole generation: images take up to a minute or two. */
  timeoutMs?: number;
  /** Retries of a rate-limited call (nothing was generated, so nothing is paid twice). */
  retry?: Partial<RetryOptions>;
}

interface Made {
  outputs: ProducedOutput[];
  requestId: string;
}

const SPEECH_MODELS = new Set(['tts-1', 'tts-1-hd', 'gpt-4o-mini-tts']);

/** gpt-image sizes: square, landscape, portrait (contract). */
function sizeFor(ratio: unknown): string {
  const [w, h] = String(ratio ?? '1:1')
    .split(':')
    .map(Number);
  if (!w || !h || w === h) return '1024x1024';
  return w > h ? '1536x1024' : '1024x1536';
}

const STYLE_HINTS: Record<string, string> = {
  photo: 'a photorealistic photograph',
  illustration: 'a digital illustration',
  anime: 'anime style',
  '3d': 'a 3D render',
  painting: 'an oil painting',
  sketch: 'a pencil sketch',
};

/** gpt-image has no style or negative-prompt fields: both go into the words. */
function imagePrompt(input: Record<string, unknown>): string {
  const prompt = typeof input.prompt === 'string' ? input.prompt.trim() : '';
  if (!prompt) throw new ProviderError('openai', 'invalid-input', 'openai: a prompt is needed');
  const style = STYLE_HINTS[String(input.style ?? 'none')];
  const avoid =
    typeof input.negativePrompt === 'string' && input.negativePrompt.trim() ? input.negativePrompt.trim() : '';
  return [prompt, style ? `Style: ${style}.` : '', avoid ? `Avoid: ${avoid}.` : ''].filter(Boolean).join(' ');
}

const VOICES: Record<string, string> = {
  'fa-female': 'nova',
  'fa-male': 'onyx',
  'en-female': 'shimmer',
  'en-male': 'echo',
};

/** OpenAI's moderation codes (never retried). */
const MODERATION_CODES = new Set(['moderation_blocked', 'content_policy_violation']);

export function openAIError(
  operation: string,
  answer: Pick<HttpAnswer, 'status' | 'headers' | 'json'>,
  secrets: readonly string[],
) {
  const error = isRecord(answer.json) && isRecord(answer.json.error) ? answer.json.error : {};
  const code = typeof error.code === 'string' ? error.code : typeof error.type === 'string' ? error.type : undefined;
  const message = typeof error.message === 'string' ? error.message : '';
  let kind: ProviderErrorKind = kindOfStatus(answer.status);
  if (code && MODERATION_CODES.has(code)) kind = 'moderation';
  // An exhausted balance is a 429 that no wait will cure: the account needs attention.
  else if (code === 'insufficient_quota' || code === 'billing_hard_limit_reached') kind = 'auth';
  return new ProviderError(
    'openai',
    kind,
    `openai ${operation}: HTTP ${answer.status}${code ? ` (${code})` : ''}${message ? `: ${clip(message, secrets)}` : ''}`,
    {
      httpStatus: answer.status,
      ...(code ? { providerCode: code } : {}),
      ...(answer.status === 429 ? { retryAfterMs: retryAfterMs(answer.headers) } : {}),
    },
  );
}

function single(files: ProviderJob['files'], field: string): InputFile | undefined {
  const value = files[field];
  return Array.isArray(value) ? value[0] : value;
}

function extension(mime: string): string {
  return mime === 'image/jpeg' ? 'jpg' : mime === 'image/webp' ? 'webp' : 'png';
}

export function createOpenAIProvider(options: OpenAIProviderOptions): RemoteProvider {
  const baseUrl = trimBaseUrl(options.baseUrl ?? OPENAI_BASE_URL);
  const secrets = [options.apiKey];
  const http: HttpContext = {
    provider: 'openai',
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? 180_000,
    secrets,
  };
  const retry: RetryOptions = { ...DEFAULT_RETRY, ...options.retry };

  function headers(extra: Record<string, string> = {}): Record<string, string> {
    const out: Record<string, string> = { Authorization: `Bearer ${options.apiKey}`, ...extra };
    if (options.organization) out['OpenAI-Organization'] = options.organization;
    if (options.project) out['OpenAI-Project'] = options.project;
    return out;
  }

  /** One call, retried only while rate-limited: after any other failure the work may have been done (and billed). */
  function call(operation: string, path: string, init: RequestInit, signal?: AbortSignal): Promise<HttpAnswer> {
    return withRetries(
      async () => {
        const answer = await send(http, operation, `${baseUrl}${path}`, { ...init, signal });
        if (answer.status < 200 || answer.status >= 300) throw openAIError(operation, answer, secrets);
        return answer;
      },
      { ...retry, signal, retryIf: (e) => e instanceof ProviderError && e.kind === 'rate-limited' },
    );
  }

  /** OpenAI's id of the call, for logs and support; ours when it gave none. */
  const idOf = (answer: HttpAnswer) => answer.headers.get('x-request-id') ?? randomUUID();

  function images(answer: HttpAnswer, format: string): Made {
    const data = isRecord(answer.json) && Array.isArray(answer.json.data) ? answer.json.data : [];
    const outputs = data
      .map((item: unknown) => (isRecord(item) && typeof item.b64_json === 'string' ? item.b64_json : null))
      .filter((b64): b64 is string => b64 !== null)
      .map((b64) => ({ mime: `image/${format}`, data: Buffer.from(b64, 'base64') }));
    if (outputs.length === 0)
      throw new ProviderError('openai', 'server', 'openai images: no b64_json in the answer', { retryable: false });
    return { outputs, requestId: idOf(answer) };
  }

  async function generate(job: ProviderJob): Promise<Made> {
    const dalle = job.model.startsWith('dall-e');
    const body: Record<string, unknown> = {
      model: job.model,
      prompt: imagePrompt(job.input),
      n: typeof job.input.count === 'number' ? job.input.count : 1,
      size: sizeFor(job.input.aspectRatio),
    };
    // gpt-image always answers base64 and refuses response_format; DALL·E needs it to.
    if (dalle) body.response_format = 'b64_json';
    else Object.assign(body, { quality: 'auto', output_format: 'png', moderation: 'auto' });
    const answer = await call(
      'images/generations',
      '/images/generations',
      { method: 'POST', headers: headers({ 'Content-Type': 'application/json' }), body: JSON.stringify(body) },
      job.signal,
    );
    return images(answer, 'png');
  }

  async function edit(job: ProviderJob): Promise<Made> {
    const image = single(job.files, 'image');
    if (!image) throw new ProviderError('openai', 'invalid-input', 'openai images/edits: the image is missing');
    const bytes = await image.read();
    const maskFile = single(job.files, 'mask');
    const mask = maskFile ? await toOpenAIMask(await maskFile.read(), bytes) : null;
    const build = () => {
      const form = new FormData();
      form.set('model', job.model);
      form.set('prompt', imagePrompt(job.input));
      form.set('n', '1');
      form.set('size', 'auto');
      form.set('image', new Blob([new Uint8Array(bytes)], { type: image.mime }), `image.${extension(image.mime)}`);
      if (mask) form.set('mask', new Blob([new Uint8Array(mask)], { type: 'image/png' }), 'mask.png');
      return form;
    };
    // A FormData body is consumed by a send: each attempt builds its own.
    const answer = await withRetries(
      async () => {
        const a = await send(http, 'images/edits', `${baseUrl}/images/edits`, {
          method: 'POST',
          headers: headers(),
          body: build(),
          signal: job.signal,
        });
        if (a.status < 200 || a.status >= 300) throw openAIError('images/edits', a, secrets);
        return a;
      },
      { ...retry, signal: job.signal, retryIf: (e) => e instanceof ProviderError && e.kind === 'rate-limited' },
    );
    return images(answer, 'png');
  }

  async function speech(job: ProviderJob): Promise<Made> {
    const text = typeof job.input.text === 'string' ? job.input.text.trim() : '';
    if (!text) throw new ProviderError('openai', 'invalid-input', 'openai audio/speech: a text is needed');
    const voiceKey = String(job.input.voice ?? 'fa-female');
    const speed = typeof job.input.speed === 'number' ? job.input.speed : 1;
    const parts = splitText(text, SPEECH_MAX_CHARS);
    // One part: MP3. Several: raw PCM joined exactly and wrapped as WAV (joined MP3s would click and lie
    // about their length).
    const format = parts.length === 1 ? 'mp3' : 'pcm';
    const body = (input: string): Record<string, unknown> => {
      const out: Record<string, unknown> = {
        model: job.model,
        input,
        voice: VOICES[voiceKey] ?? 'nova',
        response_format: format,
      };
      if (job.model === 'gpt-4o-mini-tts') {
        // This model ignores `speed`; it follows spoken instructions instead.
        const language = voiceKey.startsWith('fa') ? 'Persian (Farsi)' : 'English';
        out.instructions = `Speak ${language} clearly and naturally${speed === 1 ? '' : `, at about ${speed} times the usual pace`}.`;
      } else out.speed = speed;
      return out;
    };
    const chunks: Buffer[] = [];
    let requestId: string | undefined;
    for (const part of parts) {
      const answer = await call(
        'audio/speech',
        '/audio/speech',
        { method: 'POST', headers: headers({ 'Content-Type': 'application/json' }), body: JSON.stringify(body(part)) },
        job.signal,
      );
      chunks.push(answer.body);
      requestId ??= idOf(answer);
    }
    const id = requestId ?? randomUUID();
    if (format === 'mp3')
      return { outputs: [{ mime: 'audio/mpeg', data: chunks[0] ?? Buffer.alloc(0) }], requestId: id };
    const pcm = Buffer.concat(chunks);
    return {
      outputs: [{ mime: 'audio/wav', data: pcmToWav(pcm), durationSeconds: pcm.length / 2 / PCM_RATE }],
      requestId: id,
    };
  }

  const synchronous = () =>
    Promise.reject(new ProviderError('openai', 'not-found', 'openai: synchronous provider, nothing to poll or cancel'));

  return {
    name: 'openai',
    mode: 'sync',

    async submit(job): Promise<Submission> {
      let made: Made;
      if (SPEECH_MODELS.has(job.model) || job.tool === 'text-to-speech') made = await speech(job);
      else if (job.model.startsWith('gpt-image') || job.model.startsWith('dall-e')) {
        made = single(job.files, 'image') ? await edit(job) : await generate(job);
      } else throw new ProviderError('openai', 'invalid-input', `openai: no mapping for the model ${job.model}`);
      return { done: true, ...made };
    },
    status: synchronous,
    result: synchronous,
    cancel: synchronous,
    verifyWebhook: () =>
      Promise.reject(new ProviderError('openai', 'auth', 'openai: these endpoints send no webhooks; refused')),
    download: (output, opts = {}) => downloadOutput(http, output, opts),
  };
}
