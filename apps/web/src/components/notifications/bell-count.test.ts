import { describe, expect, it } from 'vitest';
import { bellCount } from './bell-count';

describe('bellCount', () => {
  it('writes the count in the page’s digits', () => {
    expect(bellCount(3, 'fa')).toBe('۳');
    expect(bellCount(42, 'en')).toBe('42');
  });
  it('stops at 99+', () => {
    expect(bellCount(99, 'fa')).toBe('۹۹');
    expect(bellCount(100, 'fa')).toBe('۹۹+');
    expect(bellCount(1234, 'en')).toBe('99+');
  });
});
