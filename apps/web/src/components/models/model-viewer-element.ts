import { useEffect, useRef, useState, type DetailedHTMLProps, type HTMLAttributes } from 'react';

/** Where public/ holds the decoders copied from three (scripts/copy-public-assets.mjs); never Google's CDN. */
export const DRACO_DECODER_LOCATION = '/3d/draco/';
export const KTX2_TRANSCODER_LOCATION = '/3d/basis/';

type ModelViewerAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  src?: string;
  'ios-src'?: string;
  alt?: string;
  poster?: string;
  reveal?: 'auto' | 'manual';
  loading?: 'auto' | 'lazy' | 'eager';
  ar?: string;
  'ar-modes'?: string;
  'ar-placement'?: 'floor' | 'wall';
  'ar-scale'?: 'auto' | 'fixed';
  /** The model's scale, "x y z". */
  scale?: string;
  'camera-controls'?: string;
  'camera-orbit'?: string;
  'auto-rotate'?: string;
  'environment-image'?: string;
  exposure?: string;
  'shadow-intensity'?: string;
  'shadow-softness'?: string;
  'touch-action'?: string;
  'interaction-prompt'?: string;
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'model-viewer': ModelViewerAttributes;
    }
  }
}

/** A point on the model's surface, in the model's own coordinates (metres). */
export interface SurfacePoint {
  position: { x: number; y: number; z: number };
  normal: { x: number; y: number; z: number };
}

/** The element's properties and methods we use (see @google/model-viewer's interfaces). */
export interface ModelViewerElement extends HTMLElement {
  loaded: boolean;
  cameraOrbit: string;
  fieldOfView: string;
  zoom(keyPresses: number): void;
  getCameraOrbit(): { theta: number; phi: number; radius: number };
  /** The model's bounding box size as loaded, in metres (before `scale`). */
  getDimensions(): Vector3D;
  /** The surface under a point of the viewport (client coordinates), or null off the model. */
  positionAndNormalFromPoint(x: number, y: number): { position: Vector3D; normal: Vector3D } | null;
  toBlob(options?: { mimeType?: string; qualityArgument?: number; idealAspect?: boolean }): Promise<Blob>;
}

interface Vector3D {
  x: number;
  y: number;
  z: number;
}

let loading: Promise<unknown> | null = null;

/**
 * model-viewer (and three.js with it) is fetched only when a model is on the page. The decoder locations
 * are read by each element's constructor from `self.ModelViewerElement`, so they are set before the
 * module defines the element.
 */
export function loadModelViewer() {
  const global = self as unknown as { ModelViewerElement?: Record<string, unknown> };
  global.ModelViewerElement = {
    ...global.ModelViewerElement,
    dracoDecoderLocation: DRACO_DECODER_LOCATION,
    ktx2TranscoderLocation: KTX2_TRANSCODER_LOCATION,
  };
  loading ??= import('@google/model-viewer');
  return loading;
}

export type ModelLoadState = 'loading' | 'loaded' | 'error';

/**
 * model-viewer loaded on first use (`ready` once the element is defined) and the state of the element at
 * `ref`: loading (with its share done, 0..1), loaded or failed. `onLoad` runs once per loaded model.
 * `src` names the model: a new one is a new load.
 */
export function useModelViewer(src: string, onLoad?: (element: ModelViewerElement) => void) {
  const ref = useRef<ModelViewerElement>(null);
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<ModelLoadState>('loading');
  const [progress, setProgress] = useState(0);
  const loaded = useRef(onLoad);
  useEffect(() => {
    loaded.current = onLoad;
  });

  useEffect(() => {
    let alive = true;
    loadModelViewer().then(
      () => alive && setReady(true),
      () => alive && setState('error'),
    );
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const done = () => {
      setState('loaded');
      loaded.current?.(element);
    };
    const failed = () => setState('error');
    const step = (event: Event) => setProgress((event as CustomEvent<{ totalProgress: number }>).detail.totalProgress);
    if (element.loaded) done();
    else setState('loading');
    element.addEventListener('load', done);
    element.addEventListener('error', failed);
    element.addEventListener('progress', step);
    return () => {
      element.removeEventListener('load', done);
      element.removeEventListener('error', failed);
      element.removeEventListener('progress', step);
    };
  }, [ready, src]);

  return { ref, ready, state, progress };
}
