import { describe, expect, it } from 'vitest';
import { fieldsWithControlCharacters, hasControlCharacters } from './control-characters';

describe('hasControlCharacters', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a C0 control', 'a\u001bb'],
    ['vertical tab', 'a\u000bb'],
    ['DEL', 'a\u007f'],
    ['a C1 control', '\u0085'],
    ['a lone high surrogate', 'a\ud800'],
    ['a lone low surrogate', '\udc00a'],
    ['two high surrogates', '\ud800\ud800\udc00'],
  ])('finds %s', (_, text) => {
    expect(hasControlCharacters(text)).toBe(true);
  });

  it.each([
    ['tab, line feed and carriage return', 'a\tb\r\nc'],
    ['ZWNJ and the bidi marks of Persian text', 'می‌خواهم\u200f\u200e\u202b'],
    ['a surrogate pair (an emoji)', 'ok 👍'],
    ['Persian and Arabic digits', '۱۲۳ ١٢٣'],
    ['no-break space and BOM', '\u00a0\ufeff'],
  ])('lets %s be', (_, text) => {
    expect(hasControlCharacters(text)).toBe(false);
  });
});

describe('fieldsWithControlCharacters', () => {
  it('names every field whose text or key holds one, by its dotted path', () => {
    const input = {
      name: 'ok',
      input: { prompt: 'a\u0000', options: ['x', 'y\u0001'] },
      attributes: { 'k\u0000ey': 1 },
      file: new Blob(['\u0000']),
    };
    expect(fieldsWithControlCharacters(input)).toEqual(['input.prompt', 'input.options.1', 'attributes.k\uFFFDey']);
  });

  it('names a bare text "_"', () => {
    expect(fieldsWithControlCharacters('\u0000')).toEqual(['_']);
    expect(fieldsWithControlCharacters(12)).toEqual([]);
  });
});
