import type { Bounds } from './geo';

/** One listing on the map, already in the page's language: what a marker and its card show. */
export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  title: string;
  /** Formatted, or null when the listing has no price. */
  price: string | null;
  shop: string;
  /** The listing's page, without the locale prefix (the i18n Link adds it). */
  href: string;
}

/** A name written on the map (a province's capital). */
export interface PlaceLabel {
  id: string;
  lat: number;
  lng: number;
  name: string;
}

/** A move of the map asked for from outside it; a new key repeats the same move. */
/** Where the map opens when its link names a place: the city or the province, at the filters' zoom. */
export type MapStart = { lat: number; lng: number; zoom: number };

export type MapFocus = { key: number } & (
  { bounds: Bounds; maxZoom?: number } | { lat: number; lng: number; zoom: number; keepCloser?: boolean }
);

/** The fields of the search API's items (GET /api/market/listings, `MarketSearchItem`) the map uses. */
export interface SearchItem {
  id: string;
  kind: 'place' | 'service' | 'item';
  slug: string;
  titleFa: string;
  titleEn: string | null;
  price: number | null;
  currency: 'IRR' | 'USD';
  lat: number | null;
  lng: number | null;
  shop: { id: string; name: string; nameEn: string; link: string };
}

/** A point of GET /api/market/shops/{link}/map. */
export interface ShopMapPoint {
  id: string;
  slug: string;
  kind: string;
  titleFa: string;
  titleEn: string | null;
  lat: number | null;
  lng: number | null;
  price: number | null;
  currency: string;
}

/** A location of GET /api/market/locations (`MarketLocation`). */
export interface MarketLocation {
  id: string;
  parentId: string | null;
  level: 'country' | 'state' | 'city' | 'district';
  slug: string;
  nameFa: string;
  nameEn: string;
  lat: number | null;
  lng: number | null;
}

/** A node of GET /api/market/categories?kind= (`MarketCategoryNode`). */
export interface CategoryNode {
  id: string;
  slug: string;
  nameFa: string;
  nameEn: string;
  children: CategoryNode[];
}
