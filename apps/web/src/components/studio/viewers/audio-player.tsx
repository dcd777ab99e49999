'use client';

import { localeDirection, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Card } from '@/components/ui/card';
import { IconButton } from '@/components/ui/icon-button';
import { PauseIcon } from '@/components/ui/icons/pause';
import { PlayIcon } from '@/components/ui/icons/play';
import { computePeaks, formatClock, seekKeys, timeAt } from './peaks';

const BUCKETS = 160;

/**
 * A sound with its waveform: the file is fetched and decoded once (an OfflineAudioContext needs no user
 * gesture), its peaks drawn on a canvas that shows what has played. Clicking or the arrow keys seek.
 * If the browser cannot decode it, the plain `<audio controls>` is shown instead. Its timeline runs
 * the page's way, from the start side (the right in Persian) as the before/after slider and the job
 * progress bars do, and the arrow keys move the way they point (decision 029-speech-player-direction).
 */
export function AudioPlayer({
  src,
  title,
  durationSeconds,
}: {
  src: string;
  title: string;
  durationSeconds: number | null;
}) {
  const t = useTranslations('viewers');
  const locale = useLocale() as Locale;
  const rtl = localeDirection[locale] === 'rtl';
  const audioRef = useRef<HTMLAudioElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [peaks, setPeaks] = useState<number[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(durationSeconds ?? 0);

  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      const bytes = await fetch(src, { signal: controller.signal }).then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.arrayBuffer();
      });
      const context = new OfflineAudioContext(1, 1, 44_100);
      const buffer = await context.decodeAudioData(bytes);
      const channels = Array.from({ length: buffer.numberOfChannels }, (_, index) => buffer.getChannelData(index));
      if (controller.signal.aborted) return;
      setPeaks(computePeaks(channels, BUCKETS));
      setDuration((known) => known || buffer.duration);
    })().catch(() => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, [src]);

  const draw = useCallback(() => {
    const canvas = canvasRef.current;
    if (!canvas || !peaks) return;
    const ratio = window.devicePixelRatio || 1;
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
    if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
    const context = canvas.getContext('2d');
    if (!context) return;
    // Drawn from the start side: mirrored in RTL, so the first slice of the sound is on the right.
    if (rtl) context.setTransform(-ratio, 0, 0, ratio, width * ratio, 0);
    else context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    const styles = getComputedStyle(canvas);
    const played = styles.getPropertyValue('--played').trim() || '#2550eb';
    const rest = styles.getPropertyValue('--rest').trim() || '#94a3b8';
    const progress = duration > 0 ? audioRef.current!.currentTime / duration : 0;
    const bar = width / peaks.length;
    peaks.forEach((peak, index) => {
      const h = Math.max(2, peak * (height - 4));
      context.fillStyle = index / peaks.length < progress ? played : rest;
      context.fillRect(index * bar + bar * 0.15, (height - h) / 2, Math.max(1, bar * 0.7), h);
    });
  }, [peaks, duration, rtl]);

  useEffect(() => {
    draw();
    const canvas = canvasRef.current;
    if (!canvas) return;
    const observer = new ResizeObserver(() => draw());
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [draw, current]);

  // While playing, the waveform follows every frame rather than the audio's few timeupdate events.
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const tick = () => {
      setCurrent(audioRef.current?.currentTime ?? 0);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  const seek = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = timeAt(seconds / (duration || 1), duration);
    setCurrent(audio.currentTime);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const fromStart = rtl ? rect.right - event.clientX : event.clientX - rect.left;
    seek((fromStart / rect.width) * duration);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const audio = audioRef.current;
    if (!audio) return;
    const moves = seekKeys(rtl);
    if (event.key in moves) seek(audio.currentTime + moves[event.key]!);
    else if (event.key === 'Home') seek(0);
    else if (event.key === 'End') seek(duration);
    else if (event.key === ' ' || event.key === 'Enter') toggle();
    else return;
    event.preventDefault();
  };
  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void audio.play().catch(() => setPlaying(false));
    else audio.pause();
  };

  if (failed) {
    return <audio controls preload="metadata" src={src} aria-label={title} className="w-full" />;
  }

  const clock = formatClock(current, locale);
  const total = formatClock(duration, locale);
  return (
    <Card className="flex items-center gap-3 p-3">
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onLoadedMetadata={(event) =>
          Number.isFinite(event.currentTarget.duration) && setDuration(event.currentTarget.duration)
        }
        onTimeUpdate={(event) => setCurrent(event.currentTarget.currentTime)}
      />
      <IconButton
        variant="primary"
        size="lg"
        onClick={toggle}
        label={playing ? t('pause') : t('play')}
        title={playing ? t('pause') : t('play')}
        className="rounded-full"
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </IconButton>
      <div className="min-w-0 flex-1">
        <div
          role="slider"
          tabIndex={0}
          aria-label={t('seek')}
          aria-valuemin={0}
          aria-valuemax={Math.round(duration)}
          aria-valuenow={Math.round(current)}
          aria-valuetext={t('timeOf', { current: clock, total })}
          onPointerDown={onPointerDown}
          onKeyDown={onKeyDown}
          className="h-14 cursor-pointer rounded-lg"
        >
          {peaks ? (
            <canvas
              ref={canvasRef}
              // The canvas paints in these colours, read from the tokens (light or dark).
              className="size-full [--played:var(--link)] [--rest:var(--neutral-soft)]"
            />
          ) : (
            <div className="flex h-full items-center">
              <div className="h-1 w-full overflow-hidden rounded-full bg-neutral-soft">
                <div className="h-full bg-primary" style={{ width: `${duration ? (current / duration) * 100 : 0}%` }} />
              </div>
            </div>
          )}
        </div>
        <div className="mt-1 flex justify-between text-xs text-muted-foreground tabular-nums">
          {/* A clock reads left to right in Persian too ("۱:۰۵"): isolated, at the start and end sides. */}
          <span dir="ltr" data-testid="clock-current">
            {clock}
          </span>
          <span dir="ltr" data-testid="clock-total">
            {total}
          </span>
        </div>
      </div>
    </Card>
  );
}
