'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useModelViewer } from '@/components/models/model-viewer-element';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { ArIcon } from '@/components/ui/icons';
import { ResetIcon, RotateIcon, ZoomInIcon, ZoomOutIcon } from '@/components/ui/icons';

const LIGHTING = {
  neutral: { exposure: '1', shadow: '0.6', softness: '1' },
  bright: { exposure: '1.6', shadow: '0.3', softness: '1' },
  studio: { exposure: '0.85', shadow: '1.2', softness: '0.25' },
} as const;
type Lighting = keyof typeof LIGHTING;

export default function ModelStage({
  src,
  iosSrc,
  poster,
  alt,
}: {
  src: string;
  iosSrc: string | null;
  poster: string | null;
  alt: string;
}) {
  const t = useTranslations('viewers');
  const { ref, ready, state } = useModelViewer(src);
  const [autoRotate, setAutoRotate] = useState(true);
  const [lighting, setLighting] = useState<Lighting>('neutral');
  const [resets, setResets] = useState(0);

  const reset = () => {
    const element = ref.current;
    if (!element) return;
    // Setting the same orbit again is not a change; alternate an invisible difference to restart the move.
    element.cameraOrbit = resets % 2 ? '0deg 75deg 105%' : '0deg 75deg 105.001%';
    element.fieldOfView = 'auto';
    setResets(resets + 1);
  };
  const light = LIGHTING[lighting];

  return (
    <div className="space-y-3" data-model-state={state}>
      <div className="relative aspect-square max-h-[70vh] w-full overflow-hidden rounded-2xl bg-gradient-to-b from-muted to-neutral-soft sm:aspect-[4/3]">
        {ready ? (
          <model-viewer
            ref={ref}
            src={src}
            ios-src={iosSrc ?? undefined}
            poster={poster ?? undefined}
            alt={alt}
            camera-controls=""
            touch-action="pan-y"
            auto-rotate={autoRotate ? '' : undefined}
            environment-image="neutral"
            exposure={light.exposure}
            shadow-intensity={light.shadow}
            shadow-softness={light.softness}
            ar=""
            ar-modes="webxr scene-viewer quick-look"
            style={{ width: '100%', height: '100%', backgroundColor: 'transparent' }}
            // Its canvas is laid out for left-to-right: in a right-to-left page the model was drawn off
            // centre, half out of the frame on a phone.
            dir="ltr"
          >
            <Button slot="ar-button" variant="outline" size="sm" className="absolute start-3 top-3 rounded-full shadow">
              <ArIcon className="size-4" />
              {t('viewInAr')}
            </Button>
          </model-viewer>
        ) : poster ? (
          <img src={poster} alt="" className="absolute inset-0 size-full object-contain opacity-70" />
        ) : null}
        {state === 'loading' ? (
          <p role="status" className="absolute inset-x-0 bottom-3 text-center text-sm text-muted-foreground">
            {t('loadingModel')}
          </p>
        ) : null}
        {state === 'error' ? (
          <p role="alert" className="absolute inset-0 grid place-items-center p-6 text-center text-sm">
            {t('modelError')}
          </p>
        ) : null}
        <div className="absolute end-3 bottom-3 flex gap-2" dir="ltr">
          <IconButton
            label={t('zoomOut')}
            title={t('zoomOut')}
            size="sm"
            overMedia
            onClick={() => ref.current?.zoom(-3)}
          >
            <ZoomOutIcon />
          </IconButton>
          <IconButton label={t('zoomIn')} title={t('zoomIn')} size="sm" overMedia onClick={() => ref.current?.zoom(3)}>
            <ZoomInIcon />
          </IconButton>
          <IconButton label={t('resetView')} title={t('resetView')} size="sm" overMedia onClick={reset}>
            <ResetIcon />
          </IconButton>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant={autoRotate ? 'primary' : 'outline'}
          aria-pressed={autoRotate}
          onClick={() => setAutoRotate(!autoRotate)}
        >
          <RotateIcon className="size-4" />
          {t('autoRotate')}
        </Button>
        <div role="group" aria-label={t('lighting')} className="flex items-center gap-1.5">
          <span className="text-sm text-muted-foreground" aria-hidden>
            {t('lighting')}:
          </span>
          {(['neutral', 'bright', 'studio'] as const).map((key) => (
            <Button
              key={key}
              size="sm"
              variant={lighting === key ? 'primary' : 'outline'}
              aria-pressed={lighting === key}
              onClick={() => setLighting(key)}
            >
              {t(`light.${key}`)}
            </Button>
          ))}
        </div>
      </div>
    </div>
  );
}
