/**
 * What turns a model's original file into what the viewers need. The real implementation lives in
 * `intake/`, `usdz/` and `poster/` (readUpload, validateModel, optimiseModel, documentToUsdz, renderPoster,
 * computeStats) and is plugged in through `AppDeps.models.processor`, the way the AI providers are; the
 * worker (worker.ts) stores what it returns and settles the model.
 */
import type { ResultCode } from '@rassam/i18n';
import type { ModelFormat } from '@rassam/db';

export interface ModelProcessorInput {
  /** The original file as uploaded (or a design's GLB). */
  bytes: Uint8Array;
  /** The name it was uploaded under (`model.glb`, `chair.zip`, `lamp.usdz`); for messages and extensions only. */
  fileName: string;
  /** What the bytes are, as intake read their signature: a GLB, a glTF with its files in a zip, or a USDZ. */
  source: ModelFormat;
  /** Aborted when the worker lost its lease: stop and throw. */
  signal?: AbortSignal;
}

/** The optimised model's measurements; the worker adds the byte counts it stored. */
export interface ModelProcessorStats {
  triangles: number;
  vertices?: number;
  materials: number;
  textures: { name: string; width: number; height: number; bytes: number; mime: string }[];
}

export interface ModelProcessorOutput {
  /** The optimised GLB (Draco or meshopt compressed, textures resized). */
  glb: Uint8Array;
  /** The USDZ for Apple's Quick Look; null when the model cannot be converted (AR then falls back to the GLB). */
  usdz: Uint8Array | null;
  /** A still of the model (PNG, JPEG or WebP), for cards and link previews. */
  poster: Uint8Array;
  /** A lighter GLB for the shop's 3D gallery (intake/gallery-model.ts); null when `glb` is light enough. */
  gallery: { glb: Uint8Array; triangles: number } | null;
  stats: ModelProcessorStats;
}

export interface ModelProcessor {
  /** `onProgress(0..1)` as it goes; throws ModelProcessingError for a file that cannot be used. */
  process(input: ModelProcessorInput, onProgress: (value: number) => void): Promise<ModelProcessorOutput>;
  /**
   * The gallery's copy of a model made before there were copies, from its optimised GLB (gallery-copies.ts);
   * null when it needs none. A processor without it leaves such models as they are.
   */
  galleryCopy?(glb: Uint8Array): Promise<ModelProcessorOutput['gallery']>;
}

/**
 * A file the processor refuses (broken, unsafe zip, no scene, too many triangles): the model fails at once
 * with `code` (a catalogue code shown to the owner) and `reason` (for people: what was wrong). Anything else
 * a processor throws counts as trouble of ours and is tried again, up to the model's attempts.
 */
export class ModelProcessingError extends Error {
  override name = 'ModelProcessingError';
  constructor(
    readonly code: ResultCode,
    readonly reason: string,
  ) {
    super(reason);
  }
}
