import { describe, expect, it } from 'vitest';
import { featuredServices, findCategory, orderPath, serviceCount, servicePath, type ServiceTree } from './catalogue';

const card = (slug: string, categorySlug: string, featured = false) => ({
  id: slug,
  slug,
  categorySlug,
  title: slug,
  titleEn: slug,
  price: null,
  deliveryDays: 3,
  steps: [],
  featured,
  image: null,
});
const category = (slug: string, services: ReturnType<typeof card>[]) => ({
  id: slug,
  slug,
  name: slug,
  nameEn: slug,
  services,
});
const tree: ServiceTree = [
  {
    ...category('3d', [card('scan', '3d')]),
    children: [category('models', [card('product', 'models'), card('room', 'models')]), category('tours', [])],
  },
  { ...category('design', [card('logo', 'design')]), children: [] },
];

describe('the service catalogue', () => {
  it('finds a root with its children, and a child with its root', () => {
    expect(findCategory(tree, '3d')).toMatchObject({ category: { slug: '3d' }, parent: null });
    expect(findCategory(tree, '3d')?.children.map((child) => child.slug)).toEqual(['models', 'tours']);
    expect(findCategory(tree, 'tours')).toMatchObject({ category: { slug: 'tours' }, parent: { slug: '3d' } });
    expect(findCategory(tree, 'text-to-image')).toBeNull();
  });

  it("counts a root's services with its children's", () => {
    expect(serviceCount(findCategory(tree, '3d')!)).toBe(3);
    expect(serviceCount(findCategory(tree, 'tours')!)).toBe(0);
  });

  it('shows the featured services first, or the first of each category when none is', () => {
    expect(featuredServices(tree).map((service) => service.slug)).toEqual(['scan', 'product', 'logo']);
    const featured = structuredClone(tree);
    featured[1]!.services[0]!.featured = true;
    expect(featuredServices(featured).map((service) => service.slug)).toEqual(['logo']);
  });

  it('puts a service under its category, and links its order by its slug', () => {
    expect(servicePath('models', 'product')).toBe('/services/models/product');
    expect(orderPath('product')).toBe('/dashboard/orders/new?service=product');
  });
});
