import { describe, expect, it } from 'vitest';
import { DEFAULT_DRAW_WITHIN, DEFAULT_LOD_POLICY, LodController, drawsModel, planLod, type LodEntry } from './lod';

const policy = { loadWithin: 5, maxConcurrent: 2, maxResident: 3 };

function row(states: LodEntry['state'][]): LodEntry[] {
  return states.map((state, i) => ({ id: `m${i}`, x: i * 2, z: 0, state }));
}

describe('planLod', () => {
  it('loads the nearest posters within reach, two at a time', () => {
    expect(planLod(0, 0, row(['poster', 'poster', 'poster', 'poster']), policy)).toEqual({
      load: ['m0', 'm1'],
      unload: [],
    });
    expect(planLod(4, 0, row(['poster', 'poster', 'poster', 'poster']), policy).load).toEqual(['m2', 'm1']);
  });

  it('starts nothing while two are loading, one more when one is', () => {
    expect(planLod(0, 0, row(['loading', 'loading', 'poster']), policy).load).toEqual([]);
    expect(planLod(0, 0, row(['loaded', 'loading', 'poster']), policy).load).toEqual(['m2']);
  });

  it('leaves far models as posters and never retries a failure', () => {
    expect(planLod(-20, 0, row(['poster', 'poster']), policy).load).toEqual([]);
    expect(planLod(0, 0, row(['failed', 'poster']), policy).load).toEqual(['m1']);
  });

  it('keeps what is loaded, however far, while within the memory budget', () => {
    expect(planLod(-50, 0, row(['loaded', 'loaded', 'loaded']), policy).unload).toEqual([]);
  });

  it('over the budget, drops the farthest first but never one within reach', () => {
    expect(planLod(-50, 0, row(['loaded', 'loaded', 'loaded', 'loaded', 'loaded']), policy).unload).toEqual([
      'm4',
      'm3',
    ]);
    expect(planLod(0, 0, row(['loaded', 'loaded', 'loaded', 'loaded']), policy).unload).toEqual(['m3']);
    // All within reach: over the budget for now rather than dropping what the visitor is looking at.
    expect(planLod(3, 0, row(['loaded', 'loaded', 'loaded', 'loaded']), policy).unload).toEqual([]);
  });

  it('keeps within the memory budget by dropping the farthest beyond reach', () => {
    const entries: LodEntry[] = [
      { id: 'near', x: 1, z: 0, state: 'loaded' },
      { id: 'mid', x: 6, z: 0, state: 'loaded' },
      { id: 'far', x: 8, z: 0, state: 'loaded' },
      { id: 'new', x: 2, z: 0, state: 'poster' },
    ];
    expect(planLod(0, 0, entries, policy)).toEqual({ load: ['new'], unload: ['far'] });
  });
});

describe('LodController', () => {
  it('starts loads, hands the slot on when one finishes and disposes what is left behind', () => {
    const started: string[] = [];
    const disposed: string[] = [];
    const lod = new LodController(
      [0, 2, 4, 30, 32].map((x, i) => ({ id: `m${i}`, x, z: 0 })),
      { start: (id) => started.push(id), dispose: (id) => disposed.push(id) },
      policy,
    );
    lod.update(0, 0);
    expect(started).toEqual(['m0', 'm1']);
    lod.update(0.1, 0); // moved less than the re-plan distance: nothing
    expect(started).toHaveLength(2);
    lod.finished('m0', true);
    expect(started).toEqual(['m0', 'm1', 'm2']);
    lod.finished('m1', false);
    lod.finished('m2', true);
    expect(lod.state('m1')).toBe('failed');
    expect(lod.loaded()).toEqual(['m0', 'm2']);
    // Far away, nothing is dropped until the budget (3) is passed: m3 and m4 make four.
    lod.update(30, 0);
    expect(started.slice(-2)).toEqual(['m3', 'm4']);
    expect(disposed).toEqual(['m0']);
    lod.finished('m3', true);
    lod.finished('m4', true);
    // Three loaded again: within the budget, m2 stays though it is far.
    expect(disposed).toEqual(['m0']);
    expect(lod.loaded()).toEqual(['m2', 'm3', 'm4']);
  });

  it('ignores a finish it did not start', () => {
    const lod = new LodController([{ id: 'a', x: 0, z: 0 }], { start: () => {}, dispose: () => {} });
    lod.finished('a', true);
    expect(lod.state('a')).toBe('poster');
  });

  it('has a default policy that loads near and drops far', () => {
    expect(DEFAULT_LOD_POLICY.maxConcurrent).toBe(2);
    expect(DEFAULT_LOD_POLICY.maxResident).toBeGreaterThanOrEqual(8);
  });
});

describe('drawsModel', () => {
  it('draws a model within reach and its poster beyond, with a margin against swapping back and forth', () => {
    expect(drawsModel(3, false, 7)).toBe(true);
    expect(drawsModel(7.5, false, 7)).toBe(false);
    // Drawn already: it stays until a metre further.
    expect(drawsModel(7.5, true, 7)).toBe(true);
    expect(drawsModel(8.01, true, 7)).toBe(false);
  });

  it('draws as far as models load', () => {
    expect(DEFAULT_DRAW_WITHIN).toBe(DEFAULT_LOD_POLICY.loadWithin);
    expect(drawsModel(DEFAULT_DRAW_WITHIN, false)).toBe(true);
  });
});
