import type { RoomStyle } from './types';

/**
 * The three rooms an owner chooses from. Everything is drawn here at run time (no downloaded assets):
 * colours, and floor textures painted on a small canvas. The room's surfaces have their light baked
 * (vertex colours, unlit materials); one hemisphere light and one directional light without shadows
 * light the models only; and what looks like spotlights in the night room is baked too: soft light pools drawn on the floor and walls, which cost one draw call
 * instead of a real light per item (each real light is paid for by every pixel of every lit surface).
 */
export interface RoomLook {
  background: number;
  wall: number;
  ceiling: number;
  plinth: number;
  frame: number;
  /** The highlight around the focused item. */
  accent: number;
  floor: (canvas: HTMLCanvasElement) => void;
  /** Metres of floor one texture repeat covers. */
  floorTile: number;
  hemisphere: { sky: number; ground: number; intensity: number };
  sun: { color: number; intensity: number };
  /** How strongly the models reflect the generated environment. */
  environment: number;
  /** Light pools under the plinths and over the pictures (additive), and the fittings in the ceiling. */
  pools: { color: number; opacity: number } | null;
  /** The soft contact shadow under each plinth. */
  shadowOpacity: number;
}

/** A small deterministic generator, so a room looks the same on every visit. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function speckle(canvas: HTMLCanvasElement, base: string, spots: string[], count: number, seed: number) {
  canvas.width = canvas.height = 256;
  const g = canvas.getContext('2d')!;
  g.fillStyle = base;
  g.fillRect(0, 0, 256, 256);
  const next = random(seed);
  for (let i = 0; i < count; i++) {
    g.fillStyle = spots[i % spots.length]!;
    g.globalAlpha = 0.04 + next() * 0.08;
    const size = 1 + next() * 3;
    g.fillRect(next() * 256, next() * 256, size, size);
  }
  g.globalAlpha = 1;
}

function planks(canvas: HTMLCanvasElement) {
  canvas.width = canvas.height = 256;
  const g = canvas.getContext('2d')!;
  const next = random(17);
  const tones = ['#9a6a3f', '#a8744a', '#8d5f37', '#b07c50', '#946540'];
  const plank = 32;
  for (let row = 0; row < 256 / plank; row++) {
    // Boards of different lengths, staggered row by row, with a few grain lines each.
    let x = -Math.floor(next() * 128);
    while (x < 256) {
      const length = 96 + Math.floor(next() * 128);
      g.fillStyle = tones[Math.floor(next() * tones.length)]!;
      g.fillRect(x, row * plank, length, plank);
      g.strokeStyle = 'rgba(60,35,15,0.18)';
      g.lineWidth = 1;
      for (let line = 0; line < 4; line++) {
        const y = row * plank + 4 + next() * (plank - 8);
        g.beginPath();
        g.moveTo(x, y);
        g.bezierCurveTo(x + length / 3, y + next() * 4 - 2, x + (2 * length) / 3, y + next() * 4 - 2, x + length, y);
        g.stroke();
      }
      g.fillStyle = 'rgba(40,22,8,0.55)';
      g.fillRect(x, row * plank, 1.5, plank);
      x += length;
    }
    g.fillStyle = 'rgba(40,22,8,0.6)';
    g.fillRect(0, row * plank, 256, 1.5);
  }
}

export const ROOM_LOOKS: Record<RoomStyle, RoomLook> = {
  gallery: {
    background: 0xf4f4f2,
    wall: 0xf7f7f5,
    ceiling: 0xffffff,
    plinth: 0xfafafa,
    frame: 0x1c1c1c,
    accent: 0x2563eb,
    floor: (canvas) => speckle(canvas, '#cfcfcb', ['#8d8d88', '#ffffff', '#b5b5b0'], 1400, 3),
    floorTile: 3,
    hemisphere: { sky: 0xffffff, ground: 0xb8b8b0, intensity: 2.2 },
    sun: { color: 0xffffff, intensity: 1.1 },
    environment: 0.9,
    pools: null,
    shadowOpacity: 0.35,
  },
  warm: {
    background: 0x3b2a1e,
    wall: 0xe9dcc6,
    ceiling: 0xf2e8d8,
    plinth: 0x6b4a2f,
    frame: 0xa87b4f,
    accent: 0xd97706,
    floor: planks,
    floorTile: 2.5,
    hemisphere: { sky: 0xfff1dc, ground: 0x8a6a4a, intensity: 2 },
    sun: { color: 0xffd9a8, intensity: 1.2 },
    environment: 0.7,
    pools: null,
    shadowOpacity: 0.4,
  },
  night: {
    background: 0x07080c,
    wall: 0x23262f,
    ceiling: 0x101218,
    plinth: 0x15161a,
    frame: 0xb89a5a,
    accent: 0xfbbf24,
    floor: (canvas) => speckle(canvas, '#16171c', ['#2c2e36', '#000000', '#3a3c44'], 1200, 5),
    floorTile: 3,
    // The lights reach only the models (the room's light is baked): a warm key light like a spot.
    hemisphere: { sky: 0x9aa0c0, ground: 0x202028, intensity: 1.1 },
    sun: { color: 0xffe2b0, intensity: 1.8 },
    environment: 0.45,
    pools: { color: 0xffd9a0, opacity: 0.55 },
    shadowOpacity: 0.5,
  },
};

/** A soft round spot, white in the middle and clear at the rim: light pools and contact shadows. */
export function paintSoftSpot(canvas: HTMLCanvasElement): void {
  canvas.width = canvas.height = 64;
  const g = canvas.getContext('2d')!;
  const gradient = g.createRadialGradient(32, 32, 0, 32, 32, 32);
  gradient.addColorStop(0, 'rgba(255,255,255,1)');
  gradient.addColorStop(0.45, 'rgba(255,255,255,0.55)');
  gradient.addColorStop(1, 'rgba(255,255,255,0)');
  g.fillStyle = gradient;
  g.fillRect(0, 0, 64, 64);
}
