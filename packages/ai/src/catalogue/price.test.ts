import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { PriceRule, ToolDefinition } from '../types';
import { findTool, PriceInputError, priceOf, tools } from './index';

const tool = (slug: string) => findTool(slug)!;

/** A tool of the catalogue's shape with a price rule and input of the test's choosing. */
const made = (price: PriceRule, input: z.ZodObject = z.strictObject({})): ToolDefinition => ({
  slug: 'made-up',
  group: 'video',
  outputKind: 'video',
  input,
  files: {},
  price,
  routes: [],
  offline: 'preview-video',
});

describe('priceOf', () => {
  it('prices every tool of the catalogue above zero with the form left at its defaults', () => {
    for (const entry of tools) {
      const definition = entry as unknown as ToolDefinition;
      expect(priceOf(definition, {}), definition.slug).toBeGreaterThan(0);
      // The price rule names a field of the tool's own input (else it would price nothing).
      const field = 'field' in definition.price ? definition.price.field : undefined;
      if (field) expect(Object.keys(definition.input.shape), definition.slug).toContain(field);
    }
  });

  it("per second: the chosen length, else the tool's default length (what the run will use)", () => {
    expect(priceOf(tool('text-to-video'), { duration: 10 })).toBe(30);
    expect(priceOf(tool('text-to-video'), {})).toBe(15);
    expect(priceOf(tool('veo-google'), {})).toBe(priceOf(tool('veo-google'), { duration: 8 }));
    expect(priceOf(tool('text-to-music'), {})).toBe(4); // 20 s at 0.2 coins
  });

  it('per second: no length and no default, or a length the tool refuses, cannot be priced', () => {
    const noDefault = made(
      { per: 'second', coins: 3, field: 'duration' },
      z.strictObject({ duration: z.number().int().min(1) }),
    );
    expect(() => priceOf(noDefault, {})).toThrow(PriceInputError);
    expect(priceOf(noDefault, { duration: 4 })).toBe(12);
    expect(() => priceOf(tool('text-to-video'), { duration: 7 })).toThrow(PriceInputError);
    expect(() => priceOf(tool('text-to-video'), { duration: -5 })).toThrow(PriceInputError);
    expect(() => priceOf(tool('text-to-video'), { duration: '10' })).toThrow(PriceInputError);
    expect(() => priceOf(tool('text-to-music'), { duration: Number.NaN })).toThrow(PriceInputError);
  });

  it('fractional prices round up to whole coins, and a float product is not rounded past its value', () => {
    const music = tool('text-to-music'); // 0.2 coins a second
    expect(priceOf(music, { duration: 5 })).toBe(1);
    expect(priceOf(music, { duration: 7 })).toBe(2); // 1.4 → 2
    expect(priceOf(music, { duration: 15 })).toBe(3); // 0.2 × 15 = 3.0000000000000004
    expect(priceOf(music, { duration: 60 })).toBe(12);
    expect(priceOf(made({ per: 'run', coins: 0.01 }), {})).toBe(1);
  });

  it('a zero price costs nothing', () => {
    expect(priceOf(made({ per: 'run', coins: 0 }), {})).toBe(0);
    const free = made({ per: 'second', coins: 0, field: 'duration' }, z.strictObject({ duration: z.number() }));
    expect(priceOf(free, { duration: 30 })).toBe(0);
  });

  it('per thousand characters: Persian text counted by character after trimming, with the minimum', () => {
    const speech = tool('text-to-speech'); // 2 coins per 1,000 characters, at least 1
    expect(priceOf(speech, { text: 'سلام' })).toBe(1);
    expect(priceOf(speech, {})).toBe(1); // no text yet: the minimum
    const persian = 'س'.repeat(1000);
    expect(priceOf(speech, { text: persian })).toBe(2);
    expect(priceOf(speech, { text: `${persian}ب` })).toBe(3); // 2.002 → 3
    // A ZWNJ (نیم‌فاصله) is a character, an emoji one character (two UTF-16 units).
    expect(priceOf(speech, { text: 'می‌خواهم'.repeat(125) })).toBe(2); // 8 × 125 = 1,000
    expect(priceOf(speech, { text: '😀'.repeat(1000) })).toBe(2);
    // Spaces around the text are not spoken, so not charged: 1,500 letters cost 3 whatever the padding.
    expect(priceOf(speech, { text: `${' '.repeat(600)}${'ش'.repeat(1500)}${'\n'.repeat(600)}` })).toBe(3);
    expect(() => priceOf(speech, { text: 'x'.repeat(5001) })).toThrow(PriceInputError);
  });

  it('per image: the count asked for, else the default of one', () => {
    expect(priceOf(tool('text-to-image'), { count: 3 })).toBe(12);
    expect(priceOf(tool('text-to-image'), {})).toBe(4);
    expect(() => priceOf(tool('text-to-image'), { count: 9 })).toThrow(PriceInputError);
  });

  it('per factor: the factor asked for, else the default factor', () => {
    expect(priceOf(tool('upscale'), { factor: 4 })).toBe(4);
    expect(priceOf(tool('upscale'), { factor: 2 })).toBe(2);
    expect(priceOf(tool('upscale'), {})).toBe(2); // the run upscales ×2 by default
    expect(() => priceOf(tool('upscale'), { factor: 3 })).toThrow(PriceInputError);
  });

  it('a rule that names a field the input does not have is refused, not priced at zero', () => {
    expect(() => priceOf(made({ per: 'second', coins: 1, field: 'length' }), { length: 5 })).toThrow(PriceInputError);
  });
});
