/**
 * Which models are loaded, from where the visitor stands (decision 034). A plinth shows its poster until
 * the visitor comes within `loadWithin` metres; then its GLB is fetched, nearest first, at most
 * `maxConcurrent` at a time (each load is a download, a Draco decode in a worker and a texture upload that
 * stalls a frame: two keep the network busy without stacking those stalls). Loaded models stay loaded
 * while there are at most `maxResident` of them; beyond that the farthest that are out of reach are
 * disposed. Memory is why: on a phone the GPU memory of a 1024 px texture with its mipmaps and a mesh
 * (~6–7 MB a model) is what runs out first, and ten of them (~65 MB) is what we allow a gallery. Not
 * distance alone: measured (decision 034), dropping models at twice the load distance made a room of
 * eight reload them as the visitor walked round, each reload a decode and an upload that stalled
 * frames, to save memory that was not short.
 */

export type ModelState = 'poster' | 'loading' | 'loaded' | 'failed';

/**
 * Whether a loaded model is drawn, or its poster stands in for it (an impostor), for a visitor `distance`
 * metres away: drawn within `within` metres (where models load), its poster again only beyond `within +
 * margin`, so that walking along the edge does not swap them at every step. Memory keeps what is loaded
 * (planLod); this saves drawing it: a model far off covers a few dozen pixels but costs all its triangles,
 * and in a GPU in software (or a weak phone's) those were most of a frame: measured in decision 034, a
 * room of eight models of 20k triangles ran at about half the frame rate of the same room without them.
 */
export function drawsModel(distance: number, drawn: boolean, within = DEFAULT_DRAW_WITHIN, margin = 1): boolean {
  return distance <= (drawn ? within + margin : within);
}

export interface LodPolicy {
  loadWithin: number;
  maxConcurrent: number;
  maxResident: number;
}

export const DEFAULT_LOD_POLICY: LodPolicy = { loadWithin: 7, maxConcurrent: 2, maxResident: 10 };
/** Models are drawn where they load: a model comes in as it comes within reach, and goes out past it. */
export const DEFAULT_DRAW_WITHIN = DEFAULT_LOD_POLICY.loadWithin;

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

  // Over the memory budget (counting what is loading), the farthest out of reach go, farthest first.
  const loaded = withDistance.filter(({ entry }) => entry.state === 'loaded').sort((a, b) => b.distance - a.distance);
  const unload: string[] = [];
  let resident = loaded.length + loading + load.length;
  for (const { entry, distance } of loaded) {
    if (resident <= policy.maxResident || distance <= policy.loadWithin) break;
    unload.push(entry.id);
    resident -= 1;
  }
  return { load, unload };
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
