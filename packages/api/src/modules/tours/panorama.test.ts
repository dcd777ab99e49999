import { describe, expect, it } from 'vitest';
import { readGPano, tileLayout } from './panorama';

describe('tileLayout', () => {
  it('picks the fewest power-of-two columns with square tiles of at most 1024 px, rows half as many', () => {
    expect(tileLayout(8000)).toEqual({ cols: 8, rows: 4, tileSize: 1000, width: 8000 });
    expect(tileLayout(12000)).toEqual({ cols: 16, rows: 8, tileSize: 750, width: 12000 });
    expect(tileLayout(16384)).toEqual({ cols: 16, rows: 8, tileSize: 1024, width: 16384 });
    // Not divisible: the sphere is resized by less than a pixel per column so the tiles divide it.
    expect(tileLayout(4097)).toEqual({ cols: 8, rows: 4, tileSize: 513, width: 4104 });
    // No wider than the mid image: nothing to cut.
    expect(tileLayout(4096)).toBeNull();
    for (const width of [4100, 6000, 9999, 13000, 16384]) {
      const layout = tileLayout(width)!;
      expect(Number.isInteger(Math.log2(layout.cols)) && layout.cols <= 64).toBe(true);
      expect(layout.tileSize).toBeLessThanOrEqual(1024);
      expect(Math.abs(layout.width - width)).toBeLessThan(layout.cols);
    }
  });
});

describe('readGPano', () => {
  it('reads attributes and elements, and nothing from XMP without GPano', () => {
    const elements = `<rdf:Description xmlns:GPano="http://ns.google.com/photos/1.0/panorama/">
      <GPano:ProjectionType>equirectangular</GPano:ProjectionType>
      <GPano:FullPanoWidthPixels>8000</GPano:FullPanoWidthPixels>
      <GPano:PoseHeadingDegrees>-45.5</GPano:PoseHeadingDegrees>
    </rdf:Description>`;
    expect(readGPano(elements)).toEqual({ projection: 'equirectangular', fullWidth: 8000, poseHeading: -45.5 });
    expect(readGPano('GPano:CroppedAreaTopPixels="12" GPano:InitialViewPitchDegrees="x"')).toEqual({
      projection: undefined,
      croppedTop: 12,
    });
    expect(readGPano('<x:xmpmeta/>')).toBeNull();
    expect(readGPano(undefined)).toBeNull();
  });
});
