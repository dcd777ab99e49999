/**
 * The part of three.js (0.183) the gallery uses, typed. three ships no types and @types/three is not a
 * dependency (model-viewer brings three but only uses it inside its own bundle); rather than add one to
 * package.json from this folder, these declarations follow @types/three's names and signatures for what
 * the gallery calls. If @types/three is installed later, delete this file: it would clash with it.
 */
declare module 'three' {
  export const SRGBColorSpace: 'srgb';
  export const RepeatWrapping: 1000;
  export const AdditiveBlending: 2;

  export class Vector2 {
    constructor(x?: number, y?: number);
    x: number;
    y: number;
    set(x: number, y: number): this;
  }

  export class Vector3 {
    constructor(x?: number, y?: number, z?: number);
    x: number;
    y: number;
    z: number;
    set(x: number, y: number, z: number): this;
    setScalar(scalar: number): this;
  }

  export class Euler {
    constructor(x?: number, y?: number, z?: number, order?: string);
    x: number;
    y: number;
    z: number;
    order: string;
    set(x: number, y: number, z: number, order?: string): this;
  }

  export class Quaternion {
    setFromEuler(euler: Euler): this;
  }

  export class Matrix4 {
    compose(position: Vector3, quaternion: Quaternion, scale: Vector3): this;
  }

  export class Color {
    constructor(color?: number | string);
    r: number;
    g: number;
    b: number;
    set(color: number | string | Color): this;
  }

  export class Box3 {
    min: Vector3;
    max: Vector3;
    setFromObject(object: Object3D, precise?: boolean): this;
    getSize(target: Vector3): Vector3;
    getCenter(target: Vector3): Vector3;
  }

  export class Object3D {
    name: string;
    parent: Object3D | null;
    children: Object3D[];
    position: Vector3;
    rotation: Euler;
    quaternion: Quaternion;
    scale: Vector3;
    visible: boolean;
    matrixAutoUpdate: boolean;
    userData: Record<string, unknown>;
    add(...objects: Object3D[]): this;
    remove(...objects: Object3D[]): this;
    clear(): this;
    traverse(callback: (object: Object3D) => void): void;
    updateMatrix(): void;
    lookAt(x: number, y: number, z: number): void;
  }

  export class Group extends Object3D {}

  export class Scene extends Object3D {
    background: Color | Texture | null;
    environment: Texture | null;
    environmentIntensity: number;
  }

  export class Camera extends Object3D {}

  export class PerspectiveCamera extends Camera {
    constructor(fov?: number, aspect?: number, near?: number, far?: number);
    fov: number;
    aspect: number;
    updateProjectionMatrix(): void;
  }

  export class Light extends Object3D {
    intensity: number;
  }
  export class HemisphereLight extends Light {
    constructor(skyColor?: number, groundColor?: number, intensity?: number);
  }
  export class DirectionalLight extends Light {
    constructor(color?: number, intensity?: number);
  }

  export class BufferAttribute {
    constructor(array: Float32Array, itemSize: number);
    readonly count: number;
    getX(index: number): number;
    getY(index: number): number;
    getZ(index: number): number;
  }

  export class BufferGeometry {
    getAttribute(name: string): BufferAttribute;
    setAttribute(name: string, attribute: BufferAttribute): this;
    dispose(): void;
    rotateX(angle: number): this;
    translate(x: number, y: number, z: number): this;
  }
  export class PlaneGeometry extends BufferGeometry {
    constructor(width?: number, height?: number);
  }
  export class BoxGeometry extends BufferGeometry {
    constructor(width?: number, height?: number, depth?: number);
  }
  export class RingGeometry extends BufferGeometry {
    constructor(innerRadius?: number, outerRadius?: number, thetaSegments?: number);
  }
  export class CylinderGeometry extends BufferGeometry {
    constructor(radiusTop?: number, radiusBottom?: number, height?: number, radialSegments?: number);
  }

  export class Texture {
    readonly isTexture: true;
    image: unknown;
    colorSpace: string;
    wrapS: number;
    wrapT: number;
    repeat: Vector2;
    anisotropy: number;
    needsUpdate: boolean;
    dispose(): void;
  }
  export class CanvasTexture extends Texture {
    constructor(canvas: HTMLCanvasElement);
  }

  export interface MaterialParameters {
    color?: number;
    vertexColors?: boolean;
    alphaTest?: number;
    map?: Texture | null;
    transparent?: boolean;
    opacity?: number;
    depthWrite?: boolean;
    blending?: number;
  }
  export class Material {
    transparent: boolean;
    opacity: number;
    needsUpdate: boolean;
    dispose(): void;
  }
  export class MeshBasicMaterial extends Material {
    constructor(parameters?: MaterialParameters);
    color: Color;
    map: Texture | null;
  }
  export class MeshLambertMaterial extends Material {
    constructor(parameters?: MaterialParameters);
    color: Color;
    map: Texture | null;
  }
  export class MeshStandardMaterial extends Material {
    constructor(parameters?: MaterialParameters);
    color: Color;
    map: Texture | null;
  }
  export class DataTexture extends Texture {
    constructor(data: Uint8Array, width: number, height: number);
  }

  export class Mesh extends Object3D {
    constructor(geometry?: BufferGeometry, material?: Material | Material[]);
    geometry: BufferGeometry;
    material: Material | Material[];
  }

  export class InstancedMesh extends Mesh {
    constructor(geometry: BufferGeometry, material: Material, count: number);
    readonly isInstancedMesh: true;
    count: number;
    instanceMatrix: { needsUpdate: boolean };
    setMatrixAt(index: number, matrix: Matrix4): void;
    dispose(): this;
  }

  export interface Intersection {
    distance: number;
    object: Object3D;
    instanceId?: number;
  }

  export class Raycaster {
    setFromCamera(coords: Vector2, camera: Camera): void;
    intersectObjects(objects: Object3D[], recursive?: boolean, target?: Intersection[]): Intersection[];
  }

  export class WebGLRenderTarget {
    texture: Texture;
    dispose(): void;
  }

  export interface WebGLRendererParameters {
    canvas?: HTMLCanvasElement;
    antialias?: boolean;
    alpha?: boolean;
    stencil?: boolean;
    powerPreference?: 'high-performance' | 'low-power' | 'default';
  }

  export class WebGLRenderer {
    constructor(parameters?: WebGLRendererParameters);
    readonly domElement: HTMLCanvasElement;
    capabilities: { getMaxAnisotropy(): number };
    debug: { checkShaderErrors: boolean };
    info: {
      render: { calls: number; triangles: number; frame: number };
      memory: { geometries: number; textures: number };
      /** Every program made (null before the first). */
      programs: { isReady(): boolean }[] | null;
    };
    setPixelRatio(ratio: number): void;
    setSize(width: number, height: number, updateStyle?: boolean): void;
    render(scene: Object3D, camera: Camera): void;
    /** Starts compiling the programs `scene`'s materials need, lit as in `targetScene`. */
    compile(scene: Object3D, camera: Camera, targetScene?: Scene | null): Set<Material>;
    /** Uploads a texture now, outside a render. */
    initTexture(texture: Texture): void;
    dispose(): void;
    forceContextLoss(): void;
  }

  export class PMREMGenerator {
    constructor(renderer: WebGLRenderer);
    fromScene(
      scene: Scene,
      sigma?: number,
      near?: number,
      far?: number,
      options?: { size?: number },
    ): WebGLRenderTarget;
    dispose(): void;
  }

  export class Loader {
    setCrossOrigin(crossOrigin: string): this;
  }

  export class TextureLoader extends Loader {
    load(
      url: string,
      onLoad?: (texture: Texture) => void,
      onProgress?: (event: ProgressEvent) => void,
      onError?: (error: unknown) => void,
    ): Texture;
  }
}

declare module 'three/addons/loaders/DRACOLoader.js' {
  import { Loader } from 'three';
  export class DRACOLoader extends Loader {
    setDecoderPath(path: string): this;
    setDecoderConfig(config: { type?: 'js' | 'wasm' }): this;
    setWorkerLimit(limit: number): this;
    dispose(): this;
  }
}

declare module 'three/addons/libs/meshopt_decoder.module.js' {
  export const MeshoptDecoder: { supported: boolean; ready: Promise<void> };
}

declare module 'three/addons/loaders/GLTFLoader.js' {
  import { Loader } from 'three';
  import type { Group } from 'three';
  import type { DRACOLoader } from 'three/addons/loaders/DRACOLoader.js';
  import type { MeshoptDecoder } from 'three/addons/libs/meshopt_decoder.module.js';
  export interface GLTF {
    scene: Group;
  }
  export interface GLTFParser {
    /** What decodes the file's images: an ImageBitmapLoader where createImageBitmap works, else a TextureLoader. */
    textureLoader: Loader;
  }
  export class GLTFLoader extends Loader {
    register(callback: (parser: GLTFParser) => { name: string }): this;
    setDRACOLoader(loader: DRACOLoader): this;
    setMeshoptDecoder(decoder: typeof MeshoptDecoder): this;
    loadAsync(url: string): Promise<GLTF>;
  }
}

declare module 'three/addons/environments/RoomEnvironment.js' {
  import { Scene } from 'three';
  export class RoomEnvironment extends Scene {
    dispose(): void;
  }
}
