import * as THREE from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';
import type { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import {
  EYE_HEIGHT,
  FRAME_MAX,
  MODEL_SIZE,
  PLINTH_HEIGHT,
  PLINTH_SIZE,
  layoutRoom,
  viewpointFor,
  yawTowards,
  type RoomLayout,
} from './layout';
import { LodController, drawsModel, type ModelState } from './lod';
import { acquireModelLoader, releaseModelLoader } from './model-loader';
import {
  addIntent,
  angleDelta,
  clamp,
  collide,
  emptyIntent,
  intentFromJoystick,
  intentFromKeys,
  isMoveKey,
  isStill,
  look,
  orbitBy,
  orbitCameraPosition,
  TURN_SPEED,
  walk,
  type Orbit,
  type WalkPose,
  type WalkWorld,
} from './movement';
import {
  DEFAULT_RESOLUTION_POLICY,
  adaptResolution,
  resolutionState,
  type ResolutionPolicy,
  type ResolutionState,
} from './resolution';
import { ROOM_LOOKS, paintSoftSpot, type RoomLook } from './room-styles';
import { textureCap } from './textures';
import type { Direction, GalleryItem, RoomStyle } from './types';

/**
 * The gallery's 3D room in plain three.js (decision 034). It renders on demand: a frame is drawn when
 * something changed (a key held, a drag, the camera flying to an item, a texture or model arriving), and
 * the loop stops when nothing moves, so an idle gallery costs nothing. Everything that runs per frame
 * writes into objects made once here; nothing is allocated while walking.
 */

export type CameraMode = 'walk' | 'orbit';

export interface GalleryEngineOptions {
  canvas: HTMLCanvasElement;
  items: readonly GalleryItem[];
  dir: Direction;
  roomStyle: RoomStyle;
  /** prefers-reduced-motion: the camera jumps to an item instead of flying there. */
  reducedMotion: boolean;
  /** Drawing-buffer pixels per CSS pixel at most: a phone's 3× costs 4× the pixels of 1.5× for little. */
  maxPixelRatio?: number;
  /**
   * A generated environment for the models' PBR materials to reflect. Off by default: sampling it is
   * most of a model's cost per pixel (decision 034 measured the frame rate fall by two thirds in
   * SwiftShader), and without it only polished metals look darker than in the model viewer.
   */
  reflections?: boolean;
  decoderPath?: string;
  /** The visitor clicked or tapped an item. */
  onPick(id: string): void;
  /** The item under the mouse changed (for the cursor and the caption). */
  onHover?(id: string | null): void;
  onModelState?(id: string, state: ModelState): void;
  /** The GPU dropped the context (a driver reset, too many tabs): the page shows the poster grid. */
  onContextLost?(): void;
}

/** Whether three.js (r163 and later: WebGL 2 only) can draw here at all. */
export { webglAvailable } from '@/lib/webgl';

const CLICK_SLOP = 6; // px a press may move and still be a click
const FLY_SPEED = 5; // m/s when flying to an item
const HIGHLIGHT_Y = 0.012;

// Scratch objects for the per-frame and per-event work.
const tmpMatrix = new THREE.Matrix4();
const tmpPosition = new THREE.Vector3();
const tmpQuaternion = new THREE.Quaternion();
const tmpScale = new THREE.Vector3();
const tmpEuler = new THREE.Euler();
const tmpBox = new THREE.Box3();
const tmpSize = new THREE.Vector3();
const tmpCentre = new THREE.Vector3();
const tmpNdc = new THREE.Vector2();
const tmpTarget = new THREE.Vector3();
const tmpCamera = { x: 0, y: 0, z: 0 };

function easeInOut(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** Frees the GPU memory of everything under `root`: geometries, materials and their textures. */
function disposeTree(root: THREE.Object3D): void {
  root.traverse((object) => {
    const mesh = object as THREE.Mesh;
    mesh.geometry?.dispose();
    const materials = Array.isArray(mesh.material) ? mesh.material : mesh.material ? [mesh.material] : [];
    for (const material of materials) {
      for (const value of Object.values(material)) {
        if (value && (value as THREE.Texture).isTexture) (value as THREE.Texture).dispose();
      }
      material.dispose();
    }
  });
}

/**
 * Light baked into a box's vertex colours: the top lit, the faces dimmer by how they turn from a light
 * above and in front. With MeshBasicMaterial this is the cheapest shading there is (no lighting in the
 * fragment shader), and the room's surfaces cover most of the screen, so what they cost per pixel is
 * most of a frame's cost on a slow GPU.
 */
function bakeBoxShading(geometry: THREE.BufferGeometry, hex: number): THREE.BufferGeometry {
  const normals = geometry.getAttribute('normal');
  const base = new THREE.Color(hex);
  const colours = new Float32Array(normals.count * 3);
  for (let i = 0; i < normals.count; i++) {
    const [nx, ny, nz] = [normals.getX(i), normals.getY(i), normals.getZ(i)];
    // Linear factors (vertex colours are linear): 0.6 here shows as about 0.8 on screen.
    const light = ny > 0.5 ? 1 : ny < -0.5 ? 0.3 : nz > 0.5 ? 0.78 : nz < -0.5 ? 0.5 : nx > 0 ? 0.64 : 0.58;
    colours.set([base.r * light, base.g * light, base.b * light], i * 3);
  }
  geometry.setAttribute('color', new THREE.BufferAttribute(colours, 3));
  return geometry;
}

/** A wall's light baked the same way: full under the ceiling, darker towards the floor. */
function bakeWallShading(geometry: THREE.BufferGeometry, hex: number, height: number): THREE.BufferGeometry {
  const positions = geometry.getAttribute('position');
  const base = new THREE.Color(hex);
  const colours = new Float32Array(positions.count * 3);
  for (let i = 0; i < positions.count; i++) {
    const light = 0.62 + 0.38 * (positions.getY(i) / height);
    colours.set([base.r * light, base.g * light, base.b * light], i * 3);
  }
  geometry.setAttribute('color', new THREE.BufferAttribute(colours, 3));
  return geometry;
}

function canvasTexture(paint: (canvas: HTMLCanvasElement) => void): THREE.CanvasTexture {
  const canvas = document.createElement('canvas');
  paint(canvas);
  const texture = new THREE.CanvasTexture(canvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  return texture;
}

/** Places instance `index` of an instanced mesh: where, turned about y, and its size along x, y and z. */
function setInstance(
  mesh: THREE.InstancedMesh,
  index: number,
  [x, y, z]: readonly [number, number, number],
  rotationY: number,
  [sx, sy, sz]: readonly [number, number, number] = [1, 1, 1],
) {
  tmpPosition.set(x, y, z);
  tmpQuaternion.setFromEuler(tmpEuler.set(0, rotationY, 0));
  tmpMatrix.compose(tmpPosition, tmpQuaternion, tmpScale.set(sx, sy, sz));
  mesh.setMatrixAt(index, tmpMatrix);
}

interface Picture {
  item: GalleryItem;
  mesh: THREE.Mesh;
  /** Index of its frame (and wall light) in the instanced meshes. */
  slot: number;
  x: number;
  y: number;
  z: number;
  rotationY: number;
  width: number;
  height: number;
}

/** A model that has loaded and waits to be shown: its textures go up one a frame, its program compiles. */
interface Arrival {
  id: string;
  model: THREE.Object3D;
  textures: THREE.Texture[];
  compiling: boolean;
  compiled: boolean;
}

/** Every texture of every material under `root`, once each. */
function texturesOf(root: THREE.Object3D): THREE.Texture[] {
  const found = new Set<THREE.Texture>();
  root.traverse((object) => {
    const mesh = object as THREE.Mesh;
    const materials = Array.isArray(mesh.material) ? mesh.material : mesh.material ? [mesh.material] : [];
    for (const material of materials) {
      for (const value of Object.values(material)) {
        if (value && (value as THREE.Texture).isTexture) found.add(value as THREE.Texture);
      }
    }
  });
  return [...found];
}

interface Exhibit {
  item: GalleryItem;
  poster: THREE.Mesh;
  x: number;
  z: number;
  model: THREE.Object3D | null;
}

export class GalleryEngine {
  readonly layout: RoomLayout;
  private readonly renderer: THREE.WebGLRenderer;
  private readonly scene = new THREE.Scene();
  private readonly camera = new THREE.PerspectiveCamera(60, 1, 0.05, 80);
  private readonly look: RoomLook;
  private readonly world: WalkWorld;
  private readonly pose: WalkPose;
  private readonly orbit: Orbit = { targetX: 0, targetY: 1, targetZ: 0, yaw: 0, pitch: 0.3, distance: 4 };
  private mode: CameraMode = 'walk';

  private readonly pictures: Picture[] = [];
  private readonly exhibits = new Map<string, Exhibit>();
  private readonly itemsById = new Map<string, GalleryItem>();
  private readonly pickables: THREE.Object3D[] = [];
  private readonly hits: THREE.Intersection[] = [];
  private readonly raycaster = new THREE.Raycaster();
  private plinths!: THREE.InstancedMesh;
  private frames: THREE.InstancedMesh | null = null;
  private readonly ring: THREE.Mesh;
  private readonly halo: THREE.Mesh;
  private readonly lod: LodController;
  private readonly gltf: GLTFLoader;
  private readonly textureLoader = new THREE.TextureLoader();
  private environment: THREE.Texture | null = null;
  /** Loaded models on their way into the scene (admitArrivals), and the step that moves them on. */
  private readonly arrivals: Arrival[] = [];
  private arrivalStep = 0;
  private compileCheck = 0;
  /** A mesh with a GLB's usual material, compiled at start and kept so that its program stays cached. */
  private readonly prototype: THREE.Mesh;

  private readonly held = new Set<string>();
  private readonly intent = emptyIntent();
  private readonly stickIntent = emptyIntent();
  private readonly pointers = new Map<number, { x: number; y: number }>();
  private pressTravel = 0;
  private pinchDistance = 0;
  private hoverAt: { x: number; y: number } | null = null;
  private hovered: string | null = null;
  private focused: string | null = null;

  private readonly fly = {
    active: false,
    elapsed: 0,
    duration: 0,
    from: { x: 0, z: 0, yaw: 0, pitch: 0, targetX: 0, targetY: 0, targetZ: 0, distance: 0, orbitYaw: 0 },
    to: { x: 0, z: 0, yaw: 0, pitch: 0, targetX: 0, targetY: 0, targetZ: 0, distance: 0, orbitYaw: 0 },
  };

  private raf = 0;
  private lastFrame = 0;
  /** Pixel ratios: the sharpest allowed, the one that keeps movement fluid (adapted), the one in use. */
  private readonly maxRatio: number;
  private readonly resolutionPolicy: ResolutionPolicy;
  private readonly moving: ResolutionState;
  private ratio = 0;
  private cameraMoved = true;
  private disposed = false;
  /** Model loads not yet settled: the shared decoder is released only when none is left (see dispose). */
  private pendingLoads = 0;
  private readonly controller = new AbortController();
  private reducedMotion: boolean;

  constructor(private readonly options: GalleryEngineOptions) {
    const { canvas, items, dir, roomStyle } = options;
    this.reducedMotion = options.reducedMotion;
    this.look = ROOM_LOOKS[roomStyle];
    this.layout = layoutRoom(items, dir);
    for (const item of items) this.itemsById.set(item.id, item);

    this.renderer = new THREE.WebGLRenderer({
      canvas,
      // No MSAA: it multiplies the fill on a slow GPU, and the resolution adapts to the frame rate below.
      antialias: false,
      powerPreference: 'high-performance',
      stencil: false,
    });
    // Checking a program for errors asks the GPU process and waits for its queue, at the first use of
    // each program, mid-frame; our materials are three's own, so there is nothing to find in production.
    this.renderer.debug.checkShaderErrors = process.env.NODE_ENV !== 'production';
    this.maxRatio = Math.min(window.devicePixelRatio, options.maxPixelRatio ?? 1.5);
    this.resolutionPolicy = {
      ...DEFAULT_RESOLUTION_POLICY,
      min: Math.min(DEFAULT_RESOLUTION_POLICY.min, this.maxRatio),
      max: this.maxRatio,
    };
    this.moving = resolutionState(this.maxRatio);
    this.setRatio(this.maxRatio);
    this.camera.rotation.order = 'YXZ';

    this.world = {
      halfWidth: this.layout.width / 2,
      halfDepth: this.layout.depth / 2,
      obstacles: this.layout.plinths.map((p) => ({ x: p.x, z: p.z, halfX: PLINTH_SIZE / 2, halfZ: PLINTH_SIZE / 2 })),
    };
    const { spawn } = this.layout;
    this.pose = { x: spawn.x, z: spawn.z, yaw: spawn.yaw, pitch: -0.05 };

    this.buildRoom();
    this.buildExhibits();
    this.buildPictures();
    const accent = new THREE.MeshBasicMaterial({ color: this.look.accent });
    this.ring = new THREE.Mesh(new THREE.RingGeometry(0.72, 0.8, 48).rotateX(-Math.PI / 2), accent);
    this.halo = new THREE.Mesh(new THREE.PlaneGeometry(1, 1), accent);
    this.ring.visible = this.halo.visible = false;
    this.scene.add(this.ring, this.halo);

    // Textures no larger than this view can show (textures.ts): at 720 device pixels tall, 512 px.
    this.gltf = acquireModelLoader(options.decoderPath, textureCap(Math.max(canvas.clientHeight, 360) * this.maxRatio));
    // The program a GLB's material needs (PBR, a base colour texture, the room's two lights), compiled
    // while the room is still: otherwise the first model to arrive compiles it mid-walk, the longest
    // stall of all in a GPU in software. Kept (never drawn) so that three keeps the program.
    this.prototype = new THREE.Mesh(
      new THREE.PlaneGeometry(),
      new THREE.MeshStandardMaterial({ map: new THREE.DataTexture(new Uint8Array(4), 1, 1) }),
    );
    ((this.prototype.material as THREE.MeshStandardMaterial).map as THREE.Texture).colorSpace = THREE.SRGBColorSpace;
    this.renderer.compile(this.prototype, this.camera, this.scene);
    this.lod = new LodController(
      this.layout.plinths.filter((p) => this.itemsById.get(p.id)?.modelUrl),
      { start: (id) => this.loadModel(id), dispose: (id) => this.unloadModel(id) },
    );
    this.listen(canvas);
    this.invalidate();
  }

  // ---- building the room -------------------------------------------------------------------------

  private buildRoom() {
    const { width, depth, height } = this.layout;
    const look = this.look;
    this.scene.background = new THREE.Color(look.background);

    // Lights reach the models only: the room's surfaces have their light baked in (bakeBoxShading).
    const hemisphere = new THREE.HemisphereLight(
      look.hemisphere.sky,
      look.hemisphere.ground,
      look.hemisphere.intensity,
    );
    const sun = new THREE.DirectionalLight(look.sun.color, look.sun.intensity);
    sun.position.set(-3, 8, 5);
    this.scene.add(hemisphere, sun);

    const floorTexture = canvasTexture(look.floor);
    floorTexture.wrapS = floorTexture.wrapT = THREE.RepeatWrapping;
    floorTexture.repeat.set(width / look.floorTile, depth / look.floorTile);
    const floor = new THREE.Mesh(
      new THREE.PlaneGeometry(width, depth).rotateX(-Math.PI / 2),
      new THREE.MeshBasicMaterial({ map: floorTexture }),
    );
    const ceiling = new THREE.Mesh(
      new THREE.PlaneGeometry(width, depth).rotateX(Math.PI / 2).translate(0, height, 0),
      new THREE.MeshBasicMaterial({ color: look.ceiling }),
    );
    this.addStatic(floor, ceiling);

    // Four walls, two shared geometries and one material.
    const wallMaterial = new THREE.MeshBasicMaterial({ vertexColors: true });
    const across = bakeWallShading(
      new THREE.PlaneGeometry(width, height).translate(0, height / 2, 0),
      look.wall,
      height,
    );
    const along = bakeWallShading(
      new THREE.PlaneGeometry(depth, height).translate(0, height / 2, 0),
      look.wall,
      height,
    );
    const walls: [THREE.PlaneGeometry, number, number, number][] = [
      [across, 0, -depth / 2, 0],
      [across, 0, depth / 2, Math.PI],
      [along, -width / 2, 0, Math.PI / 2],
      [along, width / 2, 0, -Math.PI / 2],
    ];
    for (const [geometry, x, z, rotationY] of walls) {
      const wall = new THREE.Mesh(geometry, wallMaterial);
      wall.position.set(x, 0, z);
      wall.rotation.y = rotationY;
      this.addStatic(wall);
    }

    // Plinths: one instanced mesh; their soft contact shadows another (baked, no shadow maps).
    const plinthCount = this.layout.plinths.length;
    const plinthGeometry = bakeBoxShading(
      new THREE.BoxGeometry(PLINTH_SIZE, PLINTH_HEIGHT, PLINTH_SIZE).translate(0, PLINTH_HEIGHT / 2, 0),
      look.plinth,
    );
    this.plinths = new THREE.InstancedMesh(
      plinthGeometry,
      new THREE.MeshBasicMaterial({ vertexColors: true }),
      Math.max(1, plinthCount),
    );
    this.plinths.count = plinthCount;
    const spot = canvasTexture(paintSoftSpot);
    const flat = new THREE.PlaneGeometry(1, 1).rotateX(-Math.PI / 2);
    const shadows = new THREE.InstancedMesh(
      flat,
      new THREE.MeshBasicMaterial({
        color: 0x000000,
        map: spot,
        transparent: true,
        opacity: look.shadowOpacity,
        depthWrite: false,
      }),
      Math.max(1, plinthCount),
    );
    shadows.count = plinthCount;
    this.layout.plinths.forEach((p, i) => setInstance(shadows, i, [p.x, 0.004, p.z], 0, [1.7, 1, 1.7]));
    this.layout.plinths.forEach((p, i) => setInstance(this.plinths, i, [p.x, 0, p.z], 0));
    this.addStatic(this.plinths, shadows);
    if (plinthCount) this.pickables.push(this.plinths);

    if (look.pools) this.buildPools(look.pools, spot, flat);
  }

  /**
   * The night room's spotlights, baked: a pool of light on the floor round each plinth and on the wall
   * round each picture (additive, one instanced mesh), and a lamp in the ceiling above each (another).
   */
  private buildPools(pools: NonNullable<RoomLook['pools']>, spot: THREE.Texture, flat: THREE.BufferGeometry) {
    const { plinths, frames, height } = this.layout;
    const count = plinths.length + frames.length;
    if (!count) return;
    const poolMaterial = new THREE.MeshBasicMaterial({
      color: pools.color,
      map: spot,
      transparent: true,
      opacity: pools.opacity,
      blending: THREE.AdditiveBlending,
      depthWrite: false,
    });
    const floorPools = new THREE.InstancedMesh(flat, poolMaterial, Math.max(1, plinths.length));
    floorPools.count = plinths.length;
    plinths.forEach((p, i) => setInstance(floorPools, i, [p.x, 0.006, p.z], 0, [2.6, 1, 2.6]));
    const upright = new THREE.PlaneGeometry(1, 1);
    const wallPools = new THREE.InstancedMesh(upright, poolMaterial, Math.max(1, frames.length));
    wallPools.count = frames.length;
    frames.forEach((f, i) => {
      // Just off the wall, under the picture, lit from above: centred a little higher than the picture.
      const back = 0.025;
      const at = [f.x - Math.sin(f.rotationY) * back, f.y + 0.25, f.z - Math.cos(f.rotationY) * back] as const;
      setInstance(wallPools, i, at, f.rotationY, [2.9, 2.6, 1]);
    });
    const lamps = new THREE.InstancedMesh(
      new THREE.CylinderGeometry(0.1, 0.16, 0.12, 16).translate(0, -0.06, 0),
      new THREE.MeshBasicMaterial({ color: 0xfff4dc }),
      count,
    );
    plinths.forEach((p, i) => setInstance(lamps, i, [p.x, height, p.z], 0));
    frames.forEach((f, i) => {
      const at = [f.x + Math.sin(f.rotationY) * 1.3, height, f.z + Math.cos(f.rotationY) * 1.3] as const;
      setInstance(lamps, plinths.length + i, at, 0);
    });
    this.addStatic(floorPools, wallPools, lamps);
  }

  private buildExhibits() {
    const posterGeometry = new THREE.PlaneGeometry(1, 1);
    for (const p of this.layout.plinths) {
      const item = this.itemsById.get(p.id)!;
      const poster = new THREE.Mesh(
        posterGeometry,
        // Cut out rather than blended: a poster with a clear background needs no sorting or blending.
        new THREE.MeshBasicMaterial({ color: 0xd4d4d4, alphaTest: 0.5 }),
      );
      poster.scale.set(MODEL_SIZE, MODEL_SIZE, 1);
      poster.position.set(p.x, PLINTH_HEIGHT + MODEL_SIZE / 2 + 0.04, p.z);
      poster.userData.itemId = item.id;
      this.scene.add(poster);
      this.pickables.push(poster);
      this.exhibits.set(item.id, { item, poster, x: p.x, z: p.z, model: null });
      this.loadTexture(item.posterUrl, poster, (aspect) => {
        // Keep the poster within the model's box, standing on the plinth.
        const w = aspect >= 1 ? MODEL_SIZE : MODEL_SIZE * aspect;
        const h = aspect >= 1 ? MODEL_SIZE / aspect : MODEL_SIZE;
        poster.scale.set(w, h, 1);
        poster.position.y = PLINTH_HEIGHT + h / 2 + 0.04;
      });
    }
  }

  private buildPictures() {
    const { frames } = this.layout;
    if (!frames.length) return;
    const pictureGeometry = new THREE.PlaneGeometry(1, 1);
    this.frames = new THREE.InstancedMesh(
      bakeBoxShading(new THREE.BoxGeometry(1, 1, 1), this.look.frame),
      new THREE.MeshBasicMaterial({ vertexColors: true }),
      frames.length,
    );
    this.addStatic(this.frames);
    frames.forEach((f, slot) => {
      const item = this.itemsById.get(f.id)!;
      const mesh = new THREE.Mesh(pictureGeometry, new THREE.MeshBasicMaterial({ color: 0xd4d4d4 }));
      mesh.position.set(f.x, f.y, f.z);
      mesh.rotation.y = f.rotationY;
      mesh.userData.itemId = item.id;
      const picture: Picture = { item, mesh, slot, ...f, width: FRAME_MAX * 0.75, height: FRAME_MAX * 0.75 };
      this.sizePicture(picture);
      this.addStatic(mesh);
      this.pickables.push(mesh);
      this.pictures.push(picture);
      this.loadTexture(item.posterUrl, mesh, (aspect) => {
        picture.width = aspect >= 1 ? FRAME_MAX : FRAME_MAX * aspect;
        picture.height = aspect >= 1 ? FRAME_MAX / aspect : FRAME_MAX;
        this.sizePicture(picture);
      });
    });
  }

  /** The picture's plane and its frame (a thin box behind it, against the wall) at the picture's size. */
  private sizePicture(picture: Picture) {
    picture.mesh.scale.set(picture.width, picture.height, 1);
    picture.mesh.updateMatrix();
    const border = 0.07;
    const depth = 0.03;
    // The picture hangs 0.04 m off the wall; the frame fills the gap behind it.
    const back = 0.04 - depth / 2;
    const at = [
      picture.x - Math.sin(picture.rotationY) * back,
      picture.y,
      picture.z - Math.cos(picture.rotationY) * back,
    ] as const;
    setInstance(this.frames!, picture.slot, at, picture.rotationY, [
      picture.width + 2 * border,
      picture.height + 2 * border,
      depth,
    ]);
    this.frames!.instanceMatrix.needsUpdate = true;
  }

  /** Things that never move: their matrices are computed once, not at every frame. */
  private addStatic(...objects: THREE.Object3D[]) {
    for (const object of objects) {
      object.matrixAutoUpdate = false;
      object.updateMatrix();
      this.scene.add(object);
    }
  }

  private loadTexture(url: string, mesh: THREE.Mesh, sized: (aspect: number) => void) {
    this.textureLoader.load(
      url,
      (texture) => {
        if (this.disposed) {
          texture.dispose();
          return;
        }
        texture.colorSpace = THREE.SRGBColorSpace;
        texture.anisotropy = Math.min(4, this.renderer.capabilities.getMaxAnisotropy());
        const material = mesh.material as THREE.MeshBasicMaterial;
        material.map = texture;
        material.color.set(0xffffff);
        material.needsUpdate = true;
        const image = texture.image as { width: number; height: number };
        if (image.width && image.height) sized(image.width / image.height);
        this.invalidate();
      },
      undefined,
      // A picture that does not load stays a grey panel; the list beside the canvas still names it.
      () => undefined,
    );
  }

  // ---- models ------------------------------------------------------------------------------------

  private loadModel(id: string) {
    const exhibit = this.exhibits.get(id);
    const url = exhibit?.item.modelUrl;
    if (!exhibit || !url) return;
    this.options.onModelState?.(id, 'loading');
    this.pendingLoads += 1;
    const settled = () => {
      this.pendingLoads -= 1;
      if (this.disposed && this.pendingLoads === 0) releaseModelLoader();
    };
    this.gltf.loadAsync(url).then(
      (gltf) => {
        settled();
        if (this.disposed) {
          disposeTree(gltf.scene);
          return;
        }
        const model = gltf.scene;
        // Scaled to fit the plinth's box and stood on it, centred.
        tmpBox.setFromObject(model);
        tmpBox.getSize(tmpSize);
        tmpBox.getCenter(tmpCentre);
        const scale = MODEL_SIZE / Math.max(tmpSize.x, tmpSize.y, tmpSize.z, 1e-6);
        model.scale.setScalar(scale);
        model.position.set(
          exhibit.x - tmpCentre.x * scale,
          PLINTH_HEIGHT - tmpBox.min.y * scale,
          exhibit.z - tmpCentre.z * scale,
        );
        model.userData.itemId = id;
        model.traverse((object) => {
          object.updateMatrix();
          object.matrixAutoUpdate = false;
        });
        if (this.options.reflections) this.ensureEnvironment();
        this.arrivals.push({ id, model, textures: texturesOf(model), compiling: false, compiled: false });
        this.scheduleArrivals();
      },
      () => {
        settled();
        if (this.disposed) return;
        this.lod.finished(id, false);
        this.options.onModelState?.(id, 'failed');
      },
    );
  }

  private scheduleArrivals() {
    if (!this.arrivalStep && !this.disposed && this.arrivals.length) {
      this.arrivalStep = requestAnimationFrame(this.admitArrivals);
    }
  }

  /**
   * Brings the first loaded model into the scene a step a frame, in a callback of its own rather than in a
   * drawn frame (a still room is not redrawn for it): one texture uploaded (with its mipmaps), then its
   * program compiled and waited for (in parallel where the browser can; usually the prototype's, compiled
   * at start), then shown. Each of these stalled the frame it happened in when they all came in the
   * first frame that drew the model.
   */
  private admitArrivals = () => {
    this.arrivalStep = 0;
    const arrival = this.arrivals[0];
    if (this.disposed || !arrival) return;
    const texture = arrival.textures.shift();
    if (texture) {
      this.renderer.initTexture(texture);
    } else if (!arrival.compiling) {
      arrival.compiling = true;
      this.renderer.compile(arrival.model, this.camera, this.scene);
      this.whenProgramsReady(() => {
        arrival.compiled = true;
        this.scheduleArrivals();
      });
      return;
    } else if (arrival.compiled) {
      this.arrivals.shift();
      this.showModel(arrival.id, arrival.model);
    } else {
      return; // compiling: whenProgramsReady schedules the next step
    }
    this.scheduleArrivals();
  };

  /**
   * Calls `ready` once every program three has made is compiled and linked. three's own compileAsync
   * polls the same way but throws once the renderer is disposed (and never ends if the context is lost);
   * this stops with the engine. It asks rarely: each question waits for the GPU's queue, the frame's
   * drawing included, where the browser has no parallel compiling it is answered at once.
   */
  private whenProgramsReady(ready: () => void) {
    const check = () => {
      this.compileCheck = 0;
      if (this.disposed) return;
      if ((this.renderer.info.programs ?? []).every((program) => program.isReady())) ready();
      else this.compileCheck = window.setTimeout(check, 100);
    };
    this.compileCheck = window.setTimeout(check, 50);
  }

  private showModel(id: string, model: THREE.Object3D) {
    const exhibit = this.exhibits.get(id)!;
    exhibit.model = model;
    this.placeImpostor(exhibit, this.camera.position.x, this.camera.position.z);
    this.scene.add(model);
    this.pickables.push(model);
    this.lod.finished(id, true);
    this.options.onModelState?.(id, 'loaded');
    this.invalidate();
  }

  /**
   * Models are PBR: a generated environment gives their metals something to reflect. Made when the first
   * model arrives (a room of pictures never pays for it), small (64 px faces: three's GGX prefilter takes
   * 256 samples a texel, which at its default 256 px took 20 s in SwiftShader; blurry reflections need
   * no more), and kept for the visit.
   */
  private ensureEnvironment() {
    if (this.environment) return;
    const pmrem = new THREE.PMREMGenerator(this.renderer);
    const room = new RoomEnvironment();
    this.environment = pmrem.fromScene(room, 0.04, 0.1, 100, { size: 64 }).texture;
    room.dispose();
    pmrem.dispose();
    this.scene.environment = this.environment;
    this.scene.environmentIntensity = this.look.environment;
  }

  private unloadModel(id: string) {
    const exhibit = this.exhibits.get(id);
    if (!exhibit?.model) return;
    this.scene.remove(exhibit.model);
    this.pickables.splice(this.pickables.indexOf(exhibit.model), 1);
    disposeTree(exhibit.model);
    exhibit.model = null;
    exhibit.poster.visible = true;
    this.options.onModelState?.(id, 'poster');
    this.invalidate();
  }

  // ---- input -------------------------------------------------------------------------------------

  private listen(canvas: HTMLCanvasElement) {
    const signal = this.controller.signal;
    canvas.addEventListener('keydown', this.onKeyDown, { signal });
    canvas.addEventListener('keyup', this.onKeyUp, { signal });
    canvas.addEventListener('blur', this.onBlur, { signal });
    canvas.addEventListener('pointerdown', this.onPointerDown, { signal });
    canvas.addEventListener('pointermove', this.onPointerMove, { signal });
    canvas.addEventListener('pointerup', this.onPointerUp, { signal });
    canvas.addEventListener('pointercancel', this.onPointerUp, { signal });
    canvas.addEventListener('pointerleave', this.onPointerLeave, { signal });
    canvas.addEventListener('wheel', this.onWheel, { signal, passive: false });
    canvas.addEventListener('webglcontextlost', this.onContextLost, { signal });
  }

  private onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (isMoveKey(event.code)) {
      event.preventDefault();
      this.fly.active = false;
      this.held.add(event.code);
      this.invalidate();
    } else if (event.key === 'Enter' && (this.hovered ?? this.focused)) {
      event.preventDefault();
      this.options.onPick((this.hovered ?? this.focused)!);
    }
  };

  private onKeyUp = (event: KeyboardEvent) => {
    this.held.delete(event.code);
  };

  private onBlur = () => {
    this.held.clear();
  };

  private onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    (event.currentTarget as HTMLCanvasElement).setPointerCapture(event.pointerId);
    this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    this.fly.active = false;
    if (this.pointers.size === 1) this.pressTravel = 0;
    else this.pressTravel = Infinity; // a second finger: a pinch, never a tap
    if (this.pointers.size === 2) this.pinchDistance = this.pinchSpan();
  };

  private onPointerMove = (event: PointerEvent) => {
    const last = this.pointers.get(event.pointerId);
    if (!last) {
      if (event.pointerType === 'mouse') {
        this.hoverAt = { x: event.clientX, y: event.clientY };
        this.invalidate();
      }
      return;
    }
    const dx = event.clientX - last.x;
    const dy = event.clientY - last.y;
    last.x = event.clientX;
    last.y = event.clientY;
    this.pressTravel += Math.abs(dx) + Math.abs(dy);
    if (this.pointers.size === 2) {
      const span = this.pinchSpan();
      if (this.mode === 'orbit' && this.pinchDistance > 0 && span > 0) {
        orbitBy(this.orbit, 0, 0, this.pinchDistance / span, this.maxOrbitDistance());
        this.cameraMoved = true;
      }
      this.pinchDistance = span;
    } else if (this.pressTravel > CLICK_SLOP) {
      const perPixel = ((this.camera.fov * Math.PI) / 180 / Math.max(1, this.options.canvas.clientHeight)) * 1.2;
      if (this.mode === 'walk') look(this.pose, dx, dy, perPixel);
      else orbitBy(this.orbit, -dx * perPixel * 1.5, dy * perPixel * 1.5, 1, this.maxOrbitDistance());
      this.cameraMoved = true;
    }
    this.invalidate();
  };

  private onPointerUp = (event: PointerEvent) => {
    if (!this.pointers.has(event.pointerId)) return;
    this.pointers.delete(event.pointerId);
    if (event.type === 'pointerup' && this.pointers.size === 0 && this.pressTravel <= CLICK_SLOP) {
      const id = this.pick(event.clientX, event.clientY);
      if (id) this.options.onPick(id);
    }
  };

  private onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || this.pointers.size) return;
    this.hoverAt = null;
    this.setHovered(null);
  };

  private onWheel = (event: WheelEvent) => {
    // Only orbit mode zooms; in walk mode the wheel scrolls the page as everywhere else.
    if (this.mode !== 'orbit') return;
    event.preventDefault();
    orbitBy(this.orbit, 0, 0, Math.exp(event.deltaY * 0.0015), this.maxOrbitDistance());
    this.cameraMoved = true;
    this.invalidate();
  };

  private onContextLost = (event: Event) => {
    event.preventDefault();
    this.options.onContextLost?.();
  };

  private pinchSpan(): number {
    const [a, b] = [...this.pointers.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  }

  /** The item under a point of the canvas, if any. */
  private pick(clientX: number, clientY: number): string | null {
    const rect = this.options.canvas.getBoundingClientRect();
    tmpNdc.set(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1);
    this.raycaster.setFromCamera(tmpNdc, this.camera);
    this.hits.length = 0;
    this.raycaster.intersectObjects(this.pickables, true, this.hits);
    for (const hit of this.hits) {
      if (hit.object === this.plinths && hit.instanceId !== undefined) return this.layout.plinths[hit.instanceId]!.id;
      // Up to the item: a hidden mesh, or one in a hidden model (its poster stands in), is not what was hit.
      for (let object: THREE.Object3D | null = hit.object; object?.visible; object = object.parent) {
        if (typeof object.userData.itemId === 'string') return object.userData.itemId;
      }
    }
    return null;
  }

  private setHovered(id: string | null) {
    if (id === this.hovered) return;
    this.hovered = id;
    this.options.canvas.style.cursor = id ? 'pointer' : '';
    this.options.onHover?.(id);
    this.placeHighlight();
    this.invalidate();
  }

  // ---- the public controls -------------------------------------------------------------------------

  /** The joystick's vector (x right, y forward; within the unit disc). */
  setJoystick(x: number, y: number): void {
    intentFromJoystick({ x, y }, this.stickIntent);
    if (x || y) this.fly.active = false;
    this.invalidate();
  }

  /** prefers-reduced-motion changed while the page is open. */
  setReducedMotion(reduced: boolean): void {
    this.reducedMotion = reduced;
  }

  getMode(): CameraMode {
    return this.mode;
  }

  setMode(mode: CameraMode): void {
    if (mode === this.mode) return;
    this.fly.active = false;
    const camera = this.camera.position;
    if (mode === 'orbit') {
      // Orbit what is focused, or the point a few metres ahead; the camera stays where it is.
      const focus = this.focused ? this.centreOf(this.focused, tmpTarget) : null;
      const tx = focus
        ? focus.x
        : clamp(camera.x - Math.sin(this.pose.yaw) * 3, -this.world.halfWidth + 1, this.world.halfWidth - 1);
      const tz = focus
        ? focus.z
        : clamp(camera.z - Math.cos(this.pose.yaw) * 3, -this.world.halfDepth + 1, this.world.halfDepth - 1);
      const ty = focus ? focus.y : 1.2;
      const flat = Math.hypot(camera.x - tx, camera.z - tz);
      Object.assign(this.orbit, {
        targetX: tx,
        targetY: ty,
        targetZ: tz,
        yaw: Math.atan2(camera.x - tx, camera.z - tz),
        pitch: clamp(Math.atan2(camera.y - ty, flat), 0, 1.2),
        distance: clamp(Math.hypot(flat, camera.y - ty), 1.5, this.maxOrbitDistance()),
      });
    } else {
      this.pose.x = camera.x;
      this.pose.z = camera.z;
      collide(this.pose, this.world);
      this.pose.yaw = yawTowards(camera.x, camera.z, this.orbit.targetX, this.orbit.targetZ);
      this.pose.pitch = 0;
    }
    this.mode = mode;
    this.cameraMoved = true;
    this.invalidate();
  }

  /**
   * Brings an item into view and highlights it (the list beside the canvas calls this as focus moves
   * through it): the camera flies there, or jumps when the visitor prefers reduced motion.
   */
  focusItem(id: string | null): void {
    this.focused = id;
    this.placeHighlight();
    if (!id) {
      this.invalidate();
      return;
    }
    const view = viewpointFor(this.layout, id);
    const centre = this.centreOf(id, tmpTarget);
    if (!view || !centre) return;
    const { from, to } = this.fly;
    Object.assign(from, {
      x: this.pose.x,
      z: this.pose.z,
      yaw: this.pose.yaw,
      pitch: this.pose.pitch,
      targetX: this.orbit.targetX,
      targetY: this.orbit.targetY,
      targetZ: this.orbit.targetZ,
      distance: this.orbit.distance,
      orbitYaw: this.orbit.yaw,
    });
    const picture = this.pictures.find((p) => p.item.id === id);
    Object.assign(to, {
      x: view.x,
      z: view.z,
      yaw: view.yaw,
      pitch: picture ? 0 : -0.12,
      targetX: centre.x,
      targetY: centre.y,
      targetZ: centre.z,
      distance: picture ? 2 : 2.4,
      // In front of a picture; round a plinth, from where the camera is.
      orbitYaw: picture ? picture.rotationY : this.orbit.yaw,
    });
    const travel =
      this.mode === 'walk'
        ? Math.hypot(to.x - from.x, to.z - from.z)
        : Math.hypot(to.targetX - from.targetX, to.targetZ - from.targetZ);
    this.fly.elapsed = 0;
    this.fly.duration = this.reducedMotion ? 0 : clamp(travel / FLY_SPEED, 0.35, 1.2);
    this.fly.active = true;
    this.invalidate();
  }

  resize(width: number, height: number): void {
    if (!width || !height) return;
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.invalidate();
  }

  /** What the last frame cost: for the benchmark and for debugging. */
  stats(): { calls: number; triangles: number; geometries: number; textures: number } {
    const { render, memory } = this.renderer.info;
    return {
      calls: render.calls,
      triangles: render.triangles,
      geometries: memory.geometries,
      textures: memory.textures,
    };
  }

  /** Draws a frame soon, once, however often it is asked for before then. */
  invalidate(): void {
    if (!this.raf && !this.disposed) this.raf = requestAnimationFrame(this.frame);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    cancelAnimationFrame(this.raf);
    this.controller.abort();
    const seen = new Set<unknown>();
    this.scene.traverse((object) => {
      const mesh = object as THREE.Mesh;
      if (mesh.geometry && !seen.has(mesh.geometry)) {
        seen.add(mesh.geometry);
        mesh.geometry.dispose();
      }
      const materials = Array.isArray(mesh.material) ? mesh.material : mesh.material ? [mesh.material] : [];
      for (const material of materials) {
        if (seen.has(material)) continue;
        seen.add(material);
        for (const value of Object.values(material)) {
          if (value && (value as THREE.Texture).isTexture && !seen.has(value)) {
            seen.add(value);
            (value as THREE.Texture).dispose();
          }
        }
        material.dispose();
      }
      if ((object as THREE.InstancedMesh).isInstancedMesh) (object as THREE.InstancedMesh).dispose();
    });
    cancelAnimationFrame(this.arrivalStep);
    clearTimeout(this.compileCheck);
    for (const arrival of this.arrivals.splice(0)) disposeTree(arrival.model);
    disposeTree(this.prototype);
    this.environment?.dispose();
    this.scene.clear();
    this.renderer.dispose();
    // Gives the context back now rather than when the canvas is collected: browsers keep ~16 at most.
    this.renderer.forceContextLoss();
    // A load still on its way would decode with a disposed DRACOLoader, which starts new workers that
    // nobody stops: the last load to settle releases the loader instead.
    if (this.pendingLoads === 0) releaseModelLoader();
  }

  // ---- the frame ----------------------------------------------------------------------------------

  private frame = (now: number) => {
    this.raf = 0;
    if (this.disposed) return;
    const interval = this.lastFrame ? now - this.lastFrame : 0;
    const seconds = interval ? Math.min(interval / 1000, 0.1) : 1 / 60;
    this.lastFrame = now;

    intentFromKeys(this.held, this.intent);
    addIntent(this.intent, this.stickIntent);
    const steering = !isStill(this.intent);
    if (steering) {
      if (this.mode === 'walk') {
        if (walk(this.pose, this.intent, seconds, this.world)) this.cameraMoved = true;
      } else {
        orbitBy(
          this.orbit,
          (this.intent.turn + this.intent.strafe) * TURN_SPEED * seconds,
          0,
          1 - this.intent.forward * seconds * 1.2,
          this.maxOrbitDistance(),
        );
        this.cameraMoved = true;
      }
    }
    if (this.fly.active) this.advanceFly(seconds);

    if (this.cameraMoved) {
      this.placeCamera();
      this.lod.update(this.camera.position.x, this.camera.position.z);
    }
    if (this.hoverAt && !this.pointers.size) {
      this.setHovered(this.pick(this.hoverAt.x, this.hoverAt.y));
      this.hoverAt = null;
    }
    const active = steering || this.fly.active || this.held.size > 0 || this.pointers.size > 0;
    if (active) {
      if (interval) adaptResolution(this.moving, interval, this.resolutionPolicy);
      this.setRatio(this.moving.ratio);
    } else {
      // Standing still: one sharp frame, then nothing until the next change.
      this.setRatio(this.maxRatio);
    }
    this.renderer.render(this.scene, this.camera);

    if (active) this.invalidate();
    else this.lastFrame = 0;
  };

  private setRatio(ratio: number) {
    if (ratio === this.ratio) return;
    this.ratio = ratio;
    this.renderer.setPixelRatio(ratio);
  }

  private advanceFly(seconds: number) {
    const fly = this.fly;
    fly.elapsed += seconds;
    const t = fly.duration > 0 ? easeInOut(Math.min(1, fly.elapsed / fly.duration)) : 1;
    const { from, to } = fly;
    if (this.mode === 'walk') {
      this.pose.x = from.x + (to.x - from.x) * t;
      this.pose.z = from.z + (to.z - from.z) * t;
      this.pose.yaw = from.yaw + angleDelta(from.yaw, to.yaw) * t;
      this.pose.pitch = from.pitch + (to.pitch - from.pitch) * t;
    } else {
      this.orbit.targetX = from.targetX + (to.targetX - from.targetX) * t;
      this.orbit.targetY = from.targetY + (to.targetY - from.targetY) * t;
      this.orbit.targetZ = from.targetZ + (to.targetZ - from.targetZ) * t;
      this.orbit.distance = from.distance + (to.distance - from.distance) * t;
      this.orbit.yaw = from.orbitYaw + angleDelta(from.orbitYaw, to.orbitYaw) * t;
    }
    this.cameraMoved = true;
    if (t >= 1) fly.active = false;
  }

  private placeCamera() {
    this.cameraMoved = false;
    if (this.mode === 'walk') {
      this.camera.position.set(this.pose.x, EYE_HEIGHT, this.pose.z);
      this.camera.rotation.set(this.pose.pitch, this.pose.yaw, 0);
    } else {
      const room = { halfWidth: this.world.halfWidth, halfDepth: this.world.halfDepth, height: this.layout.height };
      orbitCameraPosition(this.orbit, room, tmpCamera);
      this.camera.position.set(tmpCamera.x, tmpCamera.y, tmpCamera.z);
      this.camera.lookAt(this.orbit.targetX, this.orbit.targetY, this.orbit.targetZ);
    }
    // Posters are billboards: turned about y to face the visitor. A loaded model far off is not drawn:
    // its poster stands in (drawsModel).
    const { x, z } = this.camera.position;
    for (const exhibit of this.exhibits.values()) {
      exhibit.poster.rotation.y = Math.atan2(x - exhibit.x, z - exhibit.z);
      if (exhibit.model) this.placeImpostor(exhibit, x, z);
    }
  }

  private placeImpostor(exhibit: Exhibit, x: number, z: number) {
    const drawn = drawsModel(Math.hypot(x - exhibit.x, z - exhibit.z), exhibit.model!.visible);
    exhibit.model!.visible = drawn;
    exhibit.poster.visible = !drawn;
  }

  private maxOrbitDistance(): number {
    return Math.max(this.layout.width, this.layout.depth) * 0.75;
  }

  private centreOf(id: string, out: THREE.Vector3): THREE.Vector3 | null {
    const exhibit = this.exhibits.get(id);
    if (exhibit) return out.set(exhibit.x, PLINTH_HEIGHT + MODEL_SIZE / 2, exhibit.z);
    const picture = this.pictures.find((p) => p.item.id === id);
    return picture ? out.set(picture.x, picture.y, picture.z) : null;
  }

  /** A ring on the floor round a plinth, or a coloured mat behind a picture's frame. */
  private placeHighlight() {
    const id = this.hovered ?? this.focused;
    const exhibit = id ? this.exhibits.get(id) : undefined;
    const picture = id && !exhibit ? this.pictures.find((p) => p.item.id === id) : undefined;
    this.ring.visible = Boolean(exhibit);
    this.halo.visible = Boolean(picture);
    if (exhibit) this.ring.position.set(exhibit.x, HIGHLIGHT_Y, exhibit.z);
    if (picture) {
      const back = 0.035;
      this.halo.position.set(
        picture.x - Math.sin(picture.rotationY) * back,
        picture.y,
        picture.z - Math.cos(picture.rotationY) * back,
      );
      this.halo.rotation.y = picture.rotationY;
      this.halo.scale.set(picture.width + 0.34, picture.height + 0.34, 1);
    }
  }
}
