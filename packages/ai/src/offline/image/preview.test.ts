import { describe, expect, it } from 'vitest';
import { previewImage, type PreviewOptions } from './preview';
import { inspect, mean, notAnImage, texturedPng } from './testing';
import { isRightToLeft, renderText } from './text';

const label = 'پیش‌نمایش آفلاین · Offline preview';
const options: PreviewOptions = {
  prompt: 'غروب طلایی کنار دریا، قایق‌های چوبی',
  width: 640,
  height: 360,
  seed: 7,
  label,
};

describe('previewImage', () => {
  it('is a PNG of the asked size, the same bytes for the same options', async () => {
    const first = await previewImage(options);
    expect(await inspect(first)).toMatchObject({ format: 'png', width: 640, height: 360 });
    expect((await previewImage({ ...options })).equals(first)).toBe(true);
    expect((await previewImage({ ...options, prompt: 'A blue bicycle in the snow' })).equals(first)).toBe(false);
    expect((await previewImage({ ...options, seed: 8 })).equals(first)).toBe(false);
    expect(await inspect(await previewImage({ ...options, width: 300, height: 500 }))).toMatchObject({
      width: 300,
      height: 500,
    });
  });

  it('draws the label at the top, on the side its script starts from', async () => {
    const picture = await inspect(await previewImage(options));
    // The label pill is dark with white letters: bright pixels among dark ones at the top right.
    const pill = { x: 400, y: 16, width: 220, height: 30 };
    let white = 0;
    for (let y = pill.y; y < pill.y + pill.height; y += 1) {
      for (let x = pill.x; x < pill.x + pill.width; x += 1)
        if (picture.at(x, y, 0) > 230 && picture.at(x, y, 2) > 230) white += 1;
    }
    expect(white).toBeGreaterThan(100);
    expect(mean(picture, 0, pill)).toBeLessThan(200);
  });

  it('builds on the source picture for edit tools', async () => {
    const source = await texturedPng(320, 240, '<circle cx="160" cy="120" r="50" fill="#fff"/>');
    const edited = await previewImage({ ...options, width: 400, height: 300, source });
    const plain = await previewImage({ ...options, width: 400, height: 300 });
    expect(await inspect(edited)).toMatchObject({ format: 'png', width: 400, height: 300 });
    expect(edited.equals(plain)).toBe(false);
    // The white disc of the source is still there, in the middle.
    expect(mean(await inspect(edited), 1, { x: 190, y: 140, width: 20, height: 20 })).toBeGreaterThan(150);
    await expect(previewImage({ ...options, source: notAnImage })).rejects.toThrow('The source image is not a picture');
  });

  it('draws a preview without a prompt (edit tools where it is optional), never without a label', async () => {
    const source = await texturedPng(160, 120);
    expect(await inspect(await previewImage({ ...options, prompt: '  ', source }))).toMatchObject({
      width: 640,
      height: 360,
    });
    await expect(previewImage({ ...options, label: ' ' })).rejects.toThrow('The preview needs a label');
  });

  it('refuses sizes it cannot draw', async () => {
    await expect(previewImage({ ...options, width: 10 })).rejects.toThrow('width must be a whole number ≥ 64');
    await expect(previewImage({ ...options, height: 9000 })).rejects.toThrow('largest side we make is 8192 px');
    await expect(previewImage({ ...options, seed: 0.5 })).rejects.toThrow('seed');
  });
});

describe('text', () => {
  it('knows which way a text starts', () => {
    expect(isRightToLeft(label)).toBe(true);
    expect(isRightToLeft('Offline preview · پیش‌نمایش')).toBe(false);
    expect(isRightToLeft('۱۲ «سلام»')).toBe(true);
  });

  it('renders Persian with the bundled font, not missing-glyph boxes', async () => {
    const style = { size: 32, weight: 'regular', colour: '#000', maxWidth: 1000, maxHeight: 200 } as const;
    // Joined Persian letters are narrower than a row of the same number of boxes would be.
    const persian = await renderText('پیش‌نمایش', style);
    const boxes = await renderText('\u{10FFFD}'.repeat(9), style);
    expect(persian.width).toBeLessThan(boxes.width * 0.9);
    expect(persian.height).toBeLessThan(80);
  });

  it('fits long text into its box', async () => {
    const layer = await renderText('واژه '.repeat(400), {
      size: 40,
      weight: 'bold',
      colour: '#fff',
      maxWidth: 300,
      maxHeight: 120,
    });
    expect(layer.width).toBeLessThanOrEqual(300);
    expect(layer.height).toBeLessThanOrEqual(120);
  });
});
