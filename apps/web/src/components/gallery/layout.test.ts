import { describe, expect, it } from 'vitest';
import {
  FRAME_MAX,
  PLINTH_SIZE,
  WALL_MARGIN,
  layoutRoom,
  viewpointFor,
  wallCapacity,
  yawTowards,
  type RoomLayout,
} from './layout';
import { PLAYER_RADIUS, collide } from './movement';

function items(models: number, images: number) {
  return [
    ...Array.from({ length: models }, (_, i) => ({ id: `m${i}`, kind: 'model' as const })),
    ...Array.from({ length: images }, (_, i) => ({ id: `i${i}`, kind: 'image' as const })),
  ];
}

function expectFits(layout: RoomLayout) {
  const halfW = layout.width / 2;
  const halfD = layout.depth / 2;
  for (const p of layout.plinths) {
    // An aisle wide enough to walk between every plinth and every wall.
    expect(Math.abs(p.x)).toBeLessThanOrEqual(halfW - WALL_MARGIN + 1e-9);
    expect(Math.abs(p.z)).toBeLessThanOrEqual(halfD - WALL_MARGIN + 1e-9);
  }
  for (const [i, a] of layout.plinths.entries()) {
    for (const b of layout.plinths.slice(i + 1)) {
      expect(Math.hypot(a.x - b.x, a.z - b.z)).toBeGreaterThan(PLINTH_SIZE + 2 * PLAYER_RADIUS);
    }
  }
  for (const f of layout.frames) {
    const onSide = f.wall === 'start' || f.wall === 'end';
    const along = onSide ? f.z : f.x;
    const half = onSide ? halfD : halfW;
    expect(Math.abs(along) + FRAME_MAX / 2).toBeLessThanOrEqual(half);
    expect(onSide ? Math.abs(f.x) : Math.abs(f.z)).toBeCloseTo(onSide ? halfW : halfD, 1);
  }
  for (const [i, a] of layout.frames.entries()) {
    for (const b of layout.frames.slice(i + 1)) {
      expect(Math.hypot(a.x - b.x, a.z - b.z)).toBeGreaterThanOrEqual(FRAME_MAX);
    }
  }
}

describe('layoutRoom', () => {
  it('places every item exactly once, for 1 to 24 items of any mix', () => {
    for (let total = 1; total <= 24; total++) {
      for (const models of new Set([0, Math.floor(total / 2), total])) {
        const list = items(models, total - models);
        const layout = layoutRoom(list, 'ltr');
        const placed = [...layout.plinths.map((p) => p.id), ...layout.frames.map((f) => f.id)].sort();
        expect(placed).toEqual(list.map((i) => i.id).sort());
        expectFits(layout);
      }
    }
  });

  it('keeps the smallest room for a few items and grows for many', () => {
    const small = layoutRoom(items(1, 1), 'ltr');
    expect([small.width, small.depth]).toEqual([8, 10]);
    const big = layoutRoom(items(12, 12), 'ltr');
    expect(big.width * big.depth).toBeGreaterThan(small.width * small.depth);
    expect(layoutRoom(items(0, 24), 'ltr').frames).toHaveLength(24);
  });

  it('hangs pictures on the back and side walls before the wall behind the entrance', () => {
    const layout = layoutRoom(items(0, 5), 'ltr');
    expect(layout.frames.map((f) => f.wall).sort()).toEqual(['back', 'back', 'end', 'start', 'start']);
  });

  it('starts on the start side of the page: right in Persian, left in English', () => {
    const list = items(3, 3);
    const rtl = layoutRoom(list, 'rtl');
    const ltr = layoutRoom(list, 'ltr');
    expect(rtl.plinths[0]!.x).toBeGreaterThan(0);
    expect(ltr.plinths[0]!.x).toBeLessThan(0);
    expect(rtl.frames.find((f) => f.id === 'i0')!.wall).toBe('start');
    expect(rtl.frames.find((f) => f.id === 'i0')!.x).toBeGreaterThan(0);
    expect(ltr.frames.find((f) => f.id === 'i0')!.x).toBeLessThan(0);
    // Mirror images of each other.
    rtl.plinths.forEach((p, i) => expect(p.x).toBeCloseTo(-ltr.plinths[i]!.x));
  });

  it('turns every picture to face into the room', () => {
    const layout = layoutRoom(items(0, 12), 'rtl');
    for (const f of layout.frames) {
      // The normal (sin r, cos r) points from the wall towards the centre.
      expect(Math.sin(f.rotationY) * -f.x + Math.cos(f.rotationY) * -f.z).toBeGreaterThan(0);
    }
  });

  it('starts the visitor at the entrance, looking at the back wall, clear of every plinth', () => {
    const layout = layoutRoom(items(12, 0), 'ltr');
    expect(layout.spawn.yaw).toBe(0);
    expect(layout.spawn.z).toBeGreaterThan(Math.max(...layout.plinths.map((p) => p.z)) + PLINTH_SIZE);
  });
});

describe('wallCapacity', () => {
  it('counts pictures with clear corners', () => {
    expect(wallCapacity(2)).toBe(0);
    expect(wallCapacity(2.8)).toBe(1);
    expect(wallCapacity(8)).toBe(3);
  });
});

describe('viewpointFor', () => {
  it('stands in the aisle in front of a picture, looking at it, clear of the plinths', () => {
    const layout = layoutRoom(items(9, 9), 'rtl');
    const world = {
      halfWidth: layout.width / 2,
      halfDepth: layout.depth / 2,
      obstacles: layout.plinths.map((p) => ({ x: p.x, z: p.z, halfX: PLINTH_SIZE / 2, halfZ: PLINTH_SIZE / 2 })),
    };
    for (const f of layout.frames) {
      const view = viewpointFor(layout, f.id)!;
      const moved = { x: view.x, z: view.z };
      collide(moved, world);
      expect(moved).toEqual({ x: view.x, z: view.z });
      expect(view.yaw).toBeCloseTo(yawTowards(view.x, view.z, f.x, f.z));
    }
    for (const p of layout.plinths) {
      const view = viewpointFor(layout, p.id)!;
      expect(view.z).toBeGreaterThan(p.z);
      expect(view.yaw).toBeCloseTo(0);
    }
    expect(viewpointFor(layout, 'nope')).toBeNull();
  });

  it('yaw 0 looks to −z, −π/2 to +x', () => {
    expect(yawTowards(0, 0, 0, -1)).toBeCloseTo(0);
    expect(yawTowards(0, 0, 1, 0)).toBeCloseTo(-Math.PI / 2);
  });
});
