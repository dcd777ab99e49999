/** The back office's view of the service catalogue (GET /api/admin/service-categories, /services, /service-images). */
import type {
  adminServiceCategoryTree,
  adminServiceCategoryView,
  adminServiceView,
  libraryImageView,
} from '@rassam/api/schemas';
import type { z } from 'zod';

export type AdminCategory = z.output<typeof adminServiceCategoryView>;
export type AdminCategoryNode = z.output<typeof adminServiceCategoryTree>[number];
export type AdminService = z.output<typeof adminServiceView>;
export type LibraryImage = z.output<typeof libraryImageView>;

export const ADMIN_SERVICES_PATH = '/dashboard/admin/services';

/** A list with the item at `index` moved one place up (-1) or down (1); the same list at an end. */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The categories a service may be in, roots first each followed by its children, with their depth. */
export function categoryOptions(tree: AdminCategoryNode[]): { category: AdminCategory; depth: 0 | 1 }[] {
  return tree.flatMap(({ children, ...root }) => [
    { category: root, depth: 0 as const },
    ...children.map((child) => ({ category: child, depth: 1 as const })),
  ]);
}
