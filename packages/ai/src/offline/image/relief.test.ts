import { describe, expect, it } from 'vitest';
import { reliefImage } from './relief';
import { inspect, mean, notAnImage, svgPng } from './testing';

describe('reliefImage', () => {
  it('keeps the size, changes the picture, and lights it from the upper left', async () => {
    // A bright disc (a bump) on a dark ground.
    const input = await svgPng(
      200,
      160,
      '<rect width="200" height="160" fill="#303030"/><circle cx="100" cy="80" r="40" fill="#d0d0d0"/>',
    );
    const before = await inspect(input);
    const after = await inspect(await reliefImage(input));
    expect(after).toMatchObject({ format: 'png', width: 200, height: 160, channels: 3 });
    let difference = 0;
    for (let i = 0; i < after.data.length; i += 1) difference += Math.abs(after.data[i]! - before.data[i]!);
    expect(difference / after.data.length).toBeGreaterThan(5);
    // The bump's upper-left rim faces the light, its lower-right rim faces away.
    const rim = (dx: number, dy: number) => mean(after, 0, { x: 100 + dx - 3, y: 80 + dy - 3, width: 6, height: 6 });
    expect(rim(-28, -28)).toBeGreaterThan(rim(28, 28) + 40);
  });

  it('refuses non-pictures', async () => {
    await expect(reliefImage(notAnImage)).rejects.toThrow('not a picture');
  });
});
