import { describe, expect, it } from 'vitest';
import { downloadName, extensionFor, formatLabel } from './file-name';
import { computePeaks, formatClock, seekKeys, timeAt } from './peaks';
import { clampPan, fitSize, IDENTITY, MAX_SCALE, panBy, wheelFactor, zoomAt } from './zoom';
import { sizedSources } from './ui';

describe('download names', () => {
  it('takes the extension from the type', () => {
    expect(extensionFor('image/png')).toBe('png');
    expect(extensionFor('image/jpeg')).toBe('jpg');
    expect(extensionFor('audio/mpeg; codecs=mp3')).toBe('mp3');
    expect(extensionFor('model/gltf-binary')).toBe('glb');
    expect(extensionFor('model/vnd.usdz+zip')).toBe('usdz');
    expect(extensionFor('application/x-unknown')).toBe('bin');
    expect(formatLabel('model/gltf-binary')).toBe('GLB');
  });

  it('keeps Persian titles and drops what file systems refuse', () => {
    expect(downloadName('بزرگ‌نمایی تصویر', 'image/png')).toBe('بزرگ‌نمایی-تصویر.png');
    expect(downloadName('a/b:c*d?"e"<f>|g\\h', 'image/jpeg')).toBe('a-b-c-d-e-f-g-h.jpg');
    expect(downloadName('\u202eevil\u202c name', 'video/mp4')).toBe('evil-name.mp4');
    expect(downloadName('...hidden', 'audio/wav')).toBe('hidden.wav');
  });

  it('numbers one of several outputs and never comes out empty or too long', () => {
    expect(downloadName('Sunset', 'image/png', 1, 3)).toBe('Sunset-2.png');
    expect(downloadName('  ', 'image/png')).toBe('rassam.png');
    expect(downloadName('???', 'model/gltf-binary')).toBe('rassam.glb');
    const long = downloadName('x'.repeat(200), 'image/png');
    expect(long).toBe(`${'x'.repeat(60)}.png`);
  });
});

describe('zoom math', () => {
  const box = { width: 400, height: 300 };
  const fitted = fitSize({ width: 1600, height: 900 }, box);

  it('fits the image inside the box', () => {
    expect(fitted).toEqual({ width: 400, height: 225 });
    expect(fitSize({ width: 100, height: 400 }, box)).toEqual({ width: 75, height: 300 });
  });

  it('keeps the point under the cursor in place', () => {
    const focus = { x: 100, y: 50 };
    const zoomed = zoomAt(IDENTITY, 2, focus, box, fitted);
    expect(zoomed.scale).toBe(2);
    // The image point under the focus was (focus - pan) / scale before and after.
    expect((focus.x - zoomed.x) / zoomed.scale).toBeCloseTo(focus.x, 6);
    expect((focus.y - zoomed.y) / zoomed.scale).toBeCloseTo(focus.y, 6);
  });

  it('never zooms out past the fit nor in past the maximum', () => {
    expect(zoomAt(IDENTITY, 0.1, { x: 0, y: 0 }, box, fitted)).toEqual(IDENTITY);
    expect(zoomAt(IDENTITY, 1000, { x: 0, y: 0 }, box, fitted).scale).toBe(MAX_SCALE);
  });

  it('does not pan the image off the box', () => {
    expect(panBy(IDENTITY, 50, 50, box, fitted)).toEqual(IDENTITY);
    const zoomed = { scale: 2, x: 0, y: 0 };
    // 800 × 450 in a 400 × 300 box: 200 px of play sideways, 75 px up and down.
    expect(panBy(zoomed, 1000, -1000, box, fitted)).toEqual({ scale: 2, x: 200, y: -75 });
    expect(clampPan({ scale: 1.2, x: 30, y: 30 }, box, fitted)).toEqual({ scale: 1.2, x: 30, y: 0 });
  });

  it('turns wheel notches into gentle factors', () => {
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(wheelFactor(100)).toBeLessThan(1);
    expect(wheelFactor(100) * wheelFactor(-100)).toBeCloseTo(1, 10);
    expect(wheelFactor(3, 1)).toBeCloseTo(wheelFactor(90), 2);
  });
});

describe('waveform peaks', () => {
  it('takes the loudest sample of each slice over every channel, the loudest slice as 1', () => {
    const left = [0, 0.1, -0.2, 0.1, 0, 0.05, 0, 0];
    const right = [0, 0, 0, -0.4, 0, 0, 0.1, 0];
    expect(computePeaks([left, right], 4)).toEqual([0.25, 1, 0.125, 0.25]);
  });

  it('copes with more buckets than samples, silence and nothing', () => {
    expect(computePeaks([[0.5, -1]], 4)).toEqual([0.5, 0.5, 1, 1]);
    expect(computePeaks([new Float32Array(10)], 5)).toEqual([0, 0, 0, 0, 0]);
    expect(computePeaks([], 5)).toEqual([]);
    expect(computePeaks([[1]], 0)).toEqual([]);
  });

  it('maps a click to a time inside the sound', () => {
    expect(timeAt(0.5, 30)).toBe(15);
    expect(timeAt(1.5, 30)).toBe(30);
    expect(timeAt(-1, 30)).toBe(0);
    expect(timeAt(0.5, Number.NaN)).toBe(0);
  });

  it('writes times in the page’s digits', () => {
    expect(formatClock(75.6, 'en')).toBe('1:15');
    expect(formatClock(3725, 'en')).toBe('1:02:05');
    expect(formatClock(75, 'fa')).toBe('۱:۱۵');
    expect(formatClock(Number.NaN, 'fa')).toBe('۰:۰۰');
  });

  it('moves the playhead the way an arrow points: the left arrow goes forward in RTL', () => {
    expect(seekKeys(false)).toMatchObject({ ArrowRight: 5, ArrowLeft: -5, ArrowUp: 5, PageDown: -15 });
    expect(seekKeys(true)).toMatchObject({ ArrowLeft: 5, ArrowRight: -5, ArrowUp: 5, PageDown: -15 });
  });
});

describe('sizedSources', () => {
  const url = '/api/shared/abc123def456/files/0b6c2f8e-1d1a-4b7e-9c1f-2a4b6c8d0e1f';

  it('offers the served widths below the picture’s own, then the original at its width', () => {
    const sources = sizedSources(url, 1024, '100vw');
    expect(sources.src).toBe(url);
    expect(sources.srcSet).toBe(
      `${url}?w=160 160w, ${url}?w=320 320w, ${url}?w=640 640w, ${url}?w=960 960w, ${url} 1024w`,
    );
    expect(sources.sizes).toBe('100vw');
  });

  it('leaves the owner’s private files, small pictures and unknown widths as they are', () => {
    expect(sizedSources('/api/files/0b6c2f8e-1d1a-4b7e-9c1f-2a4b6c8d0e1f', 1024, '100vw')).toEqual({
      src: '/api/files/0b6c2f8e-1d1a-4b7e-9c1f-2a4b6c8d0e1f',
    });
    expect(sizedSources(url, 120, '100vw')).toEqual({ src: url });
    expect(sizedSources(url, null, '100vw')).toEqual({ src: url });
  });
});
