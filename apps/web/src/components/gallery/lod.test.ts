import { describe, expect, it } from 'vitest';
import { DEFAULT_LOD_POLICY, LodController, planLod, type LodEntry } from './lod';

const policy = { loadWithin: 5, unloadBeyond: 10, maxConcurrent: 2, maxResident: 3 };

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

  it('disposes what is far away, with a gap between the two distances', () => {
    const entries = row(['loaded', 'loaded']);
    // At 7 m: no longer loaded by choice, but not dropped either.
    expect(planLod(-7, 0, entries, policy).unload).toEqual([]);
    expect(planLod(-9, 0, entries, policy).unload).toEqual(['m1']);
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
      [0, 2, 4, 30].map((x, i) => ({ id: `m${i}`, x, z: 0 })),
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
    lod.update(30, 0);
    expect(disposed.sort()).toEqual(['m0', 'm2']);
    expect(started.at(-1)).toBe('m3');
    lod.finished('m3', true);
    expect(lod.loaded()).toEqual(['m3']);
  });

  it('ignores a finish it did not start', () => {
    const lod = new LodController([{ id: 'a', x: 0, z: 0 }], { start: () => {}, dispose: () => {} });
    lod.finished('a', true);
    expect(lod.state('a')).toBe('poster');
  });

  it('has a default policy that loads near and drops far', () => {
    expect(DEFAULT_LOD_POLICY.maxConcurrent).toBe(2);
    expect(DEFAULT_LOD_POLICY.unloadBeyond).toBeGreaterThan(DEFAULT_LOD_POLICY.loadWithin);
  });
});
