/**
 * Runs a claimed design on what it was planned for: the offline provider (in this process), or its
 * remote routes in order. A remote request is written to the design (provider, request id, handle) as
 * soon as the provider accepts it, so a worker that takes the design over after a crash follows the same
 * request instead of paying for a second one. A request is followed by the webhook the provider sends
 * (stored on the design by the webhook route) and by polling its status, which also reconciles a lost
 * webhook. Outputs are fetched at once: provider URLs expire and never reach users. The worker streams
 * each into storage (decision 022) through `open`, the adapter's download.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { designs, files, type Database } from '@rassam/db';
import {
  findTool,
  type InputFile,
  type ProducedOutput,
  type Route,
  type RunResult,
  type ToolDefinition,
} from '@rassam/ai';
import { runOffline } from '@rassam/ai/offline';
import {
  DEFAULT_MAX_DOWNLOAD_BYTES,
  ProviderError,
  type ProviderErrorKind,
  type RemoteProvider,
  type RequestHandle,
  type WebhookEvent,
} from '@rassam/ai/providers';
import type { Storage } from '../../lib/storage';
import type { Providers } from './providers';
import type { DesignRow } from './queue';
import { webhookPath } from './webhook-events';
import type { DesignRunner, RunContext } from './worker';

export interface RunnerOptions {
  db: Database;
  storage: Storage;
  providers: Providers;
  /** Public origin providers call back; without it requests are followed by polling alone. */
  webhookOrigin?: string;
  /** Between status polls of a remote request. */
  pollMs: number;
  /** A remote request not finished after this long is cancelled and the design fails (refunded). */
  deadlineMs?: number;
}

const DEFAULT_DEADLINE_MS = 30 * 60_000;

/** The largest output kept: checked while it downloads and again while it is stored. */
export const MAX_OUTPUT_BYTES = DEFAULT_MAX_DOWNLOAD_BYTES;

/** A failure that no retry or other route can mend (unknown tool, missing file). */
const final = (message: string) => Object.assign(new Error(message), { kind: 'invalid-input' as const });

/** The design's input files, read from our storage; the file ids were checked against the owner at creation. */
async function inputFiles(
  db: Database,
  storage: Storage,
  design: DesignRow,
  tool: ToolDefinition,
): Promise<Record<string, InputFile | InputFile[]>> {
  const wanted = Object.keys(tool.files).flatMap((field) => {
    const value = design.input[field];
    return (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(String);
  });
  if (!wanted.length) return {};
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.userId, design.userId), inArray(files.id, wanted)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const load = (id: string): InputFile => {
    const row = byId.get(id);
    if (!row) throw final(`input file ${id} is gone`);
    return {
      id,
      mime: row.mime,
      // Remote providers fetch from object storage directly; without it, adapters send the bytes inline.
      ...(storage.signedGetUrl ? { url: storage.signedGetUrl(row.storageKey, 3_600) } : {}),
      async read() {
        const stored = await storage.get(row.storageKey);
        if (!stored) throw final(`input file ${id} is missing from storage`);
        return Buffer.from(stored.body);
      },
    };
  };
  const out: Record<string, InputFile | InputFile[]> = {};
  for (const field of Object.keys(tool.files)) {
    const value = design.input[field];
    if (Array.isArray(value)) out[field] = value.map((id) => load(String(id)));
    else if (value !== undefined) out[field] = load(String(value));
  }
  return out;
}

/** The input without its file fields (those travel as files). */
function plainInput(design: DesignRow, tool: ToolDefinition): Record<string, unknown> {
  return Object.fromEntries(Object.entries(design.input).filter(([field]) => !(field in tool.files)));
}

/** A stored webhook event back as the adapter gave it (its error as a ProviderError again). */
function storedEvent(provider: RemoteProvider, value: Record<string, unknown>): WebhookEvent {
  const event = value as unknown as WebhookEvent & { error?: { kind: ProviderErrorKind; message: string } };
  return {
    ...event,
    ...(event.error ? { error: new ProviderError(provider.name, event.error.kind, event.error.message) } : {}),
  };
}

/** The outputs for the worker to store: bytes in hand as they are, a URL with `open`, its download. */
function withDownloads(provider: RemoteProvider, outputs: ProducedOutput[], signal: AbortSignal): ProducedOutput[] {
  if (!outputs.length) throw new ProviderError(provider.name, 'server', `${provider.name} finished with no outputs`);
  return outputs.map((output) =>
    output.data ? output : { ...output, open: () => provider.download(output, { signal, maxBytes: MAX_OUTPUT_BYTES }) },
  );
}

/**
 * The provider ran the request and it failed: final. The provider's queue already retried it (fal retries
 * runner failures itself), and following the same request again would only fail again.
 */
function requestFailed(provider: RemoteProvider, error: ProviderError | undefined): ProviderError {
  return new ProviderError(provider.name, error?.kind ?? 'server', error?.message ?? 'the request failed', {
    retryable: false,
  });
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });

export function createDesignRunner(options: RunnerOptions): DesignRunner {
  const { db, providers } = options;
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;

  async function webhookOf(designId: string) {
    const [row] = await db.select({ webhook: designs.webhook }).from(designs).where(eq(designs.id, designId));
    return row?.webhook ?? null;
  }

  /** Waits for the request's end (webhook or status), then returns its outputs or throws its failure. */
  async function follow(
    design: DesignRow,
    provider: RemoteProvider,
    requestId: string,
    handle: RequestHandle,
    context: RunContext,
  ): Promise<ProducedOutput[]> {
    const deadline = Date.now() + deadlineMs;
    const tick = Math.min(1_000, options.pollMs);
    let nextPoll = 0;
    for (;;) {
      context.signal.throwIfAborted();
      const stored = await webhookOf(design.id);
      if (stored) {
        const event = storedEvent(provider, stored);
        if (!event.ok) throw requestFailed(provider, event.error);
        return event.outputs?.length ? event.outputs : provider.result(requestId, handle);
      }
      if (Date.now() >= nextPoll) {
        nextPoll = Date.now() + options.pollMs;
        const status = await provider.status(requestId, handle);
        if (status.state === 'completed') return provider.result(requestId, handle);
        if (status.state === 'failed') throw requestFailed(provider, status.error);
        context.progress(status.progress ?? (status.state === 'queued' ? 0.05 : 0.3));
      }
      if (Date.now() > deadline) {
        await provider.cancel(requestId, handle).catch(() => 'already-done');
        throw new ProviderError(provider.name, 'timeout', `no result within ${deadlineMs / 60_000} minutes`, {
          retryable: false,
        });
      }
      await sleep(tick, context.signal);
    }
  }

  async function runRemote(
    design: DesignRow,
    tool: ToolDefinition,
    files: Record<string, InputFile | InputFile[]>,
    context: RunContext,
  ): Promise<RunResult> {
    const routes = design.routes as Route[];
    // A request already accepted (by this design's earlier attempt) is followed, never sent again.
    if (design.providerRequestId && design.provider) {
      const provider = providers[design.provider as Route['provider']];
      if (!provider) throw final(`provider ${design.provider} is no longer configured`);
      const handle = (design.providerHandle ?? {}) as RequestHandle;
      const outputs = await follow(design, provider, design.providerRequestId, handle, context);
      return {
        provider: provider.name,
        model: design.model ?? '',
        outputs: withDownloads(provider, outputs, context.signal),
      };
    }
    let lastError: unknown = final('no configured provider for this design');
    for (const route of routes) {
      const provider = providers[route.provider];
      if (!provider) continue;
      let submission;
      try {
        submission = await provider.submit({
          tool: tool.slug,
          model: route.model,
          input: plainInput(design, tool),
          files,
          seed: design.seed,
          ...(options.webhookOrigin && provider.mode === 'async'
            ? { webhookUrl: `${options.webhookOrigin}${webhookPath(provider.name)}` }
            : {}),
          signal: context.signal,
        });
      } catch (error) {
        // A refusal is about the content: another model must not be asked to make it either.
        if (error instanceof ProviderError && error.kind === 'moderation') throw error;
        lastError = error;
        continue;
      }
      await context.remember({
        provider: provider.name,
        model: route.model,
        requestId: submission.requestId,
        handle: submission.done ? {} : { ...submission.handle },
      });
      const outputs = submission.done
        ? submission.outputs
        : await follow(design, provider, submission.requestId, submission.handle, context);
      return {
        provider: provider.name,
        model: route.model,
        outputs: withDownloads(provider, outputs, context.signal),
      };
    }
    throw lastError;
  }

  /** A 3D model made from a picture shows that picture in grids (nothing here can render a GLB). */
  async function withPosters(
    tool: ToolDefinition,
    files: Record<string, InputFile | InputFile[]>,
    result: RunResult,
  ): Promise<RunResult> {
    const [image] = [files.image ?? []].flat();
    if (tool.outputKind !== 'model3d' || !image) return result;
    const poster = await image.read();
    return { ...result, outputs: result.outputs.map((output) => ({ poster, ...output })) };
  }

  return {
    async run(design, context) {
      const tool = findTool(design.tool);
      if (!tool) throw final(`unknown tool ${design.tool}`);
      // Read once: the run and the poster of a 3D result both use them.
      const files = await inputFiles(db, options.storage, design, tool);
      const result = (design.routes as Route[]).length
        ? await runRemote(design, tool, files, context)
        : await runOffline({
            tool,
            input: plainInput(design, tool),
            files,
            seed: design.seed,
            progress: context.progress,
            signal: context.signal,
          });
      return withPosters(tool, files, result);
    },
  };
}
