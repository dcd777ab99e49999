'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { filePreviewUrl } from './file-field';
import { MediaFrame } from '@/components/ui/media-frame';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Range } from '@/components/ui/range';

export type MaskExport = () => Promise<Blob | null>;

/**
 * A brush over the chosen picture: paint what to change or remove. The strokes live in a canvas the size
 * of the picture; on submit they become a black-and-white PNG of the same size (white = painted), which
 * the form uploads as the `mask` file.
 */
export function MaskEditor({
  label,
  help,
  required,
  imageId,
  initialMaskId,
  error,
  register,
  onPaint,
}: {
  label: string;
  help?: string;
  required: boolean;
  imageId: string | undefined;
  initialMaskId?: string;
  error?: string;
  register: (exporter: MaskExport | null) => void;
  onPaint: (painted: boolean) => void;
}) {
  const t = useTranslations('studio');
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [brush, setBrush] = useState(40);
  const [erasing, setErasing] = useState(false);
  const painted = useRef(false);
  const last = useRef<{ x: number; y: number } | null>(null);

  const setPainted = useCallback(
    (value: boolean) => {
      painted.current = value;
      onPaint(value);
    },
    [onPaint],
  );

  // A previous design's mask (re-run): white pixels back as strokes.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!initialMaskId || !size || !canvas) return;
    const image = new Image();
    image.onload = () => {
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height);
      let any = false;
      for (let i = 0; i < data.data.length; i += 4) {
        const white = data.data[i]! > 127;
        data.data[i] = 239;
        data.data[i + 1] = 68;
        data.data[i + 2] = 68;
        data.data[i + 3] = white ? 255 : 0;
        any ||= white;
      }
      ctx.putImageData(data, 0, 0);
      setPainted(any);
    };
    image.src = filePreviewUrl(initialMaskId);
  }, [initialMaskId, size, setPainted]);

  useEffect(() => {
    register(async () => {
      const canvas = canvasRef.current;
      if (!canvas || !painted.current) return null;
      const out = document.createElement('canvas');
      out.width = canvas.width;
      out.height = canvas.height;
      const ctx = out.getContext('2d')!;
      // The strokes turned white (source-in keeps their shape), over black.
      ctx.drawImage(canvas, 0, 0);
      ctx.globalCompositeOperation = 'source-in';
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, out.width, out.height);
      ctx.globalCompositeOperation = 'destination-over';
      ctx.fillStyle = '#000';
      ctx.fillRect(0, 0, out.width, out.height);
      return new Promise<Blob | null>((resolve) => out.toBlob(resolve, 'image/png'));
    });
    return () => register(null);
  }, [register]);

  function point(event: PointerEvent<HTMLCanvasElement>) {
    const canvas = event.currentTarget;
    const rect = canvas.getBoundingClientRect();
    const scale = canvas.width / rect.width;
    return { x: (event.clientX - rect.left) * scale, y: (event.clientY - rect.top) * scale, scale };
  }

  function draw(event: PointerEvent<HTMLCanvasElement>) {
    const ctx = event.currentTarget.getContext('2d');
    if (!ctx) return;
    const { x, y, scale } = point(event);
    const from = last.current ?? { x, y };
    ctx.globalCompositeOperation = erasing ? 'destination-out' : 'source-over';
    ctx.strokeStyle = 'rgb(239 68 68)';
    ctx.lineWidth = brush * scale;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(x, y);
    ctx.stroke();
    last.current = { x, y };
    if (!erasing && !painted.current) setPainted(true);
  }

  function clear() {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    setPainted(false);
  }

  return (
    <div>
      <span id={`${id}-label`} className="mb-1.5 block text-sm font-semibold">
        {label}
        {required ? null : <span className="ms-1 font-normal text-muted-foreground">{t('form.optional')}</span>}
      </span>
      {imageId ? (
        <div className="space-y-3">
          <MediaFrame>
            <img
              src={filePreviewUrl(imageId)}
              alt=""
              className="block h-auto w-full select-none"
              draggable={false}
              onLoad={(event) =>
                setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
              }
            />
            {size ? (
              <canvas
                ref={canvasRef}
                width={size.width}
                height={size.height}
                role="img"
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-help`}
                data-testid="mask-canvas"
                className="absolute inset-0 h-full w-full cursor-crosshair touch-none opacity-60"
                onPointerDown={(event) => {
                  event.currentTarget.setPointerCapture(event.pointerId);
                  last.current = null;
                  draw(event);
                }}
                onPointerMove={(event) => {
                  if (event.buttons === 1 || event.pressure > 0) draw(event);
                }}
                onPointerUp={() => (last.current = null)}
              />
            ) : null}
          </MediaFrame>
          <div className="flex flex-wrap items-center gap-3">
            <div
              role="radiogroup"
              aria-label={t('mask.tool')}
              className="inline-flex rounded-xl border border-border p-0.5"
            >
              {[false, true].map((erase) => (
                <Button
                  key={String(erase)}
                  size="sm"
                  variant={erasing === erase ? 'primary' : 'ghost'}
                  role="radio"
                  aria-checked={erasing === erase}
                  onClick={() => setErasing(erase)}
                >
                  {erase ? t('mask.erase') : t('mask.paint')}
                </Button>
              ))}
            </div>
            <label className="flex items-center gap-2 text-sm">
              {t('mask.size')}
              <Range min={5} max={150} value={brush} onChange={(event) => setBrush(Number(event.target.value))} />
            </label>
            <Button variant="outline" size="sm" onClick={clear}>
              {t('mask.clear')}
            </Button>
          </div>
        </div>
      ) : (
        <Alert tone="info">{t('mask.needImage')}</Alert>
      )}
      <p id={`${id}-help`} className="mt-1.5 text-sm text-muted-foreground">
        {help ?? t('mask.hint')}
      </p>
      {error ? (
        <p role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
