import { ShopPage, shopMetadata, type ShopPageProps } from '@/components/market/shop-page';

/**
 * /market/{userName}?page=N, as the proxy rewrites it (routes/market-lists.ts): each page of a shop is kept
 * by the cache. None at build time (no database there).
 */
export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: ShopPageProps) {
  return shopMetadata({ params });
}

export default function Page({ params }: ShopPageProps) {
  return <ShopPage params={params} />;
}
