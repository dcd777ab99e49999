import { describe, expect, it } from 'vitest';
import { parseUsda } from './test-utils';
import { SiblingNames, isUsdIdentifier, toUsdIdentifier, usdAsset, usdFloat, usdString } from './usda-text';

describe('usda text', () => {
  it('escapes any string so that a parser reads it back unchanged', () => {
    for (const value of ['plain', 'صندلی', 'a "quoted" \\ back', 'line\nbreak\ttab\r', 'bell\x07 del\x7f', '@<>{}()']) {
      const layer = parseUsda(`#usda 1.0\n(\n    doc = ${usdString(value)}\n)\n`);
      expect(layer.metadata['doc']).toBe(value);
    }
  });

  it('makes identifiers from any name, unique among siblings', () => {
    expect(toUsdIdentifier('Chair (red) #2', 'Node_0')).toBe('Chair_red_2');
    expect(toUsdIdentifier('صندلی', 'Node_3')).toBe('Node_3');
    expect(toUsdIdentifier('3D model', 'Node_0')).toBe('_3D_model');
    expect(toUsdIdentifier('Café', 'x')).toBe('Cafe');
    const names = new SiblingNames();
    expect([names.take('a', 'n'), names.take('a', 'n'), names.take('a_2', 'n'), names.take('', 'n')]).toEqual([
      'a',
      'a_2',
      'a_2_2',
      'n',
    ]);
    for (const name of ['', '..', '"', '٣', 'x'.repeat(300)])
      expect(isUsdIdentifier(toUsdIdentifier(name, 'N'))).toBe(true);
  });

  it('writes floats short and finite, and refuses unsafe asset paths', () => {
    expect(['0.1', '1.5', '-2', '1.234568e-7', '0'].map(Number).map(usdFloat)).toEqual([
      '0.1',
      '1.5',
      '-2',
      '1.234568e-7',
      '0',
    ]);
    expect(usdFloat(Math.fround(0.1))).toBe('0.1');
    expect(usdFloat(NaN)).toBe('0');
    expect(usdFloat(Infinity)).toBe('0');
    expect(usdAsset('textures/a_1.png')).toBe('@textures/a_1.png@');
    expect(() => usdAsset('textures/a@b.png')).toThrow();
  });
});
