'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ImageStage } from './image-stage';
import { Button } from '@/components/ui/button';
import { CompareIcon } from '@/components/ui/icons/compare';
import { ZoomInIcon } from '@/components/ui/icons/zoom-in';
import { ThumbnailButton } from '@/components/ui/thumbnail-button';
import { DownloadButton } from './output-actions';
import { ShareButton } from './share-button';
import type { OutputView } from './types';

// three.js and model-viewer come only with a 3D output, never in the first load of a page.
const ModelStage = dynamic(() => import('./model-stage'), { ssr: false });
// The waveform player and the before/after slider only with a sound or a before: still rendered on the server,
// their code loaded by the pages that show them (a shared picture has neither; decision 055).
const AudioPlayer = dynamic(() => import('./audio-player').then((module) => module.AudioPlayer));
const CompareSlider = dynamic(() => import('./compare-slider').then((module) => module.CompareSlider));

const USDZ = 'model/vnd.usdz+zip';

/**
 * The results of a design: images (side by side on wide screens, a strip of thumbnails on phones, a
 * before/after slider when `before` is given), videos, sounds with their waveform and 3D models, each
 * with a download button and, given `shareUrl`, a share button.
 */
export function OutputViewer({
  outputs,
  before,
  title,
  shareUrl,
}: {
  outputs: OutputView[];
  before?: string;
  title: string;
  shareUrl?: string;
}) {
  const t = useTranslations('viewers');
  const images = outputs.filter((output) => output.kind === 'image');
  const models = outputs.filter((output) => output.kind === 'model3d' && output.mime !== USDZ);
  const usdz = outputs.find((output) => output.mime === USDZ) ?? null;
  const media = outputs.filter((output) => output.kind === 'video' || output.kind === 'audio');
  const total = outputs.length;
  const indexOf = (output: OutputView) => outputs.indexOf(output);

  if (total === 0) return <p className="text-sm text-muted-foreground">{t('empty')}</p>;

  return (
    <div className="space-y-6">
      {images.length > 0 ? (
        <ImageOutputs images={images} before={before} title={title} indexOf={indexOf} total={total} />
      ) : null}
      {models.map((model) => (
        <section key={model.url} className="space-y-3">
          <ModelStage
            src={model.url}
            iosSrc={usdz?.url ?? null}
            poster={model.thumbnailUrl}
            alt={t('modelAlt', { title })}
          />
          <div className="flex flex-wrap gap-2">
            <DownloadButton url={model.url} mime={model.mime} title={title} index={indexOf(model)} total={total} />
            {usdz ? <DownloadButton url={usdz.url} mime={usdz.mime} title={title} /> : null}
          </div>
        </section>
      ))}
      {media.map((output) => (
        <section key={output.url} className="space-y-3">
          {output.kind === 'video' ? (
            <video
              controls
              playsInline
              preload="metadata"
              poster={output.thumbnailUrl ?? undefined}
              src={output.url}
              aria-label={title}
              className="max-h-[70vh] w-full rounded-2xl bg-black"
              style={output.width && output.height ? { aspectRatio: `${output.width} / ${output.height}` } : undefined}
            />
          ) : (
            <AudioPlayer src={output.url} title={title} durationSeconds={output.durationSeconds} />
          )}
          <DownloadButton url={output.url} mime={output.mime} title={title} index={indexOf(output)} total={total} />
        </section>
      ))}
      {shareUrl ? (
        <div>
          <ShareButton url={shareUrl} title={title} />
        </div>
      ) : null}
    </div>
  );
}

function ImageOutputs({
  images,
  before,
  title,
  indexOf,
  total,
}: {
  images: OutputView[];
  before?: string;
  title: string;
  indexOf: (output: OutputView) => number;
  total: number;
}) {
  const t = useTranslations('viewers');
  const [selected, setSelected] = useState(0);
  const [mode, setMode] = useState<'compare' | 'zoom'>(before ? 'compare' : 'zoom');
  const several = images.length > 1;
  const label = (index: number) => (several ? t('resultOf', { index: index + 1, total: images.length }) : title);

  return (
    <section className="space-y-3">
      {before ? (
        <div role="group" aria-label={t('viewMode')} className="flex gap-2">
          <Button
            size="sm"
            variant={mode === 'compare' ? 'primary' : 'outline'}
            aria-pressed={mode === 'compare'}
            onClick={() => setMode('compare')}
          >
            <CompareIcon className="size-4" />
            {t('compare')}
          </Button>
          <Button
            size="sm"
            variant={mode === 'zoom' ? 'primary' : 'outline'}
            aria-pressed={mode === 'zoom'}
            onClick={() => setMode('zoom')}
          >
            <ZoomInIcon className="size-4" />
            {t('inspect')}
          </Button>
        </div>
      ) : null}
      {/* Phones show the picked image; wide screens show them all side by side. */}
      <div className={several ? 'grid gap-4 md:grid-cols-2' : ''}>
        {images.map((image, index) => (
          <figure key={image.url} className={`space-y-2 ${index === selected ? '' : 'hidden md:block'}`}>
            {before && mode === 'compare' ? (
              <CompareSlider
                before={before}
                after={image.url}
                mime={image.mime}
                width={image.width}
                height={image.height}
                alt={label(index)}
              />
            ) : (
              <ImageStage
                src={image.url}
                mime={image.mime}
                alt={label(index)}
                width={image.width}
                height={image.height}
                priority={index === 0}
                sizes={
                  several
                    ? '(min-width: 1024px) 488px, (min-width: 768px) 50vw, 100vw'
                    : '(min-width: 1024px) 976px, 100vw'
                }
              />
            )}
            <figcaption className="flex flex-wrap items-center gap-2">
              <DownloadButton url={image.url} mime={image.mime} title={title} index={indexOf(image)} total={total} />
            </figcaption>
          </figure>
        ))}
      </div>
      {several ? (
        <div role="group" aria-label={t('pickResult')} className="flex gap-2 overflow-x-auto pb-1 md:hidden">
          {images.map((image, index) => (
            <ThumbnailButton
              key={image.url}
              selected={index === selected}
              aria-pressed={index === selected}
              label={t('resultOf', { index: index + 1, total: images.length })}
              onClick={() => setSelected(index)}
              className="size-16"
            >
              <img src={image.thumbnailUrl ?? image.url} alt="" loading="lazy" className="size-full object-cover" />
            </ThumbnailButton>
          ))}
        </div>
      ) : null}
    </section>
  );
}
