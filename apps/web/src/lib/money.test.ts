import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('says a price per coin in whole toman (or rials), never a fraction of one', () => {
    // 120 coins for 1,100,000 rials: 9,166.67 rials a coin.
    expect(formatMoney(1_100_000 / 120, 'IRR', 'fa', { perUnit: true })).toBe('۹۱۷ تومان');
    expect(formatMoney(1_100_000 / 120, 'IRR', 'en', { perUnit: true })).toBe('9,167 IRR');
    expect(formatMoney(10_000, 'IRR', 'fa', { perUnit: true })).toBe('۱٬۰۰۰ تومان');
  });

  it('keeps a dollar price per coin to a hundredth of a cent', () => {
    expect(formatMoney(500 / 120, 'USD', 'en', { perUnit: true })).toBe('$0.0417');
  });

  it('says a total exactly as charged', () => {
    expect(formatMoney(1_100_000, 'IRR', 'fa')).toBe('۱۱۰٬۰۰۰ تومان');
    expect(formatMoney(163_505, 'IRR', 'fa')).toBe('۱۶٬۳۵۰٫۵ تومان');
    expect(formatMoney(250, 'USD', 'en')).toBe('$2.50');
  });
});
