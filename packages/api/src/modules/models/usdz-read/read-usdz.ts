/**
 * A USDZ package's USD as a glTF document, so that a USDZ upload becomes a model like a GLB (decision
 * 031): the first file is the root layer (USDZ's rule), text (usda) or binary (usdc), parsed and composed
 * by three.js's USD readers (three-usd.js, bounded there), counted against the limits before three builds
 * any geometry, then turned into glTF (usd-to-document.ts) with the package's own PNG/JPEG textures.
 *
 * Parsing is synchronous: the abort signal is checked between layers and steps, not inside a parse; the
 * limits bound how long one can take.
 */
import { posix } from 'node:path';
import type { Document } from '@gltf-transform/core';
import { weld } from '@gltf-transform/functions';
import { AppError } from '../../../lib/app-error';
import type { IntakeLimits } from '../intake/limits';
import { refuse } from '../intake/refuse';
import type { SafeZip } from '../intake/safe-zip';
import { composeUsd, isCrate, parseUsdLayer, UsdRefusal, type UsdBudget, type UsdLayer } from './three-usd';
import { CompositionBudget, countLayer, type LayerCounts } from './usd-counts';
import { PackageTextures } from './usd-textures';
import { usdToDocument, type StageUnits } from './usd-to-document';

export const USD_LAYER = /\.usd[ac]?$/i;

/** Values a crate may read, per prim allowed: real files read a few fields for each of a prim's ~10 specs. */
const READS_PER_PRIM = 200;

export interface UsdzModel {
  document: Document;
  /** The root layer (the package's first file) and its format. */
  layer: string;
  format: 'usda' | 'usdc';
  units: StageUnits;
  /** What was left out or changed, for people (skinning, animation, hidden meshes, ...). */
  warnings: string[];
}

/** The error for anything three's parsers or composer threw: ours as they are, theirs as unreadable. */
function asRefusal(error: unknown, layer: string): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof UsdRefusal) {
    return error.kind === 'limit'
      ? refuse('usd-too-large', { layer, ...error.details }, error)
      : refuse('unreadable-usd', { layer, ...error.details }, error);
  }
  const message = error instanceof Error ? error.message : String(error);
  return refuse('unreadable-usd', { layer, problem: message.slice(0, 300) }, error);
}

export async function readUsdz(
  zip: SafeZip,
  limits: IntakeLimits,
  options: { signal?: AbortSignal } = {},
): Promise<UsdzModel> {
  const { signal } = options;
  const first = zip.files[0];
  if (!first || !USD_LAYER.test(first.name)) throw refuse('no-usd-layer', { entry: first?.name ?? null });

  // Every layer's bytes first (reading is async, composing is not): the zip's own limits hold them.
  const layerNames = zip.files.map((file) => file.name).filter((name) => USD_LAYER.test(name));
  const layerBytes = new Map<string, Uint8Array>();
  for (const name of layerNames) {
    signal?.throwIfAborted();
    const bytes = new Uint8Array(await zip.read(name));
    if (!isCrate(bytes) && bytes.byteLength > limits.maxUsdTextBytes) {
      throw refuse('usd-too-large', {
        layer: name,
        what: 'text bytes',
        count: bytes.byteLength,
        limit: limits.maxUsdTextBytes,
      });
    }
    layerBytes.set(name, bytes);
  }

  const maxReads = READS_PER_PRIM * limits.maxUsdPrims;
  const budget: UsdBudget = { bytes: limits.maxUncompressedBytes, reads: maxReads, maxReads };
  const counted = new WeakMap<UsdLayer, LayerCounts>();
  const parse = (name: string): UsdLayer => {
    let layer: UsdLayer;
    try {
      layer = parseUsdLayer(layerBytes.get(name)!, budget);
    } catch (error) {
      throw asRefusal(error, name);
    }
    counted.set(layer, countLayer(layer, limits));
    return layer;
  };

  const root = parse(first.name);
  signal?.throwIfAborted();
  const composition = new CompositionBudget(limits);
  const seen: LayerCounts[] = [];
  const layers = Object.fromEntries(
    layerNames.filter((name) => name !== first.name).map((name) => [name, () => parse(name)]),
  );
  let composed;
  try {
    composed = composeUsd(root, {
      layers,
      files: zip.files.map((file) => file.name).filter((name) => !USD_LAYER.test(name)),
      basePath: posix.dirname(first.name) === '.' ? '' : posix.dirname(first.name),
      onCompose: (layer) => {
        const counts = counted.get(layer) ?? countLayer(layer, limits);
        seen.push(counts);
        composition.charge(counts);
      },
    });
  } catch (error) {
    throw asRefusal(error, first.name);
  }
  signal?.throwIfAborted();
  if (composed.missing.length > 0) {
    throw refuse('missing-resource', { uri: composed.missing[0], missing: composed.missing.slice(0, 10) });
  }

  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);
  const units = stageUnits(root, first.name, warn);
  noteDropped(composed.notes, seen, root, warn);

  const document = await usdToDocument(composed.nodes, units, (target) => new PackageTextures(target, zip, limits), {
    signal,
    warn,
  });
  signal?.throwIfAborted();
  // Three's triangles come unindexed; bitwise-identical vertices become one, as glTF exporters write them.
  await document.transform(weld());
  return { document, layer: first.name, format: root.format, units, warnings };
}

/** The root layer's units: USD's fallbacks are centimetres (metersPerUnit 0.01) and +Y up. */
function stageUnits(root: UsdLayer, layer: string, warn: (message: string) => void): StageUnits {
  const meters = root.metersPerUnit ?? 0.01;
  if (!Number.isFinite(meters) || meters <= 0) {
    throw refuse('unreadable-usd', { layer, problem: `metersPerUnit is ${String(root.metersPerUnit)}` });
  }
  if (root.metersPerUnit === undefined) warn('the layer does not say its units: read as centimetres, as USD does');
  const axis = root.upAxis ?? 'Y';
  if (axis !== 'Y' && axis !== 'Z') warn(`upAxis "${axis}" is not Y or Z: read as Y`);
  return { metersPerUnit: meters, upAxis: axis === 'Z' ? 'Z' : 'Y' };
}

function noteDropped(notes: string[], counts: LayerCounts[], root: UsdLayer, warn: (message: string) => void): void {
  if (notes.includes('skinning')) warn('skeletons and skinning are not read: skinned meshes show in their bind pose');
  if (notes.includes('hidden')) warn('invisible, proxy and guide meshes are left out');
  for (const note of notes.filter((item) => item.startsWith('reference:'))) {
    warn(`a reference to ${note.slice('reference:'.length)} names no layer in the package: left out`);
  }
  if (counts.some((layer) => layer.animated)) warn('animation is not read: the first time sample is shown');
  if (counts.some((layer) => layer.variants)) warn('variant sets: only the selected (or first) variant is shown');
  const unread = new Set(counts.flatMap((layer) => [...layer.unread]));
  if (unread.size > 0) warn(`prims of type ${[...unread].slice(0, 10).join(', ')} are not read (meshes only)`);
  if (root.skippedTypes.length > 0) {
    warn(`binary values of types ${root.skippedTypes.join(', ')} are not read (references, payloads, ...)`);
  }
}
