import 'server-only';
import { serverApi } from '@/lib/server-api';
import { listingKinds, type CategoryNode, type ListingKind } from './types';

/** The three category trees (an empty tree when one does not load: the pages say what is missing). */
export async function loadCategoryTrees(): Promise<Record<ListingKind, CategoryNode[] | null>> {
  const results = await Promise.all(
    listingKinds.map((kind) => serverApi<CategoryNode[]>(`/market/categories?kind=${kind}`)),
  );
  return Object.fromEntries(
    listingKinds.map((kind, index) => {
      const result = results[index]!;
      return [kind, result.ok ? result.data : null];
    }),
  ) as Record<ListingKind, CategoryNode[] | null>;
}
