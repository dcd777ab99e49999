/**
 * The service catalogue as the pages read it (GET /api/services, GET /api/services/{slug}; decision 041):
 * its types, its addresses, and the lookups the pages make in the tree. Pure, so the pages, the sitemap and
 * the tests share it.
 */
import type { serviceDetailView, serviceTreeView } from '@rassam/api/schemas';
import type { Locale } from '@rassam/i18n';
import type { z } from 'zod';

export type ServiceTree = z.output<typeof serviceTreeView>;
export type RootCategory = ServiceTree[number];
export type ServiceCategory = Omit<RootCategory, 'children'>;
export type ServiceCard = ServiceCategory['services'][number];
export type ServiceDetail = z.output<typeof serviceDetailView>;

export const CATALOGUE_PATH = '/services';
export const categoryPath = (categorySlug: string) => `${CATALOGUE_PATH}/${categorySlug}`;
export const servicePath = (categorySlug: string, slug: string) => `${CATALOGUE_PATH}/${categorySlug}/${slug}`;
/** Where a service is ordered: the orders' page reads the service by its slug (its guard asks a visitor to sign in). */
export const orderPath = (slug: string) => `/dashboard/orders/new?service=${encodeURIComponent(slug)}`;

/** A category's or a service's name in the page's language (the API gives the Persian one unsuffixed). */
export const categoryName = (category: { name: string; nameEn: string }, locale: Locale) =>
  locale === 'fa' ? category.name : category.nameEn;
export const serviceTitle = (service: { title: string; titleEn: string }, locale: Locale) =>
  locale === 'fa' ? service.title : service.titleEn;

export interface FoundCategory {
  category: ServiceCategory;
  /** Its root, when it is a child. */
  parent: ServiceCategory | null;
  /** Its children, when it is a root (the tree has two levels). */
  children: ServiceCategory[];
}

/** A category of the tree by its slug (slugs are unique over the tree), or null when no enabled one has it. */
export function findCategory(tree: ServiceTree, slug: string): FoundCategory | null {
  for (const root of tree) {
    const { children, ...category } = root;
    if (category.slug === slug) return { category, parent: null, children };
    const child = children.find((item) => item.slug === slug);
    if (child) return { category: child, parent: category, children: [] };
  }
  return null;
}

/** Every enabled category, roots and children, in the tree's order. */
export const allCategories = (tree: ServiceTree): ServiceCategory[] =>
  tree.flatMap(({ children, ...root }) => [root, ...children]);

/** Every service of the catalogue, in the tree's order. */
export const allServices = (tree: ServiceTree): ServiceCard[] =>
  allCategories(tree).flatMap((category) => category.services);

/**
 * The cards the catalogue's front page shows first: the featured services, or, when an admin featured none,
 * the first of each category, so the page never opens on an empty shelf.
 */
export function featuredServices(tree: ServiceTree): ServiceCard[] {
  const services = allServices(tree);
  const featured = services.filter((service) => service.featured);
  if (featured.length) return featured;
  return allCategories(tree).flatMap((category) => category.services.slice(0, 1));
}

/** How many services a category shows with its children's. */
export const serviceCount = (found: Pick<FoundCategory, 'category' | 'children'>) =>
  found.category.services.length + found.children.reduce((sum, child) => sum + child.services.length, 0);
