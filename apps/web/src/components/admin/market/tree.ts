/**
 * Pure helpers of the market back office: walking the category trees, the price a category pays for a
 * number of months (as the API works it out).
 */
import type { Category, CategoryNode, DisplayPrice } from './types';

export interface FlatCategory {
  category: Category;
  depth: number;
  /** Its ancestors' ids, the root first. */
  ancestors: string[];
  childCount: number;
}

/** The tree in reading order (a parent before its children), with each node's depth and ancestors. */
export function flattenTree(nodes: CategoryNode[], depth = 0, ancestors: string[] = []): FlatCategory[] {
  return nodes.flatMap((node) => {
    const { children, ...category } = node;
    return [
      { category, depth, ancestors, childCount: children.length },
      ...flattenTree(children, depth + 1, [...ancestors, node.id]),
    ];
  });
}

/** The node with this id, anywhere in the trees. */
export function findNode(nodes: CategoryNode[], id: string): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

export type PriceSource = 'own' | 'ancestor' | 'default' | 'builtin' | 'none';

export interface EffectivePrice {
  coins: number | null;
  source: PriceSource;
  /** The category whose price applies, when it is an ancestor. */
  fromId?: string;
}

/**
 * What showing a listing of the category costs for `months`: its own price, else its nearest ancestor's,
 * else the default (a row without category), else the built-in price the API falls back to (`builtin`,
 * when known). Mirrors listings.service.ts displayCost.
 */
export function effectivePrice(
  categoryId: string | null,
  months: number,
  rows: DisplayPrice[],
  ancestorsOf: (id: string) => string[],
  builtin: (months: number) => number | null,
): EffectivePrice {
  const priceOf = (id: string | null) => rows.find((row) => row.categoryId === id && row.months === months);
  if (categoryId) {
    const own = priceOf(categoryId);
    if (own) return { coins: own.coins, source: 'own' };
    for (const id of [...ancestorsOf(categoryId)].reverse()) {
      const inherited = priceOf(id);
      if (inherited) return { coins: inherited.coins, source: 'ancestor', fromId: id };
    }
  }
  const fallback = priceOf(null);
  if (fallback) return { coins: fallback.coins, source: categoryId ? 'default' : 'own' };
  const coins = builtin(months);
  return coins === null ? { coins: null, source: 'none' } : { coins, source: 'builtin' };
}

/** The months 1..12 a price may be set for. */
export const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
