import { ShopPage, shopMetadata, type ShopPageProps } from '@/components/market/shop-page';

/** None at build time (no database there): rendered on the first visit, then kept (the layout's `revalidate`). */
export function generateStaticParams() {
  return [];
}

/** /market/{userName}: the shop's first page; its query never reaches it (components/market/shop-page.tsx). */
export function generateMetadata({ params }: ShopPageProps) {
  return shopMetadata({ params });
}

export default function Page({ params }: ShopPageProps) {
  return <ShopPage params={params} />;
}
