/**
 * Where the poster looks from. model-viewer's default orbit is `0deg 75deg 105%` (straight at the
 * model's front, 15° above the horizon, 105 % of the framing distance) with a 30° vertical field of
 * view. A poster of the straight front view hides depth (a cube reads as a square), so ours turns
 * 30° to the model's right: orbit `30deg 75deg 105%`, the three-quarter view of a product photo.
 * The first frame of the viewer then differs from the poster by that turn only.
 */

export interface Orbit {
  /** Azimuth from the model's front (+Z), turning towards +X. */
  thetaDeg: number;
  /** Polar angle from straight up (+Y). */
  phiDeg: number;
  /** Distance as a share of the distance that just fits the bounding sphere. */
  radiusFactor: number;
  /** Vertical field of view. */
  fovDeg: number;
}

export const POSTER_ORBIT: Orbit = { thetaDeg: 30, phiDeg: 75, radiusFactor: 1.05, fovDeg: 30 };

export interface Camera {
  eye: [number, number, number];
  right: [number, number, number];
  up: [number, number, number];
  /** Unit vector from the eye into the scene. */
  forward: [number, number, number];
  /** Pixels per unit of x/z (or y/z) on the image plane. */
  focal: number;
  width: number;
  height: number;
}

/** A camera on the orbit around the bounding sphere, framing all of it in a `width`×`height` image. */
export function orbitCamera(
  center: [number, number, number],
  radius: number,
  width: number,
  height: number,
  orbit: Orbit = POSTER_ORBIT,
): Camera {
  const theta = (orbit.thetaDeg * Math.PI) / 180;
  const phi = (orbit.phiDeg * Math.PI) / 180;
  const vertical = (orbit.fovDeg * Math.PI) / 180;
  const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * (width / height));
  // The sphere fits the narrower field of view when the eye is r / sin(fov / 2) away from its centre.
  const distance = (radius / Math.sin(Math.min(vertical, horizontal) / 2)) * orbit.radiusFactor;
  const direction: [number, number, number] = [
    Math.sin(phi) * Math.sin(theta),
    Math.cos(phi),
    Math.sin(phi) * Math.cos(theta),
  ];
  const eye: [number, number, number] = [
    center[0] + direction[0] * distance,
    center[1] + direction[1] * distance,
    center[2] + direction[2] * distance,
  ];
  const forward: [number, number, number] = [-direction[0], -direction[1], -direction[2]];
  // right = forward × world up, normalised; up = right × forward.
  const rx = -forward[2];
  const rz = forward[0];
  const rl = Math.hypot(rx, rz) || 1;
  const right: [number, number, number] = [rx / rl, 0, rz / rl];
  const up: [number, number, number] = [
    right[1] * forward[2] - right[2] * forward[1],
    right[2] * forward[0] - right[0] * forward[2],
    right[0] * forward[1] - right[1] * forward[0],
  ];
  return { eye, right, up, forward, focal: height / 2 / Math.tan(vertical / 2), width, height };
}
