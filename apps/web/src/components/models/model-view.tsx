'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useImperativeHandle, useState, type ReactNode, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ArIcon } from '@/components/ui/icons/ar';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useReducedMotion } from '@/lib/reduced-motion';
import { useModelViewer, type ModelViewerElement, type SurfacePoint } from './model-viewer-element';

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

/** A note pinned to the model's surface, its text already in the page's language. */
export interface ViewHotspot {
  id: string;
  position: Vec3;
  normal: Vec3;
  text: string;
}

export interface ViewSettings {
  environment: 'neutral' | 'legacy';
  exposure: number;
  shadowIntensity: number;
  /** 0 a hard shadow, 1 a soft one. */
  shadowSoftness: number;
  /** model-viewer's `camera-orbit` ("30deg 75deg 105%"), or null for its own framing. */
  cameraOrbit: string | null;
  autoRotate: boolean;
}

export interface ArPlacement {
  placement: 'floor' | 'wall';
  /** auto: starts at its real size and the visitor may resize it; fixed: the visitor cannot. */
  scale: 'auto' | 'fixed';
  /** A scale of the model as modelled (1 = as is). */
  factor?: number;
  /** Its real size in metres: the model is scaled (evenly) to fit inside it. */
  size?: { width: number; height: number; depth: number };
}

export const defaultViewSettings: ViewSettings = {
  environment: 'neutral',
  exposure: 1,
  shadowIntensity: 0.7,
  shadowSoftness: 1,
  cameraOrbit: null,
  autoRotate: true,
};

/** What a page holding a ModelView may ask of it (the editor: a poster from the current view, the orbit). */
export interface ModelViewHandle {
  element(): ModelViewerElement | null;
  /** The current view as a picture, the size of the viewer. */
  snapshot(mimeType?: string): Promise<Blob | null>;
  /** The current camera orbit in model-viewer's words, to keep as the opening view. */
  orbit(): string | null;
  /** The surface at the centre of the view, for placing a note without a pointer. */
  centrePoint(): SurfacePoint | null;
}

export interface ModelViewProps {
  src: string;
  /** The USDZ for iPhones' AR Quick Look; without it iOS offers no AR. */
  iosSrc?: string | null;
  poster?: string | null;
  alt: string;
  hotspots?: ViewHotspot[];
  /** The note shown open (the editor's selection); any note opens on hover or focus too. */
  openHotspot?: string | null;
  settings?: Partial<ViewSettings>;
  ar?: ArPlacement;
  /** A press on the model's surface (not on a note): the editor places a note there. */
  onSurfacePress?: (point: SurfacePoint) => void;
  onLoaded?: () => void;
  /**
   * The reader turned auto-rotation on or off here themselves: their choice stands even if their system asks
   * for less motion. Otherwise a model turns by itself only for readers who have not asked for less motion.
   */
  motionChosen?: boolean;
  handle?: Ref<ModelViewHandle>;
  className?: string;
  /** More of the viewer's own UI (buttons over the model), laid over it. */
  children?: ReactNode;
}

const vector = ({ x, y, z }: Vec3) => `${x} ${y} ${z}`;

/**
 * A 3D model with AR on every phone: model-viewer with WebXR and Scene Viewer on Android, the USDZ in AR
 * Quick Look on iOS, the page's label on the AR button, a progress bar while the model loads, and the
 * model's notes pinned to its surface (numbered buttons whose text opens on hover, focus or selection;
 * also listed under the viewer for a screen reader). The viewer fills its container.
 */
export default function ModelView({
  src,
  iosSrc,
  poster,
  alt,
  hotspots = [],
  openHotspot,
  settings,
  ar = { placement: 'floor', scale: 'auto' },
  onSurfacePress,
  onLoaded,
  motionChosen = false,
  handle,
  className,
  children,
}: ModelViewProps) {
  const t = useTranslations('viewers');
  const [fitted, setFitted] = useState<number | null>(null);
  const view = { ...defaultViewSettings, ...settings };
  const reducedMotion = useReducedMotion();
  const turning = view.autoRotate && (motionChosen || !reducedMotion);
  const scale = ar.factor ?? fitted ?? 1;
  // The model's own size, measured when it loads (before any scale of ours, or divided by the one it had).
  const [modelSize, setModelSize] = useState<Vec3 | null>(null);
  const { ref, ready, state, progress } = useModelViewer(src, (element) => {
    const { x, y, z } = element.getDimensions();
    setModelSize({ x: x / scale, y: y / scale, z: z / scale });
    onLoaded?.();
  });

  // A real size given in metres: the one scale that fits the model inside it.
  const { width, height, depth } = ar.size ?? {};
  useEffect(() => {
    if (state !== 'loaded' || !modelSize || ar.factor || !width || !height || !depth) return setFitted(null);
    const fit = Math.min(width / modelSize.x, height / modelSize.y, depth / modelSize.z);
    setFitted(Number.isFinite(fit) && fit > 0 ? fit : null);
  }, [state, modelSize, ar.factor, width, height, depth]);

  useImperativeHandle(
    handle,
    () => ({
      element: () => ref.current,
      snapshot: async (mimeType = 'image/webp') =>
        ref.current?.loaded ? ref.current.toBlob({ mimeType, qualityArgument: 0.9, idealAspect: false }) : null,
      orbit: () => {
        const orbit = ref.current?.getCameraOrbit();
        if (!orbit) return null;
        const degrees = (radians: number) => `${Math.round((radians * 180) / Math.PI)}deg`;
        return `${degrees(orbit.theta)} ${degrees(orbit.phi)} ${Math.round(orbit.radius * 1000) / 1000}m`;
      },
      centrePoint: () => {
        const element = ref.current;
        if (!element) return null;
        const box = element.getBoundingClientRect();
        return element.positionAndNormalFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      },
    }),
    [ref],
  );

  const press = onSurfacePress
    ? (event: React.MouseEvent<HTMLElement>) => {
        // A note is a button of its own; the press is for the model's surface.
        if ((event.target as HTMLElement).closest('[data-hotspot]')) return;
        const point = ref.current?.positionAndNormalFromPoint(event.clientX, event.clientY);
        if (point) onSurfacePress(point);
      }
    : undefined;

  return (
    <div className={cn('relative size-full', className)} data-model-state={state}>
      {ready ? (
        <model-viewer
          ref={ref}
          src={src}
          ios-src={iosSrc ?? undefined}
          poster={poster ?? undefined}
          alt={alt}
          camera-controls=""
          camera-orbit={view.cameraOrbit ?? undefined}
          touch-action="pan-y"
          auto-rotate={turning ? '' : undefined}
          // model-viewer's idle prompt wiggles the model every few seconds until touched: motion nobody asked
          // for, which a reader who asked their system for less must not get (and on a phone, a redraw of the
          // scene sixty times a second for as long as the page is open).
          interaction-prompt={reducedMotion ? 'none' : undefined}
          environment-image={view.environment}
          exposure={String(view.exposure)}
          shadow-intensity={String(view.shadowIntensity)}
          shadow-softness={String(view.shadowSoftness)}
          ar=""
          ar-modes="webxr scene-viewer quick-look"
          ar-placement={ar.placement}
          ar-scale={ar.scale}
          scale={scale === 1 ? undefined : `${scale} ${scale} ${scale}`}
          onClick={press}
          style={{ width: '100%', height: '100%', backgroundColor: 'transparent' }}
          // Its canvas is laid out for left-to-right: in a right-to-left page the model was drawn off centre.
          dir="ltr"
        >
          {hotspots.map((hotspot, index) => (
            <Button
              key={hotspot.id}
              slot={`hotspot-${hotspot.id}`}
              data-hotspot=""
              data-position={vector(hotspot.position)}
              data-normal={vector(hotspot.normal)}
              data-open={openHotspot === hotspot.id || undefined}
              size="icon"
              variant="primary"
              aria-label={t('hotspot', { n: index + 1, text: hotspot.text })}
              className="group relative size-8 rounded-full border-2 border-white text-xs shadow"
            >
              {index + 1}
              <span
                aria-hidden
                className="pointer-events-none absolute start-full top-1/2 ms-2 hidden w-max max-w-56 -translate-y-1/2 rounded-lg bg-popover px-2.5 py-1.5 text-start text-xs font-normal whitespace-normal text-foreground shadow-md group-hover:block group-focus-visible:block group-data-open:block"
                // The page's direction, not the viewer's left-to-right.
                dir="auto"
              >
                {hotspot.text}
              </span>
            </Button>
          ))}
          <Button slot="ar-button" variant="outline" size="sm" className="absolute start-3 top-3 rounded-full shadow">
            <ArIcon className="size-4" />
            {t('viewInAr')}
          </Button>
          {/* model-viewer's own bar is replaced by the kit's, labelled in the page's language. */}
          <div slot="progress-bar" />
        </model-viewer>
      ) : poster ? (
        <img src={poster} alt="" className="absolute inset-0 size-full object-contain opacity-70" />
      ) : null}
      {state === 'loading' ? (
        <div className="absolute inset-x-6 bottom-4">
          <ProgressBar label={t('loadingModel')} value={ready ? progress : undefined} />
        </div>
      ) : null}
      {state === 'error' ? (
        <p role="alert" className="absolute inset-0 grid place-items-center p-6 text-center text-sm">
          {t('modelError')}
        </p>
      ) : null}
      {hotspots.length > 0 ? (
        <ol className="sr-only" aria-label={t('hotspots')}>
          {hotspots.map((hotspot) => (
            <li key={hotspot.id}>{hotspot.text}</li>
          ))}
        </ol>
      ) : null}
      {children}
    </div>
  );
}
