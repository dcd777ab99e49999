import { describe, expect, it } from 'vitest';
import { canPay, flattenTree, listingEditorPath, parseMonths, stateOf, type CategoryNode } from './types';

describe('the shop pages’ listing helpers', () => {
  it('read 1–12 months in any digits and refuse the rest', () => {
    expect(parseMonths('3')).toBe(3);
    expect(parseMonths('۱۲')).toBe(12);
    expect(parseMonths('١')).toBe(1);
    expect(parseMonths(' 6 ')).toBe(6);
    for (const wrong of ['0', '۰', '13', '۱۳', '', '2.5', '-1', 'abc', '1000'])
      expect(parseMonths(wrong), wrong).toBeNull();
  });

  it('tell a running listing from an expired one, and which can be paid for', () => {
    expect(stateOf({ status: 'active', expired: false })).toBe('active');
    expect(stateOf({ status: 'active', expired: true })).toBe('expired');
    expect(stateOf({ status: 'paid', expired: false })).toBe('paid');
    expect(canPay({ status: 'draft', expired: false })).toBe(true);
    expect(canPay({ status: 'active', expired: true })).toBe(true);
    expect(canPay({ status: 'paid', expired: false })).toBe(false);
    expect(canPay({ status: 'rejected', expired: false })).toBe(false);
    expect(canPay({ status: 'disabled', expired: false })).toBe(false);
  });

  it('send places to /places and the rest to /product', () => {
    expect(listingEditorPath({ id: 'a', kind: 'place' })).toBe('/dashboard/shop/places/a');
    expect(listingEditorPath({ id: 'b', kind: 'item' })).toBe('/dashboard/shop/product/b');
    expect(listingEditorPath({ id: 'c', kind: 'service' })).toBe('/dashboard/shop/product/c');
  });

  it('flatten a category tree depth first, with depths', () => {
    const node = (id: string, children: CategoryNode[] = []): CategoryNode => ({
      id,
      kind: 'item',
      parentId: null,
      slug: id,
      nameFa: id,
      nameEn: id,
      icon: null,
      sortOrder: 0,
      children,
    });
    const flat = flattenTree([node('a', [node('a1', [node('a11')]), node('a2')]), node('b')]);
    expect(flat.map((f) => `${f.node.id}:${f.depth}`)).toEqual(['a:0', 'a1:1', 'a11:2', 'a2:1', 'b:0']);
  });
});
