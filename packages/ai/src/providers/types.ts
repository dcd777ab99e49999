/**
 * The interface the generation worker drives every remote provider through (DESIGN.md sections 6–7):
 * submit a job, then follow it by webhook or by polling, fetch its outputs, cancel it. Synchronous
 * providers (OpenAI) answer `submit` with the finished outputs; asynchronous ones (fal, Replicate) with
 * a request id the job keeps.
 */
import type { InputFile, ProducedOutput, ProviderName } from '../types';
import type { ProviderError } from './errors';

export type RemoteProviderName = Exclude<ProviderName, 'offline'>;

/** One run as the worker hands it over: the validated input of a catalogue tool and the model to use. */
export interface ProviderJob {
  /** The catalogue slug: decides how our input fields map to the model's (see fal-inputs.ts). */
  tool: string;
  /** The provider's model id, e.g. `fal-ai/flux/dev`, `gpt-image-1`, `black-forest-labs/flux-dev`. */
  model: string;
  /** The validated input, without the file fields (those are in `files`). */
  input: Record<string, unknown>;
  files: Record<string, InputFile | InputFile[]>;
  /** The job's seed when the user gave none (deterministic retries). */
  seed?: number;
  /** Where the provider should POST when it is done; without it the worker polls. */
  webhookUrl?: string;
  signal?: AbortSignal;
}

/**
 * What an adapter needs to find a request again in another process (after a restart). JSON, so the job
 * can store it beside the request id; an adapter also remembers it in memory for its own submissions.
 */
export interface RequestHandle {
  model?: string;
  statusUrl?: string;
  responseUrl?: string;
  cancelUrl?: string;
}

export type Submission =
  | { done: false; requestId: string; handle: RequestHandle }
  | { done: true; requestId: string; outputs: ProducedOutput[] };

export type ProviderState = 'queued' | 'running' | 'completed' | 'failed';

export interface ProviderStatus {
  /** `completed` means finished: `result()` gives the outputs or throws the model's failure. */
  state: ProviderState;
  /** 0..1 when the provider tells (Replicate's progress bars in its logs); fal gives none. */
  progress?: number;
  /** Requests ahead of this one (fal while queued). */
  queuePosition?: number;
  /** Why it failed, when `state` is `failed` and the provider said so in the status. */
  error?: ProviderError;
}

export interface WebhookDelivery {
  headers: Headers | Record<string, string | string[] | undefined>;
  /** The body exactly as received: signatures cover these bytes, not a re-serialised JSON. */
  rawBody: string | Buffer;
}

/**
 * A verified webhook. Parsing is pure: the same delivery twice gives the same answer, and guarding
 * against replays (providers retry deliveries) is the job code's work, keyed on `requestId`.
 */
export interface WebhookEvent {
  requestId: string;
  state: ProviderState;
  /** True when the request succeeded. `outputs` may still be absent (fal's `payload_error`): call `result()`. */
  ok: boolean;
  outputs?: ProducedOutput[];
  error?: ProviderError;
}

export type CancelOutcome = 'requested' | 'already-done';

export interface RemoteProvider {
  readonly name: RemoteProviderName;
  /** `sync`: `submit` returns the outputs and there is nothing to poll, cancel or be called back about. */
  readonly mode: 'sync' | 'async';
  submit(job: ProviderJob): Promise<Submission>;
  status(requestId: string, handle?: RequestHandle): Promise<ProviderStatus>;
  result(requestId: string, handle?: RequestHandle): Promise<ProducedOutput[]>;
  cancel(requestId: string, handle?: RequestHandle): Promise<CancelOutcome>;
  /** Throws a ProviderError of kind `auth` for a delivery that is not the provider's (signature, timestamp). */
  verifyWebhook(delivery: WebhookDelivery): Promise<WebhookEvent>;
  /**
   * The bytes of an output as a stream, read as it is consumed (`data`/`data:` URIs in one chunk, URLs as
   * they download; an expired one is `not-found`): see downloadOutput for the size cap and the failures.
   */
  download(
    output: ProducedOutput,
    options?: { signal?: AbortSignal; maxBytes?: number },
  ): Promise<ReadableStream<Uint8Array>>;
}
