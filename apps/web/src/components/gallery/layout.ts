import type { Direction, GalleryItem } from './types';

/**
 * Where everything stands in the room, in metres. The room is centred on the origin: x runs across it
 * (width), z along it (depth); the visitor enters at the front (+z) looking to the back (−z), which is
 * three.js's default camera direction, so a yaw of 0 faces the back wall.
 *
 * Models stand on plinths in a grid in the middle; pictures hang on the walls, read in the page's
 * direction: along the start wall from the entrance, across the back wall from start to end, and back
 * along the end wall (the front wall only when the other three are full). The room grows until both fit.
 */

/** Centre-to-centre distance between plinths: room to walk between them and see each from all sides. */
export const PLINTH_SPACING = 3.2;
/** A plinth's footprint (square) and height; models are scaled to fit on it. */
export const PLINTH_SIZE = 0.8;
export const PLINTH_HEIGHT = 1;
/** The largest side of a model on its plinth. */
export const MODEL_SIZE = 0.9;
/** From a wall to the nearest plinth's centre: the aisle in front of the pictures. */
export const WALL_MARGIN = 2.4;
/** Free floor between the front wall and the first row of plinths, where the visitor starts. */
export const ENTRANCE = 2.4;
/** Pictures: centre-to-centre along a wall, the space kept free at each corner, the largest side. */
export const FRAME_SPACING = 2.4;
export const CORNER_CLEARANCE = 1.4;
export const FRAME_MAX = 1.6;
/** Height of a picture's centre: eye level. */
export const FRAME_CENTRE_Y = 1.6;
export const EYE_HEIGHT = 1.6;
export const MIN_WIDTH = 8;
export const MIN_DEPTH = 10;
export const ROOM_HEIGHT = 3.6;

export type Wall = 'back' | 'start' | 'end' | 'front';

export interface PlinthPlacement {
  id: string;
  /** Position of the item in `items`. */
  index: number;
  x: number;
  z: number;
}

export interface FramePlacement {
  id: string;
  index: number;
  wall: Wall;
  /** Centre of the picture, a little off the wall. */
  x: number;
  y: number;
  z: number;
  /** Turn about y so that the picture (a plane facing +z) faces into the room. */
  rotationY: number;
}

export interface Pose2D {
  x: number;
  z: number;
  /** Radians about y; 0 looks towards −z (the back wall). */
  yaw: number;
}

export interface RoomLayout {
  width: number;
  depth: number;
  height: number;
  plinths: PlinthPlacement[];
  frames: FramePlacement[];
  spawn: Pose2D;
}

type Placeable = Pick<GalleryItem, 'id' | 'kind'>;

/** How many pictures a wall of this length holds. */
export function wallCapacity(length: number): number {
  const usable = length - 2 * CORNER_CLEARANCE;
  return usable < 0 ? 0 : Math.floor(usable / FRAME_SPACING + 1e-9) + 1;
}

function gridShape(count: number): { cols: number; rows: number } {
  if (count === 0) return { cols: 0, rows: 0 };
  const cols = Math.ceil(Math.sqrt(count));
  return { cols, rows: Math.ceil(count / cols) };
}

/** Share `count` pictures among the walls round-robin, the front wall only if the others are full. */
function shareAmongWalls(count: number, width: number, depth: number): Record<Wall, number> | null {
  const capacity: Record<Wall, number> = {
    back: wallCapacity(width),
    start: wallCapacity(depth),
    end: wallCapacity(depth),
    front: wallCapacity(width),
  };
  const shares: Record<Wall, number> = { back: 0, start: 0, end: 0, front: 0 };
  let left = count;
  for (const walls of [['back', 'start', 'end'], ['front']] as Wall[][]) {
    while (left > 0 && walls.some((wall) => shares[wall] < capacity[wall])) {
      for (const wall of walls) {
        if (left > 0 && shares[wall] < capacity[wall]) {
          shares[wall] += 1;
          left -= 1;
        }
      }
    }
  }
  return left === 0 ? shares : null;
}

export function layoutRoom(items: readonly Placeable[], dir: Direction): RoomLayout {
  const models = items.flatMap((item, index) => (item.kind === 'model' ? [{ id: item.id, index }] : []));
  const images = items.flatMap((item, index) => (item.kind === 'image' ? [{ id: item.id, index }] : []));
  const { cols, rows } = gridShape(models.length);

  let width = Math.max(MIN_WIDTH, cols > 0 ? (cols - 1) * PLINTH_SPACING + 2 * WALL_MARGIN : 0);
  let depth = Math.max(MIN_DEPTH, rows > 0 ? (rows - 1) * PLINTH_SPACING + 2 * WALL_MARGIN + ENTRANCE : 0);
  // Grow the shorter side a picture at a time until the walls hold every picture (24 at most: a few steps).
  let shares = shareAmongWalls(images.length, width, depth);
  while (!shares) {
    if (width <= depth) width += FRAME_SPACING;
    else depth += FRAME_SPACING;
    shares = shareAmongWalls(images.length, width, depth);
  }

  const halfW = width / 2;
  const halfD = depth / 2;
  // Seen from the entrance, the start side is on the right in a right-to-left page.
  const startSign = dir === 'rtl' ? 1 : -1;

  // The plinth grid sits in the floor left between the aisles and the entrance; rows from the entrance
  // back, each row from the start side, a short last row centred.
  const plinths: PlinthPlacement[] = [];
  const gridFront = halfD - ENTRANCE - WALL_MARGIN;
  const gridBack = -halfD + WALL_MARGIN;
  const firstRowZ = (gridFront + gridBack) / 2 + ((rows - 1) * PLINTH_SPACING) / 2;
  models.forEach((model, i) => {
    const row = Math.floor(i / cols);
    const inRow = row === rows - 1 ? models.length - row * cols : cols;
    const col = i % cols;
    const across = (col - (inRow - 1) / 2) * PLINTH_SPACING;
    plinths.push({ id: model.id, index: model.index, x: -startSign * across, z: firstRowZ - row * PLINTH_SPACING });
  });

  // Each wall's pictures, centred on it, in reading order along the walk described above.
  const OFF_WALL = 0.04;
  const frames: FramePlacement[] = [];
  let next = 0;
  const hang = (wall: Wall, count: number, place: (t: number) => Omit<FramePlacement, 'id' | 'index' | 'wall'>) => {
    for (let i = 0; i < count; i++) {
      const image = images[next++]!;
      frames.push({ id: image.id, index: image.index, wall, ...place((i - (count - 1) / 2) * FRAME_SPACING) });
    }
  };
  // t runs along the wall in the walking direction.
  hang('start', shares.start, (t) => ({
    x: startSign * (halfW - OFF_WALL),
    y: FRAME_CENTRE_Y,
    z: -t,
    rotationY: (-startSign * Math.PI) / 2,
  }));
  hang('back', shares.back, (t) => ({ x: -startSign * t, y: FRAME_CENTRE_Y, z: -halfD + OFF_WALL, rotationY: 0 }));
  hang('end', shares.end, (t) => ({
    x: -startSign * (halfW - OFF_WALL),
    y: FRAME_CENTRE_Y,
    z: t,
    rotationY: (startSign * Math.PI) / 2,
  }));
  hang('front', shares.front, (t) => ({
    x: startSign * t,
    y: FRAME_CENTRE_Y,
    z: halfD - OFF_WALL,
    rotationY: Math.PI,
  }));

  return {
    width,
    depth,
    height: ROOM_HEIGHT,
    plinths,
    frames,
    spawn: { x: 0, z: halfD - 0.9, yaw: 0 },
  };
}

/** The yaw that looks from (fromX, fromZ) towards (toX, toZ), with yaw 0 looking towards −z. */
export function yawTowards(fromX: number, fromZ: number, toX: number, toZ: number): number {
  return Math.atan2(-(toX - fromX), -(toZ - fromZ));
}

/**
 * Where to stand to look at an item: in front of a picture, or between a plinth and the entrance (the
 * side the visitor comes from), kept inside the room. Null for an id that is not in the layout.
 */
export function viewpointFor(layout: RoomLayout, id: string): Pose2D | null {
  const frame = layout.frames.find((f) => f.id === id);
  if (frame) {
    // Inside the aisle: a plinth's near edge is WALL_MARGIN − PLINTH_SIZE / 2 = 2 m from the wall.
    const distance = 1.5;
    // The picture faces +z turned by rotationY: its normal is (sin r, cos r).
    const x = frame.x + Math.sin(frame.rotationY) * distance;
    const z = frame.z + Math.cos(frame.rotationY) * distance;
    return { x, z, yaw: yawTowards(x, z, frame.x, frame.z) };
  }
  const plinth = layout.plinths.find((p) => p.id === id);
  if (plinth) {
    const x = plinth.x;
    const z = Math.min(plinth.z + 1.9, layout.depth / 2 - 0.6);
    return { x, z, yaw: yawTowards(x, z, plinth.x, plinth.z) };
  }
  return null;
}
