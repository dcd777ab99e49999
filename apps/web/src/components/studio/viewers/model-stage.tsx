'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import ModelView, { type ModelViewHandle } from '@/components/models/model-view';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { ResetIcon } from '@/components/ui/icons/reset';
import { RotateIcon } from '@/components/ui/icons/rotate';
import { ZoomInIcon } from '@/components/ui/icons/zoom-in';
import { ZoomOutIcon } from '@/components/ui/icons/zoom-out';
import { useReducedMotion } from '@/lib/reduced-motion';

const LIGHTING = {
  neutral: { exposure: 1, shadow: 0.6, softness: 1 },
  bright: { exposure: 1.6, shadow: 0.3, softness: 1 },
  studio: { exposure: 0.85, shadow: 1.2, softness: 0.25 },
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
  const stage = useRef<ModelViewHandle>(null);
  // Turning by itself until the reader says otherwise, unless they asked their system for less motion.
  const reducedMotion = useReducedMotion();
  const [turnChoice, setTurnChoice] = useState<boolean | null>(null);
  const autoRotate = turnChoice ?? !reducedMotion;
  const [lighting, setLighting] = useState<Lighting>('neutral');
  const [resets, setResets] = useState(0);

  const reset = () => {
    const element = stage.current?.element();
    if (!element) return;
    // Setting the same orbit again is not a change; alternate an invisible difference to restart the move.
    element.cameraOrbit = resets % 2 ? '0deg 75deg 105%' : '0deg 75deg 105.001%';
    element.fieldOfView = 'auto';
    setResets(resets + 1);
  };
  const light = LIGHTING[lighting];

  return (
    <div className="space-y-3">
      <div className="relative aspect-square max-h-[70vh] w-full overflow-hidden rounded-2xl bg-gradient-to-b from-muted to-neutral-soft sm:aspect-[4/3]">
        <ModelView
          handle={stage}
          src={src}
          iosSrc={iosSrc}
          poster={poster}
          alt={alt}
          motionChosen={turnChoice !== null}
          settings={{
            autoRotate,
            exposure: light.exposure,
            shadowIntensity: light.shadow,
            shadowSoftness: light.softness,
          }}
        >
          <div className="absolute end-3 bottom-3 flex gap-2" dir="ltr">
            <IconButton
              label={t('zoomOut')}
              title={t('zoomOut')}
              size="sm"
              overMedia
              onClick={() => stage.current?.element()?.zoom(-3)}
            >
              <ZoomOutIcon />
            </IconButton>
            <IconButton
              label={t('zoomIn')}
              title={t('zoomIn')}
              size="sm"
              overMedia
              onClick={() => stage.current?.element()?.zoom(3)}
            >
              <ZoomInIcon />
            </IconButton>
            <IconButton label={t('resetView')} title={t('resetView')} size="sm" overMedia onClick={reset}>
              <ResetIcon />
            </IconButton>
          </div>
        </ModelView>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant={autoRotate ? 'primary' : 'outline'}
          aria-pressed={autoRotate}
          onClick={() => setTurnChoice(!autoRotate)}
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
