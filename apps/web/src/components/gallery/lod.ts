/**
 * Which models are loaded, from where the visitor stands (decision 034). A plinth shows its poster until
 * the visitor comes within `loadWithin` metres; then its GLB is fetched, nearest first, at most
 * `maxConcurrent` at a time (each load is a download, a Draco decode in a worker and a texture upload that
 * stalls a frame: two keep the network busy without stacking those stalls). A loaded model is disposed
 * again when the visitor is more than `unloadBeyond` away (twice the load distance, so walking to and fro
 * at the edge does not load and drop it over and over), or, when more than `maxResident` are loaded, the
 * farthest beyond `loadWithin` go first: on a phone the GPU memory of a dozen 1024 px textures and their
 * meshes (~6 MB each) is what runs out, and coming back costs only a decode, the GLB being in the HTTP cache.
 */

export type ModelState = 'poster' | 'loading' | 'loaded' | 'failed';

export interface LodPolicy {
  loadWithin: number;
  unloadBeyond: number;
  maxConcurrent: number;
  maxResident: number;
}

export const DEFAULT_LOD_POLICY: LodPolicy = { loadWithin: 7, unloadBeyond: 14, maxConcurrent: 2, maxResident: 8 };

export interface LodEntry {
  id: string;
  x: number;
  z: number;
  state: ModelState;
}

export interface LodPlan {
  load: string[];
  unload: string[];
}

/** What to start loading and what to dispose, for a visitor at (x, z). Pure: the caller applies it. */
export function planLod(x: number, z: number, entries: readonly LodEntry[], policy: LodPolicy): LodPlan {
  const withDistance = entries.map((entry) => ({ entry, distance: Math.hypot(entry.x - x, entry.z - z) }));
  const loading = entries.filter((e) => e.state === 'loading').length;
  const load = withDistance
    .filter(({ entry, distance }) => entry.state === 'poster' && distance <= policy.loadWithin)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, Math.max(0, policy.maxConcurrent - loading))
    .map(({ entry }) => entry.id);

  const loaded = withDistance.filter(({ entry }) => entry.state === 'loaded').sort((a, b) => b.distance - a.distance);
  const unload = new Set(loaded.filter(({ distance }) => distance > policy.unloadBeyond).map(({ entry }) => entry.id));
  // Over the memory budget (counting what is loading), the farthest that are not close go too.
  let resident = loaded.length + loading + load.length - unload.size;
  for (const { entry, distance } of loaded) {
    if (resident <= policy.maxResident) break;
    if (unload.has(entry.id) || distance <= policy.loadWithin) continue;
    unload.add(entry.id);
    resident -= 1;
  }
  return { load, unload: [...unload] };
}

/**
 * Keeps each model's state and applies plans: `start(id)` begins a load (the controller is told the
 * outcome by `finished`), `dispose(id)` frees a loaded model. A model that fails stays a poster and is
 * not tried again in this visit.
 */
export class LodController {
  private readonly entries: LodEntry[];
  private readonly byId = new Map<string, LodEntry>();
  private lastX = Number.NaN;
  private lastZ = Number.NaN;

  constructor(
    models: readonly { id: string; x: number; z: number }[],
    private readonly callbacks: { start(id: string): void; dispose(id: string): void },
    private readonly policy: LodPolicy = DEFAULT_LOD_POLICY,
    /** Plans again only after the visitor has moved this far (or a load finished): not every frame. */
    private readonly replanAfter = 0.5,
  ) {
    this.entries = models.map((m) => ({ id: m.id, x: m.x, z: m.z, state: 'poster' as ModelState }));
    for (const entry of this.entries) this.byId.set(entry.id, entry);
  }

  state(id: string): ModelState | undefined {
    return this.byId.get(id)?.state;
  }

  /** Call when the camera moves; cheap when it has not moved far since the last plan. */
  update(x: number, z: number, force = false): void {
    if (!force && Math.hypot(x - this.lastX, z - this.lastZ) < this.replanAfter) return;
    this.lastX = x;
    this.lastZ = z;
    const plan = planLod(x, z, this.entries, this.policy);
    for (const id of plan.unload) {
      this.byId.get(id)!.state = 'poster';
      this.callbacks.dispose(id);
    }
    for (const id of plan.load) {
      this.byId.get(id)!.state = 'loading';
      this.callbacks.start(id);
    }
  }

  /**
   * A load ended. A model that is no longer wanted by now (the visitor walked away while it loaded) is
   * disposed at once by the next plan; the freed slot goes to the next nearest.
   */
  finished(id: string, ok: boolean): void {
    const entry = this.byId.get(id);
    if (!entry || entry.state !== 'loading') return;
    entry.state = ok ? 'loaded' : 'failed';
    if (Number.isFinite(this.lastX)) this.update(this.lastX, this.lastZ, true);
  }

  /** Ids of every model loaded now (to dispose them all on unmount). */
  loaded(): string[] {
    return this.entries.filter((e) => e.state === 'loaded').map((e) => e.id);
  }
}
