/**
 * The waveform of decoded audio: for each of `buckets` equal slices of the sound, the largest absolute
 * sample over all channels, scaled so that the loudest slice is 1 (quiet speech still draws a shape).
 */
export function computePeaks(channels: ArrayLike<number>[], buckets: number): number[] {
  const length = channels.reduce((longest, channel) => Math.max(longest, channel.length), 0);
  if (buckets <= 0 || length === 0) return [];
  const peaks = new Array<number>(buckets).fill(0);
  for (let bucket = 0; bucket < buckets; bucket++) {
    const start = Math.floor((bucket * length) / buckets);
    const end = Math.max(start + 1, Math.floor(((bucket + 1) * length) / buckets));
    let peak = 0;
    for (const channel of channels) {
      for (let i = start; i < end && i < channel.length; i++) {
        const value = Math.abs(channel[i]!);
        if (value > peak) peak = value;
      }
    }
    peaks[bucket] = peak;
  }
  const loudest = Math.max(...peaks);
  return loudest > 0 ? peaks.map((peak) => peak / loudest) : peaks;
}

/** The time at a fraction (0..1) of a sound of `duration` seconds, clamped to the sound. */
export const timeAt = (fraction: number, duration: number) =>
  Number.isFinite(duration) && duration > 0 ? Math.min(duration, Math.max(0, fraction * duration)) : 0;

/**
 * Seconds each key moves the playhead. The timeline runs from the start side, so in RTL the left arrow
 * goes forward: the playhead moves the way the arrow points, as the before/after slider's handle does.
 * Up and Page Up always go forward.
 */
export function seekKeys(rtl: boolean): Record<string, number> {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  return { [forward]: 5, [back]: -5, ArrowUp: 5, ArrowDown: -5, PageUp: 15, PageDown: -15 };
}

/** `m:ss` (or `h:mm:ss`) in the locale's digits: Persian digits in fa. */
export function formatClock(seconds: number, locale: string): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const digits = new Intl.NumberFormat(locale, { useGrouping: false });
  const two = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  return h > 0 ? `${digits.format(h)}:${two.format(m)}:${two.format(s)}` : `${digits.format(m)}:${two.format(s)}`;
}
