/**
 * The shapes every part of the generation engine shares: tools (the catalogue), providers (remote
 * adapters and the offline one) and what a job hands them and gets back.
 */
import type { z } from 'zod';

export type OutputKind = 'image' | 'video' | 'audio' | 'model3d';
export type ToolGroup = 'image' | 'edit' | 'video' | '3d' | 'audio' | 'model';
export type ProviderName = 'fal' | 'openai' | 'replicate' | 'offline';

/** How a run is priced, in coins. Rules read the (validated) input; the result is rounded up. */
export type PriceRule =
  | { per: 'run'; coins: number }
  | { per: 'image'; coins: number; countField?: string }
  | { per: 'second'; coins: number; field: string }
  | { per: 'kchar'; coins: number; field: string; minimum: number }
  | { per: 'factor'; coins: Record<string, number>; field: string };

/** One provider and model a tool may run on; a tool's routes are tried in order. */
export interface Route {
  provider: Exclude<ProviderName, 'offline'>;
  model: string;
}

/** The classical method the offline provider uses for a tool (or a labelled preview). */
export type OfflineMethod =
  | 'upscale'
  | 'expand'
  | 'remove-object'
  | 'remove-bg'
  | 'relief-image'
  | 'camera-move'
  | 'relief-mesh'
  | 'speech'
  | 'music'
  | 'preview-image'
  | 'preview-video'
  | 'preview-model3d';

export interface ToolDefinition<S extends z.ZodObject = z.ZodObject> {
  slug: string;
  group: ToolGroup;
  outputKind: OutputKind;
  /** Validates what a user sends; file inputs are our file ids (uuid strings). */
  input: S;
  /** Input fields that hold file ids, and the kind of file each accepts. */
  files: Record<string, 'image' | 'video' | 'audio'>;
  price: PriceRule;
  /** Default routing (an admin may change it at run time); empty = offline only. */
  routes: Route[];
  offline: OfflineMethod;
}

/** A file a job reads: already in our storage, checked when it was uploaded. */
export interface InputFile {
  id: string;
  mime: string;
  /** The bytes (the offline provider) */
  read(): Promise<Buffer>;
  /** A URL a remote provider can fetch for a while (signed), when storage can give one. */
  url?: string;
}

/** What a provider produced: bytes to store, or a URL to download at once (provider URLs expire). */
export interface ProducedOutput {
  mime: string;
  data?: Buffer;
  url?: string;
  /** Known metadata (the store fills the rest by probing). */
  width?: number;
  height?: number;
  durationSeconds?: number;
  /** A still to show in grids where the output itself cannot be drawn (a 3D model): any image bytes. */
  poster?: Buffer;
  /**
   * Opens the bytes of an output that came as a URL, as a stream (its adapter's download, with the URL's
   * expiry and the size cap): the worker pipes it into storage rather than holding it in memory.
   */
  open?: () => Promise<ReadableStream<Uint8Array>>;
}

export interface RunContext {
  tool: ToolDefinition;
  /** Validated input, with file ids replaced by nothing: files are in `files`. */
  input: Record<string, unknown>;
  files: Record<string, InputFile | InputFile[]>;
  /** Deterministic runs: the seed the job uses (chosen at creation when the user gave none). */
  seed: number;
  /** Reports progress in 0..1 (clamped and throttled by the caller). */
  progress(value: number): void;
  signal: AbortSignal;
}

export interface RunResult {
  outputs: ProducedOutput[];
  provider: ProviderName;
  model: string;
  /** True for an offline preview made without a generative model: the UI labels it. */
  preview?: boolean;
}
