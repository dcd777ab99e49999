import type { DetailedHTMLProps, HTMLAttributes } from 'react';

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
