import { describe, expect, it } from 'vitest';
import { acceptOf, linkExpired, newOrderPath, pickedKind, takesFiles } from './order-types';

describe('orders on the web', () => {
  it('tells a picked file’s kind by its type or name', () => {
    expect(pickedKind({ name: 'a.png', type: 'image/png' })).toBe('image');
    expect(pickedKind({ name: 'chair.glb', type: '' })).toBe('model3d');
    expect(pickedKind({ name: 'Plan.PDF', type: '' })).toBe('pdf');
    expect(pickedKind({ name: 'all.zip', type: 'application/x-zip-compressed' })).toBe('zip');
    expect(pickedKind({ name: 'notes.txt', type: 'text/plain' })).toBeNull();
  });

  it('offers the picker the kinds a question asks', () => {
    expect(acceptOf(['image', 'pdf'])).toBe('image/*,.pdf,application/pdf');
  });

  it('renews a link about to run out', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(linkExpired('2026-01-01T00:00:10Z', now)).toBe(true);
    expect(linkExpired('2026-01-01T00:10:00Z', now)).toBe(false);
  });

  it('takes files only on open orders', () => {
    expect(takesFiles({ status: 'paid' })).toBe(true);
    expect(takesFiles({ status: 'completed' })).toBe(false);
    expect(takesFiles({ status: 'cancelled' })).toBe(false);
  });

  it('builds the new-order address', () => {
    expect(newOrderPath('logo-design')).toBe('/dashboard/orders/new?service=logo-design');
  });
});
