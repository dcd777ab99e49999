import { describe, expect, it } from 'vitest';
import {
  MAX_PITCH,
  PLAYER_RADIUS,
  WALK_SPEED,
  addIntent,
  emptyIntent,
  intentFromJoystick,
  intentFromKeys,
  joystickVector,
  look,
  orbitBy,
  orbitCameraPosition,
  walk,
  wrapAngle,
  type WalkWorld,
} from './movement';

const room: WalkWorld = { halfWidth: 4, halfDepth: 5, obstacles: [{ x: 0, z: 0, halfX: 0.4, halfZ: 0.4 }] };

function walkFor(seconds: number, pose: { x: number; z: number; yaw: number; pitch: number }, keys: string[]) {
  const intent = intentFromKeys(new Set(keys), emptyIntent());
  for (let t = 0; t < seconds; t += 1 / 60) walk(pose, intent, 1 / 60, room);
  return pose;
}

describe('keys', () => {
  it('reads places on the keyboard, so a Persian layout walks too', () => {
    expect(intentFromKeys(new Set(['KeyW']), emptyIntent())).toEqual({ forward: 1, strafe: 0, turn: 0 });
    expect(intentFromKeys(new Set(['ArrowDown', 'KeyD']), emptyIntent())).toEqual({ forward: -1, strafe: 1, turn: 0 });
    expect(intentFromKeys(new Set(['ArrowLeft']), emptyIntent()).turn).toBe(-1);
  });

  it('cancels opposite keys and clamps doubled ones', () => {
    expect(intentFromKeys(new Set(['KeyW', 'KeyS']), emptyIntent()).forward).toBe(0);
    expect(intentFromKeys(new Set(['KeyW', 'ArrowUp']), emptyIntent()).forward).toBe(1);
    expect(intentFromKeys(new Set(['Tab', 'Enter']), emptyIntent())).toEqual(emptyIntent());
  });

  it('adds the joystick to the keys within the unit range', () => {
    const sum = addIntent({ forward: 1, strafe: 0, turn: 0 }, { forward: 0.5, strafe: 0, turn: -0.3 });
    expect(sum).toEqual({ forward: 1, strafe: 0, turn: -0.3 });
  });
});

describe('walk', () => {
  it('walks forward towards −z at walking speed', () => {
    const pose = walkFor(1, { x: -2, z: 3, yaw: 0, pitch: 0 }, ['KeyW']);
    expect(pose.x).toBeCloseTo(-2);
    expect(pose.z).toBeCloseTo(3 - WALK_SPEED, 1);
  });

  it('turns right with the right arrow and strafes right with D', () => {
    const turned = walkFor(0.5, { x: 2, z: 3, yaw: 0, pitch: 0 }, ['ArrowRight']);
    expect(turned.yaw).toBeLessThan(0);
    const stepped = walkFor(0.5, { x: -2, z: 3, yaw: 0, pitch: 0 }, ['KeyD']);
    expect(stepped.x).toBeGreaterThan(-2);
    expect(stepped.z).toBeCloseTo(3);
  });

  it('stops at the walls, a body-width inside', () => {
    const pose = walkFor(10, { x: 0, z: 3, yaw: -Math.PI / 2, pitch: 0 }, ['KeyW']);
    expect(pose.x).toBeCloseTo(4 - PLAYER_RADIUS);
    const back = walkFor(10, { x: 2, z: 3, yaw: 0, pitch: 0 }, ['KeyW']);
    expect(back.z).toBeCloseTo(-5 + PLAYER_RADIUS);
  });

  it('never walks into a plinth, and slides past it when not square on', () => {
    const pose = { x: 0.05, z: 3, yaw: 0, pitch: 0 };
    const intent = intentFromKeys(new Set(['KeyW']), emptyIntent());
    for (let t = 0; t < 6; t += 1 / 30) {
      walk(pose, intent, 1 / 30, room);
      const inside = Math.abs(pose.x) < 0.4 + PLAYER_RADIUS - 1e-6 && Math.abs(pose.z) < 0.4 + PLAYER_RADIUS - 1e-6;
      const cornerClear = Math.hypot(Math.max(0, Math.abs(pose.x) - 0.4), Math.max(0, Math.abs(pose.z) - 0.4));
      expect(inside && cornerClear < PLAYER_RADIUS - 1e-6).toBe(false);
    }
    // Head-on it stops in front of the plinth...
    expect(pose.z).toBeCloseTo(0.4 + PLAYER_RADIUS);
    // ...and at an angle it slides along the face and past it.
    const slanted = walkFor(6, { x: 0.05, z: 3, yaw: -0.2, pitch: 0 }, ['KeyW']);
    expect(slanted.z).toBeLessThan(0);
  });

  it('cuts a long frame short so a step cannot pass through a plinth', () => {
    const pose = { x: 0, z: 1.5, yaw: 0, pitch: 0 };
    walk(pose, { forward: 1, strafe: 0, turn: 0 }, 5, room);
    expect(pose.z).toBeGreaterThan(0.4);
  });

  it('reports whether anything moved', () => {
    const pose = { x: 0, z: 3, yaw: 0, pitch: 0 };
    expect(walk(pose, emptyIntent(), 1 / 60, room)).toBe(false);
    expect(walk(pose, { forward: 1, strafe: 0, turn: 0 }, 1 / 60, room)).toBe(true);
  });
});

describe('joystick', () => {
  it('is still in the dead zone and full at the rim, y up', () => {
    const out = { x: 0, y: 0 };
    expect(joystickVector(5, 5, 60, 0.15, out)).toEqual({ x: 0, y: 0 });
    expect(joystickVector(0, -60, 60, 0.15, out)).toEqual({ x: 0, y: 1 });
    expect(joystickVector(0, 200, 60, 0.15, out).y).toBe(-1);
    const half = joystickVector(30, 0, 60, 0, out);
    expect(half.x).toBeCloseTo(0.5);
  });

  it('walks with y and turns with x', () => {
    expect(intentFromJoystick({ x: 0.5, y: 1 }, emptyIntent())).toEqual({ forward: 1, strafe: 0, turn: 0.5 });
  });

  it('writes into the vector it is given (no garbage per frame)', () => {
    const out = { x: 0, y: 0 };
    expect(joystickVector(10, 10, 60, 0.1, out)).toBe(out);
  });
});

describe('look and orbit', () => {
  it('follows the finger and stops short of straight up', () => {
    const pose = { x: 0, z: 0, yaw: 0, pitch: 0 };
    look(pose, 100, 0, 0.005);
    expect(pose.yaw).toBeCloseTo(0.5);
    look(pose, 0, 10_000, 0.005);
    expect(pose.pitch).toBe(MAX_PITCH);
  });

  it('keeps the orbiting camera inside the room', () => {
    const orbit = { targetX: 3.5, targetY: 1.2, targetZ: 0, yaw: Math.PI / 2, pitch: 0.3, distance: 4 };
    orbitBy(orbit, 0, 0, 100, 8);
    expect(orbit.distance).toBe(8);
    const at = orbitCameraPosition(orbit, { halfWidth: 4, halfDepth: 5, height: 3.6 }, { x: 0, y: 0, z: 0 });
    expect(at.x).toBeLessThanOrEqual(3.8);
    expect(at.y).toBeLessThanOrEqual(3.4);
  });

  it('wraps angles', () => {
    expect(Math.abs(wrapAngle(3 * Math.PI))).toBeCloseTo(Math.PI);
    expect(wrapAngle(2 * Math.PI + 0.25)).toBeCloseTo(0.25);
    expect(wrapAngle(-0.5)).toBeCloseTo(-0.5);
  });
});
