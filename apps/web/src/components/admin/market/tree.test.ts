import { describe, expect, it } from 'vitest';
import { effectivePrice, flattenTree } from './tree';
import type { CategoryNode, DisplayPrice } from './types';

const node = (id: string, parentId: string | null, children: CategoryNode[] = []): CategoryNode => ({
  id,
  kind: 'place',
  parentId,
  slug: id,
  nameFa: `${id}-fa`,
  nameEn: `${id}-en`,
  icon: null,
  sortOrder: 0,
  children,
});

const tree = [node('food', null, [node('cafe', 'food', [node('tea', 'cafe')])]), node('hotel', null)];

describe('flattenTree', () => {
  it('lists parents before children with depth and ancestors', () => {
    expect(flattenTree(tree).map((e) => [e.category.id, e.depth, e.ancestors.join('/'), e.childCount])).toEqual([
      ['food', 0, '', 1],
      ['cafe', 1, 'food', 1],
      ['tea', 2, 'food/cafe', 0],
      ['hotel', 0, '', 0],
    ]);
  });
});

describe('effectivePrice', () => {
  const ancestors = new Map(flattenTree(tree).map((e) => [e.category.id, e.ancestors]));
  const rows: DisplayPrice[] = [
    { id: '1', categoryId: 'food', months: 3, coins: 30 },
    { id: '2', categoryId: 'cafe', months: 3, coins: 25 },
    { id: '3', categoryId: null, months: 1, coins: 12 },
  ];
  const price = (id: string | null, months: number) =>
    effectivePrice(
      id,
      months,
      rows,
      (c) => ancestors.get(c) ?? [],
      (m) => m * 10,
    );

  it('takes the own price, then the nearest ancestor, then the default, then the built-in one', () => {
    expect(price('cafe', 3)).toEqual({ coins: 25, source: 'own' });
    expect(price('tea', 3)).toEqual({ coins: 25, source: 'ancestor', fromId: 'cafe' });
    expect(price('hotel', 3)).toEqual({ coins: 30, source: 'builtin' });
    expect(price('tea', 1)).toEqual({ coins: 12, source: 'default' });
    expect(price(null, 1)).toEqual({ coins: 12, source: 'own' });
    expect(price(null, 2)).toEqual({ coins: 20, source: 'builtin' });
  });

  it('says when nothing is known', () => {
    expect(
      effectivePrice(
        'hotel',
        5,
        rows,
        () => [],
        () => null,
      ),
    ).toEqual({ coins: null, source: 'none' });
  });
});
