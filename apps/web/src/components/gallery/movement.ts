/**
 * Walking and orbiting, without three.js: the engine calls these every frame while something moves, so
 * they write into objects they are given rather than return new ones (no garbage at 60 frames a second).
 */

/** How the visitor wants to move this frame; each from −1 to 1. */
export interface MoveIntent {
  /** +1 walks forward. */
  forward: number;
  /** +1 steps to the right. */
  strafe: number;
  /** +1 turns to the right. */
  turn: number;
}

export interface WalkPose {
  x: number;
  z: number;
  /** About y; 0 looks towards −z. */
  yaw: number;
  /** Up (+) and down (−) from level. */
  pitch: number;
}

/** An axis-aligned box on the floor the visitor cannot walk into (a plinth). */
export interface Obstacle {
  x: number;
  z: number;
  halfX: number;
  halfZ: number;
}

export interface WalkWorld {
  halfWidth: number;
  halfDepth: number;
  obstacles: readonly Obstacle[];
}

export const WALK_SPEED = 2.2; // m/s, a stroll
export const TURN_SPEED = 1.7; // rad/s
export const PLAYER_RADIUS = 0.35;
export const MAX_PITCH = 0.7;
/** Longer frames are cut to this: a step never jumps through a plinth after the tab was in the background. */
export const MAX_STEP_SECONDS = 0.1;

export function emptyIntent(): MoveIntent {
  return { forward: 0, strafe: 0, turn: 0 };
}

export function isStill(intent: MoveIntent): boolean {
  return intent.forward === 0 && intent.strafe === 0 && intent.turn === 0;
}

/**
 * Keys by `KeyboardEvent.code`, the key's place on the keyboard, not its letter: on a Persian layout W
 * types «ص», and the visitor should not have to switch layouts to walk.
 */
const KEY_MOVES: Record<string, Partial<MoveIntent>> = {
  KeyW: { forward: 1 },
  ArrowUp: { forward: 1 },
  KeyS: { forward: -1 },
  ArrowDown: { forward: -1 },
  KeyA: { strafe: -1 },
  KeyD: { strafe: 1 },
  ArrowLeft: { turn: -1 },
  ArrowRight: { turn: 1 },
  KeyQ: { turn: -1 },
  KeyE: { turn: 1 },
};

export function isMoveKey(code: string): boolean {
  return code in KEY_MOVES;
}

/** The intent of the keys held down (opposite keys cancel), written into `out`. */
export function intentFromKeys(held: ReadonlySet<string>, out: MoveIntent): MoveIntent {
  out.forward = 0;
  out.strafe = 0;
  out.turn = 0;
  for (const code of held) {
    const move = KEY_MOVES[code];
    if (!move) continue;
    out.forward += move.forward ?? 0;
    out.strafe += move.strafe ?? 0;
    out.turn += move.turn ?? 0;
  }
  out.forward = clamp(out.forward, -1, 1);
  out.strafe = clamp(out.strafe, -1, 1);
  out.turn = clamp(out.turn, -1, 1);
  return out;
}

/** Adds a second source (the joystick) to an intent, each axis kept within −1…1. */
export function addIntent(into: MoveIntent, other: MoveIntent): MoveIntent {
  into.forward = clamp(into.forward + other.forward, -1, 1);
  into.strafe = clamp(into.strafe + other.strafe, -1, 1);
  into.turn = clamp(into.turn + other.turn, -1, 1);
  return into;
}

/**
 * A joystick's knob offset (screen pixels, y down) as a vector within the unit disc, y up. Inside the
 * dead zone (a fraction of the radius) it is zero, so a resting thumb does not drift; beyond it the
 * length rises from 0 to 1 at the rim, so slow walking is possible.
 */
export function joystickVector(
  dx: number,
  dy: number,
  radius: number,
  deadZone: number,
  out: { x: number; y: number },
): { x: number; y: number } {
  const length = Math.hypot(dx, dy);
  if (radius <= 0 || length <= deadZone * radius) {
    out.x = 0;
    out.y = 0;
    return out;
  }
  const strength = Math.min(1, (length / radius - deadZone) / (1 - deadZone));
  out.x = (dx / length) * strength;
  out.y = (-dy / length) * strength;
  return out;
}

/**
 * The joystick walks forward and back with y and turns with x: one thumb is enough to go anywhere on a
 * phone (dragging the scene with the other looks around).
 */
export function intentFromJoystick(vector: { x: number; y: number }, out: MoveIntent): MoveIntent {
  out.forward = vector.y;
  out.strafe = 0;
  out.turn = vector.x;
  return out;
}

/**
 * One frame of walking: turn, then move along the floor, pushed out of plinths and kept inside the
 * walls. Moving x and z together and then pushing out along the shortest way slides the visitor along
 * what they walk into rather than stopping them dead. Returns whether the pose changed.
 */
export function walk(pose: WalkPose, intent: MoveIntent, seconds: number, world: WalkWorld): boolean {
  const dt = Math.min(seconds, MAX_STEP_SECONDS);
  const { x, z, yaw } = pose;
  pose.yaw = wrapAngle(pose.yaw - intent.turn * TURN_SPEED * dt);
  const sin = Math.sin(pose.yaw);
  const cos = Math.cos(pose.yaw);
  // Forward is (−sin yaw, −cos yaw); right is (cos yaw, −sin yaw).
  const step = WALK_SPEED * dt;
  pose.x += (-sin * intent.forward + cos * intent.strafe) * step;
  pose.z += (-cos * intent.forward - sin * intent.strafe) * step;
  collide(pose, world);
  return pose.x !== x || pose.z !== z || pose.yaw !== yaw;
}

/** Pushes a visitor standing at (pose.x, pose.z) out of every obstacle and back inside the walls. */
export function collide(pose: { x: number; z: number }, world: WalkWorld, radius = PLAYER_RADIUS): void {
  for (const box of world.obstacles) {
    const dx = pose.x - box.x;
    const dz = pose.z - box.z;
    // The nearest point of the box to the visitor's centre.
    const nearX = clamp(dx, -box.halfX, box.halfX);
    const nearZ = clamp(dz, -box.halfZ, box.halfZ);
    const awayX = dx - nearX;
    const awayZ = dz - nearZ;
    const distance = Math.hypot(awayX, awayZ);
    if (distance >= radius) continue;
    if (distance > 1e-9) {
      pose.x += (awayX / distance) * (radius - distance);
      pose.z += (awayZ / distance) * (radius - distance);
    } else {
      // The centre is inside the box: leave by the nearest face.
      const exitX = box.halfX - Math.abs(dx) + radius;
      const exitZ = box.halfZ - Math.abs(dz) + radius;
      if (exitX < exitZ) pose.x += (dx < 0 ? -1 : 1) * exitX;
      else pose.z += (dz < 0 ? -1 : 1) * exitZ;
    }
  }
  pose.x = clamp(pose.x, -world.halfWidth + radius, world.halfWidth - radius);
  pose.z = clamp(pose.z, -world.halfDepth + radius, world.halfDepth - radius);
}

/**
 * Dragging to look, the way a panorama is dragged: the room follows the finger (drag right, the view
 * turns left). Pixels to radians; pitch held short of straight up or down.
 */
export function look(pose: WalkPose, dxPixels: number, dyPixels: number, radiansPerPixel: number): void {
  pose.yaw = wrapAngle(pose.yaw + dxPixels * radiansPerPixel);
  pose.pitch = clamp(pose.pitch + dyPixels * radiansPerPixel, -MAX_PITCH, MAX_PITCH);
}

/** Orbit mode: the camera on a sphere around a target, looking at it. */
export interface Orbit {
  targetX: number;
  targetY: number;
  targetZ: number;
  /** Around the target; 0 puts the camera on the target's +z side. */
  yaw: number;
  /** Above the target's level. */
  pitch: number;
  distance: number;
}

export const ORBIT_MIN_DISTANCE = 1.5;
export const ORBIT_MIN_PITCH = -0.15;
export const ORBIT_MAX_PITCH = 1.3;

export function orbitBy(orbit: Orbit, dYaw: number, dPitch: number, zoomFactor: number, maxDistance: number): void {
  orbit.yaw = wrapAngle(orbit.yaw + dYaw);
  orbit.pitch = clamp(orbit.pitch + dPitch, ORBIT_MIN_PITCH, ORBIT_MAX_PITCH);
  orbit.distance = clamp(orbit.distance * zoomFactor, ORBIT_MIN_DISTANCE, maxDistance);
}

/**
 * The orbiting camera's position, kept inside the room (a margin from the walls, under the ceiling and
 * above the floor) so it never shows the back of a wall.
 */
export function orbitCameraPosition(
  orbit: Orbit,
  room: { halfWidth: number; halfDepth: number; height: number },
  out: { x: number; y: number; z: number },
): { x: number; y: number; z: number } {
  const flat = Math.cos(orbit.pitch) * orbit.distance;
  const margin = 0.2;
  out.x = clamp(orbit.targetX + Math.sin(orbit.yaw) * flat, -room.halfWidth + margin, room.halfWidth - margin);
  out.y = clamp(orbit.targetY + Math.sin(orbit.pitch) * orbit.distance, 0.3, room.height - margin);
  out.z = clamp(orbit.targetZ + Math.cos(orbit.yaw) * flat, -room.halfDepth + margin, room.halfDepth - margin);
  return out;
}

export function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}

/** The same angle within [−π, π]. */
export function wrapAngle(angle: number): number {
  const turns = Math.round(angle / (2 * Math.PI));
  return angle - turns * 2 * Math.PI;
}

/** The shorter way from one angle to another, for smooth turns. */
export function angleDelta(from: number, to: number): number {
  return wrapAngle(to - from);
}
